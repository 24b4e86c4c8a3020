/**
 * DynamicValue payloads: cty values in msgpack, encoded and decoded against a type, as Terraform and
 * providers exchange them.
 *
 * - null is nil; an unknown value is extension type 0 (type 12 when it carries refinements, which a read
 *   result may not have anyway);
 * - numbers are integers when whole and safe, else float64; a provider may also send a number as a string
 *   of digits (cty does for numbers too precise for either);
 * - objects are maps keyed by attribute name, every attribute present; maps are maps; lists, sets and
 *   tuples are arrays;
 * - a value of the dynamic pseudo-type travels as [type as JSON bytes, value].
 *
 * Decoding is strict: anything that does not fit the type is a CtyConformanceError naming the path, which
 * callers report the way Terraform reports "Provider produced invalid object".
 */
import { decode, encode, ExtData } from "@msgpack/msgpack";
import { canonicalSet } from "./set-order";
import { type CtyType, ctyTypeJson, CtyTypeError, describeType, parseCtyType } from "./types";
import { type CtyPath, type CtyValue, formatPath, type PathStep, UNKNOWN } from "./values";

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
  v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Uint8Array) && !(v instanceof ExtData);

function describeRaw(raw: unknown): string {
  if (raw === null || raw === undefined) return "null";
  if (Array.isArray(raw)) return `an array of ${raw.length}`;
  if (raw instanceof Uint8Array) return "binary data";
  if (isRecord(raw)) return "a map";
  return typeof raw;
}

// ---- decoding ------------------------------------------------------------------

export function decodeCtyValue(bytes: Uint8Array, type: CtyType): CtyValue {
  let raw: unknown;
  try {
    raw = decode(bytes);
  } catch (err) {
    throw new CtyConformanceError([], `not valid msgpack (${(err as Error).message})`);
  }
  return fromRaw(raw, type, []);
}

function fromRaw(raw: unknown, type: CtyType, path: PathStep[]): CtyValue {
  if (raw instanceof ExtData) {
    if (raw.type === UNKNOWN_EXTENSION || raw.type === REFINED_UNKNOWN_EXTENSION) return UNKNOWN;
    throw new CtyConformanceError(path, `unexpected msgpack extension type ${raw.type}`);
  }
  if (raw === null || raw === undefined) return null;
  const wrong = (): never => {
    throw new CtyConformanceError(path, `expected ${describeType(type)}, got ${describeRaw(raw)}`);
  };
  switch (type.kind) {
    case "dynamic": {
      if (!Array.isArray(raw) || raw.length !== 2) return wrong();
      const [typeBytes, inner] = raw as [unknown, unknown];
      const text =
        typeBytes instanceof Uint8Array ? Buffer.from(typeBytes).toString("utf8") : typeof typeBytes === "string" ? typeBytes : wrong();
      let innerType: CtyType;
      try {
        innerType = parseCtyType(JSON.parse(text));
      } catch (err) {
        throw new CtyConformanceError(path, `a dynamic value with an unreadable type (${(err as Error).message})`);
      }
      return fromRaw(inner, innerType, path);
    }
    case "string":
      return typeof raw === "string" ? raw : wrong();
    case "bool":
      return typeof raw === "boolean" ? raw : wrong();
    case "number":
      if (typeof raw === "number") return raw;
      if (typeof raw === "bigint") return Number(raw);
      if (typeof raw === "string" && raw.trim() !== "" && Number.isFinite(Number(raw))) return Number(raw);
      return wrong();
    case "list":
      if (!Array.isArray(raw)) return wrong();
      return raw.map((v, i) => fromRaw(v, type.element, [...path, { index: i }]));
    case "set":
      if (!Array.isArray(raw)) return wrong();
      return canonicalSet(
        raw.map((v, i) => fromRaw(v, type.element, [...path, { index: i }])),
        type.element,
      );
    case "tuple":
      if (!Array.isArray(raw)) return wrong();
      if (raw.length !== type.elements.length)
        throw new CtyConformanceError(path, `expected a tuple of ${type.elements.length} elements, got ${raw.length}`);
      return raw.map((v, i) => fromRaw(v, type.elements[i], [...path, { index: i }]));
    case "map": {
      if (!isRecord(raw)) return wrong();
      const out: Record<string, CtyValue> = {};
      for (const [k, v] of Object.entries(raw)) out[k] = fromRaw(v, type.element, [...path, { key: k }]);
      return out;
    }
    case "object": {
      if (!isRecord(raw)) return wrong();
      const out: Record<string, CtyValue> = {};
      for (const [k, v] of Object.entries(raw)) {
        const attributeType = type.attributes[k];
        if (attributeType === undefined)
          throw new CtyConformanceError([...path, { attribute: k }], "an attribute the schema does not have");
        out[k] = fromRaw(v, attributeType, [...path, { attribute: k }]);
      }
      for (const name of Object.keys(type.attributes)) {
        if (!(name in out))
          throw new CtyConformanceError(
            [...path, { attribute: name }],
            "missing (every attribute of an object must be present, null when unset)",
          );
      }
      return out;
    }
  }
}

// ---- encoding ------------------------------------------------------------------

export function encodeCtyValue(value: CtyValue, type: CtyType): Uint8Array {
  return encode(toRaw(value, type, []));
}

/** The type cty gives a plain value placed where any type is allowed (JSON's rules: arrays are tuples). */
export function impliedType(value: CtyValue, path: PathStep[] = []): CtyType {
  if (value === null || value === UNKNOWN) return { kind: "dynamic" };
  if (typeof value === "string") return { kind: "string" };
  if (typeof value === "number") return { kind: "number" };
  if (typeof value === "boolean") return { kind: "bool" };
  if (Array.isArray(value)) return { kind: "tuple", elements: value.map((v, i) => impliedType(v, [...path, { index: i }])) };
  if (isRecord(value)) {
    const attributes: Record<string, CtyType> = {};
    for (const [k, v] of Object.entries(value)) attributes[k] = impliedType(v, [...path, { attribute: k }]);
    return { kind: "object", attributes };
  }
  throw new CtyConformanceError(path, `cannot give a type to ${typeof value}`);
}

function toRaw(value: CtyValue, type: CtyType, path: PathStep[]): unknown {
  if (value === UNKNOWN) return new ExtData(UNKNOWN_EXTENSION, Uint8Array.of(0));
  if (type.kind === "dynamic") {
    if (value === null) return null;
    const actual = impliedType(value, path);
    return [Buffer.from(JSON.stringify(ctyTypeJson(actual)), "utf8"), toRaw(value, actual, path)];
  }
  if (value === null) return null;
  const wrong = (): never => {
    throw new CtyConformanceError(path, `expected ${describeType(type)}, got ${Array.isArray(value) ? "an array" : typeof value}`);
  };
  switch (type.kind) {
    case "string":
      return typeof value === "string" ? value : wrong();
    case "bool":
      return typeof value === "boolean" ? value : wrong();
    case "number":
      if (typeof value !== "number") return wrong();
      if (!Number.isFinite(value)) throw new CtyConformanceError(path, `${value} is not a number Terraform can hold`);
      return value;
    case "list":
      if (!Array.isArray(value)) return wrong();
      return value.map((v, i) => toRaw(v, type.element, [...path, { index: i }]));
    case "set":
      if (!Array.isArray(value)) return wrong();
      return canonicalSet(value, type.element).map((v, i) => toRaw(v, type.element, [...path, { index: i }]));
    case "tuple":
      if (!Array.isArray(value)) return wrong();
      if (value.length !== type.elements.length)
        throw new CtyConformanceError(path, `expected a tuple of ${type.elements.length} elements, got ${value.length}`);
      return value.map((v, i) => toRaw(v, type.elements[i], [...path, { index: i }]));
    case "map": {
      if (!isRecord(value)) return wrong();
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = toRaw(v, type.element, [...path, { key: k }]);
      return out;
    }
    case "object": {
      if (!isRecord(value)) return wrong();
      for (const k of Object.keys(value)) {
        if (!(k in type.attributes)) throw new CtyConformanceError([...path, { attribute: k }], "an attribute the schema does not have");
      }
      const out: Record<string, unknown> = {};
      for (const name of Object.keys(type.attributes).sort()) {
        out[name] = toRaw(value[name] ?? null, type.attributes[name], [...path, { attribute: name }]);
      }
      return out;
    }
  }
}

export { CtyTypeError };
