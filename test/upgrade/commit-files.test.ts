import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { commitFiles, JOURNAL_DIR, recoverInterruptedCommit } from "../../src/tfgen/write/commit-files";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

/* The all-or-nothing write that pull-schemas and upgrade commit through. */

let root: string;
const stamp = (f: string) => {
  const st = fs.statSync(path.join(root, f));
  return { content: fs.readFileSync(path.join(root, f), "utf8"), mtimeMs: st.mtimeMs, mode: st.mode & 0o777 };
};

beforeEach(() => {
  root = makeTempDir("commit");
  fs.writeFileSync(path.join(root, "a.txt"), "old a\n");
  fs.writeFileSync(path.join(root, "b.txt"), "old b\n", { mode: 0o444 });
  // Old enough that a rewrite within the same millisecond could not hide behind an equal mtime.
  for (const f of ["a.txt", "b.txt"]) fs.utimesSync(path.join(root, f), new Date(2020, 0, 1), new Date(2020, 0, 1));
});
afterEach(() => removeDir(root));

const writes = () => ["a.txt", "b.txt", "new.txt", "made/deep/new.txt"].map((f) => ({ file: path.join(root, f), content: `new ${f}\n` }));

test("success: every file is written, modes are kept, no journal is left", () => {
  commitFiles(root, writes());
  expect(stamp("a.txt").content).toBe("new a.txt\n");
  expect(stamp("b.txt")).toMatchObject({ content: "new b.txt\n", mode: 0o444 });
  expect(stamp("new.txt").content).toBe("new new.txt\n");
  expect(stamp("made/deep/new.txt").content).toBe("new made/deep/new.txt\n");
  expect(fs.existsSync(path.join(root, JOURNAL_DIR))).toBe(false);
});

test("a failure in the last step puts back every file exactly (bytes, mode, mtime) and removes new ones", () => {
  const before = { a: stamp("a.txt"), b: stamp("b.txt") };
  expect(() =>
    commitFiles(root, writes(), {
      last: () => {
        throw new Error("injected");
      },
    }),
  ).toThrow("injected");
  expect(stamp("a.txt")).toEqual(before.a);
  expect(stamp("b.txt")).toEqual(before.b);
  expect(fs.existsSync(path.join(root, "new.txt"))).toBe(false);
  expect(fs.existsSync(path.join(root, "made"))).toBe(false);
  expect(fs.existsSync(path.join(root, JOURNAL_DIR))).toBe(false);
});

test("a run killed mid-commit is undone by the next one", () => {
  const before = { a: stamp("a.txt"), b: stamp("b.txt") };
  // tsx as a loader, not its CLI: the CLI runs the script in a child and would report the kill as an exit code.
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "kill-mid-commit.ts"), root], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  expect(r.signal).toBe("SIGKILL");
  // The crash left a half-applied commit behind.
  expect(stamp("a.txt").content).toBe("new a.txt\n");
  expect(stamp("b.txt").content).toBe("new b.txt\n");
  expect(fs.existsSync(path.join(root, JOURNAL_DIR, "journal.json"))).toBe(true);

  expect(recoverInterruptedCommit(root)).toBe(true);
  expect(stamp("a.txt")).toEqual(before.a);
  expect(stamp("b.txt")).toEqual(before.b);
  expect(fs.existsSync(path.join(root, "new.txt"))).toBe(false);
  expect(fs.existsSync(path.join(root, "made"))).toBe(false);
  expect(fs.existsSync(path.join(root, JOURNAL_DIR))).toBe(false);
  expect(recoverInterruptedCommit(root)).toBe(false);
});
