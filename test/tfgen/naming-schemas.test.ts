import * as fs from "fs";
import * as path from "path";
import {
  dataSourceFunctionName,
  FieldShape,
  isPluralShape,
  NameMap,
  nestedTypeName,
  recordFields,
} from "../../src/tfgen/naming";

// End-to-end check of the naming rules against the pinned upstream schemas: walk each data source the
// way tfgen does and compare with the documented names. The walker is deliberately minimal (it is the
// generator's job); it only needs shapes and nesting.

const root = path.join(__dirname, "..", "..");
const readJson = (rel: string): unknown => JSON.parse(fs.readFileSync(path.join(root, rel), "utf8"));

type CtyType = string | [string, unknown];
interface SchemaBlock {
  attributes?: Record<string, { type: CtyType }>;
  block_types?: Record<string, { nesting_mode: string; max_items?: number; block: SchemaBlock }>;
}
interface Field {
  shape: FieldShape;
  object?: Record<string, Field>;
}

function fromType(type: CtyType): Field {
  if (typeof type === "string") return { shape: {} };
  const [kind, elem] = type;
  if (kind === "object") return { shape: {}, object: objectFields(elem as Record<string, CtyType>) };
  if (kind !== "list" && kind !== "set" && kind !== "map") throw new Error(`unexpected type ${kind}`);
  return { shape: { collection: kind }, object: fromType(elem as CtyType).object };
}

function objectFields(attrs: Record<string, CtyType>): Record<string, Field> {
  return Object.fromEntries(Object.entries(attrs).map(([k, t]) => [k, fromType(t)]));
}

function blockFields(block: SchemaBlock): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const [k, a] of Object.entries(block.attributes ?? {})) out[k] = fromType(a.type);
  for (const [k, b] of Object.entries(block.block_types ?? {})) {
    const shape: FieldShape =
      b.nesting_mode === "list" || b.nesting_mode === "set"
        ? { collection: b.nesting_mode, maxItems: b.max_items }
        : {};
    out[k] = { shape, object: blockFields(b.block) };
  }
  return out;
}

interface Walked {
  names: NameMap;
  /** nested type name -> the function or type that declares it */
  types: Map<string, string>;
}

function walkProvider(schemaFile: string, provider: string, renameWords: Record<string, string>): Walked {
  const schema = readJson(schemaFile) as {
    provider_schemas: Record<string, { data_source_schemas: Record<string, { block: SchemaBlock }> }>;
  };
  const [only] = Object.values(schema.provider_schemas);
  const walked: Walked = { names: new NameMap(), types: new Map() };
  const walk = (owner: string, fields: Record<string, Field>): void => {
    const shapes = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.shape]));
    const table = walked.names.scope(owner);
    const { resolutions } = recordFields(table, shapes, { renameWords });
    expect(resolutions).toEqual([]);
    for (const [tf, field] of Object.entries(fields)) {
      if (field.object === undefined) continue;
      const typeName = nestedTypeName(owner, table.toPulumi(tf)!, { collection: isPluralShape(field.shape) });
      expect(walked.types.has(typeName)).toBe(false);
      walked.types.set(typeName, owner);
      walk(typeName, field.object);
    }
  };
  for (const [tfType, ds] of Object.entries(only.data_source_schemas)) {
    walk(dataSourceFunctionName(provider, tfType, { renameWords }), blockFields(ds.block));
  }
  return walked;
}

interface SpecField {
  name: string;
  upstream: string;
}
interface Spec {
  functions: Array<{ token: string; name: string; upstream: string; inputs?: SpecField[]; outputs?: SpecField[] }>;
  nestedTypes: Array<{ name: string; fields: SpecField[] }>;
}

describe("edgecenter v0.12.10: names match the documented spec", () => {
  const spec = readJson("test/fixtures/spec/edgecenter.json") as Spec;
  const walked = walkProvider("schemas/edgecenter.json", "edgecenter", { edgecenter: "provider" });

  test.each(spec.functions.map((f) => [f.upstream, f] as const))("%s", (tfType, fn) => {
    expect(dataSourceFunctionName("edgecenter", tfType)).toBe(fn.name);
    expect(fn.token).toBe(`<pkg>:index/${fn.name}:${fn.name}`);
    const table = walked.names.get(fn.name)!;
    for (const field of [...(fn.inputs ?? []), ...(fn.outputs ?? [])]) {
      expect([field.upstream, table.toPulumi(field.upstream)]).toEqual([field.upstream, field.name]);
      expect(table.toTerraform(field.name)).toBe(field.upstream);
    }
  });

  test("every nested type, and no other, is generated with the documented fields", () => {
    expect([...walked.types.keys()].sort()).toEqual(spec.nestedTypes.map((t) => t.name).sort());
    for (const type of spec.nestedTypes) {
      const documented = Object.fromEntries(type.fields.map((f) => [f.upstream, f.name]));
      expect([type.name, walked.names.get(type.name)?.toJSON()]).toEqual([type.name, documented]);
    }
  });
});

describe("ibm v2.5.0: the documented renames and nested type names", () => {
  const renameWords = { ibmcloud: "cloud", bluemix: "legacy_a", softlayer: "legacy_b" };
  const walked = walkProvider("schemas/ibm.json", "ibm", renameWords);

  test.each([
    ["getAccountInfo", "linked_softlayer_account", "linkedLegacyBAccount"],
    ["getApp", "route_guid", "routeGuids"],
    ["getApp", "service_instance_guid", "serviceInstanceGuids"],
    ["getAppConfigCollection", "include", "includes"],
    ["getAppConfigCollections", "include", "includes"],
    ["getAppConfigEnvironments", "previous", "previouses"],
    ["getAppConfigFeatures", "first", "firsts"],
    ["getAppConfigIntegrations", "next", "nexts"],
    ["getAppConfigIntegrations", "last", "lasts"],
    ["getAccount", "account_users", "accountUsers"],
    ["getAccount", "org_guid", "orgGuid"],
  ])("%s: %s -> %s", (fn, tf, pulumi) => {
    expect(walked.names.get(fn)?.toPulumi(tf)).toBe(pulumi);
  });

  test.each([
    ["getAccountAccountUser", "getAccount"],
    ["getAccountInfoTrait", "getAccountInfo"],
    ["getAppConfigEnvironmentsPreviouse", "getAppConfigEnvironments"],
    ["getAppConfigCollectionsCollectionFeature", "getAppConfigCollectionsCollection"],
    ["getAppConfigFeatureSegmentRuleRule", "getAppConfigFeatureSegmentRule"],
    ["getAppConfigIntegrationsPreviouse", "getAppConfigIntegrations"],
  ])("type %s is declared by %s", (typeName, parent) => {
    expect(walked.types.get(typeName)).toBe(parent);
  });

  test("every function of the excerpt is named", () => {
    expect(walked.names.owners().filter((o) => !walked.types.has(o))).toEqual([
      "getAccount",
      "getAccountInfo",
      "getApp",
      "getAppConfigCollection",
      "getAppConfigCollections",
      "getAppConfigEnvironment",
      "getAppConfigEnvironments",
      "getAppConfigFeature",
      "getAppConfigFeatures",
      "getAppConfigIntegrationEn",
      "getAppConfigIntegrationKms",
      "getAppConfigIntegrations",
    ]);
  });
});
