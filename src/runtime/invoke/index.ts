/*
 * The runtime glue that generated Pulumi-shaped SDKs (providers/<type>/pulumi/) call into. Loading it loads
 * @pulumi/pulumi; the lazy index helpers live in ./lazy so that a package index can avoid that.
 */
export { invoke, invokeOutput } from "./invoke";
export { warnDeprecated } from "./deprecation";
export { pickDefined } from "./args";
export { engineOrMocksActive } from "./pulumi-engine";
export { getLocalExecutor, setLocalExecutor, LocalExecutorUnavailableError, type LocalExecutor } from "./local";
export { registerPackage, packageDir, packageVersion } from "../package-format/registry";
export type * from "../package-format/metadata";
export { METADATA_FORMAT_VERSION } from "../package-format/metadata";
