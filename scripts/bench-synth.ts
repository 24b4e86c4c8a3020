#!/usr/bin/env -S npx tsx
/**
 * What synth-time lookups cost a CDKTF synth, against the stand-in providers (offline): each figure is the wall
 * time of one `node` process running a CDKTF app (compiled on the fly by tsx, as `cdktf synth` runs a
 * TypeScript app), median of --runs (default 5), for N = 1, 10 and 50 data sources:
 *
 *   - no lookup: the data source constructs and an output each;
 *   - first synth: the same plus a synth-time lookup per construct, with no context file (the lookup worker
 *     starts, the provider starts once, every answer is written to the file);
 *   - second synth: the same app again with the file in place and no provider reachable, and the part of it the
 *     synth thread spent inside lookup() (what the file costs, free of the machine's noise).
 *
 * Not a test: it asserts nothing, and prints the target (second synth ≤ 1.05 × no lookup) beside the figures.
 *   npm run bench:synth [-- --runs 9]
 */
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { median, timeCommand } from "./bench/measure";
import { BENCH_CREDENTIAL, createStandinWorld } from "./bench/standin-world";

const ROOT = resolve(__dirname, "..");
const TSX = require.resolve("tsx/cjs");
const SIZES = [1, 10, 50];

function accountRecord(i: number): Record<string, unknown> {
  return {
    account_id: `acc-bench-${i}`,
    id: `acc-bench-${i}`,
    name: `Bench account ${i}`,
    owner: `owner${i}@example.com`,
    status: "ACTIVE",
  };
}

function main(): void {
  const runsArg = process.argv.indexOf("--runs");
  const runs = Math.max(3, runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5);
  const world = createStandinWorld("bench-synth", {
    records: { ibm_account_info: Array.from({ length: Math.max(...SIZES) }, (_, i) => accountRecord(i)) },
  });
  try {
    const contextFile = join(world.root, "tflookup.context.json");
    const base: NodeJS.ProcessEnv = { ...process.env, TFLOOKUP_CONTEXT_FILE: contextFile, CHECKPOINT_DISABLE: "1" };
    for (const k of Object.keys(base)) if (k.startsWith("PULUMI_") || k === "TFLOOKUP_LOOKUPS") delete base[k];
    const online: NodeJS.ProcessEnv = {
      ...base,
      TFLOOKUP_PROVIDER_BINARY_IBM: world.providerBinaries["IBM-Cloud/ibm"],
      TFLOOKUP_CACHE_DIR: join(world.root, "cache"),
      TFLOOKUP_INSTALL: "0",
      IC_API_KEY: BENCH_CREDENTIAL,
    };
    const offline: NodeJS.ProcessEnv = {
      ...base,
      TFLOOKUP_PROVIDER_BINARY_IBM: join(world.root, "no-such-provider"),
      TFLOOKUP_CACHE_DIR: join(world.root, "empty-cache"),
      TFLOOKUP_INSTALL: "0",
    };
    let inLookups = 0;
    const app = (name: string, n: number, env: NodeJS.ProcessEnv): number => {
      const out = join(world.root, "out");
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out);
      const r = timeCommand(process.execPath, ["-r", TSX, join(ROOT, "scripts", "bench", name), String(n), out], ROOT, env);
      const said = /\{"inLookupsMs":[^}]*\}/.exec(r.stdout);
      inLookups = said ? (JSON.parse(said[0]) as { inLookupsMs: number }).inLookupsMs : 0;
      return r.ms;
    };
    // Once unmeasured, so tsx's transform cache is warm for every variant alike.
    app("synth-app-constructs.ts", 1, offline);
    app("synth-app-lookups.ts", 1, online);

    const rows: string[] = [];
    const all: string[] = [];
    for (const n of SIZES) {
      const plain: number[] = [];
      const first: number[] = [];
      const second: number[] = [];
      const secondInLookups: number[] = [];
      for (let i = 0; i < runs; i++) {
        plain.push(app("synth-app-constructs.ts", n, offline));
        rmSync(contextFile, { force: true });
        first.push(app("synth-app-lookups.ts", n, online));
        second.push(app("synth-app-lookups.ts", n, offline));
        secondInLookups.push(inLookups);
      }
      const p = median(plain);
      const f = median(first);
      const s = median(second);
      rows.push(
        `| ${n} | ${p.toFixed(0)} | ${f.toFixed(0)} (${(f / p).toFixed(2)}×) | ${s.toFixed(0)} (${(s / p).toFixed(2)}×) | ` +
          `${median(secondInLookups).toFixed(1)} | ${s / p <= 1.05 ? "met" : "missed"} |`,
      );
      all.push(`N=${n} no lookup: ${plain.map((x) => x.toFixed(0)).join(" ")}`);
      all.push(`N=${n} first: ${first.map((x) => x.toFixed(0)).join(" ")}`);
      all.push(`N=${n} second: ${second.map((x) => x.toFixed(0)).join(" ")}`);
    }
    process.stdout.write(
      `synth benchmark: wall time of one CDKTF app process (ms), median of ${runs} runs, stand-in provider, ` +
        `node ${process.version}\n\n` +
        "| N data sources | no lookup | first synth (looks up, writes the file) | second synth (from the file, no provider) | " +
        "second synth: time inside lookup() | target: second ≤ 1.05 × no lookup |\n| --- | --- | --- | --- | --- | --- |\n" +
        `${rows.join("\n")}\n\nall runs (ms):\n${all.join("\n")}\n`,
    );
  } finally {
    world.remove();
  }
}

main();
