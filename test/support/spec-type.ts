import type { TypeRef } from "../../src/runtime/package-format/metadata";

/**
 * A type in the notation of the hand-written specs (test/fixtures/spec, copied from ../shared/spec):
 * `list<T>`, `map<T>`, a primitive or a nested type's name. The specs write sets as lists, as the SDK types them.
 */
export function specTypeText(t: TypeRef): string {
  switch (t.kind) {
    case "list":
      return `list<${specTypeText(t.element)}>`;
    case "map":
      return `map<${specTypeText(t.element)}>`;
    case "object":
      return t.name;
    default:
      return t.kind;
  }
}
