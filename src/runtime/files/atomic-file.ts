import * as fs from "fs";
import * as path from "path";

/**
 * Writes through a sibling temp file and a rename, so a reader or a crash never sees half a file; the temp file
 * goes again when the write fails. One definition for the runtime (caches, lock files) and generation alike.
 */
export function writeFileAtomic(file: string, content: string | Buffer, mode?: number): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    fs.writeFileSync(tmp, content, mode === undefined ? undefined : { mode });
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}
