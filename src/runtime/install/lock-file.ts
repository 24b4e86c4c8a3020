/**
 * The dependency lock file, in the form Terraform writes .terraform.lock.hcl, so either tool can read the
 * other's: one `provider "<address>"` block per provider with its version, constraints and hashes (h1: of
 * the unpacked package for each platform installed, zh: of every platform's archive the origin vouched
 * for). Read with the HCL parser, written whole and renamed into place under a lock directory.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { writeFileAtomic } from "../files/atomic-file";
import { acquireLock } from "../lookup/disk";
import { InstallError, writeFailure, type CachePlace } from "./errors";
import { hclString, parseHclOrJson } from "./hcl";

export interface LockEntry {
  version: string;
  constraints?: string;
  hashes: string[];
}

export type LockFile = Map<string, LockEntry>;

export async function readLockFile(file: string): Promise<LockFile> {
  const out: LockFile = new Map();
  if (!existsSync(file)) return out;
  const data = await parseHclOrJson(file, readFileSync(file, "utf8"));
  for (const [address, blocks] of Object.entries((data.provider ?? {}) as Record<string, unknown>)) {
    const body = (Array.isArray(blocks) ? blocks[0] : blocks) as Record<string, unknown>;
    if (typeof body?.version !== "string")
      throw new InstallError("bad-cli-config", `${file}: provider "${address}" has no version; delete the block and install again`);
    const hashes = Array.isArray(body.hashes) ? body.hashes.filter((h): h is string => typeof h === "string") : [];
    out.set(address.toLowerCase(), {
      version: body.version,
      constraints: typeof body.constraints === "string" ? body.constraints : undefined,
      hashes,
    });
  }
  return out;
}

const q = hclString;

export function renderLockFile(lock: LockFile): string {
  const lines = ['# This file is maintained automatically by "terraform init".', "# Manual edits may be lost in future updates."];
  for (const address of [...lock.keys()].sort()) {
    const e = lock.get(address)!;
    lines.push("", `provider ${q(address)} {`);
    if (e.constraints !== undefined) lines.push(`  version     = ${q(e.version)}`, `  constraints = ${q(e.constraints)}`);
    else lines.push(`  version = ${q(e.version)}`);
    lines.push("  hashes = [", ...[...new Set(e.hashes)].sort().map((h) => `    ${q(h)},`), "  ]", "}");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Applies `change` to the entry of one provider, with the file locked against other processes, and writes
 * the result atomically. Returns the entry written.
 */
export async function updateLockEntry(
  file: string,
  place: CachePlace,
  address: string,
  change: (current: LockEntry | undefined) => LockEntry,
): Promise<LockEntry> {
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch (err) {
    throw writeFailure(err, `writing the lock file ${file}`, place);
  }
  const release = await acquireLock(`${file}.lock`, place);
  try {
    const lock = await readLockFile(file);
    const next = change(lock.get(address));
    lock.set(address, next);
    try {
      writeFileAtomic(file, renderLockFile(lock), 0o644);
    } catch (err) {
      throw writeFailure(err, `writing the lock file ${file}`, place);
    }
    return next;
  } finally {
    release();
  }
}
