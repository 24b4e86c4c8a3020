/**
 * `@tflookup/runtime`: what programs using a generated provider package import by name. The provider packages
 * themselves reach only `@tflookup/runtime/invoke` (and its `lazy`, `env`, `packages` modules); this index is
 * the public API for configuring lookups made outside the Pulumi engine. Importing it loads the executor (never
 * cdktf: neither engine needs a CDK core library).
 */
export {
  Executor,
  type EngineName,
  LookupError,
  ArgumentError,
  ProviderFunctionError,
  EphemeralResultError,
  EphemeralDeferredError,
  EngineUnsupportedError,
  type EphemeralHandle,
  MetadataError,
  UnknownPackageError,
  type ConfigureOptions,
  type ExecutorOptions,
  type ExecutorPaths,
  type ExecutorStats,
  type LookupOptions,
  type FunctionMeta,
  type PackageMeta,
  type PulumiConfigReader,
} from "./executor";
export { setLocalExecutor, getLocalExecutor, LocalExecutorUnavailableError, type LocalExecutor } from "./invoke/local";
export { realLookupMocks, type RealLookupMocksOptions } from "./invoke/real-lookup-mocks";
export { METADATA_FORMAT_VERSION } from "./package-format/metadata";
export type * from "./package-format/metadata";
export type { TerraformDiagnostic } from "./terraform-cli";
