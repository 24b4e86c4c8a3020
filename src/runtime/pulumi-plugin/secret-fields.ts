/**
 * Result fields the schema declares secret (sensitive upstream) are wrapped one by one, at whatever depth
 * they sit, so that a lookup whose inputs are all plain still does not hand a password to the state in clear.
 */
import type { PackageSchema, SchemaProperty } from "./package-files";
import { isSecretValue, secretValue } from "./rpc-values";

const TYPE_REF = /^#\/types\/(.+)$/;

function markValue(value: unknown, prop: SchemaProperty, schema: PackageSchema, seen: Set<string>): unknown {
  if (value === null || value === undefined || isSecretValue(value)) return value;
  if (prop.secret) return secretValue(value);
  if (Array.isArray(value) && prop.items) return value.map((v) => markValue(v, prop.items!, schema, seen));
  if (typeof value !== "object" || Array.isArray(value)) return value;
  if (prop.additionalProperties) {
    const out: Record<string, unknown> = {};
    // Map keys are data: a `__proto__` key is defined as an own property, not assigned (which would drop it).
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, k, {
        value: markValue(v, prop.additionalProperties, schema, seen),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  const ref = prop.$ref ? TYPE_REF.exec(prop.$ref) : null;
  if (!ref) return value;
  const token = decodeURIComponent(ref[1]);
  // A type that contains itself would otherwise recurse for as long as the data nests; one level per path is enough.
  if (seen.has(token)) return value;
  const properties = schema.types?.[token]?.properties ?? {};
  return markObject(value as Record<string, unknown>, properties, schema, new Set([...seen, token]));
}

function markObject(
  record: Record<string, unknown>,
  properties: Record<string, SchemaProperty>,
  schema: PackageSchema,
  seen: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = properties[k] ? markValue(v, properties[k], schema, seen) : v;
  return out;
}

export function markDeclaredSecrets(token: string, result: Record<string, unknown>, schema: PackageSchema): Record<string, unknown> {
  const properties = schema.functions?.[token]?.outputs?.properties ?? {};
  return markObject(result, properties, schema, new Set());
}
