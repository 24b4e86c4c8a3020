/*
 * h1: of a cached package, remembered across processes. Hashing the package (the whole provider binary, up to
 * hundreds of megabytes) is what the lock check costs before a provider's first start in every process; the
 * hash is kept in the cache directory beside what it was computed from, and reused while nothing in the
 * package directory can have changed.
 *
 * What invalidates a record: a file added, removed or renamed in the package directory, or any file whose size,
 * modification time, status-change time (ctime: moved by every write, chmod, rename or `touch`, and not settable
 * by a program), inode or device differs; the directory's real path is part of the record. A record that cannot
 * be read or does not match is ignored and the package hashed again. Writing one is best effort (a read-only cache
 * only costs the hash again), through a temporary file renamed into place, so a reader never sees half of one.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeFileAtomic } from "../files/atomic-file";
import { hashDirectory, packageFiles } from "./hashes";

interface Kept {
  dir: string;
  stamp: string;
  h1: string;
}

/** Per process too: a package whose stamp is unchanged is answered without reading its record file again. */
const inProcess = new Map<string, Kept>();

/** What identifies the contents of a package directory without reading them. */
export function packageStamp(dir: string): { root: string; stamp: string } {
  const { root, names } = packageFiles(dir);
  const h = createHash("sha256");
  for (const name of [...names].sort()) {
    const st = statSync(join(root, name), { bigint: true });
    h.update(`${name}\0${st.size}\0${st.mtimeNs}\0${st.ctimeNs}\0${st.ino}\0${st.dev}\n`);
  }
  return { root, stamp: h.digest("hex") };
}

function recordFile(cacheDir: string, root: string): string {
  return join(cacheDir, "verified-packages", `${createHash("sha256").update(root).digest("hex")}.json`);
}

function readRecord(file: string): Kept | undefined {
  try {
    const r = JSON.parse(readFileSync(file, "utf8")) as Partial<Kept>;
    return typeof r.dir === "string" && typeof r.stamp === "string" && typeof r.h1 === "string" && r.h1.startsWith("h1:")
      ? { dir: r.dir, stamp: r.stamp, h1: r.h1 }
      : undefined;
  } catch {
    return undefined;
  }
}

function writeRecord(file: string, kept: Kept): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomic(file, JSON.stringify(kept) + "\n", 0o600);
  } catch {
    // Best effort: a cache that cannot be written only costs the hash again.
  }
}

/** h1: of an installed package directory, hashed again only when its files changed (see above). */
export async function verifiedPackageHash(packageDir: string, cacheDir: string): Promise<string> {
  const { root, stamp } = packageStamp(packageDir);
  const known = inProcess.get(root);
  if (known && known.stamp === stamp) return known.h1;
  const file = recordFile(cacheDir, root);
  const kept = readRecord(file);
  if (kept && kept.dir === root && kept.stamp === stamp) {
    inProcess.set(root, kept);
    return kept.h1;
  }
  const h1 = await hashDirectory(root);
  // Hashed from the files as they were stamped: one changed while it was read is stamped differently now.
  const after = packageStamp(root);
  if (after.stamp === stamp) {
    const record = { dir: root, stamp, h1 };
    inProcess.set(root, record);
    writeRecord(file, record);
  }
  return h1;
}
