#!/usr/bin/env -S npx tsx
/*
 * `npm run bench`: speed and memory, measured — never asserted in tests. Prints, for N = 100, 400, 800 and
 * 1600 data sources cloned from the pinned ibm schema, the figures of the performance section of the
 * manual (docs/performance.md), the type-check of a program using the installed N=1600 package, then the lookup
 * benchmark. Options: --runs <k> (default 3), --sizes 100,400, --installed-size <n> (default 1600, 0: skip),
 * --no-lookups, --no-aws (the hashicorp/aws rows, generation and lookup, which need ../shared/schemas/aws-6.47.0.json.gz
 * beside the checkout). BENCH_BASELINE_TREE=<checkout>[:<mode>],... runs other trees' generates in the same turns.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnSync } from "child_process";
import { benchGenerate, buildRuntime, type GenerateFigures, type OtherSide } from "./bench/generate-bench";
import { benchInstalledTypecheck } from "./bench/installed-typecheck";
import { benchAwsGenerate } from "./bench/aws-generate";
import { WORKER_MECHANISMS, type WorkerMechanism } from "../src/tfgen/pipeline/generation-worker";

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
}

const runs = Number(arg("--runs", "3"));
// `--sizes 0` skips the generation table (e.g. to run only the installed-package type-check).
const sizes = arg("--sizes", "100,400,800,1600")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const log = (s: string) => process.stderr.write(s + "\n");

const f1 = (x: number | undefined) => (x === undefined ? "–" : x.toFixed(0));
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? "–" : (a / b).toFixed(2));
/** How much of the one-thread time `with` saves, as a percentage. */
const saves = (withIt: number | undefined, without: number | undefined) =>
  withIt === undefined || without === undefined ? "–" : `${(((without - withIt) / without) * 100).toFixed(1)} %`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

buildRuntime();
const rows: GenerateFigures[] = [];
for (const n of sizes) rows.push(benchGenerate(n, runs, log));

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const out: string[] = [];
out.push(
  `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, median of ${runs} runs`,
);
if (rows.length) {
  out.push("");
  out.push(
    "| N | CDKTF generator alone | full generate | ratio | floor | full / floor | one thread | worker saves | " +
      "baseline tree | full / baseline | peak RSS raw / full | regenerate unchanged | " +
      "tsc deep import / none | ratio | tsc index import | require beyond @pulumi/pulumi | output size | lines (SDK lines) |",
  );
  out.push("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
}
for (const r of rows) {
  out.push(
    `| ${r.n} | ${f1(r.rawMs)} ms | ${f1(r.fullMs)} ms | ${ratio(r.fullMs, r.rawMs)} | ${f1(r.floorMs)} ms | ` +
      `${ratio(r.fullMs, r.floorMs)} | ${f1(r.oneThreadMs)} ms | ${saves(r.fullMs, r.oneThreadMs)} | ${f1(r.otherSides[0]?.ms)} ms | ` +
      `${ratio(r.fullMs, r.otherSides[0]?.ms)} | ${f1(r.rawRssMb)} / ${f1(r.fullRssMb)} MiB | ` +
      `${f1(r.regenMs)} ms | ${f1(r.typecheckWithMs)} / ${f1(r.typecheckWithoutMs)} ms | ` +
      `${ratio(r.typecheckWithMs, r.typecheckWithoutMs)} | ${f1(r.typecheckIndexMs)} ms ` +
      `(${ratio(r.typecheckIndexMs, r.typecheckWithoutMs)}×) | ${r.requireMs === undefined ? "–" : r.requireMs.toFixed(1)} ms | ` +
      `${mib(r.bytes)} | ${r.lines} (${r.pulumiLines}) |`,
  );
}

// A real provider at scale (--no-aws to leave it out).
const aws = process.argv.includes("--no-aws") ? undefined : benchAwsGenerate(runs, log);
if (aws) {
  out.push("");
  out.push(`hashicorp/aws 6.47.0, its ${aws.dataSources} data sources (resources left out on both sides):`);
  out.push("");
  out.push(
    "| | CDKTF generator alone | full generate | ratio | floor | full / floor | one thread | worker saves | baseline tree | " +
      "full / baseline | peak RSS raw / full |",
  );
  out.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  out.push(
    `| aws | ${f1(aws.rawMs)} ms | ${f1(aws.fullMs)} ms | ${ratio(aws.fullMs, aws.rawMs)} | ${f1(aws.floorMs)} ms | ` +
      `${ratio(aws.fullMs, aws.floorMs)} | ${f1(aws.oneThreadMs)} ms | ${saves(aws.fullMs, aws.oneThreadMs)} | ` +
      `${f1(aws.otherSides[0]?.ms)} ms | ${ratio(aws.fullMs, aws.otherSides[0]?.ms)} | ${f1(aws.rawRssMb)} / ${f1(aws.fullRssMb)} MiB |`,
  );
}

// What each of the worker's speed mechanisms saves: the full generate beside the same with that one left off.
const mechanismRows: [string, number, Record<WorkerMechanism, number>][] = [
  ...rows.map((r): [string, number, Record<WorkerMechanism, number>] => [`N = ${r.n}`, r.fullMs, r.withoutMs]),
  ...(aws ? [["aws", aws.fullMs, aws.withoutMs] as [string, number, Record<WorkerMechanism, number>]] : []),
];
if (mechanismRows.length) {
  out.push("");
  out.push("What each of the generation worker's mechanisms saves (full generate without it, and its share of that time):");
  out.push("");
  out.push(`| | full generate | ${WORKER_MECHANISMS.map((m) => `without ${m} | saves`).join(" | ")} |`);
  out.push(`|---|---:|${WORKER_MECHANISMS.map(() => "---:|---:").join("|")}|`);
  for (const [label, full, without] of mechanismRows) {
    const cells = WORKER_MECHANISMS.map((m) => `${f1(without[m])} ms | ${saves(full, without[m])}`);
    out.push(`| ${label} | ${f1(full)} ms | ${cells.join(" | ")} |`);
  }
}

// Every side of BENCH_BASELINE_TREE beside this tree's full generate, from the same turns.
const otherRows: [string, number, number, OtherSide[]][] = [
  ...rows.map((r): [string, number, number, OtherSide[]] => [`N = ${r.n}`, r.fullMs, r.fullRssMb, r.otherSides]),
  ...(aws ? [["aws", aws.fullMs, aws.fullRssMb, aws.otherSides] as [string, number, number, OtherSide[]]] : []),
];
const otherLabels = otherRows[0]?.[3].map((o) => o.label) ?? [];
if (otherLabels.length) {
  out.push("");
  out.push("This tree's full generate beside each side of BENCH_BASELINE_TREE (median time, highest peak RSS; this tree's time / it):");
  out.push("");
  out.push(`| | full generate | ${otherLabels.map((l) => `${l} | full / it`).join(" | ")} |`);
  out.push(`|---|---:|${otherLabels.map(() => "---:|---:").join("|")}|`);
  for (const [label, full, rss, others] of otherRows) {
    const cells = others.map((o) => `${f1(o.ms)} ms, ${f1(o.rssMb)} MiB | ${ratio(full, o.ms)}`);
    out.push(`| ${label} | ${f1(full)} ms, ${f1(rss)} MiB | ${cells.join(" | ")} |`);
  }
}

// A user's view: the package installed (declarations, not sources), its index imported.
const installedN = Number(arg("--installed-size", "1600"));
if (installedN > 0) {
  const t = benchInstalledTypecheck(installedN, runs, log);
  out.push("");
  out.push(
    `Type-check of a consumer program importing the index of the installed N=${t.n} package ` +
      `(${t.declarationFiles} SDK declaration files, ${mib(t.declarationBytes)}) and calling one function, ` +
      `vs the same program through the function's own subpath (deep import), ` +
      `through the typed floor (every function in both forms with its Args and Result types, in one file, ` +
      `without docs: ${mib(t.floorBytes)}; the least a complete typed index could declare), ` +
      `and without the package (tsc --noEmit --strict, node16):`,
  );
  out.push("");
  out.push("| | index import | ratio | deep import | ratio | typed floor | ratio | no import |");
  out.push("|---|---:|---:|---:|---:|---:|---:|---:|");
  const row = (label: string, index: number, deep: number, floor: number, none: number) =>
    `| ${label} | ${f1(index)} ms | ${ratio(index, none)} | ${f1(deep)} ms | ${ratio(deep, none)} | ${f1(floor)} ms | ` +
    `${ratio(floor, none)} | ${f1(none)} ms |`;
  out.push(row("declarations checked", t.indexLib, t.deepLib, t.floorLib, t.emptyLib));
  out.push(row("skipLibCheck", t.indexSkip, t.deepSkip, t.floorSkip, t.emptySkip));
}
process.stdout.write(out.join("\n") + "\n");

const lookups = path.join(__dirname, "bench-lookups.ts");
if (fs.existsSync(lookups) && !process.argv.includes("--no-lookups")) {
  process.stdout.write("\nLookups\n\n");
  const lookupArgs = [lookups, "--runs", String(runs), ...(process.argv.includes("--no-aws") ? ["--no-aws"] : [])];
  const r = spawnSync(path.join(__dirname, "..", "node_modules", ".bin", "tsx"), lookupArgs, { stdio: "inherit" });
  process.exitCode = r.status ?? 1;
}
