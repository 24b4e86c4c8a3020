import * as pulumi from "@pulumi/pulumi";
import { pickDefined, withoutUndefined } from "./args";
import { engineOrMocksActive } from "./engine";
import { getLocalExecutor } from "./local";
import { packageVersion } from "./packages";

/**
 * The engine picks the plugin for an invoke by package name and version; without a version it takes
 * whichever one is installed, so the package's own version is sent unless the caller chose one.
 */
function withPackageVersion<T extends pulumi.InvokeOptions>(opts: T | undefined, pkg: string): T | undefined {
  const version = packageVersion(pkg);
  if (version === undefined || opts?.version !== undefined) return opts;
  return { ...opts, version } as T;
}

/**
 * Calls one function of a generated SDK. Under the engine (or mocks) this is a plain Pulumi invoke with
 * exactly the documented arguments that were set, so the provider plugin serves it. In a plain Node
 * process the local executor runs the lookup instead; it gets every argument that was set, unknown names
 * included, so that a misspelt name is reported as such ("did you mean …") rather than silently dropped.
 * Invoke options only mean something to the engine and are not used locally.
 */
export function invoke<T>(
  token: string,
  args: object | undefined,
  documented: readonly string[],
  opts: pulumi.InvokeOptions | undefined,
  pkg: string,
): Promise<T> {
  if (engineOrMocksActive()) return pulumi.runtime.invoke(token, pickDefined(args, documented), withPackageVersion(opts, pkg));
  return getLocalExecutor().lookup(pkg, token, withoutUndefined((args ?? {}) as Record<string, unknown>)) as Promise<T>;
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
  if (engineOrMocksActive()) return pulumi.runtime.invokeOutput<T>(token, pickDefined(args, documented), withPackageVersion(opts, pkg));
  const given = withoutUndefined((args ?? {}) as Record<string, unknown>);
  const secretNames = Promise.all(
    Object.entries(given).map(async ([name, value]) => ((await pulumi.isSecret(pulumi.output(value))) ? name : undefined)),
  ).then((names) => names.filter((n): n is string => n !== undefined));
  const executor = getLocalExecutor();
  const result = pulumi.output(given).apply(async (resolved) =>
    executor.lookup(pkg, token, withoutUndefined(resolved as Record<string, unknown>), { secretInputs: await secretNames }),
  ) as pulumi.Output<T>;
  return executor.resultIsSecret?.(pkg, token) ? (pulumi.secret(result) as pulumi.Output<T>) : result;
}
