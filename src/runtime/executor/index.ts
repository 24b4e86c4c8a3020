/** The lookup executor: the SDK's functions in plain Node, answered by Terraform and the upstream provider. */
export {
  Executor,
  type ConfigureOptions,
  type EngineName,
  type ExecutorOptions,
  type ExecutorPaths,
  type ExecutorStats,
  type LookupOptions,
} from "./executor";
export { LookupError } from "./errors";
export { EngineUnsupportedError, EphemeralDeferredError, EphemeralResultError, ProviderFunctionError } from "./read-only-errors";
export type { EphemeralHandle } from "./read-only";
export { ArgumentError } from "./validate";
export { MetadataError, loadPackageMeta, normalizeMetadata, type FunctionMeta, type PackageMeta } from "./metadata";
export type { PulumiConfigReader } from "./config";
