import * as fs from "fs";
import * as path from "path";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

const real = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "cdktf.json"), "utf8"));

let tmp: string;
beforeAll(() => {
  tmp = makeTempDir("cdktf-config");
});
afterAll(() => removeDir(tmp));

/** A project root whose cdktf.json is the real one with `edit` applied; returns the cdktf.json path too. */
function rootWith(name: string, edit: (c: any) => void): { root: string; file: string } {
  const c = structuredClone(real);
  edit(c);
  const root = path.join(tmp, name);
  fs.mkdirSync(root, { recursive: true });
  const file = path.join(root, "cdktf.json");
  fs.writeFileSync(file, JSON.stringify(c, null, 2));
  return { root, file };
}

test("the committed cdktf.json names both providers with exact versions", () => {
  const config = readProjectConfig(REPO_ROOT);
  expect(config.codeMakerOutput).toBe("providers");
  expect(config.providers).toEqual([
    { source: "IBM-Cloud/ibm", namespace: "IBM-Cloud", type: "ibm", version: "2.5.0", registryKey: "registry.terraform.io/ibm-cloud/ibm" },
    {
      source: "Edge-Center/edgecenter",
      namespace: "Edge-Center",
      type: "edgecenter",
      version: "0.12.10",
      registryKey: "registry.terraform.io/edge-center/edgecenter",
    },
  ]);
});

test.each([
  ["~>2.5", "IBM-Cloud/ibm@~>2.5"],
  ["^2.5.0", "IBM-Cloud/ibm@^2.5.0"],
  [">= 2.5.0", "IBM-Cloud/ibm@>= 2.5.0"],
  ["2.5", "IBM-Cloud/ibm@2.5"],
])("a range or partial version (%s) instead of an exact one is rejected", (version, spec) => {
  const { root, file } = rootWith(`range-${version.replace(/\W+/g, "_")}`, (c) => (c.terraformProviders[0] = spec));
  expect(() => readProjectConfig(root)).toThrow(
    `${file}: terraformProviders[0]: version must be exact (e.g. 2.5.0), got ${JSON.stringify(version)}`,
  );
});

test("a provider without @version is rejected", () => {
  const { root, file } = rootWith("no-at", (c) => (c.terraformProviders[1] = "Edge-Center/edgecenter"));
  expect(() => readProjectConfig(root)).toThrow(
    `${file}: terraformProviders[1]: expected "<namespace>/<type>@<exact version>", got "Edge-Center/edgecenter"`,
  );
});

test("a provider in the object form cdktf also accepts is rejected, not half-read", () => {
  const { root, file } = rootWith(
    "object-form",
    (c) => (c.terraformProviders[0] = { name: "ibm", source: "IBM-Cloud/ibm", version: "2.5.0" }),
  );
  expect(() => readProjectConfig(root)).toThrow(
    `${file}: terraformProviders[0]: expected "<namespace>/<type>@<exact version>", got {"name":"ibm"`,
  );
});

test("the same provider type listed twice is rejected, even from another namespace", () => {
  const { root, file } = rootWith("duplicate", (c) => c.terraformProviders.push("ibm-fork/ibm@2.6.0"));
  expect(() => readProjectConfig(root)).toThrow(`${file}: terraformProviders: provider type "ibm" is listed twice`);
});

test("a missing codeMakerOutput is rejected", () => {
  const { root, file } = rootWith("no-output", (c) => delete c.codeMakerOutput);
  expect(() => readProjectConfig(root)).toThrow(`${file}: codeMakerOutput: expected a folder name, got undefined`);
});

test("an empty provider list is rejected", () => {
  const { root, file } = rootWith("empty", (c) => (c.terraformProviders = []));
  expect(() => readProjectConfig(root)).toThrow(`${file}: terraformProviders: expected a non-empty array, got []`);
});

test("a cdktf.json that is not JSON is rejected with the file name", () => {
  const root = path.join(tmp, "not-json");
  fs.mkdirSync(root);
  const file = path.join(root, "cdktf.json");
  fs.writeFileSync(file, '{ "language": "typescript",');
  expect(() => readProjectConfig(root)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: cannot read cdktf\\.json: `));
});

test("control: the real cdktf.json copied the same way is accepted", () => {
  const { root } = rootWith("control", () => undefined);
  expect(readProjectConfig(root).providers.map((p) => `${p.source}@${p.version}`)).toEqual(real.terraformProviders);
});
