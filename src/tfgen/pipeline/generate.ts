import * as fs from "fs";
import * as path from "path";
import { readProjectConfig } from "../project/cdktf-config";
import { generateCdktfBindingsAndNames } from "../emit/cdktf/bindings";
import type { CdktfNames } from "../emit/pulumi/cdktf-names";
import { filterSchema, selectDataSources } from "../model/build";
import { diffTree, isClean, listFiles, writeTreeAtomic, type FileTree, type TreeDiff, type WriteTreeOptions } from "../write/tree";
import { generatorVersion, inputsKey, readCachedProvider, writeCachedProvider } from "./cache";
import { loadProviderInputs, type ProviderInputs } from "./provider-inputs";
import { readProjectPackage, type ProjectPackage } from "../emit/package/project-package";

export interface ProviderSummary {
  type: string;
  spec: string;
  dataSources: number;
  configVariables: number;
  files: number;
  ms: number;
  /** True when the inputs were unchanged since the last run and the files on disk were reused. */
  cached: boolean;
}

export interface GenerateResult {
  root: string;
  outDir: string;
  /** Provider type → inputs key, for providers whose files should be recorded in the cache once written. */
  cacheKeys: Map<string, string>;
  tree: FileTree;
  providers: ProviderSummary[];
}

/** Emitters that add files for one provider next to the CDKTF bindings (the Pulumi-shaped SDK registers here). */
/** What the CDKTF step learnt that other emitters need (the names it gave classes and properties). */
export interface EmitContext {
  cdktf: CdktfNames;
  /** The project's own package.json: version and pins the generated packages take. */
  project: ProjectPackage;
}
export type ProviderEmitter = (inputs: ProviderInputs, context: EmitContext) => FileTree;
const extraEmitters: ProviderEmitter[] = [];
export function registerEmitter(e: ProviderEmitter): void {
  extraEmitters.push(e);
}

const ROOT_README = `# Generated code: do not edit

Everything under this folder is written by \`npm run generate\` from \`cdktf.json\`, the pinned schemas in
\`schemas/\` and the overrides in \`overrides/\`. CI fails when it differs from what the generator produces
(\`npm run generate -- --check\`).
`;

export interface BuildOptions {
  /** Reuse files on disk when a provider's inputs are unchanged (off for --check, which must prove the tree). */
  useCache?: boolean;
}

/** Builds the whole generated tree in memory: one folder per provider, named by its type. */
export function buildTree(root: string, onProvider?: (s: ProviderSummary) => void, opts: BuildOptions = {}): GenerateResult {
  const config = readProjectConfig(root);
  const project = readProjectPackage(root);
  const outDir = path.join(root, config.codeMakerOutput);
  const cacheKeys = new Map<string, string>();
  const tree: FileTree = new Map([["README.md", ROOT_README]]);
  const providers: ProviderSummary[] = [];
  for (const target of config.providers) {
    const t0 = process.hrtime.bigint();
    const inputs = loadProviderInputs(root, target);
    const key = inputsKey([generatorVersion(), JSON.stringify(project), target.source, target.version, inputs.pinned.sha256, inputs.overridesText]);
    let files = opts.useCache ? readCachedProvider(root, path.join(outDir, target.type), target.type, key) : undefined;
    const cached = files !== undefined;
    if (!files) {
      files = generateProvider(inputs, project);
    }
    if (opts.useCache) cacheKeys.set(target.type, key);
    for (const [rel, content] of files) tree.set(`${target.type}/${rel}`, content);
    const summary: ProviderSummary = {
      type: target.type,
      spec: `${target.source}@${target.version}`,
      dataSources: selectDataSources(inputs.pinned.schema, inputs.overrides).length,
      configVariables: Object.keys(inputs.pinned.schema.provider.block.attributes ?? {}).length,
      files: files.size,
      ms: Number(process.hrtime.bigint() - t0) / 1e6,
      cached,
    };
    providers.push(summary);
    onProvider?.(summary);
  }
  return { root, outDir, tree, providers, cacheKeys };
}

/** CDKTF bindings plus whatever the registered emitters add, for one provider. */
export function generateProvider(inputs: ProviderInputs, project: ProjectPackage): FileTree {
  const { files, names } = generateCdktfBindingsAndNames(inputs.target, filterSchema(inputs.pinned.schema, inputs.overrides));
  for (const emit of extraEmitters) {
    for (const [rel, content] of emit(inputs, { cdktf: names, project })) {
      if (files.has(rel)) throw new Error(`${inputs.target.type}: two emitters wrote ${rel}`);
      files.set(rel, content);
    }
  }
  return files;
}

export function checkTree(result: GenerateResult): TreeDiff {
  return diffTree(result.outDir, result.tree);
}

export function writeTree(result: GenerateResult, opts?: WriteTreeOptions): TreeDiff {
  if (isUnchangedReuse(result)) return { changed: [], added: [], removed: [] };
  const diff = writeTreeAtomic(result.outDir, result.tree, opts);
  for (const [type, key] of result.cacheKeys) {
    const prefix = `${type}/`;
    const files: FileTree = new Map();
    for (const [rel, content] of result.tree) if (rel.startsWith(prefix)) files.set(rel.slice(prefix.length), content);
    writeCachedProvider(result.root, path.join(result.outDir, type), type, key, files);
  }
  return diff;
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
