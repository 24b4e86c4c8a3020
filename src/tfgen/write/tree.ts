import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import type { FileTree } from "../emit/file-tree";

export interface TreeDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

/**
 * Folders inside a package folder (`<dir>/<type>/dist`, `<type>/node_modules`) that hold what npm and the
 * package's build make there, never generated files: not listed, so `--check` and the cache ignore them.
 * A regeneration carries them over into the new tree (see carryPackageOutput).
 */
const PACKAGE_OUTPUT = new Set(["dist", "node_modules"]);

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && rel !== "" && !rel.includes("/") && PACKAGE_OUTPUT.has(e.name)) continue;
      if (e.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk("");
  return out.sort();
}

/** How a file staged ahead of the write compares with the one in the previous tree. */
export type StagedState = "unchanged" | "changed" | "added";

/**
 * Compares an in-memory tree with what is on disk under `dir`; paths are relative to `dir`. Files in `pending` are
 * being compared elsewhere (as they are staged): those on disk are not read, and are left out of `changed`.
 */
export function diffTree(dir: string, tree: FileTree, pending?: ReadonlySet<string>): TreeDiff {
  const onDisk = new Set(listFiles(dir));
  const diff: TreeDiff = { changed: [], added: [], removed: [] };
  for (const [rel, content] of tree) {
    if (!onDisk.has(rel)) diff.added.push(rel);
    else if (!pending?.has(rel) && !sameOnDisk(dir, rel, content)) diff.changed.push(rel);
    onDisk.delete(rel);
  }
  diff.removed = [...onDisk];
  diff.added.sort();
  diff.changed.sort();
  return diff;
}

/** Whether the file `rel` under `dir` (which exists) holds `text`. */
function sameOnDisk(dir: string, rel: string, text: string): boolean {
  return fs.readFileSync(path.join(dir, rel), "utf8") === text;
}

export function isClean(d: TreeDiff): boolean {
  return d.changed.length + d.added.length + d.removed.length === 0;
}

export interface WriteTreeOptions {
  /** Called after each file is written into the staging tree; lets tests inject a failure or a kill mid-write. */
  afterFile?: (rel: string, index: number) => void;
  /** Files staged by someone else (the generation worker) while this write stages the rest: see `Prestaged`. */
  prestaged?: Prestaged;
  /**
   * Called once everything is staged, before the swap (or before the tree is found unchanged): a throw leaves the
   * previous tree as it was and removes the staging folder. The generator's syntax check ends here, so that its last
   * files are parsed while this write stages the others.
   */
  beforeSwap?: () => void;
}

/**
 * A staging folder made by `startStaging` for this `dir`, in which another thread writes the files of `paths` (or
 * hard-links them, when unchanged) with the content `tree` has for them. `start` tells it the write has begun (it
 * may have written them already); `states` waits for it and tells how each file it wrote compares with the previous
 * tree's: a path it leaves out (it failed, or stopped) may hold anything, and is written here.
 */
export interface Prestaged {
  staging: string;
  paths: ReadonlySet<string>;
  start: () => void;
  states: () => ReadonlyMap<string, StagedState>;
}

const STAGING_PREFIX = ".staging-";
const RETIRED_PREFIX = ".retired-";

/**
 * Replaces `dir` with `tree` so that a failure or a kill at any point while files are written leaves the
 * previous tree as it was: everything is staged in a sibling directory and swapped in with two renames.
 * Files whose content did not change are hard-linked from the previous tree, which keeps their mtimes
 * (a no-op regeneration touches nothing) and avoids rewriting megabytes of unchanged bindings.
 */
export function writeTreeAtomic(dir: string, tree: FileTree, opts: WriteTreeOptions = {}): TreeDiff {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  const pre = opts.prestaged;
  let staging = pre?.staging;
  let states: ReadonlyMap<string, StagedState> | undefined;
  // The other thread's writes are over before the folder is removed or its files counted.
  const settle = () => (states ??= pre?.states() ?? new Map<string, StagedState>());
  const discard = () => {
    settle();
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  };
  let diff: TreeDiff;
  // Whether `diff` counts the prestaged files yet: only once they are written, unless the rest alone changed nothing.
  let complete = !pre?.paths.size;
  try {
    recoverInterruptedSwap(dir, staging);
    pre?.start();
    diff = diffTree(dir, tree, pre?.paths);
    if (isClean(diff) && !complete) {
      diff = withStaged(dir, tree, diff, pre!.paths, settle());
      complete = true;
    }
    if (isClean(diff)) opts.beforeSwap?.();
  } catch (err) {
    discard();
    throw err;
  }
  if (isClean(diff)) {
    discard();
    return diff;
  }
  staging ??= startStaging(dir);
  const unchanged = new Set<string>();
  const touched = new Set([...diff.changed, ...diff.added]);
  let carried: string[] = [];
  for (const rel of tree.keys()) if (!touched.has(rel)) unchanged.add(rel);
  try {
    let i = 0;
    const into = stagingWriter(staging);
    const stage = (rel: string) => {
      if (unchanged.has(rel)) into.link(rel, path.join(dir, rel));
      else into.write(rel, tree.get(rel) as string);
    };
    for (const rel of [...tree.keys()].sort()) {
      if (pre?.paths.has(rel)) continue;
      stage(rel);
      opts.afterFile?.(rel, i++);
    }
    if (pre?.paths.size) {
      if (!complete) diff = withStaged(dir, tree, diff, pre.paths, settle());
      for (const rel of [...diff.changed, ...diff.added]) unchanged.delete(rel);
      for (const rel of [...pre.paths].filter((r) => !states?.has(r)).sort()) {
        fs.rmSync(path.join(staging, rel), { force: true });
        stage(rel);
      }
    }
    opts.beforeSwap?.();
    carried = carryPackageOutput(dir, staging);
    const retired = path.join(parent, `${RETIRED_PREFIX}${base}-${process.pid}-${Date.now()}`);
    const hadOld = fs.existsSync(dir);
    if (hadOld) fs.renameSync(dir, retired);
    try {
      fs.renameSync(staging, dir);
    } catch (err) {
      // Without this, `dir` would stay missing until the next run's recoverInterruptedSwap.
      if (hadOld && !fs.existsSync(dir)) fs.renameSync(retired, dir);
      throw err;
    }
    if (hadOld) fs.rmSync(retired, { recursive: true, force: true });
  } catch (err) {
    // Put back what was carried, unless the swap already happened (then it is in place in `dir`).
    for (const rel of carried) {
      if (fs.existsSync(path.join(staging, rel))) fs.renameSync(path.join(staging, rel), path.join(dir, rel));
    }
    discard();
    throw err;
  }
  return diff;
}

/**
 * The diff made without the prestaged files' contents, completed: what the other thread found for those it staged,
 * and the previous tree's contents for those it left to this one.
 */
function withStaged(
  dir: string,
  tree: FileTree,
  diff: TreeDiff,
  paths: ReadonlySet<string>,
  states: ReadonlyMap<string, StagedState>,
): TreeDiff {
  const added = new Set(diff.added);
  const changed = [...diff.changed];
  for (const rel of paths) {
    if (added.has(rel)) continue;
    const state = states.get(rel) ?? (sameOnDisk(dir, rel, tree.get(rel) as string) ? "unchanged" : "changed");
    if (state !== "unchanged") changed.push(rel);
  }
  return { ...diff, changed: changed.sort() };
}

/**
 * Writes files into a staging tree (`root`), making each folder once: `write` a file's text, or `link` the previous
 * tree's file, which keeps its inode and mtime.
 */
export function stagingWriter(root: string): { write(rel: string, text: string): void; link(rel: string, from: string): void } {
  const made = new Set<string>();
  const target = (rel: string): string => {
    const file = path.join(root, rel);
    const d = path.dirname(file);
    if (!made.has(d)) {
      fs.mkdirSync(d, { recursive: true });
      made.add(d);
    }
    return file;
  };
  return {
    write: (rel, text) => fs.writeFileSync(target(rel), text),
    link: (rel, from) => fs.linkSync(from, target(rel)),
  };
}

/**
 * Makes the sibling folder a tree for `dir` is staged in (debris of interrupted runs removed first); it is swapped in
 * by `writeTreeAtomic`, given as `prestaged.staging`, which removes it on failure or when nothing changed.
 */
export function startStaging(dir: string): string {
  recoverInterruptedSwap(dir);
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(parent, `${STAGING_PREFIX}${path.basename(dir)}-`));
  // mkdtemp makes the folder 0700, and this folder becomes `dir`: give it the mode any other new folder gets.
  fs.chmodSync(staging, 0o777 & ~process.umask());
  return staging;
}

/**
 * Moves each package's build output and npm folder (PACKAGE_OUTPUT) from the old tree into the staged one,
 * for packages that are still there, so that regenerating keeps the workspace links npm made. Renames only:
 * nothing is copied, and a failed swap moves them back.
 */
function carryPackageOutput(dir: string, staging: string): string[] {
  const moved: string[] = [];
  if (!fs.existsSync(dir)) return moved;
  for (const pkg of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!pkg.isDirectory() || !fs.existsSync(path.join(staging, pkg.name))) continue;
    for (const name of PACKAGE_OUTPUT) {
      const rel = path.join(pkg.name, name);
      if (!fs.existsSync(path.join(dir, rel))) continue;
      fs.renameSync(path.join(dir, rel), path.join(staging, rel));
      moved.push(rel);
    }
  }
  return moved;
}

/**
 * A kill between the two renames of a swap leaves `dir` missing and the old tree retired; put it back.
 * Leftover staging directories from killed runs are only debris and are removed (all but `keep`, this run's own).
 */
export function recoverInterruptedSwap(dir: string, keep?: string): void {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  const retired = names.filter((n) => n.startsWith(`${RETIRED_PREFIX}${base}-`)).sort();
  if (!fs.existsSync(dir) && retired.length > 0) {
    fs.renameSync(path.join(parent, retired[retired.length - 1]), dir);
    retired.pop();
  }
  const stale = names.filter((x) => x.startsWith(`${STAGING_PREFIX}${base}-`) && path.join(parent, x) !== keep);
  for (const n of [...retired, ...stale]) {
    fs.rmSync(path.join(parent, n), { recursive: true, force: true });
  }
}

export function hashTree(tree: FileTree): string {
  const h = createHash("sha256");
  for (const rel of [...tree.keys()].sort())
    h.update(rel)
      .update("\0")
      .update(tree.get(rel) as string)
      .update("\0");
  return h.digest("hex");
}
