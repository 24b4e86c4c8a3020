#!/usr/bin/env -S npx tsx
/**
 * What a lookup costs, against the stand-in providers (test/standin) so it runs offline:
 *
 *   - one lookup end to end through the executor, cold (empty cache: includes `terraform init`) and warm
 *     (init reused), next to plain `terraform init && terraform apply` on an equivalent hand-written config;
 *   - 1, 10 and 100 lookups issued together (one batch, one apply), warm.
 *
 * Every figure is the median of --runs (default 3) measurements. Not a test: it asserts nothing.
 *   npm run bench:lookups [-- --runs 5]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../src/runtime/executor";
import { ensureSucceeded, runTerraform } from "../src/runtime/terraform";
import { CREDENTIALS, createHarness } from "../test/support/executor-harness";
import { makeTempDir, removeDir } from "../test/support/project";

const TOKEN = "ibm:index/getAccount:getAccount";
const ARGS = { orgGuid: "org-guid-standin-01" };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

async function measure(runs: number, once: (i: number) => Promise<void>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await once(i);
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return ms;
}

/** The same lookup as a person would write it by hand: local state, credential in a sensitive variable. */
function handWrittenConfig(): Record<string, unknown> {
  return {
    terraform: { required_providers: { ibm: { source: "IBM-Cloud/ibm", version: "2.5.0" } } },
    variable: { api_key: { type: "string", sensitive: true } },
    provider: { ibm: [{ ibmcloud_api_key: "${var.api_key}" }] },
    data: { ibm_account: { this: { org_guid: ARGS.orgGuid } } },
    output: { account: { value: "${data.ibm_account.this}" } },
  };
}

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf("--runs");
  const runs = Math.max(3, runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3);
  const h = await createHarness("bench");
  const rows: [string, number[]][] = [];
  try {
    const executorFor = (cacheDir: string) => new Executor(h.options({ cacheDir }));

    rows.push([
      "raw terraform init && apply (hand-written config)",
      await measure(runs, async () => {
        const dir = makeTempDir("bench-raw");
        try {
          writeFileSync(join(dir, "main.tf.json"), JSON.stringify(handWrittenConfig(), null, 1));
          const env = { TF_VAR_api_key: CREDENTIALS.ibm };
          ensureSucceeded(await runTerraform({ args: ["init", "-input=false", "-no-color"], cwd: dir, cliConfigFile: h.cliConfigFile, env }));
          ensureSucceeded(await runTerraform({ args: ["apply", "-auto-approve", "-input=false", "-json"], cwd: dir, cliConfigFile: h.cliConfigFile, env }));
        } finally {
          removeDir(dir);
        }
      }),
    ]);

    rows.push([
      "executor, 1 lookup, cold (empty cache: init + apply)",
      await measure(runs, async (i) => {
        await executorFor(join(h.root, `cold-${i}`)).lookup("ibm", TOKEN, ARGS);
      }),
    ]);

    const warmCache = join(h.root, "warm");
    await executorFor(warmCache).lookup("ibm", TOKEN, ARGS);
    for (const n of [1, 10, 100]) {
      rows.push([
        `executor, ${n} lookup${n > 1 ? "s" : ""} batched, warm (one apply)`,
        await measure(runs, async () => {
          const ex = executorFor(warmCache);
          await Promise.all(Array.from({ length: n }, () => ex.lookup("ibm", TOKEN, ARGS)));
          if (ex.stats().runs !== 1) throw new Error(`expected one Terraform run for ${n} lookups, got ${ex.stats().runs}`);
        }),
      ]);
    }
  } finally {
    removeDir(h.root);
  }

  const raw = median(rows[0][1]);
  const width = Math.max(...rows.map(([l]) => l.length));
  process.stdout.write(`lookup benchmark: ${runs} runs each, median (all runs in ms), stand-in providers, ${process.platform}/${process.arch}, node ${process.version}\n\n`);
  for (const [label, ms] of rows) {
    const m = median(ms);
    process.stdout.write(`${label.padEnd(width)}  ${m.toFixed(0).padStart(6)} ms  ${(m / raw).toFixed(2)}× raw  (${ms.map((x) => x.toFixed(0)).join(", ")})\n`);
  }
  const hundred = median(rows[rows.length - 1][1]);
  process.stdout.write(`\nper lookup in a batch of 100: ${(hundred / 100).toFixed(1)} ms\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-lookups: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
