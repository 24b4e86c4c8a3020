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
export { LookupError } from "../lookup/errors";
export { EngineUnsupportedError, EphemeralDeferredError, EphemeralResultError, ProviderFunctionError } from "../lookup/read-only-errors";
export type { EphemeralHandle } from "../lookup/read-only";
export { ArgumentError } from "../lookup/validate";
export { MetadataError, loadPackageMeta, normalizeMetadata, type FunctionMeta, type PackageMeta } from "../lookup/metadata";
export type { PulumiConfigReader } from "../lookup/config";
