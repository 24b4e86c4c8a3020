import { createHash } from "node:crypto";
import { join } from "node:path";
import { loadOverrides } from "./program/argument-rules";
import { decodeCty, encodeCty } from "./program/cty-msgpack";
import { type CtyValue, UNKNOWN } from "./program/cty-values";
import { FixtureError, loadFixtureCloud, parseFixtureCloud } from "./program/fixture-cloud";
import { blockCtyType, loadSchemaSnapshot } from "./program/provider-schema";
import { StandinProvider } from "./program/provider-service";

const root = join(__dirname, "..", "..");
const edgecenterSchema = loadSchemaSnapshot(join(root, "schemas", "edgecenter.json"));
const ibmSchema = loadSchemaSnapshot(join(root, "schemas", "ibm.json"));
/** Paths of nulls anywhere inside a value. */
function nullPaths(value: CtyValue, path: string): string[] {
  if (value === null) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullPaths(v, `${path}[${i}]`));
  if (typeof value === "object") return Object.entries(value).flatMap(([k, v]) => nullPaths(v as CtyValue, `${path}.${k}`));
  return [];
}

const edgecenter = (): StandinProvider =>
  new StandinProvider(
    edgecenterSchema,
    loadOverrides(join(root, "overrides", "edgecenter.json")),
    loadFixtureCloud(join(root, "test", "fixtures", "cloud", "edgecenter.json"), edgecenterSchema),
  );

function dataConfig(typeName: string, values: Record<string, CtyValue>): { type_name: string; config: { msgpack: Buffer } } {
  const type = blockCtyType(edgecenterSchema.dataSourceSchemas[typeName].block);
  return { type_name: typeName, config: { msgpack: Buffer.from(encodeCty(values, type)) } };
}

function providerConfig(values: Record<string, CtyValue>, schema = edgecenterSchema): { config: { msgpack: Buffer } } {
  return { config: { msgpack: Buffer.from(encodeCty(values, blockCtyType(schema.provider.block))) } };
}

describe("ValidateDataResourceConfig", () => {
  it("accepts one of each either-or pair", () => {
    const response = edgecenter().validateDataResourceConfig(
      dataConfig("edgecenter_flavor", { project_id: 101, region_name: "standin-region" }),
    );
    expect(response.diagnostics).toEqual([]);
  });

  it("rejects both and neither, naming the attributes", () => {
    const both = edgecenter().validateDataResourceConfig(
      dataConfig("edgecenter_flavor", { project_id: 101, region_id: 8, region_name: "standin-region" }),
    );
    expect(both.diagnostics).toHaveLength(1);
    expect(both.diagnostics[0]).toMatchObject({
      severity: "ERROR",
      summary: "Invalid combination of arguments",
      attribute: { steps: [{ attribute_name: "region_name" }] },
    });
    expect(both.diagnostics[0].detail).toMatch(/"region_id", "region_name"/);

    const neither = edgecenter().validateDataResourceConfig(dataConfig("edgecenter_flavor", { project_id: 101 }));
    expect(neither.diagnostics[0].detail).toMatch(/Exactly one of "region_id", "region_name" must be set, but none/);
    expect(neither.diagnostics[0].attribute).toEqual({ steps: [{ attribute_name: "region_id" }] });
  });

  it("counts unknown values as set, as the upstream SDK does", () => {
    const provider = edgecenter();
    const one = provider.validateDataResourceConfig(dataConfig("edgecenter_flavor", { project_id: UNKNOWN, region_id: UNKNOWN }));
    expect(one.diagnostics).toEqual([]);
    const two = provider.validateDataResourceConfig(
      dataConfig("edgecenter_flavor", { project_id: 1, region_id: UNKNOWN, region_name: "x" }),
    );
    expect(two.diagnostics.map((d) => d.summary)).toEqual(["Invalid combination of arguments"]);
  });

  it("reports missing required arguments and unknown data sources", () => {
    const provider = edgecenter();
    const missing = provider.validateDataResourceConfig(dataConfig("edgecenter_cdn_shielding_location", {}));
    expect(missing.diagnostics[0]).toMatchObject({
      summary: "Missing required argument",
      attribute: { steps: [{ attribute_name: "datacenter" }] },
    });
    expect(
      provider.validateDataResourceConfig({ type_name: "edgecenter_nope", config: { msgpack: Buffer.from([0xc0]) } }).diagnostics[0]
        .summary,
    ).toBe("Unknown data source");
  });
});

describe("ReadDataSource", () => {
  const configured = (): StandinProvider => {
    const provider = edgecenter();
    expect(provider.configureProvider(providerConfig({})).diagnostics).toEqual([]);
    return provider;
  };

  it("answers with the matching record, keeping the caller's own values", () => {
    const response = configured().readDataSource(dataConfig("edgecenter_availability_zone", { region_name: "standin-region-north" }));
    expect(response.diagnostics).toEqual([]);
    const type = blockCtyType(edgecenterSchema.dataSourceSchemas.edgecenter_availability_zone.block);
    expect(decodeCty(response.state?.msgpack as Buffer, type)).toEqual({
      id: "9",
      region_id: 9,
      region_name: "standin-region-north",
      availability_zones: ["standin-az-north-1"],
    });
  });

  it("names the argument no record matches", () => {
    const response = configured().readDataSource(dataConfig("edgecenter_image", { project_id: 101, region_id: 8, name: "windows-2022" }));
    expect(response.state).toBeNull();
    expect(response.diagnostics).toHaveLength(1);
    expect(response.diagnostics[0]).toMatchObject({
      summary: "No edgecenter_image found",
      attribute: { steps: [{ attribute_name: "name" }] },
    });
    expect(response.diagnostics[0].detail).toContain('name = "windows-2022"');
  });

  it("refuses to read before the provider is configured", () => {
    const response = edgecenter().readDataSource(dataConfig("edgecenter_cdn_shielding_location", { datacenter: "standin-dc-frankfurt" }));
    expect(response.diagnostics[0].summary).toBe("Provider not configured");
  });
});

describe("ConfigureProvider credentials gate", () => {
  const secret = "correct horse battery staple";
  const cloud = parseFixtureCloud(
    {
      auth: {
        attributes: ["ibmcloud_api_key", "iam_token"],
        env: { ibmcloud_api_key: ["IC_API_KEY", "IBMCLOUD_API_KEY"] },
        acceptSha256: [createHash("sha256").update(secret).digest("hex")],
      },
    },
    ibmSchema,
    "inline",
  );
  const ibm = (env: NodeJS.ProcessEnv): StandinProvider => new StandinProvider(ibmSchema, { rules: [], configRules: [] }, cloud, env);

  it("accepts the right key from the configuration or from the environment", () => {
    expect(ibm({}).configureProvider(providerConfig({ ibmcloud_api_key: secret }, ibmSchema)).diagnostics).toEqual([]);
    expect(ibm({ IBMCLOUD_API_KEY: secret }).configureProvider(providerConfig({}, ibmSchema)).diagnostics).toEqual([]);
  });

  it("rejects a wrong key without repeating it", () => {
    const [diagnostic] = ibm({ IC_API_KEY: "wrong-key-123" }).configureProvider(providerConfig({}, ibmSchema)).diagnostics;
    expect(diagnostic.summary).toBe("Authentication failed");
    expect(diagnostic.detail).toContain("IC_API_KEY");
    expect(JSON.stringify(diagnostic)).not.toContain("wrong-key-123");
  });

  it("asks for credentials when there are none", () => {
    const [diagnostic] = ibm({}).configureProvider(providerConfig({}, ibmSchema)).diagnostics;
    expect(diagnostic.summary).toBe("Missing credentials");
    expect(diagnostic.detail).toMatch(/ibmcloud_api_key.*iam_token.*IC_API_KEY, IBMCLOUD_API_KEY/);
  });
});

describe("fixture cloud validation", () => {
  it("loads both shipped fixtures, with a record for every data source", () => {
    for (const [schema, file] of [
      [ibmSchema, "ibm.json"],
      [edgecenterSchema, "edgecenter.json"],
    ] as const) {
      const cloud = loadFixtureCloud(join(root, "test", "fixtures", "cloud", file), schema);
      for (const typeName of Object.keys(schema.dataSourceSchemas)) {
        expect(cloud.dataSources[typeName]?.length ?? 0).toBeGreaterThan(0);
        // every attribute filled, nested ones too, and every list non-empty: tests downstream assert on any of them
        cloud.dataSources[typeName].forEach((record, i) => {
          expect(nullPaths(record, `${typeName}[${i}]`)).toEqual([]);
          const emptyLists = Object.entries(record).filter(([, v]) => Array.isArray(v) && v.length === 0);
          expect(emptyLists).toEqual([]);
        });
      }
    }
  });

  it("rejects unknown attributes and wrong types with their paths", () => {
    const attempt = (): unknown =>
      parseFixtureCloud(
        { dataSources: { edgecenter_availability_zone: [{ region_id: "eight", colour: "red" }], edgecenter_nope: [] } },
        edgecenterSchema,
        "bad.json",
      );
    expect(attempt).toThrow(FixtureError);
    expect(attempt).toThrow(/region_id: expected number, got "eight"/);
    expect(attempt).toThrow(/colour: unknown attribute/);
    expect(attempt).toThrow(/edgecenter_nope: the schema has no such data source/);
  });
});

describe("GetProviderSchema", () => {
  it("serves the snapshot with cty type JSON as bytes", () => {
    const response = edgecenter().getProviderSchema();
    const flavor = response.data_source_schemas.edgecenter_flavor.block;
    const flavors = flavor.attributes.find((a) => a.name === "flavors");
    expect(JSON.parse(flavors?.type.toString() ?? "null")).toEqual(
      edgecenterSchema.dataSourceSchemas.edgecenter_flavor.block.attributes?.flavors.type,
    );
    expect(flavors).toMatchObject({ computed: true, optional: false, description_kind: "PLAIN" });
    expect(response.provider.block.attributes.find((a) => a.name === "permanent_api_token")?.sensitive).toBe(true);
    expect(response.data_source_schemas.edgecenter_instance.block.deprecated).toBe(true);
  });
});
