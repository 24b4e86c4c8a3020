/**
 * cty values as plain JavaScript: null, strings, numbers, booleans, arrays for
 * lists/sets/tuples, plain objects for maps/objects, plus two markers that JSON has
 * no words for: an unknown value and a value of dynamic type.
 */
import { type CtyType, describeCtyType } from "./cty-types";

/** A value Terraform does not know yet (it arrives during validate and plan). */
export class UnknownValue {
  static readonly instance = new UnknownValue();
  private constructor() {}
}
export const UNKNOWN = UnknownValue.instance;

/** A value whose type travels with it, for attributes typed `dynamic`. */
export class DynamicValue {
  constructor(
    readonly type: CtyType,
    readonly value: CtyValue,
  ) {}
}

/** Numbers are numbers, or bigints for integers no double holds exactly. */
export type CtyValue = null | UnknownValue | DynamicValue | string | number | bigint | boolean | CtyValue[] | { [name: string]: CtyValue };

export type CtyObject = { [name: string]: CtyValue };

export type PathStep = { attribute: string } | { index: number } | { key: string };
export type CtyPath = PathStep[];

export function formatPath(path: CtyPath): string {
  let out = "";
  for (const step of path) {
    if ("attribute" in step) out += out === "" ? step.attribute : `.${step.attribute}`;
    else if ("index" in step) out += `[${step.index}]`;
    else out += `[${JSON.stringify(step.key)}]`;
  }
  return out === "" ? "(root)" : out;
}

export function isUnknown(value: unknown): value is UnknownValue {
  return value === UNKNOWN;
}

/** True when the value is known and not null, anywhere inside it too. */
export function isWhollyKnown(value: CtyValue): boolean {
  if (value === UNKNOWN) return false;
  if (value instanceof DynamicValue) return isWhollyKnown(value.value);
  if (Array.isArray(value)) return value.every(isWhollyKnown);
  if (value !== null && typeof value === "object") return Object.values(value).every(isWhollyKnown);
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Checks a JSON value (as written in a fixture) against a type. Missing object
 * attributes are allowed: they stand for null. Returns one message per problem.
 */
export function conformanceErrors(value: unknown, type: CtyType, path: CtyPath = []): string[] {
  if (value === null) return [];
  const wrong = (): string[] => [`${formatPath(path)}: expected ${describeCtyType(type)}, got ${JSON.stringify(value)}`];
  switch (type.kind) {
    case "string":
      return typeof value === "string" ? [] : wrong();
    case "number":
      // A fixture writes an integer no double holds as a string of digits.
      return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && /^-?\d+$/.test(value)) ? [] : wrong();
    case "bool":
      return typeof value === "boolean" ? [] : wrong();
    case "dynamic":
      return [];
    case "list":
    case "set":
      if (!Array.isArray(value)) return wrong();
      return value.flatMap((v, i) => conformanceErrors(v, type.element, [...path, { index: i }]));
    case "tuple":
      if (!Array.isArray(value) || value.length !== type.elements.length) return wrong();
      return value.flatMap((v, i) => conformanceErrors(v, type.elements[i], [...path, { index: i }]));
    case "map":
      if (!isPlainObject(value)) return wrong();
      return Object.entries(value).flatMap(([k, v]) => conformanceErrors(v, type.element, [...path, { key: k }]));
    case "object": {
      if (!isPlainObject(value)) return wrong();
      const errors: string[] = [];
      for (const [name, v] of Object.entries(value)) {
        const attrType = type.attributes[name];
        if (attrType === undefined) errors.push(`${formatPath([...path, { attribute: name }])}: unknown attribute`);
        else errors.push(...conformanceErrors(v, attrType, [...path, { attribute: name }]));
      }
      return errors;
    }
  }
}

/**
 * Fills in what JSON may leave out so that the value matches the type exactly:
 * every object attribute present (null where absent), all the way down.
 */
export function completeValue(value: unknown, type: CtyType): CtyValue {
  if (value === undefined || value === null) return null;
  if (value === UNKNOWN || value instanceof DynamicValue) return value;
  switch (type.kind) {
    case "list":
    case "set":
      return (value as unknown[]).map((v) => completeValue(v, type.element));
    case "tuple":
      return (value as unknown[]).map((v, i) => completeValue(v, type.elements[i]));
    case "map": {
      const out: CtyObject = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        Object.defineProperty(out, k, { value: completeValue(v, type.element), enumerable: true, writable: true, configurable: true });
      return out;
    }
    case "number":
      // Digits beyond a double's reach (conformanceErrors has checked the form; a bad one is reported there).
      if (typeof value !== "string" || !/^-?\d+$/.test(value)) return value;
      return BigInt(Number(value)) === BigInt(value) ? Number(value) : BigInt(value);
    case "object": {
      const source = value as Record<string, unknown>;
      const out: CtyObject = {};
      for (const [name, attrType] of Object.entries(type.attributes)) out[name] = completeValue(source[name], attrType);
      return out;
    }
    default:
      return value;
  }
}

/** cty equality of two known values; sets compare without regard to order. */
export function ctyEqual(a: CtyValue, b: CtyValue, type: CtyType): boolean {
  if (a === null || b === null) return a === b;
  if (a === UNKNOWN || b === UNKNOWN) return false;
  switch (type.kind) {
    case "list":
    case "tuple": {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
      return a.every((v, i) => ctyEqual(v, b[i], type.kind === "list" ? type.element : type.elements[i]));
    }
    case "set": {
      if (!Array.isArray(a) || !Array.isArray(b)) return false;
      const inA = a.every((x) => b.some((y) => ctyEqual(x, y, type.element)));
      const inB = b.every((y) => a.some((x) => ctyEqual(x, y, type.element)));
      return inA && inB;
    }
    case "map":
    case "object": {
      if (!isPlainObject(a) || !isPlainObject(b)) return false;
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const k of keys) {
        const elementType = type.kind === "map" ? type.element : type.attributes[k];
        if (elementType === undefined) return false;
        const av = (a as CtyObject)[k] ?? null;
        const bv = (b as CtyObject)[k] ?? null;
        if (type.kind === "map" && (!(k in a) || !(k in b))) return false;
        if (!ctyEqual(av, bv, elementType)) return false;
      }
      return true;
    }
    case "dynamic":
      return (
        JSON.stringify(a, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v)) ===
        JSON.stringify(b, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))
      );
    default:
      return a === b;
  }
}
