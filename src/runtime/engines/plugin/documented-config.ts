/**
 * The configuration object a block receives (config-value.ts), made in one walk from documented values: a lookup's
 * arguments or the provider's configuration, validated against the metadata, in documented names. Each value is
 * renamed to its upstream name, a max-items-1 block shown as one object goes back into its one-element list, a
 * number no double holds goes as its decimal text, and every attribute the schema has is filled (null, or the
 * nesting mode's empty value) as it is met.
 *
 * It gives exactly what toUpstream on each given field followed by configObject gives (the same values, the same
 * errors with the same paths) without making the upstream copy in between. Where the metadata's type and the
 * schema's do not pair up (a dynamic attribute, an `any` value, a shape that differs), the value is made
 * upstream-shaped by toUpstream and handed to config-value.ts's walks, which decide the rest from the schema alone.
 */
import { toUpstream } from "../../shared/map-result";
import type { FieldMeta, PackageMeta, TypeRef } from "../../shared/metadata";
import { isGiven } from "../../shared/validate";
import { blockObject, conform, encodeShaped, nestedBlocks, own, planOf } from "./config-value";
import { conformanceError, mapElements } from "./cty/msgpack";
import type { CtyType } from "./cty/types";
import { type CtyValue, type PathStep, setOwn } from "./cty/values";
import type { SchemaBlock, SchemaBlockType } from "./schema";

const NO_FIELDS: readonly FieldMeta[] = [];

/** Fields by upstream name, worked out once per field list (the metadata is loaded once and never changes). */
const byUpstream = new WeakMap<readonly FieldMeta[], Map<string, FieldMeta>>();
function fieldsByUpstreamName(fields: readonly FieldMeta[]): Map<string, FieldMeta> {
  let map = byUpstream.get(fields);
  if (!map) byUpstream.set(fields, (map = new Map(fields.map((f) => [f.tfName, f]))));
  return map;
}

const inputFields = (meta: PackageMeta, name: string): readonly FieldMeta[] => meta.types.get(name)?.input ?? NO_FIELDS;

/** What toUpstream and conform make of a value, in one step. */
function shapedValue(meta: PackageMeta, v: unknown, t: TypeRef, flattened: boolean, type: CtyType, path: PathStep[]): CtyValue {
  if (v === null || v === undefined) return null;
  if (flattened) {
    // Upstream, a one-element list.
    if (type.kind === "list" || type.kind === "set" || type.kind === "tuple")
      return mapElements([v], type, path, (one, elementType, p) => shapedValue(meta, one, t, false, elementType, p));
  } else if (t.kind === "list" && (type.kind === "list" || type.kind === "set" || type.kind === "tuple")) {
    return mapElements(v as unknown[], type, path, (e, elementType, p) => shapedValue(meta, e, t.element, false, elementType, p));
  } else if (t.kind === "map" && type.kind === "map") {
    const map = v as Record<string, unknown>;
    const out: Record<string, CtyValue> = {};
    for (const k of Object.keys(map)) {
      path.push({ key: k });
      setOwn(out, k, shapedValue(meta, map[k], t.element, false, type.element, path));
      path.pop();
    }
    return out;
  } else if (t.kind === "object" && type.kind === "object") {
    return shapedObject(meta, inputFields(meta, t.name), v as Record<string, unknown>, type, path);
  }
  return conform(toUpstream(meta, t, v, flattened), type, path);
}

/** A documented object as an object-typed attribute: every field named upstream, every attribute present. */
function shapedObject(
  meta: PackageMeta,
  fields: readonly FieldMeta[],
  src: Record<string, unknown>,
  type: CtyType & { kind: "object" },
  path: PathStep[],
): Record<string, CtyValue> {
  for (const f of fields)
    if (own(type.attributes, f.tfName) === undefined)
      throw conformanceError(path, "an attribute the schema does not have", { attribute: f.tfName });
  const byName = fieldsByUpstreamName(fields);
  const out: Record<string, CtyValue> = {};
  for (const name of Object.keys(type.attributes)) {
    const f = byName.get(name);
    path.push({ attribute: name });
    setOwn(out, name, f ? shapedValue(meta, src[f.name], f.type, f.flattened, type.attributes[name], path) : null);
    path.pop();
  }
  return out;
}

/**
 * A documented object as a nested block: every field named upstream (each field of its type, given or not, must
 * be one the schema has), every attribute and nested block present.
 */
function shapedBlock(
  meta: PackageMeta,
  fields: readonly FieldMeta[],
  src: Record<string, unknown>,
  block: SchemaBlock,
  path: PathStep[],
): Record<string, CtyValue> {
  const plan = planOf(block);
  for (const f of fields)
    if (!plan.known.has(f.tfName)) throw conformanceError(path, "an argument the schema does not have", { attribute: f.tfName });
  const byName = fieldsByUpstreamName(fields);
  const out: Record<string, CtyValue> = {};
  for (const [name, type] of plan.attributes) {
    const f = byName.get(name);
    path.push({ attribute: name });
    setOwn(out, name, f ? shapedValue(meta, src[f.name], f.type, f.flattened, type, path) : null);
    path.pop();
  }
  for (const [name, nested] of plan.blocks) {
    const f = byName.get(name);
    path.push({ attribute: name });
    setOwn(out, name, f ? shapedBlocks(meta, nested, src[f.name], f.type, f.flattened, path) : nestedBlocks(nested, undefined, path));
    path.pop();
  }
  return out;
}

/** One block of a list, set or map of blocks, or the one of a single or group block; unset when null. */
function oneBlock(meta: PackageMeta, nested: SchemaBlockType, v: unknown, t: TypeRef & { kind: "object" }, path: PathStep[]) {
  return v === null || v === undefined
    ? blockObject(nested.block, undefined, path)
    : shapedBlock(meta, inputFields(meta, t.name), v as Record<string, unknown>, nested.block, path);
}

/** A nested block's value by its nesting mode from a documented value; `path` ends at the block's name. */
function shapedBlocks(meta: PackageMeta, nested: SchemaBlockType, v: unknown, t: TypeRef, flattened: boolean, path: PathStep[]): CtyValue {
  if (v === null || v === undefined) return nestedBlocks(nested, null, path);
  // The documented value of each block and its type: the object itself when flattened, else a list's elements.
  const element = flattened ? t : t.kind === "list" ? t.element : undefined;
  switch (nested.nesting_mode) {
    case "single":
    case "group": {
      // Upstream, the block's object itself, or a list whose first element is the block.
      const one = !flattened && t.kind === "list" ? (v as unknown[])[0] : v;
      const type = element ?? t;
      if (type.kind !== "object") break;
      if (nested.nesting_mode === "single" && (one === null || one === undefined)) return null;
      return oneBlock(meta, nested, one, type, path);
    }
    case "list":
    case "set": {
      if (element?.kind !== "object") break;
      const list = flattened ? [v] : (v as unknown[]);
      const out: CtyValue[] = new Array<CtyValue>(list.length);
      for (let i = 0; i < list.length; i++) {
        path.push({ index: i });
        out[i] = oneBlock(meta, nested, list[i], element, path);
        path.pop();
      }
      return out;
    }
    case "map": {
      if (flattened || t.kind !== "map" || t.element.kind !== "object") break;
      const map = v as Record<string, unknown>;
      const out: Record<string, CtyValue> = {};
      for (const k of Object.keys(map)) {
        path.push({ key: k });
        setOwn(out, k, oneBlock(meta, nested, map[k], t.element, path));
        path.pop();
      }
      return out;
    }
  }
  return nestedBlocks(nested, toUpstream(meta, t, v, flattened), path);
}

/**
 * The given documented values of `fields` (a function's inputs, the provider's configuration), validated, shaped
 * by upstream name for `block`: only the fields given are checked against the schema (only those are sent), then
 * attributes and blocks are shaped in the schema's order, so the first error is the one the two steps met first.
 */
function shapedGiven(
  meta: PackageMeta,
  fields: readonly FieldMeta[],
  values: Record<string, unknown>,
  block: SchemaBlock,
): Map<string, CtyValue> {
  const plan = planOf(block);
  for (const f of fields)
    if (!plan.known.has(f.tfName) && isGiven(values[f.name]))
      throw conformanceError([], "an argument the schema does not have", { attribute: f.tfName });
  const byName = fieldsByUpstreamName(fields);
  const shaped = new Map<string, CtyValue>();
  const path: PathStep[] = [];
  for (const [name, type] of plan.attributes) {
    const f = byName.get(name);
    const v = f && values[f.name];
    if (!f || v === undefined || v === null) continue;
    path.push({ attribute: name });
    shaped.set(name, shapedValue(meta, v, f.type, f.flattened, type, path));
    path.pop();
  }
  for (const [name, nested] of plan.blocks) {
    const f = byName.get(name);
    const v = f && values[f.name];
    if (!f || v === undefined || v === null) continue;
    path.push({ attribute: name });
    shaped.set(name, shapedBlocks(meta, nested, v, f.type, f.flattened, path));
    path.pop();
  }
  return shaped;
}

/** The configuration object `block` receives from documented values (what configObject makes of upstream ones). */
export function documentedConfigObject(
  meta: PackageMeta,
  fields: readonly FieldMeta[],
  values: Record<string, unknown>,
  block: SchemaBlock,
): Record<string, CtyValue> {
  const shaped = shapedGiven(meta, fields, values, block);
  const unset = blockObject(block, undefined, []);
  const out: Record<string, CtyValue> = {};
  for (const name of Object.keys(unset)) setOwn(out, name, shaped.has(name) ? (shaped.get(name) as CtyValue) : unset[name]);
  return out;
}

/** The msgpack bytes of documentedConfigObject, with only the values given encoded on each call (see encodeShaped). */
export function encodeDocumentedConfig(
  meta: PackageMeta,
  fields: readonly FieldMeta[],
  values: Record<string, unknown>,
  block: SchemaBlock,
): Uint8Array {
  return encodeShaped(block, shapedGiven(meta, fields, values, block));
}
