/*
 * The one module that knows the provider generators' internals. CDKTF's `@cdktf/provider-generator` and CDK
 * Terrain's `@cdktn/provider-generator` (its maintained fork) have no public API for what generation needs
 * here: files in memory rather than on disk, the names the generator chose while it ran, and no `terraform`
 * spawned on import. Everything that reaches past their public surface is below, and it is written against
 * exact versions: any other installed version is refused with a message saying what to check, rather than
 * generating subtly different bindings.
 *
 * Each internal is loaded through the generator's own `require` (createRequire at its package.json), so the
 * CodeMaker and the commons classes are the very copies that generator was built with, even where two
 * generators pin different versions of them side by side (codemaker 1.112.0 beside 1.128.0).
 */
import * as fs from "fs";
import { createRequire, Module } from "module";
import * as path from "path";
import { CORE_LIBRARIES, type CoreLibrary } from "../../project/core-library";

/** What one generator flavour is, and the exact versions this adapter was written and tested against. */
interface FlavourSpec {
  generator: string;
  generatorVersion: string;
  /** The generator module inside the package (the package root also loads jsii and friends). */
  generatorModule: string;
  /** The module exporting `escapeAttributeName`, the generator's renaming of properties it cannot declare. */
  attributeModelModule: string;
  commons: string;
  commonsVersion: string;
  /** The commons module that runs `terraform version -json` when imported. */
  commonsTerraformModule: string;
  codemakerVersion: string;
  /**
   * The HCL-to-JSON package, reached through the schema package: importing it gunzips a Go WebAssembly
   * module and starts a Go runtime (under tsx the start even fails, as an unhandled rejection that ends the
   * process). It serves module schemas only, which provider bindings never read. Only cdktn's is replaced:
   * CDKTF's starts nothing that fails, and the runtime's CLI-configuration reader (src/runtime/install/hcl.ts)
   * uses that same package for real, possibly in the same process as generation.
   */
  schemaPackage: string;
  inertHcl2json?: string;
}

export const GENERATOR_FLAVOURS: Readonly<Record<CoreLibrary, FlavourSpec>> = {
  cdktf: {
    generator: "@cdktf/provider-generator",
    generatorVersion: "0.21.0",
    generatorModule: "lib/get/generator/provider-generator",
    attributeModelModule: "lib/get/generator/models/attribute-model",
    commons: "@cdktf/commons",
    commonsVersion: "0.21.0",
    commonsTerraformModule: "terraform.js",
    codemakerVersion: "1.112.0",
    schemaPackage: "@cdktf/provider-schema",
  },
  cdktn: {
    generator: "@cdktn/provider-generator",
    generatorVersion: "0.24.0",
    generatorModule: "build/get/generator/provider-generator",
    attributeModelModule: "build/get/generator/models/attribute-model",
    commons: "@cdktn/commons",
    commonsVersion: "0.24.0",
    commonsTerraformModule: "terraform.js",
    codemakerVersion: "1.128.0",
    schemaPackage: "@cdktn/provider-schema",
    inertHcl2json: "@cdktn/hcl2json",
  },
};

/** A generated file as the generator addressed it (`providers/<type>/…`). */
export interface GeneratedFile {
  filePath: string;
  content: string;
}

/** The slice of the generator's models read by this project (see ./names.ts). */
export interface GeneratorRun<M> {
  files: GeneratedFile[];
  /** Models of every resource and data source, in the generator's parse order. */
  models: M[];
  /** Model of the provider block. */
  provider: M;
}

type NameFn = (name: string) => string;

interface LoadedFlavour {
  /** codemaker's camelCase, as the generator applies it to attribute names. */
  toCamelCase: NameFn;
  /** The generator's escapes of property names (`node` → `nodeAttribute`, `getFoo` → `fetchFoo`, …). */
  escapeAttributeName: NameFn;
  // The generator's classes are typed loosely on purpose: their declarations differ between flavours and are
  // internal; the calls below are the whole contract, and the version check is what keeps it true.
  TerraformProviderGenerator: new (
    code: object,
    schema: object,
  ) => {
    generate(target: object): void;
  };
  CodeMaker: new () => { save(dir: string): Promise<unknown>; openFile(filePath: string): void; closeFile(filePath: string): void };
  TerraformProviderConstraint: new (spec: string) => object;
  ConstructsMakerProviderTarget: new (constraint: object, language: unknown) => object;
  LANGUAGES: readonly unknown[];
}

export class GeneratorVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GeneratorVersionError";
  }
}

const here = createRequire(__filename);

function packageJson(req: NodeRequire, name: string, neededBy: string): { file: string; version: string } {
  let file: string;
  try {
    file = req.resolve(`${name}/package.json`);
  } catch {
    throw new GeneratorVersionError(`${neededBy}: package ${name} is not installed (run npm ci)`);
  }
  return { file, version: (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version };
}

function checkVersion(name: string, found: string, expected: string, flavour: CoreLibrary): void {
  if (found === expected) return;
  throw new GeneratorVersionError(
    `${name} ${found} is installed, but src/tfgen/emit/cdktf/generator-adapter.ts was written for exactly ${expected} ` +
      `(it relies on the ${flavour} generator's internals: buildResourceModels, resourceParser.parse, ` +
      `CodeMaker's open and buffered files, the terraform module of its commons). Install ${name}@${expected}, ` +
      `or check those internals against ${found} and update GENERATOR_FLAVOURS.`,
  );
}

/** Puts `exports` in Node's module cache as the module at `file`, so that requiring it runs nothing. */
function seedModule(file: string, exports: object): void {
  // Node's own cache (a createRequire's), not `require.cache`, which under Jest is the test registry's.
  const cache = here.cache;
  if (cache[file]) return;
  const m = new Module(file);
  m.filename = file;
  m.loaded = true;
  m.exports = exports;
  cache[file] = m;
}

/**
 * Imports with side effects that generation must not run, replaced before the generator is loaded. The
 * commons package runs `terraform version -json` when imported (generation spawns nothing and works without
 * terraform); cdktn's HCL package starts a Go runtime (see FlavourSpec.inertHcl2json).
 *
 * Under Jest, `createRequire` hands out the test registry's require, which Node's cache does not reach, so
 * jest.config.js maps the same two modules to test/support/inert-*.js, which export what these functions
 * return: one definition either way.
 */
function seedInertModules(genRequire: NodeRequire, commonsFile: string, spec: FlavourSpec): void {
  const commonsRequire = createRequire(commonsFile);
  const terraformModule = path.join(path.dirname(commonsRequire.resolve(spec.commons)), spec.commonsTerraformModule);
  seedModule(terraformModule, inertTerraformExports(commonsRequire));
  if (spec.inertHcl2json === undefined) return;
  const schemaRequire = createRequire(genRequire.resolve(`${spec.schemaPackage}/package.json`));
  seedModule(schemaRequire.resolve(spec.inertHcl2json), inertHcl2jsonExports(spec.inertHcl2json));
}

/** What commons' terraform module exports, minus the spawn. `req` resolves the one export cdktn's keeps from cdktn itself. */
export function inertTerraformExports(req: NodeRequire): Record<string, unknown> {
  const exports: Record<string, unknown> = {
    terraformBinaryName: process.env.TERRAFORM_BINARY_NAME || "terraform",
    terraformVersion: Promise.resolve(undefined),
  };
  // Resolved only when read (it never is while generating): cdktf's commons has no such export.
  Object.defineProperty(exports, "parseTerraformCliVersion", {
    enumerable: true,
    get: () => (req("cdktn/lib/validations") as Record<string, unknown>).parseTerraformCliVersion,
  });
  return exports;
}

/** The HCL package's functions, each failing with a message if anything calls it. */
export function inertHcl2jsonExports(pkg: string): Record<string, unknown> {
  const unavailable = (name: string) => () => {
    throw new Error(`${pkg}.${name} is not available while generating provider bindings (it reads module sources)`);
  };
  return Object.fromEntries(["parse", "convertFiles", "getReferencesInExpression", "getExpressionAst"].map((n) => [n, unavailable(n)]));
}

const loaded = new Map<CoreLibrary, LoadedFlavour>();

/** The flavour's generator, commons and codemaker as `req` resolves them, each checked against its exact version. */
function checkedPackages(flavour: CoreLibrary, req: NodeRequire): { spec: FlavourSpec; generatorFile: string; commonsFile: string } {
  const spec = GENERATOR_FLAVOURS[flavour];
  if (!spec)
    throw new Error(`generator-adapter: unknown core library ${JSON.stringify(flavour)}; expected one of ${CORE_LIBRARIES.join(", ")}`);
  const gen = packageJson(req, spec.generator, `bindings for ${flavour}`);
  checkVersion(spec.generator, gen.version, spec.generatorVersion, flavour);
  const genRequire = createRequire(gen.file);
  const commons = packageJson(genRequire, spec.commons, spec.generator);
  checkVersion(spec.commons, commons.version, spec.commonsVersion, flavour);
  const codemaker = packageJson(genRequire, "codemaker", spec.generator);
  checkVersion(`codemaker (as ${spec.generator} resolves it)`, codemaker.version, spec.codemakerVersion, flavour);
  return { spec, generatorFile: gen.file, commonsFile: commons.file };
}

/** Loaded lazily: a generator and its dependencies cost ~200 ms to require, and --check of other trees does not need them. */
function loadFlavour(flavour: CoreLibrary): LoadedFlavour {
  const hit = loaded.get(flavour);
  if (hit) return hit;
  const { spec, generatorFile, commonsFile } = checkedPackages(flavour, here);
  const genRequire = createRequire(generatorFile);
  seedInertModules(genRequire, commonsFile, spec);
  const { TerraformProviderGenerator } = genRequire(`${spec.generator}/${spec.generatorModule}`);
  const { CodeMaker, toCamelCase } = genRequire("codemaker");
  const { escapeAttributeName } = genRequire(`${spec.generator}/${spec.attributeModelModule}`);
  const c = genRequire(spec.commons);
  const api: LoadedFlavour = {
    toCamelCase,
    escapeAttributeName,
    TerraformProviderGenerator,
    CodeMaker,
    TerraformProviderConstraint: c.TerraformProviderConstraint,
    ConstructsMakerProviderTarget: c.ConstructsMakerProviderTarget,
    LANGUAGES: c.LANGUAGES,
  };
  loaded.set(flavour, api);
  return api;
}

/**
 * Property names already worked out, by flavour: the schema's preparation asks for every attribute of every block,
 * and the same few thousand names recur (camelcase alone cost 30–40 ms of a generate at 800 data sources). Both
 * functions are pure; past MEMO_LIMIT names a flavour's answers are worked out again rather than kept.
 */
const propertyNames = new Map<CoreLibrary, Map<string, string>>();
const MEMO_LIMIT = 100_000;

/** The property (getter) name the flavour's generator gives an attribute of this upstream name. */
export function generatorPropertyName(flavour: CoreLibrary, tfName: string): string {
  let names = propertyNames.get(flavour);
  const hit = names?.get(tfName);
  if (hit !== undefined) return hit;
  const { toCamelCase, escapeAttributeName } = loadFlavour(flavour);
  const name = escapeAttributeName(toCamelCase(tfName));
  if (!names) propertyNames.set(flavour, (names = new Map<string, string>()));
  if (names.size < MEMO_LIMIT) names.set(tfName, name);
  return name;
}

/**
 * Checks that the flavour's generator (and the commons and codemaker it resolves) are installed at the versions
 * this adapter was written for, as seen from `fromDir` (default: this project); throws GeneratorVersionError if not.
 */
export function checkGenerator(flavour: CoreLibrary, fromDir?: string): void {
  checkedPackages(flavour, fromDir === undefined ? here : createRequire(path.join(fromDir, "noop.js")));
}

export interface ProviderGeneratorInput {
  /** `<namespace>/<type>`, as cdktf.json writes it. */
  source: string;
  version: string;
  /** Lower-cased registry key as `terraform providers schema -json` prints it. */
  registryKey: string;
  /** One provider's schema (`provider_schemas[key]`); the generator gets a copy, it adds keys to what it is given. */
  schema: object;
}

/** A generator set up for one provider, as `cdktf get` / `cdktn get` sets one up for a TypeScript project. */
function setUp(flavour: CoreLibrary, input: ProviderGeneratorInput) {
  const g = loadFlavour(flavour);
  const code = new g.CodeMaker();
  const generator = new g.TerraformProviderGenerator(code, {
    format_version: "1.0",
    // The generator adds `alias` and the like to the schema it is given; the caller's must stay as it was.
    provider_schemas: { [input.registryKey]: structuredClone(input.schema) },
    provider_versions: { [input.registryKey]: input.version },
  });
  const target = new g.ConstructsMakerProviderTarget(new g.TerraformProviderConstraint(`${input.source}@${input.version}`), g.LANGUAGES[0]);
  return { code, generator, target };
}

/**
 * Runs one flavour's TerraformProviderGenerator on one provider schema and returns its files in memory with
 * the models it built on the way.
 */
export function runProviderGenerator<M>(flavour: CoreLibrary, input: ProviderGeneratorInput): GeneratorRun<M> {
  const { code, generator, target } = setUp(flavour, input);
  const seen = captureModels<M>(generator);
  // CodeMaker keeps its buffers in a private field; reading them avoids a round trip through the disk.
  const buffers = (): { filePath: string; buffer: string }[] => {
    const buffered = (code as { files?: { filePath: string; buffer: string }[] }).files;
    if (!Array.isArray(buffered))
      throw new GeneratorVersionError(`${GENERATOR_FLAVOURS[flavour].generator}: CodeMaker has no buffered files to read`);
    return buffered;
  };
  joinFilesOnClose(code, flavour);
  generator.generate(target);
  if (!seen.models || !seen.provider) throw new Error(`${input.source}: the ${flavour} generator built no models to read names from`);
  return { files: buffers().map((f) => ({ filePath: f.filePath, content: f.buffer })), models: seen.models, provider: seen.provider };
}

interface OpenFile {
  buffer: string;
  write: (s: string) => void;
}

/**
 * CodeMaker appends each piece of a line to its open file's text (`buffer += s`): a rope of two or three nodes a
 * line, which costs as much again to flatten when the text is first read whole (sent to the generation worker, written,
 * hashed): 40–80 ms of the main thread at 800 data sources. The pieces are kept in a list instead and joined once, as
 * the file is closed, into the same text.
 */
function joinFilesOnClose(code: InstanceType<LoadedFlavour["CodeMaker"]>, flavour: CoreLibrary): void {
  const current = (): OpenFile => {
    const file = (code as { currentFile?: Partial<OpenFile> }).currentFile;
    if (typeof file?.buffer !== "string" || typeof file.write !== "function")
      throw new GeneratorVersionError(`${GENERATOR_FLAVOURS[flavour].generator}: CodeMaker's open file has no text buffer to write to`);
    return file as OpenFile;
  };
  let pieces: string[] = [];
  const open = code.openFile.bind(code);
  code.openFile = (filePath: string) => {
    open(filePath);
    const file = current();
    pieces = [file.buffer];
    file.write = (s: string) => {
      pieces.push(s);
    };
  };
  const close = code.closeFile.bind(code);
  code.closeFile = (filePath: string) => {
    current().buffer = pieces.join("");
    pieces = [];
    close(filePath);
  };
}

/** The generator alone, its files saved to disk as `cdktf get` saves them: the baseline the benchmarks compare with. */
export async function saveProviderGeneratorOutput(flavour: CoreLibrary, input: ProviderGeneratorInput, outDir: string): Promise<void> {
  const { code, generator, target } = setUp(flavour, input);
  generator.generate(target);
  await code.save(outDir);
}

/**
 * Wraps the two generator steps that build models, on this instance only, to keep what they return: the
 * names the generator chose (it de-duplicates across the whole provider in parse order) are then read, not
 * re-derived, and not parsed a second time (at ~800 data sources a second parse is a noticeable share of a run).
 */
function captureModels<M>(generator: object): { models?: M[]; provider?: M } {
  const seen: { models?: M[]; provider?: M } = {};
  const gen = generator as { buildResourceModels?: (...a: unknown[]) => M[]; resourceParser?: { parse?: (...a: unknown[]) => M } };
  const parser = gen.resourceParser;
  if (typeof gen.buildResourceModels !== "function" || typeof parser?.parse !== "function") {
    throw new GeneratorVersionError("the provider generator has no buildResourceModels / resourceParser.parse to read names from");
  }
  const build = gen.buildResourceModels.bind(gen);
  gen.buildResourceModels = (...a) => (seen.models = build(...a));
  const parse = parser.parse.bind(parser);
  parser.parse = (...a) => {
    const m = parse(...a);
    if (a[3] === "provider") seen.provider = m;
    return m;
  };
  return seen;
}

/** Package name → installed version of everything generation output depends on (for the generation cache key). */
export function generatorPackageVersions(): [string, string][] {
  const out: [string, string][] = [];
  for (const flavour of CORE_LIBRARIES) {
    const spec = GENERATOR_FLAVOURS[flavour];
    for (const name of [spec.generator, spec.commons, flavour]) {
      let v = "?";
      try {
        v = packageJson(here, name, "cache").version;
      } catch {
        // Not installed: the key still differs from an installed one.
      }
      out.push([name, v]);
    }
  }
  return out;
}
