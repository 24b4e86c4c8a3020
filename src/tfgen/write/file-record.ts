import { createHash } from "crypto";
import * as fs from "fs";

/**
 * What the generation cache records of a file as written: [sha256 of its text, size, mtimeMs]. Size and mtime let an
 * untouched file skip rehashing when the cache is read; the digest proves one whose size or mtime moved.
 */
export type FileRecord = [string, number, number];

export const sha256Hex = (s: string | Buffer): string => createHash("sha256").update(s).digest("hex");

/** The record of `file` as it is on disk now, written with `text`. */
export function fileRecord(file: string, text: string): FileRecord {
  const st = fs.statSync(file);
  return [sha256Hex(text), st.size, st.mtimeMs];
}
