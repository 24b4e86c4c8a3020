/**
 * The model of provider functions and ephemeral resources: the toolbox fixture's, and the naming rules
 * (camelCase, the `Function` suffix on a clash, `open<Name>`), include/exclude, and the unchanged model of a
 * provider that has neither.
 */
import * as fs from "fs";
import * as path from "path";
import { buildPackageModel } from "../../src/tfgen/model/build";
import { filterSchema } from "../../src/tfgen/model/select";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import type { ProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import { TOOLBOX_DIR } from "../support/toolbox";

const TARGET = parseProviderSpec("Acme/toolbox@0.4.0");
const KEY = "registry.terraform.io/acme/toolbox";
const toolboxSchema = (): ProviderSchemaJson =>
  JSON.parse(fs.readFileSync(path.join(TOOLBOX_DIR, "schemas", "toolbox.json"), "utf8")).provider_schemas[KEY];

function inputs(schema: ProviderSchemaJson, overrides: Partial<ProviderOverrides> = {}): ProviderInputs {
  const o: ProviderOverrides = { provider: "Acme/toolbox", package: "toolbox", ...overrides };
  return {
    target: TARGET,
    pinned: { target: TARGET, file: "toolbox.json", sha256: "0".repeat(64), lock: undefined as never, schema },
    overrides: o,
    overridesFile: "overrides/toolbox.json",
    overridesText: JSON.stringify(o),
  };
}

test("the toolbox's functions: names, tokens, parameters in order, the variadic one apart, result types", () => {
  const model = buildPackageModel(inputs(toolboxSchema()));
  const fns = model.providerFunctions ?? [];
  expect(fns.map((f) => [f.tfName, f.name, f.token])).toStrictEqual([
    ["default_to", "defaultTo", "toolbox:index/defaultTo:defaultTo"],
    ["echo", "echo", "toolbox:index/echo:echo"],
    ["join_path", "joinPath", "toolbox:index/joinPath:joinPath"],
    ["old_parse", "oldParse", "toolbox:index/oldParse:oldParse"],
    ["parse_id", "parseId", "toolbox:index/parseId:parseId"],
    ["sum", "sum", "toolbox:index/sum:sum"],
    ["version", "version", "toolbox:index/version:version"],
  ]);
  const byName = Object.fromEntries(fns.map((f) => [f.tfName, f]));
  expect(byName.join_path.parameters).toStrictEqual([
    { name: "separator", tfName: "separator", type: { kind: "string" }, nullable: false },
  ]);
  expect(byName.join_path.variadic).toStrictEqual({
    name: "segments",
    tfName: "segments",
    type: { kind: "string" },
    nullable: false,
    description: "Segments to join.",
  });
  expect(byName.default_to.parameters.map((p) => [p.name, p.nullable])).toStrictEqual([
    ["value", true],
    ["fallback", false],
  ]);
  expect(byName.echo.result).toStrictEqual({ kind: "any" });
  expect(byName.sum.parameters[0].type).toStrictEqual({ kind: "list", element: { kind: "number" }, collection: "list" });
  expect(byName.parse_id.result).toStrictEqual({ kind: "object", name: "ParseIdResult" });
  expect(model.types.find((t) => t.name === "ParseIdResult")?.output?.map((p) => [p.name, p.required])).toStrictEqual([
    ["kind", true],
    ["name", true],
    ["zone", true],
  ]);
  expect(byName.old_parse.deprecationMessage).toBe("Use parse_id instead.");
  expect(byName.version.parameters).toStrictEqual([]);
  expect(byName.parse_id.summary).toBe("Parse a toolbox identifier");
});

test("ephemeral resources are open<Name>, with arguments and results named as for data sources", () => {
  const model = buildPackageModel(inputs(toolboxSchema()));
  const eph = model.ephemeralResources ?? [];
  expect(eph.map((e) => [e.tfType, e.name, e.token])).toStrictEqual([
    ["toolbox_credentials", "openCredentials", "toolbox:index/openCredentials:openCredentials"],
    ["toolbox_token", "openToken", "toolbox:index/openToken:openToken"],
  ]);
  const token = eph[1];
  expect(token.inputs.map((p) => [p.name, p.required])).toStrictEqual([
    ["scope", true],
    ["ttlSeconds", false],
  ]);
  expect(token.outputs.map((p) => [p.name, p.secret])).toStrictEqual([
    ["expiresIn", false],
    ["scope", false],
    ["token", true],
    ["ttlSeconds", false],
  ]);
  expect(eph[0].inputs.find((p) => p.tfName === "options")?.type).toMatchObject({ kind: "list" });
});

test("a provider function whose name another function of the package has gets the Function suffix, reported", () => {
  const schema = toolboxSchema();
  // camelCase "get_item" is the data source toolbox_item's getItem; "config" is a module of the package.
  schema.functions = { get_item: schema.functions!.version, config: schema.functions!.version };
  const model = buildPackageModel(inputs(schema));
  expect(model.providerFunctions?.map((f) => f.name)).toStrictEqual(["configFunction", "getItemFunction"]);
  expect(model.resolutions).toEqual(
    expect.arrayContaining([
      'provider::toolbox::get_item: function name "getItem" is taken; named "getItemFunction"',
      'provider::toolbox::config: function name "config" is taken; named "configFunction"',
    ]),
  );
});

test("include/exclude apply to functions and ephemeral resources by their names", () => {
  const model = buildPackageModel(inputs(toolboxSchema(), { exclude: ["old_*", "toolbox_credentials", "sum"] }));
  expect(model.providerFunctions?.map((f) => f.tfName)).toStrictEqual(["default_to", "echo", "join_path", "parse_id", "version"]);
  expect(model.ephemeralResources?.map((f) => f.tfType)).toStrictEqual(["toolbox_token"]);
  const none = buildPackageModel(inputs(toolboxSchema(), { include: ["toolbox_item"] }));
  expect("providerFunctions" in none || "ephemeralResources" in none).toBe(false);
});

test("a provider with neither has no such keys in its model", () => {
  const schema = toolboxSchema();
  delete schema.functions;
  delete schema.ephemeral_resource_schemas;
  const model = buildPackageModel(inputs(schema));
  expect(Object.keys(model)).not.toContain("providerFunctions");
  expect(Object.keys(model)).not.toContain("ephemeralResources");
});

test("the schema the CDK generators get keeps functions and ephemeral resources when it has resources, as pulled", () => {
  // pull-schemas always writes "resource_schemas" (empty or not); the CDK bindings must not lose the rest with them.
  const o: ProviderOverrides = { provider: "Acme/toolbox", package: "toolbox" };
  for (const resources of [{}, { toolbox_widget: { version: 0, block: {} } }]) {
    const pulled = { ...toolboxSchema(), resource_schemas: resources } as ProviderSchemaJson;
    const filtered = filterSchema(pulled, o);
    expect(filtered.resource_schemas).toEqual({});
    expect(Object.keys(filtered.functions ?? {})).toEqual(Object.keys(toolboxSchema().functions ?? {}));
    expect(Object.keys(filtered.ephemeral_resource_schemas ?? {})).toEqual(["toolbox_credentials", "toolbox_token"]);
    expect(Object.keys(filtered.data_source_schemas ?? {})).toEqual(Object.keys(toolboxSchema().data_source_schemas ?? {}));
  }
  const excluded = filterSchema({ ...toolboxSchema(), resource_schemas: {} }, { ...o, exclude: ["old_*", "toolbox_credentials", "sum"] });
  expect(Object.keys(excluded.functions ?? {}).sort()).toEqual(["default_to", "echo", "join_path", "parse_id", "version"]);
  expect(Object.keys(excluded.ephemeral_resource_schemas ?? {})).toEqual(["toolbox_token"]);
});
