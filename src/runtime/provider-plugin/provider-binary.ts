/**
 * Where a provider's executable comes from, for the plugin engine. In this order:
 *
 *   1. an explicit path per provider: the executor option `providerBinaries: { "IBM-Cloud/ibm": path }`;
 *   2. the environment: TFLOOKUP_PROVIDER_BINARY_<TYPE> (TYPE upper-cased, other characters as `_`);
 *   3. a pluggable resolver (`resolveProviderBinary`), for installers;
 *   4. plugin cache directories in Terraform's unpacked layout,
 *      `<dir>/<host>/<namespace>/<type>/<version>/<os>_<arch>/terraform-provider-<type>_v<version>`:
 *      TF_PLUGIN_CACHE_DIR, then the Terraform engine's own cache (<cacheDir>/plugins), so a provider that
 *      Terraform installed once is found here too.
 *
 * Filesystem and network mirrors, lock-file hashes and downloading belong to the installer
 * (src/runtime/install), which plugs in as the resolver of step 3.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Returns the executable's path, or undefined to let the next place be tried. */
export type ResolveProviderBinary = (source: string, version: string) => Promise<string | undefined>;

export interface ProviderBinaryOptions {
  /** "<namespace>/<type>" (or with a registry host in front) → executable. */
  providerBinaries?: Record<string, string>;
  resolveProviderBinary?: ResolveProviderBinary;
  /** Plugin cache directories to search, in order. */
  pluginCacheDirs?: string[];
  env?: NodeJS.ProcessEnv;
}

export const DEFAULT_REGISTRY_HOST = "registry.terraform.io";

export class ProviderBinaryNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderBinaryNotFoundError";
  }
}

export function terraformPlatform(): string {
  const os = process.platform === "win32" ? "windows" : process.platform;
  const arch = ({ x64: "amd64", arm64: "arm64", ia32: "386", arm: "arm" } as Record<string, string>)[process.arch] ?? process.arch;
  return `${os}_${arch}`;
}

export function binaryEnvVariable(type: string): string {
  return `TFLOOKUP_PROVIDER_BINARY_${type.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

/** host, namespace and type of "IBM-Cloud/ibm" or "registry.terraform.io/IBM-Cloud/ibm". */
export function parseSource(source: string): { host: string; namespace: string; type: string } {
  const parts = source.split("/");
  if (parts.length === 2) return { host: DEFAULT_REGISTRY_HOST, namespace: parts[0], type: parts[1] };
  if (parts.length === 3) return { host: parts[0], namespace: parts[1], type: parts[2] };
  throw new ProviderBinaryNotFoundError(`not a provider source address: ${JSON.stringify(source)}`);
}

function isExecutableFile(path: string): boolean {
  const st = statSync(path, { throwIfNoEntry: false });
  return st !== undefined && st.isFile() && (process.platform === "win32" || (st.mode & 0o111) !== 0);
}

/** The executable in an unpacked package directory, as Terraform picks it: terraform-provider-<type>*. */
function executableIn(dir: string, type: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return undefined;
  }
  const prefix = `terraform-provider-${type}`;
  const name = names.find((n) => (n === prefix || n.startsWith(`${prefix}_`) || n === `${prefix}.exe`) && isExecutableFile(join(dir, n)));
  return name === undefined ? undefined : join(dir, name);
}

export interface BinaryRequest {
  source: string;
  version: string;
  /** "getAccount (ibm:index/getAccount:getAccount)": who asked, for the error. */
  requester: string;
}

export async function findProviderBinary(request: BinaryRequest, opts: ProviderBinaryOptions): Promise<string> {
  const env = opts.env ?? process.env;
  const { host, namespace, type } = parseSource(request.source);
  const looked: string[] = [];

  const wanted = [`${namespace}/${type}`, `${host}/${namespace}/${type}`].map((s) => s.toLowerCase());
  const explicit = Object.entries(opts.providerBinaries ?? {}).find(([k]) => wanted.includes(k.toLowerCase()));
  if (explicit) {
    if (isExecutableFile(explicit[1])) return explicit[1];
    looked.push(`the providerBinaries option names ${explicit[1]}, which is not an executable file`);
  } else looked.push(`the providerBinaries option (no entry for ${namespace}/${type})`);

  const variable = binaryEnvVariable(type);
  const fromEnv = env[variable];
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    looked.push(`${variable} names ${fromEnv}, which is not an executable file`);
  } else looked.push(`${variable} (not set)`);

  if (opts.resolveProviderBinary) {
    let resolved: string | undefined;
    try {
      resolved = await opts.resolveProviderBinary(request.source, request.version);
    } catch (err) {
      throw new ProviderBinaryNotFoundError(`${request.requester}: the provider resolver failed for ${request.source} ${request.version}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (resolved !== undefined) {
      if (isExecutableFile(resolved)) return resolved;
      looked.push(`the provider resolver answered ${resolved}, which is not an executable file`);
    } else looked.push("the provider resolver (no answer)");
  }

  const platform = terraformPlatform();
  const dirs = [...new Set([...(env.TF_PLUGIN_CACHE_DIR ? [env.TF_PLUGIN_CACHE_DIR] : []), ...(opts.pluginCacheDirs ?? [])])];
  for (const dir of dirs) {
    // Terraform writes addresses lower-cased; a hand-made directory may keep the registry's spelling.
    const candidates = [...new Set([join(dir, host.toLowerCase(), namespace.toLowerCase(), type.toLowerCase(), request.version, platform), join(dir, host, namespace, type, request.version, platform)])];
    for (const packageDir of candidates) {
      const found = executableIn(packageDir, type);
      if (found) return found;
      looked.push(`plugin cache ${packageDir} (${existsSync(packageDir) ? "no terraform-provider-" + type + " executable in it" : "does not exist"})`);
    }
  }
  if (dirs.length === 0) looked.push("no plugin cache directory (TF_PLUGIN_CACHE_DIR is not set)");

  throw new ProviderBinaryNotFoundError(
    `${request.requester}: no executable for provider ${request.source} ${request.version} (${platform}) was found. Looked at:\n` +
      looked.map((l) => `  - ${l}`).join("\n") +
      `\nPoint at one with the executor option providerBinaries: { "${namespace}/${type}": "/path/to/terraform-provider-${type}_v${request.version}" }, ` +
      `with ${variable}=/path/to/it, or with a plugin cache (TF_PLUGIN_CACHE_DIR) holding it in Terraform's layout ` +
      `(<dir>/${host}/${namespace.toLowerCase()}/${type}/${request.version}/${platform}/); ` +
      `or run lookups through Terraform, which installs providers itself (engine: "terraform", TFLOOKUP_ENGINE=terraform).`,
  );
}
