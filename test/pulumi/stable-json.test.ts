/**
 * The layout of the generated JSON files (schema.json, metadata.json): sorted keys, one line per field where it
 * fits, and nothing that depends on the order keys were set in.
 */
import { stableJson } from "../../src/tfgen/emit/pulumi/json";

const long = "x".repeat(150);

describe("stableJson", () => {
  test.each<[string, unknown, string]>([
    ["scalars", 1, "1\n"],
    ["keys sorted at every level", { b: 1, a: { d: 2, c: 3 } }, '{ "a": { "c": 3, "d": 2 }, "b": 1 }\n'],
    ["undefined members left out", { a: undefined, b: null }, '{ "b": null }\n'],
    ["empty containers", { a: {}, b: [] }, '{ "a": {}, "b": [] }\n'],
    ["a leaf stays on one line however long", { a: [{ s: long }] }, ["{", '  "a": [', `    { "s": "${long}" }`, "  ]", "}", ""].join("\n")],
    [
      "a nested object that does not fit is indented; its small members stay whole",
      { f: { type: { kind: "list", element: { kind: "string" } }, doc: long } },
      ["{", '  "f": {', `    "doc": "${long}",`, '    "type": { "element": { "kind": "string" }, "kind": "list" }', "  }", "}", ""].join(
        "\n",
      ),
    ],
  ])("%s", (_, value, text) => {
    expect(stableJson(value)).toBe(text);
  });

  test("a line is one line only while it fits in 140 columns, the trailing comma included", () => {
    const fits = (n: number) => ({ a: { b: { c: "y".repeat(n) } }, z: 1 });
    // `  "a": { "b": { "c": "…" } },` is 28 columns around the string.
    expect(stableJson(fits(112)).split("\n")[1]).toHaveLength(140);
    expect(stableJson(fits(113)).split("\n")[1]).toBe('  "a": {');
  });

  test("an array inside a one-line value is given the room of an object's brackets, two columns more than it takes", () => {
    const fits = (n: number) => ({ a: { b: ["y".repeat(n), 1] }, z: 1 });
    expect(stableJson(fits(114)).split("\n")[1]).toHaveLength(138);
    expect(stableJson(fits(115)).split("\n")[1]).toBe('  "a": {');
    expect(stableJson(fits(115)).split("\n")[2]).toBe(`    "b": ["${"y".repeat(115)}", 1]`);
  });

  test("a key named __proto__ stays a key", () => {
    expect(stableJson(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'))).toBe('{ "__proto__": { "x": 1 }, "a": 2 }\n');
  });
});
