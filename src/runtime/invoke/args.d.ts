/**
 * The documented arguments of one call, without the ones left undefined: a key that is present means the
 * caller set it, which is what Terraform's "optional" and the argument rules (exactlyOneOf, …) go by.
 * Only documented names are copied, so stray properties of the caller's object never reach the provider.
 */
export declare function pickDefined(args: object | undefined, names: readonly string[]): Record<string, unknown>;
/** Drops top-level undefined values (arguments given as Outputs that resolved to undefined). */
export declare function withoutUndefined(args: Record<string, unknown>): Record<string, unknown>;
