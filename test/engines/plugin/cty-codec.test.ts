/**
 * The plugin engine's cty msgpack codec (src/runtime/engines/plugin/cty), table by table: every type form,
 * null, unknown, empty and nested collections, sets in Terraform's order, the dynamic pseudo-type, nested
 * blocks of every nesting mode, and values that do not fit their type. Where it can, each case is also
 * checked against the stand-in's own codec, written separately: two implementations that agree on the bytes.
 */
import { decode, encode, ExtData } from "@msgpack/msgpack";
import { configObject } from "../../../src/runtime/engines/plugin/config-value";
import { encodeDocumentedConfig } from "../../../src/runtime/engines/plugin/documented-config";
import { CtyConformanceError, decodeCtyValue, decodeNotingUnknowns, encodeCtyValue } from "../../../src/runtime/engines/plugin/cty/msgpack";
import { parseCtyType, type CtyType } from "../../../src/runtime/engines/plugin/cty/types";
import { type CtyValue, firstUnknown, UNKNOWN } from "../../../src/runtime/engines/plugin/cty/values";
import { blockType, type SchemaBlock } from "../../../src/runtime/engines/plugin/schema";
import type { FieldMeta, PackageMeta } from "../../../src/runtime/shared/metadata";
import { decodeCty as standinDecode, encodeCty as standinEncode } from "../../standin/program/cty-msgpack";
import { parseCtyType as standinType } from "../../standin/program/cty-types";

const t = (json: unknown): CtyType => parseCtyType(json);

describe("round trips, type by type", () => {
  const cases: [string, unknown, CtyValue][] = [
    ["string", "string", "héllo ✓"],
    ["empty string", "string", ""],
    ["null string", "string", null],
    ["integer", "number", 42],
    ["negative", "number", -7],
    ["fraction", "number", 0.1],
    ["large integer", "number", 2 ** 40],
    ["bool true", "bool", true],
    ["bool false", "bool", false],
    ["list", ["list", "string"], ["a", "b", "a"]],
    ["empty list", ["list", "string"], []],
    ["null list", ["list", "string"], null],
    ["list with a null element", ["list", "number"], [1, null, 3]],
    ["map", ["map", "number"], { b: 2, a: 1 }],
    ["empty map", ["map", "string"], {}],
    ["tuple", ["tuple", ["string", "number", "bool"]], ["x", 1, false]],
    ["empty tuple", ["tuple", []], []],
    ["object", ["object", { name: "string", size: "number" }], { name: "n", size: 3 }],
    ["object with nulls", ["object", { name: "string", tags: ["map", "string"] }], { name: null, tags: null }],
    ["list of objects", ["list", ["object", { a: ["list", "string"] }]], [{ a: ["x"] }, { a: [] }]],
    ["map of lists", ["map", ["list", "bool"]], { k: [true, false] }],
    ["nested set (in canonical order already)", ["set", ["set", "string"]], [["a", "b"], []]],
    [
      "set of objects",
      ["set", ["object", { delete_on_termination: "bool", volume_id: "string" }]],
      [{ delete_on_termination: true, volume_id: "v1" }],
    ],
    ["empty set", ["set", "number"], []],
  ];
  test.each(cases)("%s", (_name, typeJson, value) => {
    const type = t(typeJson);
    const bytes = encodeCtyValue(value, type);
    expect(decodeCtyValue(bytes, type)).toEqual(value);
    // The stand-in's codec reads what this one writes, and the other way round.
    expect(standinDecode(bytes, standinType(typeJson))).toEqual(value);
    expect(decodeCtyValue(standinEncode(value as never, standinType(typeJson)), type)).toEqual(value);
  });

  test("objects are written with every attribute, in sorted order, null where absent", () => {
    const bytes = encodeCtyValue({ b: "x" }, t(["object", { b: "string", a: "number" }]));
    expect(Object.keys(decode(bytes) as object)).toEqual(["a", "b"]);
    expect(decode(bytes)).toEqual({ a: null, b: "x" });
  });

  test("whole numbers travel as integers, others as float64", () => {
    expect(encodeCtyValue(3, t("number"))).toEqual(encode(3));
    expect(encodeCtyValue(2.5, t("number"))).toEqual(encode(2.5));
  });
});

describe("unknown values", () => {
  test("encode as cty's extension 0 and decode back, at any depth", () => {
    const type = t(["object", { a: "string", b: ["list", "number"] }]);
    const bytes = encodeCtyValue({ a: UNKNOWN, b: [1, UNKNOWN] }, type);
    expect((decode(bytes) as { a: ExtData }).a).toBeInstanceOf(ExtData);
    expect(decodeCtyValue(bytes, type)).toEqual({ a: UNKNOWN, b: [1, UNKNOWN] });
  });

  test("a refined unknown (extension 12) is still unknown", () => {
    expect(decodeCtyValue(encode(new ExtData(12, Uint8Array.of(0x80))), t("string"))).toBe(UNKNOWN);
  });

  test("a decode says whether it met one, so a caller walks the value only then; firstUnknown finds where", () => {
    const type = t(["object", { a: "string", s: ["set", ["object", { k: "string" }]], m: ["map", ["list", "number"]] }]);
    const known = { a: "x", s: [{ k: "y" }], m: { one: [1, 2] } };
    expect(decodeNotingUnknowns(encodeCtyValue(known, type), type)).toEqual({ value: known, hasUnknown: false });
    const deep = { a: "x", s: [{ k: "y" }], m: { one: [1, UNKNOWN] } };
    const decoded = decodeNotingUnknowns(encodeCtyValue(deep, type), type);
    expect(decoded).toEqual({ value: deep, hasUnknown: true });
    expect(firstUnknown(decoded.value)).toEqual([{ attribute: "m" }, { attribute: "one" }, { index: 1 }]);
    // The flag is the decode's own: a later decode of a known value does not carry it over.
    expect(decodeNotingUnknowns(encodeCtyValue(known, type), type).hasUnknown).toBe(false);
  });
});

describe("sets come back in Terraform's order", () => {
  test.each([
    ["strings bytewise", ["set", "string"], ["b", "B", "a", "ä"], ["B", "a", "b", "ä"]],
    ["numbers numerically", ["set", "number"], [10, 9, -1, 2.5], [-1, 2.5, 9, 10]],
    ["false before true", ["set", "bool"], [true, false], [false, true]],
    ["duplicates removed", ["set", "string"], ["x", "y", "x"], ["x", "y"]],
    ["nulls last", ["set", "string"], [null, "z", "a"], ["a", "z", null]],
    // "<10;>" sorts before "<1;>": the canonical text compares bytewise, not numerically.
    [
      "objects by their canonical text",
      ["set", ["object", { n: "number" }]],
      [{ n: 2 }, { n: 10 }, { n: 1 }],
      [{ n: 10 }, { n: 1 }, { n: 2 }],
    ],
    ["nested sets by their canonical text", ["set", ["set", "string"]], [[], ["a"]], [["a"], []]],
  ] as [string, unknown, CtyValue[], CtyValue[]][])("%s", (_name, typeJson, given, expected) => {
    expect(decodeCtyValue(encode(given), t(typeJson))).toEqual(expected);
  });
});

describe("the dynamic pseudo-type", () => {
  test("values carry their type as JSON bytes, and come back as plain values", () => {
    const value = { name: "x", ports: [80, 443], nested: { on: true } };
    const bytes = encodeCtyValue(value, t("dynamic"));
    const [typeBytes] = decode(bytes) as [Uint8Array, unknown];
    expect(JSON.parse(Buffer.from(typeBytes).toString("utf8"))).toEqual([
      "object",
      { name: "string", nested: ["object", { on: "bool" }], ports: ["tuple", ["number", "number"]] },
    ]);
    expect(decodeCtyValue(bytes, t("dynamic"))).toEqual(value);
  });

  test("null is nil; a provider's typed value decodes by the type it names", () => {
    expect(decode(encodeCtyValue(null, t("dynamic")))).toBeNull();
    expect(decodeCtyValue(encode(['["list","string"]', ["a"]]), t("dynamic"))).toEqual(["a"]);
  });

  test("inside an object attribute", () => {
    const type = t(["object", { any: "dynamic", name: "string" }]);
    expect(decodeCtyValue(encodeCtyValue({ any: ["x", 1], name: "n" }, type), type)).toEqual({ any: ["x", 1], name: "n" });
  });
});

describe("values that do not fit are errors naming the path", () => {
  test.each([
    ["a number where a string belongs", ["object", { name: "string" }], { name: 5 }, "name: expected string, got number"],
    ["an attribute the schema lacks", ["object", { a: "string" }], { a: "x", b: "y" }, "b: an attribute the schema does not have"],
    ["a missing attribute", ["object", { a: "string", b: "string" }], { a: "x" }, "b: missing"],
    ["a map where a list belongs", ["object", { l: ["list", "string"] }], { l: { x: "y" } }, "l: expected list of string, got a map"],
    [
      "a bad element deep down",
      ["list", ["object", { tags: ["map", "bool"] }]],
      [{ tags: { k: "yes" } }],
      '[0].tags["k"]: expected bool, got string',
    ],
    ["a tuple of the wrong length", ["tuple", ["string"]], ["a", "b"], "expected a tuple of 1 elements, got 2"],
  ] as [string, unknown, unknown, string][])("%s", (_name, typeJson, raw, message) => {
    let error: unknown;
    try {
      decodeCtyValue(encode(raw), t(typeJson));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CtyConformanceError);
    expect((error as Error).message).toContain(message);
  });

  test("an extension that is not an unknown", () => {
    expect(() => decodeCtyValue(encode(new ExtData(5, Uint8Array.of(1))), t("string"))).toThrow("unexpected msgpack extension type 5");
  });

  test("bytes that are not msgpack", () => {
    expect(() => decodeCtyValue(Uint8Array.of(0xc1), t("string"))).toThrow("not valid msgpack");
  });
});

describe("configuration objects from a schema, nested blocks of every nesting mode", () => {
  const block: SchemaBlock = {
    attributes: {
      name: { type: "string", required: true },
      id: { type: "string", computed: true },
      labels: { type: ["map", "string"], optional: true },
    },
    block_types: {
      single: { nesting_mode: "single", block: { attributes: { a: { type: "string", optional: true } } } },
      group: { nesting_mode: "group", block: { attributes: { g: { type: "number", optional: true } } } },
      items: { nesting_mode: "list", block: { attributes: { v: { type: "string", optional: true } } } },
      tags: { nesting_mode: "set", block: { attributes: { k: { type: "string", optional: true } } } },
      named: { nesting_mode: "map", block: { attributes: { m: { type: "bool", optional: true } } } },
    },
  };
  const type = blockType(block);

  test("unset: nulls, empty collections, a group of nulls", () => {
    const config = configObject(block, { name: "x" });
    expect(config).toEqual({ name: "x", id: null, labels: null, single: null, group: { g: null }, items: [], tags: [], named: {} });
    expect(decodeCtyValue(encodeCtyValue(config, type), type)).toEqual(config);
  });

  test("set: every block filled out to its full object", () => {
    const config = configObject(block, {
      name: "x",
      single: [{ a: "s" }],
      group: { g: 1 },
      items: [{}, { v: "2" }],
      tags: [{ k: "t" }],
      named: { one: { m: true } },
    });
    expect(config).toEqual({
      name: "x",
      id: null,
      labels: null,
      single: { a: "s" },
      group: { g: 1 },
      items: [{ v: null }, { v: "2" }],
      tags: [{ k: "t" }],
      named: { one: { m: true } },
    });
    expect(decodeCtyValue(encodeCtyValue(config, type), type)).toEqual(config);
  });

  test("an argument the schema does not have is refused", () => {
    expect(() => configObject(block, { nmae: "x" })).toThrow("nmae: an argument the schema does not have");
  });

  test("nested attribute types (protocol 6) are objects with every attribute", () => {
    const nested: SchemaBlock = {
      attributes: {
        rules: {
          nested_type: {
            nesting_mode: "list",
            attributes: { port: { type: "number", optional: true }, proto: { type: "string", optional: true } },
          },
          optional: true,
        },
      },
    };
    expect(configObject(nested, { rules: [{ port: 22 }] })).toEqual({ rules: [{ port: 22, proto: null }] });
    expect(blockType(nested)).toEqual(t(["object", { rules: ["list", ["object", { port: "number", proto: "string" }]] }]));
  });

  describe("encoding only the values given writes the bytes (and refuses with the errors) of configObject, then encodeCtyValue", () => {
    /** Upstream-named values, each name a field of its own of any type, so that the schema alone shapes them. */
    const anyField = (name: string): FieldMeta => ({
      name,
      tfName: name,
      cdktfName: null,
      type: { kind: "any" },
      required: false,
      secret: false,
      flattened: false,
      sdkId: false,
    });
    const encodeConfig = (b: SchemaBlock, given: Record<string, unknown>) =>
      encodeDocumentedConfig({} as PackageMeta, Object.keys(given).map(anyField), given, b);
    const dyn: SchemaBlock = {
      attributes: { any: { type: "dynamic", optional: true }, constructor: { type: "string", optional: true } },
      block_types: {
        d: { nesting_mode: "list", block: { attributes: { any: { type: "dynamic", optional: true } } } },
        e: { nesting_mode: "map", block: { attributes: { any: { type: "dynamic", optional: true } } } },
      },
    };
    const many: SchemaBlock = { attributes: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`a${i}`, { type: "number" }])) };
    const slow = (b: SchemaBlock, given: Record<string, unknown>) => encodeCtyValue(configObject(b, given), blockType(b));
    const outcome = (f: () => Uint8Array): Uint8Array | string => {
      try {
        return f();
      } catch (err) {
        return `${(err as Error).name}: ${(err as Error).message}`;
      }
    };
    test.each([
      ["nothing given", block, {}],
      ["one attribute", block, { name: "x" }],
      ["nulls as unset", block, { name: null, single: null, items: null }],
      ["every nesting mode set", block, { name: "x", single: [{ a: "s" }], group: { g: 1 }, items: [{}, { v: "2" }], tags: [{ k: "t" }] }],
      ["a single block as an empty list", block, { single: [] }],
      ["map keys that are data", block, { labels: { __proto__: "p", b: "q" }, named: { __proto__: { m: true } } }],
      ["dynamic values and a name the prototype has", dyn, { any: [1, "x"], constructor: "c", d: [{ any: { k: true } }], e: {} }],
      ["more than 15 attributes (a map 16 header)", many, { a3: 3, a17: 1.5 }],
      ["an argument the schema does not have", block, { nmae: "x" }],
      ["a value of the wrong type", block, { name: 5 }],
      ["two wrong values: the one configObject meets first", block, { labels: "not a map", items: "not a list" }],
      ["a wrong value inside a block", block, { items: [{ v: 1 }] }],
    ] as [string, SchemaBlock, Record<string, unknown>][])("%s", (_name, b, given) => {
      const fast = outcome(() => encodeConfig(b, given));
      expect(fast).toEqual(outcome(() => slow(b, given)));
      // Twice: the second call uses what the first worked out for the block.
      expect(outcome(() => encodeConfig(b, given))).toEqual(fast);
    });
  });

  test("a list or map of blocks with dynamic content is typed dynamic, as Terraform does", () => {
    const dyn: SchemaBlock = {
      block_types: { d: { nesting_mode: "list", block: { attributes: { any: { type: "dynamic", optional: true } } } } },
    };
    expect(blockType(dyn).attributes.d).toEqual({
      kind: "dynamic",
      blocks: { nesting: "list", element: t(["object", { any: "dynamic" }]) },
    });
  });
});
