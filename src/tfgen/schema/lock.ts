import * as fs from "fs";
import * as path from "path";
import { writeFileAtomic } from "../../runtime/files/atomic-file";

/** Where a pinned schema came from: copied from a reference snapshot, or pulled (from the provider, or through Terraform). */
export type SchemaOrigin = "snapshot" | "pulled";

export interface LockEntry {
  source: string;
  version: string;
  schemaFile: string;
  sha256: string;
  origin: SchemaOrigin;
  /**
   * What printed the schema: the Terraform (or OpenTofu) version, `tflookup <version> (plugin protocol N)` when the
   * provider was asked directly, null for a snapshot nothing printed.
   */
  terraformVersion: string | null;
  note?: string;
}

export interface SchemaLock {
  lockVersion: 1;
  providers: Record<string, LockEntry>;
}

export const SCHEMAS_DIR = "schemas";
export const LOCK_FILE = "schemas.lock.json";

export function lockPath(root: string): string {
  return path.join(root, SCHEMAS_DIR, LOCK_FILE);
}

export function readLock(root: string): SchemaLock {
  const file = lockPath(root);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: cannot read the schema lock: ${(err as Error).message}`);
  }
  const lock = raw as SchemaLock;
  if (lock?.lockVersion !== 1 || typeof lock.providers !== "object" || lock.providers === null) {
    throw new Error(`${file}: expected {"lockVersion": 1, "providers": {…}}`);
  }
  for (const [src, e] of Object.entries(lock.providers)) {
    for (const f of ["source", "version", "schemaFile", "sha256", "origin"] as const) {
      if (typeof e[f] !== "string") throw new Error(`${file}: $.providers["${src}"].${f}: expected a string, got ${JSON.stringify(e[f])}`);
    }
    if (!/^[0-9a-f]{64}$/.test(e.sha256)) throw new Error(`${file}: $.providers["${src}"].sha256: expected 64 hex digits`);
  }
  return lock;
}

export function writeLock(root: string, lock: SchemaLock): void {
  const sorted: SchemaLock = { lockVersion: 1, providers: {} };
  for (const k of Object.keys(lock.providers).sort()) sorted.providers[k] = lock.providers[k];
  writeFileAtomic(lockPath(root), JSON.stringify(sorted, null, 2) + "\n");
}
