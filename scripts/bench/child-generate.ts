// Runs one generation in this process and prints {ms, maxRssKb} as JSON on the last stdout line.
// Modes: "raw" = CDKTF's TerraformProviderGenerator alone, saved to disk as `cdktf get` would;
// "full" = this project's whole generate (bindings + SDK + schema.json), cold; "regen" = generate again;
// "floor" = the generator in memory, then a full generate's files written as they are (FLOOR_STASH);
// "one-thread" = the whole generate with every step in this thread (no generation worker), written the same way;
// "without-<mechanism>" = the full generate with one of the worker's speed mechanisms left off (WORKER_MECHANISMS).
import * as fs from "fs";
import * as path from "path";
import { FLOOR_STASH } from "./measure";

const [mode, root] = process.argv.slice(2);
let t0 = process.hrtime.bigint();

async function raw(): Promise<void> {
  const { saveProviderGeneratorOutput } = await import("../../src/tfgen/emit/cdktf/generator-adapter");
  const { readProjectConfig } = await import("../../src/tfgen/project/cdktf-config");
  const [target] = readProjectConfig(root).providers;
  const schema = JSON.parse(fs.readFileSync(path.join(root, "schemas", `${target.type}.json`), "utf8"));
  const out = path.join(root, "raw-out");
  fs.rmSync(out, { recursive: true, force: true });
  await saveProviderGeneratorOutput("cdktf", { ...target, schema: schema.provider_schemas[target.registryKey] }, out);
}

/**
 * The least that any generator writing this tree with CDKTF's generator must do: the generator run (in memory, as
 * generation runs it), then every file of the full generate's tree, already rendered (read before the clock
 * starts), written one by one. What a full generate does beyond this (the package model, rendering the SDK, the
 * syntax check, the names caught, the atomic swap) is what the "full / floor" ratio shows. The raw side writes
 * more than this: CDKTF's per-resource README.md files, which generation leaves out.
 */
async function floor(): Promise<void> {
  const { listFiles } = await import("../../src/tfgen/write/tree");
  const { runProviderGenerator } = await import("../../src/tfgen/emit/cdktf/generator-adapter");
  const { readProjectConfig } = await import("../../src/tfgen/project/cdktf-config");
  const stash = path.join(root, FLOOR_STASH);
  const files = listFiles(stash).map((rel): [string, string] => [rel, fs.readFileSync(path.join(stash, rel), "utf8")]);
  t0 = process.hrtime.bigint();
  const [target] = readProjectConfig(root).providers;
  const schema = JSON.parse(fs.readFileSync(path.join(root, "schemas", `${target.type}.json`), "utf8"));
  runProviderGenerator("cdktf", { ...target, schema: schema.provider_schemas[target.registryKey] });
  const out = path.join(root, "raw-out");
  fs.rmSync(out, { recursive: true, force: true });
  for (const [rel, text] of files) {
    fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    fs.writeFileSync(path.join(out, rel), text);
  }
}

async function full(useCache: boolean): Promise<void> {
  const { generateMain: main } = await import("../../src/tfgen/cli/generate");
  const write = process.stdout.write.bind(process.stdout);
  // The per-provider lines are noise here; only the JSON result is read.
  process.stdout.write = () => true;
  try {
    if (!useCache) fs.rmSync(path.join(root, "node_modules", ".cache", "tflookup"), { recursive: true, force: true });
    const code = main([], root);
    if (code !== 0) throw new Error(`generate exited ${code}`);
  } finally {
    process.stdout.write = write;
  }
}

/**
 * CPU time of the main thread alone (Linux: /proc/self/task/<pid>/stat, user + system ticks), without the
 * worker threads'. Work moved off the main thread shows here even when the machine's load hides it in the wall
 * time: on an idle machine with a core to spare, the main thread's time is what the run takes.
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat(5) (utime, stime), counted from after the command name, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * What `npm run generate` does (the cache cleared, then written), with the pipeline's options given: every step in
 * the main thread, or the worker with some of its speed mechanisms left off. What each saves shows beside "full".
 */
async function generateWith(opts: import("../../src/tfgen/pipeline/generate").EmitterOptions): Promise<void> {
  const { buildTree, discardStaging, writeTree } = await import("../../src/tfgen/pipeline/generate");
  const { planReadmeTable, writeReadmeTable } = await import("../../src/tfgen/write/readme-table");
  fs.rmSync(path.join(root, "node_modules", ".cache", "tflookup"), { recursive: true, force: true });
  const result = buildTree(root, { ...opts, useCache: true, stage: true });
  try {
    writeTree(result);
    const readme = planReadmeTable(root, result.readmeRows);
    if (readme) writeReadmeTable(readme);
  } finally {
    discardStaging(result);
  }
}

async function without(mechanism: string): Promise<void> {
  const { WORKER_MECHANISMS } = await import("../../src/tfgen/pipeline/generation-worker");
  const m = WORKER_MECHANISMS.find((known) => known === mechanism);
  if (!m) throw new Error(`unknown mechanism ${mechanism} (known: ${WORKER_MECHANISMS.join(", ")})`);
  await generateWith({ worker: true, without: [m] });
}

(async () => {
  if (mode === "raw") await raw();
  else if (mode === "one-thread") await generateWith({});
  else if (mode.startsWith("without-")) await without(mode.slice("without-".length));
  else if (mode === "full") await full(false);
  else if (mode === "regen") await full(true);
  else if (mode === "floor") await floor();
  else throw new Error(`unknown mode ${mode}`);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const main = mainThreadCpuMs();
  process.stdout.write(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS, ...(main ? { mainThreadCpuMs: main } : {}) }) + "\n");
})().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
