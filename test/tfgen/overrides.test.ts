import * as fs from "fs";
import * as path from "path";
import { loadOverrides } from "../../src/tfgen/overrides/load";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

const IBM = "IBM-Cloud/ibm";
const EDGECENTER = "Edge-Center/edgecenter";
const realEdgecenter = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "overrides", "edgecenter.json"), "utf8"));

let tmp: string;
beforeAll(() => {
  tmp = makeTempDir("overrides");
});
afterAll(() => removeDir(tmp));

/** A root whose overrides/edgecenter.json is the real file with `edit` applied to a deep copy. */
function rootWith(name: string, edit: (o: any) => void): { root: string; file: string } {
  const o = structuredClone(realEdgecenter);
  edit(o);
  const root = path.join(tmp, name);
  fs.mkdirSync(path.join(root, "overrides"), { recursive: true });
  const file = path.join(root, "overrides", "edgecenter.json");
  fs.writeFileSync(file, JSON.stringify(o, null, 2));
  return { root, file };
}

test.each([
  ["ibm", IBM, 27],
  ["edgecenter", EDGECENTER, 14],
])("the committed overrides/%s.json loads for %s", (type, source, configEntries) => {
  const { file, overrides } = loadOverrides(REPO_ROOT, type, source);
  expect(file).toBe(path.join(REPO_ROOT, "overrides", `${type}.json`));
  expect(overrides.provider).toBe(source);
  expect(overrides.package).toBe(type);
  expect(Object.keys(overrides.config ?? {})).toHaveLength(configEntries);
});

interface Case {
  name: string;
  edit: (o: any) => void;
  message: string;
}

const cases: Case[] = [
  {
    name: "unknown top-level key (a typo)",
    edit: (o) => (o.datasources = o.dataSources),
    message:
      `$.datasources: unknown key (expected one of provider, package, displayName, renameWords, names, config, configRules, ` +
      `dataSources, rules, include, exclude, aliases, $comment)`,
  },
  {
    name: "unknown key in a config entry",
    edit: (o) => (o.config.permanent_api_token.sensitive = true),
    message: `$.config.permanent_api_token.sensitive: unknown key`,
  },
  {
    name: "unknown key in a data-source entry",
    edit: (o) => (o.dataSources.edgecenter_instance.deprecated = true),
    message: `$.dataSources.edgecenter_instance.deprecated: unknown key`,
  },
  {
    name: "wrong provider",
    edit: (o) => (o.provider = IBM),
    message: `$.provider: expected "${EDGECENTER}" (from cdktf.json), got "${IBM}"`,
  },
  {
    name: "provider missing",
    edit: (o) => delete o.provider,
    message: `$.provider: expected "${EDGECENTER}" (from cdktf.json), got undefined`,
  },
  {
    name: "bad rule kind",
    edit: (o) => (o.rules[1].kind = "oneOf"),
    message: `$.rules[1].kind: expected one of exactlyOneOf, atLeastOneOf, conflictsWith, requiredWith, got "oneOf"`,
  },
  {
    name: "bad config rule kind",
    edit: (o) => (o.configRules[0].kind = "ConflictsWith"),
    message: `$.configRules[0].kind: expected one of exactlyOneOf, atLeastOneOf, conflictsWith, requiredWith, got "ConflictsWith"`,
  },
  {
    name: "too few fields in a rule",
    edit: (o) => (o.rules[0].fields = ["project_id"]),
    message: `$.rules[0].fields: expected at least two upstream attribute names`,
  },
  {
    name: "too few fields in a config rule",
    edit: (o) => (o.configRules[1].fields = []),
    message: `$.configRules[1].fields: expected at least two upstream attribute names`,
  },
  {
    name: "a data-source rule naming no data source",
    edit: (o) => (o.rules[2].dataSources = []),
    message: `$.rules[2].dataSources: expected at least one data source`,
  },
  {
    name: "a package name that is not lower-case",
    edit: (o) => (o.package = "EdgeCenter"),
    message: `$.package: expected a lower-case package name, got "EdgeCenter"`,
  },
  {
    name: "env that is not a list of strings",
    edit: (o) => (o.config.api_endpoint.env = "EC_API_ENDPOINT"),
    message: `$.config.api_endpoint.env: expected an array of non-empty strings, got "EC_API_ENDPOINT"`,
  },
];

test.each(cases)("rejects $name, naming the file and the JSON path", ({ name, edit, message }) => {
  const { root, file } = rootWith(name.replace(/\W+/g, "-"), edit);
  expect(() => loadOverrides(root, "edgecenter", EDGECENTER)).toThrow(`${file}: ${message}`);
});

test("invalid JSON is rejected with the file name", () => {
  const root = path.join(tmp, "invalid-json");
  fs.mkdirSync(path.join(root, "overrides"), { recursive: true });
  const file = path.join(root, "overrides", "edgecenter.json");
  fs.writeFileSync(file, '{ "provider": "Edge-Center/edgecenter", ');
  expect(() => loadOverrides(root, "edgecenter", EDGECENTER)).toThrow(`${file}: invalid JSON: `);
});

test("a provider without an overrides file is rejected", () => {
  const root = path.join(tmp, "missing");
  fs.mkdirSync(root, { recursive: true });
  const file = path.join(root, "overrides", "edgecenter.json");
  expect(() => loadOverrides(root, "edgecenter", EDGECENTER)).toThrow(
    `${file}: every provider in cdktf.json needs an overrides file (at least {"provider", "package"}): ENOENT`,
  );
});

test("control: the real file copied the same way loads", () => {
  const { root } = rootWith("control", () => undefined);
  expect(loadOverrides(root, "edgecenter", EDGECENTER).overrides.rules).toHaveLength(realEdgecenter.rules.length);
});
