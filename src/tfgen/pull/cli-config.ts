import * as os from "os";
import * as path from "path";
import { isFile, locateCliConfig } from "../../runtime/install/cli-config";
import { emptyCliConfigFile } from "../../runtime/terraform-cli";

export interface CliConfigChoice {
  /** The file handed to Terraform as TF_CLI_CONFIG_FILE. */
  file: string;
  /** Where it came from, printed so a user knows which mirrors and caches applied. */
  origin: "--cli-config" | "TF_CLI_CONFIG_FILE" | "~/.terraformrc" | "none (public registry)";
}

/**
 * The CLI configuration pull-schemas runs Terraform with. The user's own configuration (mirrors, network
 * mirrors, plugin cache, credentials) is honoured, because that is how they reach the registry; which file
 * that is follows the one rule the runtime installer uses too (locateCliConfig): a TF_CLI_CONFIG_FILE that
 * names a missing file is passed over rather than handed on, since Terraform would then silently fall back
 * in ways that differ between Terraform and OpenTofu. With nothing configured, an empty file keeps the
 * defaults (the public registry) explicit.
 */
export function chooseCliConfig(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env, home = os.homedir()): CliConfigChoice {
  if (explicit !== undefined) {
    const file = path.resolve(explicit);
    if (!isFile(file)) throw new Error(`--cli-config ${explicit}: no such file`);
    return { file, origin: "--cli-config" };
  }
  // The generator tools read Terraform's own variables only, not the runtime's TFLOOKUP_TF_CLI_CONFIG.
  const found = locateCliConfig({ env, home, ownVariable: false });
  if (found) return { file: found.file, origin: found.origin === "TF_CLI_CONFIG_FILE" ? "TF_CLI_CONFIG_FILE" : "~/.terraformrc" };
  return { file: emptyCliConfigFile(), origin: "none (public registry)" };
}
