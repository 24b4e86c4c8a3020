import { stableJson } from "../../src/tfgen/emit/pulumi/json";
import * as fs from "fs";
import * as path from "path";
import type { FieldMetadata, RuntimeMetadata } from "../../src/runtime/package-format/metadata";
import { GENERATED_MARKER } from "../../src/tfgen/emit/pulumi/marker";
import { specTypeText } from "../support/spec-type";
import { envList, loadSpec, PACKAGES, readJson, REPO_ROOT, type SpecField } from "./support/spec";

/*
 * schema.json and metadata.json of the two real packages against the documented contract, and the CDKTF
 * names in metadata.json against the committed CDKTF bindings they claim to describe.
 */

type Json = Record<string, any>;

/** The Pulumi schema type spec a documented type string stands for. */
function schemaTypeOf(pkg: string, type: string): Json {
  const list = /^list<(.+)>$/.exec(type);
  if (list) return { type: "array", items: schemaTypeOf(pkg, list[1]) };
  const map = /^map<(.+)>$/.exec(type);
  if (map) return { type: "object", additionalProperties: schemaTypeOf(pkg, map[1]) };
  if (["string", "number", "boolean"].includes(type)) return { type };
  return { $ref: `#/types/${pkg}:index/${type}:${type}` };
}

const typeOnly = (p: Json) =>
  Object.fromEntries(Object.entries(p).filter(([k]) => ["type", "items", "additionalProperties", "$ref"].includes(k)));
const names = (fields: { name: string }[]) => fields.map((f) => f.name).sort();
const requiredNames = (fields: SpecField[]) =>
  fields
    .filter((f) => f.required)
    .map((f) => f.name)
    .sort();

/** `readonly x?: T;` property names of one exported interface in a CDKTF binding file. */
function interfaceProperties(source: string, name: string): string[] {
  const start = source.indexOf(`export interface ${name} `);
  if (start < 0) throw new Error(`no interface ${name}`);
  const body = source.slice(start, source.indexOf("\n}", start));
  return [...body.matchAll(/^ {2}readonly (\w+)\??:/gm)].map((m) => m[1]).sort();
}

for (const type of PACKAGES) {
  const spec = loadSpec(type);
  const schema = readJson<Json>(`providers/${type}/pulumi/schema.json`);
  const metadata = readJson<RuntimeMetadata>(`providers/${type}/pulumi/metadata.json`);
  const upstreamVersion = readJson<Json>(`test/fixtures/spec/${type}.json`).upstream.version.replace(/^v/, "");

  describe(`${type}: schema.json`, () => {
    test("package header", () => {
      expect(schema.name).toBe(spec.pkg);
      expect(schema.version).toBe(upstreamVersion);
      expect(typeof schema.displayName).toBe("string");
      expect(schema.attribution).toContain(GENERATED_MARKER);
      const text = fs.readFileSync(path.join(REPO_ROOT, "providers", type, "pulumi", "schema.json"), "utf8");
      // Sorted keys, one line per field where it fits, trailing newline: re-rendering the parsed file changes nothing.
      expect(text).toBe(stableJson(schema));
      expect(text.split("\n").length).toBeGreaterThan(Object.keys(schema.functions).length);
    });

    test("functions keyed by documented token, with documented inputs, outputs and required lists", () => {
      expect(Object.keys(schema.functions).sort()).toEqual(spec.functions.map((f) => f.token).sort());
      for (const fn of spec.functions) {
        const s = schema.functions[fn.token];
        for (const [side, fields] of [
          ["inputs", fn.inputs],
          ["outputs", fn.outputs],
        ] as const) {
          expect([fn.name, side, Object.keys(s[side].properties).sort()]).toEqual([fn.name, side, names(fields)]);
          expect([fn.name, side, [...s[side].required].sort()]).toEqual([fn.name, side, requiredNames(fields)]);
          for (const f of fields)
            expect([fn.name, f.name, typeOnly(s[side].properties[f.name])]).toEqual([fn.name, f.name, schemaTypeOf(spec.pkg, f.type)]);
        }
      }
    });

    test("nested types keyed <pkg>:index/<name>:<name>, detailed ones with their documented fields", () => {
      for (const name of spec.typeNames) expect(schema.types[`${spec.pkg}:index/${name}:${name}`]?.type).toBe("object");
      for (const [name, fields] of spec.types) {
        const t = schema.types[`${spec.pkg}:index/${name}:${name}`];
        expect([name, Object.keys(t.properties).sort()]).toEqual([name, names(fields)]);
        for (const f of fields)
          expect([name, f.name, typeOnly(t.properties[f.name])]).toEqual([name, f.name, schemaTypeOf(spec.pkg, f.type)]);
      }
    });

    test("config variables and provider inputs are the documented config names", () => {
      expect(Object.keys(schema.config.variables).sort()).toEqual(names(spec.config));
      expect(Object.keys(schema.provider.inputProperties).sort()).toEqual(names(spec.config));
      expect(schema.provider.requiredInputs).toEqual([]);
      for (const c of spec.config) {
        const v = schema.config.variables[c.name];
        expect([c.name, v.type]).toEqual([c.name, c.type]);
        expect([c.name, v.deprecationMessage !== undefined]).toEqual([c.name, !!c.deprecated]);
        if (c.deprecationMessage) expect(v.deprecationMessage).toBe(c.deprecationMessage);
        if (c.secret) expect([c.name, v.secret]).toEqual([c.name, true]);
        for (const e of envList(c)) expect(v.defaultInfo.environment).toContain(e);
        if (c.default !== undefined) expect(v.default).toBe(c.default);
      }
    });
  });

  describe(`${type}: metadata.json`, () => {
    const binding = (folder: string) => fs.readFileSync(path.join(REPO_ROOT, "providers", type, "cdktf", folder, "index.ts"), "utf8");
    const sameAsSpec = (got: FieldMetadata[], want: SpecField[]) =>
      expect(got.map((f) => [f.name, f.tf, specTypeText(f.type), f.required]).sort()).toEqual(
        want.map((f) => [f.name, f.upstream, f.type, f.required ?? true]).sort(),
      );

    test("header: format, package, provider", () => {
      expect(metadata.$comment).toContain(GENERATED_MARKER);
      expect(metadata.formatVersion).toBe(2);
      expect(metadata.package).toBe(spec.pkg);
      expect(metadata.provider.version).toBe(upstreamVersion);
      expect(metadata.provider.type).toBe(type);
      expect(binding(metadata.provider.cdktf.folder)).toContain(
        `export class ${metadata.provider.cdktf.className} extends cdktf.TerraformProvider`,
      );
    });

    test("every documented function: names, upstream names, types, required flags", () => {
      expect(Object.keys(metadata.functions).sort()).toEqual(spec.functions.map((f) => f.token).sort());
      for (const fn of spec.functions) {
        const m = metadata.functions[fn.token];
        expect([m.name, m.tfType]).toEqual([fn.name, fn.upstream]);
        sameAsSpec(m.inputs, fn.inputs);
        sameAsSpec(m.outputs, fn.outputs);
      }
    });

    test("CDKTF binding of every function: folder, class, config struct and the property of each argument", () => {
      for (const fn of spec.functions) {
        const { cdktf, inputs, tfType } = metadata.functions[fn.token];
        const source = binding(cdktf.folder);
        expect(source).toContain(`export class ${cdktf.className} extends cdktf.TerraformDataSource`);
        expect(source).toContain(`public static readonly tfResourceType = ${JSON.stringify(tfType)};`);
        expect([fn.name, inputs.map((i) => i.cdktf).sort()]).toEqual([fn.name, interfaceProperties(source, cdktf.configStruct)]);
      }
    });

    test("config: documented names, upstream names, secrets, environment, deprecations, CDKTF properties", () => {
      expect(names(metadata.config)).toEqual(names(spec.config));
      const providerConfig = interfaceProperties(binding(metadata.provider.cdktf.folder), metadata.provider.cdktf.configStruct);
      for (const c of spec.config) {
        const m = metadata.config.find((x) => x.name === c.name)!;
        expect([c.name, m.tf, specTypeText(m.type)]).toEqual([c.name, c.upstream, c.type]);
        if (c.secret) expect([c.name, m.secret]).toEqual([c.name, true]);
        for (const e of envList(c)) expect(m.env).toContain(e);
        expect([c.name, m.deprecationMessage !== undefined]).toEqual([c.name, !!c.deprecated]);
        expect(providerConfig).toContain(m.cdktf);
      }
    });

    test("nested types: every documented one, detailed ones with their fields", () => {
      for (const name of spec.typeNames) expect(metadata.types[name]).toBeDefined();
      for (const [name, fields] of spec.types) {
        const t = metadata.types[name];
        const got = t.output ?? t.input!;
        expect([name, got.map((f) => [f.name, f.tf, specTypeText(f.type)]).sort()]).toEqual([
          name,
          fields.map((f) => [f.name, f.upstream, f.type]).sort(),
        ]);
      }
    });
  });
}
