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

/** The schema restricted to the selected data sources, for emitters that take a whole schema (CDKTF). */
export function filterSchema(schema: ProviderSchemaJson, o: ProviderOverrides): ProviderSchemaJson {
  const keep = selectDataSources(schema, o);
  if (keep.length === Object.keys(schema.data_source_schemas ?? {}).length && !schema.resource_schemas) return schema;
  const ds: ProviderSchemaJson["data_source_schemas"] = {};
  for (const n of keep) ds[n] = schema.data_source_schemas![n];
  // Resources are out of scope: only data sources are wrapped.
  return { provider: schema.provider, resource_schemas: {}, data_source_schemas: ds };
}
