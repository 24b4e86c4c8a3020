/**
 * The first lookup of a process, as a user's program makes it: a fresh Node process requires the built runtime
 * and looks up one ibm account through the plugin engine, the provider coming from the plugin cache (installed
 * from the stand-in world's filesystem mirror by an untimed process first, so every timed one finds it cached
 * and recorded in the lock file). Timed from before the runtime's require to the lookup's answer; the
 * process's whole wall time (Node's own start and exit included) and its CPU time up to the answer are kept
 * beside it.
 */
import { join } from "node:path";
import { buildRuntime } from "./generate-bench";
import { baselineRuntime, BUILT_RUNTIME, runRuntimeChild } from "./runtime-child";
import { BENCH_CREDENTIAL, type StandinWorld } from "./standin-world";

const TOKEN = "ibm:index/getAccount:getAccount";
const ORG_GUID = "org-guid-standin-01";

const CHILD = `
const t0 = process.hrtime.bigint();
const { Executor } = require(process.env.BENCH_RUNTIME);
(async () => {
  const ex = new Executor(JSON.parse(process.env.BENCH_OPTIONS));
  const r = await ex.lookup("ibm", ${JSON.stringify(TOKEN)}, { orgGuid: ${JSON.stringify(ORG_GUID)} });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage();
  if (r.orgGuid !== ${JSON.stringify(ORG_GUID)}) throw new Error("unexpected answer " + JSON.stringify(r));
  await ex.close();
  console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000 }));
})().catch((e) => { console.error(e && e.stack || e); process.exit(1); });
`;

export interface FirstLookupRuns {
  runtime: string;
  /** require → answer. */
  ms: number[];
  /** The child's whole life, as its parent sees it. */
  processMs: number[];
  /** CPU time of the child up to the answer (Node's own start included): what another process's load does not blur. */
  cpuMs: number[];
}

export interface FirstLookupFigures {
  current: FirstLookupRuns;
  /** With BENCH_BASELINE_RUNTIME: the same child from that build, taking turns with this one. */
  baseline?: FirstLookupRuns;
}

export function benchFirstLookup(h: StandinWorld, runs: number, log: (s: string) => void): FirstLookupFigures {
  log("  first lookup: building the runtime");
  buildRuntime();
  const options = (cache: string) => ({
    engine: "plugin",
    providersDir: join(__dirname, "..", "..", "providers"),
    cliConfigFile: h.cliConfigFile,
    cacheDir: join(h.root, cache),
    tmpDir: join(h.root, "tmp"),
    usePulumiConfig: false,
    config: { ibm: { cloudApiKey: BENCH_CREDENTIAL } },
  });
  const builds: FirstLookupRuns[] = [BUILT_RUNTIME, baselineRuntime()]
    .filter((r): r is string => r !== undefined)
    .map((runtime) => ({ runtime, ms: [], processMs: [], cpuMs: [] }));
  // Each build its own cache, filled (install from the mirror, lock file, h1: record) before anything is timed.
  builds.forEach((b, i) => runRuntimeChild(CHILD, b.runtime, options(`first-lookup-cache-${i}`), h.root));
  log(`  first lookup: a fresh process per sample ×${runs}${builds.length > 1 ? ", taking turns with the baseline build" : ""}`);
  for (let run = 0; run < runs; run++) {
    builds.forEach((b, i) => {
      const out = runRuntimeChild<{ ms: number; cpuMs: number }>(CHILD, b.runtime, options(`first-lookup-cache-${i}`), h.root);
      b.ms.push(out.ms);
      b.processMs.push(out.processMs);
      b.cpuMs.push(out.cpuMs);
    });
  }
  return { current: builds[0], ...(builds[1] ? { baseline: builds[1] } : {}) };
}
