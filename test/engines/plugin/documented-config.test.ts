/**
 * The one walk that makes documented values (a lookup's arguments, the provider's configuration) into the
 * configuration object a block receives (src/runtime/engines/plugin/documented-config.ts), against the two steps it
 * stands for, kept here as the oracle: toUpstream on each given field (renames, max-items-1 blocks back into lists,
 * big numbers as decimal text, objects with every field), then the upstream-named configObject (every schema
 * attribute present, nested blocks by nesting mode) and its encoding by the block's type (which cty-codec.test.ts
 * shows to be what encoding only the values given writes). Same bytes, same values, same errors, over every
 * nesting mode, flattened blocks, maps, sets, big numbers, unset values, secrets, `__proto__` and `constructor`
 * keys, and shapes where the metadata and the schema disagree.
 */
import { configObject } from "../../../src/runtime/engines/plugin/config-value";
import { decodeCtyValue, encodeCtyValue } from "../../../src/runtime/engines/plugin/cty/msgpack";
import { documentedConfigObject, encodeDocumentedConfig } from "../../../src/runtime/engines/plugin/documented-config";
import { blockType, type SchemaBlock } from "../../../src/runtime/engines/plugin/schema";
import { toUpstream } from "../../../src/runtime/shared/map-result";
import type { FieldMeta, FunctionMeta, PackageMeta, TypeRef } from "../../../src/runtime/shared/metadata";
import { isGiven, validateArgs } from "../../../src/runtime/shared/validate";

const str: TypeRef = { kind: "string" };
const num: TypeRef = { kind: "number" };
const bool: TypeRef = { kind: "boolean" };
const any: TypeRef = { kind: "any" };
const obj = (name: string): TypeRef => ({ kind: "object", name });
const list = (element: TypeRef): TypeRef => ({ kind: "list", element, collection: "list" });
const set = (element: TypeRef): TypeRef => ({ kind: "list", element, collection: "set" });
const map = (element: TypeRef): TypeRef => ({ kind: "map", element });
const field = (name: string, tfName: string, type: TypeRef, extra: Partial<FieldMeta> = {}): FieldMeta => ({
  name,
  tfName,
  cdktfName: name,
  type,
  required: false,
  secret: false,
  flattened: false,
  sdkId: false,
  ...extra,
});

const s = (type: unknown = "string") => ({ type, optional: true });
const block: SchemaBlock = {
  attributes: {
    name: s(),
    count: s("number"),
    big: s("number"),
    enabled: s("bool"),
    tags: s(["map", "string"]),
    ids: s(["set", "string"]),
    ports: s(["list", "number"]),
    anything: s("dynamic"),
    pair: s(["object", { a: "string", b: "number" }]),
    tuple_attr: s(["tuple", ["string", "number"]]),
    constructor: s(),
    computed_only: { type: "string", computed: true },
    list_as_string: s(),
    object_as_map: s(["map", "string"]),
    map_as_object: s(["object", { a: "string", b: "string" }]),
    settings: {
      nested_type: { nesting_mode: "single", attributes: { mode: s(), password: { ...s(), sensitive: true } } },
      optional: true,
    },
    rules: { nested_type: { nesting_mode: "list", attributes: { port: s("number"), proto: s() } }, optional: true },
    rule_set: { nested_type: { nesting_mode: "set", attributes: { port: s("number"), proto: s() } }, optional: true },
    by_name: { nested_type: { nesting_mode: "map", attributes: { value: s() } }, optional: true },
    ghostly: s(["object", { real: "string" }]),
    flat_attr: { nested_type: { nesting_mode: "list", attributes: { max: s("number") } }, optional: true },
    flat_as_object: s(["object", { max: "number" }]),
  },
  block_types: {
    filter: { nesting_mode: "list", block: { attributes: { name: s(), values: s(["list", "string"]), count: s("number") } } },
    options: {
      nesting_mode: "single",
      block: {
        attributes: { flag: s("bool") },
        block_types: { inner: { nesting_mode: "list", block: { attributes: { x: s() } } } },
      },
    },
    limits: { nesting_mode: "list", max_items: 1, block: { attributes: { max: s("number") } } },
    single_flat: { nesting_mode: "single", block: { attributes: { max: s("number") } } },
    first_only: { nesting_mode: "single", block: { attributes: { max: s("number") } } },
    grp: { nesting_mode: "group", block: { attributes: { g: s("number") } } },
    tagset: { nesting_mode: "set", block: { attributes: { k: s(), v: s() } } },
    named: { nesting_mode: "map", block: { attributes: { m: s("bool") } } },
    dyn: { nesting_mode: "list", block: { attributes: { any: s("dynamic"), n: s("number") } } },
    dyn_map: { nesting_mode: "map", block: { attributes: { any: s("dynamic") } } },
  },
};

const types: [string, FieldMeta[]][] = [
  ["Pair", [field("a", "a", str), field("b", "b", num)]],
  ["Settings", [field("mode", "mode", str), field("password", "password", str, { secret: true })]],
  ["Rule", [field("port", "port", num), field("proto", "proto", str)]],
  ["ByName", [field("value", "value", str)]],
  ["Ghostly", [field("real", "real", str), field("ghost", "ghost", str)]],
  ["Filter", [field("name", "name", str), field("values", "values", list(str)), field("count", "count", str)]],
  ["Options", [field("flag", "flag", bool), field("inners", "inner", list(obj("Inner")))]],
  ["Inner", [field("x", "x", str)]],
  ["Limits", [field("max", "max", num)]],
  ["Grp", [field("g", "g", num)]],
  ["Tagset", [field("k", "k", str), field("v", "v", str)]],
  ["Named", [field("m", "m", bool)]],
  ["Dyn", [field("any", "any", any), field("n", "n", num)]],
  ["DynMap", [field("any", "any", any)]],
  ["MapAsObject", [field("a", "a", str), field("b", "b", str)]],
];

const inputs: FieldMeta[] = [
  field("name", "name", str),
  field("count", "count", num),
  field("big", "big", num),
  field("enabled", "enabled", bool),
  field("tags", "tags", map(str)),
  field("ids", "ids", set(str)),
  field("ports", "ports", list(num)),
  field("anything", "anything", any),
  field("pair", "pair", obj("Pair")),
  field("tupleAttr", "tuple_attr", any),
  field("ctor", "constructor", str),
  field("listAsString", "list_as_string", list(str)),
  field("objectAsMap", "object_as_map", obj("MapAsObject")),
  field("mapAsObject", "map_as_object", map(str)),
  field("settings", "settings", obj("Settings")),
  field("rules", "rules", list(obj("Rule"))),
  field("ruleSet", "rule_set", set(obj("Rule"))),
  field("byName", "by_name", map(obj("ByName"))),
  field("ghostly", "ghostly", obj("Ghostly")),
  field("filters", "filter", list(obj("Filter"))),
  field("options", "options", obj("Options")),
  field("limits", "limits", obj("Limits"), { flattened: true }),
  field("singleFlat", "single_flat", obj("Limits"), { flattened: true }),
  field("firstOnly", "first_only", list(obj("Limits"))),
  field("grp", "grp", obj("Grp")),
  field("tagset", "tagset", set(obj("Tagset"))),
  field("named", "named", map(obj("Named"))),
  field("dyn", "dyn", list(obj("Dyn"))),
  field("dynMap", "dyn_map", map(obj("DynMap"))),
  field("flatAttr", "flat_attr", obj("Limits"), { flattened: true }),
  field("flatAsObject", "flat_as_object", obj("Limits"), { flattened: true }),
  field("notInSchema", "not_in_schema", str),
];

const fn: FunctionMeta = {
  name: "getThing",
  token: "acme:index/getThing:getThing",
  tfType: "acme_thing",
  cdktf: { folder: "", className: "" },
  inputs,
  outputs: [],
  rules: [],
};
const meta = {
  pkg: "acme",
  types: new Map(types.map(([name, input]) => [name, { name, input }])),
} as unknown as PackageMeta;

/** The two steps the walk stands for: toUpstream of each given field, then the upstream-named configuration. */
function upstreamArgs(fields: readonly FieldMeta[], values: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (isGiven(v)) args[f.tfName] = toUpstream(meta, f.type, v, f.flattened);
  }
  return args;
}

const encodeConfig = (b: SchemaBlock, upstream: Record<string, unknown>) => encodeCtyValue(configObject(b, upstream), blockType(b));

function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

/** Data as the executor hands it over: validated, copied into null-prototype objects. */
const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
const valid = (args: Record<string, unknown>) => validateArgs(meta, fn, args);

const accepted: [string, Record<string, unknown>][] = [
  ["nothing given", {}],
  ["scalars", { name: "x", count: 3, enabled: false }],
  ["unset and null values", { name: null, count: undefined, settings: null, filters: null, limits: null, grp: null, named: null }],
  ["a fraction and a huge double", { count: 0.1, big: 1e300 }],
  ["a bigint that fits int64", { big: 9223372036854775807n }],
  ["a bigint past uint64 (decimal text)", { big: 2n ** 70n, ports: [1, -(2n ** 65n), 2n ** 63n] }],
  ["map keys that are data", { tags: json('{"__proto__":"p","constructor":"c","2":"two","1":"one","b":"x"}') }],
  ["a set, unordered with a duplicate", { ids: ["b", "a", "b"] }],
  ["an empty list and map", { ports: [], tags: {} }],
  ["any: objects, lists, nulls", { anything: { k: [1, "x", null], nested: { a: true } }, tupleAttr: ["s", 1] }],
  ["any: a string", { anything: "str" }],
  ["an object attribute, renamed and filled", { pair: { a: "x", b: 2n ** 70n }, settings: { mode: "m" } }],
  ["a secret inside an object", { settings: { mode: "m", password: "hunter2" } }],
  ["an empty object", { settings: {} }],
  ["a name the prototype has", { ctor: "c" }],
  ["nested attributes: list, set, map", { rules: [{ port: 22 }, { proto: "tcp" }], ruleSet: [{ port: 2 }, { port: 1 }] }],
  ["a nested attribute map with a __proto__ key", { byName: json('{"__proto__":{"value":"y"},"a":{"value":"x"}}') }],
  ["a list block", { filters: [{ name: "n", values: ["a"] }, { name: "m" }] }],
  ["an empty list block", { filters: [] }],
  ["a single block holding a list block", { options: { flag: true, inners: [{ x: "1" }, {}] } }],
  ["an empty single block", { options: {} }],
  ["a max-items-1 block, flattened", { limits: { max: 5 } }],
  ["a flattened block that is single upstream", { singleFlat: { max: 2n ** 64n } }],
  ["a flattened nested attribute (protocol 6)", { flatAttr: { max: 3 } }],
  ["a list whose first element is the single block", { firstOnly: [{ max: 1 }, { max: 2 }] }],
  ["an empty list for a single block", { firstOnly: [] }],
  ["a group block", { grp: { g: 1 } }],
  [
    "a set block",
    {
      tagset: [
        { k: "b", v: "2" },
        { k: "a", v: "1" },
        { k: "b", v: "2" },
      ],
    },
  ],
  ["a map block with a __proto__ key", { named: json('{"__proto__":{"m":false},"one":{"m":true}}') }],
  ["a list block with dynamic content", { dyn: [{ any: { k: true }, n: 1 }, { any: [1, "x"] }] }],
  ["a map block with dynamic content", { dynMap: { a: { any: "s" }, b: { any: null } } }],
  ["an object where the schema has a map", { objectAsMap: { a: "x" } }],
  ["a map where the schema has an object", { mapAsObject: { a: "x" } }],
  [
    "everything at once",
    {
      name: "x",
      big: 2n ** 70n,
      tags: { a: "1" },
      ids: ["z", "y"],
      pair: { a: "p" },
      settings: { password: "s" },
      rules: [{ port: 1 }],
      byName: { k: { value: "v" } },
      filters: [{ values: [] }],
      options: { inners: [] },
      limits: { max: 1 },
      grp: {},
      tagset: [{ k: "k" }],
      named: { n: {} },
      dyn: [{}],
    },
  ],
];

const refused: [string, Record<string, unknown>][] = [
  ["an argument the schema does not have", { name: "x", notInSchema: "y" }],
  ["an object type with a field the schema does not have (unset)", { ghostly: { real: "r" } }],
  ["a list where the schema has a string", { listAsString: ["a"] }],
  ["a flattened object where the schema has an object", { flatAsObject: { max: 1 } }],
  ["a map key the schema's object does not have", { mapAsObject: { zz: "x" } }],
  ["a wrong value inside a list block", { filters: [{ name: "a" }, { count: "one" }] }],
  ["two wrong values: the one met first", { filters: [{ count: "one" }], listAsString: ["a"] }],
];

describe("one walk from documented values gives what toUpstream then configObject gave", () => {
  test.each(accepted)("%s", (_name, given) => {
    const args = valid(given);
    const bytes = outcome(() => encodeDocumentedConfig(meta, fn.inputs, args, block));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toEqual(outcome(() => encodeConfig(block, upstreamArgs(fn.inputs, args))));
    expect(documentedConfigObject(meta, fn.inputs, args, block)).toEqual(configObject(block, upstreamArgs(fn.inputs, args)));
    // Again: the second call uses what the first worked out for the block and the fields.
    expect(encodeDocumentedConfig(meta, fn.inputs, args, block)).toEqual(bytes);
  });

  test.each(refused)("refused: %s", (_name, given) => {
    const args = valid(given);
    const message = outcome(() => encodeDocumentedConfig(meta, fn.inputs, args, block));
    expect(typeof message).toBe("string");
    expect(message).toEqual(outcome(() => encodeConfig(block, upstreamArgs(fn.inputs, args))));
    expect(outcome(() => documentedConfigObject(meta, fn.inputs, args, block))).toEqual(
      outcome(() => configObject(block, upstreamArgs(fn.inputs, args))),
    );
  });

  test("the errors name the upstream path", () => {
    expect(() => encodeDocumentedConfig(meta, fn.inputs, valid({ filters: [{}, { count: "one" }] }), block)).toThrow(
      "filter[1].count: expected number, got string",
    );
    expect(() => encodeDocumentedConfig(meta, fn.inputs, valid({ ghostly: {} }), block)).toThrow(
      "ghostly.ghost: an attribute the schema does not have",
    );
  });

  test("the values sent, as Terraform builds them from the documented ones", () => {
    const args = valid({
      limits: { max: 5 },
      big: 2n ** 70n + 1n,
      tags: json('{"__proto__":"p"}'),
      ctor: "c",
      settings: { mode: "m" },
      filters: [{ name: "n" }],
    });
    const sent = decodeCtyValue(encodeDocumentedConfig(meta, fn.inputs, args, block), blockType(block)) as Record<string, unknown>;
    expect(sent.limits).toEqual([{ max: 5 }]);
    expect(sent.big).toBe("1180591620717411303425");
    expect(Object.keys(sent.tags as object)).toEqual(["__proto__"]);
    expect(sent.constructor).toBe("c");
    expect(sent.settings).toEqual({ mode: "m", password: null });
    expect(sent.filter).toEqual([{ name: "n", values: null, count: null }]);
    expect(sent.grp).toEqual({ g: null });
    expect(sent.named).toEqual({});
    expect(sent.options).toBeNull();
    expect(sent.computed_only).toBeNull();
  });

  test("the provider's configuration goes the same way", () => {
    const config: FieldMeta[] = [
      field("apiKey", "api_key", str, { secret: true }),
      field("limits", "limits", obj("Limits"), { flattened: true }),
    ];
    const provider: SchemaBlock = {
      attributes: { api_key: { ...s(), sensitive: true }, region: s() },
      block_types: { limits: { nesting_mode: "list", block: { attributes: { max: s("number") } } } },
    };
    const values = { apiKey: "k", limits: { max: 2n ** 70n } };
    expect(encodeDocumentedConfig(meta, config, values, provider)).toEqual(encodeConfig(provider, upstreamArgs(config, values)));
  });
});
