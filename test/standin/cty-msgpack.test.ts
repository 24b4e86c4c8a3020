import { decode, encode, ExtData } from "@msgpack/msgpack";
import { decodeCty, encodeCty } from "./program/cty-msgpack";
import { parseCtyType } from "./program/cty-types";
import { completeValue, ctyEqual, DynamicValue, isWhollyKnown, UNKNOWN } from "./program/cty-values";

const nested = parseCtyType([
  "object",
  {
    name: "string",
    count: "number",
    enabled: "bool",
    tags: ["map", "string"],
    ids: ["set", "string"],
    rules: ["list", ["object", { order: "number", segments: ["list", "string"] }]],
    pair: ["tuple", ["string", "number"]],
  },
]);

describe("cty msgpack codec", () => {
  it("round-trips nested lists, sets, maps, tuples and objects", () => {
    const value = {
      name: "web",
      count: 2.5,
      enabled: true,
      tags: { env: "dev" },
      ids: ["a", "b"],
      rules: [{ order: 1, segments: ["beta", "staff"] }],
      pair: ["x", 7],
    };
    expect(decodeCty(encodeCty(value, nested), nested)).toEqual(value);
  });

  it("writes every object attribute, absent ones as nil, in name order", () => {
    const raw = decode(encodeCty({ name: "only" }, nested)) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(["count", "enabled", "ids", "name", "pair", "rules", "tags"]);
    expect(raw.count).toBeNull();
    expect(raw.name).toBe("only");
  });

  it("encodes whole numbers as integers and fractions as float64", () => {
    const type = parseCtyType("number");
    expect(Array.from(encodeCty(7, type))).toEqual([0x07]);
    expect(encodeCty(0.5, type)[0]).toBe(0xcb);
  });

  it("reads numbers Terraform sends as strings (too big or precise for int64/float64), integers exactly", () => {
    expect(decodeCty(encode("12345678901234567890"), parseCtyType("number"))).toBe(12345678901234567890n);
    expect(decodeCty(encode("0.5"), parseCtyType("number"))).toBe(0.5);
  });

  it("keeps 64-bit integers exact and sends an integer beyond them as its digits, as cty does", () => {
    const type = parseCtyType("number");
    expect(decodeCty(encodeCty(9007199254740993n, type), type)).toBe(9007199254740993n);
    expect(decodeCty(encodeCty(2n ** 53n, type), type)).toBe(2 ** 53);
    expect(decode(encodeCty(2n ** 64n + 1n, type))).toBe("18446744073709551617");
  });

  it("reads and writes a map key named __proto__ as a key", () => {
    const type = parseCtyType(["map", "string"]);
    const value = JSON.parse('{"__proto__":"x","\\u0000__proto__":"y","k":"v"}') as Record<string, string>;
    const back = decodeCty(encodeCty(value, type), type) as Record<string, string>;
    expect(Object.keys(back)).toEqual(["__proto__", "\u0000__proto__", "k"]);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(back).toEqual(value);
  });

  it("reads any extension value as unknown: plain (code 0) and refined (code 12)", () => {
    const plain = Uint8Array.from([0x81, 0xa4, ...Buffer.from("name"), 0xd4, 0x00, 0x00]);
    expect(decodeCty(plain, parseCtyType(["object", { name: "string" }]))).toEqual({ name: UNKNOWN });

    // refined: "not null" (key 1 → false), as cty writes for a known-not-null unknown string
    const refined = encode({ region_id: new ExtData(12, Uint8Array.from([0x81, 0x01, 0xc2])), region_name: null });
    const decoded = decodeCty(refined, parseCtyType(["object", { region_id: "number", region_name: "string" }]));
    expect(decoded).toEqual({ region_id: UNKNOWN, region_name: null });
    expect(isWhollyKnown(decoded)).toBe(false);
  });

  it("writes unknown values the way cty does", () => {
    expect(Array.from(encodeCty(UNKNOWN, parseCtyType("string")))).toEqual([0xd4, 0x00, 0x00]);
  });

  it("rejects attributes the type does not have, naming the path", () => {
    const bytes = encode({ rules: [{ order: 1, segments: [], colour: "red" }] });
    expect(() => decodeCty(bytes, nested)).toThrow(/rules\[0\]\.colour: unsupported attribute/);
    expect(() => encodeCty({ nope: 1 }, nested)).toThrow(/nope/);
  });

  it("rejects values of the wrong type", () => {
    expect(() => decodeCty(encode({ count: "many" }), nested)).toThrow(/count: number is required/);
    expect(() => encodeCty({ enabled: "yes" }, nested)).toThrow(/enabled/);
  });

  it("carries dynamic values as [type JSON, value]", () => {
    const type = parseCtyType(["object", { anything: "dynamic" }]);
    const value = { anything: new DynamicValue(parseCtyType(["list", "number"]), [1, 2]) };
    const raw = decode(encodeCty(value, type)) as { anything: [Uint8Array, unknown] };
    expect(Buffer.from(raw.anything[0]).toString()).toBe('["list","number"]');
    expect(decodeCty(encodeCty(value, type), type)).toEqual(value);
  });
});

describe("cty values", () => {
  it("completes JSON records with nulls, all the way down", () => {
    expect(completeValue({ rules: [{ order: 1 }] }, nested)).toEqual({
      name: null,
      count: null,
      enabled: null,
      tags: null,
      ids: null,
      rules: [{ order: 1, segments: null }],
      pair: null,
    });
  });

  it("compares sets without regard to order, lists with it", () => {
    expect(ctyEqual(["a", "b"], ["b", "a"], parseCtyType(["set", "string"]))).toBe(true);
    expect(ctyEqual(["a", "b"], ["b", "a"], parseCtyType(["list", "string"]))).toBe(false);
    expect(ctyEqual({ k: "v" }, { k: "v" }, parseCtyType(["map", "string"]))).toBe(true);
    expect(ctyEqual(1, 1.0, parseCtyType("number"))).toBe(true);
    expect(ctyEqual(UNKNOWN, UNKNOWN, parseCtyType("number"))).toBe(false);
  });
});
