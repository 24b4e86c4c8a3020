import { buildPackageModel } from "../../src/tfgen/model/build";
import { OverridesError } from "../../src/tfgen/model/builder";
import { NamingError } from "../../src/tfgen/model/naming-error";
import { type PackageModel, type PropertyModel } from "../../src/tfgen/model/types";
import { dataSourceFunctionName, dedupeFunctionNames, PinnedFunctionNameClash, type FunctionNameRequest } from "../../src/tfgen/naming";
import { validateOverrides } from "../../src/tfgen/overrides/load";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import type { ProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson, SchemaAttribute, SchemaBlock, SchemaBlockType } from "../../src/tfgen/schema/types";
import { specTypeText } from "../support/spec-type";

/*
 * The rules of pulumi-terraform-bridge that this project had not followed (issue 14), one table each, with
 * the bridge's own examples where it has them. Each row is upstream shape in, documented outcome out.
 */

function inputsFor(
  providerType: string,
  dataSources: Record<string, SchemaBlock>,
  overrides: Partial<ProviderOverrides> = {},
): ProviderInputs {
  const target = parseProviderSpec(`Acme/${providerType}@1.0.0`);
  const schema: ProviderSchemaJson = {
    provider: { version: 0, block: {} },
    data_source_schemas: Object.fromEntries(Object.entries(dataSources).map(([k, block]) => [k, { version: 0, block }])),
  };
  const o: ProviderOverrides = { provider: target.source, package: providerType, ...overrides };
  return {
    target,
    pinned: { target, file: `schemas/${providerType}.json`, sha256: "0".repeat(64), lock: undefined as never, schema },
    overrides: o,
    overridesFile: `overrides/${providerType}.json`,
    overridesText: JSON.stringify(o),
  };
}
const model = (providerType: string, dataSources: Record<string, SchemaBlock>, overrides: Partial<ProviderOverrides> = {}): PackageModel =>
  buildPackageModel(inputsFor(providerType, dataSources, overrides));

const attr = (flags: Partial<SchemaAttribute>, type: SchemaAttribute["type"] = "string"): SchemaAttribute => ({ type, ...flags });
const ID: Record<string, SchemaAttribute> = { id: attr({ computed: true }) };
const summary = (p: PropertyModel) => `${p.name}${p.required ? "" : "?"}: ${specTypeText(p.type)}`;

describe("rule 1: function names that differ only in case (the bridge's V2 suffix)", () => {
  const req = (tfType: string, name: string, pinned = false): FunctionNameRequest => ({ tfType, name, pinned });
  // [case, requests, expected tfType → name]
  const rows: [string, FunctionNameRequest[], Record<string, string>][] = [
    [
      "the bridge's example: fortios security_policy / securitypolicy",
      [
        req("fortios_firewall_security_policy", "getFirewallSecurityPolicy"),
        req("fortios_firewall_securitypolicy", "getFirewallSecuritypolicy"),
      ],
      { fortios_firewall_security_policy: "getFirewallSecurityPolicy", fortios_firewall_securitypolicy: "getFirewallSecuritypolicyV2" },
    ],
    [
      "the outcome does not depend on the order the schema lists them in",
      [
        req("fortios_firewall_securitypolicy", "getFirewallSecuritypolicy"),
        req("fortios_firewall_security_policy", "getFirewallSecurityPolicy"),
      ],
      { fortios_firewall_security_policy: "getFirewallSecurityPolicy", fortios_firewall_securitypolicy: "getFirewallSecuritypolicyV2" },
    ],
    ["x_a_b sorts before x_ab, so it keeps the name", [req("x_ab", "getAb"), req("x_a_b", "getAB")], { x_a_b: "getAB", x_ab: "getAbV2" }],
    [
      "a V2 already taken (case-insensitively) moves on to V2 of that",
      [req("a", "getFoo"), req("b", "getFOO"), req("c", "getFooV2")],
      { a: "getFoo", b: "getFOOV2", c: "getFooV2V2" },
    ],
    [
      "three that collide: V2 then V3",
      [req("a", "getFoo"), req("b", "getFOO"), req("c", "getfoo")],
      { a: "getFoo", b: "getFOOV2", c: "getfooV3" },
    ],
    [
      "a pinned name is never renamed; the derived one moves",
      [req("a", "getFoo"), req("b", "getfoo", true)],
      { a: "getFooV2", b: "getfoo" },
    ],
    ["names that differ in more than case are left alone", [req("a", "getFoo"), req("b", "getFoos")], { a: "getFoo", b: "getFoos" }],
  ];
  test.each(rows)("%s", (_, requests, expected) => {
    expect(Object.fromEntries(dedupeFunctionNames(requests).names)).toEqual(expected);
  });

  test("two pinned names that differ only in case cannot be resolved by any rule", () => {
    expect(() => dedupeFunctionNames([req("a", "getFoo", true), req("b", "getFOO", true)])).toThrow(PinnedFunctionNameClash);
    const ds = { x_one: { attributes: ID }, x_two: { attributes: ID } };
    expect(() => model("x", ds, { names: { x_one: "getThing", x_two: "getTHING" } })).toThrow(
      /overrides\/x\.json: \$\.names: .*differ only in case/,
    );
  });

  test("through the model: tokens and module files differ in more than case, and the resolution is reported", () => {
    const m = model("fortios", {
      fortios_firewall_security_policy: { attributes: ID },
      fortios_firewall_securitypolicy: { attributes: ID },
    });
    expect(m.functions.map((f) => f.token).sort()).toEqual([
      "fortios:index/getFirewallSecurityPolicy:getFirewallSecurityPolicy",
      "fortios:index/getFirewallSecuritypolicyV2:getFirewallSecuritypolicyV2",
    ]);
    expect(m.resolutions).toEqual([
      `fortios_firewall_securitypolicy: function name "getFirewallSecuritypolicy" differs only in case from that of ` +
        `fortios_firewall_security_policy; named "getFirewallSecuritypolicyV2" ` +
        `(pin another with "names": {"fortios_firewall_securitypolicy": "…"})`,
    ]);
  });

  test("the overrides file can pin a name instead", () => {
    const m = model(
      "fortios",
      { fortios_firewall_security_policy: { attributes: ID }, fortios_firewall_securitypolicy: { attributes: ID } },
      { names: { fortios_firewall_securitypolicy: "getFirewallSecurityPolicyCompact" } },
    );
    expect(m.functions.map((f) => f.name).sort()).toEqual(["getFirewallSecurityPolicy", "getFirewallSecurityPolicyCompact"]);
    expect(m.resolutions).toEqual([]);
  });

  test("a pinned function name must be a usable identifier", () => {
    expect(() => model("x", { x_one: { attributes: ID } }, { names: { x_one: "get-one" } })).toThrow(
      /\$\.names\["x_one"\]: "get-one" cannot name a function/,
    );
    expect(() => model("x", { x_one: { attributes: ID } }, { names: { x_one: "provider" } })).toThrow(OverridesError);
  });
});

describe("rule 2: a result field is optional when Optional and not Computed (blocks included)", () => {
  const block = (
    nesting_mode: SchemaBlockType["nesting_mode"],
    items: { min_items?: number; max_items?: number } = {},
  ): SchemaBlockType => ({
    nesting_mode,
    block: { attributes: { name: attr({ optional: true }), hits: attr({ computed: true }, "number") } },
    ...items,
  });
  // [shape, the field in GetXResult, the argument]
  const rows: [string, SchemaAttribute | SchemaBlockType, string, string | undefined][] = [
    [
      "optional filter list block (min_items 0), as on many AWS data sources",
      block("list"),
      "filters?: list<getThingFilter>",
      "filters?: list<getThingFilter>",
    ],
    ["list block with min_items 1", block("list", { min_items: 1 }), "filters: list<getThingFilter>", "filters: list<getThingFilter>"],
    ["set block, min_items 0", block("set"), "filters?: list<getThingFilter>", "filters?: list<getThingFilter>"],
    [
      "list block with max_items 1 (flattened), min_items 0",
      block("list", { max_items: 1 }),
      "filter?: getThingFilter",
      "filter?: getThingFilter",
    ],
    ["single block, min_items 0", block("single"), "filter?: getThingFilter", "filter?: getThingFilter"],
    ["single block, min_items 1", block("single", { min_items: 1 }), "filter: getThingFilter", "filter: getThingFilter"],
    ["map block", block("map"), "filter?: map<getThingFilter>", "filter?: map<getThingFilter>"],
    ["optional attribute", attr({ optional: true }), "filter?: string", "filter?: string"],
    ["optional + computed attribute: Computed, so present", attr({ optional: true, computed: true }), "filter: string", "filter?: string"],
    ["computed attribute", attr({ computed: true }), "filter: string", undefined],
    ["required attribute", attr({ required: true }), "filter: string", "filter: string"],
  ];
  test.each(rows)("%s", (_, shape, result, argument) => {
    const isBlock = "nesting_mode" in shape && "block" in shape;
    const b: SchemaBlock = isBlock ? { attributes: ID, block_types: { filter: shape } } : { attributes: { ...ID, filter: shape } };
    const fn = model("widgets", { widgets_thing: b }).functions[0];
    expect(fn.outputs.filter((p) => p.tfName === "filter").map(summary)).toEqual([result]);
    expect(fn.inputs.filter((p) => p.tfName === "filter").map(summary)).toEqual(argument === undefined ? [] : [argument]);
  });
});

describe("rule 3: the SDK-added timeouts block is not exposed (no argument, no result, no nested type)", () => {
  const str = attr({ optional: true });
  const timeouts = (
    attributes: Record<string, SchemaAttribute>,
    nesting_mode: SchemaBlockType["nesting_mode"] = "single",
  ): SchemaBlockType => ({ nesting_mode, block: { attributes } });
  // [shape, exposed?]
  const rows: [string, SchemaBlock, boolean][] = [
    [
      "timeouts { read }: what the plugin SDK adds to a data source",
      { attributes: ID, block_types: { timeouts: timeouts({ read: str }) } },
      false,
    ],
    [
      "timeouts with every duration the SDK knows",
      { attributes: ID, block_types: { timeouts: timeouts({ create: str, read: str, update: str, delete: str, default: str }) } },
      false,
    ],
    [
      "a list block named timeouts is the provider's own",
      { attributes: ID, block_types: { timeouts: timeouts({ read: str }, "list") } },
      true,
    ],
    [
      "a timeouts block with another attribute is the provider's own",
      { attributes: ID, block_types: { timeouts: timeouts({ read: str, retries: attr({ optional: true }, "number") }) } },
      true,
    ],
    [
      "a required duration is not the SDK's",
      { attributes: ID, block_types: { timeouts: timeouts({ read: attr({ required: true }) }) } },
      true,
    ],
    ["an attribute named timeouts is the provider's own", { attributes: { ...ID, timeouts: attr({ optional: true }) } }, true],
    [
      "a timeouts block nested in another block is the provider's own",
      {
        attributes: ID,
        block_types: { policy: { nesting_mode: "single", block: { block_types: { timeouts: timeouts({ read: str }) } } } },
      },
      true,
    ],
  ];
  test.each(rows)("%s", (_, block, exposed) => {
    const m = model("widgets", { widgets_thing: block });
    const fn = m.functions[0];
    const mentions = [...fn.inputs, ...fn.outputs, ...m.types.flatMap((t) => [...(t.input ?? []), ...(t.output ?? [])])].filter(
      (p) => p.tfName === "timeouts",
    );
    const types = m.types.filter((t) => t.tfPath.endsWith(".timeouts"));
    if (exposed) {
      expect(mentions.length).toBeGreaterThan(0);
    } else {
      expect(mentions).toEqual([]);
      expect(types).toEqual([]);
    }
  });
});

describe("rule 4: a data source named exactly like its provider", () => {
  const rows: [string, string, string][] = [
    ["http", "http", "getHttp"],
    ["external", "external", "getExternal"],
    ["dns", "dns", "getDns"],
    ["http", "http_request", "getRequest"],
  ];
  test.each(rows)("(%s, %s) → %s", (provider, tfType, fn) => {
    expect(dataSourceFunctionName(provider, tfType)).toBe(fn);
  });

  test("through the model: the function and its token", () => {
    const fn = model("http", { http: { attributes: { url: attr({ required: true }), body: attr({ computed: true }) } } }).functions[0];
    expect([fn.name, fn.token]).toEqual(["getHttp", "http:index/getHttp:getHttp"]);
  });

  test("a data source with neither the prefix nor the provider's name still fails, naming the schema path and the fix", () => {
    expect(() => dataSourceFunctionName("http", "httpx")).toThrow(/does not start with provider prefix "http_"/);
    let err: unknown;
    try {
      model("http", { httpx: { attributes: ID } });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(NamingError);
    expect((err as NamingError).message).toBe(
      `schemas/http.json: $.provider_schemas["registry.terraform.io/acme/http"].data_source_schemas.httpx: ` +
        `data source "httpx" does not start with provider prefix "http_". ` +
        `Fix: add to overrides/http.json: "names": {"httpx": "getHttpx"}`,
    );
    expect(model("http", { httpx: { attributes: ID } }, { names: { httpx: "getHttpx" } }).functions[0].name).toBe("getHttpx");
  });
});

describe("rule 5: the overrides mark result paths optional that the schema JSON cannot", () => {
  const items = attr({ computed: true }, ["list", ["object", { name: "string", comment: "string" }]]);
  const block: SchemaBlock = { attributes: { ...ID, items, note: attr({ computed: true }) } };
  const itemType = (m: PackageModel) => m.types.find((t) => t.tfPath === "widgets_thing.items")!;
  // [optionalOutputs, result of the function, fields of the nested result type]
  const rows: [string[], string[], string[]][] = [
    [[], ["id: string", "items: list<getThingItem>", "note: string"], ["comment: string", "name: string"]],
    [["items.comment"], ["id: string", "items: list<getThingItem>", "note: string"], ["comment?: string", "name: string"]],
    [
      ["items.comment", "items.name"],
      ["id: string", "items: list<getThingItem>", "note: string"],
      ["comment?: string", "name?: string"],
    ],
    [
      ["note", "items"],
      ["id: string", "items?: list<getThingItem>", "note?: string"],
      ["comment: string", "name: string"],
    ],
  ];
  test.each(rows)("optionalOutputs %j", (paths, fnResult, typeResult) => {
    const m = model("widgets", { widgets_thing: block }, { dataSources: { widgets_thing: { optionalOutputs: paths } } });
    expect(m.functions[0].outputs.map(summary)).toEqual(fnResult);
    expect(itemType(m).output!.map(summary)).toEqual(typeResult);
  });

  test("a path that does not exist is an error, like every other override", () => {
    expect(() =>
      model("widgets", { widgets_thing: block }, { dataSources: { widgets_thing: { optionalOutputs: ["items.nope"] } } }),
    ).toThrow(
      new OverridesError(
        `overrides/widgets.json: $.dataSources.widgets_thing.optionalOutputs: "items.nope" is no result field of widgets_thing`,
      ),
    );
  });

  test("the loader checks its shape", () => {
    const raw = { provider: "Acme/widgets", package: "widgets", dataSources: { widgets_thing: { optionalOutputs: "items.name" } } };
    expect(() => validateOverrides("overrides/widgets.json", raw, "Acme/widgets")).toThrow(
      /\$\.dataSources\.widgets_thing\.optionalOutputs: expected an array of non-empty strings/,
    );
  });
});

describe("rule 6: the overrides say what the provider's Go schema says and its JSON cannot, as a bridged package sets it", () => {
  const items = attr({ computed: true }, ["list", ["object", { name: "string" }]]);
  const block: SchemaBlock = {
    attributes: { ...ID, items, tags: attr({ computed: true }, ["set", "string"]) },
    block_types: { policy: { nesting_mode: "list", block: { attributes: { effect: attr({ computed: true }) } } } },
  };
  const only = (o: NonNullable<ProviderOverrides["dataSources"]>[string]) =>
    model("widgets", { widgets_thing: block }, { dataSources: { widgets_thing: o } }).functions[0];

  test("maxItemsOne: a list or set is one object, named and typed like a max_items = 1 block, in both directions", () => {
    const fn = only({ maxItemsOne: ["items", "policy"] });
    expect(fn.outputs.map(summary)).toEqual(["id: string", "items: getThingItems", "policy?: getThingPolicy", "tags: list<string>"]);
    expect(fn.outputs.filter((p) => p.flattened).map((p) => p.name)).toEqual(["items", "policy"]);
    expect(fn.inputs.map(summary)).toEqual(["policy?: getThingPolicy"]);
    // Without it, the usual names: plural fields, singular types.
    expect(only({}).outputs.map(summary)).toEqual([
      "id: string",
      "items: list<getThingItem>",
      "policies?: list<getThingPolicy>",
      "tags: list<string>",
    ]);
  });

  test("maxItemsOne on a field that is no list is an error naming the entry", () => {
    expect(() => only({ maxItemsOne: ["id"] })).toThrow(
      new OverridesError(
        `overrides/widgets.json: $.dataSources.widgets_thing.maxItemsOne: "id" is no list or set, so it cannot be one object`,
      ),
    );
    expect(() => only({ maxItemsOne: ["nope"] })).toThrow(/maxItemsOne: "nope" is no result field of widgets_thing/);
  });

  test("alwaysPresentOutputs: an Optional and Computed block is always in the result, still an optional argument", () => {
    const fn = only({ alwaysPresentOutputs: ["policy"] });
    expect(fn.outputs.find((p) => p.tfName === "policy")!.required).toBe(true);
    expect(fn.inputs.find((p) => p.tfName === "policy")!.required).toBe(false);
    expect(() => only({ alwaysPresentOutputs: ["policy.nope"] })).toThrow(/alwaysPresentOutputs: "policy.nope" is no result field/);
  });

  test("the loader checks their shape", () => {
    for (const key of ["maxItemsOne", "alwaysPresentOutputs"]) {
      const raw = { provider: "Acme/widgets", package: "widgets", dataSources: { widgets_thing: { [key]: "items" } } };
      expect(() => validateOverrides("overrides/widgets.json", raw, "Acme/widgets")).toThrow(
        new RegExp(`\\$\\.dataSources\\.widgets_thing\\.${key}: expected an array of non-empty strings`),
      );
    }
  });
});
