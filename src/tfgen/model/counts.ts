/**
 * How many of each kind a package wraps. Every summary (generate's line per provider, add-provider's, the upgrade
 * report's) counts each kind under its own name: a provider's functions and ephemeral resources are not data sources.
 */
import type { ProviderSchemaJson } from "../schema/types";
import type { ProviderOverrides } from "../overrides/types";
import { selectByGlobs } from "./select";
import type { PackageModel } from "./types";

export interface KindCounts {
  dataSources: number;
  ephemeralResources: number;
  providerFunctions: number;
}

export const KIND_LABELS: Record<keyof KindCounts, [singular: string, plural: string]> = {
  dataSources: ["data source", "data sources"],
  ephemeralResources: ["ephemeral resource", "ephemeral resources"],
  providerFunctions: ["provider function", "provider functions"],
};

const KINDS = Object.keys(KIND_LABELS) as (keyof KindCounts)[];

/** What a model wraps. */
export function countsOf(model: PackageModel): KindCounts {
  return {
    dataSources: model.functions.length,
    ephemeralResources: model.ephemeralResources?.length ?? 0,
    providerFunctions: model.providerFunctions?.length ?? 0,
  };
}

/** What include/exclude select from a schema: the model's counts, without building it (a provider reused from cache). */
export function selectedCounts(schema: ProviderSchemaJson, o: Pick<ProviderOverrides, "include" | "exclude">): KindCounts {
  const count = (all: Record<string, unknown> | undefined) => selectByGlobs(Object.keys(all ?? {}), o).length;
  return {
    dataSources: count(schema.data_source_schemas),
    ephemeralResources: count(schema.ephemeral_resource_schemas),
    providerFunctions: count(schema.functions),
  };
}

/** `1 data source`, `7 provider functions`. */
export function countLabel(kind: keyof KindCounts, n: number): string {
  return `${n} ${KIND_LABELS[kind][n === 1 ? 0 : 1]}`;
}

/** `12 data sources, 2 ephemeral resources, 7 provider functions`: data sources always, the other kinds when present. */
export function describeCounts(c: KindCounts): string {
  return KINDS.filter((k) => k === "dataSources" || c[k] > 0)
    .map((k) => countLabel(k, c[k]))
    .join(", ");
}

/** `data sources 9 → 9, provider functions 7 → 6`: data sources always, the other kinds when either side has them. */
export function describeCountChange(before: KindCounts, after: KindCounts): string {
  return KINDS.filter((k) => k === "dataSources" || before[k] > 0 || after[k] > 0)
    .map((k) => `${KIND_LABELS[k][1]} ${before[k]} → ${after[k]}`)
    .join(", ");
}
