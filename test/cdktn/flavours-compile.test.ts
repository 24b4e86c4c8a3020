/**
 * Both flavours of the bindings (CDKTF's and CDK Terrain's) for both providers and the made-up third one, each
 * compiled strict against its own core library with the other one unreachable; the same classes, structs and
 * properties in both; and the adapter refusing a generator version it was not written for.
 */
import * as fs from "fs";
import * as path from "path";
import { CORE_LIBRARIES, type CoreLibrary } from "../../src/tfgen/project/core-library";
import { checkGenerator, GENERATOR_FLAVOURS } from "../../src/tfgen/emit/cdktf/generator-adapter";
import { loadProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { makeThirdProviderProject } from "../generality/project";
import { makeTempDir, removeDir } from "../support/project";
import { apiSurface, compile, generateFlavours, packageImports, writeFlavourProject, type FlavourTrees } from "./support";

const TYPES = ["ibm", "edgecenter", "widgets"];
let project: string;
let work: string;
const trees = new Map<string, FlavourTrees>();
const compiled = new Map<CoreLibrary, ReturnType<typeof compile>>();

beforeAll(() => {
  project = makeThirdProviderProject();
  work = makeTempDir("flavours");
  const config = readProjectConfig(project);
  expect(config.providers.map((p) => p.type)).toEqual(TYPES);
  for (const target of config.providers) {
    const inputs = loadProviderInputs(project, target);
    trees.set(target.type, generateFlavours(target, inputs.pinned.schema, inputs.overrides));
  }
  for (const library of CORE_LIBRARIES) {
    const dir = path.join(work, library);
    writeFlavourProject(dir, library, Object.fromEntries([...trees].map(([type, t]) => [type, t[library]])));
    compiled.set(library, compile(dir));
  }
});

afterAll(() => {
  removeDir(project);
  removeDir(work);
});

describe.each(CORE_LIBRARIES)("the %s flavour", (library) => {
  test("compiles strict against its own core library, with no other CDK library reachable", () => {
    expect(compiled.get(library)!.diagnostics).toEqual([]);
    // Not a vacuous pass: every provider's class files were part of the program.
    const files = compiled.get(library)!.program.getRootFileNames();
    for (const type of TYPES) expect(files.filter((f) => f.includes(`${path.sep}${type}${path.sep}`)).length).toBeGreaterThan(3);
  });

  test.each(TYPES)("%s imports only its own core library (and constructs)", (type) => {
    const imports = packageImports(trees.get(type)![library]);
    expect(imports.has(library)).toBe(true);
    expect([...imports].filter((p) => p !== library && p !== "constructs")).toEqual([]);
  });

  test.each(TYPES)("%s is marked generated in every module", (type) => {
    for (const [rel, content] of trees.get(type)![library]) {
      expect({ rel, marked: /^\/\/ (generated|https:\/\/)/.test(content) && /generated (by|from)/.test(content) }).toEqual({
        rel,
        marked: true,
      });
    }
  });
});

test.each(TYPES)("%s: both flavours have the same files and the same public API", (type) => {
  const t = trees.get(type)!;
  expect([...t.cdktn.keys()].sort()).toEqual([...t.cdktf.keys()].sort());
  const surface = (library: CoreLibrary) =>
    new Map([...apiSurface(compiled.get(library)!.program, path.join(work, library))].filter(([k]) => k.startsWith(`${type}${path.sep}`)));
  const cdktf = surface("cdktf");
  expect(cdktf.size).toBeGreaterThan(50);
  expect(surface("cdktn")).toEqual(cdktf);
});

test("the committed providers/<type>/cdktn trees are the cdktn flavour (cdktf.json selects both)", () => {
  const repoRoot = path.resolve(__dirname, "..", "..");
  expect(readProjectConfig(repoRoot).coreLibraries).toEqual(["cdktf", "cdktn"]);
  for (const type of ["ibm", "edgecenter"]) {
    for (const [rel, content] of trees.get(type)!.cdktn) {
      expect({ rel, same: fs.readFileSync(path.join(repoRoot, "providers", type, "cdktn", rel), "utf8") === content }).toEqual({
        rel,
        same: true,
      });
    }
  }
});

describe("the generator adapter's version check", () => {
  let fake: string;
  beforeAll(() => {
    fake = makeTempDir("fake-generator");
  });
  afterAll(() => removeDir(fake));

  const install = (name: string, version: string, under = fake) => {
    const dir = path.join(under, "node_modules", ...name.split("/"));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name, version }));
    return dir;
  };

  test.each(CORE_LIBRARIES)("%s: the installed generator passes", (library) => {
    expect(() => checkGenerator(library)).not.toThrow();
  });

  test("another generator version is refused, naming the package, both versions and what to check", () => {
    install("@cdktn/provider-generator", "0.25.0");
    expect(() => checkGenerator("cdktn", fake)).toThrow(
      "@cdktn/provider-generator 0.25.0 is installed, but src/tfgen/emit/cdktf/generator-adapter.ts was written for exactly 0.24.0",
    );
  });

  test("the right generator beside another codemaker is refused too", () => {
    const spec = GENERATOR_FLAVOURS.cdktf;
    const gen = install(spec.generator, spec.generatorVersion);
    install(spec.commons, spec.commonsVersion, gen);
    install("codemaker", "1.113.0", gen);
    expect(() => checkGenerator("cdktf", fake)).toThrow(`codemaker (as ${spec.generator} resolves it) 1.113.0 is installed, but`);
  });

  test("a generator that is not installed at all", () => {
    const empty = makeTempDir("empty");
    try {
      expect(() => checkGenerator("cdktf", empty)).toThrow(
        "bindings for cdktf: package @cdktf/provider-generator is not installed (run npm ci)",
      );
    } finally {
      removeDir(empty);
    }
  });
});
