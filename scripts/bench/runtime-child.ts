/**
 * A fresh Node process that loads the built runtime (src/runtime/dist, as an installed package loads it) and runs
 * a script of the caller's against it: how the lookup benches see what a user's process pays, module loading
 * included. The script finds the runtime's entry point in BENCH_RUNTIME and the executor's options in
 * BENCH_OPTIONS, and prints one JSON object as its last line.
 *
 * BENCH_BASELINE_RUNTIME=<another checkout>/src/runtime/dist/index.js names a second build that the benches run
 * the same script from, taking turns; BENCH_CPU_PROF=<dir> makes each child write a CPU profile there
 * (node --cpu-prof), to see where the time goes.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "..", "..");

/** This checkout's build (see buildRuntime in generate-bench.ts). */
export const BUILT_RUNTIME = join(ROOT, "src", "runtime", "dist", "index.js");

/** The other build named by BENCH_BASELINE_RUNTIME, if any. */
export function baselineRuntime(): string | undefined {
  return process.env.BENCH_BASELINE_RUNTIME ? resolve(process.env.BENCH_BASELINE_RUNTIME) : undefined;
}

/** Runs `script` in a fresh process; its last line of output parsed, and the process's whole wall time. */
export function runRuntimeChild<T>(script: string, runtime: string, options: object, cwd: string): T & { processMs: number } {
  const env = { ...process.env, BENCH_RUNTIME: runtime, BENCH_OPTIONS: JSON.stringify(options) };
  const prof = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", "--cpu-prof-interval", "100", "--cpu-prof-dir", resolve(process.env.BENCH_CPU_PROF)]
    : [];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...prof, "-e", script], { cwd, env, encoding: "utf8" });
  const processMs = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`the runtime child (${runtime}) failed (${r.status ?? r.signal}):\n${r.stderr}`);
  return { ...(JSON.parse(r.stdout.trim().split("\n").pop() as string) as T), processMs };
}
