/**
 * The documented arguments of one call, without the ones left undefined: a key that is present means the
 * caller set it, which is what Terraform's "optional" and the argument rules (exactlyOneOf, …) go by.
 * Only documented names are copied, so stray properties of the caller's object never reach the provider.
 */
export function pickDefined(args: object | undefined, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (args === undefined || args === null) return out;
  const source = args as Record<string, unknown>;
  for (const name of names) {
    const value = source[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** Drops top-level undefined values (arguments given as Outputs that resolved to undefined). */
export function withoutUndefined(args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) if (v !== undefined) out[k] = v;
  return out;
}
