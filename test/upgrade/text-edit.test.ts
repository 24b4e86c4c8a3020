import * as fs from "fs";
import * as path from "path";
import { editTopLevelMembers, setProviderVersion } from "../../src/tfgen/upgrade/text-edit";
import { REPO_ROOT } from "../support/project";

const read = (rel: string) => fs.readFileSync(path.join(REPO_ROOT, rel), "utf8");

describe("setProviderVersion", () => {
  const cdktf = read("cdktf.json");

  test("changes only that provider's entry", () => {
    const out = setProviderVersion(cdktf, "Edge-Center/edgecenter", "0.12.10", "0.13.0");
    expect(out).toBe(cdktf.replace('"Edge-Center/edgecenter@0.12.10"', '"Edge-Center/edgecenter@0.13.0"'));
    expect(JSON.parse(out).terraformProviders).toEqual(["IBM-Cloud/ibm@2.5.0", "Edge-Center/edgecenter@0.13.0"]);
  });

  test("the same version returns the text untouched", () => {
    expect(setProviderVersion(cdktf, "IBM-Cloud/ibm", "2.5.0", "2.5.0")).toBe(cdktf);
  });

  test("an entry that is not there is an error, not a silent no-op", () => {
    expect(() => setProviderVersion(cdktf, "IBM-Cloud/ibm", "2.4.0", "2.5.0")).toThrow(/"IBM-Cloud\/ibm@2.4.0" exactly once/);
  });
});

describe("editTopLevelMembers", () => {
  // ibm.json keeps one config entry per line; edgecenter.json is plain two-space JSON.
  test.each(["overrides/ibm.json", "overrides/edgecenter.json"])("%s: no change returns the same text", (rel) => {
    const text = read(rel);
    expect(editTopLevelMembers(text, JSON.parse(text))).toBe(text);
  });

  test.each(["overrides/ibm.json", "overrides/edgecenter.json"])(
    "%s: adding aliases appends one member and keeps every other byte",
    (rel) => {
      const text = read(rel);
      const next = { ...JSON.parse(text), aliases: { "x.y": "kept" } };
      const out = editTopLevelMembers(text, next);
      expect(JSON.parse(out)).toEqual(next);
      const body = text.trimEnd().replace(/\n}$/, "");
      expect(out).toBe(`${body},\n  "aliases": {\n    "x.y": "kept"\n  }\n}\n`);
    },
  );

  test("a changed member is re-serialised in place; the others keep their exact text", () => {
    const text = read("overrides/ibm.json");
    const parsed = JSON.parse(text);
    const next = { ...parsed, dataSources: { ibm_app: parsed.dataSources.ibm_app } };
    const out = editTopLevelMembers(text, next);
    expect(JSON.parse(out)).toEqual(next);
    // The compact one-line config entries survive untouched.
    expect(out).toContain(`    "ibmcloud_api_key": { "secret": true, "env": ["IC_API_KEY", "IBMCLOUD_API_KEY"] },`);
    expect(out).toContain(`  "dataSources": {\n    "ibm_app": {\n      "deprecationMessage": "This service is deprecated."\n    }\n  },`);
    // Four compact lines became five expanded ones; nothing else moved.
    expect(out.split("\n").length).toBe(text.split("\n").length + 1);
  });

  test("a member missing from the new object is removed", () => {
    const out = editTopLevelMembers(`{\n  "a": 1,\n  "b": [1, 2],\n  "c": "x"\n}\n`, { a: 1, c: "x" });
    expect(out).toBe(`{\n  "a": 1,\n  "c": "x"\n}\n`);
  });

  test("strings holding braces, commas and escaped quotes do not confuse the splitter", () => {
    const text = `{\n  "a": "}, \\" {",\n  "b": {"k": "[,]"}\n}\n`;
    expect(editTopLevelMembers(text, { a: '}, " {', b: { k: "[,]" } })).toBe(text);
    expect(JSON.parse(editTopLevelMembers(text, { a: '}, " {', b: { k: "z" } }))).toEqual({ a: '}, " {', b: { k: "z" } });
  });
});
