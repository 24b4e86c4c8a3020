/**
 * Puts a verified provider package into the plugin cache and says where its binary is.
 *
 * The cache has the unpacked layout Terraform's plugin_cache_dir uses
 * (<cache>/<hostname>/<namespace>/<type>/<version>/<os_arch>/terraform-provider-…), so Terraform and this
 * project share one cache. A package is downloaded and unpacked in a private staging directory inside the
 * cache, checked (signature or mirror hashes, then the lock file), and only then renamed into place, so that
 * concurrent installers (threads of one process or several processes) never see or leave half a package; a
 * failure removes the staging directory and changes neither the cache nor the lock file.
 */
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, cpSync } from "node:fs";
import { dirname, join } from "node:path";
import { acquireLock, chooseCacheDir, defaultCacheDir, DiskError } from "../files/disk";
import { addressString, parseProviderAddress, type ProviderAddress } from "./address";
import { currentCacheSettings, currentCliConfig, type CacheSettings, type CliConfig } from "./cli-config";
import { argumentError, InstallError, packageLabel, writeFailure, type CachePlace } from "./errors";
import { hashArchive, hashDirectory, hashScheme } from "./hashes";
import type { HttpOptions } from "./http";
import { DEFAULT_LIMITS, describeLimit, installLimits, settingOf, type InstallLimits } from "./limits";
import { readLockFile, updateLockEntry, type LockEntry } from "./lock-file";
import { currentPlatform } from "./platform";
import type { PackageMeta } from "./source";
import { verifiedPackageHash } from "./verified-packages";

/**
 * What only installing takes (HTTP with its proxy agent, the installation methods, zip extraction), loaded when a
 * provider must be installed: a lookup whose provider is in the cache needs none of it.
 */
function installing(): { http: typeof import("./http"); sources: typeof import("./sources"); zip: typeof import("./zip") } {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    http: require("./http") as typeof import("./http"),
    sources: require("./sources") as typeof import("./sources"),
    zip: require("./zip") as typeof import("./zip"),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export type InstallStep = "resolve" | "download" | "verify" | "unpack" | "cached" | "done";

export interface InstallProgress {
  address: string;
  version: string;
  step: InstallStep;
  /** Human-readable detail: where from, which check passed … */
  detail?: string;
  bytes?: number;
  totalBytes?: number;
}

export interface EnsureProviderOptions {
  /** "IBM-Cloud/ibm" or "registry.terraform.io/ibm-cloud/ibm". */
  source: string;
  /** An exact version, as the generated packages pin them. */
  version: string;
  /** Terraform platform name; default this machine's (e.g. linux_amd64). */
  platform?: string;
  /** tflookup's cache directory (the executor's cacheDir); default TFLOOKUP_CACHE_DIR, else ~/.cache/tflookup. */
  cacheDir?: string;
  /** Default: plugin_cache_dir or TF_PLUGIN_CACHE_DIR of the CLI configuration, else <cacheDir>/plugins. */
  pluginCacheDir?: string;
  /** Default: TFLOOKUP_LOCK_FILE, else <cacheDir>/.terraform.lock.hcl. */
  lockFile?: string;
  /** CLI configuration file; default TFLOOKUP_TF_CLI_CONFIG, TF_CLI_CONFIG_FILE, ~/.terraformrc. */
  cliConfigFile?: string;
  /** Download and install when missing. Default true unless TFLOOKUP_INSTALL=0. */
  install?: boolean;
  onProgress?: (event: InstallProgress) => void;
  env?: NodeJS.ProcessEnv;
  home?: string;
  /** Extra trusted CA certificates (PEM) for registries and mirrors. */
  ca?: string[];
  timeoutMs?: number;
}

export interface EnsuredProvider {
  address: string;
  version: string;
  platform: string;
  /** The provider executable to start. */
  binaryPath: string;
  packageDir: string;
  /** The lock file entry's hashes after this call. */
  hashes: string[];
  /** True when this call installed the package, false when it was already in the cache. */
  installed: boolean;
  /** Where it came from ("registry …", "network mirror …", "filesystem mirror …", "plugin cache", "dev_overrides"). */
  origin: string;
  lockFile?: string;
}

/** Whether on-demand installation is on: TFLOOKUP_INSTALL=0 (or false/no/off) turns it off. */
export function installEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(0|false|no|off)$/i.test(env.TFLOOKUP_INSTALL ?? "");
}

/**
 * The plugin cache: the CLI configuration's plugin_cache_dir (or TF_PLUGIN_CACHE_DIR), else <cacheDir>/plugins,
 * which the Terraform engine uses too.
 */
export function defaultPluginCacheDir(
  config: Pick<CliConfig, "pluginCacheDir"> | undefined,
  env: NodeJS.ProcessEnv = process.env,
  cacheDir = defaultCacheDir(env),
): string {
  return config?.pluginCacheDir ?? join(cacheDir, "plugins");
}

export function defaultLockFile(env: NodeJS.ProcessEnv = process.env, cacheDir = defaultCacheDir(env)): string {
  return env.TFLOOKUP_LOCK_FILE || join(cacheDir, ".terraform.lock.hcl");
}

export interface FindInstalledOptions {
  source: string;
  version: string;
  pluginCacheDir: string;
  platform?: string;
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function childIgnoringCase(dir: string, name: string): string | undefined {
  const match = listDir(dir).find((e) => e.toLowerCase() === name.toLowerCase());
  return match === undefined ? undefined : join(dir, match);
}

/** The provider executable in a package directory: the file named terraform-provider-<type>…, as Terraform finds it. */
export function providerBinaryIn(packageDir: string, type: string): string | undefined {
  const prefix = `terraform-provider-${type}`;
  for (const name of listDir(packageDir).sort()) {
    if (!name.startsWith(prefix)) continue;
    if (process.platform === "win32" && !name.endsWith(".exe")) continue;
    const full = join(packageDir, name);
    try {
      if (statSync(full).isFile()) return full;
    } catch {
      // a dangling link is not a binary
    }
  }
  return undefined;
}

/**
 * Where an installed package is in the plugin cache, or undefined. Reads the directory tree only: no
 * network, no writes, no hashing (ensureProvider checks the lock file before a binary is used).
 */
export function findInstalledProvider(options: FindInstalledOptions): { binaryPath: string; packageDir: string } | undefined {
  const a = parseProviderAddress(options.source);
  let dir: string | undefined = options.pluginCacheDir;
  for (const part of [a.hostname, a.namespace, a.type, options.version, options.platform ?? currentPlatform()]) {
    dir = dir && childIgnoringCase(dir, part);
  }
  if (!dir) return undefined;
  const binaryPath = providerBinaryIn(dir, a.type);
  return binaryPath ? { binaryPath, packageDir: dir } : undefined;
}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function lockMismatch(label: string, lockFile: string, expected: string[], actual: string[], where: string): InstallError {
  return new InstallError(
    "lock-mismatch",
    `${label}: ${where} has ${actual.join(" and ")}, but the lock file ${lockFile} expects ${expected.join(", ")}; ` +
      `if the provider was legitimately republished, delete its block from the lock file and install again, ` +
      `otherwise do not use this package`,
  );
}

/** Removes staging directories of installers that died mid-way. */
function sweepStaging(stagingRoot: string): void {
  for (const name of listDir(stagingRoot)) {
    const pid = Number(name.split("-")[0]);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch (err) {
      alive = (err as NodeJS.ErrnoException).code === "EPERM";
    }
    if (!alive) rmSync(join(stagingRoot, name), { recursive: true, force: true });
  }
}

const inFlight = new Map<string, Promise<EnsuredProvider>>();

/**
 * Returns the provider's binary, installing it first when it is missing (and installation is on). Every
 * package used is checked against the lock file, which this call also keeps up to date.
 */
export function ensureProvider(options: EnsureProviderOptions): Promise<EnsuredProvider> {
  try {
    if (options === null || typeof options !== "object")
      throw argumentError("ensureProvider", "options", "an object with source and version", options);
    if (typeof options.source !== "string" || options.source === "")
      throw argumentError("ensureProvider", "options.source", 'a provider address such as "IBM-Cloud/ibm"', options.source);
    if (typeof options.version !== "string" || !VERSION.test(options.version))
      throw argumentError("ensureProvider", "options.version", 'an exact version such as "2.5.0"', options.version);
    parseProviderAddress(options.source);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error("ensureProvider: invalid options"));
  }
  const key = JSON.stringify([
    options.source.toLowerCase(),
    options.version,
    options.platform,
    options.cacheDir,
    options.pluginCacheDir,
    options.lockFile,
    options.cliConfigFile,
  ]);
  let p = inFlight.get(key);
  if (!p) {
    p = ensure(options).finally(() => inFlight.delete(key));
    inFlight.set(key, p);
  }
  return p;
}

async function ensure(options: EnsureProviderOptions): Promise<EnsuredProvider> {
  const places: string[] = [];
  try {
    return await ensureIn(options, places);
  } catch (err) {
    if (err instanceof InstallError && !err.places) err.places = places;
    throw err;
  }
}

/** Where a CLI configuration came from, for messages. */
const configPlace = (config: CacheSettings): string =>
  config.file
    ? `CLI configuration: ${config.file} (${config.origin === "explicit" ? "the cliConfigFile option" : config.origin})`
    : "CLI configuration: none (no TFLOOKUP_TF_CLI_CONFIG, TF_CLI_CONFIG_FILE or ~/.terraformrc file), " +
      "so Terraform's implied methods apply";

async function ensureIn(options: EnsureProviderOptions, places: string[]): Promise<EnsuredProvider> {
  const env = options.env ?? process.env;
  const address = parseProviderAddress(options.source);
  const addr = addressString(address);
  const version = options.version;
  const platform = options.platform ?? currentPlatform();
  const label = packageLabel(addr, version);
  const progress = (step: InstallStep, extra: Partial<InstallProgress> = {}) =>
    options.onProgress?.({ address: addr, version, step, ...extra });
  // The cache settings first: a cached provider needs no more of the CLI configuration (see currentCacheSettings).
  const settings = await currentCacheSettings({ env, home: options.home, file: options.cliConfigFile });
  places.push(configPlace(settings));

  const override = settings.devOverrides.get(addr) ?? settings.devOverrides.get(`${address.namespace}/${address.type}`);
  if (override) {
    const binaryPath = providerBinaryIn(override, address.type);
    if (!binaryPath)
      throw new InstallError(
        "provider-not-found",
        `${label}: dev_overrides in ${settings.file} points at ${override}, which holds no terraform-provider-${address.type} binary; ` +
          `build it there or remove the override`,
      );
    return { address: addr, version, platform, binaryPath, packageDir: override, hashes: [], installed: false, origin: "dev_overrides" };
  }

  const cacheDir = options.cacheDir ?? defaultCacheDir(env);
  const pluginCacheDir = options.pluginCacheDir ?? defaultPluginCacheDir(settings, env, cacheDir);
  const cachePlace: CachePlace = { dir: pluginCacheDir, setting: pluginCacheSetting(options, settings, env) };
  const lockFile = options.lockFile ?? defaultLockFile(env, cacheDir);
  const lockPlace: CachePlace = {
    dir: dirname(lockFile),
    setting: options.lockFile
      ? "the lockFile option (--lock-file)"
      : env.TFLOOKUP_LOCK_FILE
        ? "TFLOOKUP_LOCK_FILE"
        : chooseCacheDir(options.cacheDir, env).setting,
  };
  const packageDir = join(pluginCacheDir, address.hostname, address.namespace, address.type, version, platform);

  /** The cache and lock file as they are now; `result` when the cached package can be used as it is. */
  const inspect = async () => {
    const lock = (await readLockFile(lockFile)).get(addr);
    const locked = lock && lock.version === version ? lock.hashes : [];
    const lockedH1 = locked.filter((h) => hashScheme(h) === "h1");
    const present = findInstalledProvider({ source: addr, version, pluginCacheDir, platform });
    let result: EnsuredProvider | undefined;
    if (present) {
      const h1 = await verifiedPackageHash(present.packageDir, cacheDir);
      if (lockedH1.includes(h1) || (locked.length === 0 && settings.pluginCacheMayBreakDependencyLockFile)) {
        progress("cached", { detail: present.packageDir });
        const entry = await recordHashes(lockFile, lockPlace, addr, version, lock, [h1]);
        result = { address: addr, version, platform, ...present, hashes: entry.hashes, installed: false, origin: "plugin cache", lockFile };
      } else if (lockedH1.length > 0) {
        throw lockMismatch(label, lockFile, lockedH1, [h1], `the cached package ${present.packageDir}`);
      }
      // Otherwise no h1: is recorded yet (a fresh lock, or only zh: hashes): verify against the origin, as Terraform does.
    }
    return { lock, locked, present, result };
  };

  const first = await inspect();
  places.push(
    first.present
      ? `plugin cache ${first.present.packageDir} (there, but the lock file ${lockFile} does not record its hash yet, ` +
          `so it must be checked against an installation method)`
      : `plugin cache ${packageDir} (not there)`,
  );
  if (first.result) return first.result;

  const config = await currentCliConfig({ env, home: options.home, file: options.cliConfigFile });
  const limits = installLimits(env);
  const http: HttpOptions = { env, ca: options.ca, timeoutMs: options.timeoutMs, limits };
  const { sources } = installing();
  const selectors = sources.selectorsFor(config, http, env, options.home);
  const install = options.install ?? installEnabled(env);
  if (!install) {
    for (const s of selectors)
      if (s.accepts(address))
        places.push(`${s.source.describeFor?.(address) ?? s.source.describe()}: not tried, installing on demand is off`);
    throw new InstallError(
      "install-disabled",
      `${label} (${platform}) is not installed in the plugin cache ${pluginCacheDir}` +
        `${first.present ? " with a hash the lock file knows" : ""}, ` +
        `and on-demand installation is off (TFLOOKUP_INSTALL=0 or install: false); ` +
        `run \`npm run install-providers -- ${addr}\` ` +
        `(\`npx tflookup-install-providers ${addr}\` where tflookup is installed as a package) with access to the registry or a mirror, ` +
        `or fill ${pluginCacheDir} with \`terraform init\` using the same plugin_cache_dir, ` +
        `or allow installing on demand (unset TFLOOKUP_INSTALL)`,
    );
  }

  // The cache must be writable before anything is fetched; then one process at a time installs this package.
  const stagingRoot = join(pluginCacheDir, STAGING);
  try {
    mkdirSync(stagingRoot, { recursive: true });
    sweepStaging(stagingRoot);
  } catch (err) {
    throw writeFailure(err, `installing ${label} (${platform})`, cachePlace);
  }
  const release = await packageLock(stagingRoot, cachePlace, address, version, platform, label, limits);
  try {
    // Another process may have installed it while this one waited: then its result is checked like any cached package.
    const { lock, locked, present, result } = await inspect();
    if (result) return result;
    return await installPackage();

    async function installPackage(): Promise<EnsuredProvider> {
      progress("resolve", { detail: `CLI configuration: ${config.file ?? "none (Terraform's defaults)"}` });
      const { versions, consulted } = await sources.availableVersions(selectors, address, places);
      if (consulted.length === 0) {
        throw new InstallError(
          "provider-not-found",
          `${label}: no installation method in ${config.file ?? "the CLI configuration"} accepts ${addr} ` +
            `(every method's include/exclude rules it out); add it to a method's include list`,
        );
      }
      if (!versions.includes(version)) {
        const code = versions.length === 0 ? "provider-not-found" : "version-not-found";
        const offer =
          versions.length === 0
            ? "the provider is not offered"
            : `version ${version} is not offered (available: ${versions.slice(0, 10).join(", ")}${versions.length > 10 ? ", …" : ""})`;
        throw new InstallError(
          code,
          `${label}: ${offer} by ${consulted.join("; ")}; check the address and version, or add the package to a mirror`,
        );
      }
      const meta = await sources.findPackage(selectors, address, version, platform);
      if (!meta) {
        throw new InstallError(
          "platform-not-found",
          `${label}: no build for ${platform} is offered by ${consulted.join("; ")}; ` +
            `the provider does not support this platform, or the mirror lacks it ` +
            `(add terraform-provider-${address.type}_${version}_${platform}.zip to it)`,
        );
      }
      progress("resolve", { detail: `from ${meta.origin}` });

      let staging: string;
      try {
        staging = mkdtempSync(join(stagingRoot, `${process.pid}-`));
      } catch (err) {
        throw writeFailure(err, `installing ${label} (${platform})`, cachePlace);
      }
      try {
        const { unpacked, hashes } = await stage(meta, staging, label, progress, http, locked, lockFile, cachePlace);
        if (!providerBinaryIn(unpacked, address.type)) {
          throw new InstallError(
            "bad-archive",
            `${label}: the package from ${meta.origin} holds no terraform-provider-${address.type} executable; ` +
              `it is not a provider package, nothing was installed`,
          );
        }
        const h1 = await hashDirectory(unpacked);
        if (locked.length > 0 && !locked.includes(h1) && !hashes.some((h) => locked.includes(h))) {
          throw lockMismatch(
            label,
            lockFile,
            locked,
            [h1, ...hashes.filter((h) => hashScheme(h) === "zh").slice(0, 1)],
            `the package from ${meta.origin}`,
          );
        }
        if (present) {
          const cached = await verifiedPackageHash(present.packageDir, cacheDir);
          if (cached !== h1) {
            throw new InstallError(
              "lock-mismatch",
              `${label}: the cached package ${present.packageDir} has ${cached}, but the verified package from ${meta.origin} has ${h1}; ` +
                `remove ${present.packageDir} and install again`,
            );
          }
        } else {
          progress("unpack", { detail: "moving into the plugin cache" });
          const target = placePackage(unpacked, cachePlace, address, version, platform, label);
          if (target) {
            // Another installer (Terraform, or one without this lock) got there first: theirs must be the same package.
            const theirs = await hashDirectory(target);
            if (theirs !== h1)
              throw new InstallError(
                "lock-mismatch",
                `${label}: ${target} appeared during the install with ${theirs}, but the verified package has ${h1}; ` +
                  `remove ${target} and install again`,
              );
          }
        }
        const found = findInstalledProvider({ source: addr, version, pluginCacheDir, platform });
        if (!found)
          throw new InstallError(
            "bad-archive",
            `${label}: after installing, no terraform-provider-${address.type} executable is in ${pluginCacheDir}; ` +
              `remove the provider's directory there and install again`,
          );
        const entry = await recordHashes(lockFile, lockPlace, addr, version, lock, [h1, ...hashes]);
        progress("done", { detail: found.binaryPath });
        return { address: addr, version, platform, ...found, hashes: entry.hashes, installed: !present, origin: meta.origin, lockFile };
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    }
  } finally {
    release();
  }
}

const STAGING = ".tflookup-staging";

/** What chose the plugin cache directory, as a user would change it. */
function pluginCacheSetting(options: EnsureProviderOptions, config: CacheSettings, env: NodeJS.ProcessEnv): string {
  if (options.pluginCacheDir !== undefined) return "the pluginCacheDir option (--plugin-cache-dir)";
  if (config.pluginCacheDir !== undefined)
    return env.TF_PLUGIN_CACHE_DIR ? "TF_PLUGIN_CACHE_DIR" : `plugin_cache_dir in ${config.file ?? "the CLI configuration"}`;
  return chooseCacheDir(options.cacheDir, env).setting;
}

/**
 * Takes the lock of one package in one cache, so that of several processes installing it at once one downloads
 * and the others wait, then use (and check) what it installed. The lock is a directory beside the staging
 * directories with its owner's pid: a waiter breaks the lock of an owner that died, so a killed installer
 * holds no one up, and gives up after the lock wait limit on one that lives.
 */
async function packageLock(
  stagingRoot: string,
  place: CachePlace,
  a: ProviderAddress,
  version: string,
  platform: string,
  label: string,
  limits: InstallLimits,
): Promise<() => void> {
  const name = `lock.${[a.hostname, a.namespace, a.type, version, platform]
    .join("_")
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "-")}`;
  const lockDir = join(stagingRoot, name);
  try {
    return await acquireLock(lockDir, place, limits.lockWaitMs);
  } catch (err) {
    if (err instanceof DiskError) throw writeFailure(err, `installing ${label} (${platform})`, place);
    throw new InstallError(
      "limit-exceeded",
      `${label} (${platform}): another process has been installing it into ${place.dir} for longer than ` +
        `${describeLimit("lockWaitMs", limits)} (${(err as Error).message}); ` +
        `if no installer is running, remove ${lockDir}; if it is only slow, raise ${settingOf("lockWaitMs")}`,
      { cause: err },
    );
  }
}

/** Downloads or copies the package into `staging`, checks it, unpacks it; returns the unpacked directory. */
async function stage(
  meta: PackageMeta,
  staging: string,
  label: string,
  progress: (step: InstallStep, extra?: Partial<InstallProgress>) => void,
  http: HttpOptions,
  locked: string[],
  lockFile: string,
  place: CachePlace,
): Promise<{ unpacked: string; hashes: string[] }> {
  const unpacked = join(staging, "package");
  let archive: string | undefined;
  if (meta.location.kind === "remote-archive") {
    archive = join(staging, "package.zip");
    const url = meta.location.url;
    progress("download", { detail: url, bytes: 0 });
    let last = 0;
    const size = await installing().http.download(
      url,
      archive,
      { what: `downloading ${label} (${meta.platform})`, advice: "check the network and retry; nothing was installed" },
      { ...http, place },
      (bytes, total) => {
        // One event per ~1 MiB keeps progress lines readable.
        if (bytes - last >= 1 << 20 && bytes !== total) {
          last = bytes;
          progress("download", { detail: url, bytes, totalBytes: total });
        }
      },
    );
    progress("download", { detail: url, bytes: size, totalBytes: size });
  } else if (meta.location.kind === "local-archive") {
    archive = meta.location.file;
  }
  const auth = await meta.authenticate(archive);
  if (archive && locked.some((h) => hashScheme(h) === "zh") && !locked.some((h) => hashScheme(h) === "h1")) {
    // Only zh: hashes are recorded (e.g. written by another machine): the archive itself must match one.
    const zh = await hashArchive(archive);
    if (!locked.includes(zh)) throw lockMismatch(label, lockFile, locked, [zh], `the archive from ${meta.origin}`);
  }
  progress("verify", { detail: auth.summary });
  try {
    mkdirSync(unpacked);
    if (archive) {
      progress("unpack", { detail: "unpacking" });
      await installing().zip.extractZip(archive, unpacked, http.limits ?? DEFAULT_LIMITS);
    } else if (meta.location.kind === "local-dir") {
      cpSync(meta.location.dir, unpacked, { recursive: true, dereference: true });
    }
  } catch (err) {
    if (err instanceof InstallError) throw err;
    throw writeFailure(err, `unpacking ${label}`, place);
  }
  return { unpacked, hashes: auth.hashes };
}

/** Renames the staged package into the cache; returns the target when another installer had already put one there. */
function placePackage(
  unpacked: string,
  place: CachePlace,
  a: ProviderAddress,
  version: string,
  platform: string,
  label: string,
): string | undefined {
  const versionDir = join(place.dir, a.hostname, a.namespace, a.type, version);
  const target = join(versionDir, platform);
  try {
    mkdirSync(versionDir, { recursive: true });
    renameSync(unpacked, target);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ENOTEMPTY" || code === "EISDIR") return target;
    throw writeFailure(err, `installing ${label}`, place);
  }
}

async function recordHashes(
  lockFile: string,
  place: CachePlace,
  address: string,
  version: string,
  before: LockEntry | undefined,
  add: string[],
): Promise<LockEntry> {
  const known = before && before.version === version ? before.hashes : [];
  if (add.every((h) => known.includes(h)) && before) return before;
  return updateLockEntry(lockFile, place, address, (current) => {
    const keep = current && current.version === version ? current.hashes : [];
    return {
      version,
      constraints: current && current.version === version ? (current.constraints ?? version) : version,
      hashes: [...new Set([...keep, ...add])].sort(),
    };
  });
}

export interface LockCheckOptions {
  source: string;
  version: string;
  /** A provider executable that did not come through ensureProvider (an explicit path, a custom resolver). */
  binaryPath: string;
  cacheDir?: string;
  /** Default: TFLOOKUP_LOCK_FILE, else <cacheDir>/.terraform.lock.hcl. */
  lockFile?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Refuses a binary found outside the plugin cache when the lock file records this provider and version and
 * the binary's package directory (the directory holding it, hashed as Terraform's h1: does) is not among the
 * recorded hashes. Resolves when the lock file has no entry for that version: there is nothing to hold it to.
 */
export async function checkAgainstLock(options: LockCheckOptions): Promise<void> {
  const env = options.env ?? process.env;
  const addr = addressString(parseProviderAddress(options.source));
  const cacheDir = options.cacheDir ?? defaultCacheDir(env);
  const lockFile = options.lockFile ?? defaultLockFile(env, cacheDir);
  const entry = (await readLockFile(lockFile)).get(addr);
  if (!entry || entry.version !== options.version) return;
  const label = packageLabel(addr, options.version);
  const h1s = entry.hashes.filter((h) => hashScheme(h) === "h1");
  const packageDir = dirname(options.binaryPath);
  if (h1s.length === 0) {
    throw new InstallError(
      "lock-mismatch",
      `${label}: the lock file ${lockFile} records only archive (zh:) hashes, ` +
        `which the binary ${options.binaryPath} cannot be checked against; ` +
        `install the provider with \`npm run install-providers\` (which records its h1: hash too), or delete its block from the lock file`,
    );
  }
  const h1 = await verifiedPackageHash(packageDir, cacheDir);
  if (!h1s.includes(h1)) throw lockMismatch(label, lockFile, h1s, [h1], `the package directory ${packageDir} of ${options.binaryPath}`);
}

/**
 * What the lookup engine needs from installation, as one function: the binary for a provider, installed on
 * demand unless `install` is false or TFLOOKUP_INSTALL=0 (then an InstallError says how to install).
 */
export function providerBinaryResolver(
  options: Omit<EnsureProviderOptions, "source" | "version"> = {},
): (provider: { source: string; version: string }) => Promise<string> {
  return async (provider) => (await ensureProvider({ ...options, source: provider.source, version: provider.version })).binaryPath;
}
