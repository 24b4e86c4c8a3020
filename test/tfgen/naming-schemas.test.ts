import * as fs from "fs";
import * as path from "path";
import { buildPackageModel } from "../../src/tfgen/model/build";
import type { PackageModel, PropertyModel, TypeRef } from "../../src/tfgen/model/types";
import { dataSourceFunctionName } from "../../src/tfgen/naming";
import { loadProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { REPO_ROOT } from "../support/project";

// End-to-end check of the naming rules against the pinned upstream schemas, through the walk generation
// runs (buildPackageModel over the schema and the provider's overrides), compared with the documented names.

const readJson = (rel: string): unknown => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, rel), "utf8"));

interface Walked {
  /** owner (a function or nested type name) -> Terraform name -> documented name, inputs and outputs together */
  names: Map<string, Map<string, string>>;
  /** nested type name -> the function or type that declares it */
  types: Map<string, string>;
}

function objectName(t: TypeRef): string | undefined {
  return t.kind === "object" ? t.name : t.kind === "list" || t.kind === "map" ? objectName(t.element) : undefined;
}

function walkProvider(type: string): Walked {
  const target = readProjectConfig(REPO_ROOT).providers.find((p) => p.type === type)!;
  const model: PackageModel = buildPackageModel(loadProviderInputs(REPO_ROOT, target));
  const walked: Walked = { names: new Map(), types: new Map() };
  const record = (owner: string, props: PropertyModel[]) => {
    const table = walked.names.get(owner) ?? new Map<string, string>();
    walked.names.set(owner, table);
    for (const p of props) {
      // An input echoed among the outputs must keep its name: one documented name per Terraform name.
      expect([owner, p.tfName, table.get(p.tfName) ?? p.name]).toEqual([owner, p.tfName, p.name]);
      table.set(p.tfName, p.name);
      const nested = objectName(p.type);
      if (nested === undefined) continue;
      const declarer = walked.types.get(nested);
      expect([nested, declarer ?? owner]).toEqual([nested, owner]);
      walked.types.set(nested, owner);
    }
  };
  for (const fn of model.functions) record(fn.name, [...fn.inputs, ...fn.outputs]);
  for (const t of model.types) record(t.name, [...(t.input ?? []), ...(t.output ?? [])]);
  for (const table of walked.names.values()) {
    const documented = [...table.values()];
    expect(new Set(documented).size).toBe(documented.length);
  }
  return walked;
}

const toJSON = (table: Map<string, string> | undefined) => (table ? Object.fromEntries(table) : undefined);

interface SpecField {
  name: string;
  upstream: string;
}
interface Spec {
  functions: Array<{ token: string; name: string; upstream: string; inputs?: SpecField[]; outputs?: SpecField[] }>;
  nestedTypes: Array<{ name: string; fields: SpecField[] }>;
}

describe("edgecenter v0.12.10: names match the documented spec", () => {
  const spec = readJson("test/fixtures/spec/edgecenter.json") as Spec;
  const walked = walkProvider("edgecenter");

  test.each(spec.functions.map((f) => [f.upstream, f] as const))("%s", (tfType, fn) => {
    expect(dataSourceFunctionName("edgecenter", tfType)).toBe(fn.name);
    expect(fn.token).toBe(`<pkg>:index/${fn.name}:${fn.name}`);
    const table = walked.names.get(fn.name)!;
    for (const field of [...(fn.inputs ?? []), ...(fn.outputs ?? [])]) {
      expect([field.upstream, table.get(field.upstream)]).toEqual([field.upstream, field.name]);
    }
  });

  test("every nested type, and no other, is generated with the documented fields", () => {
    expect([...walked.types.keys()].sort()).toEqual(spec.nestedTypes.map((t) => t.name).sort());
    for (const type of spec.nestedTypes) {
      const documented = Object.fromEntries(type.fields.map((f) => [f.upstream, f.name]));
      expect([type.name, toJSON(walked.names.get(type.name))]).toEqual([type.name, documented]);
    }
  });
});

describe("ibm v2.5.0: the documented renames and nested type names", () => {
  const walked = walkProvider("ibm");

  test.each([
    ["getAccountInfo", "linked_softlayer_account", "linkedLegacyBAccount"],
    ["getApp", "route_guid", "routeGuids"],
    ["getApp", "service_instance_guid", "serviceInstanceGuids"],
    ["getAppConfigCollection", "include", "includes"],
    ["getAppConfigCollections", "include", "includes"],
    ["getAppConfigEnvironments", "previous", "previouses"],
    ["getAppConfigFeatures", "first", "firsts"],
    ["getAppConfigIntegrations", "next", "nexts"],
    ["getAppConfigIntegrations", "last", "lasts"],
    ["getAccount", "account_users", "accountUsers"],
    ["getAccount", "org_guid", "orgGuid"],
  ])("%s: %s -> %s", (fn, tf, pulumi) => {
    expect(walked.names.get(fn)?.get(tf)).toBe(pulumi);
  });

  test.each([
    ["getAccountAccountUser", "getAccount"],
    ["getAccountInfoTrait", "getAccountInfo"],
    ["getAppConfigEnvironmentsPreviouse", "getAppConfigEnvironments"],
    ["getAppConfigCollectionsCollectionFeature", "getAppConfigCollectionsCollection"],
    ["getAppConfigFeatureSegmentRuleRule", "getAppConfigFeatureSegmentRule"],
    ["getAppConfigIntegrationsPreviouse", "getAppConfigIntegrations"],
  ])("type %s is declared by %s", (typeName, parent) => {
    expect(walked.types.get(typeName)).toBe(parent);
  });

  test("every function of the excerpt is named", () => {
    expect([...walked.names.keys()].filter((o) => !walked.types.has(o)).sort()).toEqual([
      "getAccount",
      "getAccountInfo",
      "getApp",
      "getAppConfigCollection",
      "getAppConfigCollections",
      "getAppConfigEnvironment",
      "getAppConfigEnvironments",
      "getAppConfigFeature",
      "getAppConfigFeatures",
      "getAppConfigIntegrationEn",
      "getAppConfigIntegrationKms",
      "getAppConfigIntegrations",
    ]);
  });
});
