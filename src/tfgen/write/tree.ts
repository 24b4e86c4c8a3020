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

/** Compares an in-memory tree with what is on disk under `dir`; paths are relative to `dir`. */
export function diffTree(dir: string, tree: FileTree): TreeDiff {
  const onDisk = new Set(listFiles(dir));
  const diff: TreeDiff = { changed: [], added: [], removed: [] };
  for (const [rel, content] of tree) {
    if (!onDisk.has(rel)) diff.added.push(rel);
    else if (fs.readFileSync(path.join(dir, rel), "utf8") !== content) diff.changed.push(rel);
    onDisk.delete(rel);
  }
  diff.removed = [...onDisk];
  diff.added.sort();
  diff.changed.sort();
  return diff;
}

export function isClean(d: TreeDiff): boolean {
  return d.changed.length + d.added.length + d.removed.length === 0;
}

export interface WriteTreeOptions {
  /** Called after each file is written into the staging tree; lets tests inject a failure or a kill mid-write. */
  afterFile?: (rel: string, index: number) => void;
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
  recoverInterruptedSwap(dir);
  const diff = diffTree(dir, tree);
  if (isClean(diff)) return diff;
  const staging = startStaging(dir);
  const touched = new Set([...diff.changed, ...diff.added]);
  let carried: string[] = [];
  try {
    let i = 0;
    const into = stagingWriter(staging);
    for (const rel of [...tree.keys()].sort()) {
      if (touched.has(rel)) into.write(rel, tree.get(rel) as string);
      else into.link(rel, path.join(dir, rel));
      opts.afterFile?.(rel, i++);
    }
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
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return diff;
}

/**
 * Writes files into a staging tree (`root`), making each folder once: `write` a file's text, or `link` the previous
 * tree's file, which keeps its inode and mtime.
 */
function stagingWriter(root: string): { write(rel: string, text: string): void; link(rel: string, from: string): void } {
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

/** Makes the sibling folder a tree for `dir` is staged in, to be swapped in by `writeTreeAtomic`. */
function startStaging(dir: string): string {
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
 * Leftover staging directories from killed runs are only debris and are removed.
 */
export function recoverInterruptedSwap(dir: string): void {
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
  const stale = names.filter((x) => x.startsWith(`${STAGING_PREFIX}${base}-`));
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
