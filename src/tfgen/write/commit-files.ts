import * as fs from "fs";
import * as path from "path";
import { writeFileAtomic } from "../../runtime/files/atomic-file";

export interface FileWrite {
  /** Absolute path. */
  file: string;
  content: string;
  /** Permission bits; those of the file being replaced when absent (schema snapshots are read-only). */
  mode?: number;
}

interface JournalEntry {
  file: string;
  /** Name of the saved previous content inside the journal folder; null when the file did not exist. */
  backup: string | null;
  mode: number | null;
}

interface Journal {
  state: "committing" | "done";
  entries: JournalEntry[];
  /** Folders the commit created (e.g. reports/), removed again on rollback. */
  createdDirs: string[];
}

/** Folder (under the project root, git-ignored via `.staging-*`) that holds the journal while a commit runs. */
export const JOURNAL_DIR = ".staging-tflookup-commit";

export interface CommitHooks {
  /** Runs after every file was written; its own writes (the generated tree) are the last step of the commit. */
  last?: () => void;
  /** Called after each file write; lets tests inject a failure part-way. */
  afterWrite?: (file: string, index: number) => void;
}

function modeOf(file: string): number | null {
  try {
    return fs.statSync(file).mode & 0o777;
  } catch {
    return null;
  }
}

/**
 * Writes several files so that either all of them change or none does. Each file is written atomically on
 * its own; before the first one, the previous contents are saved in a journal, and any failure (including
 * one in `last`) puts them back. A run killed part-way leaves the journal behind, and the next commit in
 * the same project (or `recoverInterruptedCommit`) restores the old files before doing anything else.
 */
export function commitFiles(root: string, writes: FileWrite[], hooks: CommitHooks = {}): void {
  recoverInterruptedCommit(root);
  const dir = path.join(root, JOURNAL_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const journal: Journal = { state: "committing", entries: [], createdDirs: [] };
  // Created up front and journalled, so a rollback (or a recovery after a kill) can take them away again.
  for (const w of writes) {
    const made = fs.mkdirSync(path.dirname(w.file), { recursive: true });
    if (made) journal.createdDirs.push(made);
  }
  writes.forEach((w, i) => {
    const mode = modeOf(w.file);
    let backup: string | null = null;
    if (mode !== null) {
      backup = `backup-${i}`;
      saveBackup(w.file, path.join(dir, backup));
    }
    journal.entries.push({ file: w.file, backup, mode });
  });
  writeFileAtomic(path.join(dir, "journal.json"), JSON.stringify(journal, null, 2));
  try {
    writes.forEach((w, i) => {
      const mode = w.mode ?? modeOf(w.file) ?? undefined;
      writeFileAtomic(w.file, w.content, mode);
      hooks.afterWrite?.(w.file, i);
    });
    hooks.last?.();
  } catch (err) {
    rollBack(dir, journal);
    throw err;
  }
  journal.state = "done";
  writeFileAtomic(path.join(dir, "journal.json"), JSON.stringify(journal, null, 2));
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A hard link keeps the old file itself (inode, bytes and mtime), and the writes below replace the path
 * with a new file rather than changing it, so putting the link back restores the file exactly: tools
 * that go by mtime (make, the generate cache, editors) see nothing happened. Copying is the fallback
 * where links are not possible.
 */
function saveBackup(file: string, backup: string): void {
  try {
    fs.linkSync(file, backup);
  } catch {
    fs.copyFileSync(file, backup);
    const st = fs.statSync(file);
    fs.utimesSync(backup, st.atime, st.mtime);
  }
}

function rollBack(dir: string, journal: Journal): void {
  for (const e of journal.entries) {
    if (e.backup === null) fs.rmSync(e.file, { force: true });
    else fs.renameSync(path.join(dir, e.backup), e.file);
  }
  for (const d of [...(journal.createdDirs ?? [])].reverse()) fs.rmSync(d, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Puts back the files of a commit that was killed before it finished; returns whether there was one. */
export function recoverInterruptedCommit(root: string): boolean {
  const dir = path.join(root, JOURNAL_DIR);
  let journal: Journal;
  try {
    journal = JSON.parse(fs.readFileSync(path.join(dir, "journal.json"), "utf8")) as Journal;
  } catch {
    // No journal (or one killed while being written, before any project file changed): only debris.
    fs.rmSync(dir, { recursive: true, force: true });
    return false;
  }
  if (journal.state === "done") {
    fs.rmSync(dir, { recursive: true, force: true });
    return false;
  }
  rollBack(dir, journal);
  return true;
}
