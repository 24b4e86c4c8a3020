import { ArgumentError, describeThrown, plainArguments } from "../shared/validate";

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
 * The caller's arguments object read once, without top-level undefined values (arguments given as Outputs that
 * resolved to undefined): the values themselves stay as given, for the executor's validation to copy as plain
 * data (one copy per lookup). Throws an ArgumentError when the object itself is hostile (throwing getters or
 * traps, an inherited prototype); what is wrong deeper down is the validation's to report.
 */
export function withoutUndefined(args: unknown, fnName = "invoke"): Record<string, unknown> {
  const copy = plainArguments(fnName, args, "argument", true);
  for (const k of Object.keys(copy)) if (copy[k] === undefined) delete copy[k];
  return copy;
}

/**
 * The documented arguments of a call that goes through the Pulumi engine, read once as plain data (Outputs and
 * other instances are passed on as they are), with the same checks as in plain Node for throwing getters or
 * traps, holes, cycles and lone surrogates. A map key named `__proto__` is refused: Pulumi's serialization
 * would drop it without a word; so is a bigint, which it cannot carry (its numbers are doubles).
 */
export function pulumiEngineArguments(args: object | undefined, names: readonly string[], fnName: string): Record<string, unknown> {
  const copy = plainArguments(fnName, pickDefined(args, names, fnName));
  // Pulumi serializes what it is given; ordinary objects, so that nothing in it depends on a missing prototype.
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(copy)) out[name] = serializable(copy[name], name, fnName);
  return out;
}

/**
 * Plain data (Outputs and other instances are not looked into) as ordinary objects for Pulumi's serialization,
 * refusing, at the first place met, what it cannot carry as it is: a key named `__proto__` (it would be dropped),
 * or a bigint (its numbers are doubles).
 */
function serializable(v: unknown, path: string, fnName: string): unknown {
  if (typeof v === "bigint")
    throw new ArgumentError(
      `${fnName}: argument ${path} is a bigint, which the Pulumi engine's serialization cannot carry (its numbers ` +
        `are doubles); an integer beyond 2^53 can only be sent outside the Pulumi engine`,
    );
  if (Array.isArray(v)) return v.map((e, i) => serializable(e, `${path}[${i}]`, fnName));
  if (v === null || typeof v !== "object" || Object.getPrototypeOf(v) !== null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, e] of Object.entries(v)) {
    if (k === "__proto__")
      throw new ArgumentError(
        `${fnName}: argument ${path} has a key named __proto__, which the Pulumi engine's serialization would drop; ` +
          `such a key can only be sent outside the Pulumi engine`,
      );
    out[k] = serializable(e, `${path}.${k}`, fnName);
  }
  return out;
}
