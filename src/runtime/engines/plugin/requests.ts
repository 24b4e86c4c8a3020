/** What the executor hands the plugin engine: its options and the calls it makes. */
import type { ResolvedConfig } from "../../shared/config";
import type { FunctionMeta, PackageMeta, ProviderFunctionMeta } from "../../shared/metadata";
import type { Redactor } from "../../shared/redact";
import type { EphemeralSession } from "./ephemeral-session";
import type { ProviderBinaryOptions } from "./provider-binary";

export interface PluginEngineOptions extends ProviderBinaryOptions {
  /** Handshake and connection, per provider start. */
  startTimeoutMs: number;
  /** Per call to the provider. */
  callTimeoutMs: number;
  /** Close a provider process idle this long; 0 keeps it until close(). */
  idleTimeoutMs: number;
  /** Calls in flight per provider process. */
  maxParallel: number;
  /** Variables added to the providers' environment (undefined removes one). */
  providerEnv: Record<string, string | undefined>;
  /** What a running provider whose schema differs from the pinned snapshot gets: an error, or a warning. */
  schemaDrift: "error" | "warn";
  log?: (line: string) => void;
  warn: (line: string) => void;
}

export interface PluginLookup {
  meta: PackageMeta;
  fn: FunctionMeta;
  /** Validated, documented names. */
  args: Record<string, unknown>;
  config: ResolvedConfig;
  /**
   * Every secret in play. A lookup only reads it (it may be the configuration's own); an ephemeral open adds its
   * secret results to it, and is given one of its own.
   */
  redactor: Redactor;
  /** The lookup's own secret values (secret inputs), which the provider process serving it also learns. */
  secrets: unknown[];
}

export interface PluginFunctionCall {
  meta: PackageMeta;
  fn: ProviderFunctionMeta;
  /** Upstream values in the provider's order: the fixed parameters, then each variadic value. */
  args: unknown[];
  redactor: Redactor;
}

export interface OpenedEphemeral {
  /** The result in documented names; valid until the session is closed. */
  value: Record<string, unknown>;
  session: EphemeralSession;
}
