/**
 * `npm run demo`: one lookup in each form the packages offer, against the stand-in providers (no cloud account, no
 * registry): a plain Node promise, a Pulumi Output under the Pulumi SDK's mocks (realLookupMocks: the calls run the
 * lookup for real), and a CDKTF stack built from the prebuilt bindings, synthesized and, when Terraform is on PATH, applied
 * by Terraform against the same stand-ins. Prints what it does and the values that came back; removes everything
 * it wrote and closes every provider it started; exits 1 on any failure.
 *
 * The values are records of the stand-in clouds (test/fixtures/cloud/*.json), the same the README's examples use.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import { App, LocalBackend, TerraformOutput, TerraformStack } from "cdktf";
import type { Construct } from "constructs";
import { Executor } from "../src/runtime/executor";
import { setLocalExecutor } from "../src/runtime/invoke/local";
import { realLookupMocks } from "../src/runtime/invoke/real-lookup-mocks";
import { ensureSucceeded, locateTerraform, runTerraform, TerraformNotFoundError } from "../src/runtime/terraform-cli";
import { getAppConfigEnvironment } from "../providers/ibm/pulumi";
import { getFlavorOutput } from "../providers/edgecenter/pulumi";
import { DataIbmAppConfigEnvironment } from "../providers/ibm/cdktf/data-ibm-app-config-environment";
import { IbmProvider } from "../providers/ibm/cdktf/provider";
import { createStandinMirror } from "./demo/standin-mirror";
import { EXIT, helpRequested, parseCommandArgs, printUsage, processIo, usageError } from "../src/tfgen/cli/io";

const USAGE = `usage: npm run demo

Looks up against the stand-in providers (no cloud account, no registry): as a plain Node promise, as a Pulumi
Output under the Pulumi SDK's mocks, and as a CDKTF stack synthesized and, when Terraform is on PATH (or
TERRAFORM_BINARY_NAME names it), applied by Terraform. Prints each step and value, and removes what it wrote.
Takes no arguments. To use the stand-ins from your own project: npm run standin-mirror -- --help.
  --help  print this usage, and exit
`;

/** The stand-in clouds' App Configuration instance, EdgeCenter region and project. */
const GUID = "appconfig-standin-guid-01";
const REGION = "standin-region";
const PROJECT = 101;

const say = (line: string) => process.stdout.write(`${line}\n`);
const json = (value: unknown) => JSON.stringify(value);

async function plainPromise(): Promise<void> {
  say(`\n1. A plain Node promise: getAppConfigEnvironment({ guid: ${json(GUID)}, environmentId: "dev" }) from @tflookup/ibm`);
  say("   (the runtime installs the provider from the mirror on first use, starts it and calls it over the plugin protocol)");
  const environment = await getAppConfigEnvironment({ guid: GUID, environmentId: "dev" });
  say(`   → name ${json(environment.name)}, colorCode ${json(environment.colorCode)}, tags ${json(environment.tags)}`);
}

async function pulumiOutput(executor: Executor): Promise<void> {
  const args = `{ regionName: ${json(REGION)}, projectId: ${PROJECT}, type: "instance" }`;
  say(`\n2. A Pulumi Output: getFlavorOutput(${args}) from @tflookup/edgecenter`);
  say("   (under pulumi.runtime.setMocks(realLookupMocks(...)), as in a Pulumi unit test: the calls run the lookup for real)");
  const calls: string[] = [];
  const mocks = realLookupMocks({ executor });
  const recording: pulumi.runtime.Mocks = {
    ...mocks,
    call: (args) => {
      calls.push(args.token);
      return mocks.call(args);
    },
  };
  await pulumi.runtime.setMocks(recording, "demo", "dev", false);
  const flavors = getFlavorOutput({ regionName: REGION, projectId: pulumi.output(PROJECT), type: "instance" });
  const ids = await new Promise<string[]>((resolve) => flavors.flavors.apply((list) => resolve(list.map((f) => f.flavorId))));
  say(`   → the engine was asked for ${calls.join(", ")}`);
  say(`   → flavors.flavorId ${json(ids)}`);
}

class Lookups extends TerraformStack {
  constructor(scope: Construct, id: string, stateFile: string) {
    super(scope, id);
    // CDKTF's default local backend keeps the state in the current directory (the checkout, when a newcomer runs the
    // demo there); the demo's state goes to its own folder, which it removes.
    new LocalBackend(this, { path: stateFile });
    new IbmProvider(this, "ibm", { region: "eu-de" });
    const environment = new DataIbmAppConfigEnvironment(this, "dev", { guid: GUID, environmentId: "dev" });
    new TerraformOutput(this, "environment_name", { value: environment.name });
  }
}

async function cdktfStack(root: string, cliConfigFile: string): Promise<void> {
  say(`\n3. A CDKTF stack: DataIbmAppConfigEnvironment (guid ${json(GUID)}, environmentId "dev") from @tflookup/ibm/cdktf`);
  const app = new App({ outdir: join(root, "cdktf.out") });
  new Lookups(app, "lookups", join(root, "terraform.lookups.tfstate"));
  app.synth();
  const stackDir = join(root, "cdktf.out", "stacks", "lookups");
  const synthesized = JSON.parse(readFileSync(join(stackDir, "cdk.tf.json"), "utf8"));
  const { "//": _metadata, ...dev } = synthesized.data.ibm_app_config_environment.dev as Record<string, unknown>;
  say(`   synthesized ${stackDir}/cdk.tf.json: data.ibm_app_config_environment.dev = ${json(dev)}`);
  try {
    locateTerraform();
  } catch (err) {
    if (!(err instanceof TerraformNotFoundError)) throw err;
    say(`   skipped terraform init and apply: ${err.message} (set TERRAFORM_BINARY_NAME or put terraform on PATH)`);
    return;
  }
  // Terraform's own plugin cache and data directory stay out of it: everything goes to the stack's folder.
  const env = { TF_PLUGIN_CACHE_DIR: undefined, TF_DATA_DIR: undefined };
  const terraform = async (args: string[]) => ensureSucceeded(await runTerraform({ args, cwd: stackDir, cliConfigFile, env }));
  const init = await terraform(["init", "-input=false", "-no-color"]);
  say(`   terraform init (${init.binary}, CLI configuration of the demo's own: the stand-in mirror)`);
  await terraform(["apply", "-auto-approve", "-input=false", "-no-color"]);
  const outputs = JSON.parse((await terraform(["output", "-json"])).stdout) as Record<string, { value: unknown }>;
  say(`   terraform apply read the data source → output environment_name = ${json(outputs.environment_name.value)}`);
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "tflookup-demo-"));
  let executor: Executor | undefined;
  try {
    say("tflookup demo: lookups against the stand-in providers (test/standin), no cloud account or registry needed");
    const mirror = createStandinMirror(root);
    say(`\n0. Stand-in mirror for ${mirror.providers.join(", ")}: ${mirror.cliConfigFile}`);
    executor = new Executor({ cliConfigFile: mirror.cliConfigFile, cacheDir: join(root, "cache"), tmpDir: join(root, "tmp") });
    setLocalExecutor(executor);
    await plainPromise();
    await pulumiOutput(executor);
    await cdktfStack(root, mirror.cliConfigFile);
  } finally {
    setLocalExecutor(undefined);
    await executor?.close();
    rmSync(root, { recursive: true, force: true });
  }
  say(`\nDone: every provider process closed, ${root} removed.`);
}

function run(argv: string[]): void {
  if (helpRequested(argv, {})) {
    process.exitCode = printUsage(USAGE, processIo);
    return;
  }
  const parsed = parseCommandArgs(argv, {});
  const wrong = typeof parsed === "string" ? parsed : parsed.positionals.length > 0 ? `unexpected argument ${parsed.positionals[0]}` : "";
  if (wrong) {
    process.exitCode = usageError("demo", wrong, USAGE, processIo);
    return;
  }
  main().then(
    () => (process.exitCode = EXIT.ok),
    (err: Error) => {
      process.stderr.write(`demo failed: ${err.stack ?? err.message}\n`);
      process.exitCode = EXIT.failed;
    },
  );
}

run(process.argv.slice(2));
