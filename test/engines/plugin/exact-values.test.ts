/**
 * Values exactly as Terraform has them, in the plugin engine's codec and the shared number rules, without a
 * provider: numbers no double holds (msgpack's 64-bit integers, cty's decimal text, JSON), map keys named
 * `__proto__`, dynamic attributes inside list and map blocks, DynamicValue's JSON form, and the documented
 * name of a diagnostic's attribute path. End to end, through both engines: values.test.ts.
 */
import { decode, encode } from "@msgpack/msgpack";
import { documentedPath } from "../../../src/runtime/shared/map-result";
import type { PackageMeta } from "../../../src/runtime/shared/metadata";
import {
  compareNumbers,
  exactNumberFromBigInt,
  exactNumberFromText,
  numberForWire,
  numberText,
  parseJsonExact,
} from "../../../src/runtime/shared/numbers";
import { configObject } from "../../../src/runtime/engines/plugin/config-value";
import { decodeCtyJson } from "../../../src/runtime/engines/plugin/cty/json";
import { concreteType, CtyConformanceError, decodeCtyValue, encodeCtyValue } from "../../../src/runtime/engines/plugin/cty/msgpack";
import { canonicalSet } from "../../../src/runtime/engines/plugin/cty/set-order";
import { ctyTypeJson, parseCtyType } from "../../../src/runtime/engines/plugin/cty/types";
import { blockType, type SchemaBlock } from "../../../src/runtime/engines/plugin/schema";

const t = parseCtyType;
const NUMBER = t("number");

describe("numbers", () => {
  test.each([
    ["0.1", 0.1],
    ["-12.50", -12.5],
    ["9007199254740992", 9007199254740992],
    ["9007199254740993", "9007199254740993"],
    ["9223372036854775807", "9223372036854775807"],
    ["-9223372036854775808", -9223372036854775808],
    ["18446744073709551617", "18446744073709551617"],
    ["1e21", 1e21],
    ["0.30000000000000004", 0.30000000000000004],
    ["0.1000000000000000000001", "0.1000000000000000000001"],
    ["1.5e-7", 1.5e-7],
    ["1e400", `1${"0".repeat(400)}`],
  ])("the text %s is returned as %p", (text, expected) => {
    expect(exactNumberFromText(text)).toBe(expected);
  });

  test("integers: a number when a double holds them, else their digits", () => {
    expect(exactNumberFromBigInt(2n ** 53n)).toBe(2 ** 53);
    expect(exactNumberFromBigInt(2n ** 53n + 1n)).toBe("9007199254740993");
    expect(exactNumberFromBigInt(2n ** 70n)).toBe(2 ** 70);
  });

  test("arguments go out as a double, a 64-bit integer, or cty's decimal text", () => {
    expect(numberForWire(3)).toBe(3);
    expect(numberForWire(9223372036854775807n)).toBe(9223372036854775807n);
    expect(numberForWire("18446744073709551615")).toBe(18446744073709551615n);
    expect(numberForWire(2n ** 64n + 1n)).toBe("18446744073709551617");
    expect(numberForWire("0.1000000000000000000001")).toBe("0.1000000000000000000001");
    expect(numberText(9007199254740993n)).toBe("9007199254740993");
    expect(numberText("1e3")).toBe("1000");
  });

  test("ordering is exact, also between a double and a decimal text", () => {
    expect(compareNumbers("9007199254740993", 9007199254740992)).toBeGreaterThan(0);
    expect(compareNumbers(-9007199254740992, "-9007199254740993")).toBeGreaterThan(0);
    expect(compareNumbers("0.5", 0.5)).toBe(0);
    // The double nearest 0.1 is 0.1000000000000000055…, above this decimal.
    expect(compareNumbers("0.1000000000000000000001", 0.1)).toBeLessThan(0);
    expect(canonicalSet(["9007199254740993", 9007199254740992, 1], NUMBER)).toEqual([1, 9007199254740992, "9007199254740993"]);
  });

  test("msgpack: 64-bit integers and decimal texts decode exactly; bigints and texts encode as cty does", () => {
    expect(decodeCtyValue(encode(9223372036854775807n, { useBigInt64: true }), NUMBER)).toBe("9223372036854775807");
    expect(decodeCtyValue(encode(-(2n ** 53n) - 1n, { useBigInt64: true }), NUMBER)).toBe("-9007199254740993");
    expect(decodeCtyValue(encode(2n ** 40n, { useBigInt64: true }), NUMBER)).toBe(2 ** 40);
    expect(decodeCtyValue(encode("18446744073709551617"), NUMBER)).toBe("18446744073709551617");
    expect(decode(encodeCtyValue(9223372036854775807n, NUMBER), { useBigInt64: true })).toBe(9223372036854775807n);
    expect(decode(encodeCtyValue(2n ** 64n + 1n, NUMBER))).toBe("18446744073709551617");
    expect(() => encodeCtyValue("twelve", NUMBER)).toThrow(CtyConformanceError);
  });

  test("Terraform's state JSON is read with every number exact", () => {
    expect(parseJsonExact('{"a":9223372036854775807,"b":0.1,"c":[9007199254740993]}')).toEqual({
      a: "9223372036854775807",
      b: 0.1,
      c: ["9007199254740993"],
    });
  });
});

describe("map keys named like JavaScript's own properties", () => {
  const MAP = t(["map", "string"]);
  const keys = JSON.parse('{"__proto__":"p","\\u0000__proto__":"n","constructor":"c","k":"v"}') as Record<string, string>;

  test("msgpack round trip: every key an own data property of an ordinary object, no prototype touched", () => {
    const back = decodeCtyValue(encodeCtyValue(keys, MAP), MAP) as Record<string, string>;
    expect(Object.keys(back)).toEqual(["__proto__", "\u0000__proto__", "constructor", "k"]);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(back, "__proto__")?.value).toBe("p");
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  test("decoded again (keys decoded before are remembered): the same keys, also past what is remembered", () => {
    const bytes = encodeCtyValue(keys, MAP);
    for (let i = 0; i < 3; i++) {
      const back = decodeCtyValue(bytes, MAP) as Record<string, string>;
      expect(Object.keys(back)).toEqual(["__proto__", "\u0000__proto__", "constructor", "k"]);
      expect(Object.getOwnPropertyDescriptor(back, "__proto__")?.value).toBe("p");
    }
    // Many distinct keys of one length, and keys that share a length with those above, each decoded as itself.
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${String(i).padStart(7, "0")}`, String(i)]));
    const both = { ...many, ...keys };
    for (let i = 0; i < 2; i++) expect(decodeCtyValue(encodeCtyValue(both, MAP), MAP)).toEqual(both);
  });

  test("an object attribute named constructor is not found on the prototype", () => {
    const bytes = encode({ constructor: "x" });
    expect(() => decodeCtyValue(bytes, t(["object", { name: "string" }]))).toThrow("constructor: an attribute the schema does not have");
  });

  test("the configuration object keeps such keys", () => {
    const block: SchemaBlock = { attributes: { labels: { type: ["map", "string"], optional: true } } };
    const config = configObject(block, { labels: keys });
    expect(Object.keys(config.labels as object)).toEqual(Object.keys(keys));
  });

  test("JSON answers keep them too", () => {
    const back = decodeCtyJson(Buffer.from('{"__proto__":"p","k":"v"}'), MAP) as Record<string, string>;
    expect(Object.getOwnPropertyDescriptor(back, "__proto__")?.value).toBe("p");
  });
});

describe("dynamic attributes inside blocks", () => {
  const block: SchemaBlock = {
    block_types: {
      extra: {
        nesting_mode: "list",
        block: { attributes: { value: { type: "dynamic", optional: true }, names: { type: ["list", "string"], optional: true } } },
      },
      byName: { nesting_mode: "map", block: { attributes: { value: { type: "dynamic", optional: true }, n: { type: "number" } } } },
    },
  };
  const type = blockType(block);

  test("a list block is a tuple of objects typed by the schema, only the dynamic parts by the value", () => {
    const value = configObject(block, { extra: [{ value: ["a", 1], names: ["x"] }, { value: null }] });
    expect(ctyTypeJson(concreteType(type.attributes.extra, value.extra))).toEqual([
      "tuple",
      [
        ["object", { names: ["list", "string"], value: ["tuple", ["string", "number"]] }],
        ["object", { names: ["list", "string"], value: "dynamic" }],
      ],
    ]);
  });

  test("on the wire: [type, value] with the schema's types, and it decodes back", () => {
    const value = configObject(block, { extra: [{ names: ["x", "y"] }], byName: { a: { value: { k: true }, n: 1 } } });
    const raw = decode(encodeCtyValue(value, type)) as { extra: [Uint8Array, unknown]; byName: [Uint8Array, unknown] };
    expect(JSON.parse(Buffer.from(raw.extra[0]).toString())).toEqual([
      "tuple",
      [["object", { names: ["list", "string"], value: "dynamic" }]],
    ]);
    expect(JSON.parse(Buffer.from(raw.byName[0]).toString())).toEqual([
      "object",
      { a: ["object", { n: "number", value: ["object", { k: "bool" }] }] },
    ]);
    expect(decodeCtyValue(encodeCtyValue(value, type), type)).toEqual(value);
  });
});

describe("DynamicValue in its JSON form", () => {
  const type = t(["object", { n: "number", s: "string", b: "bool", l: ["set", "string"], d: "dynamic", absent: "string" }]);

  test("is read by the schema's type, as cty reads it", () => {
    const json = '{"n":9223372036854775807,"s":12,"b":"true","l":["b","a","a"],"d":{"value":[1,"x"],"type":["tuple",["number","string"]]}}';
    expect(decodeCtyJson(Buffer.from(json), type)).toEqual({
      n: "9223372036854775807",
      s: "12",
      b: true,
      l: ["a", "b"],
      d: [1, "x"],
      absent: null,
    });
  });

  test("what does not fit is refused with its path", () => {
    expect(() => decodeCtyJson(Buffer.from('{"n":"twelve"}'), type)).toThrow("n: expected number, got string");
    expect(() => decodeCtyJson(Buffer.from('{"zzz":1}'), type)).toThrow("zzz: an attribute the schema does not have");
    expect(() => decodeCtyJson(Buffer.from('{"d":[1]}'), type)).toThrow('d: a dynamic value must be an object of "value" and "type"');
    expect(() => decodeCtyJson(Buffer.from("{"), type)).toThrow("not valid JSON");
  });
});

describe("a diagnostic's attribute path as the documented argument", () => {
  const field = (name: string, tfName: string, type: unknown, flattened = false) =>
    ({ name, tfName, cdktfName: null, type, required: false, secret: false, flattened }) as never;
  const meta = {
    types: new Map([
      ["getThingNic", { name: "getThingNic", input: [field("subnetId", "subnet_id", { kind: "string" })] }],
      ["getThingPrimary", { name: "getThingPrimary", input: [field("ipAddress", "ip", { kind: "string" })] }],
    ]),
  } as unknown as PackageMeta;
  const inputs = [
    field("tags", "tags", { kind: "map", element: { kind: "string" } }),
    field("networkInterfaces", "network_interface", { kind: "list", element: { kind: "object", name: "getThingNic" } }),
    field("primary", "primary", { kind: "object", name: "getThingPrimary" }, true),
    field("document", "document", { kind: "any" }),
  ];

  test.each([
    [[{ attribute: "tags" }, { key: "env" }], "tags.env"],
    [[{ attribute: "tags" }, { key: "a b" }], 'tags["a b"]'],
    [[{ attribute: "network_interface" }, { index: 1 }, { attribute: "subnet_id" }], "networkInterfaces[1].subnetId"],
    [[{ attribute: "primary" }, { index: 0 }, { attribute: "ip" }], "primary.ipAddress"],
    [[{ attribute: "document" }, { attribute: "deep" }], "document"],
    [[{ attribute: "unknown_one" }], undefined],
  ])("%j → %s", (steps, expected) => {
    expect(documentedPath(meta, inputs, steps as never)).toBe(expected);
  });
});
