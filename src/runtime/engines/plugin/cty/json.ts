/**
 * DynamicValue payloads in their JSON form, which the protocol allows a provider to answer with and Terraform
 * reads by the schema's type, as cty's JSON decoding does: numbers exact (parsed without going through a
 * double), a number or bool where a string belongs taken as its text, a number's or bool's text where those
 * belong, absent object attributes null, a dynamic value as `{"value": …, "type": …}`, map keys as data.
 */
import { exactNumberFromText, isNumberText, losslessJson } from "../../../shared/numbers";
import { CtyConformanceError } from "./msgpack";
import { canonicalSet } from "./set-order";
import { type CtyType, describeType, parseCtyType } from "./types";
import { type CtyValue, type PathStep, setOwn } from "./values";

/** A JSON number, kept as written. */
class JsonNumber {
  constructor(readonly text: string) {}
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof JsonNumber);

function describeJson(raw: unknown): string {
  if (raw instanceof JsonNumber) return "a number";
  if (Array.isArray(raw)) return `an array of ${raw.length}`;
  if (isRecord(raw)) return "an object";
  return typeof raw;
}

export function decodeCtyJson(bytes: Uint8Array, type: CtyType): CtyValue {
  let raw: unknown;
  try {
    raw = losslessJson().parse(Buffer.from(bytes).toString("utf8"), null, (text) => new JsonNumber(text));
  } catch (err) {
    throw new CtyConformanceError([], `not valid JSON (${(err as Error).message})`);
  }
  return fromJson(raw, type, []);
}

function fromJson(raw: unknown, type: CtyType, path: PathStep[]): CtyValue {
  if (raw === null) return null;
  const wrong = (): never => {
    throw new CtyConformanceError(path, `expected ${describeType(type)}, got ${describeJson(raw)}`);
  };
  switch (type.kind) {
    case "dynamic": {
      if (!isRecord(raw) || !("value" in raw) || !("type" in raw)) {
        throw new CtyConformanceError(path, 'a dynamic value must be an object of "value" and "type"');
      }
      let inner: CtyType;
      try {
        inner = parseCtyType(raw.type);
      } catch (err) {
        throw new CtyConformanceError(path, `a dynamic value with an unreadable type (${(err as Error).message})`);
      }
      return fromJson(raw.value, inner, path);
    }
    case "string":
      if (typeof raw === "string") return raw;
      if (raw instanceof JsonNumber) return raw.text;
      return typeof raw === "boolean" ? String(raw) : wrong();
    case "number":
      if (raw instanceof JsonNumber) return exactNumberFromText(raw.text);
      return typeof raw === "string" && isNumberText(raw.trim()) ? exactNumberFromText(raw.trim()) : wrong();
    case "bool":
      if (typeof raw === "boolean") return raw;
      return raw === "true" ? true : raw === "false" ? false : wrong();
    case "list":
      if (!Array.isArray(raw)) return wrong();
      return raw.map((v, i) => fromJson(v, type.element, [...path, { index: i }]));
    case "set":
      if (!Array.isArray(raw)) return wrong();
      return canonicalSet(
        raw.map((v, i) => fromJson(v, type.element, [...path, { index: i }])),
        type.element,
      );
    case "tuple":
      if (!Array.isArray(raw)) return wrong();
      if (raw.length !== type.elements.length)
        throw new CtyConformanceError(path, `expected a tuple of ${type.elements.length} elements, got ${raw.length}`);
      return raw.map((v, i) => fromJson(v, type.elements[i], [...path, { index: i }]));
    case "map": {
      if (!isRecord(raw)) return wrong();
      const out: Record<string, CtyValue> = {};
      for (const [k, v] of Object.entries(raw)) setOwn(out, k, fromJson(v, type.element, [...path, { key: k }]));
      return out;
    }
    case "object": {
      if (!isRecord(raw)) return wrong();
      for (const k of Object.keys(raw))
        if (!Object.prototype.hasOwnProperty.call(type.attributes, k))
          throw new CtyConformanceError([...path, { attribute: k }], "an attribute the schema does not have");
      const out: Record<string, CtyValue> = {};
      for (const [name, t] of Object.entries(type.attributes)) {
        const v = Object.prototype.hasOwnProperty.call(raw, name) ? raw[name] : null;
        setOwn(out, name, fromJson(v, t, [...path, { attribute: name }]));
      }
      return out;
    }
  }
}
