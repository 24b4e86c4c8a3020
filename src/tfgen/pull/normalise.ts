import type { ProviderTarget } from "../project/cdktf-config";
import type { ProviderSchemaJson, SchemasFile } from "../schema/types";
import { normaliseRegistryKey, validateSchemasFile } from "../schema/validate";

/*
 * Key order of `terraform providers schema -json` (Terraform's jsonprovider structs). Snapshots are
 * written in this order whatever CLI printed them, so a schema that did not change is byte-identical after
 * a pull even when OpenTofu or another Terraform version orders fields differently. Keys not listed (added
 * by a newer CLI) follow, in the order printed, so nothing is dropped.
 */
const ENTRY_KEYS = ["version", "block"];
const BLOCK_KEYS = ["attributes", "block_types", "description", "description_kind", "deprecated"];
const ATTRIBUTE_KEYS = [
  "type",
  "nested_type",
  "description",
  "description_kind",
  "deprecated",
  "required",
  "optional",
  "computed",
  "sensitive",
  "write_only",
];
const BLOCK_TYPE_KEYS = ["nesting_mode", "block", "min_items", "max_items"];
const NESTED_TYPE_KEYS = ["attributes", "nesting_mode", "min_items", "max_items"];
// Terraform's jsonfunction structs.
const FUNCTION_KEYS = ["description", "summary", "deprecation_message", "return_type", "parameters", "variadic_parameter"];
const PARAMETER_KEYS = ["name", "description", "is_nullable", "type"];

type Json = Record<string, unknown>;

function ordered(o: Json, keys: string[], map: (k: string, v: unknown) => unknown = (_k, v) => v): Json {
  const out: Json = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = map(k, o[k]);
  for (const k of Object.keys(o)) if (!(k in out) && o[k] !== undefined) out[k] = map(k, o[k]);
  return out;
}

/** Terraform sorts map keys byte-wise (Go's encoding/json); so do snapshots. */
function sortedMap(o: Json, each: (v: unknown) => unknown): Json {
  const out: Json = {};
  for (const k of Object.keys(o).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))) out[k] = each(o[k]);
  return out;
}

function attribute(a: unknown): Json {
  return ordered(a as Json, ATTRIBUTE_KEYS, (k, v) => (k === "nested_type" ? nestedType(v) : v));
}

function nestedType(n: unknown): Json {
  return ordered(n as Json, NESTED_TYPE_KEYS, (k, v) => (k === "attributes" ? sortedMap(v as Json, attribute) : v));
}

function block(b: unknown): Json {
  return ordered(b as Json, BLOCK_KEYS, (k, v) => {
    if (k === "attributes") return sortedMap(v as Json, attribute);
    if (k === "block_types")
      return sortedMap(v as Json, (bt) => ordered(bt as Json, BLOCK_TYPE_KEYS, (kk, vv) => (kk === "block" ? block(vv) : vv)));
    return v;
  });
}

function entry(e: unknown): Json {
  return ordered(e as Json, ENTRY_KEYS, (k, v) => (k === "block" ? block(v) : v));
}

function providerFunction(f: unknown): Json {
  const parameter = (p: unknown) => ordered(p as Json, PARAMETER_KEYS);
  return ordered(f as Json, FUNCTION_KEYS, (k, v) =>
    k === "parameters" ? (v as unknown[]).map(parameter) : k === "variadic_parameter" ? parameter(v) : v,
  );
}

export class ProviderNotInOutputError extends Error {}

/**
 * Turns what `providers schema -json` printed into the snapshot of one provider: only that provider (the
 * CLI also prints builtins and anything else the configuration pulls in), keyed by the registry.terraform.io
 * address even when OpenTofu printed registry.opentofu.org, and with the resource schemas emptied, because
 * only data sources, functions and ephemeral resources are wrapped and a full provider's resources would
 * make the snapshot tens of megabytes.
 */
export function normalisePrintedSchemas(
  printed: unknown,
  target: ProviderTarget,
  where: string,
): { document: SchemasFile; schema: ProviderSchemaJson } {
  const doc = printed as { format_version?: unknown; provider_schemas?: Record<string, unknown> };
  const keys = Object.keys(doc?.provider_schemas ?? {});
  const key = keys.find((k) => normaliseRegistryKey(k) === normaliseRegistryKey(target.registryKey));
  if (!key) {
    throw new ProviderNotInOutputError(
      `${target.source}: ${where} printed no schema for ${target.registryKey} ` +
        `(it printed ${keys.length ? keys.join(", ") : "no provider"})`,
    );
  }
  const p = doc.provider_schemas![key] as Json;
  const provider: Json = {
    provider: entry(p.provider),
    resource_schemas: {},
    data_source_schemas: sortedMap((p.data_source_schemas ?? {}) as Json, entry),
    // Only when the provider has them, so that a snapshot of a provider without either keeps its bytes.
    ...(p.ephemeral_resource_schemas ? { ephemeral_resource_schemas: sortedMap(p.ephemeral_resource_schemas as Json, entry) } : {}),
    ...(p.functions ? { functions: sortedMap(p.functions as Json, providerFunction) } : {}),
  };
  const document = { format_version: doc.format_version, provider_schemas: { [target.registryKey]: provider } } as unknown as SchemasFile;
  const schema = validateSchemasFile(where, document, target.registryKey);
  return { document, schema };
}

/**
 * Pretty-prints a snapshot the way the file it replaces is printed (indent and final newline), so that
 * pulling an unchanged schema rewrites nothing. The committed snapshots do not all agree on the final
 * newline, and the lock's checksum covers every byte.
 */
export function formatSnapshot(document: SchemasFile, existing: string | undefined): string {
  let indent = "  ";
  let finalNewline = true;
  if (existing !== undefined) {
    const m = /^\{\r?\n([ \t]+)"/.exec(existing);
    if (m) indent = m[1];
    finalNewline = existing.endsWith("\n");
  }
  return JSON.stringify(document, null, indent) + (finalNewline ? "\n" : "");
}
