/**
 * A large provider's first lookup: a stand-in serving the whole hashicorp/aws 6.47.0 schema
 * (`../shared/schemas/aws-6.47.0.json.gz`, resources included, as the real provider's GetProviderSchema answers),
 * installed from a filesystem mirror, against `terraform apply` of the same data source and the same stand-in,
 * taking turns in one run.
 *
 * The first lookup runs in a fresh Node process each time, from the built runtime (src/runtime/dist, as an
 * installed package loads it) with an empty cache directory: load the engine, install from the mirror, start the
 * provider, fetch and check its schema, configure, read. The process then does WARM lookups in a row (the warm
 * figure is their median). The generated aws package (data sources only) is generated once, in a throwaway
 * project, before anything is timed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { locateTerraform } from "../../src/runtime/terraform-cli";
import { AWS_SCHEMA, awsDataSourceSchema, makeAwsProject } from "./aws-generate";
import { buildRuntime } from "./generate-bench";
import { median, runChild, timeCommand } from "./measure";
import { baselineRuntime, BUILT_RUNTIME, runRuntimeChild } from "./runtime-child";
import { runStandinCli } from "./standin-world";

const ROOT = resolve(__dirname, "..", "..");
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const TOKEN = "aws:index/getCallerIdentity:getCallerIdentity";
const WARM = 50;
const RECORD = { account_id: "123456789012", arn: "arn:aws:iam::123456789012:user/bench", id: "123456789012", user_id: "AIDABENCHSTANDIN" };

export interface AwsLookupFigures {
  schemaMb: number;
  firstMs: number[];
  warmMs: number[];
  applyMs: number[];
  /** With BENCH_BASELINE_RUNTIME: the same child run from another build of the runtime, taking turns. */
  baseline?: { runtime: string; firstMs: number[]; warmMs: number[] };
}

/** The child: one fresh process, first lookup then WARM more; prints {firstMs, warmMs} as JSON. */
const CHILD = `
const t0 = process.hrtime.bigint();
const { Executor } = require(process.env.BENCH_RUNTIME);
const ms = (a) => Number(process.hrtime.bigint() - a) / 1e6;
(async () => {
  const ex = new Executor(JSON.parse(process.env.BENCH_OPTIONS));
  const r = await ex.lookup("aws", ${JSON.stringify(TOKEN)}, {});
  if (r.accountId !== ${JSON.stringify(RECORD.account_id)}) throw new Error("unexpected answer " + JSON.stringify(r));
  const firstMs = ms(t0);
  const warm = [];
  for (let i = 0; i < ${WARM}; i++) {
    const t = process.hrtime.bigint();
    await ex.lookup("aws", ${JSON.stringify(TOKEN)}, {});
    warm.push(ms(t));
  }
  warm.sort((a, b) => a - b);
  await ex.close();
  console.log(JSON.stringify({ ms: firstMs, warmMs: warm[Math.floor(warm.length / 2)] }));
})().catch((e) => { console.error(e && e.stack || e); process.exit(1); });
`;

/** Undefined (with the reason logged) when the schema is not beside the checkout. */
export function benchAwsLookup(runs: number, log: (s: string) => void): AwsLookupFigures | undefined {
  if (!existsSync(AWS_SCHEMA)) {
    log(`  aws lookup: ${AWS_SCHEMA} is missing (it is kept beside the checkout, in ../shared); the row is left out`);
    return undefined;
  }
  const root = mkdtempSync(join(tmpdir(), "tflookup-bench-aws-lookup-"));
  let project: string | undefined;
  try {
    const schemaFile = join(root, "aws-schema.json");
    writeFileSync(schemaFile, gunzipSync(readFileSync(AWS_SCHEMA)));
    const overridesFile = join(root, "aws-overrides.json");
    writeFileSync(overridesFile, JSON.stringify({ provider: "hashicorp/aws", package: "aws", displayName: "AWS" }) + "\n");
    const cloudFile = join(root, "aws-cloud.json");
    writeFileSync(cloudFile, JSON.stringify({ dataSources: { aws_caller_identity: [RECORD] } }) + "\n");
    const specFile = join(root, "aws-spec.json");
    const spec = { source: "hashicorp/aws", namespace: "hashicorp", type: "aws", version: "6.47.0", schemaFile, overridesFile, cloudFile };
    writeFileSync(specFile, JSON.stringify(spec));
    const { cliConfigFile } = runStandinCli(["mirror", "--dir", join(root, "world"), "--provider", specFile]);

    log("  aws lookup: generating the aws package (data sources only) and building the runtime");
    project = makeAwsProject(awsDataSourceSchema().text);
    runChild(TSX, [join(__dirname, "child-generate.ts"), "full", project], project);
    buildRuntime();

    const tfDir = join(root, "terraform");
    mkdirSync(tfDir);
    writeFileSync(
      join(tfDir, "main.tf.json"),
      JSON.stringify({
        terraform: { required_providers: { aws: { source: "hashicorp/aws", version: "6.47.0" } } },
        data: { aws_caller_identity: { this: {} } },
        output: { account: { value: "${data.aws_caller_identity.this.account_id}" } },
      }),
    );
    const tfEnv = { ...process.env, TF_CLI_CONFIG_FILE: cliConfigFile, CHECKPOINT_DISABLE: "1", TF_IN_AUTOMATION: "1" };
    const terraform = locateTerraform();
    timeCommand(terraform, ["init", "-input=false", "-no-color"], tfDir, tfEnv);

    const firstMs: number[] = [];
    const warmMs: number[] = [];
    const applyMs: number[] = [];
    log(`  aws lookup: first lookup in a fresh process and terraform apply, taking turns ×${runs}`);
    const baselineBuild = baselineRuntime();
    const baseline = baselineBuild ? { runtime: baselineBuild, firstMs: [] as number[], warmMs: [] as number[] } : undefined;
    const lookupChild = (runtime: string, cacheDir: string): { ms: number; warmMs: number } => {
      const options = {
        engine: "plugin",
        providersDir: join(project as string, "providers"),
        cliConfigFile,
        cacheDir,
        tmpDir: join(root, "tmp"),
        usePulumiConfig: false,
      };
      return runRuntimeChild<{ ms: number; warmMs: number }>(CHILD, runtime, options, root);
    };
    for (let i = 0; i < runs; i++) {
      const out = lookupChild(BUILT_RUNTIME, join(root, `cache-${i}`));
      firstMs.push(out.ms);
      warmMs.push(out.warmMs);
      if (baseline) {
        const b = lookupChild(baseline.runtime, join(root, `baseline-cache-${i}`));
        baseline.firstMs.push(b.ms);
        baseline.warmMs.push(b.warmMs);
      }
      rmSync(join(tfDir, "terraform.tfstate"), { force: true });
      applyMs.push(timeCommand(terraform, ["apply", "-auto-approve", "-input=false", "-no-color"], tfDir, tfEnv).ms);
    }
    return { schemaMb: readFileSync(schemaFile).length / 2 ** 20, firstMs, warmMs, applyMs, ...(baseline ? { baseline } : {}) };
  } finally {
    rmSync(root, { recursive: true, force: true });
    if (project) rmSync(project, { recursive: true, force: true });
  }
}

/** The rows bench-lookups prints. */
export function awsLookupTable(f: AwsLookupFigures): string {
  const ms = (x: number[]) => `${median(x).toFixed(median(x) < 10 ? 2 : 0)} ms`;
  return (
    `\nhashicorp/aws 6.47.0 stand-in (whole schema, ${f.schemaMb.toFixed(1)} MiB of JSON), aws_caller_identity, ` +
    `median of ${f.firstMs.length}:\n\n` +
    `| | plugin engine | terraform apply | ratio | target |\n|---|---:|---:|---:|---|\n` +
    `| first lookup, fresh process (load, install from the mirror, start, schema, configure, read) | ${ms(f.firstMs)} | ` +
    `${ms(f.applyMs)} | ${(median(f.firstMs) / median(f.applyMs)).toFixed(2)}× | ≤ 0.5× |\n` +
    `| warm lookup (median of ${WARM} in the same process) | ${ms(f.warmMs)} | | | |\n` +
    (f.baseline
      ? `| baseline build (${f.baseline.runtime}): first lookup | ${ms(f.baseline.firstMs)} | | ` +
        `${(median(f.baseline.firstMs) / median(f.applyMs)).toFixed(2)}× | |\n` +
        `| baseline build: warm lookup | ${ms(f.baseline.warmMs)} | | | |\n`
      : "") +
    `\n  runs: first ${f.firstMs.map((x) => x.toFixed(0)).join(", ")}; apply ${f.applyMs.map((x) => x.toFixed(0)).join(", ")}` +
    (f.baseline ? `; baseline first ${f.baseline.firstMs.map((x) => x.toFixed(0)).join(", ")}` : "") +
    "\n"
  );
}
