import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { sha256 } from "../../src/tfgen/schema/load";
import { listFiles } from "../../src/tfgen/write/tree";
import { FLOOR_STASH, median, repeat, runChild, summarise, timeCommand, type Sample } from "./measure";
import { spawnSync } from "child_process";

/** Writes dirty pages back now, so that the next timed step does not pay for earlier ones. */
function flushDisk(): void {
  spawnSync("sync");
}
import { scaleSchema } from "./scale-fixture";
import { programCalling, PROGRAM_WITHOUT_SDK } from "./consumer-programs";
import { WORKER_MECHANISMS, type WorkerMechanism } from "../../src/tfgen/pipeline/generation-worker";

const ROOT = path.resolve(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");

export interface GenerateFigures {
  n: number;
  rawMs: number;
  rawRssMb: number;
  fullMs: number;
  fullRssMb: number;
  /** CDKTF's generator in memory, then a full generate's files written as they are (child-generate.ts). */
  floorMs: number;
  /** The full generate with every step in one thread (no generation worker). */
  oneThreadMs: number;
  /** Every side of BENCH_BASELINE_TREE (the first is "the baseline tree"): its median time and highest peak RSS. */
  otherSides: OtherSide[];
  /** The full generate with each of the worker's speed mechanisms left off, one at a time. */
  withoutMs: Record<WorkerMechanism, number>;
  regenMs: number;
  typecheckWithMs?: number;
  typecheckIndexMs?: number;
  typecheckWithoutMs?: number;
  requireMs?: number;
  bytes: number;
  lines: number;
  pulumiBytes: number;
  pulumiLines: number;
}

/** A throwaway project holding only the scaled ibm provider, sharing this repo's node_modules. */
export function makeScaledProject(n: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tflookup-bench-${n}-`));
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, "schemas", "ibm.json"), "utf8"));
  const schemaText = JSON.stringify(scaleSchema(base, n), null, 2) + "\n";
  const cdktf = JSON.parse(fs.readFileSync(path.join(ROOT, "cdktf.json"), "utf8"));
  cdktf.terraformProviders = cdktf.terraformProviders.filter((p: string) => p.startsWith("IBM-Cloud/ibm@"));
  // "Full vs generator alone" compares one generator run with one: the CDKTF flavour only (a second flavour,
  // CDK Terrain's, is a second generator run; docs/cdk-terrain.md). BENCH_CORE_LIBRARY=cdktn,cdktf measures both.
  cdktf.coreLibrary = (process.env.BENCH_CORE_LIBRARY ?? "cdktf").split(",");
  fs.writeFileSync(path.join(dir, "cdktf.json"), JSON.stringify(cdktf, null, 2));
  fs.mkdirSync(path.join(dir, "schemas"));
  fs.writeFileSync(path.join(dir, "schemas", "ibm.json"), schemaText);
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "schemas", "schemas.lock.json"), "utf8"));
  const entry = lock.providers["IBM-Cloud/ibm"];
  fs.writeFileSync(
    path.join(dir, "schemas", "schemas.lock.json"),
    JSON.stringify({ lockVersion: 1, providers: { "IBM-Cloud/ibm": { ...entry, sha256: sha256(schemaText) } } }, null, 2),
  );
  fs.mkdirSync(path.join(dir, "overrides"));
  fs.copyFileSync(path.join(ROOT, "overrides", "ibm.json"), path.join(dir, "overrides", "ibm.json"));
  // The version and pins the generated package takes.
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  // Generated code imports @tflookup/runtime, found through the linked node_modules (built: see buildRuntime).
  linkNodeModules(dir);
  fs.symlinkSync(path.join(ROOT, "src"), path.join(dir, "src"));
  fs.writeFileSync(path.join(dir, "tsconfig.json"), fs.readFileSync(path.join(ROOT, "tsconfig.json")));
  return dir;
}

/**
 * A node_modules of the project's own whose entries link to the checkout's, all but `.cache`: generation keeps
 * its cache in node_modules/.cache, and the bench clears it between runs, which must not cost the checkout its own.
 */
export function linkNodeModules(dir: string): void {
  const own = path.join(dir, "node_modules");
  fs.mkdirSync(own);
  for (const entry of fs.readdirSync(path.join(ROOT, "node_modules"))) {
    if (entry === ".cache") continue;
    fs.symlinkSync(path.join(ROOT, "node_modules", entry), path.join(own, entry));
  }
}

function countTree(dir: string): { bytes: number; lines: number } {
  let bytes = 0;
  let lines = 0;
  for (const rel of listFiles(dir)) {
    const buf = fs.readFileSync(path.join(dir, rel));
    bytes += buf.length;
    for (const b of buf) if (b === 10) lines++;
  }
  return { bytes, lines };
}

/** Median `tsc --noEmit` time of each program, the programs taking turns so that drift hits all alike. */
function typecheckInterleaved(project: string, runs: number, programs: [string, string][]): number[] {
  const times: number[][] = programs.map(() => []);
  for (const [file, body] of programs) fs.writeFileSync(path.join(project, file), body);
  flushDisk();
  for (let i = 0; i < runs; i++) {
    programs.forEach(([file], k) => {
      // Strict, with declaration files checked, as for a user without skipLibCheck.
      const args = [
        TSC,
        "--noEmit",
        "--strict",
        "--target",
        "ES2022",
        "--module",
        "commonjs",
        "--moduleResolution",
        "node",
        "--types",
        "node",
        "--esModuleInterop",
        path.join(project, file),
      ];
      times[k].push(timeCommand(process.execPath, args, project).ms);
    });
  }
  return times.map(median);
}

/** The runtime package's build (src/runtime/dist), which generated code compiled here loads by name. */
export function buildRuntime(): void {
  timeCommand(process.execPath, [TSC, "-p", path.join(ROOT, "src", "runtime", "tsconfig.json")], ROOT);
}

/** Transpiles the generated SDK to JS and times requiring the package index (the runtime as built). */
function requireTime(project: string, runs: number): number {
  const esbuild = require("esbuild") as typeof import("esbuild");
  const out = path.join(project, "js");
  const entries = [
    ...listFiles(path.join(project, "providers", "ibm", "pulumi"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => path.join(project, "providers", "ibm", "pulumi", f)),
  ];
  esbuild.buildSync({ entryPoints: entries, outdir: out, outbase: project, format: "cjs", platform: "node", logLevel: "error" });
  for (const f of listFiles(path.join(project, "providers", "ibm", "pulumi")).filter((x) => x.endsWith(".json"))) {
    fs.mkdirSync(path.dirname(path.join(out, "providers", "ibm", "pulumi", f)), { recursive: true });
    fs.copyFileSync(path.join(project, "providers", "ibm", "pulumi", f), path.join(out, "providers", "ibm", "pulumi", f));
  }
  const probe = `
    const t0 = process.hrtime.bigint(); require("@pulumi/pulumi"); const t1 = process.hrtime.bigint();
    const m = require(${JSON.stringify(path.join(out, "providers", "ibm", "pulumi", "index.js"))}); const t2 = process.hrtime.bigint();
    if (typeof m.getAccount !== "function") throw new Error("index has no getAccount");
    console.log(JSON.stringify({ ms: Number(t2 - t1) / 1e6 }));`;
  return repeat(runs, () => runChild(process.execPath, ["-e", probe], project)).ms;
}

/**
 * CDKTF's generator alone, the full generate of `project` and the floor (the generator in memory, then the full
 * generate's files written as they are), each in its own process, taking turns `runs` times, each from a
 * flushed page cache: on this kind of VM, dirty pages left by one run are written back during the next and would
 * otherwise bill one side for the other's writes.
 */
export function rawAndFull(project: string, runs: number): GenerateSamples {
  const child = path.join(__dirname, "child-generate.ts");
  const others = otherTreeSides();
  const samples: Record<"raw" | "full" | "floor" | "oneThread", Sample[]> = { raw: [], full: [], floor: [], oneThread: [] };
  const otherSamples = others.map((): Sample[] => []);
  const without = Object.fromEntries(WORKER_MECHANISMS.map((m) => [m, [] as Sample[]])) as Record<WorkerMechanism, Sample[]>;
  const fresh = (): void => {
    fs.rmSync(path.join(project, "providers"), { recursive: true, force: true });
    flushDisk();
  };
  for (let i = 0; i < runs; i++) {
    flushDisk();
    samples.raw.push(runChild(TSX, [child, "raw", project], project));
    fresh();
    samples.full.push(runChild(TSX, [child, "full", project], project));
    if (i === 0) stashFloorFiles(project);
    flushDisk();
    samples.floor.push(runChild(TSX, [child, "floor", project], project));
    fresh();
    samples.oneThread.push(runChild(TSX, [child, "one-thread", project], project));
    for (const m of WORKER_MECHANISMS) {
      fresh();
      without[m].push(runChild(TSX, [child, `without-${m}`, project], project));
    }
    others.forEach((side, k) => {
      fresh();
      otherSamples[k].push(runChild(TSX, [side.child, side.mode, project], project));
    });
  }
  return {
    raw: summarise(samples.raw),
    full: summarise(samples.full),
    floor: summarise(samples.floor),
    oneThread: summarise(samples.oneThread),
    without: Object.fromEntries(WORKER_MECHANISMS.map((m) => [m, summarise(without[m])])) as Record<WorkerMechanism, Sample>,
    others: others.map((side, k) => ({ label: side.label, ...summarise(otherSamples[k]) })),
  };
}

export interface GenerateSamples {
  raw: Sample;
  full: Sample;
  floor: Sample;
  oneThread: Sample;
  without: Record<WorkerMechanism, Sample>;
  /** The sides of BENCH_BASELINE_TREE, in its order; the first is the baseline tree. */
  others: (Sample & { label: string })[];
}

export interface OtherSide {
  label: string;
  ms: number;
  rssMb: number;
}

export const otherSides = (others: (Sample & { label: string })[]): OtherSide[] =>
  others.map(({ label, ms, maxRssKb }) => ({ label, ms, rssMb: (maxRssKb ?? 0) / 1024 }));

/** Each mechanism's median time left off. */
export const withoutMs = (without: Record<WorkerMechanism, Sample>): Record<WorkerMechanism, number> =>
  Object.fromEntries(WORKER_MECHANISMS.map((m) => [m, without[m].ms])) as Record<WorkerMechanism, number>;

/**
 * BENCH_BASELINE_TREE: other checkouts of this repository (each with its node_modules), comma-separated, each
 * `<checkout>` (its full generate) or `<checkout>:<mode>` (any mode of its child-generate.ts, such as
 * `without-<mechanism>`), run in the same turns as this tree's sides, on the same project: a change's figures beside
 * the tree before it, from one run. The first is "the baseline tree" of the main table.
 */
function otherTreeSides(): { label: string; child: string; mode: string }[] {
  const list = process.env.BENCH_BASELINE_TREE;
  if (!list) return [];
  return list.split(",").map((entry) => {
    const [tree, mode = "full"] = entry.split(":");
    const child = path.join(path.resolve(tree), "scripts", "bench", "child-generate.ts");
    if (!fs.existsSync(child)) throw new Error(`BENCH_BASELINE_TREE: ${child} does not exist`);
    return { label: `${path.basename(path.resolve(tree))} ${mode}`, child, mode };
  });
}

/** What rawAndFull runs in each turn, for the progress lines. */
export function sidesInTurn(): string {
  const others = process.env.BENCH_BASELINE_TREE ? ", the sides of BENCH_BASELINE_TREE" : "";
  return `raw CDKTF generator, full generate, floor, one thread, full without each worker mechanism${others}`;
}

/** The files of a full generate, kept for the floor runs (FLOOR_STASH). */
function stashFloorFiles(project: string): void {
  const stash = path.join(project, FLOOR_STASH);
  fs.rmSync(stash, { recursive: true, force: true });
  fs.cpSync(path.join(project, "providers"), stash, { recursive: true });
}

export function benchGenerate(n: number, runs: number, log: (s: string) => void): GenerateFigures {
  const project = makeScaledProject(n);
  try {
    const child = path.join(__dirname, "child-generate.ts");
    log(`  n=${n}: ${sidesInTurn()}, taking turns ×${runs}`);
    const { raw, full, floor, oneThread, without, others } = rawAndFull(project, runs);
    log(`  n=${n}: regenerate unchanged ×${runs}`);
    runChild(TSX, [child, "regen", project], project); // warms the cache
    // The command `npm run generate` runs (npm's own start-up excluded).
    const regen = repeat(runs, () => ({
      ms: timeCommand(process.execPath, ["-r", "tsx/cjs", path.join(ROOT, "scripts", "generate.ts")], project).ms,
    }));
    const all = countTree(path.join(project, "providers"));
    const sdkDir = path.join(project, "providers", "ibm", "pulumi");
    const sdk = fs.existsSync(sdkDir) ? countTree(sdkDir) : { bytes: 0, lines: 0 };
    const figures: GenerateFigures = {
      n,
      rawMs: raw.ms,
      rawRssMb: (raw.maxRssKb ?? 0) / 1024,
      fullMs: full.ms,
      fullRssMb: (full.maxRssKb ?? 0) / 1024,
      floorMs: floor.ms,
      oneThreadMs: oneThread.ms,
      withoutMs: withoutMs(without),
      otherSides: otherSides(others),
      regenMs: regen.ms,
      bytes: all.bytes,
      lines: all.lines,
      pulumiBytes: sdk.bytes,
      pulumiLines: sdk.lines,
    };
    if (fs.existsSync(path.join(sdkDir, "index.ts"))) {
      log(`  n=${n}: type-check ×${runs} each`);
      const [deep, index, none] = typecheckInterleaved(project, runs, [
        // The recommended form for large providers: a deep import reads one function module.
        ["with-sdk.ts", programCalling("./providers/ibm/pulumi/getAccount")],
        // The package index declares every function, so the checker reads every function module.
        ["with-index.ts", programCalling("./providers/ibm/pulumi")],
        ["without-sdk.ts", PROGRAM_WITHOUT_SDK],
      ]);
      figures.typecheckWithMs = deep;
      figures.typecheckIndexMs = index;
      figures.typecheckWithoutMs = none;
      log(`  n=${n}: require ×${runs}`);
      figures.requireMs = requireTime(project, runs);
    }
    return figures;
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}
