/**
 * Shapes of the JSON documents the registry and mirror protocols exchange, checked before anything reads them,
 * so that a wrong type is a clear refusal naming the field and what it should have been instead of a
 * TypeError deep in the installer. Optional fields may be absent or null, as Terraform (Go's JSON decoding)
 * reads them; fields nobody reads are not checked.
 */

/** A field of a document that does not have its expected type. */
export class ShapeError extends Error {
  constructor(
    readonly field: string,
    readonly expected: string,
    readonly got: unknown,
  ) {
    super(`${field ? `the field ${field}` : "the document"} must be ${expected}, got ${describeJson(got)}`);
    this.name = "ShapeError";
  }
}

/** Checks `value` found at `field` ("versions[2].platforms") and returns it typed. */
export type Shape<T> = ((value: unknown, field: string) => T) & { optional?: true };

function describeJson(v: unknown): string {
  if (v === undefined) return "nothing (it is missing)";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  if (typeof v === "string") return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return typeof v === "number" || typeof v === "boolean" ? `${typeof v} ${v}` : typeof v;
}

export const string: Shape<string> = (v, field) => {
  if (typeof v !== "string") throw new ShapeError(field, "a string", v);
  return v;
};

/** A string or number (protocol versions are written both ways), as a string. */
export const version: Shape<string> = (v, field) => {
  if (typeof v !== "string" && typeof v !== "number") throw new ShapeError(field, "a version string", v);
  return String(v);
};

export function list<T>(item: Shape<T>): Shape<T[]> {
  return (v, field) => {
    if (!Array.isArray(v)) throw new ShapeError(field, "a list", v);
    return v.map((x, i) => item(x, `${field}[${i}]`));
  };
}

/** An object used as a map from names to values of one shape. */
export function record<T>(value: Shape<T>): Shape<Record<string, T>> {
  return (v, field) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) throw new ShapeError(field, "an object", v);
    const out: Record<string, T> = {};
    for (const [k, x] of Object.entries(v)) out[k] = value(x, `${field}.${/^[A-Za-z_][\w]*$/.test(k) ? k : JSON.stringify(k)}`);
    return out;
  };
}

export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  const check: Shape<T | undefined> = (v, field) => (v === undefined || v === null ? undefined : shape(v, field));
  check.optional = true;
  return check;
}

type Fields = Record<string, Shape<unknown>>;
type Required<F extends Fields> = { [K in keyof F as F[K] extends { optional: true } ? never : K]: ReturnType<F[K]> };
type Optional<F extends Fields> = { [K in keyof F as F[K] extends { optional: true } ? K : never]?: ReturnType<F[K]> };

/** An object with these fields (others are allowed and ignored). */
export function object<F extends Fields>(fields: F): Shape<Required<F> & Optional<F>> {
  return (v, field) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) throw new ShapeError(field, "an object", v);
    const out: Record<string, unknown> = {};
    for (const [name, shape] of Object.entries(fields)) {
      const x = shape((v as Record<string, unknown>)[name], field ? `${field}.${name}` : name);
      if (x !== undefined) out[name] = x;
    }
    return out as Required<F> & Optional<F>;
  };
}
