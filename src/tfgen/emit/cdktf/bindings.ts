import { compareCodeUnits } from "../../naming/table";
import { BINDINGS_SUBDIR, type CoreLibrary } from "../../project/core-library";
import type { ProviderTarget } from "../../project/cdktf-config";
import type { ProviderSchemaJson, SchemaBlock, SchemaEntry } from "../../schema/types";
import type { FileTree } from "../file-tree";
import { cdktfNamesFromModels, type CdktfNames, type ResourceModelLike } from "./names";
import { runProviderGenerator } from "./generator-adapter";
import { cdktfFunctionAndEphemeralFiles, withIndexEntries } from "./functions-and-ephemeral";

/**
 * Runs CDKTF's own TerraformProviderGenerator on one pinned schema and returns its files in memory,
 * keyed relative to the provider folder (`providers/<type>/`), so that the caller decides where and how
 * they are written (atomically, or only compared for --check).
 */
export function generateCdktfBindings(
  target: ProviderTarget,
  schema: ProviderSchemaJson,
  libraries: readonly CoreLibrary[] = ["cdktf"],
): FileTree {
  return generateCdktfBindingsAndNames(target, schema, libraries).files;
}

/**
 * The bindings of every selected flavour (CDKTF's under `cdktf/`, CDK Terrain's under `cdktn/`, see
 * BINDINGS_SUBDIR) plus the names the generator gave every class, struct and property. The
 * runtime metadata records one set of names for all flavours, so they must agree; a generator that named
 * anything differently is refused here rather than shipping a stack builder that misses a property.
 */
export function generateCdktfBindingsAndNames(
  target: ProviderTarget,
  schema: ProviderSchemaJson,
  libraries: readonly CoreLibrary[] = ["cdktf"],
): { files: FileTree; names: CdktfNames } {
  if (libraries.length === 0) throw new Error(`${target.source}: no core library selected for the CDKTF bindings`);
  const tree: FileTree = new Map();
  let names: { library: CoreLibrary; names: CdktfNames; text: string } | undefined;
  for (const library of libraries) {
    const sub = BINDINGS_SUBDIR[library];
    const inTree = (rel: string) => (sub ? `${sub}/${rel}` : rel);
    const run = flavourBindings(target, schema, library);
    for (const [rel, content] of run.files) tree.set(inTree(rel), content);
    const text = namesText(run.names);
    if (!names) names = { library, names: run.names, text };
    else if (names.text !== text) {
      throw new Error(
        `${target.source}: the ${library} generator named classes or properties differently from the ${names.library} generator; ` +
          `one runtime metadata cannot serve both`,
      );
    }
  }
  return { files: tree, names: names!.names };
}

/**
 * The generators know no nesting mode `group` (they fail on it, naming nothing). A group block is written in a
 * configuration exactly like a single one (`"options": {…}`), so each generator is given it as `single`.
 */
function groupsAsSingle(schema: ProviderSchemaJson): ProviderSchemaJson {
  let changed = false;
  const block = (b: SchemaBlock): SchemaBlock => {
    if (!b.block_types) return b;
    const block_types = Object.fromEntries(
      Object.entries(b.block_types).map(([n, t]) => {
        if (t.nesting_mode === "group") changed = true;
        return [n, { ...t, nesting_mode: t.nesting_mode === "group" ? "single" : t.nesting_mode, block: block(t.block) }];
      }),
    );
    return { ...b, block_types };
  };
  const entries = (m: Record<string, SchemaEntry> | undefined) =>
    m && Object.fromEntries(Object.entries(m).map(([n, e]) => [n, { ...e, block: block(e.block) }]));
  const out: ProviderSchemaJson = {
    ...schema,
    provider: { ...schema.provider, block: block(schema.provider.block) },
    ...(schema.resource_schemas ? { resource_schemas: entries(schema.resource_schemas) } : {}),
    ...(schema.data_source_schemas ? { data_source_schemas: entries(schema.data_source_schemas) } : {}),
    ...(schema.ephemeral_resource_schemas ? { ephemeral_resource_schemas: entries(schema.ephemeral_resource_schemas) } : {}),
  };
  // Unchanged schemas go in as they were: the generators' output stays byte for byte what it was.
  return changed ? out : schema;
}

function flavourBindings(target: ProviderTarget, schema: ProviderSchemaJson, library: CoreLibrary): { files: FileTree; names: CdktfNames } {
  const prefix = `providers/${target.type}/`;
  // The file's path in the provider folder, or undefined for a file left out.
  const kept = (filePath: string): string | undefined => {
    if (!filePath.startsWith(prefix)) throw new Error(`${library} generator wrote outside ${prefix}: ${filePath}`);
    const rel = filePath.slice(prefix.length);
    // Each resource folder gets a README.md holding only a link to the registry page; at ~800 data sources
    // that is 800 files (a third of the bindings' file count, and on this kind of disk file creation is
    // what generation time goes on) for no information the class's own TSDoc links do not already give.
    return /^[^/]+\/README\.md$/.test(rel) ? undefined : rel;
  };
  const singles = groupsAsSingle(schema);
  const run = runProviderGenerator<ResourceModelLike>(library, {
    source: target.source,
    version: target.version,
    registryKey: target.registryKey,
    schema: singles,
  });
  const files: FileTree = new Map();
  for (const f of run.files) {
    const rel = kept(f.filePath);
    if (rel !== undefined) files.set(rel, f.content);
  }
  if (library === "cdktf") addFunctionsAndEphemeral(files, cdktfFunctionAndEphemeralFiles(target, singles));
  return { files, names: cdktfNamesFromModels(run.models, run.provider) };
}

/** CDKTF's generator makes no bindings of functions and ephemeral resources: they are added (./functions-and-ephemeral). */
function addFunctionsAndEphemeral(files: FileTree, added: FileTree): void {
  if (added.size === 0) return;
  for (const [rel, content] of added) {
    if (files.has(rel)) throw new Error(`CDKTF's generator already wrote ${rel}`);
    files.set(rel, content);
  }
  const folders = [...added.keys()].map((rel) => rel.split("/")[0]);
  for (const index of ["index.ts", "lazy-index.ts"] as const) {
    const text = files.get(index);
    if (text === undefined) throw new Error(`CDKTF's generator wrote no ${index}`);
    files.set(index, withIndexEntries(index, text, folders));
  }
}

/**
 * A canonical text of the names, for comparing two flavours'. Maps are written in key order; a struct met a
 * second time (the generator reuses one struct inside itself for recursive schemas) is written as a reference
 * to its name, so the walk ends and two flavours that share structs alike print alike.
 */
function namesText(n: CdktfNames): string {
  const seen = new Set<object>();
  const walk = (v: unknown): unknown => {
    if (v instanceof Map)
      return [...(v as Map<string, unknown>).entries()].sort(([a], [b]) => compareCodeUnits(a, b)).map(([k, x]) => [k, walk(x)]);
    if (v === null || typeof v !== "object") return v;
    if (seen.has(v)) return { ref: (v as { name?: unknown }).name };
    seen.add(v);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  return JSON.stringify(walk(n));
}
