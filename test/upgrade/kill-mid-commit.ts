/**
 * Child program for commit-files.test.ts: starts a commit of three files and is killed (SIGKILL, no
 * cleanup of any kind) right after the second write, leaving the project as a crash would.
 *   tsx kill-mid-commit.ts <root>
 */
import * as path from "path";
import { commitFiles } from "../../src/tfgen/write/commit-files";

const root = process.argv[2];
commitFiles(
  root,
  ["a.txt", "b.txt", "new.txt", "made/deep/new.txt"].map((f) => ({ file: path.join(root, f), content: `new ${f}\n` })),
  {
    afterWrite: (_file, i) => {
      if (i === 1) process.kill(process.pid, "SIGKILL");
    },
  },
);
