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
export { LookupError } from "../shared/errors";
export { EngineUnsupportedError, EphemeralDeferredError, EphemeralResultError, ProviderFunctionError } from "../shared/read-only-errors";
export type { EphemeralHandle } from "../shared/read-only";
export { ArgumentError } from "../shared/validate";
export {
  MetadataError,
  UnknownPackageError,
  loadPackageMeta,
  normalizeMetadata,
  type FunctionMeta,
  type PackageMeta,
} from "../shared/metadata";
export type { PulumiConfigReader } from "../shared/config";
