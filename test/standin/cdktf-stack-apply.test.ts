/**
 * The whole CDKTF path: a stack built from the generated data-source and provider classes (four functions of
 * each provider) is synthesized, then `terraform init` + `apply` run it through the stand-ins, and
 * `terraform output -json` shows the fixture records — read through the generated classes' own attribute
 * getters, so a wrong attribute name in a binding fails here.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { App, TerraformOutput, TerraformStack } from "cdktf";
import { DataEdgecenterAvailabilityZone } from "../../providers/edgecenter/cdktf/data-edgecenter-availability-zone";
import { DataEdgecenterFlavor } from "../../providers/edgecenter/cdktf/data-edgecenter-flavor";
import { DataEdgecenterFloatingip } from "../../providers/edgecenter/cdktf/data-edgecenter-floatingip";
import { DataEdgecenterImage } from "../../providers/edgecenter/cdktf/data-edgecenter-image";
import { EdgecenterProvider } from "../../providers/edgecenter/cdktf/provider";
import { DataIbmAccount } from "../../providers/ibm/cdktf/data-ibm-account";
import { DataIbmAccountInfo } from "../../providers/ibm/cdktf/data-ibm-account-info";
import { DataIbmAppConfigEnvironment } from "../../providers/ibm/cdktf/data-ibm-app-config-environment";
import { DataIbmAppConfigFeatures } from "../../providers/ibm/cdktf/data-ibm-app-config-features";
import { IbmProvider } from "../../providers/ibm/cdktf/provider";
import { ensureSucceeded, type TerraformOutput as Shown } from "../../src/runtime/terraform-cli";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";

const GUID = "appconfig-standin-guid-01";
const SCOPE = { projectId: 101, regionName: "standin-region" };

let workspace: StandinWorkspace;
let shown: Record<string, Shown>;

beforeAll(async () => {
  workspace = await createStandinWorkspace();
  const outdir = path.join(workspace.root, "cdktf.out");
  const app = new App({ outdir });
  const stack = new TerraformStack(app, "lookups");
  new IbmProvider(stack, "ibm", {});
  new EdgecenterProvider(stack, "edgecenter", {});
  const account = new DataIbmAccount(stack, "account", { orgGuid: "org-guid-standin-01" });
  const info = new DataIbmAccountInfo(stack, "info", { accountId: "acc-standin-0001" });
  const env = new DataIbmAppConfigEnvironment(stack, "env", { guid: GUID, environmentId: "dev" });
  const features = new DataIbmAppConfigFeatures(stack, "features", { guid: GUID, environmentId: "dev" });
  const zone = new DataEdgecenterAvailabilityZone(stack, "zone", { regionId: 8 });
  const flavor = new DataEdgecenterFlavor(stack, "flavor", { projectName: "standin-project", regionId: 8, type: "instance" });
  const image = new DataEdgecenterImage(stack, "image", { ...SCOPE, name: "ubuntu-22.04-x64" });
  const fip = new DataEdgecenterFloatingip(stack, "fip", { ...SCOPE, floatingIpAddress: "203.0.113.10" });
  const out = (id: string, value: unknown) => new TerraformOutput(stack, id, { value });
  out("first_user_email", account.accountUsers.get(0).email);
  out("linked_account", info.linkedSoftlayerAccount);
  out("environment_name", env.name);
  out("previous_href", features.previous.get(0).href);
  out("zones", zone.availabilityZones);
  out("first_flavor", flavor.flavors.get(0).flavorName);
  out("image_min_disk", image.minDisk);
  out("fixed_ip", fip.fixedIpAddress);
  app.synth();

  const synthesized = JSON.parse(fs.readFileSync(path.join(outdir, "stacks", "lookups", "cdk.tf.json"), "utf8"));
  // The stack's default local backend would put state beside the synthesized file; the project dir is fine.
  delete synthesized.terraform.backend;
  const project = workspace.project("cdktf", synthesized);
  ensureSucceeded(await workspace.terraform(project, ["init", "-input=false", "-no-color"]));
  ensureSucceeded(await workspace.terraform(project, ["apply", "-auto-approve", "-input=false", "-no-color"]));
  shown = JSON.parse(ensureSucceeded(await workspace.terraform(project, ["output", "-json"])).stdout);
});

afterAll(() => workspace?.cleanup());

test("the synthesized stack declares the pinned providers and the eight data sources", () => {
  const file = fs.readFileSync(path.join(workspace.root, "cdktf.out", "stacks", "lookups", "cdk.tf.json"), "utf8");
  const tf = JSON.parse(file);
  expect(tf.terraform.required_providers).toEqual({
    ibm: { source: "IBM-Cloud/ibm", version: "2.5.0" },
    edgecenter: { source: "Edge-Center/edgecenter", version: "0.12.10" },
  });
  expect(Object.keys(tf.data).sort()).toEqual([
    "edgecenter_availability_zone",
    "edgecenter_flavor",
    "edgecenter_floatingip",
    "edgecenter_image",
    "ibm_account",
    "ibm_account_info",
    "ibm_app_config_environment",
    "ibm_app_config_features",
  ]);
});

test("terraform output -json shows the fixture records, read through the generated getters", () => {
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
