import * as fs from "fs";
import * as path from "path";
import type { ProviderTarget } from "../project/cdktf-config";
import { sha256 } from "../schema/load";
import { lockPath, readLock, SCHEMAS_DIR, type LockEntry, type SchemaLock } from "../schema/lock";
import type { FileWrite } from "../write/commit-files";
import { formatSnapshot } from "./normalise";
import type { PulledSchema } from "./pull";

export interface PinnedResult {
  target: ProviderTarget;
  file: string;
  text: string;
  sha256: string;
  schemaChanged: boolean;
  entry: LockEntry;
  entryChanged: boolean;
}

export interface PinPlan {
  results: PinnedResult[];
  /** The files to write (snapshots that changed, then the lock if any entry changed); empty when nothing did. */
  writes: FileWrite[];
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The lock as `writeLock` renders it (providers sorted), so either writer produces the same bytes. */
export function renderLock(lock: SchemaLock): string {
  const sorted: SchemaLock = { lockVersion: 1, providers: {} };
  for (const k of Object.keys(lock.providers).sort()) sorted.providers[k] = lock.providers[k];
  return JSON.stringify(sorted, null, 2) + "\n";
}

export interface PinOptions {
  /**
   * Rewrite a lock entry whose version and checksum did not change, to record that Terraform printed the
   * schema (origin "pulled"). pull-schemas does; upgrade does not, so that a no-op upgrade writes nothing.
   */
  recordProvenance: boolean;
}

/** Works out what pinning pulled schemas changes in schemas/, without writing anything. */
export function planPin(root: string, pulled: PulledSchema[], opts: PinOptions): PinPlan {
  const lock = readLock(root);
  const next: SchemaLock = { lockVersion: 1, providers: { ...lock.providers } };
  const results: PinnedResult[] = [];
  const writes: FileWrite[] = [];
  for (const p of pulled) {
    const old = lock.providers[p.target.source];
    const schemaFile = old?.schemaFile ?? `${p.target.type}.json`;
    const file = path.join(root, SCHEMAS_DIR, schemaFile);
    const existing = readIfExists(file);
    const text = formatSnapshot(p.document, existing);
    const digest = sha256(text);
    const entry: LockEntry = {
      source: p.target.source,
      version: p.target.version,
      schemaFile,
      sha256: digest,
      origin: "pulled",
      terraformVersion: p.terraformVersion,
    };
    const same = old !== undefined && old.version === entry.version && old.sha256 === entry.sha256;
    const entryChanged = same ? opts.recordProvenance && JSON.stringify(old) !== JSON.stringify(entry) : true;
    if (entryChanged) next.providers[p.target.source] = entry;
    const schemaChanged = existing !== text;
    if (schemaChanged) writes.push({ file, content: text });
    results.push({ target: p.target, file, text, sha256: digest, schemaChanged, entry: entryChanged ? entry : old, entryChanged });
  }
  if (results.some((r) => r.entryChanged)) writes.push({ file: lockPath(root), content: renderLock(next) });
  return { results, writes };
}
