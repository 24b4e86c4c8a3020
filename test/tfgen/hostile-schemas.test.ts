import { readProjectPackage } from "../../src/tfgen/emit/package/project-package";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { generateMain as main } from "../../src/tfgen/cli/generate";
import type { CdktfAttributeNames, CdktfNames } from "../../src/tfgen/emit/cdktf/names";
import { propKey } from "../../src/tfgen/naming/identifiers";
import { NamingError } from "../../src/tfgen/model/naming-error";
import type { PropertyModel } from "../../src/tfgen/model/types";
import { SchemaError } from "../../src/tfgen/schema/validate";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import { generateProviderWithNotes, type GeneratedProvider } from "../../src/tfgen/pipeline/generate";
import type { ProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { CtyType, ProviderSchemaJson, SchemaAttribute, SchemaBlock, SchemaBlockType } from "../../src/tfgen/schema/types";
import { modelPaths, pathProblems, schemaPaths } from "../generality/model-spec";
import { projectCheckOptions } from "../support/check-options";
import { captureOutput, editPinnedSchema, hashFiles, makeProjectCopy, removeDir } from "../support/project";

/*
 * Names and shapes no provider should have and some real ones do, each through the real generator (model,
 * CDKTF generator, Pulumi SDK). Every case either generates code that then compiles under the project's
 * strict tsconfig with every upstream attribute reachable in both the SDK and the CDKTF bindings, or fails
 * before writing anything with an error naming the schema file, the JSON path and an overrides entry; that
 * entry is then applied and the case must generate and compile like the others. All generated providers are
 * compiled as one program (one type check instead of one per case).
 */

const REPO_ROOT = path.resolve(__dirname, "..", "..");

const opt = (extra: Partial<SchemaAttribute> = {}, type: CtyType = "string"): SchemaAttribute => ({ type, optional: true, ...extra });
const comp = (extra: Partial<SchemaAttribute> = {}, type: CtyType = "string"): SchemaAttribute => ({ type, computed: true, ...extra });
const req = (type: CtyType = "string"): SchemaAttribute => ({ type, required: true });
/** A block whose every attribute is the given one, under each name: one sibling group of hostile names. */
const named = (names: string[], a: SchemaAttribute = opt()): SchemaBlock => ({
  attributes: { id: comp(), ...Object.fromEntries(names.map((n) => [n, a])) },
});
/** An object with keys TypeScript would type specially in a literal (`constructor` is Object's own). */
const entries = <T>(pairs: [string, T][]): Record<string, T> => Object.fromEntries(pairs);
const OBJ: CtyType = ["object", { a: "string", n: "number" }];

interface HostileCase {
  name: string;
  /** The data sources (keys without the provider prefix, which is added) or one block as `<type>_thing`. */
  block?: SchemaBlock;
  dataSources?: Record<string, SchemaBlock>;
  provider?: SchemaBlock;
  overrides?: Partial<ProviderOverrides>;
  /** Expected failure: what the error says is wrong. The case then runs again with the fix it suggests. */
  fails?: RegExp;
}

function deep(levels: number): SchemaBlock {
  let b: SchemaBlock = { attributes: { leaf: opt(), out: comp() } };
  for (let i = levels; i > 0; i--)
    b = { attributes: { [`v${i}`]: comp() }, block_types: { [`level_${i}`]: { nesting_mode: i % 2 ? "list" : "single", block: b } } };
  return b;
}

const CASES: HostileCase[] = [
  { name: "constructor", block: named(["constructor"]) },
  { name: "toString and valueOf as to_string, value_of", block: named(["to_string", "value_of"]) },
  {
    name: "Terraform meta-arguments: provider, count, depends_on, for_each, lifecycle",
    block: named(["provider", "count", "depends_on", "for_each", "lifecycle"]),
  },
  { name: "a name starting with a digit", block: named(["2fa", "3d_secure"], comp()) },
  { name: "_ beside __", block: named(["_", "__"]) },
  { name: "quotes", block: named(['a"b', "a'b", "a`b", "a*/b", "a\nb"]) },
  { name: "parentheses", block: named(["f(x)", "g()"], comp()) },
  { name: "RegExp metacharacters", block: named(["a(", "x[1", "a+", "b?", "c.d*", "e|f", "^g$", "h\\i"]) },
  { name: "hyphen, space, dot, slash", block: named(["a-b", "a b", "a.b", "a/b"], comp()) },
  { name: "non-ASCII letters", block: named(["naïve", "ключ"], comp()) },
  { name: "map(list(object)) argument", block: { attributes: { id: comp(), m: opt({}, ["map", ["list", OBJ]]) } } },
  {
    name: "map(map(string)) result",
    block: { attributes: { id: comp(), mm: comp({}, ["map", ["map", "string"]]), mn: comp({}, ["map", ["map", "number"]]) } },
  },
  {
    name: "list(list(object)) and map(map(object)) arguments",
    block: { attributes: { id: comp(), ll: req(["list", ["list", OBJ]]), mmo: opt({}, ["map", ["map", OBJ]]) } },
  },
  {
    name: "tuples",
    block: { attributes: { id: comp(), t: opt({}, ["tuple", ["string", "number"]]), tc: comp({}, ["list", ["tuple", ["bool"]]]) } },
  },
  {
    name: "map(dynamic) result and map(map) inside an object",
    block: { attributes: { id: comp(), md: comp({}, ["map", "dynamic"]), o: comp({}, ["object", { m: ["map", ["map", "string"]] }]) } },
  },
  { name: "instanceV2 beside instance_v2", block: named(["instanceV2", "instance_v2"]) },
  { name: "foo_bar beside fooBar beside foo__bar", block: named(["foo_bar", "fooBar", "foo__bar"], comp()) },
  {
    name: "JavaScript reserved words",
    block: named([
      "delete",
      "class",
      "new",
      "function",
      "return",
      "this",
      "typeof",
      "void",
      "with",
      "yield",
      "let",
      "await",
      "enum",
      "implements",
      "import",
      "export",
      "default",
      "super",
      "null",
      "true",
    ]),
  },
  {
    name: "TypeScript keywords",
    block: named([
      "interface",
      "type",
      "namespace",
      "declare",
      "readonly",
      "keyof",
      "infer",
      "any",
      "string",
      "number",
      "module",
      "abstract",
      "as",
      "is",
    ]),
  },
  {
    name: "Object.prototype members",
    block: named([
      "__proto__",
      "has_own_property",
      "hasOwnProperty",
      "is_prototype_of",
      "property_is_enumerable",
      "to_locale_string",
      "__define_getter__",
      "__lookupSetter__",
    ]),
  },
  {
    name: "members of CDKTF constructs and structs",
    block: named([
      "node",
      "fqn",
      "friendly_unique_id",
      "add_override",
      "get_string_attribute",
      "terraform_resource_type",
      "internal_value",
      "lookup",
      "get",
      "resolve",
      "with",
      "raw_overrides",
      "alias",
      "tf_resource_type",
      "is_empty_object",
    ]),
  },
  {
    name: "generated companions: foo beside foo_input, reset_foo, fooInput",
    block: named(["foo", "foo_input", "reset_foo", "fooInput", "put_bar"], opt()),
  },
  {
    name: "hostile names inside nested blocks",
    block: {
      attributes: { id: comp() },
      block_types: entries<SchemaBlockType>([
        ["constructor", { nesting_mode: "list", block: named(["to_string", "2fa", 'a"b']) }],
        ["count", { nesting_mode: "single", block: named(["provider"]) }],
      ]),
    },
  },
  {
    name: "hostile names inside object types",
    block: {
      attributes: {
        id: comp(),
        items: comp({}, [
          "list",
          [
            "object",
            entries<CtyType>([
              ["constructor", "string"],
              ["2fa", "number"],
              ["a-b", "bool"],
              ["value_of", "string"],
            ]),
          ],
        ]),
      },
    },
  },
  {
    name: "hostile names inside nested_type attributes",
    block: {
      attributes: {
        id: comp(),
        nt: { optional: true, nested_type: { nesting_mode: "list", attributes: { to_string: opt(), "x y": opt(), node: comp() } } },
      },
    },
  },
  {
    name: "collisions after pluralisation",
    block: {
      attributes: { id: comp(), rule: comp({}, ["list", "string"]), rules: comp() },
      block_types: { entry: { nesting_mode: "list", block: named(["a"]) }, entries: { nesting_mode: "list", block: named(["b"]) } },
    },
  },
  {
    name: "nested type T beside TArgs (x and x_args)",
    block: {
      attributes: { id: comp() },
      block_types: { x: { nesting_mode: "single", block: named(["a"]) }, x_args: { nesting_mode: "single", block: named(["b"]) } },
    },
  },
  { name: "very deep (12 levels of blocks)", block: deep(12) },
  {
    name: "very wide (300 attributes)",
    block: { attributes: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`attr_${i}`, i % 3 ? comp() : opt()])) },
  },
  {
    name: "dynamic types everywhere",
    block: {
      attributes: {
        id: comp(),
        d: opt({}, "dynamic"),
        dc: comp({}, "dynamic"),
        ld: opt({}, ["list", "dynamic"]),
        od: comp({}, ["object", { x: "dynamic" }]),
        sd: req(["set", "dynamic"]),
      },
    },
  },
  {
    name: "descriptions holding comment terminators and tags",
    block: {
      description: "Ends */ here, opens /* there, <!-- html -->, `${template}` and @param x @deprecated",
      attributes: {
        id: comp({ description: "*/ console.log('pwned') /*" }),
        q: opt({ description: "line one\n*/\n@returns nothing\r\nback\\slash" }),
      },
    },
  },
  {
    name: "empty nested blocks",
    block: {
      attributes: { id: comp() },
      block_types: {
        on: { nesting_mode: "single", block: {} },
        flags: { nesting_mode: "list", block: {} },
        outer: { nesting_mode: "list", block: { block_types: { inner: { nesting_mode: "set", block: {} } } } },
      },
    },
  },
  {
    name: "a data source named exactly like its provider, beside a prefixed one",
    dataSources: { "=": named(["url"]), request: named([]) },
  },
  {
    name: "function names that differ only in case",
    dataSources: { firewall_security_policy: named([]), firewall_securitypolicy: named([]) },
  },
  {
    name: "hostile provider configuration names",
    block: named([]),
    provider: { attributes: { constructor: opt(), to_string: opt(), value_of: opt({ sensitive: true }), count: opt(), node: opt() } },
  },
  {
    name: "a config variable named with a reserved word",
    block: named([]),
    provider: { attributes: { delete: opt() } },
    fails: /config variable's name "delete" cannot be declared/,
  },
  {
    name: "a config variable whose name is no identifier",
    block: named([]),
    provider: { attributes: { "2fa": opt() } },
    fails: /config variable's name "2fa" cannot be declared/,
  },
  {
    name: "a data source without the provider prefix",
    dataSources: { "!other_thing": named([]) },
    fails: /does not start with provider prefix/,
  },
  {
    name: "a data source whose function name is no identifier",
    dataSources: { "a.b": named([]) },
    fails: /function name "getA\.b" derived from it cannot name/,
  },
  {
    name: "data sources whose CDKTF folders collide",
    dataSources: { instanceV2: named([]), instance_v2: named([]) },
    fails: /same folder as that of data source/,
  },
];

/** Provider type of case i: lower-case letters and digits, as package names must be. */
const typeOf = (i: number) => `hx${String(i).padStart(2, "0")}`;

function inputsFor(c: HostileCase, i: number, extra: Partial<ProviderOverrides> = {}): ProviderInputs {
  const type = typeOf(i);
  const target = parseProviderSpec(`Acme/${type}@1.0.0`);
  const blocks = c.dataSources ?? { thing: c.block as SchemaBlock };
  // "!name": a data source type without the provider prefix; "=": one named exactly like the provider.
  const dsType = (k: string) => (k === "=" ? type : k.startsWith("!") ? k.slice(1) : `${type}_${k}`);
  const schema: ProviderSchemaJson = {
    provider: { version: 0, block: c.provider ?? { attributes: { region: opt() } } },
    data_source_schemas: Object.fromEntries(Object.entries(blocks).map(([k, b]) => [dsType(k), { version: 0, block: b }])),
  };
  const overrides: ProviderOverrides = { provider: target.source, package: type, ...c.overrides, ...extra };
  return {
    target,
    pinned: { target, file: `/hostile/schemas/${type}.json`, sha256: "0".repeat(64), lock: undefined as never, schema },
    overrides,
    overridesFile: `/hostile/overrides/${type}.json`,
    overridesText: JSON.stringify(overrides),
  };
}

interface Outcome {
  c: HostileCase;
  inputs: ProviderInputs;
  generated: GeneratedProvider;
  /** The error of the first attempt, for failing cases. */
  error?: Error;
  /** The overrides entry the error suggested, applied for the second attempt. */
  fix?: Partial<ProviderOverrides>;
}

let root: string;
const outcomes: Outcome[] = [];
let diagnostics: string[] = [];
let compiledFiles = 0;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-hostile-"));
  // The SDK reaches its runtime by a relative path into src/, and the bindings import cdktf.
  for (const p of ["src", "node_modules"]) fs.symlinkSync(path.join(REPO_ROOT, p), path.join(root, p), "dir");
  CASES.forEach((c, i) => {
    let inputs = inputsFor(c, i);
    let error: Error | undefined;
    let fix: Partial<ProviderOverrides> | undefined;
    if (c.fails) {
      try {
        generateProviderWithNotes(inputs, { project: readProjectPackage(REPO_ROOT), worker: true });
      } catch (err) {
        error = err as Error;
      }
      const suggested = error instanceof NamingError ? error.fix : undefined;
      if (suggested === undefined) return; // the test of this case reports what happened instead
      fix = JSON.parse(`{${suggested}}`) as Partial<ProviderOverrides>;
      inputs = inputsFor(c, i, fix);
    }
    const generated = generateProviderWithNotes(inputs, { project: readProjectPackage(REPO_ROOT), worker: true });
    for (const [rel, text] of generated.files) {
      const file = path.join(root, "providers", inputs.target.type, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    outcomes.push({ c, inputs, generated, error, fix });
  });

  const options = projectCheckOptions({ types: ["node"] });
  const files = listTs(path.join(root, "providers"));
  compiledFiles = files.length;
  const program = ts.createProgram(files, options);
  diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.relative(root, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : "(program)";
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}, 240_000);

afterAll(() => {
  if (diagnostics.length) process.stderr.write(`hostile schemas: generated code kept at ${root}\n`);
  else if (root) fs.rmSync(root, { recursive: true, force: true });
});

function listTs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listTs(p) : e.name.endsWith(".ts") ? [p] : [];
  });
}

test("the table holds at least 30 cases, and every one of them generated (directly or with its suggested fix)", () => {
  expect(CASES.length).toBeGreaterThanOrEqual(30);
  expect(outcomes.map((o) => o.c.name)).toEqual(CASES.map((c) => c.name));
});

test("all generated code compiles under the project's strict tsconfig", () => {
  // Every case's bindings and SDK (not a vacuous program): at least a binding, a provider and an SDK module each.
  expect(compiledFiles).toBeGreaterThan(CASES.length * 10);
  expect(diagnostics).toEqual([]);
});

const byName = (name: string) => {
  const o = outcomes.find((x) => x.c.name === name);
  if (!o) throw new Error(`case "${name}" did not generate`);
  return o;
};

describe.each(CASES.map((c) => [c.name, c] as const))("%s", (name, c) => {
  if (c.fails) {
    test("fails before writing, naming the schema file, the JSON path, why, and the overrides entry; that entry then works", () => {
      const o = byName(name);
      expect(o.error).toBeInstanceOf(NamingError);
      const e = o.error as NamingError;
      expect(e.message).toMatch(c.fails as RegExp);
      expect(e.message).toContain(o.inputs.pinned.file);
      expect(e.jsonPath).toMatch(/^\$\.provider_schemas\["registry\.terraform\.io\/acme\/hx\d\d"\]\.(provider|data_source_schemas)/);
      expect(e.message).toContain(`Fix: add to ${o.inputs.overridesFile}: ${e.fix}`);
      expect(o.fix).toBeDefined();
      // The fixed case generated (it is in `outcomes`) and is part of the compiled program.
      expect(o.generated.files.size).toBeGreaterThan(0);
    });
    return;
  }

  test("nothing dropped: every upstream attribute is in the SDK model, as an argument where Terraform takes one", () => {
    const { inputs, generated } = byName(name);
    const problems: string[] = [];
    const expected: string[] = [];
    const actual: string[] = [];
    for (const f of generated.model.functions) {
      const block = inputs.pinned.schema.data_source_schemas![f.tfType].block;
      for (const role of ["output", "input"] as const) {
        expected.push(...schemaPaths(block, f.tfType, role).map((p) => `${role} ${p}`));
        actual.push(
          ...modelPaths(generated.model, role === "output" ? f.outputs : f.inputs, f.tfType, role, problems).map((p) => `${role} ${p}`),
        );
      }
    }
    expected.push(...schemaPaths(inputs.pinned.schema.provider.block, "config", "input"));
    actual.push(...modelPaths(generated.model, generated.model.config, "config", "input", problems));
    expect([...pathProblems(expected, actual), ...problems]).toEqual([]);
  });

  test("every field of the model is declared in the emitted SDK, under its (quoted where needed) name", () => {
    const { generated } = byName(name);
    const sdk = [...generated.files]
      .filter(([rel]) => rel.startsWith("pulumi/") && rel.endsWith(".ts"))
      .map(([, t]) => t)
      .join("\n");
    const missing: string[] = [];
    const declared = (p: PropertyModel, where: string) => {
      if (!sdk.includes(`${propKey(p.name)}${p.required ? "" : "?"}: `)) missing.push(`${where}.${p.name}`);
    };
    for (const f of generated.model.functions) {
      f.inputs.forEach((p) => declared(p, `${f.name}(args)`));
      f.outputs.forEach((p) => declared(p, `${f.name}(result)`));
    }
    for (const t of generated.model.types) [...(t.input ?? []), ...(t.output ?? [])].forEach((p) => declared(p, t.name));
    expect(missing).toEqual([]);
  });

  test("nothing dropped: every upstream attribute has a CDKTF property, and the binding sends its upstream name", () => {
    const { inputs, generated } = byName(name);
    const missing: string[] = [];
    const check = (cdktf: CdktfNames["provider"]["attributes"], block: SchemaBlock, where: string, file: string) => {
      const text = generated.files.get(file) as string;
      walkCdktf(cdktf, block, where, missing, (n) => {
        // Quoted exactly as JSON (escaped names), as the generator quotes plain ones, or a plain name as a bare key.
        const bareKey = /^[A-Za-z_][A-Za-z0-9_]*$/.test(n) && new RegExp(`^\\s*${n}: `, "m").test(text);
        if (!text.includes(JSON.stringify(n)) && !text.includes(`'${n}'`) && !bareKey)
          missing.push(`${where}: ${file} never spells ${JSON.stringify(n)}`);
      });
    };
    for (const [tfType, entry] of Object.entries(inputs.pinned.schema.data_source_schemas ?? {})) {
      const names = generated.cdktf.dataSources.get(tfType);
      if (!names) {
        missing.push(`${tfType}: no binding`);
        continue;
      }
      check(names.attributes, entry.block, tfType, `cdktf/${names.binding.folder}/index.ts`);
    }
    check(generated.cdktf.provider.attributes, inputs.pinned.schema.provider.block, "config", "cdktf/provider/index.ts");
    expect(missing).toEqual([]);
  });

  test("escaped CDKTF names and loosened types are recorded in metadata.json and documented in the binding", () => {
    const { generated } = byName(name);
    const metadata = JSON.parse(generated.files.get("pulumi/metadata.json") as string);
    const adjustments: Record<string, { property?: string; looseType?: string; reason: string }> = metadata.cdktfAdjustments ?? {};
    for (const [p, a] of Object.entries(adjustments)) {
      expect(a.reason).not.toBe("");
      const tfType = p.split(".")[0];
      const folder = tfType === "config" ? "provider" : generated.cdktf.dataSources.get(tfType)!.binding.folder;
      const text = generated.files.get(`cdktf/${folder}/index.ts`) as string;
      if (a.property) {
        expect(text).toMatch(new RegExp(`public get ${a.property}\\(\\)`));
        expect(text).toMatch(new RegExp(`/\\*\\* Upstream attribute .*, escaped as \`${a.property}\``));
      }
      // The generator writes TSDoc for arguments only; a result typed loosely is recorded in metadata.json.
      if (a.looseType) expect(a.looseType).toMatch(/^(map|list|set|tuple|object)\(/);
    }
  });
});

/** Walks the schema beside the CDKTF names; `spelt` is called for each upstream name met. */
function walkCdktf(
  attrs: Map<string, CdktfAttributeNames>,
  block: SchemaBlock,
  where: string,
  missing: string[],
  spelt: (n: string) => void,
): void {
  const visit = (n: string, sub: SchemaBlock | undefined, type: CtyType | undefined) => {
    const a = attrs.get(n);
    if (!a) {
      missing.push(`${where}.${n}: no CDKTF property`);
      return;
    }
    spelt(n);
    if (sub && a.struct) walkCdktf(a.struct.attributes, sub, `${where}.${n}`, missing, spelt);
    const obj = type && objectOf(type);
    // A loosened (dynamic) attribute has no struct: its fields are reachable as the value itself.
    if (obj && a.struct)
      walkCdktf(
        a.struct.attributes,
        { attributes: Object.fromEntries(Object.entries(obj).map(([k, t]) => [k, { type: t, computed: true }])) },
        `${where}.${n}`,
        missing,
        spelt,
      );
  };
  for (const [n, a] of Object.entries(block.attributes ?? {}))
    visit(n, a.nested_type ? { attributes: a.nested_type.attributes } : undefined, a.type);
  for (const [n, b] of Object.entries(block.block_types ?? {})) visit(n, b.block, undefined);
}

function objectOf(t: CtyType): Record<string, CtyType> | undefined {
  if (typeof t === "string") return undefined;
  if (t[0] === "object") return t[1];
  if (t[0] === "list" || t[0] === "set" || t[0] === "map") return objectOf(t[1]);
  return undefined;
}

describe("what the table proves about specific cases", () => {
  test("an escaped attribute keeps its upstream name on the wire and a documented property", () => {
    const { generated } = byName("constructor");
    const text = generated.files.get("cdktf/data-hx00-thing/index.ts") as string;
    expect(text).toContain("public get constructorAttribute()");
    expect(text).toContain(`return this.getStringAttribute("constructor");`);
    expect(text).toMatch(/"constructor": cdktf\.stringToTerraform\(this\._constructorAttribute\)/);
    expect(text).toContain("Upstream attribute `constructor`, escaped as `constructorAttribute`");
    // The Pulumi SDK keeps the bridge's name: a property key needs no escaping.
    expect(generated.files.get("pulumi/getThing.ts")).toContain("readonly constructor?: string;");
    // The runtime sets arguments through the binding's property, which metadata.json names.
    const metadata = JSON.parse(generated.files.get("pulumi/metadata.json") as string);
    const input = metadata.functions["hx00:index/getThing:getThing"].inputs.find((f: { tf: string }) => f.tf === "constructor");
    expect(input).toMatchObject({ name: "constructor", tf: "constructor", cdktf: "constructorAttribute" });
    expect(metadata.cdktfAdjustments["hx00_thing.constructor"]).toEqual({
      property: "constructorAttribute",
      reason: expect.stringContaining("constructor"),
    });
  });

  test("a name no identifier can hold reaches Terraform as a JSON string", () => {
    const { generated } = byName("quotes");
    const text = generated.files.get("cdktf/data-hx05-thing/index.ts") as string;
    expect(text).toContain(`"a\\"b": cdktf.stringToTerraform(`);
    expect(text).toContain(`this.getStringAttribute("a'b")`);
    expect(generated.files.get("pulumi/getThing.ts")).toContain(`"a\\"b"?: string;`);
  });

  test("function names that differ only in case: the later one gets V2, and the note says how to pin another", () => {
    const { generated } = byName("function names that differ only in case");
    expect(generated.model.functions.map((f) => f.name).sort()).toEqual(["getFirewallSecurityPolicy", "getFirewallSecuritypolicyV2"]);
    expect(generated.notes.join("\n")).toMatch(
      /hx\d\d_firewall_securitypolicy: function name "getFirewallSecuritypolicy" differs only in case .* named "getFirewallSecuritypolicyV2"/,
    );
  });

  test("a data source named like its provider is get<Provider>, with its own CDKTF binding", () => {
    const { inputs, generated } = byName("a data source named exactly like its provider, beside a prefixed one");
    const type = inputs.target.type;
    expect(generated.model.functions.map((f) => [f.tfType, f.name])).toEqual([
      [type, `get${type[0].toUpperCase()}${type.slice(1)}`],
      [`${type}_request`, "getRequest"],
    ]);
    expect(generated.cdktf.dataSources.get(type)!.binding.folder).toBe(`data-${type}`);
  });

  test("empty blocks are arguments too, in the SDK and in the CDKTF bindings", () => {
    const { generated } = byName("empty nested blocks");
    const fn = generated.model.functions[0];
    expect(fn.inputs.map((p) => p.tfName).sort()).toEqual(["flags", "on", "outer"]);
    expect(generated.files.get("pulumi/getThing.ts")).toMatch(/on\?: inputs\.getThingOn;/);
  });

  test("descriptions cannot end a comment early in either tree", () => {
    const { generated } = byName("descriptions holding comment terminators and tags");
    for (const [rel, text] of generated.files) if (rel.endsWith(".ts")) expect(text).not.toContain("*/ console.log");
  });

  test("a provider attribute named like a provider meta-argument is a schema error, before any generator runs", () => {
    for (const reserved of ["alias", "version"]) {
      const inputs = inputsFor({ name: reserved, block: named([]), provider: { attributes: { [reserved]: opt() } } }, 90);
      let err: unknown;
      try {
        generateProviderWithNotes(inputs, { project: readProjectPackage(REPO_ROOT), worker: true });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(SchemaError);
      expect((err as SchemaError).file).toBe("/hostile/schemas/hx90.json");
      expect((err as SchemaError).jsonPath).toBe(
        `$.provider_schemas["registry.terraform.io/acme/hx90"].provider.block.attributes.${reserved}`,
      );
      expect((err as SchemaError).problem).toMatch(/reserves in every provider block/);
    }
  });

  test("the suggested fixes are the ones an overrides file would hold", () => {
    expect(byName("a config variable named with a reserved word").fix).toEqual({ names: { "config.delete": "deleteValue" } });
    expect(byName("a data source without the provider prefix").fix).toEqual({ names: { other_thing: "getOtherThing" } });
    expect(byName("data sources whose CDKTF folders collide").fix).toEqual({ exclude: [expect.stringMatching(/^hx\d\d_instance_v2$/)] });
  });
});

describe("through `generate` on a project: the failure writes nothing, the suggested entry then works", () => {
  test("a config variable named `delete` added to a pinned schema", () => {
    const copy = makeProjectCopy("hostile-cli");
    try {
      editPinnedSchema(copy, "edgecenter.json", (s) => {
        s.provider_schemas["registry.terraform.io/edge-center/edgecenter"].provider.block.attributes.delete = {
          type: "string",
          optional: true,
          description_kind: "plain",
        };
      });
      const before = hashFiles(path.join(copy, "providers"));
      let err: unknown;
      try {
        captureOutput(() => main([], copy));
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(NamingError);
      const e = err as NamingError;
      expect(e.schemaFile).toBe(path.join(copy, "schemas", "edgecenter.json"));
      expect(e.jsonPath).toBe('$.provider_schemas["registry.terraform.io/edge-center/edgecenter"].provider.block.attributes.delete');
      expect(e.message).toContain(
        `Fix: add to ${path.join(copy, "overrides", "edgecenter.json")}: "names": {"config.delete": "deleteValue"}`,
      );
      expect(hashFiles(path.join(copy, "providers"))).toEqual(before);
      expect(fs.readdirSync(copy).filter((n) => n.startsWith(".staging-") || n.startsWith(".retired-"))).toEqual([]);

      const overridesFile = path.join(copy, "overrides", "edgecenter.json");
      const overrides = JSON.parse(fs.readFileSync(overridesFile, "utf8"));
      Object.assign(overrides, JSON.parse(`{${e.fix}}`));
      fs.writeFileSync(overridesFile, JSON.stringify(overrides, null, 2) + "\n");
      const run = captureOutput(() => main([], copy));
      expect(run.result).toBe(0);
      const vars = fs.readFileSync(path.join(copy, "providers", "edgecenter", "pulumi", "config", "vars.ts"), "utf8");
      expect(vars).toContain("export declare const deleteValue: string | undefined;");
      expect(vars).toContain('__config.get("deleteValue")');
    } finally {
      removeDir(copy);
    }
  });
});
