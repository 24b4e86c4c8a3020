import { ArgumentError, describeThrown, plainArguments } from "../executor/validate";

/** The function name a token ends with (`ibm:index/getAccount:getAccount` → getAccount), for error messages. */
export function functionName(token: string): string {
  return token.split(":").pop() || token;
}

/**
 * The documented arguments of one call, without the ones left undefined: a key that is present means the
 * caller set it, which is what Terraform's "optional" and the argument rules (exactlyOneOf, …) go by.
 * Only documented names are copied, so stray properties of the caller's object never reach the provider.
 * A getter or Proxy trap that throws is reported as an ArgumentError naming the function and the argument.
 */
export function pickDefined(args: object | undefined, names: readonly string[], fnName = "invoke"): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (args === undefined || args === null) return out;
  const source = args as Record<string, unknown>;
  for (const name of names) {
    let value: unknown;
    try {
      value = Object.prototype.hasOwnProperty.call(source, name) ? source[name] : undefined;
    } catch (err) {
      throw new ArgumentError(`${fnName}: argument ${name}: reading it threw (${describeThrown(err)})`);
    }
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The caller's arguments as plain data (read once, through the shared validation's copy), without top-level
 * undefined values (arguments given as Outputs that resolved to undefined). Throws an ArgumentError for a
 * hostile object (throwing getters or traps, holes, cycles, lone surrogates).
 */
export function withoutUndefined(args: unknown, fnName = "invoke"): Record<string, unknown> {
  const copy = plainArguments(fnName, args);
  for (const k of Object.keys(copy)) if (copy[k] === undefined) delete copy[k];
  return copy;
}
