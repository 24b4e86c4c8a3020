import type { ProviderTarget } from "../../project/cdktf-config";
import type { ProviderSchemaJson } from "../../schema/types";
import type { FileTree } from "../../write/tree";
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
  const g = loadGenerator();
  const code = new g.CodeMaker();
  const generator = new g.TerraformProviderGenerator(code, {
    format_version: "1.0",
    // The generator adds `alias` and the like to the schema it is given; it must not see ours.
    provider_schemas: { [target.registryKey]: structuredClone(schema) },
    provider_versions: { [target.registryKey]: target.version },
  } as never);
  const constraint = new g.TerraformProviderConstraint(`${target.source}@${target.version}`);
  generator.generate(new g.ConstructsMakerProviderTarget(constraint, g.LANGUAGES[0]));

  const prefix = `providers/${target.type}/`;
  const tree: FileTree = new Map();
  // CodeMaker keeps its buffers in a private field; reading them avoids a round trip through the disk.
  for (const f of (code as unknown as { files: BufferedFile[] }).files) {
    if (!f.filePath.startsWith(prefix)) throw new Error(`CDKTF generator wrote outside ${prefix}: ${f.filePath}`);
    tree.set(f.filePath.slice(prefix.length), f.buffer);
  }
  return tree;
}
