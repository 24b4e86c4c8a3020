/**
 * Reading provider archives with yauzl: every entry's name and bytes (for the h1: hash) and extraction into
 * a directory (for installing). yauzl refuses absolute names and ".." segments, so an archive cannot write
 * outside the directory it is unpacked into, and (validateEntrySizes) stops any entry whose data inflates past
 * the size it declares. That makes the declared sizes a bound on what is written, so the unpacked size and entry
 * count limits are checked against them before each entry is read: a zip bomb is refused while unpacking, having
 * written at most the limit.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import type * as Yauzl from "yauzl";
import { InstallError } from "./errors";
import { describeLimit, settingOf, type InstallLimits } from "./limits";

type ZipFile = Yauzl.ZipFile;
type Entry = Yauzl.Entry;

// Loaded when an archive is read: a lookup whose provider is cached never reads one.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yauzl = (): typeof Yauzl => require("yauzl") as typeof Yauzl;

function open(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl().open(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip)
        reject(
          new InstallError(
            "bad-archive",
            `${file} is not a readable zip archive (${err?.message ?? "no archive"}); delete it and install again`,
            { cause: err },
          ),
        );
      else resolve(zip);
    });
  });
}

function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(err ?? new Error(`no stream for ${entry.fileName}`)) : resolve(stream),
    ),
  );
}

type ArchiveLimits = Pick<InstallLimits, "maxEntries" | "maxUnpackedBytes">;

function overLimit(file: string, detail: string, key: keyof ArchiveLimits, limits: ArchiveLimits): InstallError {
  return new InstallError(
    "limit-exceeded",
    `${file}: ${detail}, more than ${describeLimit(key, limits as InstallLimits)}; ` +
      `it is not a provider package as published (or a zip bomb), nothing was installed; ` +
      `if the provider really is that large, raise ${settingOf(key)}`,
  );
}

/**
 * Calls `visit` for every entry, in archive order, one at a time, refusing an archive with more entries than
 * `limits.maxEntries` or whose entries declare more than `limits.maxUnpackedBytes` in all before the entry
 * that passes it is read.
 */
export async function forEachEntry(
  file: string,
  limits: ArchiveLimits,
  visit: (entry: Entry, open: () => Promise<Readable>) => Promise<void>,
): Promise<void> {
  const zip = await open(file);
  try {
    if (zip.entryCount > limits.maxEntries) throw overLimit(file, `the archive has ${zip.entryCount} entries`, "maxEntries", limits);
    let declared = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", resolve);
      zip.on("entry", (entry: Entry) => {
        declared += entry.uncompressedSize;
        if (declared > limits.maxUnpackedBytes) {
          reject(overLimit(file, `its entries up to ${entry.fileName} inflate to ${declared} bytes`, "maxUnpackedBytes", limits));
          return;
        }
        visit(entry, () => openStream(zip, entry)).then(
          () => zip.readEntry(),
          (err: Error) => reject(err),
        );
      });
      zip.readEntry();
    });
  } catch (err) {
    if (err instanceof InstallError) throw err;
    throw new InstallError(
      "bad-archive",
      `${file} is not a valid provider archive (${(err as Error).message}); delete it and install again`,
      { cause: err },
    );
  } finally {
    zip.close();
  }
}

const isDirectory = (entry: Entry): boolean => entry.fileName.endsWith("/");

/**
 * Unpacks into `dir` (which must exist). Files keep their executable bit, as Terraform's unpacking does;
 * everything else gets ordinary permissions.
 */
export async function extractZip(file: string, dir: string, limits: ArchiveLimits): Promise<void> {
  await forEachEntry(file, limits, async (entry, openEntry) => {
    const target = join(dir, entry.fileName);
    if (isDirectory(entry)) {
      mkdirSync(target, { recursive: true });
      return;
    }
    const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
    if (mode === 0o120000)
      throw new InstallError(
        "bad-archive",
        `${file}: entry ${entry.fileName} is a symbolic link, which a provider package may not contain`,
      );
    const executable = ((entry.externalFileAttributes >>> 16) & 0o111) !== 0;
    mkdirSync(dirname(target), { recursive: true });
    await pipeline(await openEntry(), createWriteStream(target, { mode: executable ? 0o755 : 0o644, flags: "wx" }));
  });
}
