import { minimatch } from "minimatch";
import type { ProviderSchemaJson } from "../schema/types";
import type { ProviderOverrides } from "../overrides/types";

/** Applies the overrides' include/exclude globs to the data-source names of a schema. */
export function selectDataSources(schema: ProviderSchemaJson, o: Pick<ProviderOverrides, "include" | "exclude">): string[] {
  return selectByGlobs(Object.keys(schema.data_source_schemas ?? {}), o);
}

/** The names include/exclude keep (data sources, ephemeral resources and functions alike), sorted. */
export function selectByGlobs(names: string[], o: Pick<ProviderOverrides, "include" | "exclude">): string[] {
  return [...names]
    .sort()
    .filter((n) => (!o.include?.length || o.include.some((g) => minimatch(n, g))) && !(o.exclude ?? []).some((g) => minimatch(n, g)));
}

/**
 * The schema restricted to what include/exclude select (data sources, functions and ephemeral resources alike),
 * without resources, for emitters that take a whole schema (CDKTF).
 */
export function filterSchema(schema: ProviderSchemaJson, o: ProviderOverrides): ProviderSchemaJson {
  const pick = <T>(all: Record<string, T> | undefined): Record<string, T> | undefined =>
    all && Object.fromEntries(selectByGlobs(Object.keys(all), o).map((n) => [n, all[n]]));
  const kept = (all: Record<string, unknown> | undefined) => Object.keys(pick(all) ?? {}).length === Object.keys(all ?? {}).length;
  const unfiltered = kept(schema.data_source_schemas) && kept(schema.functions) && kept(schema.ephemeral_resource_schemas);
  // A schema with no resources key is passed on as it is; any other is rebuilt, its entries in sorted order.
  if (unfiltered && !schema.resource_schemas) return schema;
  // Resources are out of scope: only data sources, and the functions and ephemeral resources beside them, are wrapped.
  const out: ProviderSchemaJson = { ...schema, resource_schemas: {}, data_source_schemas: pick(schema.data_source_schemas) ?? {} };
  if (schema.functions) out.functions = pick(schema.functions);
  if (schema.ephemeral_resource_schemas) out.ephemeral_resource_schemas = pick(schema.ephemeral_resource_schemas);
  return out;
}
