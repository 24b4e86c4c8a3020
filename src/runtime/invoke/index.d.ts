export { invoke, invokeOutput } from "./invoke";
export { warnDeprecated } from "./deprecation";
export { pickDefined } from "./args";
export { engineOrMocksActive } from "./engine";
export { getLocalExecutor, setLocalExecutor, LocalExecutorUnavailableError, type LocalExecutor } from "./local";
export { registerPackage, packageDir, packageVersion } from "./packages";
export type * from "./metadata";
export { METADATA_FORMAT_VERSION } from "./metadata";
