/**
 * The real executor behind the ExecutorHandle interface. Loaded by the first Invoke only (see main.ts): the
 * executor and its engines cost more to load than a plugin that only answers GetSchema should pay.
 */
import { dirname } from "node:path";
import { packageDir } from "../package-format/registry";
import type { ExecutorHandle } from "./executor-handle";
import type { PackageFiles } from "./package-files";

export async function loadExecutorHandle(files: PackageFiles): Promise<ExecutorHandle> {
  const { ArgumentError, Executor } = await import("../executor");
  const executor = new Executor({
    // The tree the plugin serves its schema from, so metadata and bindings can never come from another copy
    // (a registered package is found by the executor through the same registration).
    providersDir: packageDir(files.pkg) === files.dir ? undefined : dirname(dirname(files.dir)),
    // Under the Pulumi engine the configuration is what Configure sent and nothing else. The Pulumi engine already turns a
    // default provider's stack config into Configure arguments; reading PULUMI_CONFIG (which it may also put in
    // the plugin's environment) as well would leak stack config into explicit providers.
    usePulumiConfig: false,
    // The executor's engine (TFLOOKUP_ENGINE, the plugin engine by default) keeps providers warm for the whole
    // deployment: a plugin lives as long as one, and its provider processes end with it.
    providerIdleTimeoutMs: 0,
  });
  return {
    configure: (pkg, values, secretNames) => executor.configure(pkg, values, { replace: true, secrets: secretNames }),
    lookup: (pkg, token, args, secretArgs) => executor.lookup(pkg, token, args, { secretInputs: secretArgs }),
    kindOf: (pkg, token) => executor.kindOf(pkg, token),
    callFunction: (pkg, token, args) => executor.callFunction(pkg, token, args),
    // The handle stays with the executor: under the Pulumi engine an invoke has no lifetime of its own, so what it
    // opened stays open (and renewed) until the deployment is cancelled or the plugin shuts down.
    openEphemeral: async (pkg, token, args) => (await executor.openEphemeral(pkg, token, args)).value,
    cancel: () => executor.closeEphemerals(),
    isInputError: (e) => e instanceof ArgumentError,
  };
}
