import type { TypeRef } from "../model/types";

/** A type as the report prints it: `list<getFooBar>`, `set<string>`, `map<number>`. */
export function describeType(t: TypeRef): string {
  switch (t.kind) {
    case "list":
      return `${t.collection}<${describeType(t.element)}>`;
    case "map":
      return `map<${describeType(t.element)}>`;
    case "object":
      return t.name;
    default:
      return t.kind;
  }
}
