/**
 * The CDK Terrain path end to end: a CDK Terrain app (test/cdktn/app) using both providers' cdktn bindings is
 * synthesized by `cdktn synth` from cdktn-cli, the synthesized JSON is applied by real Terraform against the
 * stand-ins, and `terraform output -json` shows the fixture records read through the generated getters. The
 * same stack is then checked in-process with CDK Terrain's own Jest matchers.
 */
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { Testing } from "cdktn";
// Only for its `declare global`: the typings of the matchers Testing.setupJest() installs.
import type {} from "cdktn/lib/testing/adapters/jest";
import { DataEdgecenterFlavor } from "../../providers/edgecenter/cdktn/data-edgecenter-flavor";
import { DataEdgecenterImage } from "../../providers/edgecenter/cdktn/data-edgecenter-image";
import { EdgecenterProvider } from "../../providers/edgecenter/cdktn/provider";
import { DataIbmAccount } from "../../providers/ibm/cdktn/data-ibm-account";
import { DataIbmAppConfigFeatures } from "../../providers/ibm/cdktn/data-ibm-app-config-features";
import { IbmProvider } from "../../providers/ibm/cdktn/provider";
import { DataIbmAccount as CdktfDataIbmAccount } from "../../providers/ibm/cdktf/data-ibm-account";
import { ensureSucceeded, type TerraformOutput as Shown } from "../../src/runtime/terraform-cli";
import { REPO_ROOT } from "../support/project";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";
import { GUID, LookupsStack } from "./app/lookups-stack";

Testing.setupJest();

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, "node_modules", "cdktn-cli", "bin", "cdktn");
const TSX = path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cjs", "index.cjs");
const SHIM = path.join(REPO_ROOT, "test", "support", "node20-undici-shim.js");

let workspace: StandinWorkspace;
let appDir: string;
let synthesized: Record<string, any>;
let cliOutput: string;
let shown: Record<string, Shown>;

beforeAll(async () => {
  workspace = await createStandinWorkspace();
  appDir = path.join(workspace.root, "app");
  fs.mkdirSync(appDir);
  // The project file CDK Terrain reads (it keeps CDKTF's name); the app command is run by a shell, so each
  // path is quoted.
  const q = (s: string) => JSON.stringify(s);
  fs.writeFileSync(
    path.join(appDir, "cdktf.json"),
    JSON.stringify(
      {
        language: "typescript",
        app: `${q(process.execPath)} -r ${q(TSX)} ${q(path.join(__dirname, "app", "main.ts"))}`,
        sendCrashReports: "false",
        terraformProviders: [],
      },
      null,
      2,
    ),
  );
  const major = Number(process.versions.node.split(".")[0]);
  const r = await run(process.execPath, [CLI, "synth"], {
    cwd: appDir,
    timeout: 240_000,
    env: {
      PATH: process.env.PATH,
      HOME: workspace.root,
      CDKTF_HOME: path.join(workspace.root, ".cdktn-home"),
      CHECKPOINT_DISABLE: "1",
      CI: "1",
      TF_CLI_CONFIG_FILE: workspace.cliConfigFile,
      TERRAFORM_BINARY_NAME: workspace.terraformBinary,
      NODE_OPTIONS: ["--max-old-space-size=4096", ...(major < 22 ? ["-r", SHIM] : [])].join(" "),
    },
  });
  cliOutput = `${r.stdout}${r.stderr}`;
  synthesized = JSON.parse(fs.readFileSync(path.join(appDir, "cdktf.out", "stacks", "lookups", "cdk.tf.json"), "utf8"));

  const config = structuredClone(synthesized);
  // The stack's default local backend would put state beside the synthesized file; the project dir is fine.
  delete config.terraform.backend;
  const project = workspace.project("cdktn", config);
  ensureSucceeded(await workspace.terraform(project, ["init", "-input=false", "-no-color"]));
  ensureSucceeded(await workspace.terraform(project, ["apply", "-auto-approve", "-input=false", "-no-color"]));
  shown = JSON.parse(ensureSucceeded(await workspace.terraform(project, ["output", "-json"])).stdout);
}, 300_000);

afterAll(() => workspace?.cleanup());

describe("cdktn synth", () => {
  test("reports the stack it generated", () => {
    expect(cliOutput).toContain("Generated Terraform code for the stacks: lookups");
  });

  test("the synthesized stack was made by CDK Terrain, pins the providers and declares the eight data sources", () => {
    // The metadata carries the version of the core library that synthesized it: cdktn's, which cdktf's is not.
    const cdktnVersion = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "cdktn", "package.json"), "utf8")).version;
    const cdktfVersion = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "cdktf", "package.json"), "utf8")).version;
    expect(cdktnVersion).not.toBe(cdktfVersion);
    expect(synthesized["//"].metadata).toMatchObject({ backend: "local", stackName: "lookups", version: cdktnVersion });
    expect(synthesized.terraform.required_providers).toEqual({
      ibm: { source: "IBM-Cloud/ibm", version: "2.5.0" },
      edgecenter: { source: "Edge-Center/edgecenter", version: "0.12.10" },
    });
    expect(Object.keys(synthesized.data).sort()).toEqual([
      "edgecenter_availability_zone",
      "edgecenter_flavor",
      "edgecenter_floatingip",
      "edgecenter_image",
      "ibm_account",
      "ibm_account_info",
      "ibm_app_config_environment",
      "ibm_app_config_features",
    ]);
    expect(synthesized.provider.ibm).toEqual([{ region: "us-south" }]);
  });
});

test("terraform apply of the synthesized JSON: output -json shows the fixture records, read through the generated getters", () => {
  const values = Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, v.value]));
  expect(values).toEqual({
    first_user_email: "ada.lovelace@example.com",
    linked_account: "SL-standin-1234567",
    environment_name: "Development",
    previous_href: `https://us-south.apprapp.cloud.ibm.com/apprapp/feature/v1/instances/${GUID}/environments/dev/features?limit=10&offset=0&page=previous`,
    zones: ["standin-az-1", "standin-az-2"],
    first_flavor: "g1-standard-2-4",
    image_min_disk: 10,
    fixed_ip: "10.0.0.20",
  });
});

describe("CDK Terrain's Testing matchers on the same stack", () => {
  const synth = () => Testing.synthScope((scope) => new LookupsStack(scope, "lookups"));
  const full = () => Testing.synth(new LookupsStack(Testing.app(), "lookups"));

  test("toHaveDataSourceWithProperties: the generated classes and their arguments in Terraform's names", () => {
    expect(full()).toHaveDataSourceWithProperties(DataIbmAccount, { org_guid: "org-guid-standin-01" });
    expect(full()).toHaveDataSourceWithProperties(DataIbmAppConfigFeatures, { guid: GUID, environment_id: "dev" });
    expect(full()).toHaveDataSourceWithProperties(DataEdgecenterFlavor, {
      project_name: "standin-project",
      region_id: 8,
      type: "instance",
    });
    expect(full()).toHaveDataSourceWithProperties(DataEdgecenterImage, {
      project_id: 101,
      region_name: "standin-region",
      name: "ubuntu-22.04-x64",
    });
  });

  test("toHaveDataSourceWithProperties fails on a wrong value, and on a class the stack does not use", () => {
    expect(full()).not.toHaveDataSourceWithProperties(DataIbmAccount, { org_guid: "some-other-org" });
    expect(full()).not.toHaveDataSourceWithProperties(DataEdgecenterFlavor, { type: "baremetal" });
    expect(synth()).not.toHaveDataSourceWithProperties(DataIbmAccount, { orgGuid: "org-guid-standin-01" });
  });

  test("toHaveProviderWithProperties: both providers, configured through their generated classes", () => {
    expect(full()).toHaveProviderWithProperties(IbmProvider, { region: "us-south" });
    expect(full()).toHaveProvider(EdgecenterProvider);
  });

  test("the cdktn and cdktf classes are different classes bound to the same Terraform type", () => {
    expect(DataIbmAccount).not.toBe(CdktfDataIbmAccount);
    expect(DataIbmAccount.tfResourceType).toBe(CdktfDataIbmAccount.tfResourceType);
  });
});
