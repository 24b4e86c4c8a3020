/**
 * Type-directed msgpack codec for DynamicValue payloads, following cty's rules:
 * any extension value is an unknown (code 0 for a plain unknown, 12 when it carries
 * refinements, which the stand-in may ignore); objects are maps keyed by attribute
 * name and must carry every attribute; numbers are ints when whole, else float64
 * (strings are accepted on the way in for numbers too large for either); integers no
 * double holds are bigints, sent as 64-bit integers or, beyond those, as their digits (as
 * cty does); map keys are data, `__proto__` included; dynamic values travel as
 * [type JSON bytes, value].
 */
import { Decoder, type DecoderOptions, Encoder, ExtData } from "@msgpack/msgpack";
import { type CtyType, ctyTypeToJson, parseCtyType } from "./cty-types";
import { type CtyObject, type CtyPath, type CtyValue, DynamicValue, formatPath, UNKNOWN } from "./cty-values";

export class CtyCodecError extends Error {
  constructor(
    readonly path: CtyPath,
    message: string,
  ) {
    super(`${formatPath(path)}: ${message}`);
  }
}

/** The encoding cty itself uses for an unrefined unknown: fixext1, type 0, one zero byte. */
const UNKNOWN_EXT_TYPE = 0;

/** The library refuses a `__proto__` map key: such keys (and NUL-prefixed look-alikes) arrive with one more NUL. */
const PROTO_LIKE = /^\0*__proto__$/;
const keyDecoder: NonNullable<DecoderOptions["keyDecoder"]> = {
  canBeCached: () => true,
  decode: (bytes, offset, length) => {
    const key = Buffer.from(bytes.buffer, bytes.byteOffset + offset, length).toString("utf8");
    return PROTO_LIKE.test(key) ? `\0${key}` : key;
  },
};
const unescapeKey = (key: string) => (PROTO_LIKE.test(key) ? key.slice(1) : key);
const decoder = new Decoder({ useBigInt64: true, keyDecoder });
const encoder = new Encoder({ useBigInt64: true });

export function decodeCty(bytes: Uint8Array, type: CtyType): CtyValue {
  return fromMsgpack(decoder.decode(bytes), type, []);
}

export function encodeCty(value: CtyValue, type: CtyType): Uint8Array {
  return encoder.encode(toMsgpack(value, type, []));
}

/** An integer as the stand-in holds it: a number when a double holds it exactly, else a bigint. */
export function integerValue(n: bigint): number | bigint {
  return BigInt(Number(n)) === n ? Number(n) : n;
}

/** A number's text (from the wire or a fixture) as the stand-in holds it. */
export function numberFromText(text: string): number | bigint | undefined {
  const t = text.trim();
  if (/^-?\d+$/.test(t)) return integerValue(BigInt(t));
  return t !== "" && Number.isFinite(Number(t)) ? Number(t) : undefined;
}

function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function fromMsgpack(raw: unknown, type: CtyType, path: CtyPath): CtyValue {
  if (raw instanceof ExtData) return UNKNOWN;
  if (raw === null || raw === undefined) return null;
  const fail = (what: string): never => {
    throw new CtyCodecError(path, `${what} is required`);
  };
  switch (type.kind) {
    case "dynamic": {
      if (!Array.isArray(raw) || raw.length !== 2) return fail("a [type, value] pair");
      const [typeBytes, inner] = raw as [unknown, unknown];
      const typeText =
        typeBytes instanceof Uint8Array
          ? Buffer.from(typeBytes).toString("utf8")
          : typeof typeBytes === "string"
            ? typeBytes
            : fail("type JSON");
      const innerType = parseCtyType(JSON.parse(typeText));
      return new DynamicValue(innerType, fromMsgpack(inner, innerType, path));
    }
    case "string":
      return typeof raw === "string" ? raw : fail("string");
    case "bool":
      return typeof raw === "boolean" ? raw : fail("bool");
    case "number":
      if (typeof raw === "number") return raw;
      if (typeof raw === "bigint") return integerValue(raw);
      return (typeof raw === "string" ? numberFromText(raw) : undefined) ?? fail("number");
    case "list":
    case "set":
      if (!Array.isArray(raw)) return fail(`a ${type.kind}`);
      return raw.map((v, i) => fromMsgpack(v, type.element, [...path, { index: i }]));
    case "tuple":
      if (!Array.isArray(raw) || raw.length !== type.elements.length) return fail(`a tuple of length ${type.elements.length}`);
      return raw.map((v, i) => fromMsgpack(v, type.elements[i], [...path, { index: i }]));
    case "map": {
      if (!isRecord(raw)) return fail("a map");
      const out: CtyObject = {};
      for (const [escaped, v] of Object.entries(raw)) {
        const k = unescapeKey(escaped);
        defineOwn(out, k, fromMsgpack(v, type.element, [...path, { key: k }]));
      }
      return out;
    }
    case "object": {
      if (!isRecord(raw)) return fail("an object");
      const out: CtyObject = {};
      for (const [escaped, v] of Object.entries(raw)) {
        const k = unescapeKey(escaped);
        const attrType = Object.prototype.hasOwnProperty.call(type.attributes, k) ? type.attributes[k] : undefined;
        if (attrType === undefined) throw new CtyCodecError([...path, { attribute: k }], "unsupported attribute");
        defineOwn(out, k, fromMsgpack(v, attrType, [...path, { attribute: k }]));
      }
      // Terraform sends every attribute; filling gaps keeps callers free of undefined.
      for (const name of Object.keys(type.attributes)) if (!(name in out)) out[name] = null;
      return out;
    }
  }
}

function toMsgpack(value: CtyValue, type: CtyType, path: CtyPath): unknown {
  if (value === UNKNOWN) return new ExtData(UNKNOWN_EXT_TYPE, Uint8Array.of(0));
  if (type.kind === "dynamic") {
    if (value === null) return null;
    if (!(value instanceof DynamicValue)) throw new CtyCodecError(path, "a dynamic attribute needs a DynamicValue");
    return [Buffer.from(JSON.stringify(ctyTypeToJson(value.type)), "utf8"), toMsgpack(value.value, value.type, path)];
  }
  if (value === null) return null;
  const wrong = (): never => {
    throw new CtyCodecError(path, `cannot encode ${JSON.stringify(value)} as ${type.kind}`);
  };
  switch (type.kind) {
    case "string":
      return typeof value === "string" ? value : wrong();
    case "bool":
      return typeof value === "boolean" ? value : wrong();
    case "number":
      if (typeof value === "bigint") return value >= -(2n ** 63n) && value < 2n ** 64n ? value : value.toString();
      return typeof value === "number" && Number.isFinite(value) ? value : wrong();
    case "list":
    case "set":
      if (!Array.isArray(value)) return wrong();
      return value.map((v, i) => toMsgpack(v, type.element, [...path, { index: i }]));
    case "tuple":
      if (!Array.isArray(value) || value.length !== type.elements.length) return wrong();
      return value.map((v, i) => toMsgpack(v, type.elements[i], [...path, { index: i }]));
    case "map": {
      if (!isRecord(value) || value instanceof DynamicValue) return wrong();
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as CtyObject)) defineOwn(out, k, toMsgpack(v, type.element, [...path, { key: k }]));
      return out;
    }
    case "object": {
      if (!isRecord(value) || value instanceof DynamicValue) return wrong();
      const source = value as CtyObject;
      for (const k of Object.keys(source)) {
        if (!(k in type.attributes)) throw new CtyCodecError([...path, { attribute: k }], "not an attribute of the type");
      }
      // cty decodes an object only when every attribute is there, so absent ones go out as nil.
      const out: Record<string, unknown> = {};
      for (const name of Object.keys(type.attributes).sort()) {
        out[name] = toMsgpack(source[name] ?? null, type.attributes[name], [...path, { attribute: name }]);
      }
      return out;
    }
  }
}
