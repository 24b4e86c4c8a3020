const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

// Words that cannot name a `const` or a function; as property keys they are fine.
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "import in instanceof new null return super switch this throw true try typeof var void while with " +
    "implements interface let package private protected public static yield await arguments eval"
  ).split(" "),
);

export function pascal(name: string): string {
  return name[0].toUpperCase() + name.slice(1);
}

/** A property key as written in an interface or object literal. */
export function propKey(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/** Whether `name` can be declared as a `const` or a function in a module. */
export function isBindingName(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED.has(name);
}

/**
 * Names that become bindings (functions, config getters) must be plain identifiers. A bad one is a naming or
 * overrides problem, reported at generation time instead of as a compile error in generated code.
 */
export function assertBindingName(name: string, what: string): void {
  if (!isBindingName(name)) {
    throw new Error(`${what} "${name}" cannot be a TypeScript binding name; rename it in the overrides file ("names")`);
  }
}

/** `["a", "b"]`: a string array literal as a formatter would write it. */
export function stringList(items: readonly string[]): string {
  return `[${items.map((s) => JSON.stringify(s)).join(", ")}]`;
}

/** `obj.name`, or `obj["na-me"]` when the name is not an identifier. */
export function member(obj: string, name: string): string {
  return IDENTIFIER.test(name) ? `${obj}.${name}` : `${obj}[${JSON.stringify(name)}]`;
}
