import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { generateSafeCdktfBindings } from "../../src/tfgen/emit/cdktf/safe-bindings";
import { runProviderGenerator } from "../../src/tfgen/emit/cdktf/generator-adapter";
import { parseProviderSpec, type ProviderTarget } from "../../src/tfgen/project/cdktf-config";
import { BINDINGS_SUBDIR, type CoreLibrary } from "../../src/tfgen/project/core-library";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import { projectCheckOptions } from "../support/check-options";
import { apiDifferences, publicApi, type PublicApi } from "../support/public-api";

/*
 * Real providers as they are: the bindings this project writes for a real provider's data sources have the
 * public API of what users already import.
 *
 * - CDKTF: hashicorp/template 2.2.0 against the prebuilt @cdktf/provider-template 10.0.1 (built from the same
 *   provider version; its package.json says so and the test checks it), export by export, from the package's
 *   published declarations.
 * - CDK Terrain publishes few prebuilt packages, so its flavour is compared with what its own generator writes
 *   for the same schema, as `cdktn get` would; and so is CDKTF's for the AWS data sources whose names (`alias`,
 *   `count`, `lifecycle`, `provider` inside nested blocks) this project once escaped although the generator's
 *   output compiles with them.
 *
 * Every difference must be listed in KNOWN_DIFFERENCES with the reason the generator's own output cannot be
 * used there; the list is empty because none of these schemas holds such a name. Our bindings are also type
 * checked (one program for all of them) under the project's strict settings. Fixtures and their provenance:
 * test/fixtures/real/NOTES.md.
 */

const REPO_ROOT = path.resolve(__dirname, "..", "..");
const FIXTURES = path.join(REPO_ROOT, "test", "fixtures", "real");

/** `<where>: <export>…` lines that may differ, each with why the generator's own output cannot be kept there. */
const KNOWN_DIFFERENCES: { difference: string; reason: string }[] = [];

interface RealProvider {
  target: ProviderTarget;
  schema: ProviderSchemaJson;
}

function templateProvider(): RealProvider {
  // The archive stores one provider's schema, not the whole `providers schema -json` document.
  const schema = JSON.parse(fs.readFileSync(path.join(FIXTURES, "template-2.2.0", "schema.json"), "utf8")) as ProviderSchemaJson;
  return {
    target: parseProviderSpec("hashicorp/template@2.2.0"),
    schema: { provider: schema.provider, data_source_schemas: schema.data_source_schemas },
  };
}

function awsProvider(): RealProvider {
  const doc = JSON.parse(fs.readFileSync(path.join(FIXTURES, "aws-6.47.0", "data-sources.json"), "utf8"));
  const target = parseProviderSpec("hashicorp/aws@6.47.0");
  return { target, schema: doc.provider_schemas[target.registryKey] as ProviderSchemaJson };
}

/** A file tree written under `dir`, `.ts` files returned. */
function write(dir: string, files: Iterable<[string, string]>): string[] {
  const out: string[] = [];
  for (const [rel, text] of files) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (file.endsWith(".ts")) out.push(file);
  }
  return out;
}

/** The modules to compare, relative to a flavour's bindings root: every data source's and the provider's. */
function modulesOf(folders: string[]): string[] {
  return [...folders.map((f) => `${f}/index`), "provider/index"];
}

interface Comparison {
  name: string;
  /** Our module file (without `.ts`) and theirs (a `.ts` or `.d.ts` path without extension) for each module. */
  pairs: { module: string; ours: string; theirs: string }[];
}

let root: string;
let diagnostics: string[] = [];
const comparisons: Comparison[] = [];
const results = new Map<string, string[]>();
const sizes = new Map<string, number>();

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-parity-"));
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  const ours: string[] = [];
  const roots: string[] = [];

  const bindings = (name: string, p: RealProvider) => {
    const safe = generateSafeCdktfBindings(p.target, p.schema, ["cdktf", "cdktn"]);
    const dir = path.join(root, name, "ours");
    ours.push(...write(dir, safe.files));
    const folders = [...safe.names.dataSources.values()].map((d) => d.binding.folder);
    return { dir, folders };
  };
  const flavourRoot = (dir: string, library: CoreLibrary) => (BINDINGS_SUBDIR[library] ? path.join(dir, BINDINGS_SUBDIR[library]) : dir);
  const raw = (name: string, p: RealProvider, library: CoreLibrary) => {
    const run = runProviderGenerator(library, {
      source: p.target.source,
      version: p.target.version,
      registryKey: p.target.registryKey,
      schema: p.schema,
    });
    const dir = path.join(root, name, `raw-${library}`);
    roots.push(
      ...write(
        dir,
        run.files.map((f) => [f.filePath, f.content]),
      ),
    );
    return path.join(dir, "providers", p.target.type);
  };

  const template = templateProvider();
  const t = bindings("template", template);
  const prebuilt = path.dirname(require.resolve("@cdktf/provider-template/package.json"));
  roots.push(...modulesOf(t.folders).map((m) => path.join(prebuilt, "lib", `${m}.d.ts`)));
  comparisons.push({
    name: "CDKTF: hashicorp/template 2.2.0 against @cdktf/provider-template",
    pairs: modulesOf(t.folders).map((m) => ({
      module: m,
      ours: path.join(flavourRoot(t.dir, "cdktf"), m),
      theirs: path.join(prebuilt, "lib", m),
    })),
  });
  const tRaw = raw("template", template, "cdktn");
  comparisons.push({
    name: "CDK Terrain: hashicorp/template 2.2.0 against cdktn's generator",
    pairs: modulesOf(t.folders).map((m) => ({ module: m, ours: path.join(flavourRoot(t.dir, "cdktn"), m), theirs: path.join(tRaw, m) })),
  });

  const aws = awsProvider();
  const a = bindings("aws", aws);
  for (const library of ["cdktf", "cdktn"] as const) {
    const theirs = raw("aws", aws, library);
    comparisons.push({
      name: `${library === "cdktf" ? "CDKTF" : "CDK Terrain"}: hashicorp/aws 6.47.0 data sources against ${library}'s generator`,
      pairs: modulesOf(a.folders).map((m) => ({
        module: m,
        ours: path.join(flavourRoot(a.dir, library), m),
        theirs: path.join(theirs, m),
      })),
    });
  }

  const program = ts.createProgram([...ours, ...roots], projectCheckOptions({ types: ["node"] }));
  const checker = program.getTypeChecker();
  // Only our files must compile; the generators' raw output is reference, compiled or not.
  diagnostics = ours.flatMap((f) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(f)).map((d) => {
      const where = d.file ? `${path.relative(root, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
      return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
    }),
  );
  const api = (base: string): PublicApi => {
    const file = program.getSourceFile(`${base}.ts`) ?? program.getSourceFile(`${base}.d.ts`);
    if (!file) throw new Error(`no module at ${base}`);
    return publicApi(checker, file);
  };
  for (const c of comparisons) {
    const diffs: string[] = [];
    let exportsCompared = 0;
    for (const pair of c.pairs) {
      const ours = api(pair.ours);
      exportsCompared += ours.size;
      diffs.push(...apiDifferences(ours, api(pair.theirs), pair.module));
    }
    results.set(c.name, diffs);
    sizes.set(c.name, exportsCompared);
  }
}, 240_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test("the prebuilt package was built from the provider version of the fixture", () => {
  const pkg = JSON.parse(fs.readFileSync(require.resolve("@cdktf/provider-template/package.json"), "utf8"));
  expect(pkg.cdktf.provider).toEqual({ name: "registry.terraform.io/hashicorp/template", version: "2.2.0" });
});

test("our bindings of the real schemas compile under the project's strict settings", () => {
  expect(diagnostics).toEqual([]);
});

describe.each([
  "CDKTF: hashicorp/template 2.2.0 against @cdktf/provider-template",
  "CDK Terrain: hashicorp/template 2.2.0 against cdktn's generator",
  "CDKTF: hashicorp/aws 6.47.0 data sources against cdktf's generator",
  "CDK Terrain: hashicorp/aws 6.47.0 data sources against cdktn's generator",
])("%s", (name) => {
  test("every export has the same public members, but for the listed differences", () => {
    // Data sources with nested blocks, their structs, lists and output references, and the provider.
    expect(sizes.get(name)).toBeGreaterThan(name.includes("aws") ? 100 : 10);
    const known = new Set(KNOWN_DIFFERENCES.map((k) => k.difference));
    expect((results.get(name) ?? ["(not compared)"]).filter((d) => !known.has(d))).toEqual([]);
  });
});

test("the comparison sees a real difference: a renamed member shows up on both sides", () => {
  // The same two APIs with one member renamed, as the escaping of `count` to `countAttribute` once did.
  const theirs: PublicApi = new Map([["DataXGpusOutputReference", ["class extends ComplexObject", "  get count: number"]]]);
  const ours: PublicApi = new Map([["DataXGpusOutputReference", ["class extends ComplexObject", "  get countAttribute: number"]]]);
  expect(apiDifferences(ours, theirs, "m")).toEqual([
    "m: DataXGpusOutputReference: only ours: get countAttribute: number",
    "m: DataXGpusOutputReference: only theirs: get count: number",
  ]);
});
