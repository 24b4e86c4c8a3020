/** The plugin engine: provider binaries run directly over the plugin protocol (no Terraform CLI). */
export { PluginEngine } from "./engine";
export { CLAIMED_TERRAFORM_VERSION } from "./provider-instance";
export type { PluginEngineOptions, PluginLookup } from "./requests";
export {
  binaryEnvVariable,
  findProviderBinary,
  ProviderBinaryNotFoundError,
  type ProviderInstaller,
  type ResolveProviderBinary,
} from "./provider-binary";
export { liveProviderProcesses, PluginCrashedError, PluginProcess, PluginProcessError } from "./plugin-process";
