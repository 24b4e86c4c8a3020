/**
 * Runs a data source without the Pulumi engine, for SDK calls made from a plain Node process. By default that
 * is the executor (src/runtime/executor, the plugin engine unless TFLOOKUP_ENGINE=terraform), created on first use from the environment
 * (TFLOOKUP_* variables, Pulumi config in PULUMI_CONFIG, the upstream provider's own variables). A program or
 * test can install another one, or a configured Executor, with setLocalExecutor.
 */
export interface LocalExecutor {
  /**
   * Reads one data source: `args` and the result are keyed by documented (Pulumi) names. `args` holds the
   * arguments that were set, their values as the caller gave them (the Executor copies them as plain data where it
   * validates them). `secretInputs` names the arguments whose values were secret, which must never be written to
   * a file or logged.
   */
  lookup(
    pkg: string,
    token: string,
    args: Record<string, unknown>,
    options?: { secretInputs?: string[] },
  ): Promise<Record<string, unknown>>;
  /**
   * Whether results of `token` must be secret whatever the arguments: a sensitive result field, or a provider
   * credential given as a secret. Optional: an executor without it only has secret arguments to go by.
   */
  resultIsSecret?(pkg: string, token: string): boolean;
}

/** Thrown when no executor can be had at all (the executor module failed to load). */
export class LocalExecutorUnavailableError extends Error {
  constructor(
    readonly pkg: string,
    readonly token: string,
    readonly cause?: unknown,
  ) {
    super(
      `${token}: the local executor is not available, so this lookup cannot run outside the Pulumi engine ` +
        `(run it in a Pulumi program, or call pulumi.runtime.setMocks in tests)` +
        (cause instanceof Error ? `: ${cause.message}` : ""),
    );
    this.name = "LocalExecutorUnavailableError";
  }
}

// On globalThis so that every copy of this module in a process (sources and dist/) sees one registration,
// and one default executor: batching only works if concurrent calls reach the same instance.
const SLOT = Symbol.for("tflookup.runtime.localExecutor");
const DEFAULT = Symbol.for("tflookup.runtime.defaultLocalExecutor");
type Slot = { [SLOT]?: LocalExecutor; [DEFAULT]?: LocalExecutor };

/** Installs (or, with undefined, removes) the executor used for lookups made outside the engine. */
export function setLocalExecutor(executor: LocalExecutor | undefined): void {
  (globalThis as Slot)[SLOT] = executor;
}

function defaultExecutor(): LocalExecutor {
  const g = globalThis as Slot;
  if (!g[DEFAULT]) {
    try {
      // Loaded on first use: a program that never looks anything up should not pay for the executor.
      // Typed narrowly on purpose: a type-level import of the executor would make every program that
      // type-checks against one SDK function also load cdktf's and the executor's declarations.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
      const { Executor } = require("../executor") as { Executor: new () => LocalExecutor };
      g[DEFAULT] = new Executor();
    } catch (err) {
      return { lookup: async (pkg, token) => Promise.reject(new LocalExecutorUnavailableError(pkg, token, err)) };
    }
  }
  return g[DEFAULT];
}

export function getLocalExecutor(): LocalExecutor {
  return (globalThis as Slot)[SLOT] ?? defaultExecutor();
}
