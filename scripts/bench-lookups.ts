#!/usr/bin/env -S npx tsx
/**
 * What a lookup costs, against the stand-in providers (test/standin) so it runs offline, through both
 * engines and through plain Terraform, side by side in one run:
 *
 *   - raw `terraform init && terraform apply` of an equivalent hand-written configuration (the baseline);
 *   - provider start alone (spawn to go-plugin handshake, with the client certificate Terraform and the engine hand a
 *     provider, so the provider makes its server certificate as it does for them), what a cold lookup cannot avoid;
 *   - one lookup cold (Terraform engine: empty cache, so init + apply; plugin engine: provider start) and warm;
 *   - the plugin engine's first lookup in a fresh Node process from the built runtime, which also loads its modules
 *     (scripts/bench/first-lookup.ts; BENCH_BASELINE_RUNTIME=<other checkout>/src/runtime/dist/index.js runs
 *     another build beside it, taking turns);
 *   - 10 sequential dependent lookups (each takes its argument from the previous result);
 *   - 100 parallel lookups;
 *   - peak RSS of the plugin engine's provider processes during the 100 (and this process's own);
 *   - a warm provider-function call (Terraform: `terraform console` evaluating the same call), and the open and
 *     close of an ephemeral resource (Terraform: an apply whose ephemeral block feeds a provider configuration),
 *     against the made-up toolbox provider (test/fixtures/toolbox);
 *   - a large provider: the first lookup in a fresh process against a stand-in serving the whole hashicorp/aws
 *     schema, beside `terraform apply` of the same data source (scripts/bench/aws-lookup.ts; --no-aws leaves it out);
 *   - the real Pulumi engine: `pulumi up` of programs with 0, 1, 10 and 100 invokes, and the plugin's start alone
 *     (scripts/bench/pulumi-engine.ts, with the engine `npm run tools` builds; --no-pulumi leaves it out).
 *
 * Heavy figures are the median of --runs (default 3); the warm plugin-engine lookup and its Node floor (the
 * engine's client calling ReadDataSource alone) are the medians of 200, taken in turns.
 * Not a test: it asserts nothing, and prints the targets beside the figures.
 *   npm run bench:lookups [-- --runs 5] [--no-aws] [--no-pulumi]
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createClientCertificate } from "../src/runtime/engines/plugin/client-certificate";
import type { Executor } from "../src/runtime/executor";
import { builtRuntimeModule } from "./bench/built-runtime";
import { baselineRuntime } from "./bench/runtime-child";
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE } from "../src/runtime/tfplugin";
import { ensureSucceeded, locateTerraform, runTerraform } from "../src/runtime/terraform-cli";
import { median } from "./bench/measure";
import { peakRss } from "./bench/processes";
import { BENCH_CREDENTIAL, createStandinWorld } from "./bench/standin-world";
import { startFloorClient } from "./bench/node-floor";
import { benchGoref, type GorefFigures, gorefTable } from "./bench/goref-bench";
import { awsLookupTable, benchAwsLookup } from "./bench/aws-lookup";
import { benchFirstLookup } from "./bench/first-lookup";
import { benchPulumiEngine, pulumiEngineTable } from "./bench/pulumi-engine";

const TOKEN = "ibm:index/getAccount:getAccount";
const PARSE_ID = "toolbox:index/parseId:parseId";
const OPEN_TOKEN = "toolbox:index/openToken:openToken";
const TOOLBOX = { source: "Acme/toolbox", version: "0.4.0" };
/** Warm plugin-engine lookups, and as many Node-floor reads, measured taking turns. */
const WARM_RUNS = 200;
const ARGS = { orgGuid: "org-guid-standin-01" };
/**
 * A lookup whose arguments hold lists: not primitives, so the engine encodes them on every call (the validation
 * cache still answers), where ARGS' bytes are reused from the call before.
 */
const LIST_TOKEN = "ibm:index/getAppConfigFeatures:getAppConfigFeatures";
const LIST_ARGS = {
  guid: "appconfig-standin-guid-01",
  environmentId: "dev",
  collections: ["web-collection"],
  includes: ["collections", "rules"],
  segments: ["beta-testers"],
  expand: true,
  limit: 10,
  offset: 0,
};

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

/**
 * Spawn to handshake line, as Terraform starts a provider (go-plugin's AutoMTLS: a client certificate in
 * PLUGIN_CLIENT_CERT, so the provider makes its own server certificate before it answers), without any client
 * work: the certificate is made once, before anything is timed.
 */
function providerStart(binary: string, clientCertificatePem: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], {
      env: {
        ...process.env,
        [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE,
        PLUGIN_PROTOCOL_VERSIONS: "5,6",
        PLUGIN_CLIENT_CERT: clientCertificatePem,
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
    child.stdout.once("data", () => {
      child.kill("SIGTERM");
      resolve();
    });
    child.once("exit", (code) => reject(new Error(`the provider exited (${code}) before its handshake`)));
  });
}

/** Ten lookups, each taking its argument from the one before. */
async function chained(ex: Executor): Promise<void> {
  let orgGuid = ARGS.orgGuid;
  for (let i = 0; i < 10; i++) orgGuid = String((await ex.lookup("ibm", TOKEN, { orgGuid })).orgGuid);
}

async function parallel(ex: Executor, n: number): Promise<void> {
  await Promise.all(Array.from({ length: n }, () => ex.lookup("ibm", TOKEN, ARGS)));
}

/** A directory initialised for the toolbox provider, holding `config`. */
async function toolboxDir(root: string, name: string, cliConfigFile: string, config: Record<string, unknown>): Promise<string> {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "main.tf.json"), JSON.stringify({ terraform: { required_providers: { toolbox: TOOLBOX } }, ...config }, null, 1));
  ensureSucceeded(await runTerraform({ args: ["init", "-input=false", "-no-color"], cwd: dir, cliConfigFile }));
  return dir;
}

/** `terraform console` evaluating one expression, as a person would check a function's value. */
function terraformConsole(dir: string, cliConfigFile: string, expression: string): void {
  const r = spawnSync(locateTerraform(), ["console"], {
    cwd: dir,
    input: `${expression}\n`,
    env: { ...process.env, TF_CLI_CONFIG_FILE: cliConfigFile, CHECKPOINT_DISABLE: "1" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`terraform console failed (${r.status ?? r.signal}): ${r.stderr}`);
}

interface Row {
  label: string;
  terraform?: number[];
  plugin?: number[];
  raw?: number[];
  target?: string;
}

async function main(): Promise<void> {
  // The warm rows time the built runtime, as an installed package runs it, beside a Node floor built alike.
  const { Executor: BuiltExecutor } = builtRuntimeModule<typeof import("../src/runtime/executor")>("executor");
  // The built runtime's default providers folder is the sources' (one level up from dist): named here.
  const providersDir = join(__dirname, "..", "providers");
  const runsArg = process.argv.indexOf("--runs");
  const runs = Math.max(3, runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3);
  // Before any work, so that a machine without Terraform fails with one sentence.
  locateTerraform();
  const h = createStandinWorld("bench", { toolbox: true });
  const rows: Row[] = [];
  let rss = { providers: 0, self: 0 };
  // CPU time of this Node process per warm call: what the machine's load leaves out of the wall-clock figure.
  const warmCpu: number[] = [];
  let cpuLine = "";
  try {
    const terraformFor = (cacheDir: string) => new BuiltExecutor(h.options({ engine: "terraform", providersDir, cacheDir }));
    const pluginFor = () => new BuiltExecutor(h.options({ engine: "plugin", providersDir, cacheDir: join(h.root, "plugin-cache") }));

    const raw = await measure(runs, async () => {
      const dir = join(h.root, "raw");
      mkdirSync(dir);
      try {
        writeFileSync(join(dir, "main.tf.json"), JSON.stringify(handWrittenConfig(), null, 1));
        const env = { TF_VAR_api_key: BENCH_CREDENTIAL };
        ensureSucceeded(await runTerraform({ args: ["init", "-input=false", "-no-color"], cwd: dir, cliConfigFile: h.cliConfigFile, env }));
        ensureSucceeded(
          await runTerraform({ args: ["apply", "-auto-approve", "-input=false", "-json"], cwd: dir, cliConfigFile: h.cliConfigFile, env }),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    rows.push({ label: "raw terraform init && apply (hand-written config)", raw });

    const { certificatePem } = await createClientCertificate();
    const start = await measure(runs * 3, () => providerStart(h.providerBinaries["IBM-Cloud/ibm"], certificatePem));
    rows.push({ label: "provider start alone (spawn → handshake)", plugin: start });

    // Cold: a fresh executor each time; for Terraform an empty cache (init), for the plugin engine a provider start.
    const coldTerraform = await measure(runs, (i) =>
      terraformFor(join(h.root, `cold-${i}`))
        .lookup("ibm", TOKEN, ARGS)
        .then(() => undefined),
    );
    // Closing the provider afterwards is not part of the lookup, so it is left out of the time. The first one in
    // this process also loads the engine's modules, which every later provider start in a process is spared: it is
    // not timed here, but in fresh processes of their own below.
    const coldPlugin: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const ex = pluginFor();
      const ms = await measure(1, () => ex.lookup("ibm", TOKEN, ARGS).then(() => undefined));
      if (i > 0) coldPlugin.push(...ms);
      await ex.close();
    }
    const first = benchFirstLookup(h, runs, (line) => process.stderr.write(`${line}\n`));
    const firstTarget = `plugin ≤ provider start + 120 ms = ${(median(start) + 120).toFixed(0)} ms`;
    rows.push({
      label: "first lookup of a fresh process (require the built runtime → answer)",
      plugin: first.current.ms,
      target: firstTarget,
    });
    rows.push({ label: "  the same process's whole life (node start → exit)", plugin: first.current.processMs });
    rows.push({ label: "  the same process's CPU time (node start → answer)", plugin: first.current.cpuMs });
    if (first.baseline) {
      rows.push({ label: `  baseline build (${first.baseline.runtime}): require → answer`, plugin: first.baseline.ms });
      rows.push({ label: "  baseline build: whole process", plugin: first.baseline.processMs });
      rows.push({ label: "  baseline build: CPU time", plugin: first.baseline.cpuMs });
    }
    rows.push({
      label: "1 lookup, cold",
      terraform: coldTerraform,
      plugin: coldPlugin,
      target: `plugin ≤ provider start + 150 ms = ${(median(start) + 150).toFixed(0)} ms`,
    });

    const warmCache = join(h.root, "warm");
    const terraform = terraformFor(warmCache);
    await terraform.lookup("ibm", TOKEN, ARGS);
    const plugin = pluginFor();
    await plugin.lookup("ibm", TOKEN, ARGS);

    // The warm lookup and its Node floor take turns, so that the machine's load hits both alike; so does the
    // baseline build's (BENCH_BASELINE_RUNTIME) when one is named.
    const baseline = baselineRuntime();
    const BaselineExecutor = baseline
      ? (require(join(dirname(baseline), "executor")) as typeof import("../src/runtime/executor")).Executor
      : undefined;
    const baselinePlugin =
      BaselineExecutor && new BaselineExecutor(h.options({ engine: "plugin", providersDir, cacheDir: join(h.root, "plugin-cache") }));
    await baselinePlugin?.lookup("ibm", TOKEN, ARGS);
    await plugin.lookup("ibm", LIST_TOKEN, LIST_ARGS);
    await baselinePlugin?.lookup("ibm", LIST_TOKEN, LIST_ARGS);
    const floor = await startFloorClient(h.providerBinaries["IBM-Cloud/ibm"], { ibmcloud_api_key: BENCH_CREDENTIAL }, "ibm_account", {
      org_guid: ARGS.orgGuid,
    });
    const warmPlugin: number[] = [];
    const floorReads: number[] = [];
    const floorCpu: number[] = [];
    const warm = { baseline: [] as number[], list: [] as number[], baselineList: [] as number[] };
    const cpuOf = { baseline: [] as number[], list: [] as number[], baselineList: [] as number[] };
    /** One call's wall time into `ms`, and this process's CPU time for it into `cpuMs`. */
    const timed = async (call: () => Promise<unknown>, ms: number[], cpuMs: number[]) => {
      const cpu = process.cpuUsage();
      ms.push(...(await measure(1, () => call().then(() => undefined))));
      const used = process.cpuUsage(cpu);
      cpuMs.push((used.user + used.system) / 1000);
    };
    try {
      await floor.read();
      for (let i = 0; i < WARM_RUNS; i++) {
        await timed(() => floor.read(), floorReads, floorCpu);
        const ours = async () => {
          await timed(() => plugin.lookup("ibm", TOKEN, ARGS), warmPlugin, warmCpu);
          await timed(() => plugin.lookup("ibm", LIST_TOKEN, LIST_ARGS), warm.list, cpuOf.list);
        };
        const theirs = async () => {
          if (!baselinePlugin) return;
          await timed(() => baselinePlugin.lookup("ibm", TOKEN, ARGS), warm.baseline, cpuOf.baseline);
          await timed(() => baselinePlugin.lookup("ibm", LIST_TOKEN, LIST_ARGS), warm.baselineList, cpuOf.baselineList);
        };
        // Each build goes first every other turn, so that neither always runs right after the other.
        if (i % 2 === 0) await ours().then(theirs);
        else await theirs().then(ours);
      }
    } finally {
      await floor.close();
      await baselinePlugin?.close();
    }
    rows.push({
      label: "1 lookup, warm",
      terraform: await measure(runs, () => terraform.lookup("ibm", TOKEN, ARGS).then(() => undefined)),
      plugin: warmPlugin,
      target: `plugin ≤ 2 ms; ≤ 1.3× the Node floor = ${(1.3 * median(floorReads)).toFixed(2)} ms`,
    });
    if (baselinePlugin) rows.push({ label: `  baseline build (${baseline}): 1 lookup, warm`, plugin: warm.baseline });
    rows.push({ label: "Node floor: ReadDataSource alone, configuration encoded once", plugin: floorReads });
    rows.push({ label: "1 lookup, warm, list arguments (encoded each call)", plugin: warm.list });
    if (baselinePlugin) rows.push({ label: "  baseline build: the same", plugin: warm.baselineList });
    const µs = (cpuMs: number[]) => `${(1000 * median(cpuMs)).toFixed(0)} µs`;
    cpuLine =
      `CPU time of this Node process per warm call (median): lookup ${µs(warmCpu)}, Node floor ${µs(floorCpu)}, ` +
      `list arguments ${µs(cpuOf.list)}` +
      (baselinePlugin ? `; baseline build: lookup ${µs(cpuOf.baseline)}, list arguments ${µs(cpuOf.baselineList)}` : "");
    rows.push({
      label: "10 sequential dependent lookups, warm",
      terraform: await measure(runs, () => chained(terraform)),
      plugin: await measure(runs, () => chained(plugin)),
      target: "plugin ≤ 0.1× terraform",
    });
    const hundredTerraform = await measure(runs, () => parallel(terraform, 100));
    let hundredPlugin: number[] = [];
    rss = await peakRss(h.cloudDir, async () => {
      hundredPlugin = await measure(runs, () => parallel(plugin, 100));
    });
    rows.push({
      label: "100 parallel lookups, warm",
      terraform: hundredTerraform,
      plugin: hundredPlugin,
      target: "plugin ≤ 0.2× terraform",
    });
    await plugin.close();

    const toolbox = new BuiltExecutor(
      h.options({ engine: "plugin", providersDir: h.toolboxProvidersDir, config: { toolbox: { apiKey: "root-key" } } }),
    );
    const parseArgs = { id: "eu-1/widget/sprocket" };
    await toolbox.callFunction("toolbox", PARSE_ID, parseArgs);
    const consoleDir = await toolboxDir(h.root, "console", h.cliConfigFile, {});
    rows.push({
      label: "provider function call, warm (terraform: console)",
      terraform: await measure(runs, async () =>
        terraformConsole(consoleDir, h.cliConfigFile, 'provider::toolbox::parse_id("eu-1/widget/sprocket")'),
      ),
      plugin: await measure(200, () => toolbox.callFunction("toolbox", PARSE_ID, parseArgs).then(() => undefined)),
      target: "plugin ≤ 2 ms",
    });
    const ephemeralDir = await toolboxDir(h.root, "ephemeral", h.cliConfigFile, {
      provider: { toolbox: [{ api_key: "root-key" }, { alias: "authed", api_key: "${ephemeral.toolbox_token.t.token}" }] },
      ephemeral: { toolbox_token: { t: { scope: "read" } } },
      data: { toolbox_item: { i: { provider: "toolbox.authed", name: "hammer" } } },
    });
    rows.push({
      label: "ephemeral resource open + close (terraform: apply feeding a provider)",
      terraform: await measure(runs, async () => {
        ensureSucceeded(
          await runTerraform({
            args: ["apply", "-auto-approve", "-input=false", "-json"],
            cwd: ephemeralDir,
            cliConfigFile: h.cliConfigFile,
          }),
        );
      }),
      plugin: await measure(runs * 3, async () => {
        const handle = await toolbox.openEphemeral("toolbox", OPEN_TOKEN, { scope: "read" });
        await handle.close();
      }),
    });
    await toolbox.close();
  } finally {
    h.remove();
  }
  const goref: GorefFigures | undefined = await benchGoref(WARM_RUNS, (line) => process.stderr.write(`${line}\n`));
  // A large provider (--no-aws to leave it out; it needs ../shared/schemas/aws-6.47.0.json.gz beside the checkout).
  const aws = process.argv.includes("--no-aws") ? undefined : benchAwsLookup(runs, (line) => process.stderr.write(`${line}\n`));
  const pulumiEngine = process.argv.includes("--no-pulumi")
    ? undefined
    : await benchPulumiEngine(runs, (line) => process.stderr.write(`${line}\n`));

  const cell = (ms?: number[]) => (ms ? `${median(ms).toFixed(median(ms) < 10 ? 2 : median(ms) < 100 ? 1 : 0)} ms` : "");
  const ratio = (r: Row) => (r.terraform && r.plugin ? `${(median(r.plugin) / median(r.terraform)).toFixed(3)}×` : "");
  const table = [
    ["", "terraform engine", "plugin engine", "plugin / terraform", "raw terraform", "target"],
    ...rows.map((r) => [r.label, cell(r.terraform), cell(r.plugin), ratio(r), cell(r.raw), r.target ?? ""]),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  process.stdout.write(
    `lookup benchmark: heavy figures median of ${runs} runs (warm plugin lookup and Node floor: of ${WARM_RUNS}, ` +
      `warm function call: of 200), stand-in providers, ` +
      `${process.platform}/${process.arch}, node ${process.version}\n\n`,
  );
  for (const row of table) process.stdout.write(`| ${row.map((c, i) => c.padEnd(widths[i])).join(" | ")} |\n`);
  process.stdout.write(
    `\npeak RSS during 100 parallel lookups: provider processes ${rss.providers.toFixed(0)} MB (one per provider), ` +
      `this Node process ${rss.self.toFixed(0)} MB\n`,
  );
  if (cpuLine) process.stdout.write(`${cpuLine}\n`);
  if (goref)
    process.stdout.write(
      `\nGo reference provider (go-plugin, protocol 5, goref_echo: one string), warm, taking turns with its Node floor:\n\n` +
        gorefTable(goref),
    );
  if (aws) process.stdout.write(awsLookupTable(aws));
  if (pulumiEngine) process.stdout.write(pulumiEngineTable(pulumiEngine));
  process.stdout.write("\nall runs (ms):\n");
  for (const r of rows) {
    for (const [engine, ms] of [
      ["terraform", r.terraform],
      ["plugin", r.plugin],
      ["raw", r.raw],
    ] as const) {
      if (!ms) continue;
      const shown = ms.length <= 10 ? ms : [...ms].sort((a, b) => a - b).filter((_, i) => i % Math.ceil(ms.length / 10) === 0);
      const what = ms.length <= 10 ? "" : ` (every ${Math.ceil(ms.length / 10)}th of ${ms.length}, sorted)`;
      process.stdout.write(`  ${r.label} / ${engine}${what}: ${shown.map((x) => x.toFixed(1)).join(", ")}\n`);
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-lookups: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
