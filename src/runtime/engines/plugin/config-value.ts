/**
 * The configuration object a provider receives, as Terraform builds it from a block: every attribute of the
 * schema present (null where the user set nothing, computed ones included), nested blocks by nesting mode
 * (an absent list or set block is an empty list, an absent map block an empty map, an absent single block
 * null, a group block an object of nulls). Input is upstream-named plain data (see toUpstream).
 */
import { CtyConformanceError } from "./cty/msgpack";
import type { CtyType } from "./cty/types";
import { type CtyValue, type PathStep, setOwn } from "./cty/values";
import { attributeType, type SchemaBlock } from "./schema";

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A plain value shaped to a type: objects gain their missing attributes as null. */
function conform(value: unknown, type: CtyType, path: PathStep[]): CtyValue {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case "object": {
      if (!isRecord(value)) throw new CtyConformanceError(path, "expected an object");
      for (const k of Object.keys(value))
        if (!Object.prototype.hasOwnProperty.call(type.attributes, k))
          throw new CtyConformanceError([...path, { attribute: k }], "an attribute the schema does not have");
      const out: Record<string, CtyValue> = {};
      for (const [name, t] of Object.entries(type.attributes)) out[name] = conform(value[name], t, [...path, { attribute: name }]);
      return out;
    }
    case "list":
    case "set":
      if (!Array.isArray(value)) throw new CtyConformanceError(path, `expected a ${type.kind}`);
      return value.map((v, i) => conform(v, type.element, [...path, { index: i }]));
    case "tuple":
      if (!Array.isArray(value)) throw new CtyConformanceError(path, "expected a tuple");
      return value.map((v, i) => conform(v, type.elements[i], [...path, { index: i }]));
    case "map": {
      if (!isRecord(value)) throw new CtyConformanceError(path, "expected a map");
      const out: Record<string, CtyValue> = {};
      for (const [k, v] of Object.entries(value)) setOwn(out, k, conform(v, type.element, [...path, { key: k }]));
      return out;
    }
    default:
      return value as CtyValue;
  }
}

/** The names a block may be given, per block of a fetched schema (which never changes). */
const namesOf = new WeakMap<SchemaBlock, Set<string>>();

export function configObject(
  block: SchemaBlock,
  given: Record<string, unknown> | undefined,
  path: PathStep[] = [],
): Record<string, CtyValue> {
  const values = given ?? {};
  const out: Record<string, CtyValue> = {};
  const known = namesOf.get(block) ?? new Set([...Object.keys(block.attributes ?? {}), ...Object.keys(block.block_types ?? {})]);
  namesOf.set(block, known);
  for (const k of Object.keys(values))
    if (!known.has(k)) throw new CtyConformanceError([...path, { attribute: k }], "an argument the schema does not have");
  for (const [name, a] of Object.entries(block.attributes ?? {}))
    out[name] = conform(values[name], attributeType(a), [...path, { attribute: name }]);
  for (const [name, nested] of Object.entries(block.block_types ?? {})) {
    const at = [...path, { attribute: name }];
    const v = values[name];
    switch (nested.nesting_mode) {
      case "single": {
        // A max-items-1 block may arrive as a one-element list (the documented API flattens it).
        const one: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
        out[name] = one === undefined || one === null ? null : configObject(nested.block, one as Record<string, unknown>, at);
        break;
      }
      case "group":
        out[name] = configObject(nested.block, (Array.isArray(v) ? v[0] : v) as Record<string, unknown> | undefined, at);
        break;
      case "list":
      case "set":
        if (v !== undefined && v !== null && !Array.isArray(v))
          throw new CtyConformanceError(at, `expected a ${nested.nesting_mode} of blocks`);
        out[name] = ((v as unknown[] | undefined) ?? []).map((e, i) =>
          configObject(nested.block, e as Record<string, unknown>, [...at, { index: i }]),
        );
        break;
      case "map":
        if (v !== undefined && v !== null && !isRecord(v)) throw new CtyConformanceError(at, "expected a map of blocks");
        // fromEntries defines own properties: a map key `__proto__` stays a key.
        out[name] = Object.fromEntries(
          Object.entries((v as Record<string, unknown> | undefined) ?? {}).map(([k, e]) => [
            k,
            configObject(nested.block, e as Record<string, unknown>, [...at, { key: k }]),
          ]),
        );
        break;
    }
  }
  return out;
}
