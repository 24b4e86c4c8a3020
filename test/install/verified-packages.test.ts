import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hashDirectory } from "../../src/runtime/install/hashes";
import { packageStamp, verifiedPackageHash } from "../../src/runtime/install/verified-packages";
import { tempRoot } from "./helpers";

/* The lock check's h1: of a cached package is kept in the cache directory, keyed by what the files are. */

let n = 0;
function aPackage(): { pkg: string; cache: string } {
  const dir = tempRoot("verified-");
  const pkg = join(dir, `pkg-${++n}`);
  mkdirSync(join(pkg, "docs"), { recursive: true });
  writeFileSync(join(pkg, "terraform-provider-x"), "#!/bin/sh\necho one\n", { mode: 0o755 });
  writeFileSync(join(pkg, "docs", "LICENSE"), "text\n");
  return { pkg, cache: join(dir, "cache") };
}

const records = (cache: string) => readdirSync(join(cache, "verified-packages"));
const recordOf = (cache: string, root: string) =>
  join(cache, "verified-packages", `${createHash("sha256").update(root).digest("hex")}.json`);

test("the first check hashes the package and keeps the hash in the cache directory, nothing else", async () => {
  const { pkg, cache } = aPackage();
  const h1 = await verifiedPackageHash(pkg, cache);
  expect(h1).toBe(await hashDirectory(pkg));
  const [record, ...others] = records(cache);
  expect(others).toEqual([]);
  expect(record).toMatch(/^[0-9a-f]{64}\.json$/);
  expect(JSON.parse(readFileSync(join(cache, "verified-packages", record), "utf8"))).toEqual({
    dir: expect.stringContaining("pkg-"),
    stamp: packageStamp(pkg).stamp,
    h1,
  });
});

test("another process reuses the kept hash while the files are unchanged (it does not read them again)", async () => {
  const { pkg, cache } = aPackage();
  // As another process left it: the record's hash is what comes back, so the files were not hashed here.
  const { root, stamp } = packageStamp(pkg);
  const forged = "h1:kept-by-another-process=";
  mkdirSync(join(cache, "verified-packages"), { recursive: true });
  writeFileSync(recordOf(cache, root), JSON.stringify({ dir: root, stamp, h1: forged }));
  expect(await verifiedPackageHash(pkg, cache)).toBe(forged);
});

test.each([
  ["a file rewritten with the same size", (pkg: string) => writeFileSync(join(pkg, "terraform-provider-x"), "#!/bin/sh\necho two\n")],
  ["a file added", (pkg: string) => writeFileSync(join(pkg, "docs", "NOTICE"), "n\n")],
  ["a file's mode changed (its ctime moves)", (pkg: string) => chmodSync(join(pkg, "docs", "LICENSE"), 0o600)],
])("%s: the package is hashed again", async (_what, change) => {
  const { pkg, cache } = aPackage();
  const before = await verifiedPackageHash(pkg, cache);
  const stampBefore = packageStamp(pkg).stamp;
  change(pkg);
  expect(packageStamp(pkg).stamp).not.toBe(stampBefore);
  const after = await verifiedPackageHash(pkg, cache);
  expect(after).toBe(await hashDirectory(pkg));
  // A mode is not part of h1:, so only the content changes give another hash; all three are hashed again.
  if (!_what.includes("mode")) expect(after).not.toBe(before);
});

test("a record that does not parse, or was made for another directory, is ignored", async () => {
  for (const bad of ["unparsable", "other directory"]) {
    const { pkg, cache } = aPackage();
    const { root, stamp } = packageStamp(pkg);
    mkdirSync(join(cache, "verified-packages"), { recursive: true });
    writeFileSync(recordOf(cache, root), bad === "unparsable" ? "{" : JSON.stringify({ dir: `${root}-other`, stamp, h1: "h1:x=" }));
    expect(await verifiedPackageHash(pkg, cache)).toBe(await hashDirectory(pkg));
  }
});

test("a cache directory that cannot be written only costs the hash: the answer is right and nothing is left", async () => {
  const { pkg } = aPackage();
  const blocked = join(tempRoot("verified-ro-"), "file");
  writeFileSync(blocked, "not a directory\n");
  expect(await verifiedPackageHash(pkg, blocked)).toBe(await hashDirectory(pkg));
  expect(readFileSync(blocked, "utf8")).toBe("not a directory\n");
});
