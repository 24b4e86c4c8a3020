/**
 * A small, dependency-free Terraform runner: find the binary, give it a CLI config
 * of our own, run a command, read its machine-readable output.
 */
export { locateTerraform, TerraformNotFoundError, type LocateTerraformOptions } from "./binary";
export { emptyCliConfigFile, renderCliConfig, writeCliConfig, type CliConfigOptions, type FilesystemMirror } from "./cli-config";
export {
  diagnosticsOf,
  errorsOf,
  outputsOf,
  parseUiMessages,
  type DiagnosticSeverity,
  type TerraformDiagnostic,
  type TerraformOutput,
  type UiMessage,
} from "./machine-readable-ui";
export {
  ensureSucceeded,
  runTerraform,
  TerraformCommandError,
  terraformEnvironment,
  terraformSpawnCount,
  type RunTerraformOptions,
  type TerraformRunResult,
} from "./run";
