/**
 * Mocks for `pulumi.runtime.setMocks` whose calls run the real lookup: a Pulumi program's unit tests get what the
 * provider answers (the stand-ins of `npm run standin-mirror`, or a real cloud) instead of values written into the
 * test, with no Pulumi CLI or engine. Resources stay mocked; only function calls (data sources, provider functions)
 * go to the executor, as the provider plugin would send them under the engine.
 */
import type { runtime } from "@pulumi/pulumi";
import { getLocalExecutor, type LocalExecutor } from "./local";

export interface RealLookupMocksOptions {
  /**
   * What answers the calls: an `Executor` configured for the test (a CLI configuration, a cache folder), or any
   * LocalExecutor. Default: the local executor at the time of each call (`setLocalExecutor`'s, else one made from
   * the environment: `TFLOOKUP_TF_CLI_CONFIG` and the other variables of a plain Node program).
   */
  executor?: LocalExecutor;
  /** The program's resources. Default: each gets the id `<name>-id` and its inputs as its state. */
  newResource?: runtime.Mocks["newResource"];
}

/** The package a call's token names: `ibm` of `ibm:index/getAccount:getAccount`. */
function packageOf(token: string): string {
  return token.slice(0, Math.max(0, token.indexOf(":")));
}

/**
 * The SDK's mock monitor hands a failed call to the program as `new Error(err.details)`, the field a gRPC error from
 * the engine has; the lookup's message goes there, so the program sees it as it would under the engine.
 */
function withDetails(err: unknown): Error {
  const error = err instanceof Error ? err : new Error(String(err));
  if ((error as { details?: unknown }).details === undefined) Object.assign(error, { details: error.message });
  return error;
}

/** `pulumi.runtime.setMocks(realLookupMocks({ executor }), "project", "stack")`: see docs/sdk.md. */
export function realLookupMocks(options: RealLookupMocksOptions = {}): runtime.Mocks {
  return {
    newResource:
      options.newResource ??
      ((args: runtime.MockResourceArgs) => ({ id: `${args.name}-id`, state: args.inputs as Record<string, unknown> })),
    call: (args: runtime.MockCallArgs) =>
      (options.executor ?? getLocalExecutor())
        .lookup(packageOf(args.token), args.token, args.inputs as Record<string, unknown>)
        .catch((err: unknown) => Promise.reject(withDetails(err))),
  };
}
