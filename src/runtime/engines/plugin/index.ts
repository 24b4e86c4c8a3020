/** The plugin engine: provider binaries run directly over the plugin protocol (no Terraform CLI). */
export { CLAIMED_TERRAFORM_VERSION, PluginEngine, type PluginEngineOptions, type PluginLookup } from "./engine";
export {
  binaryEnvVariable,
  findProviderBinary,
  ProviderBinaryNotFoundError,
  type ProviderInstaller,
  type ResolveProviderBinary,
} from "./provider-binary";
export { liveProviderProcesses, PluginCrashedError, PluginProcess, PluginProcessError } from "./plugin-process";
