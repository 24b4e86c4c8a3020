/**
 * The lock directory every writer of a shared file takes (the plugin cache, the lock file, the context file): a lock
 * whose owner died is broken, by its pid, or, when the owner was killed before it could write its pid, by its age.
 */
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { acquireLock, OWNERLESS_LOCK_STALE_MS } from "../../src/runtime/files/disk";
import { makeTempDir, removeDir } from "../support/project";

let dir: string;
beforeEach(() => {
  dir = makeTempDir("disk-lock");
});
afterEach(() => removeDir(dir));

const place = () => ({ dir, setting: "the test's directory" });

test("a lock left without an owner's pid for longer than the stale limit is broken and taken", async () => {
  const lock = join(dir, "x.lock");
  mkdirSync(lock);
  const past = (Date.now() - OWNERLESS_LOCK_STALE_MS - 1000) / 1000;
  utimesSync(lock, past, past);
  const release = await acquireLock(lock, place(), 2000);
  release();
});

test("a fresh lock without a pid yet is waited for, not broken", async () => {
  const lock = join(dir, "y.lock");
  mkdirSync(lock);
  await expect(acquireLock(lock, place(), 300)).rejects.toThrow(`timed out waiting for ${lock}`);
});

test("a lock whose owner is gone is broken by its pid at once", async () => {
  const lock = join(dir, "z.lock");
  mkdirSync(lock);
  writeFileSync(join(lock, "owner"), "2147483646");
  const release = await acquireLock(lock, place(), 2000);
  release();
});
