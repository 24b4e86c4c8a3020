import * as fs from "fs";
import * as path from "path";
import { Testing, TerraformStack, type TerraformDataSource, type TerraformProvider } from "cdktf";
// Only for its `declare global`: the typings of the matchers Testing.setupJest() installs.
import type {} from "cdktf/lib/testing/adapters/jest";
import type { Construct } from "constructs";

import { IbmProvider } from "../../providers/ibm/cdktf/provider";
import { DataIbmAccount } from "../../providers/ibm/cdktf/data-ibm-account";
import { DataIbmAccountInfo } from "../../providers/ibm/cdktf/data-ibm-account-info";
import { DataIbmApp } from "../../providers/ibm/cdktf/data-ibm-app";
import { DataIbmAppConfigCollection } from "../../providers/ibm/cdktf/data-ibm-app-config-collection";
import { DataIbmAppConfigCollections } from "../../providers/ibm/cdktf/data-ibm-app-config-collections";
import { DataIbmAppConfigEnvironment } from "../../providers/ibm/cdktf/data-ibm-app-config-environment";
import { DataIbmAppConfigEnvironments } from "../../providers/ibm/cdktf/data-ibm-app-config-environments";
import { DataIbmAppConfigFeature } from "../../providers/ibm/cdktf/data-ibm-app-config-feature";
import { DataIbmAppConfigFeatures } from "../../providers/ibm/cdktf/data-ibm-app-config-features";
import { DataIbmAppConfigIntegrationEn } from "../../providers/ibm/cdktf/data-ibm-app-config-integration-en";
import { DataIbmAppConfigIntegrationKms } from "../../providers/ibm/cdktf/data-ibm-app-config-integration-kms";
import { DataIbmAppConfigIntegrations } from "../../providers/ibm/cdktf/data-ibm-app-config-integrations";
import { EdgecenterProvider } from "../../providers/edgecenter/cdktf/provider";
import { DataEdgecenterAvailabilityZone } from "../../providers/edgecenter/cdktf/data-edgecenter-availability-zone";
import { DataEdgecenterCdnShieldingLocation } from "../../providers/edgecenter/cdktf/data-edgecenter-cdn-shielding-location";
import { DataEdgecenterDnsSecondaryZones } from "../../providers/edgecenter/cdktf/data-edgecenter-dns-secondary-zones";
import { DataEdgecenterFlavor } from "../../providers/edgecenter/cdktf/data-edgecenter-flavor";
import { DataEdgecenterFloatingip } from "../../providers/edgecenter/cdktf/data-edgecenter-floatingip";
import { DataEdgecenterImage } from "../../providers/edgecenter/cdktf/data-edgecenter-image";
import { DataEdgecenterInstance } from "../../providers/edgecenter/cdktf/data-edgecenter-instance";
import { DataEdgecenterInstanceV2 } from "../../providers/edgecenter/cdktf/data-edgecenter-instance-v2";
import { DataEdgecenterInstancePortSecurity } from "../../providers/edgecenter/cdktf/data-edgecenter-instance-port-security";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

Testing.setupJest();

/*
 * Every row is written the way a user writes it (camelCase config on the generated class) next to what Terraform
 * must receive (snake_case arguments). The expected side is spelled out rather than derived, so a binding that
 * maps a name or a value wrongly fails its own row.
 */

type ProviderType = "ibm" | "edgecenter";

interface Row {
  type: string;
  provider: ProviderType;
  tfResourceType: string;
  add(scope: Construct): TerraformDataSource;
  expected: Record<string, unknown>;
}

interface DataSourceClass {
  // `never` accepts every generated class whatever its config type; `row` recovers that type below.
  new (scope: Construct, id: string, config: never): TerraformDataSource;
  readonly tfResourceType: string;
}

function row<T extends DataSourceClass>(
  type: string,
  provider: ProviderType,
  cls: T,
  config: NonNullable<ConstructorParameters<T>[2]>,
  expected: Record<string, unknown>,
): Row {
  return { type, provider, tfResourceType: cls.tfResourceType, add: (scope) => new cls(scope, "lookup", config), expected };
}

const rows: Row[] = [
  row("ibm_account", "ibm", DataIbmAccount, { orgGuid: "org-7f3a", id: "acct-lookup" }, { org_guid: "org-7f3a", id: "acct-lookup" }),
  row(
    "ibm_account_info",
    "ibm",
    DataIbmAccountInfo,
    { accountId: "a1b2c3", id: "info-lookup" },
    { account_id: "a1b2c3", id: "info-lookup" },
  ),
  row(
    "ibm_app",
    "ibm",
    DataIbmApp,
    { name: "billing-ui", spaceGuid: "space-42", id: "app-lookup" },
    { name: "billing-ui", space_guid: "space-42", id: "app-lookup" },
  ),
  row(
    "ibm_app_config_collection",
    "ibm",
    DataIbmAppConfigCollection,
    { guid: "ac-guid-1", collectionId: "web-app", expand: true, include: ["features", "properties"] },
    { guid: "ac-guid-1", collection_id: "web-app", expand: true, include: ["features", "properties"] },
  ),
  row(
    "ibm_app_config_collections",
    "ibm",
    DataIbmAppConfigCollections,
    { guid: "ac-guid-2", expand: false, include: ["features"], limit: 25, offset: 50 },
    { guid: "ac-guid-2", expand: false, include: ["features"], limit: 25, offset: 50 },
  ),
  row(
    "ibm_app_config_environment",
    "ibm",
    DataIbmAppConfigEnvironment,
    { guid: "ac-guid-3", environmentId: "prod", expand: true, id: "env-lookup" },
    { guid: "ac-guid-3", environment_id: "prod", expand: true, id: "env-lookup" },
  ),
  row(
    "ibm_app_config_environments",
    "ibm",
    DataIbmAppConfigEnvironments,
    { guid: "ac-guid-4", expand: true, limit: 10, offset: 0, tags: "team:core" },
    { guid: "ac-guid-4", expand: true, limit: 10, offset: 0, tags: "team:core" },
  ),
  row(
    "ibm_app_config_feature",
    "ibm",
    DataIbmAppConfigFeature,
    { guid: "ac-guid-5", environmentId: "dev", featureId: "dark-mode", includes: "collections", id: "feature-lookup" },
    { guid: "ac-guid-5", environment_id: "dev", feature_id: "dark-mode", includes: "collections", id: "feature-lookup" },
  ),
  row(
    "ibm_app_config_features",
    "ibm",
    DataIbmAppConfigFeatures,
    {
      guid: "ac-guid-6",
      environmentId: "stage",
      collections: ["web", "mobile"],
      segments: ["beta-users"],
      includes: ["collections", "rules"],
      expand: false,
      limit: 100,
      offset: 200,
      sort: "created_time",
      tags: "version:2",
    },
    {
      guid: "ac-guid-6",
      environment_id: "stage",
      collections: ["web", "mobile"],
      segments: ["beta-users"],
      includes: ["collections", "rules"],
      expand: false,
      limit: 100,
      offset: 200,
      sort: "created_time",
      tags: "version:2",
    },
  ),
  row(
    "ibm_app_config_integration_en",
    "ibm",
    DataIbmAppConfigIntegrationEn,
    { guid: "ac-guid-7", integrationId: "en-int-1", id: "en-lookup" },
    { guid: "ac-guid-7", integration_id: "en-int-1", id: "en-lookup" },
  ),
  row(
    "ibm_app_config_integration_kms",
    "ibm",
    DataIbmAppConfigIntegrationKms,
    { guid: "ac-guid-8", integrationId: "kms-int-1", id: "kms-lookup" },
    { guid: "ac-guid-8", integration_id: "kms-int-1", id: "kms-lookup" },
  ),
  row(
    "ibm_app_config_integrations",
    "ibm",
    DataIbmAppConfigIntegrations,
    { guid: "ac-guid-9", limit: 5, offset: 15 },
    { guid: "ac-guid-9", limit: 5, offset: 15 },
  ),
  row(
    "edgecenter_availability_zone",
    "edgecenter",
    DataEdgecenterAvailabilityZone,
    { regionId: 76, id: "az-lookup" },
    { region_id: 76, id: "az-lookup" },
  ),
  row(
    "edgecenter_cdn_shielding_location",
    "edgecenter",
    DataEdgecenterCdnShieldingLocation,
    { datacenter: "dt-msk", id: "shield-lookup" },
    { datacenter: "dt-msk", id: "shield-lookup" },
  ),
  row("edgecenter_dns_secondary_zones", "edgecenter", DataEdgecenterDnsSecondaryZones, { id: "zones-lookup" }, { id: "zones-lookup" }),
  row(
    "edgecenter_flavor",
    "edgecenter",
    DataEdgecenterFlavor,
    { projectId: 1123, regionName: "ED-10 Preprod", type: "instance", excludeWindows: true, includePrices: false },
    { project_id: 1123, region_name: "ED-10 Preprod", type: "instance", exclude_windows: true, include_prices: false },
  ),
  row(
    "edgecenter_floatingip",
    "edgecenter",
    DataEdgecenterFloatingip,
    { projectName: "default", regionId: 8, floatingIpAddress: "203.0.113.10", portId: "port-9" },
    { project_name: "default", region_id: 8, floating_ip_address: "203.0.113.10", port_id: "port-9" },
  ),
  row(
    "edgecenter_image",
    "edgecenter",
    DataEdgecenterImage,
    { projectId: 1, regionId: 2, name: "ubuntu-22.04-x64", isBaremetal: false, metadataKv: { os_distro: "ubuntu" } },
    { project_id: 1, region_id: 2, name: "ubuntu-22.04-x64", is_baremetal: false, metadata_kv: { os_distro: "ubuntu" } },
  ),
  row(
    "edgecenter_instance",
    "edgecenter",
    DataEdgecenterInstance,
    { name: "vm-frontend-1", projectId: 3, regionName: "Luxembourg" },
    { name: "vm-frontend-1", project_id: 3, region_name: "Luxembourg" },
  ),
  row(
    "edgecenter_instanceV2",
    "edgecenter",
    DataEdgecenterInstanceV2,
    { id: "0a1b2c3d-instance", projectId: 11, regionName: "Amsterdam" },
    { id: "0a1b2c3d-instance", project_id: 11, region_name: "Amsterdam" },
  ),
  row(
    "edgecenter_instance_port_security",
    "edgecenter",
    DataEdgecenterInstancePortSecurity,
    { instanceId: "inst-5", portId: "port-6", projectId: 4, regionId: 9 },
    { instance_id: "inst-5", port_id: "port-6", project_id: 4, region_id: 9 },
  ),
];

interface ProviderCase {
  cls: typeof IbmProvider | typeof EdgecenterProvider;
  add(scope: Construct): TerraformProvider;
  expected: Record<string, unknown>;
}

const providers: Record<ProviderType, ProviderCase> = {
  ibm: {
    cls: IbmProvider,
    add: (scope) => new IbmProvider(scope, "ibm", { region: "eu-de", ibmcloudTimeout: 120, visibility: "private" }),
    expected: { region: "eu-de", ibmcloud_timeout: 120, visibility: "private" },
  },
  edgecenter: {
    cls: EdgecenterProvider,
    add: (scope) =>
      new EdgecenterProvider(scope, "edgecenter", {
        apiEndpoint: "https://api.edgecenter.example",
        edgecenterCloudApi: "https://api.edgecenter.example/cloud",
        ignoreCredsAuthError: false,
      }),
    expected: {
      api_endpoint: "https://api.edgecenter.example",
      edgecenter_cloud_api: "https://api.edgecenter.example/cloud",
      ignore_creds_auth_error: false,
    },
  },
};

// Read independently of src/tfgen so that the bindings are checked against cdktf.json itself.
const pinned: Record<string, { source: string; version: string }> = Object.fromEntries(
  (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "cdktf.json"), "utf8")).terraformProviders as string[]).map((spec) => {
    const at = spec.lastIndexOf("@");
    const source = spec.slice(0, at);
    return [source.split("/")[1], { source, version: spec.slice(at + 1) }];
  }),
);

type CtyType = string | [string, unknown, ...unknown[]];
interface SchemaAttribute {
  type: CtyType;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
}

function dataSourceSchemas(type: ProviderType): Record<string, { block: { attributes: Record<string, SchemaAttribute> } }> {
  const file = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", `${type}.json`), "utf8"));
  return (Object.values(file.provider_schemas)[0] as { data_source_schemas: never }).data_source_schemas;
}

const schemas = { ibm: dataSourceSchemas("ibm"), edgecenter: dataSourceSchemas("edgecenter") };

function kindOf(t: CtyType): string {
  if (typeof t === "string") return t;
  return t[0] === "set" ? "list" : t[0];
}

function valueFits(kind: string, v: unknown): boolean {
  switch (kind) {
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number";
    case "bool":
      return typeof v === "boolean";
    case "list":
      return Array.isArray(v);
    case "map":
      return typeof v === "object" && v !== null && !Array.isArray(v);
    default:
      return false;
  }
}

function exactlyOneOfRules(type: ProviderType, dataSource: string): string[][] {
  const overrides = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "overrides", `${type}.json`), "utf8"));
  return (overrides.rules ?? [])
    .filter((r: { kind: string; dataSources: string[] }) => r.kind === "exactlyOneOf" && r.dataSources.includes(dataSource))
    .map((r: { fields: string[] }) => r.fields);
}

let tmp: string;
let tmpdirSpy: jest.SpyInstance;
beforeAll(() => {
  // Testing.app() makes an output folder under os.tmpdir() for every stack and never removes it; point it at a
  // folder afterAll removes. (Setting TMPDIR would not reach it: the test sandbox has its own process.env.)
  tmp = makeTempDir("synth");
  tmpdirSpy = jest.spyOn(require("os") as typeof import("os"), "tmpdir").mockReturnValue(tmp);
});
afterAll(() => {
  tmpdirSpy.mockRestore();
  removeDir(tmp);
});

describe("the table", () => {
  test("has one row per data source of the pinned schemas, for the providers in cdktf.json", () => {
    const inSchemas = [...Object.keys(schemas.ibm), ...Object.keys(schemas.edgecenter)].sort();
    expect(rows.map((r) => r.type).sort()).toEqual(inSchemas);
    expect(inSchemas).toHaveLength(21);
    expect(Object.keys(pinned).sort()).toEqual(["edgecenter", "ibm"]);
  });

  test.each(rows)("$type: every required argument, a couple of optional ones, one of each optional kind", (r) => {
    const attrs = schemas[r.provider][r.type].block.attributes;
    const settable = Object.entries(attrs).filter(([, a]) => a.required || a.optional);
    const used = Object.keys(r.expected);
    for (const name of used) {
      expect({ name, settable: settable.some(([n]) => n === name) }).toEqual({ name, settable: true });
      const kind = kindOf(attrs[name].type);
      expect({ name, kind, fits: valueFits(kind, r.expected[name]) }).toEqual({ name, kind, fits: true });
    }
    const required = settable.filter(([, a]) => a.required).map(([n]) => n);
    expect(used).toEqual(expect.arrayContaining(required));
    const optional = settable.filter(([, a]) => !a.required);
    expect(used.filter((n) => !required.includes(n)).length).toBeGreaterThanOrEqual(Math.min(2, optional.length));
    const optionalKinds = new Set(optional.map(([, a]) => kindOf(a.type)).filter((k) => k !== "string"));
    const usedKinds = new Set(used.filter((n) => !required.includes(n)).map((n) => kindOf(attrs[n].type)));
    expect([...optionalKinds].filter((k) => !usedKinds.has(k))).toEqual([]);
    for (const fields of exactlyOneOfRules(r.provider, r.type)) {
      expect({ fields, given: fields.filter((f) => f in r.expected) }).toEqual({ fields, given: [expect.any(String)] });
    }
  });
});

describe.each(rows)("$type", (r) => {
  test("the generated class is bound to the data-source type", () => {
    expect(r.tfResourceType).toBe(r.type);
  });

  test("synthesizes the data source with its arguments and the provider block", () => {
    const synth = Testing.synthScope((scope) => {
      providers[r.provider].add(scope);
      r.add(scope);
    });
    const cls = { tfResourceType: r.type };
    expect(synth).toHaveDataSource(cls);
    expect(synth).toHaveDataSourceWithProperties(cls, r.expected);
    expect(synth).toHaveProviderWithProperties(providers[r.provider].cls, providers[r.provider].expected);
    // objectContaining ignores extra keys; an argument the row did not set must not be invented either.
    const data = JSON.parse(synth).data[r.type];
    expect(Object.keys(data)).toHaveLength(1);
    expect(Object.keys(Object.values(data)[0] as object).sort()).toEqual(Object.keys(r.expected).sort());
  });

  test("full synth pins the provider source and the exact version from cdktf.json", () => {
    const stack = new TerraformStack(Testing.app(), "lookups");
    providers[r.provider].add(stack);
    r.add(stack);
    const outdir = Testing.fullSynth(stack);
    try {
      const tf = JSON.parse(fs.readFileSync(path.join(outdir, "stacks", "lookups", "cdk.tf.json"), "utf8"));
      expect(tf.terraform.required_providers).toEqual({ [r.provider]: pinned[r.provider] });
      expect(Object.keys(tf.data)).toEqual([r.type]);
    } finally {
      removeDir(outdir);
    }
  });
});
