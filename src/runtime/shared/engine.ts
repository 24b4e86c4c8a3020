/**
 * What the executor and the two engines agree on: the executor validates a lookup and hands it to an engine
 * through this interface; each engine (src/runtime/engines/*) makes one from the executor's options with its
 * `createEngine` and never sees the executor itself.
 */
import type { PulumiConfigReader, ResolvedConfig } from "./config";
import type { FunctionMeta, PackageMeta, ProviderFunctionMeta } from "./metadata";
import type { EphemeralHandle } from "./read-only";

/** A place of your own to find a provider executable, asked before the plugin cache. */
export type ResolveProviderBinary = (source: string, version: string) => Promise<string | undefined>;

export type EngineName = "plugin" | "terraform";

export interface ExecutorOptions {
  /**
   * "plugin" (default): run the provider binary directly over the plugin protocol, no Terraform CLI needed.
   * "terraform": write a configuration and run `terraform apply`. Default TFLOOKUP_ENGINE, else "plugin".
   */
  engine?: EngineName;
  /**
   * Plugin engine: provider executable per "<namespace>/<type>"; else TFLOOKUP_PROVIDER_BINARY_<TYPE>, then
   * resolveProviderBinary, then the plugin cache, installing into it on demand (see `install`).
   */
  providerBinaries?: Record<string, string>;
  /** Plugin engine: a place of your own to find a provider executable, asked before the plugin cache. */
  resolveProviderBinary?: ResolveProviderBinary;
  /**
   * Plugin engine: install a provider missing from the plugin cache through the CLI configuration's methods
   * (filesystem and network mirrors, registries), verified. Default true unless TFLOOKUP_INSTALL=0.
   */
  install?: boolean;
  /** Plugin engine: close a provider process idle this long. Default 60 s; 0 keeps it while the executor lives. */
  providerIdleTimeoutMs?: number;
  /** Plugin engine: calls in flight per provider process. Default 32. */
  providerParallelism?: number;
  /** Plugin engine: handshake and connection per provider start. Default 60 s. */
  providerStartTimeoutMs?: number;
  /**
   * Plugin engine: a provider whose schema drifted from the pinned one is an error, or a warning.
   * Default TFLOOKUP_SCHEMA_DRIFT, else "error".
   */
  schemaDrift?: "error" | "warn";
  /** Warnings from providers and Terraform, once per lookup (already redacted), under either engine. Default: stderr. */
  warn?: (line: string) => void;
  /** Provider configuration per package, in documented names; wins over Pulumi config and environment. */
  config?: Record<string, Record<string, unknown>>;
  /** Read `<pkg>:<name>` Pulumi configuration (PULUMI_CONFIG in plain Node). Default true. */
  usePulumiConfig?: boolean;
  /** Stand-in for pulumi.Config, mostly for tests. */
  pulumiConfig?: (pkg: string) => PulumiConfigReader | undefined;
  /** Folder holding providers/<type>/ (bindings and pulumi/metadata.json). Default: the package's own. */
  providersDir?: string;
  /** Init state, plugin cache and CLI config. Default TFLOOKUP_CACHE_DIR, else ~/.cache/tflookup. */
  cacheDir?: string;
  /** Parent of the per-run directories. Default TFLOOKUP_TMPDIR, else the OS temp dir. */
  tmpDir?: string;
  /**
   * CLI configuration to build on (provider_installation, credentials …). Default TFLOOKUP_TF_CLI_CONFIG,
   * else TF_CLI_CONFIG_FILE or ~/.terraformrc when they exist, else none (the public registry).
   */
  cliConfigFile?: string;
  /** Terraform binary name or path. Default TERRAFORM_BINARY_NAME, else `terraform` on PATH. */
  terraformBinary?: string;
  /** Keep each run's directory (and a redacted log of Terraform's output) for debugging. Default TFLOOKUP_KEEP_WORKDIR=1. */
  keepWorkDir?: boolean;
  /** Wait this long for more lookups before running a batch; 0 (default) batches what one tick issued. */
  batchWindowMs?: number;
  /** Largest batch per Terraform run. Default 500. */
  maxBatchSize?: number;
  /** Per Terraform command. Default 10 minutes. */
  timeoutMs?: number;
  /** -parallelism for apply; default scales with the batch (10..64). */
  parallelism?: number;
  /** Variables added to Terraform's environment (undefined removes one). */
  env?: Record<string, string | undefined>;
  /** Debug lines (already redacted). Default: stderr when TFLOOKUP_DEBUG=1, else nowhere. */
  log?: (line: string) => void;
}

export interface ExecutorPaths {
  cacheDir: string;
  tmpDir: string;
  pluginCacheDir: string;
}

/** A data source lookup (or an ephemeral open) as the executor hands it over: validated, in documented names. */
export interface EngineLookup {
  meta: PackageMeta;
  fn: FunctionMeta;
  /** Validated, documented names; the one plain copy of the caller's arguments. */
  args: Record<string, unknown>;
  /** Documented names of arguments the caller marked secret beyond what the metadata says. */
  secretInputs: ReadonlySet<string>;
  /** The lookup's secret argument values, for redaction. */
  secrets: unknown[];
}

export interface EngineFunctionCall {
  meta: PackageMeta;
  fn: ProviderFunctionMeta;
  /** Validated, documented names (the variadic parameter as an array). */
  args: Record<string, unknown>;
}

/** One way of answering lookups. What an engine cannot do it leaves out, and the executor says so. */
export interface Engine {
  /** Provider processes started so far (0 for an engine that starts none itself). */
  readonly providerStarts: number;
  /** Refuses, before anything starts, a lookup this engine cannot express. */
  check?(meta: PackageMeta, fn: FunctionMeta, args: Record<string, unknown>): void;
  lookup(l: EngineLookup): Promise<Record<string, unknown>>;
  callFunction?(c: EngineFunctionCall): Promise<unknown>;
  openEphemeral?(l: EngineLookup): Promise<EphemeralHandle>;
  /** Closes every ephemeral resource still open; the engine stays usable. */
  closeEphemerals(): Promise<void>;
  /** Stops whatever the engine keeps running. */
  close(): Promise<void>;
}

/** What the executor gives an engine it creates. */
export interface EngineHost {
  options: Readonly<ExecutorOptions>;
  paths: ExecutorPaths;
  /** The setting that chose each directory, for error messages. */
  settings: { cacheDir: string; tmpDir: string };
  /** The package's provider configuration as it stands now (configure() calls and Pulumi config count). */
  configFor(pkg: string): ResolvedConfig;
  /** Where debug lines go now (TFLOOKUP_DEBUG is read on each call), or undefined. */
  log(): ((line: string) => void) | undefined;
  /** Where warnings go (already redacted, once per lookup): the `warn` option, else stderr. */
  warn: (line: string) => void;
  count(what: "batches" | "runs"): void;
}

export type EngineFactory = (host: EngineHost) => Engine;
