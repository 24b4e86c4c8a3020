#!/usr/bin/env -S npx tsx
/*
 * `npm run bench`: speed and memory, measured — never asserted in tests. Prints, for N = 100, 400, 800 and
 * 1600 data sources cloned from the pinned ibm schema, the figures of the performance section of the
 * README, then the lookup benchmark when it exists. Options: --runs <k> (default 3), --sizes 100,400.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnSync } from "child_process";
import { benchGenerate, type GenerateFigures } from "./bench/generate-bench";

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
}

const runs = Number(arg("--runs", "3"));
const sizes = arg("--sizes", "100,400,800,1600").split(",").map(Number);
const log = (s: string) => process.stderr.write(s + "\n");

const f1 = (x: number | undefined) => (x === undefined ? "–" : x.toFixed(0));
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? "–" : (a / b).toFixed(2));

const rows: GenerateFigures[] = [];
for (const n of sizes) rows.push(benchGenerate(n, runs, log));

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const out: string[] = [];
out.push(`Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, median of ${runs} runs`);
out.push("");
out.push("| N | CDKTF generator alone | full generate | ratio | peak RSS raw / full | regenerate unchanged | tsc deep import / none | ratio | tsc index import | require beyond @pulumi/pulumi | output size | lines (SDK lines) |");
out.push("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  out.push(
    `| ${r.n} | ${f1(r.rawMs)} ms | ${f1(r.fullMs)} ms | ${ratio(r.fullMs, r.rawMs)} | ${f1(r.rawRssMb)} / ${f1(r.fullRssMb)} MiB | ${f1(r.regenMs)} ms | ${f1(r.typecheckWithMs)} / ${f1(r.typecheckWithoutMs)} ms | ${ratio(r.typecheckWithMs, r.typecheckWithoutMs)} | ${f1(r.typecheckIndexMs)} ms (${ratio(r.typecheckIndexMs, r.typecheckWithoutMs)}×) | ${r.requireMs === undefined ? "–" : r.requireMs.toFixed(1)} ms | ${(r.bytes / 2 ** 20).toFixed(1)} MiB | ${r.lines} (${r.pulumiLines}) |`,
  );
}
process.stdout.write(out.join("\n") + "\n");

const lookups = path.join(__dirname, "bench-lookups.ts");
if (fs.existsSync(lookups) && !process.argv.includes("--no-lookups")) {
  process.stdout.write("\nLookups\n\n");
  const r = spawnSync(path.join(__dirname, "..", "node_modules", ".bin", "tsx"), [lookups, "--runs", String(runs)], { stdio: "inherit" });
  process.exitCode = r.status ?? 1;
}
