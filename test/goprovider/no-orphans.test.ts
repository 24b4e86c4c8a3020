/**
 * No provider outlives the program, even one that ignores SIGTERM while stuck in a call: the Go reference
 * provider with GOREF_IGNORE_SIGTERM=1, hanging in ReadDataSource. The program's lookup times out and the program
 * ends; the provider must be gone within the grace period (SIGTERM, then SIGKILL), whether Node exited by itself
 * or was killed outright.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { processesMentioning } from "../engines/plugin/support";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { GOREF, gorefExecutable, makeGorefProject, requireGorefBinary } from "./support";

const TSX = join(REPO_ROOT, "node_modules", ".bin", "tsx");

let root: string;
let work: string;

beforeAll(() => {
  requireGorefBinary();
  root = makeGorefProject([]);
  work = makeTempDir("goref-orphans");
});

afterAll(() => {
  removeDir(root);
  removeDir(work);
});

/** The pids of `pid`'s children (tsx runs the program in a child of its own). */
function childrenOf(pid: number): number[] {
  return spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map(Number);
}

/** Polls until none of the processes mentioning `marker` is left, or `ms` pass; returns those left. */
async function goneWithin(marker: string, ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  while (processesMentioning(marker).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return processesMentioning(marker);
}

test.each(["return", "SIGKILL"] as const)(
  "a provider ignoring SIGTERM, stuck in a call when the program ends (%s), is killed after the grace period",
  async (ending) => {
    const dir = join(work, ending);
    const file = gorefExecutable(join(dir, "terraform-provider-goref"), { GOREF_IGNORE_SIGTERM: "1" });
    const options = { providersDir: join(root, "providers"), providerBinaries: { [GOREF.source]: file }, cacheDir: join(dir, "cache") };
    const child = spawn(
      TSX,
      [join(__dirname, "programs", "stuck-lookup.ts"), ending === "return" ? "return" : "wait", JSON.stringify(options)],
      {
        cwd: REPO_ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const exited = once(child, "exit");
    // A failed expectation must not leave the program (and its stuck provider) running after the test.
    const killAll = (): void => {
      for (const pid of [...childrenOf(child.pid!), child.pid!])
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
    };
    try {
      while (!out.includes("\n") && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
      expect({ out, err }).toEqual({ out: "timed out\n", err: "" });
      expect(processesMentioning(dir).length).toBeGreaterThan(0);
    } catch (e) {
      killAll();
      throw e;
    }
    if (ending === "SIGKILL") {
      // tsx runs the program in a child of its own: both go, leaving Node no chance to do anything.
      killAll();
    }
    const [code] = await exited;
    if (ending === "return") expect(code).toBe(0);
    // The grace period is 2 s; a little more for the kill to land.
    expect(await goneWithin(dir, 4000)).toEqual([]);
  },
);
