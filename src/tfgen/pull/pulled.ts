import { stripVTControlCharacters } from "node:util";
import type { ProviderTarget } from "../project/cdktf-config";
import type { ProviderSchemaJson, SchemasFile } from "../schema/types";
import type { CliConfigChoice } from "./cli-config";
import type { Progress } from "./progress";

export interface PullOptions {
  /**
   * Pull through this Terraform CLI (`terraform`, `tofu`, a path) instead of starting the provider directly.
   * Absent: no Terraform is run; the project's installer and plugin engine do the work.
   */
  binary?: string;
  cliConfig: CliConfigChoice;
  progress?: Progress;
  /** Per Terraform command, or per install and provider start; a first install may download hundreds of megabytes. */
  timeoutMs?: number;
  /** tflookup's cache directory (the plugin cache lives there unless the CLI configuration names one). */
  cacheDir?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Where the source and version came from, for the advice of a failed install: `in cdktf.json` (the default),
   * or `on the command line` for a provider add-provider is asked to add.
   */
  givenIn?: string;
}

export interface PulledSchema {
  target: ProviderTarget;
  document: SchemasFile;
  schema: ProviderSchemaJson;
  /**
   * What printed the schema, as provenance for the lock: `1.11.4` for Terraform, `tofu 1.8.0` for OpenTofu,
   * `tflookup 0.1.0 (plugin protocol 6)` when the provider was asked directly.
   */
  terraformVersion: string;
}

/** What a pull printed before normalisation: the document `providers schema -json` prints, and who printed it. */
export interface PrintedSchemas {
  printed: unknown;
  /** The lock's provenance (PulledSchema.terraformVersion). */
  printedBy: string;
  /** Names the printer in messages. */
  where: string;
}

/** A pull that failed; names the provider and quotes what went wrong, the real cause first. */
export class PullError extends Error {
  constructor(
    readonly target: ProviderTarget,
    readonly step: string,
    detail: string,
  ) {
    super(`${target.source}@${target.version}: ${step} failed.\n${detail}`);
    this.name = "PullError";
  }
}

/**
 * Text a tool or provider printed, fit for an error message: colour and cursor codes removed (providers and
 * Terraform colour their output when they think a terminal is watching), trailing blanks trimmed.
 */
export function plainText(text: string): string {
  return stripVTControlCharacters(text)
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}

/** Indents quoted text under a heading line of an error. */
export function indented(text: string, prefix = "    "): string {
  return text
    .split("\n")
    .map((l) => (l ? `${prefix}${l}` : ""))
    .join("\n");
}
