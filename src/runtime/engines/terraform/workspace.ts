/**
 * Where the executor keeps files, and the one Terraform `init` per provider set that every lookup reuses.
 *
 *   <cacheDir>/cli/<hash>.tfrc          CLI configuration: the base one (if any) plus plugin_cache_dir
 *   <cacheDir>/plugins/                 Terraform's plugin cache, shared by every provider set
 *   <cacheDir>/init/<hash>/             one initialised provider set: config/ (what init ran on, with its
 *                                       .terraform.lock.hcl) and data/ (the TF_DATA_DIR every run points at)
 *   <tmpDir>/tflookup-run-XXXXXX/       one per Terraform run, mode 0700, removed afterwards; its owner file
 *                                       (host and pid) lets the next executor remove it if its process died
 *
 * Runs only read the shared data directory; init writes it, under an in-process promise and a lock directory
 * so that parallel callers, in this process or another, never initialise the same set twice at once.
 */
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cliConfigSetsPluginCacheDir, locateCliConfig } from "../../install/cli-config";
import { writeFileAtomic } from "../../files/atomic-file";
import { looksLikeJson } from "../../install/hcl";
import { ensureSucceeded, locateTerraform, runTerraform } from "../../terraform-cli";
import { acquireLock, chooseTmpDir, onDisk, OWNER_FILE, ownerRecord, RUN_DIR_PREFIX, type ChosenDir } from "../../files/disk";
import type { PackageMeta } from "../../shared/metadata";
import { writeConfigText } from "./config-text";
import { buildStack } from "./stack";
import { sharedStateServer } from "./state-server";

export interface WorkspaceOptions {
  cacheDir: string;
  tmpDir: string;
  /** What chose cacheDir and tmpDir, for error messages; the options by default. */
  settings?: { cacheDir: string; tmpDir: string };
  /** The user's CLI configuration to start from; undefined for Terraform's defaults. */
  baseCliConfig?: string;
  terraformBinary?: string;
  timeoutMs: number;
  env: Record<string, string | undefined>;
}

export interface InitializedSet {
  dataDir: string;
  lockFile: string;
  cliConfigFile: string;
  binary: string;
  /** Drops this set so the next run initialises it again (after Terraform said the installation is stale). */
  invalidate(): void;
}

const cachePlace = (opts: WorkspaceOptions): ChosenDir => ({
  dir: opts.cacheDir,
  setting: opts.settings?.cacheDir ?? "the cacheDir option",
});
const tmpPlace = (opts: Pick<WorkspaceOptions, "tmpDir" | "settings">): ChosenDir => ({
  dir: opts.tmpDir,
  setting: opts.settings?.tmpDir ?? "the tmpDir option",
});

/**
 * The CLI configuration to build on: TFLOOKUP_TF_CLI_CONFIG, else the one Terraform itself would read
 * (TF_CLI_CONFIG_FILE, ~/.terraformrc) when the file exists. A variable naming a missing file is ignored, as
 * Terraform ignores it.
 */
export function defaultBaseCliConfig(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return locateCliConfig({ env })?.file;
}

const sha = (...parts: string[]): string => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex").slice(0, 24);
};

function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export async function cliConfigFor(opts: WorkspaceOptions): Promise<string> {
  const base = opts.baseCliConfig ? readFileSync(opts.baseCliConfig, "utf8") : "";
  const pluginCache = join(opts.cacheDir, "plugins");
  // Terraform rejects an argument given twice, so the user's own plugin_cache_dir wins.
  const own = opts.baseCliConfig ? await cliConfigSetsPluginCacheDir(opts.baseCliConfig) : false;
  return onDisk(cachePlace(opts), "write the Terraform CLI configuration and plugin cache", () => {
    privateDir(pluginCache);
    const extra = own ? "" : `plugin_cache_dir = ${JSON.stringify(pluginCache)}\n`;
    // A configuration in JSON form gets the setting as JSON: HCL text appended to it would break it.
    const text = looksLikeJson(base)
      ? `${JSON.stringify(own ? JSON.parse(base) : { ...JSON.parse(base), plugin_cache_dir: pluginCache }, null, 2)}\n`
      : `${base}${base.endsWith("\n") || base === "" ? "" : "\n"}${extra}`;
    const file = join(privateDir(join(opts.cacheDir, "cli")), `${sha(text)}.tfrc`);
    if (!existsSync(file)) writeFileAtomic(file, text, 0o600);
    return file;
  });
}

const inFlight = new Map<string, Promise<InitializedSet>>();

/** Initialises (or finds initialised) the provider set for these packages. */
export async function initializedSet(packages: PackageMeta[], opts: WorkspaceOptions): Promise<InitializedSet> {
  const binary = locateTerraform({ binary: opts.terraformBinary });
  const cliConfigFile = await cliConfigFor(opts);
  const providers = [...new Set(packages.map((p) => `${p.provider.source}@${p.provider.version}`))].sort();
  const dir = join(opts.cacheDir, "init", sha(binary, readFileSync(cliConfigFile, "utf8"), ...providers));
  const existing = inFlight.get(dir);
  if (existing) return existing;
  const p = initOnce(dir, packages, binary, cliConfigFile, opts).catch((err: unknown) => {
    inFlight.delete(dir);
    throw err;
  });
  inFlight.set(dir, p);
  return p;
}

async function initOnce(
  dir: string,
  packages: PackageMeta[],
  binary: string,
  cliConfigFile: string,
  opts: WorkspaceOptions,
): Promise<InitializedSet> {
  const configDir = join(dir, "config");
  const dataDir = join(dir, "data");
  const lockFile = join(configDir, ".terraform.lock.hcl");
  const ready = join(dir, "ready");
  const set: InitializedSet = {
    dataDir,
    lockFile,
    cliConfigFile,
    binary,
    invalidate: () => {
      rmSync(ready, { force: true });
      inFlight.delete(dir);
    },
  };
  if (existsSync(ready) && existsSync(lockFile)) return set;

  const place = cachePlace(opts);
  onDisk(place, "create the provider installation directory", () => privateDir(dir));
  const release = await acquireLock(`${dir}.lock`, place);
  try {
    // Another process may have finished while this one waited.
    if (existsSync(ready) && existsSync(lockFile)) return set;
    // In place, over whatever a previous init left: other runs may be reading the data directory right now,
    // and init only adds what is missing.
    const unique = [...new Map(packages.map((p) => [p.pkg, p])).values()];
    // Providers only, no lookups: the same required_providers the runs will declare, which is all init reads.
    const { json } = buildStack(
      [],
      unique.map((meta) => ({ meta, config: { values: {}, secret: new Set<string>() } })),
    );
    onDisk(place, "write the provider installation's configuration", () => {
      privateDir(configDir);
      writeFileSync(join(configDir, "main.tf.json"), writeConfigText(json).text, { mode: 0o600 });
    });
    const slot = await sharedStateServer.open();
    try {
      ensureSucceeded(
        await runTerraform({
          args: ["init", "-input=false", "-no-color"],
          cwd: configDir,
          binary,
          cliConfigFile,
          timeoutMs: opts.timeoutMs,
          env: { ...opts.env, TF_DATA_DIR: dataDir, TF_HTTP_ADDRESS: slot.address },
        }),
      );
    } finally {
      slot.release();
    }
    if (!existsSync(lockFile)) throw new Error(`terraform init in ${configDir} wrote no dependency lock file`);
    onDisk(place, "mark the provider installation ready", () => writeFileSync(ready, new Date().toISOString()));
    return set;
  } finally {
    release();
  }
}

/**
 * A fresh private directory for one run, with its owner (so a later executor can remove it if this process dies
 * mid-run) and the set's lock file beside the configuration. Nothing half-made is left if a step fails.
 */
export function runDirectory(set: InitializedSet, opts: Pick<WorkspaceOptions, "tmpDir" | "settings">): string {
  const place = tmpPlace(opts);
  const dir = onDisk(place, "create a run directory", () => {
    privateDir(opts.tmpDir);
    return mkdtempSync(join(opts.tmpDir, RUN_DIR_PREFIX));
  });
  try {
    onDisk(place, "prepare the run directory", () => {
      chmodSync(dir, 0o700);
      writeFileSync(join(dir, OWNER_FILE), ownerRecord(), { mode: 0o600 });
      copyFileSync(set.lockFile, join(dir, ".terraform.lock.hcl"));
    });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return dir;
}

/** Writes one file of a run (main.tf.json, the kept log), naming the directory and its setting if that fails. */
export function writeRunFile(opts: Pick<WorkspaceOptions, "tmpDir" | "settings">, file: string, text: string): void {
  onDisk(tmpPlace(opts), "write the run's files", () => writeFileSync(file, text, { mode: 0o600 }));
}

export function defaultTmpDir(env: NodeJS.ProcessEnv = process.env): string {
  return chooseTmpDir(undefined, env).dir;
}
