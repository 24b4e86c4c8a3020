/**
 * A hand-written configuration reading every data source of both providers: Terraform
 * validates, plans and applies it through the stand-ins, and its outputs are the
 * fixture cloud's records. Once with the stand-ins serving plugin protocol 5 (as the
 * upstreams do) and once serving 6: real Terraform checks both versions of the message
 * definitions that tflookup's own plugin client uses (src/runtime/tfplugin).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureSucceeded, errorsOf, outputsOf, type TerraformOutput } from "../../src/runtime/terraform-cli";
import { requiredProviders } from "./mirror";
import { REPO_ROOT } from "./build";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";

const GUID = "appconfig-standin-guid-01";
const PROJECT_AND_REGION = { project_id: 101, region_name: "standin-region" };

/** data "<type>" "<name>" blocks; each is also an output named <type>__<name>. */
const dataSources: Record<string, Record<string, Record<string, unknown>>> = {
  ibm_account: { org: { org_guid: "org-guid-standin-01" } },
  ibm_account_info: { this: { account_id: "acc-standin-0001" } },
  ibm_app: { app: { name: "standin-app", space_guid: "space-guid-standin-01" } },
  ibm_app_config_collection: { web: { guid: GUID, collection_id: "web-collection" } },
  ibm_app_config_collections: { all: { guid: GUID } },
  ibm_app_config_environments: { all: { guid: GUID, limit: 10 } },
  // Refers to another data source: during validation Terraform sends it as unknown.
  ibm_app_config_environment: {
    second: { guid: GUID, environment_id: "${data.ibm_app_config_environments.all.environments[1].environment_id}" },
  },
  ibm_app_config_feature: { dark: { guid: GUID, environment_id: "dev", feature_id: "dark-mode" } },
  ibm_app_config_features: { dev: { guid: GUID, environment_id: "dev" } },
  ibm_app_config_integration_en: { en: { guid: GUID, integration_id: "en-integration-01" } },
  ibm_app_config_integration_kms: { kms: { guid: GUID, integration_id: "kms-integration-01" } },
  ibm_app_config_integrations: { all: { guid: GUID } },
  edgecenter_availability_zone: { north: { region_id: 9 } },
  edgecenter_cdn_shielding_location: { fra: { datacenter: "standin-dc-frankfurt" } },
  edgecenter_dns_secondary_zones: { all: {} },
  edgecenter_flavor: { standard: { project_name: "standin-project", region_id: 8, type: "instance" } },
  edgecenter_floatingip: { public: { ...PROJECT_AND_REGION, floating_ip_address: "203.0.113.10" } },
  edgecenter_image: { debian: { ...PROJECT_AND_REGION, name: "debian-12-x64" } },
  edgecenter_instance: { legacy: { ...PROJECT_AND_REGION, name: "standin-vm-legacy" } },
  edgecenter_instanceV2: { vm: { ...PROJECT_AND_REGION, name: "standin-vm-1" } },
  edgecenter_instance_port_security: {
    vm: {
      ...PROJECT_AND_REGION,
      instance_id: "${data.edgecenter_instanceV2.vm.id}",
      port_id: "${data.edgecenter_instanceV2.vm.interfaces[0].port_id}",
    },
  },
};

const outputName = (type: string, name: string): string => `${type}__${name}`;

function fixtureRecords(provider: string, type: string): Array<Record<string, unknown>> {
  const cloud = JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "cloud", `${provider}.json`), "utf8")) as {
    dataSources: Record<string, Array<Record<string, unknown>>>;
  };
  return cloud.dataSources[type];
}

describe.each([5, 6] as const)("plugin protocol %i", (protocol) => {
  let workspace: StandinWorkspace;
  let project: string;
  let outputs: Record<string, TerraformOutput>;

  beforeAll(async () => {
    workspace = await createStandinWorkspace({ protocol });
    const output: Record<string, { value: string }> = {};
    for (const [type, blocks] of Object.entries(dataSources)) {
      for (const name of Object.keys(blocks)) output[outputName(type, name)] = { value: `\${data.${type}.${name}}` };
    }
    project = workspace.project("apply", {
      terraform: { required_providers: requiredProviders() },
      provider: { ibm: {}, edgecenter: {} },
      data: dataSources,
      output,
    });
    ensureSucceeded(await workspace.terraform(project, ["init", "-input=false", "-no-color"]));
    const apply = ensureSucceeded(await workspace.terraform(project, ["apply", "-auto-approve", "-json"]));
    expect(errorsOf(apply.messages)).toEqual([]);
    expect(outputsOf(apply.messages)).toBeDefined();
    const shown = ensureSucceeded(await workspace.terraform(project, ["output", "-json"]));
    outputs = JSON.parse(shown.stdout) as Record<string, TerraformOutput>;
  });

  afterAll(() => workspace?.cleanup());

  describe("terraform apply through the stand-ins", () => {
    it("reads all 21 data sources and outputs each", () => {
      expect(Object.keys(outputs).sort()).toEqual(
        Object.entries(dataSources)
          .flatMap(([type, blocks]) => Object.keys(blocks).map((name) => outputName(type, name)))
          .sort(),
      );
    });

    it("outputs the fixture records, whole", () => {
      const expectations: Array<[string, string, string, number]> = [
        ["ibm", "ibm_account", "org", 0],
        ["ibm", "ibm_account_info", "this", 0],
        ["ibm", "ibm_app_config_environment", "second", 1],
        ["ibm", "ibm_app_config_feature", "dark", 0],
        ["ibm", "ibm_app_config_integrations", "all", 0],
        ["edgecenter", "edgecenter_availability_zone", "north", 1],
        ["edgecenter", "edgecenter_floatingip", "public", 0],
        ["edgecenter", "edgecenter_image", "debian", 1],
        ["edgecenter", "edgecenter_instanceV2", "vm", 0],
        ["edgecenter", "edgecenter_instance_port_security", "vm", 0],
      ];
      for (const [provider, type, name, index] of expectations) {
        expect({ [type]: outputs[outputName(type, name)].value }).toEqual({ [type]: fixtureRecords(provider, type)[index] });
      }
    });

    it("keeps nested lists, sets and maps intact", () => {
      const value = (type: string, name: string): Record<string, unknown> =>
        outputs[outputName(type, name)].value as Record<string, unknown>;
      expect(value("ibm_app_config_environments", "all").previous).toEqual([
        {
          href: `https://us-south.apprapp.cloud.ibm.com/apprapp/feature/v1/instances/${GUID}/environments?limit=10&offset=0&page=previous`,
        },
      ]);
      expect(value("ibm_account_info", "this").linked_softlayer_account).toBe("SL-standin-1234567");
      expect(value("ibm_app", "app").service_instance_guid).toEqual(["svc-guid-standin-01", "svc-guid-standin-02"]);
      expect(value("ibm_app", "app").environment_json).toEqual({ NODE_ENV: "production", STANDIN: "true" });
      expect((value("ibm_app_config_features", "dev").features as Array<{ segment_rules: unknown }>)[0].segment_rules).toEqual([
        { order: 1, rollout_percentage: 50, rules: [{ segments: ["beta-testers", "staff"] }], value: "dark" },
      ]);
      expect(value("edgecenter_floatingip", "public").metadata_read_only).toEqual([
        { key: "owner", read_only: true, value: "standin-team" },
        { key: "purpose", read_only: true, value: "public-endpoint" },
      ]);
      expect(value("edgecenter_flavor", "standard").flavors).toHaveLength(2);
      expect(value("edgecenter_instance", "legacy").volume).toEqual([
        { delete_on_termination: true, volume_id: "40100000-5a1d-4e11-8000-000000000b01" },
      ]);
      expect(value("edgecenter_dns_secondary_zones", "all").zones).toHaveLength(2);
    });

    it("a second plan finds nothing to change", async () => {
      const plan = ensureSucceeded(await workspace.terraform(project, ["plan", "-detailed-exitcode", "-json"]));
      expect(plan.exitCode).toBe(0);
    });
  });
});
