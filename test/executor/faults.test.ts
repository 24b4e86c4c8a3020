/**
 * Faults stay with their lookup, and nothing is left behind (issue 10, items 4 and 5):
 * - a provider that crashes in the middle of a batch spanning two providers fails only the lookups it was
 *   reading; the other provider's lookups are run again and succeed;
 * - a program killed mid-run leaves its run directory, and the next executor on the machine removes it once the
 *   owner is gone (and leaves alone the directories of live owners and of other hosts);
 * - disk errors name the directory and the setting that chose it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { Executor } from "../../src/runtime/executor";
import { DiskError, onDisk } from "../../src/runtime/files/disk";
import { writeRunFile } from "../../src/runtime/engines/terraform/workspace";
import { setLocalExecutor } from "../../src/runtime/invoke/local";
import * as edgecenter from "../../providers/edgecenter/pulumi";
import * as ibm from "../../providers/ibm/pulumi";
import { CREDENTIALS, createHarness, type Harness } from "../support/executor-harness";
import { removeDir, REPO_ROOT } from "../support/project";

let h: Harness;

beforeAll(async () => {
  h = await createHarness("faults");
});

afterAll(() => {
  setLocalExecutor(undefined);
  removeDir(h?.root);
});

const runDirs = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((d) => d.startsWith("tflookup-run-")) : []);

describe("a provider crash in a batch spanning two providers", () => {
  test("fails only the lookup the crashed provider was reading; the other provider's lookups re-run and succeed", async () => {
    const executor = new Executor(h.options({ env: { STANDIN_CRASH_ON: "crash-me-please" } }));
    setLocalExecutor(executor);
    const [account, image, info] = await Promise.allSettled([
      ibm.getAccount({ orgGuid: "org-guid-standin-01" }),
      edgecenter.getImage({ name: "crash-me-please", projectId: 101, regionId: 8 }),
      ibm.getAccountInfo({ accountId: "acc-standin-0001" }),
    ]);
    expect(account.status === "fulfilled" && account.value.id).toBe("acct-standin-7f3a0c21");
    expect(info.status === "fulfilled" && info.value.linkedLegacyBAccount).toBe("SL-standin-1234567");
    expect(image.status).toBe("rejected");
    const message = (image as PromiseRejectedResult).reason.message as string;
    // Terraform words a provider that dies mid-read either way, depending on which of its goroutines notices first.
    expect(message).toMatch(/getImage \(edgecenter:index\/getImage:getImage\): (Plugin did not respond|Request cancelled)/);
    expect(message).toContain("(the edgecenter provider crashed)");
    // The failed run, then the re-run without the crashed lookup.
    expect(executor.stats().runs).toBe(2);
    expect(runDirs(h.tmpDir)).toEqual([]);
  });
});

describe("leftover run directories", () => {
  /** A pid that was just in use and is not any more. */
  function deadPid(): number {
    const child = spawnSync(process.execPath, ["-e", ""]);
    return child.pid;
  }

  function leftover(tmp: string, name: string, owner: unknown): string {
    const dir = join(tmp, name);
    mkdirSync(join(dir, "nested"), { recursive: true });
    writeFileSync(join(dir, "main.tf.json"), "{}");
    if (owner !== undefined) writeFileSync(join(dir, ".tflookup-owner"), JSON.stringify(owner));
    return dir;
  }

  test("removed by the next executor once the owner is gone; live owners, other hosts and unowned ones are kept", () => {
    const tmp = join(h.root, "leftovers");
    mkdirSync(tmp);
    const dead = leftover(tmp, "tflookup-run-dead", { host: hostname(), pid: deadPid() });
    const live = leftover(tmp, "tflookup-run-live", { host: hostname(), pid: process.ppid });
    const elsewhere = leftover(tmp, "tflookup-run-elsewhere", { host: `not-${hostname()}`, pid: deadPid() });
    const unowned = leftover(tmp, "tflookup-run-unowned", undefined);
    const unrelated = leftover(tmp, "something-else", { host: hostname(), pid: deadPid() });
    new Executor(h.options({ tmpDir: tmp }));
    expect([dead, live, elsewhere, unowned, unrelated].map((d) => [d, existsSync(d)])).toEqual([
      [dead, false],
      [live, true],
      [elsewhere, true],
      [unowned, true],
      [unrelated, true],
    ]);
  });

  test("a program killed with SIGKILL in the middle of a lookup leaves its run directory, and the next executor removes it", async () => {
    const tmp = join(h.root, "killed");
    const child = spawnSync(join(REPO_ROOT, "node_modules", ".bin", "tsx"), [join(__dirname, "programs", "killed-mid-run.ts")], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile,
        TFLOOKUP_CACHE_DIR: h.cacheDir,
        TFLOOKUP_TMPDIR: tmp,
        // Run directories belong to the Terraform engine; the plugin engine writes none.
        TFLOOKUP_ENGINE: "terraform",
        PULUMI_CONFIG: JSON.stringify({ "ibm:cloudApiKey": CREDENTIALS.ibm }),
        PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(["ibm:cloudApiKey"]),
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    // tsx relays the signal its child died of.
    expect({ stdout: child.stdout, signal: child.signal ?? child.status }).toEqual({ stdout: "", signal: expect.anything() });
    const left = runDirs(tmp);
    expect(left).toHaveLength(1);
    // The orphaned Terraform fails without its state server and exits; wait until nothing works in the directory.
    await waitUntil(() => !processWithCwdIn(join(tmp, left[0])), 60_000);
    new Executor(h.options({ tmpDir: tmp }));
    expect(runDirs(tmp)).toEqual([]);
  });
});

describe("disk errors name the directory and the setting that chose it", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of ["TFLOOKUP_TMPDIR", "TFLOOKUP_CACHE_DIR"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });

  test("TFLOOKUP_TMPDIR under a regular file", async () => {
    const file = join(h.root, "a-file");
    writeFileSync(file, "");
    process.env.TFLOOKUP_TMPDIR = join(file, "tmp");
    const executor = new Executor({ ...h.options(), tmpDir: undefined });
    const err = (await executor
      .lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" })
      .catch((e: unknown) => e)) as Error;
    expect(err.message).toBe(
      `tflookup cannot create a run directory in ${join(file, "tmp")} (chosen by TFLOOKUP_TMPDIR): ` +
        `part of the path is not a directory (ENOTDIR)`,
    );
  });

  test("TFLOOKUP_CACHE_DIR under a regular file", async () => {
    const file = join(h.root, "another-file");
    writeFileSync(file, "");
    process.env.TFLOOKUP_CACHE_DIR = join(file, "cache");
    const executor = new Executor({ ...h.options(), cacheDir: undefined });
    const err = (await executor
      .lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" })
      .catch((e: unknown) => e)) as Error;
    expect(err.message).toBe(
      `tflookup cannot write the Terraform CLI configuration and plugin cache in ${join(file, "cache")} (chosen by TFLOOKUP_CACHE_DIR): ` +
        `part of the path is not a directory (ENOTDIR)`,
    );
  });

  test("a full disk (writing to /dev/full) and a read-only one are named as such", () => {
    const place = { tmpDir: "/dev", settings: { cacheDir: "TFLOOKUP_CACHE_DIR", tmpDir: "TFLOOKUP_TMPDIR" } };
    expect(() => writeRunFile(place, "/dev/full", "x")).toThrow(
      new DiskError(
        "tflookup cannot write the run's files in /dev (chosen by TFLOOKUP_TMPDIR): no space is left on the device (ENOSPC)",
        "/dev",
        "ENOSPC",
      ),
    );
    const readOnly = Object.assign(new Error("EROFS: read-only file system, mkdir '/ro/x'"), { code: "EROFS" });
    expect(() =>
      onDisk({ dir: "/ro", setting: "TFLOOKUP_CACHE_DIR" }, "create the provider installation directory", () => {
        throw readOnly;
      }),
    ).toThrow(
      "tflookup cannot create the provider installation directory in /ro (chosen by TFLOOKUP_CACHE_DIR): " +
        "the file system is read-only (EROFS)",
    );
  });
});

function processWithCwdIn(dir: string): boolean {
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) return true;
    } catch {
      // gone, or not ours to read
    }
  }
  return false;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}
