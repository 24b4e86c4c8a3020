/**
 * The warm path against a real go-plugin provider: the Go reference provider (test/goprovider, built by
 * `npm run tools` into build/goprovider/terraform-provider-goref), protocol 5, a data source of one
 * string (goref_echo). A warm lookup through the executor beside its Node floor (the engine's client calling
 * ReadDataSource with the configuration encoded once), one at a time and with 8 callers at once, taking turns.
 * Both send on one connection to one provider process, up to 8 calls in flight (the executor's pool allows 32 per
 * process, so none waits). Both run the built runtime (built-runtime.ts). `npm run bench:lookups` prints these rows;
 * alone: `npx tsx scripts/bench/goref-bench.ts [--runs 1000]`.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sha256 } from "../../src/tfgen/schema/load";
import { EMITTERS } from "../../src/tfgen/emit/emitters";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { builtRuntimeModule } from "./built-runtime";
import { linkNodeModules } from "./generate-bench";
import { median } from "./measure";
import { startFloorClient } from "./node-floor";

const ROOT = resolve(__dirname, "..", "..");
export const GOREF_BINARY = join(ROOT, "build", "goprovider", "terraform-provider-goref");
const FIXTURE = join(ROOT, "test", "fixtures", "goref");
const TOKEN = "goref:index/getEcho:getEcho";
const ARGS = { stringValue: "bench-echo" };

export interface GorefFigures {
  /** Wall time per call, one at a time (ms). */
  lookupMs: number[];
  floorMs: number[];
  /** CPU time of this Node process per call, one at a time (µs, median). */
  lookupCpuUs: number;
  floorCpuUs: number;
  /** Calls per second with 8 callers at once (median of the rounds). */
  lookupPerSecond: number;
  floorPerSecond: number;
  /** CPU time of this Node process per call with 8 callers at once (µs, median of the rounds). */
  lookupCpuUs8: number;
  floorCpuUs8: number;
}

/** A throwaway project with the goref package generated from the fixture schema and overrides. */
export function gorefProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "tflookup-bench-goref-"));
  const cdktf = JSON.parse(readFileSync(join(ROOT, "cdktf.json"), "utf8"));
  cdktf.terraformProviders = ["tflookup/goref@1.0.0"];
  writeFileSync(join(dir, "cdktf.json"), JSON.stringify(cdktf, null, 2));
  mkdirSync(join(dir, "schemas"));
  const schema = readFileSync(join(FIXTURE, "schemas", "goref.json"), "utf8");
  writeFileSync(join(dir, "schemas", "goref.json"), schema);
  const entry = { source: "tflookup/goref", version: "1.0.0", schemaFile: "goref.json", sha256: sha256(schema), origin: "pulled" };
  writeFileSync(
    join(dir, "schemas", "schemas.lock.json"),
    JSON.stringify({ lockVersion: 1, providers: { "tflookup/goref": { ...entry, terraformVersion: null, note: "bench" } } }, null, 2),
  );
  // The package holds the one data source measured.
  const overrides = JSON.parse(readFileSync(join(FIXTURE, "overrides", "goref.json"), "utf8"));
  const provider = Object.values(JSON.parse(schema).provider_schemas)[0] as { data_source_schemas: Record<string, unknown> };
  overrides.exclude = Object.keys(provider.data_source_schemas).filter((t) => t !== "goref_echo");
  mkdirSync(join(dir, "overrides"));
  writeFileSync(join(dir, "overrides", "goref.json"), JSON.stringify(overrides, null, 2));
  cpSync(join(ROOT, "package.json"), join(dir, "package.json"));
  linkNodeModules(dir);
  symlinkSync(join(ROOT, "src"), join(dir, "src"));
  cpSync(join(ROOT, "tsconfig.json"), join(dir, "tsconfig.json"));
  writeTree(buildTree(dir, { emitters: EMITTERS }));
  return dir;
}

/** Calls per second of `call` with `workers` callers at once, `total` calls in all, and this process's CPU per call (µs). */
async function throughput(call: () => Promise<unknown>, workers: number, total: number): Promise<{ perSecond: number; cpuUs: number }> {
  let left = total;
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (left-- > 0) await call();
    }),
  );
  const perSecond = total / (Number(process.hrtime.bigint() - t0) / 1e9);
  const cpu = process.cpuUsage(c0);
  return { perSecond, cpuUs: (cpu.user + cpu.system) / total };
}

/** Undefined (the reason logged) when the provider is not built. */
export async function benchGoref(warmRuns: number, log: (s: string) => void): Promise<GorefFigures | undefined> {
  if (!existsSync(GOREF_BINARY)) {
    log(`  goref: ${GOREF_BINARY} is missing (npm run tools builds it); the Go-provider rows are left out`);
    return undefined;
  }
  const dir = gorefProject();
  // Protocol 5, as the SDKv2 providers most users run speak it.
  const executable = join(dir, "goref-v5");
  writeFileSync(executable, `#!/bin/sh\nexport GOREF_PROTOCOL=5\nexec '${GOREF_BINARY.replace(/'/g, "'\\''")}' "$@"\n`);
  chmodSync(executable, 0o755);
  const { Executor } = builtRuntimeModule<typeof import("../../src/runtime/executor")>("executor");
  const executor = new Executor({
    providersDir: join(dir, "providers"),
    providerBinaries: { "tflookup/goref": executable },
    cacheDir: join(dir, "cache"),
    tmpDir: join(dir, "tmp"),
    usePulumiConfig: false,
    install: false,
  });
  const floor = await startFloorClient(executable, {}, "goref_echo", { string_value: ARGS.stringValue });
  try {
    const lookup = () => executor.lookup("goref", TOKEN, ARGS);
    for (let i = 0; i < 50; i++) {
      await lookup();
      await floor.read();
    }
    const f: GorefFigures = {
      lookupMs: [],
      floorMs: [],
      lookupCpuUs: 0,
      floorCpuUs: 0,
      lookupPerSecond: 0,
      floorPerSecond: 0,
      lookupCpuUs8: 0,
      floorCpuUs8: 0,
    };
    const lookupCpu: number[] = [];
    const floorCpu: number[] = [];
    const timed = async (call: () => Promise<unknown>, ms: number[], cpu: number[]) => {
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      await call();
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
      const c = process.cpuUsage(c0);
      cpu.push(c.user + c.system);
    };
    for (let i = 0; i < warmRuns; i++) {
      await timed(() => floor.read(), f.floorMs, floorCpu);
      await timed(lookup, f.lookupMs, lookupCpu);
    }
    f.lookupCpuUs = median(lookupCpu);
    f.floorCpuUs = median(floorCpu);
    const lookupRounds: { perSecond: number; cpuUs: number }[] = [];
    const floorRounds: { perSecond: number; cpuUs: number }[] = [];
    // Rounds of a few hundred milliseconds each, so that one collection or one burst of other work on the machine
    // moves a round by little; the median of five.
    for (let round = 0; round < 5; round++) {
      floorRounds.push(await throughput(() => floor.read(), 8, 2000));
      lookupRounds.push(await throughput(lookup, 8, 2000));
    }
    f.lookupPerSecond = median(lookupRounds.map((r) => r.perSecond));
    f.floorPerSecond = median(floorRounds.map((r) => r.perSecond));
    f.lookupCpuUs8 = median(lookupRounds.map((r) => r.cpuUs));
    f.floorCpuUs8 = median(floorRounds.map((r) => r.cpuUs));
    return f;
  } finally {
    await floor.close();
    await executor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows as a table, beside their targets. */
export function gorefTable(f: GorefFigures): string {
  const ms = (x: number[]) => `${median(x).toFixed(2)} ms`;
  return (
    `| | plugin engine | Node floor | ratio | target |\n|---|---:|---:|---:|---|\n` +
    `| 1 lookup (median of ${f.lookupMs.length}) | ${ms(f.lookupMs)} | ${ms(f.floorMs)} | ` +
    `${(median(f.lookupMs) / median(f.floorMs)).toFixed(2)}× | ≤ 1.3× |\n` +
    `| CPU of this process per call | ${f.lookupCpuUs.toFixed(0)} µs | ${f.floorCpuUs.toFixed(0)} µs | ` +
    `${(f.lookupCpuUs / f.floorCpuUs).toFixed(2)}× | |\n` +
    `| 8 callers at once | ${f.lookupPerSecond.toFixed(0)} calls/s | ${f.floorPerSecond.toFixed(0)} calls/s | ` +
    `${(f.lookupPerSecond / f.floorPerSecond).toFixed(2)}× | ≥ 0.8× |\n` +
    `| CPU of this process per call, 8 callers | ${f.lookupCpuUs8.toFixed(0)} µs | ${f.floorCpuUs8.toFixed(0)} µs | ` +
    `${(f.lookupCpuUs8 / f.floorCpuUs8).toFixed(2)}× | |\n`
  );
}

if (require.main === module) {
  const at = process.argv.indexOf("--runs");
  const runs = at > 0 ? Number(process.argv[at + 1]) : 200;
  benchGoref(runs, (line) => process.stderr.write(`${line}\n`))
    .then((f) => {
      if (f) process.stdout.write(gorefTable(f));
    })
    .catch((err: unknown) => {
      process.stderr.write(`goref-bench: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    });
}
