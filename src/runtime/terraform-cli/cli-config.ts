/**
 * Terraform CLI configuration files. The runner always hands Terraform one of its
 * own, so that whatever TF_CLI_CONFIG_FILE or ~/.terraformrc the machine has plays
 * no part.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { devNull, tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface FilesystemMirror {
  /** Absolute path of the mirror directory. */
  path: string;
  /** Provider addresses (e.g. registry.terraform.io/ibm-cloud/ibm) to install from it; all if absent. */
  include?: string[];
  exclude?: string[];
}

export interface CliConfigOptions {
  filesystemMirrors?: FilesystemMirror[];
  /** When set, a `direct {}` block is written with these patterns; when absent, no direct block. */
  direct?: { include?: string[]; exclude?: string[] };
  pluginCacheDir?: string;
}

const hclString = (value: string): string => JSON.stringify(value);
const hclList = (values: string[]): string => `[${values.map(hclString).join(", ")}]`;

export function renderCliConfig(options: CliConfigOptions = {}): string {
  const lines: string[] = [];
  if (options.pluginCacheDir) lines.push(`plugin_cache_dir = ${hclString(options.pluginCacheDir)}`);
  const mirrors = options.filesystemMirrors ?? [];
  if (mirrors.length > 0 || options.direct) {
    lines.push("provider_installation {");
    for (const mirror of mirrors) {
      lines.push("  filesystem_mirror {", `    path    = ${hclString(mirror.path)}`);
      if (mirror.include) lines.push(`    include = ${hclList(mirror.include)}`);
      if (mirror.exclude) lines.push(`    exclude = ${hclList(mirror.exclude)}`);
      lines.push("  }");
    }
    if (options.direct) {
      lines.push("  direct {");
      if (options.direct.include) lines.push(`    include = ${hclList(options.direct.include)}`);
      if (options.direct.exclude) lines.push(`    exclude = ${hclList(options.direct.exclude)}`);
      lines.push("  }");
    }
    lines.push("}");
  }
  return lines.join("\n") + "\n";
}

/** Writes the configuration to `file` (creating its directory) and returns `file`. */
export function writeCliConfig(file: string, options: CliConfigOptions = {}): string {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderCliConfig(options));
  return file;
}

let emptyConfigFile: string | undefined;

/**
 * A configuration with nothing in it, shared by runs that bring none. Where there is one, the null device: Terraform
 * reads it as an empty file, and nothing is written (a file of the process's own was left in the temporary folder
 * by every process that ran Terraform). On Windows, whose null device Terraform is not known here to read, an empty
 * file in a folder of its own, removed when the process exits.
 */
export function emptyCliConfigFile(): string {
  if (emptyConfigFile) return emptyConfigFile;
  if (process.platform !== "win32") return (emptyConfigFile = devNull);
  const dir = mkdtempSync(join(tmpdir(), "tf-cli-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return (emptyConfigFile = writeCliConfig(join(dir, "terraform.rc")));
}
