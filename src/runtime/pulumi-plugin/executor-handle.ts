/**
 * What the plugin needs from whatever runs a lookup: the executor in production, a fake in unit tests.
 * Kept this narrow so the plugin never depends on how lookups are carried out.
 */
import type { PlainValue } from "./rpc-values";

export interface ExecutorHandle {
  /**
   * Provider configuration in documented names (e.g. cloudApiKey), replacing any earlier one. `secretNames`
   * arrived as secrets: the executor must keep them out of anything it logs or reports.
   */
  configure(pkg: string, values: Record<string, PlainValue>, secretNames: string[]): void | Promise<void>;
  /**
   * Runs one function (token ibm:index/getAccount:getAccount) with documented-name arguments; `secretArgs`
   * names the top-level arguments that arrived as (or contained) secrets.
   */
  lookup(pkg: string, token: string, args: Record<string, PlainValue>, secretArgs: string[]): Promise<Record<string, unknown>>;
  /** What a token names; only an executor whose engine runs provider functions and ephemeral resources answers. */
  kindOf?(pkg: string, token: string): "lookup" | "function" | "ephemeral" | undefined;
  /** Calls a provider function with documented-name arguments. */
  callFunction?(pkg: string, token: string, args: Record<string, PlainValue>): Promise<unknown>;
  /** Opens an ephemeral resource and keeps it open (renewed as the provider asks) until cancel(). */
  openEphemeral?(pkg: string, token: string, args: Record<string, PlainValue>): Promise<Record<string, unknown>>;
  /** Closes every ephemeral resource still open: the deployment is cancelled or the plugin is shutting down. */
  cancel?(): Promise<void>;
  /** True when a lookup error is the caller's (bad arguments) rather than the lookup's; decides the status code. */
  isInputError?(error: unknown): boolean;
}

/** Called at most once, on the first Invoke: loading the executor and its engines is not for startup to pay. */
export type ExecutorHandleLoader = () => Promise<ExecutorHandle>;
