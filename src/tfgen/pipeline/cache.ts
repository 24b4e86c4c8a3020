import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import type { FileTree } from "../emit/file-tree";
import { fileRecord, sha256Hex as sha, type FileRecord } from "../write/file-record";
import { writeFileAtomic } from "../../runtime/files/atomic-file";
import { generatorPackageVersions } from "../emit/cdktf/generator-adapter";

/*
 * Regenerating an unchanged provider should cost a hash check, not a CDKTF run (seconds at ~800 data
 * sources). The cache lives under node_modules/.cache, outside the committed tree, so it never makes
 * `--check` report a stale file and a fresh clone simply starts cold.
 */

const CACHE_DIR = path.join("node_modules", ".cache", "tflookup");

let generatorVersionMemo: string | undefined;

/** Identifies the generator itself: its own sources plus the versions of the code generators it calls. */
export function generatorVersion(): string {
  if (generatorVersionMemo) return generatorVersionMemo;
  const h = createHash("sha256");
  const tfgenDir = path.resolve(__dirname, "..");
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|js|json)$/.test(e.name)) h.update(path.relative(tfgenDir, p)).update(fs.readFileSync(p));
    }
  };
  walk(tfgenDir);
  for (const [pkg, version] of generatorPackageVersions()) h.update(pkg).update(version);
  generatorVersionMemo = h.digest("hex");
  return generatorVersionMemo;
}

interface CacheEntry {
  key: string;
  /** rel → [sha256, size, mtimeMs] as last written; size+mtime let an untouched file skip rehashing. */
  files: Record<string, FileRecord>;
}

function cacheFile(root: string, type: string): string {
  // Keyed by the project path too: copies of the project (tests, benchmarks) often share one node_modules.
  const where = createHash("sha256").update(path.resolve(root)).digest("hex").slice(0, 12);
  return path.join(root, CACHE_DIR, `generate-${type}-${where}.json`);
}

/**
 * Returns the provider's files from disk when the inputs are the ones recorded last time and every
 * recorded file is still on disk unchanged; otherwise undefined (generate for real).
 */
export function readCachedProvider(root: string, providerDir: string, type: string, key: string): FileTree | undefined {
  let entry: CacheEntry;
  try {
    entry = JSON.parse(fs.readFileSync(cacheFile(root, type), "utf8")) as CacheEntry;
  } catch {
    return undefined;
  }
  if (entry.key !== key) return undefined;
  const tree: FileTree = new Map();
  for (const [rel, [digest, size, mtimeMs]] of Object.entries(entry.files)) {
    const file = path.join(providerDir, rel);
    let content: Buffer;
    try {
      const st = fs.statSync(file);
      content = fs.readFileSync(file);
      // Same size and mtime as recorded: trust it, as git's index does; otherwise prove it by hash.
      if ((st.size !== size || st.mtimeMs !== mtimeMs) && sha(content) !== digest) return undefined;
    } catch {
      return undefined;
    }
    tree.set(rel, content.toString("utf8"));
  }
  return tree;
}

/**
 * Records the provider's files as they are on disk after a write (call after the tree was swapped in). `known`: the
 * records of files another thread wrote and recorded as it wrote them (the SDK's, staged by the generation worker), which
 * are not hashed again here.
 */
export function writeCachedProvider(
  root: string,
  providerDir: string,
  type: string,
  key: string,
  files: FileTree,
  known?: ReadonlyMap<string, FileRecord>,
): void {
  const entry: CacheEntry = { key, files: {} };
  for (const rel of [...files.keys()].sort()) {
    try {
      entry.files[rel] = known?.get(rel) ?? fileRecord(path.join(providerDir, rel), files.get(rel) as string);
    } catch {
      return;
    }
  }
  try {
    fs.mkdirSync(path.join(root, CACHE_DIR), { recursive: true });
    writeFileAtomic(cacheFile(root, type), JSON.stringify(entry));
  } catch {
    // A cache that cannot be written only costs speed next time.
  }
}

export function inputsKey(parts: string[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex");
}
