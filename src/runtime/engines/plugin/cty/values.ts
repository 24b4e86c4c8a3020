import { formatPath, type UpstreamStep } from "../../../shared/map-result";

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

/**
 * Sets a key as an own data property, so that a key named `__proto__` is data and never the prototype. Any other
 * key is assigned: on an object built by the caller that makes the same own property, and costs far less.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Attribute paths are the lookup layer's, which the Terraform engine reads from configuration ranges too. */
export type PathStep = UpstreamStep;
export type CtyPath = readonly PathStep[];
export { formatPath };

/** The first path at which a value holds an unknown, or undefined when it is wholly known. */
export function firstUnknown(value: CtyValue, path: PathStep[] = []): PathStep[] | undefined {
  return unknownUnder(value, [...path]);
}

/** `path` is the walk's stack of steps, pushed and popped as it goes: only a path found is copied. */
function unknownUnder(value: CtyValue, path: PathStep[]): PathStep[] | undefined {
  if (value === UNKNOWN) return [...path];
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v === null || typeof v !== "object") continue;
      path.push({ index: i });
      const p = unknownUnder(v, path);
      path.pop();
      if (p) return p;
    }
    return undefined;
  }
  const object = value as Record<string, CtyValue>;
  for (const k of Object.keys(object)) {
    const v = object[k];
    if (v === null || typeof v !== "object") continue;
    path.push({ attribute: k });
    const p = unknownUnder(v, path);
    path.pop();
    if (p) return p;
  }
  return undefined;
}
