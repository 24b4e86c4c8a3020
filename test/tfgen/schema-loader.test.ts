import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { readProjectConfig, type ProviderTarget } from "../../src/tfgen/project/cdktf-config";
import { loadPinnedSchema, parseSchemaFile } from "../../src/tfgen/schema/load";
import { SchemaError } from "../../src/tfgen/schema/validate";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

const config = readProjectConfig(REPO_ROOT);
const edgecenter = config.providers.find((p) => p.type === "edgecenter") as ProviderTarget;
const KEY = "registry.terraform.io/edge-center/edgecenter";
// The validator quotes keys that are not identifiers, as a JSON path must.
const P = `$.provider_schemas["${KEY}"]`;
const DS = `${P}.data_source_schemas`;

const pristine = fs.readFileSync(path.join(REPO_ROOT, "schemas", "edgecenter.json"), "utf8");
const realLock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", "schemas.lock.json"), "utf8"));

function sha256(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("hex");
}

let tmp: string;
beforeAll(() => {
  tmp = makeTempDir("schema-loader");
});
afterAll(() => removeDir(tmp));

/** Writes a mutated deep copy of the pinned edgecenter schema to its own file and returns the path. */
function fixture(name: string, mutate: (s: any, entry: any) => void): string {
  const s = JSON.parse(pristine);
  mutate(s, s.provider_schemas?.[KEY]);
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "edgecenter.json");
  fs.writeFileSync(file, JSON.stringify(s, null, 2));
  return file;
}

/** A project root holding only schemas/ (the pinned edgecenter snapshot and the real lock), for loadPinnedSchema. */
function pinnedRoot(name: string, schemaText = pristine): string {
  const root = path.join(tmp, name);
  fs.mkdirSync(path.join(root, "schemas"), { recursive: true });
  fs.writeFileSync(path.join(root, "schemas", "edgecenter.json"), schemaText);
  fs.writeFileSync(path.join(root, "schemas", "schemas.lock.json"), JSON.stringify(realLock, null, 2));
  return root;
}

function schemaErrorOf(fn: () => unknown): SchemaError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(SchemaError);
    return err as SchemaError;
  }
  throw new Error("expected a SchemaError, nothing was thrown");
}

function expectSchemaError(fn: () => unknown, file: string, jsonPath: string, problem: RegExp): void {
  const err = schemaErrorOf(fn);
  expect({ file: err.file, jsonPath: err.jsonPath }).toEqual({ file, jsonPath });
  expect(err.message.startsWith(`${file}: ${jsonPath}: `)).toBe(true);
  expect(err.problem).toMatch(problem);
}

const flavorAttr = (e: any, name: string) => e.data_source_schemas.edgecenter_flavor.block.attributes[name];

interface Case {
  name: string;
  mutate: (s: any, e: any) => void;
  jsonPath: string;
  problem: RegExp;
}

const cases: Case[] = [
  {
    name: "wrong format_version",
    mutate: (s) => (s.format_version = "0.2"),
    jsonPath: "$.format_version",
    problem: /^expected a 1\.x format version such as "1\.0", got string "0\.2"$/,
  },
  {
    name: "format_version missing",
    mutate: (s) => delete s.format_version,
    jsonPath: "$.format_version",
    problem: /^expected a 1\.x format version such as "1\.0", got nothing \(the key is missing\)$/,
  },
  {
    name: "provider key missing",
    mutate: (s) => (s.provider_schemas = {}),
    jsonPath: "$.provider_schemas",
    problem: /^expected the provider key "registry\.terraform\.io\/edge-center\/edgecenter" \(from cdktf\.json\), found no provider$/,
  },
  {
    name: "provider key not matching cdktf.json",
    mutate: (s) => (s.provider_schemas = { "registry.terraform.io/g-core/gcore": s.provider_schemas[KEY] }),
    jsonPath: "$.provider_schemas",
    problem:
      /^expected the provider key "registry\.terraform\.io\/edge-center\/edgecenter" \(from cdktf\.json\), found "registry\.terraform\.io\/g-core\/gcore"$/,
  },
  {
    name: "extra provider key",
    mutate: (s, e) => (s.provider_schemas["registry.terraform.io/ibm-cloud/ibm"] = e),
    jsonPath: "$.provider_schemas",
    problem: /^expected only "registry\.terraform\.io\/edge-center\/edgecenter", also found "registry\.terraform\.io\/ibm-cloud\/ibm"$/,
  },
  {
    name: "data source attribute with no type",
    mutate: (_s, e) => delete flavorAttr(e, "region_id").type,
    jsonPath: `${DS}.edgecenter_flavor.block.attributes.region_id`,
    problem: /^attribute has no "type" \(and no "nested_type"\)$/,
  },
  {
    name: "provider attribute with no type",
    mutate: (_s, e) => delete e.provider.block.attributes.api_endpoint.type,
    jsonPath: `${P}.provider.block.attributes.api_endpoint`,
    problem: /^attribute has no "type"/,
  },
  {
    name: "invalid cty primitive",
    mutate: (_s, e) => (flavorAttr(e, "region_id").type = "integer"),
    jsonPath: `${DS}.edgecenter_flavor.block.attributes.region_id.type`,
    problem: /^expected a type \(string, number, bool, dynamic, or a collection\), got string "integer"$/,
  },
  {
    name: "invalid cty collection kind",
    mutate: (_s, e) => (flavorAttr(e, "region_id").type = ["array", "number"]),
    jsonPath: `${DS}.edgecenter_flavor.block.attributes.region_id.type[0]`,
    problem: /^expected one of list, set, map, object, tuple, got string "array"$/,
  },
  {
    name: "invalid cty type deep inside an object type",
    mutate: (_s, e) => (flavorAttr(e, "flavors").type[1][1].ram = "int"),
    jsonPath: `${DS}.edgecenter_flavor.block.attributes.flavors.type[1][1].ram`,
    problem: /got string "int"$/,
  },
  {
    name: "unknown nesting_mode in block_types",
    mutate: (_s, e) =>
      (e.data_source_schemas.edgecenter_image.block.block_types = { timeouts: { nesting_mode: "bag", block: { attributes: {} } } }),
    jsonPath: `${DS}.edgecenter_image.block.block_types.timeouts.nesting_mode`,
    problem: /^expected one of single, group, list, set, map, got string "bag"$/,
  },
  {
    name: "unknown nesting_mode in nested_type",
    // "group" is valid for blocks but not for nested attribute types.
    mutate: (_s, e) =>
      (e.data_source_schemas.edgecenter_image.block.attributes.volumes = {
        nested_type: { nesting_mode: "group", attributes: { size: { type: "number", computed: true } } },
        computed: true,
      }),
    jsonPath: `${DS}.edgecenter_image.block.attributes.volumes.nested_type.nesting_mode`,
    problem: /^expected one of single, list, set, map, got string "group"$/,
  },
  {
    name: "negative max_items",
    mutate: (_s, e) =>
      (e.data_source_schemas.edgecenter_image.block.block_types = { timeouts: { nesting_mode: "list", max_items: -1, block: {} } }),
    jsonPath: `${DS}.edgecenter_image.block.block_types.timeouts.max_items`,
    problem: /^expected a non-negative integer, got number -1$/,
  },
  {
    name: "attribute neither required, optional nor computed",
    mutate: (_s, e) => delete flavorAttr(e, "flavors").computed,
    jsonPath: `${DS}.edgecenter_flavor.block.attributes.flavors`,
    problem: /^expected at least one of required, optional or computed to be true$/,
  },
  {
    name: "attribute required and computed",
    mutate: (_s, e) => (e.data_source_schemas.edgecenter_cdn_shielding_location.block.attributes.datacenter.computed = true),
    jsonPath: `${DS}.edgecenter_cdn_shielding_location.block.attributes.datacenter`,
    problem: /^an attribute cannot be required and also optional or computed$/,
  },
  {
    name: "data_source_schemas missing",
    mutate: (_s, e) => delete e.data_source_schemas,
    jsonPath: `${DS}`,
    problem: /^expected an object, got nothing \(the key is missing\)$/,
  },
];

describe("parseSchemaFile rejects a malformed schema, naming the file and the JSON path", () => {
  test("control: the unmutated copy written the same way is accepted", () => {
    const file = fixture("control", () => undefined);
    const parsed = parseSchemaFile(file, edgecenter, null);
    expect(Object.keys(parsed.schema.data_source_schemas ?? {})).toHaveLength(9);
  });

  test.each(cases)("$name", ({ name, mutate, jsonPath, problem }) => {
    const file = fixture(name.replace(/\W+/g, "-"), mutate);
    expectSchemaError(() => parseSchemaFile(file, edgecenter, null), file, jsonPath, problem);
  });

  test("invalid JSON", () => {
    const file = path.join(tmp, "invalid-json.json");
    fs.writeFileSync(file, pristine.slice(0, 200));
    expectSchemaError(() => parseSchemaFile(file, edgecenter, null), file, "$", /^invalid JSON: /);
  });

  test("a file that is not there", () => {
    const file = path.join(tmp, "absent", "edgecenter.json");
    expectSchemaError(() => parseSchemaFile(file, edgecenter, null), file, "$", /^cannot read the file: ENOENT/);
  });
});

describe("loadPinnedSchema refuses what the lock does not vouch for", () => {
  test("checksum mismatch against the lock", () => {
    const edited = pristine.replace('"description_kind": "plain"', '"description_kind": "markdown"');
    expect(edited).not.toBe(pristine);
    const root = pinnedRoot("checksum", edited);
    const file = path.join(root, "schemas", "edgecenter.json");
    const locked = realLock.providers["Edge-Center/edgecenter"].sha256;
    expectSchemaError(
      () => loadPinnedSchema(root, edgecenter),
      file,
      "$",
      new RegExp(`^checksum mismatch: the lock records sha256 ${locked}, the file has ${sha256(edited)}$`),
    );
  });

  test("lock version does not match cdktf.json", () => {
    const root = pinnedRoot("version");
    const lockFile = path.join(root, "schemas", "schemas.lock.json");
    expect(() => loadPinnedSchema(root, { ...edgecenter, version: "0.12.9" })).toThrow(
      `${lockFile}: $.providers["Edge-Center/edgecenter"].version: ` +
        `cdktf.json pins 0.12.9 but the schema lock records 0.12.10 (run pull-schemas or upgrade)`,
    );
  });

  test("lock has no entry for the provider", () => {
    const root = pinnedRoot("no-entry");
    const lockFile = path.join(root, "schemas", "schemas.lock.json");
    const other = { ...edgecenter, source: "hashicorp/tls", type: "tls" };
    expect(() => loadPinnedSchema(root, other)).toThrow(`${lockFile}: $.providers: no entry for hashicorp/tls (run pull-schemas)`);
  });

  test("a provider name close to a locked one is told as the likely typo in cdktf.json, before pull-schemas", () => {
    const root = pinnedRoot("typo");
    const lockFile = path.join(root, "schemas", "schemas.lock.json");
    const typo = { ...edgecenter, source: "Edge-Center/edgcenter", type: "edgcenter" };
    expect(() => loadPinnedSchema(root, typo)).toThrow(
      `cdktf.json names Edge-Center/edgcenter, which ${lockFile} does not know; did you mean "Edge-Center/edgecenter"? ` +
        `(if it is a new provider, run pull-schemas for it)`,
    );
  });

  test("control: the same temp root with the pristine snapshot loads", () => {
    const root = pinnedRoot("pristine");
    expect(loadPinnedSchema(root, edgecenter).sha256).toBe(sha256(pristine));
  });
});

describe("the pinned snapshots", () => {
  const expected: Record<string, { version: string; dataSources: number; configVariables: number }> = {
    "IBM-Cloud/ibm": { version: "2.5.0", dataSources: 12, configVariables: 27 },
    "Edge-Center/edgecenter": { version: "0.12.10", dataSources: 9, configVariables: 14 },
  };

  test("cdktf.json lists exactly the two pinned providers", () => {
    expect(config.providers.map((p) => p.source).sort()).toEqual(Object.keys(expected).sort());
  });

  test.each(config.providers.map((p) => [p.source, p] as const))("%s loads and matches its lock entry", (source, target) => {
    const pinned = loadPinnedSchema(REPO_ROOT, target);
    expect(pinned.lock.version).toBe(expected[source].version);
    expect(pinned.sha256).toBe(realLock.providers[source].sha256);
    expect(pinned.sha256).toBe(sha256(fs.readFileSync(path.join(REPO_ROOT, "schemas", realLock.providers[source].schemaFile))));
    expect(pinned.lock.origin).toBe("snapshot");
    expect(pinned.lock.terraformVersion).toBeNull();
    expect(Object.keys(pinned.schema.data_source_schemas ?? {})).toHaveLength(expected[source].dataSources);
    expect(Object.keys(pinned.schema.provider.block.attributes ?? {})).toHaveLength(expected[source].configVariables);
  });
});
