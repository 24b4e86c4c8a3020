/**
 * DynamicValue payloads: cty values in msgpack, encoded and decoded against a type, as Terraform and
 * providers exchange them.
 *
 * - null is nil; an unknown value is extension type 0 (type 12 when it carries refinements, which a read
 *   result may not have anyway);
 * - numbers are integers when whole (64-bit ones as such), else float64, else (as cty writes numbers too
 *   precise for either) the number's decimal text; decoded numbers a double cannot hold exactly stay exact as
 *   their decimal text (lookup/numbers.ts);
 * - map keys are data: `__proto__` is an own key like any other, on the way in and out;
 * - objects are maps keyed by attribute name, every attribute present; maps are maps; lists, sets and
 *   tuples are arrays;
 * - a value of the dynamic pseudo-type travels as [type as JSON bytes, value]; the type is the value's own,
 *   except that what the schema knows (a list of blocks with a dynamic attribute) is kept.
 *
 * Decoding is strict: anything that does not fit the type is a CtyConformanceError naming the path, which
 * callers report the way Terraform reports "Provider produced invalid object".
 */
import type { Decoder, DecoderOptions, Encoder } from "@msgpack/msgpack";
import { exactNumberFromBigInt, exactNumberFromText, isNumberText, numberForWire } from "../../../shared/numbers";
import { canonicalSet } from "./set-order";
import { type CtyType, ctyTypeJson, CtyTypeError, describeType, parseCtyType } from "./types";
import { type CtyPath, type CtyValue, formatPath, type PathStep, setOwn, UNKNOWN } from "./values";

export class CtyConformanceError extends Error {
  constructor(
    readonly path: CtyPath,
    readonly problem: string,
  ) {
    super(`${formatPath(path)}: ${problem}`);
    this.name = "CtyConformanceError";
  }
}

const UNKNOWN_EXTENSION = 0;
const REFINED_UNKNOWN_EXTENSION = 12;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Uint8Array) && !isExtension(v);

/** Only the library makes extension values, so none exists before it is loaded. */
const isExtension = (v: object): v is InstanceType<MsgpackLibrary["ExtData"]> => codec !== undefined && v instanceof codec.lib.ExtData;

function describeRaw(raw: unknown): string {
  if (raw === null || raw === undefined) return "null";
  if (Array.isArray(raw)) return `an array of ${raw.length}`;
  if (raw instanceof Uint8Array) return "binary data";
  if (isRecord(raw)) return "a map";
  return typeof raw;
}

// ---- decoding ------------------------------------------------------------------

/**
 * The msgpack library refuses a map key `__proto__` (it builds maps as ordinary objects). Keys are decoded here
 * instead, and one made only of NULs followed by `__proto__` gains one more NUL, which `keyOf` takes off again:
 * every key comes through, and none is the prototype's.
 */
const PROTO_LIKE = /^\0*__proto__$/;
/**
 * Short keys decoded before, by byte length: an answer names the same attributes every time, and decoding each
 * name anew was most of what a small answer cost. Bounded per length; a new key past the bound replaces the
 * oldest, so a provider sending ever new map keys cannot grow it.
 */
const KEY_CACHE_MAX_LENGTH = 32;
const KEYS_PER_LENGTH = 32;
const keyCache: { bytes: Uint8Array; key: string }[][] = Array.from({ length: KEY_CACHE_MAX_LENGTH + 1 }, () => []);
const escapingKeys: NonNullable<DecoderOptions["keyDecoder"]> = {
  canBeCached: () => true,
  decode: (bytes, offset, length) => {
    const known = length <= KEY_CACHE_MAX_LENGTH ? keyCache[length] : undefined;
    if (known)
      search: for (const entry of known) {
        for (let i = 0; i < length; i++) if (entry.bytes[i] !== bytes[offset + i]) continue search;
        return entry.key;
      }
    const text = Buffer.from(bytes.buffer, bytes.byteOffset + offset, length).toString("utf8");
    const key = PROTO_LIKE.test(text) ? `\0${text}` : text;
    if (known) {
      if (known.length >= KEYS_PER_LENGTH) known.shift();
      // A copy: `bytes` may be a view of a buffer that Node reuses.
      known.push({ bytes: Uint8Array.prototype.slice.call(bytes, offset, offset + length), key });
    }
    return key;
  },
};
const keyOf = (raw: string): string => (raw.charCodeAt(0) === 0 && PROTO_LIKE.test(raw) ? raw.slice(1) : raw);

/** An object type's attribute names, sorted as cty writes them; worked out once per type object. */
const attributeNamesOf = new WeakMap<Record<string, CtyType>, string[]>();
export function attributeNames(attributes: Record<string, CtyType>): string[] {
  let names = attributeNamesOf.get(attributes);
  if (!names) attributeNamesOf.set(attributes, (names = Object.keys(attributes).sort()));
  return names;
}

type MsgpackLibrary = typeof import("@msgpack/msgpack");
let codec: { lib: MsgpackLibrary; decoder: Decoder; encoder: Encoder } | undefined;

/**
 * The msgpack library, loaded on first use: a program's first lookup loads it while its provider boots
 * (`msgpackPreparation`), not before the provider is spawned.
 */
function msgpackCodec(): { lib: MsgpackLibrary; decoder: Decoder; encoder: Encoder } {
  if (!codec) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const lib = require("@msgpack/msgpack") as MsgpackLibrary;
    const decoder = new lib.Decoder({ useBigInt64: true, keyDecoder: escapingKeys });
    codec = { lib, decoder, encoder: new lib.Encoder({ useBigInt64: true }) };
  }
  return codec;
}

/** Loads the library: a step of what a provider start prepares while the provider boots. */
export function* msgpackPreparation(): Generator<void, void, void> {
  msgpackCodec();
  yield;
}

export function decodeCtyValue(bytes: Uint8Array, type: CtyType): CtyValue {
  return decodeNotingUnknowns(bytes, type).value;
}

/** Set by fromRaw when it meets an unknown (decoding is synchronous: one decode at a time). */
let metUnknown = false;

/** As decodeCtyValue, and whether the value holds an unknown anywhere: a caller that refuses them need not walk it. */
export function decodeNotingUnknowns(bytes: Uint8Array, type: CtyType): { value: CtyValue; hasUnknown: boolean } {
  let raw: unknown;
  try {
    raw = msgpackCodec().decoder.decode(bytes);
  } catch (err) {
    throw new CtyConformanceError([], `not valid msgpack (${(err as Error).message})`);
  }
  metUnknown = false;
  const value = fromRaw(raw, type, []);
  return { value, hasUnknown: metUnknown };
}

/** A number as decoded: exact, whether it came as an integer, a float64 or a decimal text. */
function numberOf(raw: unknown): CtyValue | undefined {
  if (typeof raw === "number") return raw;
  if (typeof raw === "bigint") return exactNumberFromBigInt(raw);
  if (typeof raw === "string" && isNumberText(raw.trim())) return exactNumberFromText(raw.trim());
  return undefined;
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** `path` is the walk's stack of steps (pushed and popped as it goes down and back); an error keeps a copy. */
export function conformanceError(path: PathStep[], problem: string, step?: PathStep): CtyConformanceError {
  return new CtyConformanceError(step ? [...path, step] : [...path], problem);
}

function notDecodable(path: PathStep[], type: CtyType, raw: unknown): never {
  throw conformanceError(path, `expected ${describeType(type)}, got ${describeRaw(raw)}`);
}

/** A list, set or tuple type (a map's has an element type too, but is never walked as a sequence). */
export type SequenceType = Extract<CtyType, { kind: "tuple" } | { element: CtyType }>;

/**
 * Each element of a list, set or tuple (`type`) through `each`, with its type and its index on the walk's path:
 * the one sequence walk of decoding, encoding and conforming a value.
 */
export function mapElements<T, U>(
  items: readonly T[],
  type: SequenceType,
  path: PathStep[],
  each: (item: T, t: CtyType, path: PathStep[]) => U,
): U[] {
  const out: U[] = new Array<U>(items.length);
  for (let i = 0; i < items.length; i++) {
    path.push({ index: i });
    out[i] = each(items[i], type.kind === "tuple" ? type.elements[i] : type.element, path);
    path.pop();
  }
  return out;
}

/** The elements of a list, set or tuple (`type`). */
function elementsFromRaw(raw: unknown[], type: SequenceType, path: PathStep[]): CtyValue[] {
  return mapElements(raw, type, path, fromRaw);
}

function fromRaw(raw: unknown, type: CtyType, path: PathStep[]): CtyValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "object" && isExtension(raw)) {
    if (raw.type === UNKNOWN_EXTENSION || raw.type === REFINED_UNKNOWN_EXTENSION) {
      metUnknown = true;
      return UNKNOWN;
    }
    throw conformanceError(path, `unexpected msgpack extension type ${raw.type}`);
  }
  switch (type.kind) {
    case "dynamic": {
      if (!Array.isArray(raw) || raw.length !== 2) return notDecodable(path, type, raw);
      const [typeBytes, inner] = raw as [unknown, unknown];
      const text =
        typeBytes instanceof Uint8Array
          ? Buffer.from(typeBytes).toString("utf8")
          : typeof typeBytes === "string"
            ? typeBytes
            : notDecodable(path, type, raw);
      let innerType: CtyType;
      try {
        innerType = parseCtyType(JSON.parse(text));
      } catch (err) {
        throw conformanceError(path, `a dynamic value with an unreadable type (${(err as Error).message})`);
      }
      return fromRaw(inner, innerType, path);
    }
    case "string":
      return typeof raw === "string" ? raw : notDecodable(path, type, raw);
    case "bool":
      return typeof raw === "boolean" ? raw : notDecodable(path, type, raw);
    case "number":
      return numberOf(raw) ?? notDecodable(path, type, raw);
    case "list":
      if (!Array.isArray(raw)) return notDecodable(path, type, raw);
      return elementsFromRaw(raw, type, path);
    case "set":
      if (!Array.isArray(raw)) return notDecodable(path, type, raw);
      return canonicalSet(elementsFromRaw(raw, type, path), type.element);
    case "tuple":
      if (!Array.isArray(raw)) return notDecodable(path, type, raw);
      if (raw.length !== type.elements.length)
        throw conformanceError(path, `expected a tuple of ${type.elements.length} elements, got ${raw.length}`);
      return elementsFromRaw(raw, type, path);
    case "map": {
      if (!isRecord(raw)) return notDecodable(path, type, raw);
      const out: Record<string, CtyValue> = {};
      for (const escaped of Object.keys(raw)) {
        const k = keyOf(escaped);
        path.push({ key: k });
        setOwn(out, k, fromRaw(raw[escaped], type.element, path));
        path.pop();
      }
      return out;
    }
    case "object": {
      if (!isRecord(raw)) return notDecodable(path, type, raw);
      const out: Record<string, CtyValue> = {};
      const keys = Object.keys(raw);
      for (const escaped of keys) {
        const k = keyOf(escaped);
        const attributeType = hasOwn(type.attributes, k) ? type.attributes[k] : undefined;
        if (attributeType === undefined) throw conformanceError(path, "an attribute the schema does not have", { attribute: k });
        path.push({ attribute: k });
        setOwn(out, k, fromRaw(raw[escaped], attributeType, path));
        path.pop();
      }
      // Every key is an attribute (above) and keys are distinct, so as many keys as attributes means none is missing.
      const names = attributeNames(type.attributes);
      if (keys.length !== names.length)
        for (const name of names)
          if (!hasOwn(out, name))
            throw conformanceError(path, "missing (every attribute of an object must be present, null when unset)", { attribute: name });
      return out;
    }
  }
}
// ---- encoding ------------------------------------------------------------------

/** `at`: where the value sits in a larger one, for the path an error names. */
export function encodeCtyValue(value: CtyValue, type: CtyType, at: CtyPath = []): Uint8Array {
  return msgpackCodec().encoder.encode(toRaw(value, type, [...at]));
}

/** The header of a msgpack map of `size` entries (fixmap, map 16 or map 32), which its encoded keys and values follow. */
export function mapHeader(size: number): Uint8Array {
  if (size < 16) return Uint8Array.of(0x80 | size);
  if (size < 0x10000) return Uint8Array.of(0xde, size >> 8, size & 0xff);
  return Uint8Array.of(0xdf, (size >>> 24) & 0xff, (size >> 16) & 0xff, (size >> 8) & 0xff, size & 0xff);
}

/** The type cty gives a plain value placed where any type is allowed (JSON's rules: arrays are tuples). */
export function impliedType(value: CtyValue, path: PathStep[] = []): CtyType {
  if (value === null || value === UNKNOWN) return { kind: "dynamic" };
  if (typeof value === "string") return { kind: "string" };
  if (typeof value === "number" || typeof value === "bigint") return { kind: "number" };
  if (typeof value === "boolean") return { kind: "bool" };
  if (Array.isArray(value)) return { kind: "tuple", elements: value.map((v, i) => impliedType(v, [...path, { index: i }])) };
  if (isRecord(value)) {
    const attributes: Record<string, CtyType> = {};
    for (const [k, v] of Object.entries(value)) setOwn(attributes, k, impliedType(v, [...path, { attribute: k }]));
    return { kind: "object", attributes };
  }
  throw new CtyConformanceError(path, `cannot give a type to ${typeof value}`);
}

/**
 * The type a value goes out as where the schema's type has dynamic parts: what the schema says where it says
 * it (a null string attribute is a null string, a list(string) a list), the value's own type only at the
 * dynamic parts. A list of blocks is a tuple of such objects, a map of blocks an object, as Terraform builds
 * them from configuration.
 */
export function concreteType(constraint: CtyType, value: CtyValue, path: PathStep[] = []): CtyType {
  if (value === null || value === UNKNOWN) return constraint;
  switch (constraint.kind) {
    case "dynamic": {
      const blocks = constraint.blocks;
      if (blocks?.nesting === "list" && Array.isArray(value))
        return { kind: "tuple", elements: value.map((v, i) => concreteType(blocks.element, v, [...path, { index: i }])) };
      if (blocks?.nesting === "map" && isRecord(value)) {
        const attributes: Record<string, CtyType> = {};
        for (const [k, v] of Object.entries(value)) setOwn(attributes, k, concreteType(blocks.element, v, [...path, { key: k }]));
        return { kind: "object", attributes };
      }
      return impliedType(value, path);
    }
    case "object": {
      if (!isRecord(value)) return constraint;
      const attributes: Record<string, CtyType> = {};
      for (const [name, t] of Object.entries(constraint.attributes))
        attributes[name] = concreteType(t, value[name] ?? null, [...path, { attribute: name }]);
      return { kind: "object", attributes };
    }
    case "tuple":
      return Array.isArray(value)
        ? { kind: "tuple", elements: constraint.elements.map((t, i) => concreteType(t, value[i] ?? null, [...path, { index: i }])) }
        : constraint;
    default:
      // A collection's elements share one type: a list(dynamic) keeps each element's type beside it.
      return constraint;
  }
}

function notEncodable(path: PathStep[], type: CtyType, value: CtyValue): never {
  throw conformanceError(path, `expected ${describeType(type)}, got ${Array.isArray(value) ? "an array" : typeof value}`);
}

/** The elements of a list, set or tuple (`type`), in the order given. */
function elementsToRaw(values: CtyValue[], type: SequenceType, path: PathStep[]): unknown[] {
  return mapElements(values, type, path, toRaw);
}

/** `path` is the walk's stack of steps, as in fromRaw. */
function toRaw(value: CtyValue, type: CtyType, path: PathStep[]): unknown {
  if (value === UNKNOWN) return new (msgpackCodec().lib.ExtData)(UNKNOWN_EXTENSION, Uint8Array.of(0));
  if (type.kind === "dynamic") {
    if (value === null) return null;
    const actual = concreteType(type, value, [...path]);
    return [Buffer.from(JSON.stringify(ctyTypeJson(actual)), "utf8"), toRaw(value, actual, path)];
  }
  if (value === null) return null;
  switch (type.kind) {
    case "string":
      return typeof value === "string" ? value : notEncodable(path, type, value);
    case "bool":
      return typeof value === "boolean" ? value : notEncodable(path, type, value);
    case "number":
      if (typeof value === "number" && !Number.isFinite(value)) throw conformanceError(path, `${value} is not a number Terraform can hold`);
      if (typeof value === "string" && !isNumberText(value)) return notEncodable(path, type, value);
      if (typeof value !== "number" && typeof value !== "bigint" && typeof value !== "string") return notEncodable(path, type, value);
      return numberForWire(value);
    case "list":
      if (!Array.isArray(value)) return notEncodable(path, type, value);
      return elementsToRaw(value, type, path);
    case "set":
      if (!Array.isArray(value)) return notEncodable(path, type, value);
      return elementsToRaw(canonicalSet(value, type.element), type, path);
    case "tuple":
      if (!Array.isArray(value)) return notEncodable(path, type, value);
      if (value.length !== type.elements.length)
        throw conformanceError(path, `expected a tuple of ${type.elements.length} elements, got ${value.length}`);
      return elementsToRaw(value, type, path);
    case "map": {
      if (!isRecord(value)) return notEncodable(path, type, value);
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(value)) {
        path.push({ key: k });
        setOwn(out, k, toRaw(value[k], type.element, path));
        path.pop();
      }
      return out;
    }
    case "object": {
      if (!isRecord(value)) return notEncodable(path, type, value);
      for (const k of Object.keys(value))
        if (!hasOwn(type.attributes, k)) throw conformanceError(path, "an attribute the schema does not have", { attribute: k });
      const out: Record<string, unknown> = {};
      for (const name of attributeNames(type.attributes)) {
        path.push({ attribute: name });
        setOwn(out, name, toRaw(hasOwn(value, name) ? (value[name] ?? null) : null, type.attributes[name], path));
        path.pop();
      }
      return out;
    }
  }
}

export { CtyTypeError };
