/**
 * The configuration object a provider receives, as Terraform builds it from a block: every attribute of the
 * schema present (null where the user set nothing, computed ones included), nested blocks by nesting mode
 * (an absent list or set block is an empty list, an absent map block an empty map, an absent single block
 * null, a group block an object of nulls). Input here is upstream-named plain data; documented values (a lookup's
 * arguments, the provider's configuration) are shaped by documented-config.ts, which uses these walks wherever
 * the metadata adds nothing to what the schema says.
 */
import { attributeNames, conformanceError, encodeCtyValue, mapElements, mapHeader } from "./cty/msgpack";
import type { CtyType } from "./cty/types";
import { type CtyValue, type PathStep, setOwn } from "./cty/values";
import { attributeType, blockType, type SchemaBlock, type SchemaBlockType } from "./schema";

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** An own property's value (a name the prototype has, `constructor` or `__proto__`, is not one). */
export const own = <T>(o: Record<string, T>, name: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(o, name) ? o[name] : undefined;

/** A plain value shaped to a type: objects gain their missing attributes as null. */
export function conform(value: unknown, type: CtyType, path: PathStep[]): CtyValue {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case "object": {
      if (!isRecord(value)) throw conformanceError(path, "expected an object");
      for (const k of Object.keys(value))
        if (own(type.attributes, k) === undefined) throw conformanceError(path, "an attribute the schema does not have", { attribute: k });
      const out: Record<string, CtyValue> = {};
      for (const name of Object.keys(type.attributes)) {
        path.push({ attribute: name });
        setOwn(out, name, conform(own(value, name), type.attributes[name], path));
        path.pop();
      }
      return out;
    }
    case "list":
    case "set":
    case "tuple": {
      if (!Array.isArray(value)) throw conformanceError(path, `expected a ${type.kind}`);
      return mapElements(value as unknown[], type, path, conform);
    }
    case "map": {
      if (!isRecord(value)) throw conformanceError(path, "expected a map");
      const out: Record<string, CtyValue> = {};
      for (const k of Object.keys(value)) {
        path.push({ key: k });
        setOwn(out, k, conform(value[k], type.element, path));
        path.pop();
      }
      return out;
    }
    default:
      return value as CtyValue;
  }
}

/**
 * What a block of a fetched schema (which never changes) contributes, worked out once per block: the names it
 * accepts, each attribute with its type, and its nested blocks.
 */
export interface BlockPlan {
  known: Set<string>;
  attributes: [string, CtyType][];
  blocks: [string, SchemaBlockType][];
}
const plans = new WeakMap<SchemaBlock, BlockPlan>();

export function planOf(block: SchemaBlock): BlockPlan {
  let plan = plans.get(block);
  if (!plan) {
    const attributes = Object.entries(block.attributes ?? {}).map(([name, a]): [string, CtyType] => [name, attributeType(a)]);
    const blocks = Object.entries(block.block_types ?? {});
    plan = { known: new Set([...attributes.map(([name]) => name), ...blocks.map(([name]) => name)]), attributes, blocks };
    plans.set(block, plan);
  }
  return plan;
}

export function configObject(
  block: SchemaBlock,
  given: Record<string, unknown> | undefined,
  path: PathStep[] = [],
): Record<string, CtyValue> {
  return blockObject(block, given, [...path]);
}

export function blockObject(block: SchemaBlock, given: Record<string, unknown> | undefined, path: PathStep[]): Record<string, CtyValue> {
  const values = given ?? {};
  const out: Record<string, CtyValue> = {};
  const plan = planOf(block);
  for (const k of Object.keys(values))
    if (!plan.known.has(k)) throw conformanceError(path, "an argument the schema does not have", { attribute: k });
  for (const [name, type] of plan.attributes) {
    path.push({ attribute: name });
    setOwn(out, name, conform(own(values, name), type, path));
    path.pop();
  }
  for (const [name, nested] of plan.blocks) {
    path.push({ attribute: name });
    setOwn(out, name, nestedBlocks(nested, own(values, name), path));
    path.pop();
  }
  return out;
}

/** A nested block's value by its nesting mode; `path` ends at the block's name. */
export function nestedBlocks(nested: SchemaBlockType, v: unknown, path: PathStep[]): CtyValue {
  switch (nested.nesting_mode) {
    case "single": {
      // A max-items-1 block may arrive as a one-element list (the documented API flattens it).
      const one: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
      return one === undefined || one === null ? null : blockObject(nested.block, one as Record<string, unknown>, path);
    }
    case "group":
      return blockObject(nested.block, (Array.isArray(v) ? v[0] : v) as Record<string, unknown> | undefined, path);
    case "list":
    case "set": {
      if (v !== undefined && v !== null && !Array.isArray(v)) throw conformanceError(path, `expected a ${nested.nesting_mode} of blocks`);
      const list = (v as unknown[] | undefined) ?? [];
      const out: CtyValue[] = new Array<CtyValue>(list.length);
      for (let i = 0; i < list.length; i++) {
        path.push({ index: i });
        out[i] = blockObject(nested.block, list[i] as Record<string, unknown>, path);
        path.pop();
      }
      return out;
    }
    case "map": {
      if (v !== undefined && v !== null && !isRecord(v)) throw conformanceError(path, "expected a map of blocks");
      // A map key `__proto__` stays a key (setOwn).
      const out: Record<string, CtyValue> = {};
      const map = (v as Record<string, unknown> | undefined) ?? {};
      for (const k of Object.keys(map)) {
        path.push({ key: k });
        setOwn(out, k, blockObject(nested.block, map[k] as Record<string, unknown>, path));
        path.pop();
      }
      return out;
    }
  }
}

/**
 * How encodeShaped writes a block, worked out once per block of a fetched schema (which never changes): the
 * map's header, and each name in the order cty writes an object's attributes, with its type, its encoded key and
 * the encoded value it has when the caller gives none (null, an empty collection of blocks, a group of nulls).
 */
interface BlockEncoding {
  header: Uint8Array;
  entries: { name: string; type: CtyType; key: Uint8Array; unset: Uint8Array }[];
}
const encodings = new WeakMap<SchemaBlock, BlockEncoding>();

function encodingOf(block: SchemaBlock): BlockEncoding {
  let encoding = encodings.get(block);
  if (!encoding) {
    const type = blockType(block);
    const names = attributeNames(type.attributes);
    const unset = blockObject(block, undefined, []);
    encoding = {
      header: mapHeader(names.length),
      entries: names.map((name) => ({
        name,
        type: type.attributes[name],
        key: encodeCtyValue(name, { kind: "string" }),
        unset: encodeCtyValue(unset[name], type.attributes[name], [{ attribute: name }]),
      })),
    };
    encodings.set(block, encoding);
  }
  return encoding;
}

/**
 * The msgpack bytes of a block's configuration object whose given values are already shaped (by name; a name not
 * in `shaped` is unset): the bytes of the whole configObject, with only the values given encoded on each call
 * (what a lookup sends, where most of a data source's arguments are usually unset), the unset ones taken from
 * the block's encoding, each written in cty's order.
 */
export function encodeShaped(block: SchemaBlock, shaped: Map<string, CtyValue>): Uint8Array {
  const encoding = encodingOf(block);
  const parts: Uint8Array[] = [encoding.header];
  let length = encoding.header.length;
  for (const e of encoding.entries) {
    const value = shaped.has(e.name) ? encodeCtyValue(shaped.get(e.name) as CtyValue, e.type, [{ attribute: e.name }]) : e.unset;
    parts.push(e.key, value);
    length += e.key.length + value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
