import type { ProviderTarget } from "../../project/cdktf-config";
import type { ProviderSchemaJson } from "../../schema/types";
import type { FileTree } from "../../write/tree";
import { cdktfNamesFromModels, type CdktfNames, type ResourceModelLike } from "../pulumi/cdktf-names";
import { loadGenerator } from "./load-generator";

interface BufferedFile {
  filePath: string;
  buffer: string;
}

/**
 * Runs CDKTF's own TerraformProviderGenerator on one pinned schema and returns its files in memory,
 * keyed relative to the provider folder (`providers/<type>/`), so that the caller decides where and how
 * they are written (atomically, or only compared for --check).
 */
export function generateCdktfBindings(target: ProviderTarget, schema: ProviderSchemaJson): FileTree {
  return generateCdktfBindingsAndNames(target, schema).files;
}

/**
 * The bindings plus the names CDKTF gave every class, struct and property. The names come from the models
 * the generator builds while it generates (caught on the way, not parsed a second time: at ~800 data sources
 * a second parse costs a noticeable share of the whole run).
 */
export function generateCdktfBindingsAndNames(target: ProviderTarget, schema: ProviderSchemaJson): { files: FileTree; names: CdktfNames } {
  const g = loadGenerator();
  const code = new g.CodeMaker();
  const generator = new g.TerraformProviderGenerator(code, {
    format_version: "1.0",
    // The generator adds `alias` and the like to the schema it is given; it must not see ours.
    provider_schemas: { [target.registryKey]: structuredClone(schema) },
    provider_versions: { [target.registryKey]: target.version },
  } as never);
  const constraint = new g.TerraformProviderConstraint(`${target.source}@${target.version}`);
  const seen = captureModels(generator);
  generator.generate(new g.ConstructsMakerProviderTarget(constraint, g.LANGUAGES[0]));
  if (!seen.models || !seen.provider) throw new Error(`${target.source}: the CDKTF generator built no models to read names from`);

  const prefix = `providers/${target.type}/`;
  const tree: FileTree = new Map();
  // CodeMaker keeps its buffers in a private field; reading them avoids a round trip through the disk.
  for (const f of (code as unknown as { files: BufferedFile[] }).files) {
    if (!f.filePath.startsWith(prefix)) throw new Error(`CDKTF generator wrote outside ${prefix}: ${f.filePath}`);
    const rel = f.filePath.slice(prefix.length);
    // Each resource folder gets a README.md holding only a link to the registry page; at ~800 data sources
    // that is 800 files (a third of the bindings' file count, and on this kind of disk file creation is
    // what generation time goes on) for no information the class's own TSDoc links do not already give.
    if (/^[^/]+\/README\.md$/.test(rel)) continue;
    tree.set(rel, f.buffer);
  }
  return { files: tree, names: cdktfNamesFromModels(seen.models, seen.provider) };
}

/** Wraps the two generator steps that build models, on this instance only, to keep what they return. */
function captureModels(generator: object): { models?: ResourceModelLike[]; provider?: ResourceModelLike } {
  const seen: { models?: ResourceModelLike[]; provider?: ResourceModelLike } = {};
  const gen = generator as { buildResourceModels: (...a: unknown[]) => ResourceModelLike[]; resourceParser: { parse: (...a: unknown[]) => ResourceModelLike } };
  const build = gen.buildResourceModels.bind(gen);
  gen.buildResourceModels = (...a) => (seen.models = build(...a));
  const parser = gen.resourceParser;
  const parse = parser.parse.bind(parser);
  parser.parse = (...a) => {
    const m = parse(...a);
    if (a[3] === "provider") seen.provider = m;
    return m;
  };
  return seen;
}
