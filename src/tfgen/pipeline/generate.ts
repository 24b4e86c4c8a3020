import * as fs from "fs";
import * as path from "path";
import { compareCodeUnits } from "../naming/table";
import { readProjectConfig } from "../project/cdktf-config";
import { generateSafeCdktfBindings } from "../emit/cdktf/safe-bindings";
import type { EmitContext, ProviderEmitter } from "../emit/context";
import type { FileTree } from "../emit/file-tree";
import type { CdktfNames } from "../emit/cdktf/names";
import { BINDINGS_SUBDIR, type CoreLibrary } from "../project/core-library";
import { buildPackageModel } from "../model/build";
import { filterSchema, selectDataSources } from "../model/select";
import { selectedCounts, type KindCounts } from "../model/counts";
import { excludeEntry, NamingError, SchemaPaths } from "../model/naming-error";
import type { PackageModel } from "../model/types";
import {
  diffTree,
  isClean,
  listFiles,
  startStaging,
  writeTreeAtomic,
  type Prestaged,
  type StagedState,
  type TreeDiff,
  type WriteTreeOptions,
} from "../write/tree";
import { generatorVersion, inputsKey, readCachedProvider, writeCachedProvider } from "./cache";
import { loadProviderInputs, type ProviderInputs } from "../schema/provider-inputs";
import { readProjectPackage, type ProjectPackage } from "../emit/package/project-package";
import { startSyntaxCheck, type SdkUnderWay, type StageInto, type SyntaxCheck, type WorkerMechanism } from "./generation-worker";
import { EMITTERS, emitNamedFile, emitWithoutNames } from "../emit/emitters";
import { npmPackageName } from "../emit/package/names";
import type { ProviderRow } from "../write/readme-table";

export interface ProviderSummary {
  type: string;
  spec: string;
  /** What include/exclude select of each kind. */
  counts: KindCounts;
  configVariables: number;
  files: number;
  ms: number;
  /** True when the inputs were unchanged since the last run and the files on disk were reused. */
  cached: boolean;
  /** Every name the generator had to decide for itself (collisions, escapes, loose types), one line each. */
  notes: string[];
}

export interface GenerateResult {
  root: string;
  outDir: string;
  /** Provider type → inputs key, for providers whose files should be recorded in the cache once written. */
  cacheKeys: Map<string, string>;
  tree: FileTree;
  providers: ProviderSummary[];
  /** One row a provider for the README's generated table. */
  readmeRows: ProviderRow[];
  /** With `stage`: the staging folder, and the SDK's files the generation worker holds to write into it, by provider. */
  staging?: { dir: string; providers: { type: string; staged?: StagedSdk }[] };
  /**
   * Waits for the syntax check of every provider generated, in their order, and throws the first problems found
   * (GeneratedSyntaxError). Over when `buildTree` returns, unless it staged: then `writeTree` calls it once the tree
   * is staged, before the swap.
   */
  finishChecks: () => void;
}

const ROOT_README = `# Generated code: do not edit

Everything under this folder is written by \`npm run generate\` from \`cdktf.json\`, the pinned schemas in
\`schemas/\` and the overrides in \`overrides/\`. CI fails when it differs from what the generator produces
(\`npm run generate -- --check\`).
`;

/**
 * Which emitters run after the CDKTF bindings, and where. By default everything runs in the calling thread, one step
 * after another: schema → model → CDKTF generator → emitters → syntax check. With `worker`, the generation worker
 * (generation-worker.ts) builds the pipeline's own emitters' files but the one that needs CDKTF's names, and parses
 * every file, while this thread runs the generator: the same files, sooner on a machine with a core to spare. The worker renders
 * EMITTERS' files (it cannot be handed functions), so `worker` takes no list of its own.
 */
export type EmitterOptions =
  | {
      /** Default: EMITTERS (emit/emitters.ts). */
      emitters?: readonly ProviderEmitter[];
      worker?: false;
    }
  | {
      emitters?: undefined;
      worker: true;
      /** The worker's speed mechanisms to leave off (all are on by default): what the bench measures each by. */
      without?: readonly WorkerMechanism[];
    };

export type BuildOptions = EmitterOptions & {
  /** Reuse files on disk when a provider's inputs are unchanged (off for --check, which must prove the tree). */
  useCache?: boolean;
  /** Called as each provider is done. */
  onProvider?: (s: ProviderSummary) => void;
  /**
   * Make the staging folder before generating, and have the generation worker write the SDK's files into it beside
   * `writeTree`'s own writes (the write path alone: the result must then be given to `writeTree` or
   * `discardStaging`). Nothing is visible before `writeTree` swaps the tree in.
   */
  stage?: boolean;
};

/** Builds the whole generated tree in memory: one folder per provider, named by its type. */
export function buildTree(root: string, opts: BuildOptions): GenerateResult {
  const config = readProjectConfig(root);
  const project = readProjectPackage(root);
  const outDir = path.join(root, config.codeMakerOutput);
  const cacheKeys = new Map<string, string>();
  const tree: FileTree = new Map([["README.md", ROOT_README]]);
  const providers: ProviderSummary[] = [];
  const readmeRows: ProviderRow[] = [];
  let staging: GenerateResult["staging"];
  // Each provider's check goes on while the next provider is generated (and, when staging, while the tree is staged).
  const checks: (() => void)[] = [];
  const finishChecks = () => checks.forEach((finish) => finish());
  try {
    buildProviders();
    if (!opts.stage) finishChecks();
  } catch (e) {
    try {
      // A provider's problems found by its check come first, as when each check ended before the next provider.
      finishChecks();
    } finally {
      discardStaging({ staging });
    }
    throw e;
  }
  return { root, outDir, tree, providers, cacheKeys, readmeRows, staging, finishChecks };

  function buildProviders(): void {
    for (const target of config.providers) {
      const t0 = process.hrtime.bigint();
      const inputs = loadProviderInputs(root, target);
      const key = inputsKey([
        generatorVersion(),
        JSON.stringify(project),
        target.source,
        target.version,
        inputs.pinned.sha256,
        inputs.overridesText,
        config.coreLibraries.map((l) => `${l}:${BINDINGS_SUBDIR[l]}`).join(","),
      ]);
      let files = opts.useCache ? readCachedProvider(root, path.join(outDir, target.type), target.type, key) : undefined;
      const cached = files !== undefined;
      let notes: string[] = [];
      if (!files) {
        let stage: StageInto | undefined;
        if (opts.stage && !(opts.worker && opts.without?.includes("stage"))) {
          staging ??= { dir: startStaging(outDir), providers: [] };
          stage = { into: path.join(staging.dir, target.type), from: path.join(outDir, target.type) };
        }
        const generated = generateProviderWithNotes(inputs, {
          project,
          coreLibraries: config.coreLibraries,
          ...emitterOptions(opts),
          stage,
          deferCheck: true,
        });
        checks.push(generated.finishCheck);
        ({ files, notes } = generated);
        if (staging && stage) staging.providers.push({ type: target.type, staged: generated.staged });
      }
      if (opts.useCache) cacheKeys.set(target.type, key);
      for (const [rel, content] of files) tree.set(`${target.type}/${rel}`, content);
      const dataSources = selectDataSources(inputs.pinned.schema, inputs.overrides);
      readmeRows.push({
        packageName: npmPackageName(inputs.overrides.package),
        source: target.source,
        version: target.version,
        dataSources,
      });
      const summary: ProviderSummary = {
        type: target.type,
        spec: `${target.source}@${target.version}`,
        counts: selectedCounts(inputs.pinned.schema, inputs.overrides),
        configVariables: Object.keys(inputs.pinned.schema.provider.block.attributes ?? {}).length,
        files: files.size,
        ms: Number(process.hrtime.bigint() - t0) / 1e6,
        cached,
        notes,
      };
      providers.push(summary);
      opts.onProvider?.(summary);
    }
  }
}

/** Removes what `buildTree` staged, when its result is not written (a no-op once `writeTree` swapped it in). */
export function discardStaging(result: Pick<GenerateResult, "staging">): void {
  if (!result.staging) return;
  // Waits for the thread's writes first (already answered after writeTree), so nothing is written into it afterwards.
  for (const p of result.staging.providers) p.staged?.job.staged();
  fs.rmSync(result.staging.dir, { recursive: true, force: true });
}

/** The emitter options of `opts` alone, as the union they were given in. */
const emitterOptions = (opts: EmitterOptions): EmitterOptions =>
  opts.worker ? { worker: true, without: opts.without } : { emitters: opts.emitters };

export type GenerateOptions = EmitterOptions & {
  /** The project's own package.json (readProjectPackage). */
  project: ProjectPackage;
  /** Default: CDKTF's alone. */
  coreLibraries?: readonly CoreLibrary[];
  /** Where the generation worker is to write the SDK's files it built, once told to (see `staged`). */
  stage?: StageInto;
  /**
   * Return before the syntax check of every file is over: `finishCheck` waits for it (and throws what it found), and
   * must be called before the files are used. The thread may still be parsing the bindings; the caller stages the
   * files meanwhile.
   */
  deferCheck?: boolean;
};

/** CDKTF bindings (for each selected core library) plus what the given emitters add, for one provider. */
export function generateProvider(inputs: ProviderInputs, opts: GenerateOptions): FileTree {
  return generateProviderWithNotes(inputs, opts).files;
}

/**
 * The model is built first: a name no rule can make valid fails there, naming the schema path and the
 * overrides entry that fixes it, before the CDKTF generator's result matters. Every emitted file is parsed and
 * checked before anything is returned. With `worker` and a core to spare, every file but the one that needs CDKTF's
 * names is built from the model and checked in the generation worker (generation-worker.ts), which builds the model
 * too, while this thread runs the generator; the worker then parses the bindings.
 */
export function generateProviderWithNotes(inputs: ProviderInputs, opts: GenerateOptions): GeneratedProvider {
  // Started first: its thread loads its parser while this one builds the model and runs the generators.
  const syntax = startSyntaxCheck(opts.worker === true);
  const context = { project: opts.project, coreLibraries: opts.coreLibraries ?? ["cdktf"] };
  const beside = opts.worker ? syntax.startSdk({ inputs, context }, opts.stage) : undefined;
  try {
    return generateBeside(inputs, opts, context, syntax, beside);
  } catch (e) {
    // Nothing was staged yet (the thread waits for writeTree); it lets go of the files.
    beside?.staged();
    throw e;
  }
}

function generateBeside(
  inputs: ProviderInputs,
  opts: GenerateOptions,
  { project, coreLibraries }: Pick<EmitContext, "project" | "coreLibraries">,
  syntax: SyntaxCheck,
  beside: SdkUnderWay | undefined,
): GeneratedProvider {
  const model = buildPackageModel(inputs);
  const cdktf = generateSafeCdktfBindings(inputs.target, filterSchema(inputs.pinned.schema, inputs.overrides), coreLibraries);
  assertDistinctBindings(inputs, cdktf.names);
  const files = cdktf.files;
  syntax.add(files);
  const context: EmitContext & { model: PackageModel } = {
    cdktf: cdktf.names,
    cdktfEscapes: cdktf.escapes,
    cdktfLooseTypes: cdktf.looseTypes,
    model,
    project,
    coreLibraries,
  };
  const add = (emitted: Iterable<readonly [string, string]>): void => {
    for (const [rel, content] of emitted) {
      if (files.has(rel)) throw new Error(`${inputs.target.type}: two emitters wrote ${rel}`);
      files.set(rel, content);
    }
  };
  // The thread's files, or (its job failed, or it stopped) built here: the same files, or the same error.
  const sdk = beside?.result();
  if (opts.worker) {
    const named = emitNamedFile(context);
    const emitted = sdk?.files ?? emitWithoutNames(inputs, model, context);
    const all = emitted.map(([rel, text]): [string, string] => [rel, text ?? named]);
    add(all);
    if (sdk) syntax.addChecked(all, sdk.problems);
    else syntax.add(all);
  } else {
    for (const emit of opts.emitters ?? EMITTERS) {
      const emitted = emit(inputs, context);
      add(emitted);
      syntax.add(emitted);
    }
  }
  const finishCheck = () => syntax.finish(`${inputs.target.source}@${inputs.target.version}`);
  if (!opts.deferCheck) finishCheck();
  const notes = [
    ...model.resolutions,
    ...cdktf.escapes.map((e) => `${e.path}: CDKTF property "${e.property}" (${e.reason})`),
    ...cdktf.looseTypes.map((t) => `${t.path}: typed as any value in the CDKTF binding (${t.reason})`),
  ];
  // NAMED_FILE, rendered here, is staged by the write with the bindings; so are files the thread did not build.
  const staged =
    sdk && beside && opts.stage ? { job: beside, paths: sdk.files.flatMap(([rel, text]) => (text === undefined ? [] : [rel])) } : undefined;
  return { files, notes, model, cdktf: cdktf.names, staged, finishCheck };
}

export interface GeneratedProvider {
  files: FileTree;
  notes: string[];
  model: PackageModel;
  /** The CDKTF bindings' names, keyed by upstream names. */
  cdktf: CdktfNames;
  /** With `stage`: the files the thread holds to stage (relative to the provider's folder) and its job. */
  staged?: StagedSdk;
  /** Waits for the syntax check and throws what it found (GeneratedSyntaxError); called again, the same answer. */
  finishCheck: () => void;
}

export interface StagedSdk {
  job: SdkUnderWay;
  paths: string[];
}

/**
 * CDKTF derives a data source's folder and class from its type; two types that differ only in case or in
 * "_" against a capital (`x_instanceV2`, `x_instance_v2`) would share them, and its index would export one
 * name twice. The type is what Terraform is sent, so no name can be pinned: one of them must be left out.
 */
function assertDistinctBindings(inputs: ProviderInputs, names: CdktfNames): void {
  const seen = new Map<string, string>();
  for (const [tfType, n] of [...names.dataSources].sort(([a], [b]) => compareCodeUnits(a, b))) {
    for (const key of [`folder ${n.binding.folder.toLowerCase()}`, `class ${n.binding.className}`]) {
      const other = seen.get(key);
      if (other !== undefined) {
        throw new NamingError(
          inputs.pinned.file,
          new SchemaPaths(inputs.target.registryKey).dataSource(tfType),
          `its CDKTF binding would have the same ${key.split(" ")[0]} as that of data source "${other}" ` +
            `(${n.binding.folder}, ${n.binding.className}), which a case-insensitive file system or the bindings index cannot tell apart`,
          inputs.overridesFile,
          excludeEntry(tfType),
        );
      }
      seen.set(key, tfType);
    }
  }
}

export function checkTree(result: GenerateResult): TreeDiff {
  // Over already unless the result was staged for a write.
  result.finishChecks();
  return diffTree(result.outDir, result.tree);
}

export function writeTree(result: GenerateResult, opts?: WriteTreeOptions): TreeDiff {
  if (isUnchangedReuse(result)) {
    discardStaging(result);
    return { changed: [], added: [], removed: [] };
  }
  const diff = writeTreeAtomic(result.outDir, result.tree, {
    ...opts,
    prestaged: prestaged(result),
    beforeSwap: () => {
      result.finishChecks();
      opts?.beforeSwap?.();
    },
  });
  for (const [type, key] of result.cacheKeys) {
    const prefix = `${type}/`;
    const files: FileTree = new Map();
    for (const [rel, content] of result.tree) if (rel.startsWith(prefix)) files.set(rel.slice(prefix.length), content);
    const known = result.staging?.providers.find((p) => p.type === type)?.staged?.job.records();
    writeCachedProvider(result.root, path.join(result.outDir, type), type, key, files, known);
  }
  return diff;
}

/** The SDK's files the thread stages while `writeTreeAtomic` stages the rest, by path in the tree. */
function prestaged(result: GenerateResult): Prestaged | undefined {
  if (!result.staging) return undefined;
  const providers = result.staging.providers.flatMap((p) => (p.staged ? [{ type: p.type, ...p.staged }] : []));
  return {
    staging: result.staging.dir,
    paths: new Set(providers.flatMap((p) => p.paths.map((rel) => `${p.type}/${rel}`))),
    start: () => providers.forEach((p) => p.job.startStage()),
    states: () => {
      const states = new Map<string, StagedState>();
      for (const p of providers) for (const [rel, state] of p.job.staged() ?? []) states.set(`${p.type}/${rel}`, state);
      return states;
    },
  };
}

/**
 * When every provider was reused from the cache its files were just read from disk, so comparing them
 * again is wasted work; only the file list and the files outside provider folders need a look.
 */
function isUnchangedReuse(result: GenerateResult): boolean {
  if (!result.providers.every((p) => p.cached)) return false;
  const onDisk = listFiles(result.outDir);
  if (onDisk.length !== result.tree.size || !onDisk.every((f) => result.tree.has(f))) return false;
  const providerDirs = result.providers.map((p) => `${p.type}/`);
  return onDisk
    .filter((f) => !providerDirs.some((d) => f.startsWith(d)))
    .every((f) => fs.readFileSync(path.join(result.outDir, f), "utf8") === result.tree.get(f));
}

export { isClean };
