import * as path from "path";
import { readProjectConfig } from "../project/cdktf-config";
import { generateCdktfBindings } from "../emit/cdktf/bindings";
import { diffTree, isClean, writeTreeAtomic, type FileTree, type TreeDiff, type WriteTreeOptions } from "../write/tree";
import { loadProviderInputs, type ProviderInputs } from "./provider-inputs";

export interface ProviderSummary {
  type: string;
  spec: string;
  dataSources: number;
  configVariables: number;
  files: number;
  ms: number;
}

export interface GenerateResult {
  outDir: string;
  tree: FileTree;
  providers: ProviderSummary[];
}

/** Emitters that add files for one provider next to the CDKTF bindings (the Pulumi-shaped SDK registers here). */
export type ProviderEmitter = (inputs: ProviderInputs) => FileTree;
const extraEmitters: ProviderEmitter[] = [];
export function registerEmitter(e: ProviderEmitter): void {
  extraEmitters.push(e);
}

const ROOT_README = `# Generated code: do not edit

Everything under this folder is written by \`npm run generate\` from \`cdktf.json\`, the pinned schemas in
\`schemas/\` and the overrides in \`overrides/\`. CI fails when it differs from what the generator produces
(\`npm run generate -- --check\`).
`;

/** Builds the whole generated tree in memory: one folder per provider, named by its type. */
export function buildTree(root: string, onProvider?: (s: ProviderSummary) => void): GenerateResult {
  const config = readProjectConfig(root);
  const tree: FileTree = new Map([["README.md", ROOT_README]]);
  const providers: ProviderSummary[] = [];
  for (const target of config.providers) {
    const t0 = process.hrtime.bigint();
    const inputs = loadProviderInputs(root, target);
    const files = generateCdktfBindings(target, inputs.pinned.schema);
    for (const emit of extraEmitters) {
      for (const [rel, content] of emit(inputs)) {
        if (files.has(rel)) throw new Error(`${target.type}: two emitters wrote ${rel}`);
        files.set(rel, content);
      }
    }
    for (const [rel, content] of files) tree.set(`${target.type}/${rel}`, content);
    const summary: ProviderSummary = {
      type: target.type,
      spec: `${target.source}@${target.version}`,
      dataSources: Object.keys(inputs.pinned.schema.data_source_schemas ?? {}).length,
      configVariables: Object.keys(inputs.pinned.schema.provider.block.attributes ?? {}).length,
      files: files.size,
      ms: Number(process.hrtime.bigint() - t0) / 1e6,
    };
    providers.push(summary);
    onProvider?.(summary);
  }
  return { outDir: path.join(root, config.codeMakerOutput), tree, providers };
}

export function checkTree(result: GenerateResult): TreeDiff {
  return diffTree(result.outDir, result.tree);
}

export function writeTree(result: GenerateResult, opts?: WriteTreeOptions): TreeDiff {
  return writeTreeAtomic(result.outDir, result.tree, opts);
}

export { isClean };
