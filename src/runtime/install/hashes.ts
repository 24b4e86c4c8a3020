/**
 * The package hashes Terraform records in .terraform.lock.hcl:
 *
 *   zh:<hex>     SHA-256 of the .zip archive as distributed (the value in the registry's SHA256SUMS);
 *   h1:<base64>  Go's dirhash "Hash1" over the package's files: one line "<sha256 hex>  <name>\n" per file,
 *                names slash-separated and sorted, then the SHA-256 of those lines. Over an unpacked
 *                directory the names are relative paths of regular files; over an archive they are the
 *                entry names. Permissions and timestamps are not covered.
 *
 * Only node:crypto's SHA-256 is used; nothing here is a hand-written primitive.
 */
import { createHash } from "node:crypto";
import { createReadStream, readdirSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { InstallError } from "./errors";
import { DEFAULT_LIMITS, type InstallLimits } from "./limits";
import { forEachEntry } from "./zip";

export type HashScheme = "h1" | "zh";

export function hashScheme(hash: string): HashScheme | undefined {
  return hash.startsWith("h1:") ? "h1" : hash.startsWith("zh:") ? "zh" : undefined;
}

async function sha256Stream(stream: NodeJS.ReadableStream): Promise<string> {
  const h = createHash("sha256");
  await pipeline(
    stream,
    new Writable({
      write(chunk, _enc, done) {
        h.update(chunk as Buffer);
        done();
      },
    }),
  );
  return h.digest("hex");
}

export const sha256File = (file: string): Promise<string> => sha256Stream(createReadStream(file));

function hash1(files: Array<{ name: string; sha256: string }>): string {
  const lines = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const summary = createHash("sha256");
  for (const f of lines) {
    if (f.name.includes("\n"))
      throw new InstallError("bad-archive", `file name ${JSON.stringify(f.name)} contains a newline, which no provider package may have`);
    summary.update(`${f.sha256}  ${f.name}\n`);
  }
  return `h1:${summary.digest("base64")}`;
}

function walk(root: string, rel: string, out: string[]): void {
  for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    // Like Go's filepath.Walk: a symlink is not descended into, and one to a file is hashed as the file.
    if (entry.isDirectory()) walk(root, relPath, out);
    else out.push(relPath);
  }
}

/** The regular files of a package directory as h1: names them (a symlinked directory is followed first). */
export function packageFiles(dir: string): { root: string; names: string[] } {
  const root = realpathSync(dir);
  if (!statSync(root).isDirectory()) throw new InstallError("bad-argument", `${dir} is not a directory`);
  const names: string[] = [];
  walk(root, "", names);
  return { root, names };
}

/** h1: of an unpacked package directory (a symlinked directory is followed first, as Terraform does). */
export async function hashDirectory(dir: string): Promise<string> {
  const { root, names } = packageFiles(dir);
  const files = [];
  for (const name of names) files.push({ name, sha256: await sha256File(join(root, name)) });
  return hash1(files);
}

/** h1: of a package archive, computed from its entries without unpacking it (within the archive limits). */
export async function hashZipContents(
  file: string,
  limits: Pick<InstallLimits, "maxEntries" | "maxUnpackedBytes"> = DEFAULT_LIMITS,
): Promise<string> {
  const files: Array<{ name: string; sha256: string }> = [];
  await forEachEntry(file, limits, async (entry, open) => {
    files.push({ name: entry.fileName, sha256: await sha256Stream(await open()) });
  });
  return hash1(files);
}

/** zh: of a package archive. */
export async function hashArchive(file: string): Promise<string> {
  return `zh:${await sha256File(file)}`;
}
