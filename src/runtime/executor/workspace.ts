/**
 * Where the executor keeps files, and the one Terraform `init` per provider set that every lookup reuses.
 *
 *   <cacheDir>/cli/<hash>.tfrc          CLI configuration: the base one (if any) plus plugin_cache_dir
 *   <cacheDir>/plugins/                 Terraform's plugin cache, shared by every provider set
 *   <cacheDir>/init/<hash>/             one initialised provider set: config/ (what init ran on, with its
 *                                       .terraform.lock.hcl) and data/ (the TF_DATA_DIR every run points at)
 *   <tmpDir>/tflookup-run-XXXXXX/       one per Terraform run, mode 0700, removed afterwards
 *
 * Runs only read the shared data directory; init writes it, under an in-process promise and a lock directory
 * so that parallel callers, in this process or another, never initialise the same set twice at once.
 */
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureSucceeded, locateTerraform, runTerraform } from "../terraform";
import type { PackageMeta } from "./metadata";
// Type only: stack.ts loads cdktf, which the plugin engine (importing this file for its default paths) never needs.
import type * as Stack from "./stack";
import { sharedStateServer } from "./state-server";

export interface WorkspaceOptions {
  cacheDir: string;
  tmpDir: string;
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

export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TFLOOKUP_CACHE_DIR) return resolve(env.TFLOOKUP_CACHE_DIR);
  return join(env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(homedir(), ".cache"), "tflookup");
}

/**
 * The CLI configuration to build on: TFLOOKUP_TF_CLI_CONFIG, else the one Terraform itself would read
 * (TF_CLI_CONFIG_FILE, ~/.terraformrc) when the file exists. A variable naming a missing file is ignored, as
 * Terraform ignores it.
 */
export function defaultBaseCliConfig(env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const candidate of [env.TFLOOKUP_TF_CLI_CONFIG, env.TF_CLI_CONFIG_FILE, join(homedir(), ".terraformrc")]) {
    if (candidate && existsSync(candidate) && statSync(candidate).isFile()) return resolve(candidate);
  }
  if (env.TFLOOKUP_TF_CLI_CONFIG) throw new Error(`TFLOOKUP_TF_CLI_CONFIG names ${env.TFLOOKUP_TF_CLI_CONFIG}, which does not exist`);
  return undefined;
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

/** Writes whole or not at all, so a reader never sees half a file. */
function writeAtomic(file: string, text: string): void {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
}

export function cliConfigFor(opts: WorkspaceOptions): string {
  const base = opts.baseCliConfig ? readFileSync(opts.baseCliConfig, "utf8") : "";
  const pluginCache = privateDir(join(opts.cacheDir, "plugins"));
  // Terraform rejects an argument given twice, so the user's own plugin_cache_dir wins.
  const extra = /^\s*plugin_cache_dir\s*=/m.test(base) ? "" : `plugin_cache_dir = ${JSON.stringify(pluginCache)}\n`;
  const text = `${base}${base.endsWith("\n") || base === "" ? "" : "\n"}${extra}`;
  const file = join(privateDir(join(opts.cacheDir, "cli")), `${sha(text)}.tfrc`);
  if (!existsSync(file)) writeAtomic(file, text);
  return file;
}

const inFlight = new Map<string, Promise<InitializedSet>>();

/** Initialises (or finds initialised) the provider set for these packages. */
export function initializedSet(packages: PackageMeta[], opts: WorkspaceOptions): Promise<InitializedSet> {
  const binary = locateTerraform({ binary: opts.terraformBinary });
  const cliConfigFile = cliConfigFor(opts);
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

async function initOnce(dir: string, packages: PackageMeta[], binary: string, cliConfigFile: string, opts: WorkspaceOptions): Promise<InitializedSet> {
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

  privateDir(dir);
  const release = await acquireLock(`${dir}.lock`);
  try {
    // Another process may have finished while this one waited.
    if (existsSync(ready) && existsSync(lockFile)) return set;
    // In place, over whatever a previous init left: other runs may be reading the data directory right now,
    // and init only adds what is missing.
    privateDir(configDir);
    const unique = [...new Map(packages.map((p) => [p.pkg, p])).values()];
    // Providers only, no lookups: the same required_providers the runs will declare, which is all init reads.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { buildStack, renderConfig } = require("./stack") as typeof Stack;
    const { json } = buildStack([], unique.map((meta) => ({ meta, config: { values: {}, secret: new Set<string>() } })), configDir);
    writeFileSync(join(configDir, "main.tf.json"), renderConfig(json).text, { mode: 0o600 });
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
    writeFileSync(ready, new Date().toISOString());
    return set;
  } finally {
    release();
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** mkdir is atomic, so the directory is the lock; its owner file lets a waiter break a dead owner's lock. */
async function acquireLock(lockDir: string, timeoutMs = 10 * 60_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lockDir, { mode: 0o700 });
      writeFileSync(join(lockDir, "owner"), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(join(lockDir, "owner"), "utf8"));
    } catch {
      // The owner has made the directory but not yet written its pid; wait.
    }
    if (Number.isInteger(owner) && owner > 0 && !pidAlive(owner)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir} (held by process ${owner})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh private directory for one run, with the set's lock file beside the configuration. */
export function runDirectory(set: InitializedSet, tmpRoot: string): string {
  privateDir(tmpRoot);
  const dir = mkdtempSync(join(tmpRoot, "tflookup-run-"));
  chmodSync(dir, 0o700);
  copyFileSync(set.lockFile, join(dir, ".terraform.lock.hcl"));
  return dir;
}

export function defaultTmpDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.TFLOOKUP_TMPDIR ? resolve(env.TFLOOKUP_TMPDIR) : tmpdir();
}
