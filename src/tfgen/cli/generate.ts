import * as path from "path";
import { buildTree, checkTree, discardStaging, isClean, writeTree, type GenerateResult, type ProviderSummary } from "../pipeline/generate";
import { describeCounts } from "../model/counts";
import { planReadmeTable, writeReadmeTable } from "../write/readme-table";
import { EXIT, helpRequested, parseCommandArgs, printUsage, processIo, usageError, type CliIo, type CommandOptions } from "./io";

const GENERATE_USAGE = `usage: npm run generate -- [--check] [--help]

  --check  compare providers/ with what the generator produces and exit 1 if it differs; writes nothing
  --help   print this usage and exit
`;

function line(s: ProviderSummary): string {
  return (
    `${s.type.padEnd(12)} ${s.spec.padEnd(32)} ${describeCounts(s.counts)}, ` +
    `${s.configVariables} config variable${s.configVariables === 1 ? "" : "s"}, ${s.files} files, ` +
    `${s.ms.toFixed(0)} ms${s.cached ? " (unchanged, reused)" : ""}`
  );
}

const GENERATE_OPTIONS = { check: { type: "boolean" } } satisfies CommandOptions;

export function generateMain(argv: string[], root = process.cwd(), io: CliIo = processIo): number {
  if (helpRequested(argv, GENERATE_OPTIONS)) return printUsage(GENERATE_USAGE, io);
  const parsed = parseCommandArgs(argv, GENERATE_OPTIONS);
  if (typeof parsed === "string") return usageError("generate", parsed, GENERATE_USAGE, io);
  if (parsed.positionals.length) return usageError("generate", `unexpected argument ${parsed.positionals.join(" ")}`, GENERATE_USAGE, io);
  const check = parsed.values.check ?? false;
  const t0 = Date.now();
  // Names the generator decided for itself are reported under their provider: a reviewer can pin any of them.
  const report = (s: ProviderSummary) => io.out(line(s) + "\n" + s.notes.map((n) => `  note: ${n}\n`).join(""));
  // Only a run that writes stages the SDK's files beside generation; whatever it staged and did not swap in goes.
  const result = buildTree(root, { worker: true, onProvider: report, useCache: !check, stage: !check });
  try {
    return finish(result, check, t0, io);
  } finally {
    discardStaging(result);
  }
}

function finish(result: GenerateResult, check: boolean, t0: number, io: CliIo): number {
  const root = result.root;
  const rel = path.relative(root, result.outDir) || ".";
  const readme = planReadmeTable(root, result.readmeRows);
  const readmeStale = readme !== undefined && readme.next !== readme.current;
  if (check) {
    const d = checkTree(result);
    if (isClean(d) && !readmeStale) {
      io.out(`generate --check: ${rel}/ is up to date (${result.tree.size} files, ${Date.now() - t0} ms)\n`);
      return EXIT.ok;
    }
    const stale = [
      ...d.changed.map((f) => `  changed: ${rel}/${f}`),
      ...d.added.map((f) => `  missing: ${rel}/${f}`),
      ...d.removed.map((f) => `  not generated (extra): ${rel}/${f}`),
      ...(readmeStale ? [`  changed: ${path.relative(root, readme.file)} (the providers table)`] : []),
    ];
    const what = isClean(d) ? path.relative(root, readme!.file) : `${rel}/`;
    io.err(`generate --check: ${what} is stale; run \`npm run generate\`:\n${stale.join("\n")}\n`);
    return EXIT.failed;
  }
  const d = writeTree(result);
  if (readme && writeReadmeTable(readme)) io.out(`generate: updated the providers table in ${path.relative(root, readme.file)}\n`);
  const n = d.changed.length + d.added.length + d.removed.length;
  io.out(
    n === 0
      ? `generate: ${rel}/ already up to date (${result.tree.size} files, ${Date.now() - t0} ms)\n`
      : `generate: wrote ${rel}/ (${d.changed.length} changed, ${d.added.length} added, ` +
          `${d.removed.length} removed of ${result.tree.size} files, ${Date.now() - t0} ms)\n`,
  );
  return EXIT.ok;
}
