import { spawn } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./project";

/** The repository's tsx, which runs a TypeScript program as its own Node process. */
export const TSX = join(REPO_ROOT, "node_modules", ".bin", "tsx");

/** Runs a TypeScript program to its end (from the repository root) and gives its exit code and what it printed. */
export async function runTsxProgram(file: string, args: readonly string[]): Promise<{ code: number | null; out: string; err: string }> {
  const program = spawn(TSX, [file, ...args], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  program.stdout.on("data", (c: Buffer) => (out += c.toString()));
  program.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    program.once("error", reject);
    program.once("close", resolve);
  });
  return { code, out, err };
}
