/**
 * The dependency lock file, in the form Terraform writes .terraform.lock.hcl, so either tool can read the
 * other's: one `provider "<address>"` block per provider with its version, constraints and hashes (h1: of
 * the unpacked package for each platform installed, zh: of every platform's archive the origin vouched
 * for). Written whole and renamed into place under a lock directory.
 *
 * Read without the HCL parser when the text is exactly what renderLockFile writes (Terraform writes the same
 * layout): the parser is WebAssembly that takes a few hundred ms to load, most of what a first lookup with a
 * cached provider would otherwise spend before the provider starts. Any other text (a hand edit, another
 * layout) goes to the parser.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { writeFileAtomic } from "../files/atomic-file";
import { acquireLock } from "../files/disk";
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
  const text = readFileSync(file, "utf8");
  const rendered = readRenderedLockFile(text);
  if (rendered) return rendered;
  const data = await parseHclOrJson(file, text);
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

// Strings without escapes or template sequences only (addresses, versions, constraints and hashes never have
// them): such a literal means its characters as they stand, to this reader and to the HCL parser alike.
const STRING = String.raw`"[^"\\$%\n]*"`;
const BLOCK = new RegExp(
  String.raw`\n\nprovider (${STRING}) \{\n(?:  version     = (${STRING})\n  constraints = (${STRING})|  version = (${STRING}))\n` +
    String.raw`  hashes = \[\n((?:    ${STRING},\n)*)  \]\n\}`,
  "y",
);

const unquote = (literal: string): string => literal.slice(1, -1);

/**
 * A lock file read by the layout renderLockFile writes, or undefined. What it reads is only believed when
 * renderLockFile writes it back byte for byte: that text then means exactly what it was read as.
 */
export function readRenderedLockFile(text: string): LockFile | undefined {
  const lock: LockFile = new Map();
  const header = renderLockFile(lock).slice(0, -1);
  if (!text.startsWith(header)) return undefined;
  BLOCK.lastIndex = header.length;
  for (let m = BLOCK.exec(text); m; m = BLOCK.exec(text)) {
    const [, address, versionWithConstraints, constraints, version, hashes] = m;
    // Keys lower-cased as the parser's path has them; a file that spells an address otherwise does not write back the same.
    lock.set(unquote(address).toLowerCase(), {
      version: unquote(versionWithConstraints ?? version),
      constraints: constraints === undefined ? undefined : unquote(constraints),
      hashes: [...hashes.matchAll(new RegExp(STRING, "g"))].map(([h]) => unquote(h)),
    });
  }
  return renderLockFile(lock) === text ? lock : undefined;
}

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
