import * as path from "path";
import { buildTree, checkTree, isClean, writeTree, type ProviderSummary } from "../pipeline/generate";
import { EMITTERS } from "../emit/emitters";

function line(s: ProviderSummary): string {
  return `${s.type.padEnd(12)} ${s.spec.padEnd(32)} ${String(s.dataSources).padStart(4)} data sources ${String(s.configVariables).padStart(3)} config variables ${String(s.files).padStart(5)} files ${s.ms.toFixed(0).padStart(6)} ms${s.cached ? " (unchanged, reused)" : ""}`;
}

export function main(argv: string[], root = process.cwd()): number {
  const check = argv.includes("--check");
  const unknown = argv.filter((a) => a !== "--check");
  if (unknown.length) {
    process.stderr.write(`generate: unknown argument ${unknown.join(" ")} (expected: [--check])\n`);
    return 2;
  }
  const t0 = Date.now();
  // Names the generator decided for itself are reported under their provider: a reviewer can pin any of them.
  const report = (s: ProviderSummary) => process.stdout.write(line(s) + "\n" + s.notes.map((n) => `  note: ${n}\n`).join(""));
  const result = buildTree(root, { emitters: EMITTERS, onProvider: report, useCache: !check });
  const rel = path.relative(root, result.outDir) || ".";
  if (check) {
    const d = checkTree(result);
    if (isClean(d)) {
      process.stdout.write(`generate --check: ${rel}/ is up to date (${result.tree.size} files, ${Date.now() - t0} ms)\n`);
      return 0;
    }
    const stale = [
      ...d.changed.map((f) => `  changed: ${rel}/${f}`),
      ...d.added.map((f) => `  missing: ${rel}/${f}`),
      ...d.removed.map((f) => `  not generated (extra): ${rel}/${f}`),
    ];
    process.stderr.write(`generate --check: ${rel}/ is stale; run \`npm run generate\`:\n${stale.join("\n")}\n`);
    return 1;
  }
  const d = writeTree(result);
  const n = d.changed.length + d.added.length + d.removed.length;
  process.stdout.write(
    n === 0
      ? `generate: ${rel}/ already up to date (${result.tree.size} files, ${Date.now() - t0} ms)\n`
      : `generate: wrote ${rel}/ (${d.changed.length} changed, ${d.added.length} added, ${d.removed.length} removed of ${result.tree.size} files, ${Date.now() - t0} ms)\n`,
  );
  return 0;
}
