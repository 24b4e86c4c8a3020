/**
 * Installing providers without Terraform: the registry and network mirror protocols, filesystem mirrors,
 * the CLI configuration that chooses between them, the plugin cache shared with Terraform, and the lock file.
 * See docs/installing-providers.md.
 */
export { addressString, DEFAULT_REGISTRY_HOST, parseProviderAddress, type ProviderAddress } from "./address";
export {
  currentCliConfig,
  locateCliConfig,
  readCliConfig,
  type CliConfig,
  type CliConfigLocation,
  type InstallationMethod,
} from "./cli-config";
export { InstallError, type InstallErrorCode } from "./errors";
export { hashArchive, hashDirectory, hashZipContents } from "./hashes";
export {
  checkAgainstLock,
  defaultLockFile,
  defaultPluginCacheDir,
  ensureProvider,
  findInstalledProvider,
  installEnabled,
  providerBinaryResolver,
  providerBinaryIn,
  type EnsuredProvider,
  type EnsureProviderOptions,
  type FindInstalledOptions,
  type InstallProgress,
  type InstallStep,
  type LockCheckOptions,
} from "./installer";
export { readLockFile, renderLockFile, type LockEntry, type LockFile } from "./lock-file";
export { currentPlatform } from "./platform";
