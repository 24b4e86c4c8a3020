/** A lookup's arguments and the provider's configuration in upstream names, encoded by the provider's schema. */
import { toUpstream } from "../../shared/map-result";
import type { FunctionMeta } from "../../shared/metadata";
import { isGiven } from "../../shared/validate";
import { encodeDocumentedConfig } from "./documented-config";
import { lookupFailure } from "./failures";
import type { PluginLookup } from "./requests";
import type { Schema } from "./schema";

/**
 * The provider's configuration in upstream names, as plain JSON-able data: what the process pool knows a
 * configured provider process by (two resolved configurations that send the same share one).
 */
export function upstreamConfig(l: Pick<PluginLookup, "meta" | "config">): Record<string, unknown> {
  const providerConfig: Record<string, unknown> = {};
  for (const f of l.meta.config) {
    const v = l.config.values[f.name];
    if (isGiven(v)) providerConfig[f.tfName] = toUpstream(l.meta, f.type, v, f.flattened);
  }
  return providerConfig;
}

/** A lookup's (or an ephemeral open's) arguments in upstream names, encoded by the data source's schema. */
export function encodeArguments(l: Pick<PluginLookup, "meta" | "fn" | "args" | "redactor">, schema: Schema): Uint8Array {
  try {
    return encodeDocumentedConfig(l.meta, l.fn.inputs, l.args, schema.block);
  } catch (err) {
    throw lookupFailure(l, `the arguments do not fit the schema of ${l.fn.tfType}: ${(err as Error).message}`);
  }
}

/** A lookup's arguments as sent: their encoding, and the validation cache's key for it. */
export interface EncodedArguments {
  fn: FunctionMeta;
  /** The validated arguments' values in the function's input order, each a primitive (or unset). */
  values: unknown[];
  bytes: Uint8Array;
  key: string;
}

export const isPrimitive = (v: unknown): boolean => v === null || (typeof v !== "object" && typeof v !== "function");

/** What the validation cache knows a data source configuration by. */
export function validationKey(typeName: string, config: Uint8Array): string {
  return `${typeName}\0${Buffer.from(config.buffer, config.byteOffset, config.byteLength).toString("base64")}`;
}
