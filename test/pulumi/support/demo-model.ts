/**
 * A hand-made package model with what the two real providers happen not to have: nested argument types,
 * secret and deprecated fields, maps and untyped values, a flattened block, awkward description text, config
 * of every kind. The emitter must handle it as well as the real ones; the compile test type-checks its SDK.
 */
import type { CdktfNames } from "../../../src/tfgen/emit/cdktf/names";
import type { ConfigModel, PackageModel, PropertyModel, TypeRef } from "../../../src/tfgen/model/types";

const S: TypeRef = { kind: "string" };
const N: TypeRef = { kind: "number" };
const B: TypeRef = { kind: "boolean" };
const obj = (name: string): TypeRef => ({ kind: "object", name });
const list = (element: TypeRef): TypeRef => ({ kind: "list", element, collection: "list" });

function prop(name: string, tfName: string, type: TypeRef, extra: Partial<PropertyModel> = {}): PropertyModel {
  return { name, tfName, type, required: false, secret: false, ...extra };
}

function cfg(name: string, tfName: string, type: TypeRef, extra: Partial<ConfigModel> = {}): ConfigModel {
  return { ...prop(name, tfName, type), env: [], ...extra };
}

export const DEMO_DESCRIPTION = "Finds widgets. Ends a comment: */ and mentions @example.com and\n@internal at a line start.";

export function demoModel(): PackageModel {
  return {
    pkg: "demo",
    displayName: "Demo",
    provider: {
      source: "example/demo",
      namespace: "example",
      type: "demo",
      version: "1.2.3",
      registryKey: "registry.terraform.io/example/demo",
    },
    description: "The demo provider.",
    config: [
      cfg("apiToken", "api_token", S, { secret: true, env: ["DEMO_TOKEN", "DEMO_API_TOKEN"], description: "Token." }),
      cfg("endpoint", "endpoint", S, { env: ["DEMO_ENDPOINT"], default: "https://demo.example" }),
      cfg("insecure", "insecure", B, { env: ["DEMO_INSECURE"], deprecationMessage: "Use tls instead" }),
      cfg("retries", "retries", N, { env: ["DEMO_RETRIES"], default: 3 }),
      cfg("tls", "tls", obj("configTls")),
      cfg("tags", "tags", { kind: "map", element: S }),
    ],
    configRules: [],
    functions: [
      {
        name: "getWidgets",
        token: "demo:index/getWidgets:getWidgets",
        tfType: "demo_widgets",
        description: DEMO_DESCRIPTION,
        inputs: [
          prop("filters", "filter", list(obj("getWidgetsFilter"))),
          prop("id", "id", S),
          prop("labels", "labels", { kind: "map", element: S }),
          prop("owner", "owner", obj("getWidgetsOwner"), { flattened: true }),
          prop("password", "password", S, { secret: true, required: true }),
        ],
        outputs: [
          prop("id", "id", S, { required: true }),
          prop("legacy", "legacy", S, { deprecationMessage: "legacy is deprecated upstream" }),
          prop("raw", "raw", { kind: "any" }, { required: true }),
          prop("token", "token", S, { secret: true, required: true }),
          prop("widgets", "widgets", list(obj("getWidgetsWidget")), { required: true }),
        ],
        rules: [{ kind: "atLeastOneOf", fields: ["filters", "owner"], tfFields: ["filter", "owner"] }],
      },
      {
        name: "getOld",
        token: "demo:index/getOld:getOld",
        tfType: "demo_old",
        deprecationMessage: "Use getWidgets",
        inputs: [prop("id", "id", S)],
        outputs: [prop("id", "id", S, { required: true })],
        rules: [],
      },
    ],
    types: [
      { name: "configTls", tfPath: "config.tls", input: [prop("ca", "ca", S, { required: true }), prop("verify", "verify", B)] },
      {
        name: "getWidgetsFilter",
        tfPath: "demo_widgets.filter",
        input: [prop("name", "name", S, { required: true }), prop("values", "values", list(S), { required: true })],
        output: [prop("name", "name", S, { required: true }), prop("values", "values", list(S), { required: true })],
      },
      { name: "getWidgetsOwner", tfPath: "demo_widgets.owner", input: [prop("email", "email", S)] },
      {
        name: "getWidgetsWidget",
        tfPath: "demo_widgets.widgets",
        output: [
          prop("name", "name", S, { required: true }),
          prop("size", "size", N),
          prop("parts", "parts", list(obj("getWidgetsWidgetPart")), { required: true }),
        ],
      },
      {
        name: "getWidgetsWidgetPart",
        tfPath: "demo_widgets.widgets.parts",
        output: [prop("serial", "serial", S, { required: true, secret: true })],
      },
    ],
    resolutions: [],
  };
}

/** CDKTF names as the generator would report them for the demo schema. */
export function demoCdktfNames(): CdktfNames {
  const attrs = (pairs: [string, string][]) => new Map(pairs.map(([tf, property]) => [tf, { property }]));
  return {
    provider: {
      binding: { folder: "provider", className: "DemoProvider", configStruct: "DemoProviderConfig" },
      attributes: attrs([
        ["api_token", "apiToken"],
        ["endpoint", "endpoint"],
        ["insecure", "insecure"],
        ["retries", "retries"],
        ["tags", "tags"],
      ]),
    },
    dataSources: new Map([
      [
        "demo_widgets",
        {
          binding: { folder: "data-demo-widgets", className: "DataDemoWidgets", configStruct: "DataDemoWidgetsConfig" },
          attributes: new Map([
            [
              "filter",
              {
                property: "filter",
                struct: {
                  name: "DataDemoWidgetsFilter",
                  attributes: attrs([
                    ["name", "name"],
                    ["values", "values"],
                  ]),
                },
              },
            ],
            ["id", { property: "id" }],
            ["labels", { property: "labels" }],
            ["owner", { property: "owner", struct: { name: "DataDemoWidgetsOwner", attributes: attrs([["email", "email"]]) } }],
            ["password", { property: "password" }],
          ]),
        },
      ],
      [
        "demo_old",
        {
          binding: { folder: "data-demo-old", className: "DataDemoOld", configStruct: "DataDemoOldConfig" },
          attributes: attrs([["id", "id"]]),
        },
      ],
    ]),
  };
}
