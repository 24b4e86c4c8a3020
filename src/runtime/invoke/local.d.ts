/**
 * Runs a data source without the Pulumi engine, for SDK calls made from a plain Node process. By default that
 * is the Terraform-backed executor (src/runtime/executor), created on first use from the environment
 * (TFLOOKUP_* variables, Pulumi config in PULUMI_CONFIG, the upstream provider's own variables). A program or
 * test can install another one, or a configured Executor, with setLocalExecutor.
 */
export interface LocalExecutor {
    /**
     * Reads one data source: `args` and the result are keyed by documented (Pulumi) names. `secretInputs`
     * names the arguments whose values were secret, which must never be written to a file or logged.
     */
    lookup(pkg: string, token: string, args: Record<string, unknown>, options?: {
        secretInputs?: string[];
    }): Promise<Record<string, unknown>>;
    /**
     * Whether results of `token` must be secret whatever the arguments: a sensitive result field, or a provider
     * credential given as a secret. Optional: an executor without it only has secret arguments to go by.
     */
    resultIsSecret?(pkg: string, token: string): boolean;
}
/** Thrown when no executor can be had at all (the executor module failed to load). */
export declare class LocalExecutorUnavailableError extends Error {
    readonly pkg: string;
    readonly token: string;
    readonly cause?: unknown | undefined;
    constructor(pkg: string, token: string, cause?: unknown | undefined);
}
/** Installs (or, with undefined, removes) the executor used for lookups made outside the engine. */
export declare function setLocalExecutor(executor: LocalExecutor | undefined): void;
export declare function getLocalExecutor(): LocalExecutor;
