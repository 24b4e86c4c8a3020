import { buildPackageModel } from "../../src/tfgen/model/build";
import { OverridesError } from "../../src/tfgen/model/builder";
import { selectDataSources } from "../../src/tfgen/model/select";
import { type FunctionModel, type PackageModel, type PropertyModel } from "../../src/tfgen/model/types";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import type { ProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson, SchemaAttribute, SchemaBlock, SchemaBlockType } from "../../src/tfgen/schema/types";
import { specTypeText } from "../support/spec-type";

/*
 * buildPackageModel on small inline schemas. Each table row states the upstream shape next to the
 * documented outcome, so a regression names the exact shape it broke.
 */

const TARGET = parseProviderSpec("Acme/widgets@1.2.3");

function inputsFor(
  dataSources: Record<string, SchemaBlock>,
  overrides: Partial<ProviderOverrides> = {},
  provider: SchemaBlock = {},
): ProviderInputs {
  const schema: ProviderSchemaJson = {
    provider: { version: 0, block: provider },
    data_source_schemas: Object.fromEntries(Object.entries(dataSources).map(([k, block]) => [k, { version: 0, block }])),
  };
  const o: ProviderOverrides = { provider: "Acme/widgets", package: "widgets", ...overrides };
  return {
    target: TARGET,
    pinned: { target: TARGET, file: "inline.json", sha256: "0".repeat(64), lock: undefined as never, schema },
    overrides: o,
    overridesFile: "overrides/widgets.json",
    overridesText: JSON.stringify(o),
  };
}

function build(
  dataSources: Record<string, SchemaBlock>,
  overrides: Partial<ProviderOverrides> = {},
  provider: SchemaBlock = {},
): PackageModel {
  return buildPackageModel(inputsFor(dataSources, overrides, provider));
}

/**
 * The one function of a one-data-source model, its result without the `id` added to a data source that has none
 * (which "every result has an id" below tests), so that each table row reads as the schema it comes from.
 */
function only(block: SchemaBlock, overrides: Partial<ProviderOverrides> = {}): { fn: FunctionModel; model: PackageModel } {
  const model = build({ widgets_thing: block }, overrides);
  expect(model.functions).toHaveLength(1);
  const fn = model.functions[0];
  return { fn: { ...fn, outputs: fn.outputs.filter((p) => !p.sdkId) }, model };
}

const prop = (props: PropertyModel[], tfName: string) => props.find((p) => p.tfName === tfName);
const summary = (p: PropertyModel | undefined) =>
  p ? `${p.name}: ${specTypeText(p.type)}${p.required ? "" : "?"}${p.flattened ? " (flattened)" : ""}` : undefined;

const S: SchemaAttribute = { type: "string" };
const attr = (flags: Partial<SchemaAttribute>, type: SchemaAttribute["type"] = "string"): SchemaAttribute => ({ type, ...flags });
const block = (
  nesting_mode: SchemaBlockType["nesting_mode"],
  attributes: Record<string, SchemaAttribute>,
  items: { min_items?: number; max_items?: number } = {},
): SchemaBlockType => ({
  nesting_mode,
  block: { attributes },
  ...items,
});

describe("inputs vs outputs, and required flags", () => {
  // [upstream shape, as an argument, as a result field] — undefined: not an argument.
  const rows: [string, SchemaAttribute | SchemaBlockType, string | undefined, string][] = [
    ["required attribute", attr({ required: true }), "field: string", "field: string"],
    ["optional attribute", attr({ optional: true }), "field: string?", "field: string?"],
    ["optional + computed attribute", attr({ optional: true, computed: true }), "field: string?", "field: string"],
    ["computed attribute", attr({ computed: true }), undefined, "field: string"],
    ["computed number", attr({ computed: true }, "number"), undefined, "field: number"],
    ["optional bool", attr({ optional: true }, "bool"), "field: boolean?", "field: boolean?"],
    ["computed dynamic", attr({ computed: true }, "dynamic"), undefined, "field: any"],
    ["optional map of strings", attr({ optional: true }, ["map", "string"]), "field: map<string>?", "field: map<string>?"],
    // Blocks are Optional and never Computed unless min_items > 0, so (as in the bridge) optional in results too,
    // and an argument even with only computed attributes (a Plugin Framework data source's computed block).
    [
      "list block, only computed inside",
      block("list", { a: attr({ computed: true }) }),
      "fields: list<getThingField>?",
      "fields: list<getThingField>?",
    ],
    [
      "list block with an optional attribute, min_items 0",
      block("list", { a: attr({ optional: true }) }),
      "fields: list<getThingField>?",
      "fields: list<getThingField>?",
    ],
    [
      "list block with min_items 1",
      block("list", { a: attr({ required: true }) }, { min_items: 1 }),
      "fields: list<getThingField>",
      "fields: list<getThingField>",
    ],
    ["single block, min_items 0", block("single", { a: attr({ optional: true }) }), "field: getThingField?", "field: getThingField?"],
    [
      "single block, min_items 1",
      block("single", { a: attr({ required: true }) }, { min_items: 1 }),
      "field: getThingField",
      "field: getThingField",
    ],
  ];
  test.each(rows)("%s", (_, shape, asInput, asOutput) => {
    const b: SchemaBlock = "nesting_mode" in shape ? { block_types: { field: shape } } : { attributes: { field: shape } };
    const { fn } = only(b);
    expect(summary(prop(fn.inputs, "field"))).toBe(asInput);
    expect(summary(prop(fn.outputs, "field"))).toBe(asOutput);
  });

  test("every result has an id: string; the one added to a data source without an id attribute is marked", () => {
    const withId = build({ widgets_thing: { attributes: { id: attr({ optional: true, computed: true }), x: attr({ computed: true }) } } });
    expect(withId.functions[0].outputs.map((p) => [summary(p), !!p.sdkId])).toEqual([
      ["id: string", false],
      ["x: string", false],
    ]);
    expect(withId.functions[0].inputs.map(summary)).toEqual(["id: string?"]);
    const without = build({ widgets_thing: { attributes: { a: attr({ computed: true }), z: attr({ optional: true }) } } });
    // In upstream field order, never an argument.
    expect(without.functions[0].outputs.map((p) => [summary(p), !!p.sdkId])).toEqual([
      ["a: string", false],
      ["id: string", true],
      ["z: string?", false],
    ]);
    expect(without.functions[0].inputs.map(summary)).toEqual(["z: string?"]);
  });

  test("a nested argument type declares every field of its block, the computed ones optional", () => {
    const { model } = only({ block_types: { filter: block("list", { name: attr({ required: true }), hits: attr({ computed: true }) }) } });
    const t = model.types.find((x) => x.name === "getThingFilter")!;
    expect(t.input?.map(summary)).toEqual(["hits: string?", "name: string"]);
    expect(t.output?.map(summary)).toEqual(["hits: string", "name: string"]);
  });

  test("two blocks of one data source that name one nested type share it when their fields agree, else the later is suffixed", () => {
    const same = only({
      block_types: { rule: block("list", { a: attr({ computed: true }) }), rules: block("list", { a: attr({ computed: true }) }) },
    });
    expect(same.model.types.map((t) => t.name)).toEqual(["getThingRule"]);
    expect(same.model.resolutions).toEqual([]);
    const differ = only({ block_types: { rule: block("list", { a: attr({ computed: true }) }), rules: block("list", { b: S }) } });
    expect(differ.model.types.map((t) => t.name)).toEqual(["getThingRule", "getThingRule2"]);
  });

  test("a block is an argument when an attribute nested deeper is settable", () => {
    const { fn } = only({
      block_types: { outer: { nesting_mode: "list", block: { block_types: { inner: block("list", { x: attr({ optional: true }) }) } } } },
    });
    expect(summary(prop(fn.inputs, "outer"))).toBe("outers: list<getThingOuter>?");
  });
});

describe("collections, nested type names and flattening", () => {
  const rows: [string, SchemaBlock, string][] = [
    ["list of strings is pluralised", { attributes: { tag: attr({ computed: true }, ["list", "string"]) } }, "tags: list<string>"],
    ["set of numbers reads as a list", { attributes: { port: attr({ computed: true }, ["set", "number"]) } }, "ports: list<number>"],
    ["map is not pluralised", { attributes: { label: attr({ computed: true }, ["map", "string"]) } }, "label: map<string>"],
    ["list block: plural field, singular type", { block_types: { rule: block("list", { a: S }) } }, "rules: list<getThingRule>?"],
    ["set block", { block_types: { volume: block("set", { a: attr({ computed: true }) }) } }, "volumes: list<getThingVolume>?"],
    [
      "MaxItems=1 list block is one object, not pluralised",
      { block_types: { policy: block("list", { a: attr({ computed: true }) }, { max_items: 1 }) } },
      "policy: getThingPolicy? (flattened)",
    ],
    [
      "MaxItems=1 set block",
      { block_types: { limit: block("set", { a: attr({ computed: true }) }, { max_items: 1 }) } },
      "limit: getThingLimit? (flattened)",
    ],
    [
      "single block keeps its name",
      { block_types: { settings: block("single", { a: attr({ computed: true }) }, { min_items: 1 }) } },
      "settings: getThingSettings",
    ],
    ["map block: map of objects", { block_types: { label: block("map", { a: attr({ computed: true }) }) } }, "label: map<getThingLabel>?"],
    [
      "nested_type list attribute",
      { attributes: { address: { computed: true, nested_type: { nesting_mode: "list", attributes: { ip: attr({ computed: true }) } } } } },
      "addresses: list<getThingAddress>",
    ],
    [
      "nested_type list attribute with max_items 1 is one object",
      {
        attributes: {
          primary: { computed: true, nested_type: { nesting_mode: "list", max_items: 1, attributes: { ip: attr({ computed: true }) } } },
        },
      },
      "primary: getThingPrimary (flattened)",
    ],
    [
      "nested_type single attribute",
      { attributes: { owner: { computed: true, nested_type: { nesting_mode: "single", attributes: { id: attr({ computed: true }) } } } } },
      "owner: getThingOwner",
    ],
    [
      "nested_type map attribute",
      { attributes: { endpoint: { computed: true, nested_type: { nesting_mode: "map", attributes: { url: attr({ computed: true }) } } } } },
      "endpoint: map<getThingEndpoint>",
    ],
    [
      "cty list of objects",
      { attributes: { member: attr({ computed: true }, ["list", ["object", { id: "string" }]]) } },
      "members: list<getThingMember>",
    ],
    [
      "irregular plural: person",
      { block_types: { person: block("list", { a: attr({ computed: true }) }) } },
      "people: list<getThingPerson>?",
    ],
    [
      "irregular plural: child",
      { block_types: { child: block("list", { a: attr({ computed: true }) }) } },
      "children: list<getThingChild>?",
    ],
    ["-us plural: status", { block_types: { status: block("list", { a: attr({ computed: true }) }) } }, "statuses: list<getThingStatus>?"],
  ];
  test.each(rows)("%s", (_, b, expected) => {
    const { fn } = only(b);
    expect(fn.outputs.map(summary)).toEqual([expected]);
  });

  test("nested type names chain through the parents, and each type keeps its upstream path", () => {
    const { model } = only({
      block_types: {
        rule: {
          nesting_mode: "list",
          block: {
            attributes: { id: attr({ computed: true }) },
            block_types: { condition: block("list", { op: attr({ computed: true }) }) },
          },
        },
      },
    });
    expect(model.types.map((t) => [t.name, t.tfPath, (t.output ?? []).map(summary)])).toEqual([
      ["getThingRule", "widgets_thing.rule", ["conditions: list<getThingRuleCondition>?", "id: string"]],
      ["getThingRuleCondition", "widgets_thing.rule.condition", ["op: string"]],
    ]);
  });

  test("a type reached as argument and as result has both sides under one name", () => {
    const { model } = only({
      block_types: { filter: block("list", { name: attr({ required: true }), hits: attr({ computed: true }, "number") }) },
    });
    expect(model.types).toHaveLength(1);
    const t = model.types[0];
    expect(t.name).toBe("getThingFilter");
    expect(t.input?.map(summary)).toEqual(["hits: number?", "name: string"]);
    expect(t.output?.map(summary)).toEqual(["hits: number", "name: string"]);
  });

  test("a plural that is a sibling's upstream name stays singular", () => {
    const { fn } = only({ attributes: { rule: attr({ computed: true }, ["list", "string"]), rules: attr({ computed: true }) } });
    expect(fn.outputs.map(summary)).toEqual(["rule: list<string>", "rules: string"]);
  });
});

describe("documented names from overrides", () => {
  test("renameWords replaces whole words, explicit names win over every rule", () => {
    const { fn } = only(
      {
        attributes: {
          legacy_acme_id: attr({ computed: true }),
          acmeish: attr({ computed: true }),
          item: attr({ computed: true }, ["list", "string"]),
        },
      },
      { renameWords: { acme: "vendor" }, names: { "widgets_thing.item": "entries" } },
    );
    expect(fn.outputs.map((p) => `${p.tfName}→${p.name}`)).toEqual(["acmeish→acmeish", "item→entries", "legacy_acme_id→legacyVendorId"]);
  });

  test("a kept alias names the field like an explicit name", () => {
    const { fn } = only({ attributes: { new_name: attr({ computed: true }) } }, { aliases: { "widgets_thing.new_name": "oldName" } });
    expect(fn.outputs.map((p) => p.name)).toEqual(["oldName"]);
  });

  test("names that collide after camelCasing are both kept, and the resolution is reported", () => {
    const b: SchemaBlock = { attributes: { foo_bar: attr({ computed: true }), fooBar: attr({ computed: true }, "number") } };
    const first = only(b);
    const names = first.fn.outputs.map((p) => [p.tfName, p.name]);
    expect(new Set(names.map(([, n]) => n)).size).toBe(2);
    // The name-sorted-first upstream field keeps the camelCase name ("fooBar" < "foo_bar" in code units).
    expect(Object.fromEntries(names).fooBar).toBe("fooBar");
    expect(first.model.resolutions).toHaveLength(1);
    expect(first.model.resolutions[0]).toContain("foo_bar");
    expect(first.model.resolutions[0]).toContain("widgets_thing");
    // Deterministic: attribute order in the schema file does not change the outcome.
    const again = only({ attributes: { fooBar: b.attributes!.fooBar, foo_bar: b.attributes!.foo_bar } });
    expect(again.fn.outputs.map((p) => [p.tfName, p.name])).toEqual(names);
    expect(again.model.resolutions).toEqual(first.model.resolutions);
  });

  test("function names, tokens and the package come from the data source type and overrides", () => {
    const model = build({
      widgets_app_config_item: { attributes: { id: attr({ computed: true }) } },
      widgets_instanceV2: { attributes: { id: attr({ computed: true }) } },
    });
    expect(model.functions.map((f) => [f.tfType, f.name, f.token])).toEqual([
      ["widgets_app_config_item", "getAppConfigItem", "widgets:index/getAppConfigItem:getAppConfigItem"],
      ["widgets_instanceV2", "getInstanceV2", "widgets:index/getInstanceV2:getInstanceV2"],
    ]);
    expect(model.pkg).toBe("widgets");
  });
});

describe("rules map to documented names", () => {
  test("data source rules and config rules", () => {
    const model = build(
      {
        widgets_thing: {
          attributes: {
            project_id: attr({ optional: true }, "number"),
            project_name: attr({ optional: true }),
            zone: attr({ optional: true }),
          },
        },
        widgets_other: { attributes: { project_id: attr({ optional: true }) } },
      },
      {
        names: { "widgets_thing.zone": "placement" },
        rules: [
          { kind: "exactlyOneOf", fields: ["project_id", "project_name"], dataSources: ["widgets_thing"] },
          { kind: "conflictsWith", fields: ["zone", "project_id"], dataSources: ["widgets_thing"] },
        ],
        configRules: [{ kind: "requiredWith", fields: ["api_user", "api_password"] }],
      },
      { attributes: { api_user: attr({ optional: true }), api_password: attr({ optional: true }) } },
    );
    const thing = model.functions.find((f) => f.tfType === "widgets_thing")!;
    expect(thing.rules).toEqual([
      { kind: "exactlyOneOf", fields: ["projectId", "projectName"], tfFields: ["project_id", "project_name"] },
      { kind: "conflictsWith", fields: ["placement", "projectId"], tfFields: ["zone", "project_id"] },
    ]);
    // A rule applies to the data sources it lists and no others.
    expect(model.functions.find((f) => f.tfType === "widgets_other")!.rules).toEqual([]);
    expect(model.configRules).toEqual([
      { kind: "requiredWith", fields: ["apiUser", "apiPassword"], tfFields: ["api_user", "api_password"] },
    ]);
  });
});

describe("config and deprecations", () => {
  test("config is optional, secret from the schema or the overrides, deprecation from the overrides", () => {
    const model = build(
      {},
      {
        config: {
          api_key: { secret: true, env: ["ACME_KEY"] },
          old_url: { deprecationMessage: "use url" },
          url: { default: "https://x", allowedValues: ["https://x"] },
        },
      },
      {
        attributes: {
          api_key: attr({ optional: true }),
          token: attr({ optional: true, sensitive: true }),
          old_url: attr({ optional: true }),
          url: attr({ required: true }),
        },
      },
    );
    expect(
      model.config.map((c) => ({
        name: c.name,
        required: c.required,
        secret: c.secret,
        dep: c.deprecationMessage,
        env: c.env,
        default: c.default,
      })),
    ).toEqual([
      { name: "apiKey", required: false, secret: true, dep: undefined, env: ["ACME_KEY"], default: undefined },
      { name: "oldUrl", required: false, secret: false, dep: "use url", env: [], default: undefined },
      { name: "token", required: false, secret: true, dep: undefined, env: [], default: undefined },
      { name: "url", required: false, secret: false, dep: undefined, env: [], default: "https://x" },
    ]);
  });

  test("deprecated data sources and attributes carry a message; the override's text wins", () => {
    const model = build(
      {
        widgets_old: { deprecated: true, attributes: { id: attr({ computed: true }) } },
        widgets_gone: { deprecated: true, attributes: { id: attr({ computed: true }) } },
        widgets_new: { attributes: { x: attr({ computed: true, deprecated: true }) } },
      },
      { dataSources: { widgets_gone: { deprecationMessage: "Use getNew." } } },
    );
    const dep = Object.fromEntries(model.functions.map((f) => [f.name, f.deprecationMessage]));
    expect(dep.getGone).toBe("Use getNew.");
    expect(dep.getOld).toMatch(/deprecated/);
    expect(dep.getNew).toBeUndefined();
    expect(model.functions.find((f) => f.name === "getNew")!.outputs.find((p) => !p.sdkId)!.deprecationMessage).toMatch(/deprecated/);
  });

  test("dataSources.secrets marks nested paths secret", () => {
    const { fn, model } = only(
      {
        attributes: { password: attr({ computed: true }), plain: attr({ computed: true }) },
        block_types: { cred: block("list", { key: attr({ computed: true }), note: attr({ computed: true }) }) },
      },
      { dataSources: { widgets_thing: { secrets: ["password", "cred.key"] } } },
    );
    expect(fn.outputs.filter((p) => p.secret).map((p) => p.name)).toEqual(["password"]);
    expect(model.types[0].output!.filter((p) => p.secret).map((p) => p.name)).toEqual(["key"]);
  });
});

describe("stale overrides fail with OverridesError", () => {
  const ds = { widgets_thing: { attributes: { name: attr({ optional: true }), id: attr({ optional: true }) } } };
  const providerBlock: SchemaBlock = { attributes: { region: attr({ optional: true }) } };
  const rows: [string, Partial<ProviderOverrides>, RegExp][] = [
    ["unknown config key", { config: { regoin: { env: ["X"] } } }, /\$\.config\.regoin: the provider schema has no attribute "regoin"/],
    [
      "unknown data source in dataSources",
      { dataSources: { widgets_thingy: { deprecationMessage: "x" } } },
      /\$\.dataSources\.widgets_thingy: the schema has no data source/,
    ],
    [
      "names path that matches nothing",
      { names: { "widgets_thing.nmae": "title" } },
      /\$\.names\["widgets_thing\.nmae"\]: no field at that upstream path/,
    ],
    ["names path under config that matches nothing", { names: { "config.regoin": "area" } }, /\$\.names\["config\.regoin"\]/],
    [
      "aliases path that matches nothing",
      { aliases: { "widgets_thing.title": "title" } },
      /\$\.aliases\["widgets_thing\.title"\]: no field at that upstream path/,
    ],
    [
      "rule naming an unknown field",
      { rules: [{ kind: "exactlyOneOf", fields: ["id", "nmae"], dataSources: ["widgets_thing"] }] },
      /names "nmae", which data source widgets_thing has no argument for/,
    ],
    [
      "rule naming an unknown data source",
      { rules: [{ kind: "exactlyOneOf", fields: ["id", "name"], dataSources: ["widgets_thingy"] }] },
      /names data source "widgets_thingy"/,
    ],
    [
      "config rule naming an unknown field",
      { configRules: [{ kind: "conflictsWith", fields: ["region", "zone"] }] },
      /names "zone", which the provider configuration has no argument for/,
    ],
    ["secret path that matches nothing", { dataSources: { widgets_thing: { secrets: ["pasword"] } } }, /pasword/],
  ];
  test.each(rows)("%s", (_, overrides, message) => {
    let err: unknown;
    try {
      build(ds, overrides, providerBlock);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(OverridesError);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).toContain("overrides/widgets.json");
  });

  test("a name for a data source that include/exclude leaves out is unused, not stale", () => {
    const model = build(
      { ...ds, widgets_legacy: { attributes: { id: attr({ computed: true }) } } },
      { exclude: ["widgets_legacy"], names: { "widgets_legacy.id": "legacyId" } },
    );
    expect(model.functions.map((f) => f.tfType)).toEqual(["widgets_thing"]);
  });
});

describe("include/exclude globs", () => {
  const all = ["widgets_a", "widgets_a_legacy", "widgets_b", "widgets_beta_x", "widgets_c"];
  const schema = {
    provider: { version: 0, block: {} },
    data_source_schemas: Object.fromEntries(all.map((n) => [n, { version: 0, block: {} }])),
  } as ProviderSchemaJson;
  const rows: [string, Pick<ProviderOverrides, "include" | "exclude">, string[]][] = [
    ["nothing given: all, sorted", {}, all],
    ["empty include means all", { include: [] }, all],
    ["include one glob", { include: ["widgets_b*"] }, ["widgets_b", "widgets_beta_x"]],
    ["include several", { include: ["widgets_a", "widgets_c"] }, ["widgets_a", "widgets_c"]],
    ["exclude a glob", { exclude: ["*_legacy"] }, ["widgets_a", "widgets_b", "widgets_beta_x", "widgets_c"]],
    ["exclude wins over include", { include: ["widgets_a*"], exclude: ["*_legacy"] }, ["widgets_a"]],
    ["include matching nothing", { include: ["other_*"] }, []],
  ];
  test.each(rows)("%s", (_, o, expected) => {
    expect(selectDataSources(schema, o)).toEqual(expected);
  });

  test("the model holds exactly the selected data sources", () => {
    const model = build(Object.fromEntries(all.map((n) => [n, { attributes: { id: attr({ computed: true }) } }])), {
      include: ["widgets_a*"],
      exclude: ["*_legacy"],
    });
    expect(model.functions.map((f) => f.tfType)).toEqual(["widgets_a"]);
  });
});
