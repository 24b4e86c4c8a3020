import * as pulumi from "@pulumi/pulumi";
import { withoutUndefined } from "./args";
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
 * Calls one function of a generated SDK. Under the engine (or mocks) this is a plain Pulumi invoke, so the
 * provider plugin serves it; in a plain Node process the local executor runs the lookup instead, and the
 * invoke options, which only mean something to the engine, are not used.
 */
export function invoke<T>(token: string, args: Record<string, unknown>, opts: pulumi.InvokeOptions | undefined, pkg: string): Promise<T> {
  if (engineOrMocksActive()) return pulumi.runtime.invoke(token, args, withPackageVersion(opts, pkg));
  return getLocalExecutor().lookup(pkg, token, args) as Promise<T>;
}

/**
 * The Output form: arguments may be Inputs. Locally they are resolved first; a result computed from a secret
 * argument stays secret, because `apply` carries the secretness of what it was applied to.
 */
export function invokeOutput<T>(
  token: string,
  args: Record<string, unknown>,
  opts: pulumi.InvokeOutputOptions | undefined,
  pkg: string,
): pulumi.Output<T> {
  if (engineOrMocksActive()) return pulumi.runtime.invokeOutput<T>(token, args, withPackageVersion(opts, pkg));
  return pulumi
    .output(args)
    .apply((resolved) => getLocalExecutor().lookup(pkg, token, withoutUndefined(resolved as Record<string, unknown>))) as pulumi.Output<T>;
}
