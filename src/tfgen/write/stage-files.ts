import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileRecord, type FileRecord } from "./file-record";
import { stagingWriter, type StagedState } from "./tree";

/**
 * Writes files into a provider's folder of the staging tree (`into`), comparing each with the previous tree's
 * (`from`): a file equal to it is hard-linked from it, so that it keeps its mtime. What the generation worker stages
 * while the main thread still generates. Synchronous: the writes cost the kernel's CPU either way, and on a busy
 * machine the pool's threads that asynchronous writes use cost more than they overlap. Each file's cache record is
 * made here too (the swap moves the folder, not the files), so that the main thread hashes only the files it wrote.
 */
export function stageFiles(
  files: readonly (readonly [string, string | undefined])[],
  { into, from }: { into: string; from: string },
): StagedRow[] {
  const writer = stagingWriter(into);
  const out: StagedRow[] = [];
  for (const [rel, text] of files) {
    if (text === undefined) continue;
    const old = join(from, rel);
    let before: string | undefined;
    try {
      before = readFileSync(old, "utf8");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT" && (e as NodeJS.ErrnoException).code !== "ENOTDIR") throw e;
    }
    const state: StagedState = before === text ? "unchanged" : before === undefined ? "added" : "changed";
    if (state === "unchanged") writer.link(rel, old);
    else writer.write(rel, text);
    out.push([rel, state, fileRecord(join(into, rel), text)]);
  }
  return out;
}

/** A staged file: its path in the provider's folder, how it compares with the previous tree's, its cache record. */
export type StagedRow = [string, StagedState, FileRecord];
