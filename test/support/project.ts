import { spawn, type SpawnOptions } from "child_process";
import { createHash } from "crypto";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

export const REPO_ROOT = path.resolve(__dirname, "..", "..");

/**
 * What `generate` reads and writes; a copy holding these behaves like the repository for the generator
 * (package.json: the version and pins the generated packages take).
 */
const PROJECT_INPUTS = ["package.json", "cdktf.json", "schemas", "overrides"] as const;

export function makeTempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tflookup-${label}-`));
}

/**
 * A throw-away copy of the project that generation can run in without touching the real tree. There is no
 * node_modules in it on purpose: generate keeps its cache under <root>/node_modules/.cache, and a symlink to
 * the real node_modules would let every copy write into the repository's cache. Nothing needs one either:
 * the generator is loaded from this repository (in-process, or by path in a child with the copy as cwd).
 */
export function makeProjectCopy(label: string, opts: { withProviders?: boolean } = {}): string {
  const root = makeTempDir(label);
  for (const p of PROJECT_INPUTS) fs.cpSync(path.join(REPO_ROOT, p), path.join(root, p), { recursive: true });
  if (opts.withProviders !== false) {
    // The generated tree only: not the packages' build output or npm folders (test/packages builds in place).
    const generated = (src: string) =>
      !/^providers\/[^/]+\/(dist|node_modules)$/.test(path.relative(REPO_ROOT, src).split(path.sep).join("/"));
    fs.cpSync(path.join(REPO_ROOT, "providers"), path.join(root, "providers"), { recursive: true, filter: generated });
  }
  return root;
}

export function removeDir(dir: string | undefined): void {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

// Written here rather than imported from src/tfgen/write so that a bug there cannot hide files from the tests.
export function listFilesUnder(dir: string, rel = ""): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFilesUnder(dir, r));
    else out.push(r);
  }
  return out.sort();
}

/** relative path → sha256 of the bytes, for "byte-identical" comparisons that print which file differs. */
export function hashFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of listFilesUnder(dir))
    out[rel] = createHash("sha256")
      .update(fs.readFileSync(path.join(dir, rel)))
      .digest("hex");
  return out;
}

export interface Captured<T> {
  result: T;
  stdout: string;
  stderr: string;
}

/** Runs `fn` with process.stdout/stderr captured, so CLI entry points can be called in-process. */
export function captureOutput<T>(fn: () => T): Captured<T> {
  let stdout = "";
  let stderr = "";
  const out = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  });
  const err = jest.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += chunk.toString();
    return true;
  });
  try {
    return { result: fn(), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

/**
 * Rewrites a schema of the copy at `root` and re-pins it in the copy's lock, the way pull-schemas would, so
 * that loading succeeds and generation has to produce a different tree.
 */
export function editPinnedSchema(root: string, file: string, edit: (schema: any) => void): void {
  const schemaPath = path.join(root, "schemas", file);
  const schema = JSON.parse(fs.readFileSync(schemaPath, "utf8"));
  edit(schema);
  const text = JSON.stringify(schema, null, 2) + "\n";
  fs.writeFileSync(schemaPath, text);
  const lockPath = path.join(root, "schemas", "schemas.lock.json");
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  const entry = Object.values(lock.providers as Record<string, { schemaFile: string; sha256: string }>).find((e) => e.schemaFile === file);
  if (!entry) throw new Error(`no lock entry for ${file}`);
  entry.sha256 = createHash("sha256").update(text).digest("hex");
  fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
}

export interface ChildOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A child process with its output collected until it exits and its output ends (stdin closed). `kill` and
 * `pid` are for tests that stop it early or look for what it left running.
 */
export function startChild(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): { done: Promise<ChildOutcome>; kill(): void; pid?: number } {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return {
    done: new Promise((resolve, reject) => {
      child.on("error", reject);
      // "close", not "exit": only then has all of its output been read.
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    }),
    kill: () => child.kill("SIGKILL"),
    pid: child.pid,
  };
}
