import { diffSchemas } from "../../src/tfgen/diff/diff-schemas";
import { reconcileOverrides, pathExists } from "../../src/tfgen/diff/reconcile";
import { reportJson, reportMarkdown } from "../../src/tfgen/diff/report";
import type { Change } from "../../src/tfgen/diff/types";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson, SchemaAttribute, SchemaBlock } from "../../src/tfgen/schema/types";

/*
 * The schema diff (diffSchemas) on small hand-written schemas: each case changes one thing upstream and names every
 * report entry it must produce, with both classifications written out literally (not read back from the
 * rules table, so a wrong rule fails here).
 */

const target = parseProviderSpec("Test/test@1.0.0");
const BASE_OVERRIDES: ProviderOverrides = { provider: "Test/test", package: "test" };

const opt = (type: SchemaAttribute["type"], extra: Partial<SchemaAttribute> = {}): SchemaAttribute => ({
  type,
  description_kind: "plain",
  optional: true,
  ...extra,
});
const req = (type: SchemaAttribute["type"]): SchemaAttribute => ({ type, description_kind: "plain", required: true });
const comp = (type: SchemaAttribute["type"], extra: Partial<SchemaAttribute> = {}): SchemaAttribute => ({
  type,
  description_kind: "plain",
  computed: true,
  ...extra,
});

interface Shape {
  config?: Record<string, SchemaAttribute>;
  dataSources: Record<string, SchemaBlock>;
}

function schema(s: Shape): ProviderSchemaJson {
  const ds: ProviderSchemaJson["data_source_schemas"] = {};
  for (const [n, b] of Object.entries(s.dataSources)) ds[n] = { version: 0, block: { description_kind: "plain", ...b } };
  return {
    provider: { version: 0, block: { attributes: s.config ?? { region: opt("string") }, description_kind: "plain" } },
    resource_schemas: {},
    data_source_schemas: ds,
  };
}

/** The starting point of most cases: one data source with an argument, a computed list of objects and a list of strings. */
function thing(extra: Record<string, SchemaAttribute> = {}, drop: string[] = []): SchemaBlock {
  const attributes: Record<string, SchemaAttribute> = {
    id: opt("string", { computed: true }),
    name: req("string"),
    size: comp("number"),
    tags: comp(["list", "string"]),
    item: comp(["list", ["object", { key: "string", value: "string" }]]),
    ...extra,
  };
  for (const d of drop) delete attributes[d];
  return { attributes };
}

const BASE = schema({ dataSources: { test_thing: thing() } });

type Row = [kind: string, where: string, pulumi: "B" | "-", cdktf: "B" | "-", flagged?: "flag"];

function rows(changes: Change[]): Row[] {
  return changes.map((c) => {
    const where = c.function ? (c.path ? `${c.function}.${c.path}` : c.function) : `config.${c.path}`;
    const r: Row = [c.kind, where, c.pulumi === "breaking" ? "B" : "-", c.cdktf === "breaking" ? "B" : "-"];
    if (c.flagged) r.push("flag");
    return r;
  });
}

function diff(oldS: ProviderSchemaJson, newS: ProviderSchemaJson, o: ProviderOverrides = BASE_OVERRIDES, keepNames = true) {
  return diffSchemas({
    target,
    from: { version: "1.0.0", sha256: "0".repeat(64), schema: oldS },
    to: { version: "2.0.0", sha256: "1".repeat(64), schema: newS },
    overrides: o,
    overridesFile: "overrides/test.json",
    keepNames,
  });
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

interface Case {
  name: string;
  old?: ProviderSchemaJson;
  new: ProviderSchemaJson;
  overrides?: ProviderOverrides;
  keepNames?: boolean;
  expect: Row[];
}

const cases: Case[] = [
  { name: "identical schemas", new: clone(BASE), expect: [] },
  {
    name: "data source added",
    new: schema({ dataSources: { test_thing: thing(), test_other: { attributes: { id: comp("string") } } } }),
    expect: [["function-added", "getOther", "-", "-"]],
  },
  {
    name: "data source removed",
    old: schema({ dataSources: { test_thing: thing(), test_other: { attributes: { id: comp("string") } } } }),
    new: BASE,
    expect: [["function-removed", "getOther", "B", "B"]],
  },
  {
    name: "data source deprecated",
    new: schema({ dataSources: { test_thing: { ...thing(), deprecated: true } } }),
    expect: [["function-deprecated", "getThing", "-", "-"]],
  },
  {
    // Every result has an id (as in a bridged SDK): made up, as the empty string, where the data source has none.
    name: "the data source's id attribute removed: the result's id is now made up",
    new: schema({ dataSources: { test_thing: thing({}, ["id"]) } }),
    expect: [
      ["input-removed", "getThing.id", "B", "B"],
      ["output-id-made-up", "getThing.id", "B", "B"],
    ],
  },
  {
    name: "an id attribute added where the result's id was made up",
    old: schema({ dataSources: { test_thing: thing({}, ["id"]) } }),
    new: BASE,
    expect: [
      ["input-added", "getThing.id", "-", "-"],
      ["output-id-from-upstream", "getThing.id", "-", "-"],
    ],
  },
  {
    name: "optional argument added",
    new: schema({ dataSources: { test_thing: thing({ colour: opt("string") }) } }),
    expect: [
      ["input-added", "getThing.colour", "-", "-"],
      ["output-added", "getThing.colour", "-", "-"],
    ],
  },
  {
    name: "required argument added",
    new: schema({ dataSources: { test_thing: thing({ colour: req("string") }) } }),
    expect: [
      ["input-added-required", "getThing.colour", "B", "B"],
      ["output-added", "getThing.colour", "-", "-"],
    ],
  },
  {
    name: "argument removed",
    new: schema({ dataSources: { test_thing: thing({}, ["name"]) } }),
    expect: [
      ["input-removed", "getThing.name", "B", "B"],
      ["output-removed", "getThing.name", "B", "B"],
    ],
  },
  {
    name: "optional argument made required",
    new: schema({ dataSources: { test_thing: thing({ id: req("string") }) } }),
    expect: [["input-became-required", "getThing.id", "B", "B"]],
  },
  {
    name: "required argument made optional (the result field may now be absent)",
    new: schema({ dataSources: { test_thing: thing({ name: opt("string") }) } }),
    expect: [
      ["input-became-optional", "getThing.name", "-", "-"],
      ["output-became-optional", "getThing.name", "B", "-"],
    ],
  },
  {
    name: "result type changed",
    new: schema({ dataSources: { test_thing: thing({ size: comp("string") }) } }),
    expect: [["output-type-changed", "getThing.size", "B", "B"]],
  },
  {
    name: "argument type changed",
    new: schema({ dataSources: { test_thing: thing({ name: req("number") }) } }),
    expect: [
      ["input-type-changed", "getThing.name", "B", "B"],
      ["output-type-changed", "getThing.name", "B", "B"],
    ],
  },
  {
    name: "list became a set",
    new: schema({ dataSources: { test_thing: thing({ tags: comp(["set", "string"]) }) } }),
    expect: [["output-collection-changed", "getThing.tags", "-", "-", "flag"]],
  },
  {
    name: "field inside a nested object added",
    new: schema({
      dataSources: { test_thing: thing({ item: comp(["list", ["object", { key: "string", value: "string", ttl: "number" }]]) }) },
    }),
    expect: [["output-added", "getThing.items.ttl", "-", "-"]],
  },
  {
    name: "field inside a nested object changed type",
    new: schema({ dataSources: { test_thing: thing({ item: comp(["list", ["object", { key: "string", value: "number" }]]) }) } }),
    expect: [["output-type-changed", "getThing.items.value", "B", "B"]],
  },
  {
    // The bridge pluralises list fields (item → items) and not max_items = 1 blocks (item); the alias keeps
    // `items`, and the nested type, named after the field, follows the kept plural name.
    name: "list became a max_items = 1 block: name kept by an alias",
    new: schema({
      dataSources: {
        test_thing: {
          ...thing({}, ["item"]),
          block_types: {
            item: {
              nesting_mode: "list",
              max_items: 1,
              block: { attributes: { key: comp("string"), value: comp("string") }, description_kind: "plain" },
            },
          },
        },
      },
    }),
    // The block has min_items 0, so (bridge rule: Optional and not Computed) its result field may be absent; and a
    // block, unlike a computed attribute, is an argument too.
    expect: [
      ["input-added", "getThing.items", "-", "-"],
      ["output-became-optional", "getThing.items", "B", "-"],
      ["output-name-kept", "getThing.items", "-", "-", "flag"],
      ["output-list-to-object", "getThing.items", "B", "B"],
      ["type-renamed", "getThing.items", "B", "-"],
    ],
  },
  {
    name: "list became a max_items = 1 block, without aliases",
    keepNames: false,
    new: schema({
      dataSources: {
        test_thing: {
          ...thing({}, ["item"]),
          block_types: {
            item: { nesting_mode: "list", max_items: 1, block: { attributes: { key: comp("string"), value: comp("string") } } },
          },
        },
      },
    }),
    expect: [
      ["input-added", "getThing.item", "-", "-"],
      ["output-became-optional", "getThing.item", "B", "-"],
      ["output-renamed", "getThing.item", "B", "-"],
      ["output-list-to-object", "getThing.item", "B", "B"],
    ],
  },
  {
    // Nested types of collections are named after the singular, so the kept `item` gives the old type name.
    name: "max_items = 1 block became a list",
    old: schema({
      dataSources: {
        test_thing: {
          ...thing({}, ["item"]),
          block_types: { item: { nesting_mode: "list", max_items: 1, block: { attributes: { key: comp("string") } } } },
        },
      },
    }),
    new: schema({
      dataSources: {
        test_thing: {
          ...thing({}, ["item"]),
          block_types: { item: { nesting_mode: "list", block: { attributes: { key: comp("string") } } } },
        },
      },
    }),
    expect: [
      ["input-name-kept", "getThing.item", "-", "-", "flag"],
      ["input-object-to-list", "getThing.item", "B", "B"],
      ["output-name-kept", "getThing.item", "-", "-", "flag"],
      ["output-object-to-list", "getThing.item", "B", "B"],
    ],
  },
  {
    // A new sibling `items` takes the plural the bridge gave `item`: the alias keeps `items` for `item`,
    // and the newcomer gets the collision-resolved name.
    name: "new sibling collides with a pluralised name",
    new: schema({ dataSources: { test_thing: thing({ items: comp("string") }) } }),
    expect: [
      ["output-name-kept", "getThing.items", "-", "-", "flag"],
      ["output-added", "getThing.items_2", "-", "-"],
    ],
  },
  {
    name: "config variable added (optional)",
    new: schema({ config: { region: opt("string"), zone: opt("string") }, dataSources: { test_thing: thing() } }),
    expect: [["config-added", "config.zone", "-", "-"]],
  },
  {
    name: "config variable added (required upstream)",
    new: schema({ config: { region: opt("string"), zone: req("string") }, dataSources: { test_thing: thing() } }),
    expect: [["config-added-required", "config.zone", "-", "B", "flag"]],
  },
  {
    name: "config variable removed",
    new: schema({ config: {}, dataSources: { test_thing: thing() } }),
    expect: [["config-removed", "config.region", "B", "B"]],
  },
  {
    name: "config variable deprecated",
    new: schema({ config: { region: opt("string", { deprecated: true }) }, dataSources: { test_thing: thing() } }),
    expect: [["config-deprecated", "config.region", "-", "-"]],
  },
  {
    name: "config variable became required upstream",
    new: schema({ config: { region: req("string") }, dataSources: { test_thing: thing() } }),
    expect: [["config-became-required", "config.region", "-", "B", "flag"]],
  },
  {
    name: "config variable changed type",
    new: schema({ config: { region: opt("number") }, dataSources: { test_thing: thing() } }),
    expect: [["config-type-changed", "config.region", "B", "B"]],
  },
  {
    name: "include/exclude: an excluded new data source is not a change",
    overrides: { ...BASE_OVERRIDES, exclude: ["test_internal_*"] },
    new: schema({ dataSources: { test_thing: thing(), test_internal_x: { attributes: { id: comp("string") } } } }),
    expect: [],
  },
  {
    name: "include/exclude: a removed data source that was not generated is not a change",
    overrides: { ...BASE_OVERRIDES, include: ["test_thing"] },
    old: schema({ dataSources: { test_thing: thing(), test_other: { attributes: { id: comp("string") } } } }),
    new: BASE,
    expect: [],
  },
];

describe("diffSchemas (table)", () => {
  test.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const r = diff(c.old ?? BASE, c.new, c.overrides, c.keepNames);
    expect(rows(r.report.changes)).toEqual(c.expect);
    const s = r.report.summary;
    expect(s.changes).toBe(c.expect.length);
    expect(s.breaking.pulumi).toBe(c.expect.filter((x) => x[2] === "B").length);
    expect(s.breaking.cdktf).toBe(c.expect.filter((x) => x[3] === "B").length);
    expect(s.flagged).toBe(c.expect.filter((x) => x[4] === "flag").length);
  });
});

describe("diffSchemas (details)", () => {
  const listToBlock = cases.find((c) => c.name.startsWith("list became a max_items = 1 block: name kept"))!.new;

  test("kept names are returned as aliases to record, and the new model uses them", () => {
    const r = diff(BASE, listToBlock);
    expect(r.report.aliases).toEqual([{ tfPath: "test_thing.item", name: "items", wouldBe: "item" }]);
    expect(r.overrides.aliases).toEqual({ "test_thing.item": "items" });
    const fn = r.newModel.functions.find((f) => f.tfType === "test_thing")!;
    expect(fn.outputs.find((p) => p.tfName === "item")?.name).toBe("items");
    // Recording the alias must not touch the caller's overrides object.
    expect(BASE_OVERRIDES.aliases).toBeUndefined();
  });

  test("an alias already in the overrides is not reported again", () => {
    const first = diff(BASE, listToBlock);
    const again = diff(listToBlock, listToBlock, first.overrides);
    expect(again.report.changes).toEqual([]);
    expect(again.report.aliases).toEqual([]);
  });

  test("a changed entry carries documented and upstream paths and the before/after types", () => {
    const r = diff(BASE, schema({ dataSources: { test_thing: thing({ size: comp("string") }) } }));
    expect(r.report.changes[0]).toEqual({
      kind: "output-type-changed",
      function: "getThing",
      tfType: "test_thing",
      path: "size",
      tfPath: "test_thing.size",
      before: "number",
      after: "string",
      pulumi: "breaking",
      cdktf: "breaking",
      flagged: false,
      message: "`size` changed type from `number` to `string`.",
    });
  });

  test("overrides for things upstream removed are pruned and reported, not fatal", () => {
    const o: ProviderOverrides = {
      ...BASE_OVERRIDES,
      config: { region: { env: ["TEST_REGION"] } },
      dataSources: { test_other: { deprecationMessage: "old" }, test_thing: { secrets: ["size", "name"] } },
      rules: [{ kind: "exactlyOneOf", fields: ["id", "name"], dataSources: ["test_thing", "test_other"] }],
      names: { "test_other.id": "otherId" },
    };
    const old = schema({ dataSources: { test_thing: thing(), test_other: { attributes: { id: opt("string"), name: opt("string") } } } });
    const r = diff(old, schema({ config: {}, dataSources: { test_thing: thing({}, ["size"]) } }), o);
    expect(rows(r.report.changes)).toEqual([
      ["config-removed", "config.region", "B", "B"],
      ["function-removed", "getOther", "B", "B"],
      ["output-removed", "getThing.size", "B", "B"],
    ]);
    expect(r.report.overridesPruned.map((p) => p.path)).toEqual([
      "$.config.region",
      "$.dataSources.test_other",
      "$.dataSources.test_thing.secrets",
      "$.rules[0].dataSources",
      '$.names["test_other.id"]',
    ]);
    expect(r.overrides.rules).toEqual([{ kind: "exactlyOneOf", fields: ["id", "name"], dataSources: ["test_thing"] }]);
    expect(r.overrides.dataSources).toEqual({ test_thing: { secrets: ["name"] } });
  });

  test("upstream data sources outside include/exclude are listed apart", () => {
    const r = diff(BASE, schema({ dataSources: { test_thing: thing(), test_internal_x: { attributes: { id: comp("string") } } } }), {
      ...BASE_OVERRIDES,
      exclude: ["test_internal_*"],
    });
    expect(r.report.notSelected).toEqual({ added: ["test_internal_x"], removed: [] });
  });

  test("output is stable: the same change with shuffled map keys gives byte-identical JSON", () => {
    const a = schema({
      dataSources: { test_thing: thing({ colour: req("string"), size: comp("string") }), test_b: { attributes: { id: comp("string") } } },
    });
    const shuffled = clone(a);
    const ds = shuffled.data_source_schemas!;
    shuffled.data_source_schemas = { test_thing: ds.test_thing, test_b: ds.test_b };
    const attrs = ds.test_thing.block.attributes!;
    ds.test_thing.block.attributes = Object.fromEntries(Object.entries(attrs).reverse());
    expect(reportJson(diff(BASE, a).report)).toBe(reportJson(diff(BASE, shuffled).report));
  });

  test("markdown lists every change with both classifications, and says so when nothing changed", () => {
    const md = reportMarkdown(diff(BASE, schema({ dataSources: { test_thing: thing({ colour: req("string") }) } })).report);
    expect(md).toContain("# Test/test: 1.0.0 → 2.0.0");
    expect(md).toContain(
      "| `getThing.colour` | New required argument `colour` (string). | **breaking** | **breaking** | `test_thing.colour` |",
    );
    expect(md).not.toContain("⚑ flagged");
    expect(reportMarkdown(diff(BASE, BASE).report)).toContain("No change to the generated APIs.");
  });
});

describe("reconcile helpers", () => {
  test("pathExists follows attributes, nested object types and blocks", () => {
    const s = schema({
      dataSources: {
        test_thing: { ...thing(), block_types: { b: { nesting_mode: "list", block: { attributes: { inner: comp("string") } } } } },
      },
    });
    expect(pathExists(s, "test_thing.item.key")).toBe(true);
    expect(pathExists(s, "test_thing.item.nope")).toBe(false);
    expect(pathExists(s, "test_thing.b.inner")).toBe(true);
    expect(pathExists(s, "config.region")).toBe(true);
    expect(pathExists(s, "config.zone")).toBe(false);
    expect(pathExists(s, "test_gone.id")).toBe(false);
  });

  test("nothing to prune returns the very same overrides object", () => {
    expect(reconcileOverrides(BASE_OVERRIDES, BASE).overrides).toBe(BASE_OVERRIDES);
  });
});
