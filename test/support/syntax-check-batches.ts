/*
 * Run outside Jest (whose module registry cannot load oxc's parser on the main thread, where the main thread would
 * parse with TypeScript's): one check beside generation with many batches sent at once, as providers' bindings are
 * sent one after another, and a file that does not parse in the first and in the last batch. Prints how many
 * batches the thread answered and the check's message, beside the message of the same files parsed on the main
 * thread alone.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { startSyntaxCheck, SyntaxCheck } from "../../src/tfgen/pipeline/generation-worker";
import { listFiles } from "../../src/tfgen/write/tree";

const [root, copies] = [process.argv[2], Number(process.argv[3])];
const bindings = listFiles(root)
  .filter((rel) => rel.endsWith(".ts"))
  .map((rel): [string, string] => [rel, fs.readFileSync(path.join(root, rel), "utf8")]);
const batches = Array.from({ length: copies }, (_, i) => bindings.map(([rel, text]): [string, string] => [`copy${i}/${rel}`, text]));
batches[0].push(["first.ts", "export const 1st = 1;\n"]);
batches[copies - 1].push(["last.ts", "export const last = ;\n"]);

function run(check: SyntaxCheck): string {
  for (const batch of batches) check.add(batch);
  try {
    check.finish("Acme/x@1.0.0");
  } catch (e) {
    return (e as Error).message;
  }
  return "";
}

const beside = startSyntaxCheck(true);
const message = run(beside);
const alone = run(new SyntaxCheck(undefined));
console.log(JSON.stringify({ answered: beside.answeredBeside, message, alone }));
