/**
 * The Terraform CLI configuration, found and read as Terraform reads it: which file applies, then
 * `provider_installation` (filesystem_mirror, network_mirror, direct, dev_overrides, with include/exclude),
 * `plugin_cache_dir`, `plugin_cache_may_break_dependency_lock_file`, `host` service overrides, `credentials`
 * blocks, the credentials file `terraform login` writes, and TF_TOKEN_<host> variables.
 *
 * Every reader of the CLI configuration in this project goes through here.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { parseProviderPattern, type ProviderPattern } from "./address";
import { InstallError } from "./errors";
import { blockOrder, looksLikeJson, parseHclOrJson } from "./hcl";

export type CliConfigOrigin = "TFLOOKUP_TF_CLI_CONFIG" | "TF_CLI_CONFIG_FILE" | "~/.terraformrc" | "explicit";

export interface CliConfigLocation {
  file: string;
  origin: CliConfigOrigin;
}

/** An existing regular file (a missing path, a directory or an unreadable one is not). */
export const isFile = (p: string): boolean => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Which CLI configuration file applies: TFLOOKUP_TF_CLI_CONFIG (this project's own, when `ownVariable`),
 * then TF_CLI_CONFIG_FILE, then ~/.terraformrc, each only when the file exists (a variable naming a missing
 * file is passed over). TFLOOKUP_TF_CLI_CONFIG naming a missing file is an error: it was set for this
 * project alone, so it cannot be a leftover.
 */
export function locateCliConfig(
  options: { env?: NodeJS.ProcessEnv; home?: string; ownVariable?: boolean } = {},
): CliConfigLocation | undefined {
  const env = options.env ?? process.env;
  const home = options.home ?? homedir();
  const own = options.ownVariable !== false ? env.TFLOOKUP_TF_CLI_CONFIG : undefined;
  if (own) {
    if (!isFile(own))
      throw new InstallError(
        "bad-cli-config",
        `TFLOOKUP_TF_CLI_CONFIG names ${own}, which does not exist; create it or unset the variable`,
      );
    return { file: resolve(own), origin: "TFLOOKUP_TF_CLI_CONFIG" };
  }
  if (env.TF_CLI_CONFIG_FILE && isFile(env.TF_CLI_CONFIG_FILE))
    return { file: resolve(env.TF_CLI_CONFIG_FILE), origin: "TF_CLI_CONFIG_FILE" };
  const rc = join(home, ".terraformrc");
  if (isFile(rc)) return { file: rc, origin: "~/.terraformrc" };
  return undefined;
}

export type InstallationMethod =
  | { kind: "direct"; include?: ProviderPattern[]; exclude?: ProviderPattern[] }
  | { kind: "filesystem_mirror"; path: string; include?: ProviderPattern[]; exclude?: ProviderPattern[] }
  | { kind: "network_mirror"; url: string; include?: ProviderPattern[]; exclude?: ProviderPattern[] };

export interface CliConfig {
  /** The file read, if any. */
  file?: string;
  origin: CliConfigOrigin | "none";
  pluginCacheDir?: string;
  pluginCacheMayBreakDependencyLockFile: boolean;
  /** Explicit methods in file order; undefined when the file has no provider_installation block (Terraform's implied methods apply). */
  providerInstallation?: InstallationMethod[];
  /** dev_overrides: provider address → directory holding the binary. */
  devOverrides: Map<string, string>;
  /** `host` blocks: hostname → service id → URL, used instead of service discovery. */
  hostServices: Map<string, Record<string, string>>;
  /** The token for a host, or undefined. A function rather than data, so that the config can be logged without its secrets. */
  tokenFor(hostname: string): string | undefined;
}

type Body = Record<string, unknown>;

function bodies(value: unknown, where: string): Body[] {
  const list = Array.isArray(value) ? value : [value];
  for (const b of list)
    if (b === null || typeof b !== "object" || Array.isArray(b)) throw new InstallError("bad-cli-config", `${where} must be a block`);
  return list as Body[];
}

function str(body: Body, key: string, where: string, required: boolean): string | undefined {
  const v = body[key];
  if (v === undefined) {
    if (required) throw new InstallError("bad-cli-config", `${where}: the argument ${key} is required`);
    return undefined;
  }
  if (typeof v !== "string") throw new InstallError("bad-cli-config", `${where}: ${key} must be a string`);
  return v;
}

function patterns(body: Body, key: "include" | "exclude", where: string): ProviderPattern[] | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.some((s) => typeof s !== "string"))
    throw new InstallError("bad-cli-config", `${where}: ${key} must be a list of strings`);
  return (v as string[]).map((s) => parseProviderPattern(s, `${where} ${key}`));
}

/** Expands $VAR and ${VAR} the way Go's os.ExpandEnv does, which Terraform applies to plugin_cache_dir. */
export function expandEnv(value: string, env: NodeJS.ProcessEnv): string {
  return value.replace(
    /\$\{([^}]*)\}|\$([A-Za-z0-9_]+)/g,
    (_m, braced: string | undefined, bare: string | undefined) => env[braced ?? bare ?? ""] ?? "",
  );
}

/** Method blocks of provider_installation in file order, each with its body. */
function orderedMethods(file: string, text: string, installation: Body): Array<{ kind: string; body: Body }> {
  // dev_overrides is not an installation method, and may be written as an attribute (see parseHclOrJson).
  const kinds = Object.keys(installation).filter((k) => k !== "dev_overrides");
  const byKind = new Map(kinds.map((k) => [k, bodies(installation[k], `${file}: provider_installation ${k}`)]));
  // JSON keeps key order; hcl2json sorts keys, so the order comes from the source text.
  const json = looksLikeJson(text);
  const blocks = json ? [] : blockOrder(text, "provider_installation");
  for (const k of Object.keys(installation)) {
    if (!json && !blocks.includes(k))
      throw new InstallError(
        "bad-cli-config",
        `${file}: provider_installation ${k}: the items inside provider_installation must all be blocks (${k} { … }), ` +
          `as Terraform requires`,
      );
  }
  const order = json ? kinds.flatMap((k) => byKind.get(k)!.map(() => k)) : blocks.filter((k) => k !== "dev_overrides");
  const taken = new Map<string, number>();
  const out = order.map((kind) => {
    const i = taken.get(kind) ?? 0;
    taken.set(kind, i + 1);
    const body = byKind.get(kind)?.[i];
    if (!body)
      throw new InstallError("bad-cli-config", `${file}: cannot match the provider_installation block ${kind} #${i + 1} to its contents`);
    return { kind, body };
  });
  for (const [kind, list] of byKind) {
    if ((taken.get(kind) ?? 0) !== list.length)
      throw new InstallError("bad-cli-config", `${file}: cannot determine the order of the provider_installation blocks`);
  }
  return out;
}

function tokenEnvName(hostname: string): string {
  // Terraform's encoding: dots as "_", dashes as "__"; names are compared case-insensitively.
  return `TF_TOKEN_${hostname.replace(/-/g, "__").replace(/\./g, "_")}`.toLowerCase();
}

function credentialsFile(home: string): Map<string, string> {
  const file = join(home, ".terraform.d", "credentials.tfrc.json");
  const out = new Map<string, string>();
  if (!existsSync(file)) return out;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new InstallError("bad-cli-config", `${file}: not valid JSON; fix it or run terraform login again`);
  }
  const creds = (data as { credentials?: Record<string, { token?: unknown }> }).credentials ?? {};
  for (const [host, c] of Object.entries(creds)) if (typeof c?.token === "string") out.set(host.toLowerCase(), c.token);
  return out;
}

/** Reads a CLI configuration file (or none: Terraform's defaults) with the environment's additions. */
export async function readCliConfig(
  location: CliConfigLocation | undefined,
  options: { env?: NodeJS.ProcessEnv; home?: string } = {},
): Promise<CliConfig> {
  const env = options.env ?? process.env;
  const home = options.home ?? homedir();
  const tokens = credentialsFile(home);
  const config: CliConfig = {
    ...defaultCacheSettings(location),
    hostServices: new Map(),
    tokenFor: () => undefined,
  };
  if (location) {
    const file = location.file;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      throw new InstallError(
        "bad-cli-config",
        `cannot read the CLI configuration ${file} (${(err as NodeJS.ErrnoException).code}); ` +
          `fix its permissions or point TF_CLI_CONFIG_FILE elsewhere`,
        { cause: err },
      );
    }
    const data = await parseHclOrJson(file, text);
    const cache = data.plugin_cache_dir;
    if (cache !== undefined) {
      if (typeof cache !== "string") throw new InstallError("bad-cli-config", `${file}: plugin_cache_dir must be a string`);
      config.pluginCacheDir = expandEnv(cache, env);
    }
    config.pluginCacheMayBreakDependencyLockFile = data.plugin_cache_may_break_dependency_lock_file === true;
    for (const [host, list] of Object.entries((data.credentials ?? {}) as Record<string, unknown>)) {
      const body = bodies(list, `${file}: credentials "${host}"`)[0];
      const token = str(body, "token", `${file}: credentials "${host}"`, false);
      if (token !== undefined) tokens.set(host.toLowerCase(), token);
    }
    for (const [host, list] of Object.entries((data.host ?? {}) as Record<string, unknown>)) {
      const services = bodies(list, `${file}: host "${host}"`)[0].services;
      if (services === null || typeof services !== "object")
        throw new InstallError("bad-cli-config", `${file}: host "${host}" needs a services map`);
      config.hostServices.set(host.toLowerCase(), services as Record<string, string>);
    }
    if (data.provider_installation !== undefined) {
      const blocks = bodies(data.provider_installation, `${file}: provider_installation`);
      if (blocks.length > 1) throw new InstallError("bad-cli-config", `${file}: only one provider_installation block is allowed`);
      config.providerInstallation = [];
      for (const body of blocks[0].dev_overrides === undefined
        ? []
        : bodies(blocks[0].dev_overrides, `${file}: provider_installation dev_overrides`)) {
        for (const [addr, dir] of Object.entries(body)) {
          if (typeof dir !== "string")
            throw new InstallError("bad-cli-config", `${file}: provider_installation dev_overrides: ${addr} must be a directory path`);
          config.devOverrides.set(addr.toLowerCase(), dir);
        }
      }
      for (const { kind, body } of orderedMethods(file, text, blocks[0])) {
        const where = `${file}: provider_installation ${kind}`;
        const include = patterns(body, "include", where);
        const exclude = patterns(body, "exclude", where);
        if (kind === "direct") config.providerInstallation.push({ kind, include, exclude });
        else if (kind === "filesystem_mirror")
          config.providerInstallation.push({ kind, path: resolve(str(body, "path", where, true)!), include, exclude });
        else if (kind === "network_mirror") {
          const url = str(body, "url", where, true)!;
          if (!/^https:\/\//i.test(url)) throw new InstallError("bad-cli-config", `${where}: url ${JSON.stringify(url)} must use https`);
          config.providerInstallation.push({ kind, url: url.endsWith("/") ? url : `${url}/`, include, exclude });
        } else throw new InstallError("bad-cli-config", `${where}: unknown installation method ${kind}`);
      }
    }
  }
  applyCacheEnvironment(config, env);
  const envTokens = new Map(
    Object.entries(env)
      .filter(([k, v]) => /^TF_TOKEN_/i.test(k) && v)
      .map(([k, v]) => [k.toLowerCase(), v as string]),
  );
  // TF_TOKEN_<host> wins over the files, as in Terraform.
  config.tokenFor = (hostname) => envTokens.get(tokenEnvName(hostname.toLowerCase())) ?? tokens.get(hostname.toLowerCase());
  return config;
}

/**
 * The settings that decide whether a provider already in the plugin cache is the one to use: what a lookup with
 * a cached provider needs from the CLI configuration, where installing one needs all of it.
 */
export type CacheSettings = Pick<
  CliConfig,
  "file" | "origin" | "pluginCacheDir" | "pluginCacheMayBreakDependencyLockFile" | "devOverrides"
>;

/**
 * Whether HCL text may set one of `names`. An HCL attribute name or block type is an identifier, which has no
 * escapes, so a file whose text never spells one of them sets none (a comment that does only costs a parse).
 * JSON may escape a key, so JSON text always may.
 */
const maySet = (text: string, names: string[]): boolean => looksLikeJson(text) || names.some((n) => text.includes(n));

/** The cache settings of a file that sets none of them (or of no file): Terraform's defaults. */
function defaultCacheSettings(location: CliConfigLocation | undefined): CacheSettings {
  return {
    file: location?.file,
    origin: location?.origin ?? "none",
    pluginCacheMayBreakDependencyLockFile: false,
    devOverrides: new Map(),
  };
}

/** TF_PLUGIN_CACHE_DIR wins over the file's plugin_cache_dir, as in Terraform. */
function applyCacheEnvironment(settings: CacheSettings, env: NodeJS.ProcessEnv): void {
  if (env.TF_PLUGIN_CACHE_DIR) settings.pluginCacheDir = env.TF_PLUGIN_CACHE_DIR;
}

const setsCacheDir = new Map<string, Promise<boolean>>();

/** Whether the file itself sets plugin_cache_dir (Terraform refuses a second one appended to it); parsed once per content. */
export function cliConfigSetsPluginCacheDir(file: string): Promise<boolean> {
  const text = readFileSync(file, "utf8");
  if (!maySet(text, ["plugin_cache_dir"])) return Promise.resolve(false);
  const key = `${file}\0${text}`;
  let p = setsCacheDir.get(key);
  if (!p) {
    p = parseHclOrJson(file, text).then((data) => data.plugin_cache_dir !== undefined);
    p.catch(() => setsCacheDir.delete(key));
    setsCacheDir.set(key, p);
  }
  return p;
}

type CurrentOptions = { env?: NodeJS.ProcessEnv; home?: string; file?: string };

/** The file that applies: the explicit one (which must exist), or the one the environment names. */
function currentLocation(options: CurrentOptions): CliConfigLocation | undefined {
  const location = options.file ? { file: resolve(options.file), origin: "explicit" as const } : locateCliConfig(options);
  if (location && !isFile(location.file)) throw new InstallError("bad-cli-config", `the CLI configuration ${location.file} does not exist`);
  return location;
}

const memo = new Map<string, Promise<CliConfig>>();

/** The configuration that applies in this environment, read once per file content. */
export function currentCliConfig(options: CurrentOptions = {}): Promise<CliConfig> {
  let location: CliConfigLocation | undefined;
  try {
    location = currentLocation(options);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  const env = options.env ?? process.env;
  const key = JSON.stringify([
    location?.file,
    location ? readFileSync(location.file, "utf8") : "",
    options.home ?? homedir(),
    Object.entries(env)
      .filter(([k]) => /^TF_(TOKEN_|PLUGIN_CACHE_DIR)/i.test(k))
      .sort(),
  ]);
  let p = memo.get(key);
  if (!p) {
    p = readCliConfig(location, { env, home: options.home });
    p.catch(() => memo.delete(key));
    memo.set(key, p);
  }
  return p;
}

/**
 * The cache settings that apply in this environment. An HCL file that spells none of them is not parsed: the HCL
 * parser is WebAssembly that takes a few hundred ms to load, and a lookup whose provider is cached needs nothing
 * else from the file. The installation methods (and any error in the rest of the file) are read when a provider
 * must be installed, as currentCliConfig.
 */
export async function currentCacheSettings(options: CurrentOptions = {}): Promise<CacheSettings> {
  const location = currentLocation(options);
  let text: string | undefined;
  try {
    text = location && readFileSync(location.file, "utf8");
  } catch {
    // currentCliConfig says what is wrong with the file.
  }
  if (!location || text === undefined || maySet(text, ["dev_overrides", "plugin_cache_dir", "plugin_cache_may_break_dependency_lock_file"]))
    return currentCliConfig(options);
  const settings = defaultCacheSettings(location);
  applyCacheEnvironment(settings, options.env ?? process.env);
  return settings;
}
