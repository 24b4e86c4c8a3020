import type * as pulumi from "@pulumi/pulumi";
import { capturedCall } from "./synth-capture";
import { pulumiEngineArguments, functionName, withoutUndefined } from "./args";
import { engineOrMocksActive } from "./pulumi-engine";
import { getLocalExecutor } from "./local";
import { packageVersion } from "../package-format/registry";
import { pulumiSdk } from "./pulumi-sdk";

/**
 * The Pulumi engine picks the plugin for an invoke by package name and version; without a version it takes
 * whichever one is installed, so the package's own version is sent unless the caller chose one.
 */
function withPackageVersion<T extends pulumi.InvokeOptions>(opts: T | undefined, pkg: string): T | undefined {
  const version = packageVersion(pkg);
  if (version === undefined || opts?.version !== undefined) return opts;
  return { ...opts, version } as T;
}

/**
 * Calls one function of a generated SDK. Under the Pulumi engine (or mocks) this is a plain Pulumi invoke with
 * exactly the documented arguments that were set, so the provider plugin serves it. In a plain Node
 * process the local executor runs the lookup instead; it gets every argument that was set, unknown names
 * included, so that a misspelt name is reported as such ("did you mean …") rather than silently dropped.
 * Invoke options only mean something to the Pulumi engine and are not used locally.
 *
 * Whatever the arguments object does when read, the answer is a promise: a problem with it is a rejection
 * (an ArgumentError naming the function and the argument), never a synchronous throw.
 */
export function invoke<T>(
  token: string,
  args: object | undefined,
  documented: readonly string[],
  opts: pulumi.InvokeOptions | undefined,
  pkg: string,
): Promise<T> {
  const captured = capturedCall<T>(token, args, documented, pkg);
  if (captured) return captured;
  try {
    if (engineOrMocksActive())
      return pulumiSdk().runtime.invoke(token, pulumiEngineArguments(args, documented, functionName(token)), withPackageVersion(opts, pkg));
    return getLocalExecutor().lookup(pkg, token, withoutUndefined(args, functionName(token))) as Promise<T>;
  } catch (err) {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on whatever was thrown, unchanged
    return Promise.reject(err);
  }
}

/**
 * Whether a value holds an Output or a promise anywhere, i.e. needs resolving before it is data. The value is the
 * caller's own, not yet copied: what cannot be walked (a throwing getter or trap, a hole) holds no Input as far as
 * this goes, and is left for the executor's validation to report.
 */
function holdsInput(v: unknown, seen = new Set<object>()): boolean {
  try {
    if (pulumiSdk().Output.isInstance(v)) return true;
    if (v === null || typeof v !== "object" || seen.has(v)) return false;
    if (typeof (v as { then?: unknown }).then === "function") return true;
    seen.add(v);
    if (!Array.isArray(v)) return Object.values(v).some((e) => holdsInput(e, seen));
    for (let i = 0; i < v.length; i++) {
      if (!Object.prototype.hasOwnProperty.call(v, i)) return false;
      if (holdsInput(v[i], seen)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * The Output form: arguments may be Inputs. Locally they are resolved first; the names of arguments that
 * were secret go to the executor, which passes those values to Terraform only through sensitive variables
 * in the environment (never the synthesized configuration) and redacts them from errors. The result is secret
 * when an argument was (`apply` carries that along), or when the executor says the function's results are
 * (a sensitive field, or a credential given as a secret).
 */
export function invokeOutput<T>(
  token: string,
  args: object | undefined,
  documented: readonly string[],
  opts: pulumi.InvokeOutputOptions | undefined,
  pkg: string,
): pulumi.Output<T> {
  const captured = capturedCall<T>(token, args, documented, pkg, "output");
  if (captured) return captured as unknown as pulumi.Output<T>;
  const sdk = pulumiSdk();
  try {
    if (engineOrMocksActive())
      return sdk.runtime.invokeOutput<T>(
        token,
        pulumiEngineArguments(args, documented, functionName(token)),
        withPackageVersion(opts, pkg),
      );
    const given = withoutUndefined(args, functionName(token));
    // Only arguments that hold an Output or a promise go through pulumi.output: plain data is passed on as it
    // was given, so that nothing in it (a `__proto__` map key, say) is rebuilt along the way.
    const inputs = Object.keys(given).filter((name) => holdsInput(given[name]));
    const secretNames = Promise.all(inputs.map(async (name) => ((await sdk.isSecret(sdk.output(given[name]))) ? name : undefined))).then(
      (names) => names.filter((n): n is string => n !== undefined),
    );
    const executor = getLocalExecutor();
    const result = sdk.all(inputs.map((name) => sdk.output(given[name]))).apply(async (values) => {
      const resolved = Object.assign(Object.create(null) as Record<string, unknown>, given);
      inputs.forEach((name, i) => (resolved[name] = values[i]));
      return executor.lookup(pkg, token, withoutUndefined(resolved, functionName(token)), { secretInputs: await secretNames });
    }) as pulumi.Output<T>;
    return executor.resultIsSecret?.(pkg, token) ? (sdk.secret(result) as pulumi.Output<T>) : result;
  } catch (err) {
    // The Output carries the error to whoever reads its value. Its isKnown/isSecret promises would reject too,
    // with nobody listening, and in plain Node an unhandled rejection ends the program: they are marked handled.
    const failed = sdk.output(undefined).apply((): T => {
      throw err;
    });
    const internals = failed as unknown as { isKnown?: unknown; isSecret?: unknown };
    for (const p of [internals.isKnown, internals.isSecret]) if (p instanceof Promise) p.catch(() => undefined);
    return failed;
  }
}
