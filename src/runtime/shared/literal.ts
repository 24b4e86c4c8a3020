/**
 * The one escaping rule of the Terraform engine: a value given to a lookup is data, never a template.
 *
 * Terraform reads every string in a `.tf.json` file, and every object key inside an expression, as a string
 * template, and it parses the text of a TF_VAR_* variable of a complex type as an HCL expression, whose strings
 * and keys are templates too. In both, `${` starts an interpolation and `%{` a directive; `$${` and `%%{` are
 * their literal forms. Every value the configuration writer (stack.ts) puts into a file or a TF_VAR_* of a
 * complex type goes through `literal`, and nothing else in the engine writes a value there.
 *
 * The writer's own references (`${var.secret_0}`, `${data.<type>.<key>}`) are built from names the engine makes
 * up itself and are never passed through here.
 */

/** One string as Terraform must see it to read back exactly these characters. */
export function literalString(s: string): string {
  // `$${` stays literal after this too: its `${` gains a `$`, and `$$${` reads as `$` then the escaped `${`.
  // Replacer functions, not strings: in a replacement string `$$` itself means one `$`.
  return s.replace(/\$\{/g, () => "$${").replace(/%\{/g, () => "%%{");
}

/** The characters a literal string stands for: the inverse of literalString (how Terraform reads it back). */
export function fromLiteralString(s: string): string {
  // Left to right, as Terraform reads: `$$${` is `$` then the escaped `${`.
  return s.replace(/\$\$\{/g, () => "${").replace(/%%\{/g, () => "%{");
}

/**
 * A JSON value (strings, numbers, booleans, null, arrays, plain objects) with every string and every object key
 * made literal, at any depth. Keys are set as own properties, so `__proto__` stays an ordinary key.
 */
export function literal(value: unknown): unknown {
  if (typeof value === "string") return literalString(value);
  if (Array.isArray(value)) return value.map(literal);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [literalString(k), literal(v)]));
  }
  return value;
}
