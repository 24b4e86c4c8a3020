/**
 * Provider functions and ephemeral resources in a pinned schema: the toolbox fixture loads as Terraform printed
 * it, and each malformed part is refused naming the file and the JSON path.
 */
import * as fs from "fs";
import * as path from "path";
import { normalisePrintedSchemas } from "../../src/tfgen/pull/normalise";
import { parseSchemaFile } from "../../src/tfgen/schema/load";
import { SchemaError } from "../../src/tfgen/schema/validate";
import { makeTempDir, removeDir } from "../support/project";
import { TOOLBOX_DIR } from "../support/toolbox";

const KEY = "registry.terraform.io/acme/toolbox";
const P = `$.provider_schemas["${KEY}"]`;
const SCHEMA = path.join(TOOLBOX_DIR, "schemas", "toolbox.json");
const target = { registryKey: KEY };

let tmp: string;
beforeAll(() => {
  tmp = makeTempDir("schema-functions");
});
afterAll(() => removeDir(tmp));

function mutated(name: string, mutate: (entry: any) => void): string {
  const doc = JSON.parse(fs.readFileSync(SCHEMA, "utf8"));
  mutate(doc.provider_schemas[KEY]);
  const file = path.join(tmp, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

test("the toolbox schema (as Terraform 1.11 printed it) loads with its functions and ephemeral resources", () => {
  const { schema } = parseSchemaFile(SCHEMA, target, null);
  expect(Object.keys(schema.functions ?? {}).sort()).toStrictEqual([
    "default_to",
    "echo",
    "join_path",
    "old_parse",
    "parse_id",
    "sum",
    "version",
  ]);
  expect(schema.functions?.join_path.variadic_parameter).toStrictEqual({
    name: "segments",
    description: "Segments to join.",
    type: "string",
  });
  expect(schema.functions?.default_to.parameters?.[0].is_nullable).toBe(true);
  expect(Object.keys(schema.ephemeral_resource_schemas ?? {}).sort()).toStrictEqual(["toolbox_credentials", "toolbox_token"]);
});

const cases: [string, (e: any) => void, string, RegExp][] = [
  ["functions not an object", (e) => (e.functions = []), `${P}.functions`, /^expected an object, got an array/],
  ["a function without return type", (e) => delete e.functions.sum.return_type, `${P}.functions.sum.return_type`, /return type/],
  ["a bad return type", (e) => (e.functions.sum.return_type = "integer"), `${P}.functions.sum.return_type`, /expected a type/],
  ["parameters not an array", (e) => (e.functions.sum.parameters = {}), `${P}.functions.sum.parameters`, /array of parameters/],
  [
    "a parameter of a bad type",
    (e) => (e.functions.parse_id.parameters[0].type = ["list"]),
    `${P}.functions.parse_id.parameters[0].type`,
    /expected a type/,
  ],
  [
    "is_nullable not a boolean",
    (e) => (e.functions.default_to.parameters[0].is_nullable = "yes"),
    `${P}.functions.default_to.parameters[0].is_nullable`,
    /expected a boolean, got string "yes"/,
  ],
  [
    "a variadic parameter without type",
    (e) => delete e.functions.join_path.variadic_parameter.type,
    `${P}.functions.join_path.variadic_parameter.type`,
    /the parameter's type/,
  ],
  ["a summary that is not text", (e) => (e.functions.sum.summary = 3), `${P}.functions.sum.summary`, /expected a string, got number 3/],
  [
    "a function name Terraform could not call",
    (e) => (e.functions["no such"] = e.functions.sum),
    `${P}.functions["no such"]`,
    /function name Terraform can call/,
  ],
  [
    "an ephemeral resource without block",
    (e) => delete e.ephemeral_resource_schemas.toolbox_token.block,
    `${P}.ephemeral_resource_schemas.toolbox_token.block`,
    /expected a block object/,
  ],
  [
    "an ephemeral attribute with no role",
    (e) => (e.ephemeral_resource_schemas.toolbox_token.block.attributes.scope = { type: "string" }),
    `${P}.ephemeral_resource_schemas.toolbox_token.block.attributes.scope`,
    /required, optional or computed/,
  ],
];

test.each(cases)("%s is refused with the file and the JSON path", (name, mutate, jsonPath, problem) => {
  const file = mutated(name.replace(/\W+/g, "-"), mutate);
  let caught: unknown;
  try {
    parseSchemaFile(file, target, null);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(SchemaError);
  const err = caught as SchemaError;
  expect({ file: err.file, jsonPath: err.jsonPath }).toStrictEqual({ file, jsonPath });
  expect(err.problem).toMatch(problem);
});

test("pull-schemas keeps functions and ephemeral resources, in Terraform's key order, whatever order they were printed in", () => {
  const printed = JSON.parse(fs.readFileSync(SCHEMA, "utf8"));
  const entry = printed.provider_schemas[KEY];
  // Reversed key order, as another CLI might print it.
  const reversed = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());
  entry.functions = reversed(
    Object.fromEntries(Object.entries(entry.functions).map(([k, f]) => [k, reversed(f as Record<string, unknown>)])),
  );
  const target = { source: "Acme/toolbox", namespace: "Acme", type: "toolbox", version: "0.4.0", registryKey: KEY } as any;
  const { document } = normalisePrintedSchemas(printed, target, "test");
  const original = JSON.parse(fs.readFileSync(SCHEMA, "utf8")).provider_schemas[KEY];
  const kept = document.provider_schemas[KEY] as any;
  expect(JSON.stringify(kept.functions)).toBe(JSON.stringify(original.functions));
  expect(JSON.stringify(kept.ephemeral_resource_schemas)).toBe(JSON.stringify(original.ephemeral_resource_schemas));
});
