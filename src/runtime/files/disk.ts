/**
 * The executor's two places on disk and what chose each, so that a failure to write there names the directory
 * and the setting to change (TFLOOKUP_TMPDIR, TFLOOKUP_CACHE_DIR, or the option), and a run directory left by
 * a process that died is found and removed by the next executor.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface ChosenDir {
  dir: string;
  /** What chose it, as a user would change it. */
  setting: string;
}

export function chooseCacheDir(option: string | undefined, env: NodeJS.ProcessEnv = process.env): ChosenDir {
  if (option !== undefined) return { dir: resolve(option), setting: "the cacheDir option" };
  if (env.TFLOOKUP_CACHE_DIR) return { dir: resolve(env.TFLOOKUP_CACHE_DIR), setting: "TFLOOKUP_CACHE_DIR" };
  if (env.XDG_CACHE_HOME)
    return { dir: join(resolve(env.XDG_CACHE_HOME), "tflookup"), setting: "XDG_CACHE_HOME (set TFLOOKUP_CACHE_DIR to choose another)" };
  return { dir: join(homedir(), ".cache", "tflookup"), setting: "the default (set TFLOOKUP_CACHE_DIR to choose another)" };
}

export function chooseTmpDir(option: string | undefined, env: NodeJS.ProcessEnv = process.env): ChosenDir {
  if (option !== undefined) return { dir: resolve(option), setting: "the tmpDir option" };
  if (env.TFLOOKUP_TMPDIR) return { dir: resolve(env.TFLOOKUP_TMPDIR), setting: "TFLOOKUP_TMPDIR" };
  return { dir: tmpdir(), setting: "the OS temp directory (set TFLOOKUP_TMPDIR to choose another)" };
}

export class DiskError extends Error {
  constructor(
    message: string,
    readonly dir: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "DiskError";
  }
}

const REASONS: Record<string, string> = {
  EROFS: "the file system is read-only",
  ENOSPC: "no space is left on the device",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "part of the path is not a directory",
  EEXIST: "something else is already there",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOENT: "part of the path does not exist",
  EISDIR: "a directory is in the way",
  EMFILE: "too many open files",
};

/** What an errno code means, in words. */
export const diskReason = (code: string): string => REASONS[code] ?? "the operating system refused";

/** Runs a file-system step for `what` under `place`; an OS error becomes a DiskError naming the directory and its setting. */
export function onDisk<T>(place: ChosenDir, what: string, step: () => T): T {
  try {
    return step();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code !== "string" || !/^E[A-Z]+$/.test(code)) throw err;
    throw new DiskError(
      `tflookup cannot ${what} in ${place.dir} (chosen by ${place.setting}): ${diskReason(code)} (${code})`,
      place.dir,
      code,
    );
  }
}

export const RUN_DIR_PREFIX = "tflookup-run-";
export const OWNER_FILE = ".tflookup-owner";

/** What a run directory's owner file says: this host and process. */
export function ownerRecord(): string {
  return JSON.stringify({ host: hostname(), pid: process.pid });
}

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes run directories under `tmpRoot` whose owner, on this host, is no longer running (a program killed in the
 * middle of a run leaves one). A directory without a readable owner file (being created right now, or not ours)
 * is left alone, as is one owned on another host sharing the directory. Never throws: this is tidying up.
 */
export function removeLeftoverRuns(tmpRoot: string): string[] {
  const removed: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(tmpRoot);
  } catch {
    return removed;
  }
  const host = hostname();
  for (const name of entries) {
    if (!name.startsWith(RUN_DIR_PREFIX)) continue;
    const dir = join(tmpRoot, name);
    try {
      const ownerFile = join(dir, OWNER_FILE);
      if (!existsSync(ownerFile)) continue;
      const owner = JSON.parse(readFileSync(ownerFile, "utf8")) as { host?: unknown; pid?: unknown };
      if (owner.host !== host || typeof owner.pid !== "number" || !Number.isInteger(owner.pid) || owner.pid <= 0) continue;
      if (owner.pid === process.pid || pidAlive(owner.pid)) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Someone else's, or gone already.
    }
  }
  return removed;
}

export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return chooseCacheDir(undefined, env).dir;
}

/** How long a lock directory may stand without its owner's pid before it counts as left by a killed process. */
export const OWNERLESS_LOCK_STALE_MS = 5_000;

function ageMs(path: string): number {
  const st = statSync(path, { throwIfNoEntry: false });
  return st ? Date.now() - st.mtimeMs : 0;
}

/** mkdir is atomic, so the directory is the lock; its owner file lets a waiter break a dead owner's lock. */
export async function acquireLock(lockDir: string, place: ChosenDir, timeoutMs = 10 * 60_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lockDir, { mode: 0o700 });
      onDisk(place, "take the installation lock", () => writeFileSync(join(lockDir, "owner"), String(process.pid)));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST")
        onDisk(place, "take the installation lock", () => {
          throw err;
        });
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(join(lockDir, "owner"), "utf8"));
    } catch {
      // The owner has made the directory but not yet written its pid; wait (below).
    }
    const known = Number.isInteger(owner) && owner > 0;
    // Making the directory and writing the pid take microseconds: a lock with no pid for longer was left by a
    // process killed in between, and nobody would ever break it by its pid.
    if ((known && !pidAlive(owner)) || (!known && ageMs(lockDir) > OWNERLESS_LOCK_STALE_MS)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir} (held by process ${owner})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
