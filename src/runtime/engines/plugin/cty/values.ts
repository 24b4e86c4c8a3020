import { formatPath, type UpstreamStep } from "../../../lookup/map-result";

/**
 * cty values as plain JavaScript: null, strings, numbers, booleans, arrays (lists, sets, tuples), plain
 * objects (maps, objects), plus the one thing JSON cannot say: a value not known yet.
 */
export class UnknownValue {
  static readonly instance = new UnknownValue();
  private constructor() {}
  toJSON(): string {
    return "(known after apply)";
  }
}
export const UNKNOWN = UnknownValue.instance;

/**
 * Numbers are JavaScript numbers, or (as decoded, when no double holds them exactly) their decimal text; a
 * value on its way to a provider may also hold a bigint.
 */
export type CtyValue = null | UnknownValue | string | number | bigint | boolean | CtyValue[] | { [name: string]: CtyValue };

/** Sets a key as an own data property, so that a key named `__proto__` is data and never the prototype. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Attribute paths are the lookup layer's, which the Terraform engine reads from configuration ranges too. */
export type PathStep = UpstreamStep;
export type CtyPath = readonly PathStep[];
export { formatPath };

/** The first path at which a value holds an unknown, or undefined when it is wholly known. */
export function firstUnknown(value: CtyValue, path: PathStep[] = []): PathStep[] | undefined {
  if (value === UNKNOWN) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = firstUnknown(value[i], [...path, { index: i }]);
      if (p) return p;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value as Record<string, CtyValue>)) {
      const p = firstUnknown(v, [...path, { attribute: k }]);
      if (p) return p;
    }
  }
  return undefined;
}
