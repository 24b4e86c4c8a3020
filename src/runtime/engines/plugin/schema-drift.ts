/**
 * The running provider's schema against the pinned snapshot its package ships: a provider that changed under a
 * package is an error (or, when asked, a warning) before its answers are used.
 */
import { existsSync, readFileSync } from "node:fs";
import type { PackageMeta } from "../../shared/metadata";
import type { PluginEngineOptions } from "./requests";
import { type ProviderSchema, type Schema, schemaDifferences, type SchemaBlock } from "./schema";

export interface PinnedSchema {
  file: string;
  schema: ProviderSchema;
}

/**
 * The pinned schema the package ships beside its metadata.json (PINNED_SCHEMA_FILE), when there is one. Read once
 * per process: a large provider's is megabytes, and it does not change under a running program.
 */
const pinnedSchemas = new Map<string, PinnedSchema | undefined>();

export function pinnedSchema(meta: PackageMeta): PinnedSchema | undefined {
  const file = meta.pinnedSchemaFile;
  if (file === undefined) return undefined;
  if (!pinnedSchemas.has(file)) pinnedSchemas.set(file, readPinnedSchema(file));
  return pinnedSchemas.get(file);
}

function readPinnedSchema(file: string): PinnedSchema | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as {
    provider_schemas?: Record<string, { provider?: Schema; data_source_schemas?: Record<string, Schema> }>;
  };
  const entry = Object.values(parsed.provider_schemas ?? {})[0];
  if (!entry) return undefined;
  return { file, schema: { provider: entry.provider ?? { version: 0, block: {} }, dataSources: entry.data_source_schemas ?? {} } };
}

export class SchemaDriftCheck {
  /** Per schema fetched, the parts already compared with the pinned snapshot ("" the provider block). */
  private readonly checked = new WeakMap<ProviderSchema, Set<string>>();

  constructor(private readonly opts: Pick<PluginEngineOptions, "schemaDrift" | "warn" | "log">) {}

  /**
   * The running provider's schema against the pinned one: its configuration block when it starts, each data
   * source when a lookup first reads it (a large provider's hundreds of data sources are not compared for the
   * few a program uses). Each part is compared once per schema fetched.
   */
  check(meta: PackageMeta, running: ProviderSchema, dataSource?: string): void {
    let checked = this.checked.get(running);
    if (!checked) this.checked.set(running, (checked = new Set()));
    const part = dataSource ?? "";
    if (checked.has(part)) return;
    const pinned = pinnedSchema(meta);
    if (!pinned) {
      checked.add(part);
      if (dataSource === undefined)
        this.opts.log?.(
          `tflookup: no pinned schema for ${meta.provider.type} (${meta.pinnedSchemaFile ?? "metadata not read from a package"}); ` +
            "the running provider's schema is used unchecked",
        );
      return;
    }
    const differences: string[] = [];
    if (dataSource === undefined) differences.push(...schemaDifferences(pinned.schema.provider.block, running.provider.block, "provider"));
    else {
      const p: SchemaBlock | undefined = pinned.schema.dataSources[dataSource]?.block;
      const r: SchemaBlock | undefined = running.dataSources[dataSource]?.block;
      if (p && !r) differences.push(`${dataSource}: data source missing from the running provider`);
      else if (p && r) differences.push(...schemaDifferences(p, r, dataSource));
    }
    // An error stays an error for every lookup that meets it; a warning is given once.
    if (differences.length === 0 || this.opts.schemaDrift === "warn") checked.add(part);
    if (differences.length === 0) return;
    const message =
      `the running provider ${meta.provider.source} ${meta.provider.version} does not match its pinned schema ${pinned.file}:\n` +
      differences.map((d) => `  - ${d}`).join("\n");
    if (this.opts.schemaDrift === "warn") this.opts.warn(`warning: ${message}`);
    else throw new Error(`${message}\nSet the executor option schemaDrift: "warn" (TFLOOKUP_SCHEMA_DRIFT=warn) to go on with a warning.`);
  }
}
