/**
 * A lookup that names a package nobody installed: the error says the name is unknown, lists the packages there are
 * and suggests the likeliest, instead of pointing at a metadata.json that cannot exist and telling a user to run
 * this repository's generator. That advice stays for the one case it fixes: a checkout's package folder whose SDK
 * was never generated.
 */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Executor, MetadataError, UnknownPackageError } from "../../src/runtime/index";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

let tmp: string;
beforeAll(() => (tmp = makeTempDir("unknown-package")));
afterAll(() => removeDir(tmp));

const executor = (providersDir?: string) => new Executor({ providersDir, cacheDir: join(tmp, "cache"), tmpDir: join(tmp, "tmp") });

test("a mistyped package is unknown: the installed packages are listed and the nearest suggested, as a rejected promise", async () => {
  const lookup = executor().lookup("edgecentre", "edgecentre:index/getFlavor:getFlavor", { regionName: "r" });
  await expect(lookup).rejects.toThrow(UnknownPackageError);
  const err = await lookup.catch((e: Error) => e);
  expect(err.message).toBe('unknown package "edgecentre"; did you mean "edgecenter"? (installed: edgecenter, ibm)');
  expect(err.message).not.toMatch(/metadata\.json|npm run generate/);
  expect(err).toMatchObject({ pkg: "edgecentre", installed: ["edgecenter", "ibm"] });
});

test("a name like none of them gets the list without a guess; a folder with no packages says how to get one", async () => {
  await expect(executor().lookup("aws", "aws:index/getRegion:getRegion", {})).rejects.toThrow(
    new UnknownPackageError("aws", ["edgecenter", "ibm"]),
  );
  expect(new UnknownPackageError("aws", ["edgecenter", "ibm"]).message).toBe('unknown package "aws" (installed: edgecenter, ibm)');
  const empty = join(tmp, "empty");
  mkdirSync(empty, { recursive: true });
  await expect(executor(empty).lookup("ibm", "ibm:index/getAccount:getAccount", {})).rejects.toThrow(
    'unknown package "ibm" (none is installed: npm install @tflookup/<provider>, or name a providers/ folder in the executor\'s options)',
  );
});

test("a checkout's package folder without its generated SDK is the one case whose advice is to run npm run generate", async () => {
  const providers = join(tmp, "providers");
  mkdirSync(join(providers, "acme"), { recursive: true });
  writeFileSync(join(providers, "acme", "package.json"), JSON.stringify({ name: "@tflookup/acme" }));
  const err = await executor(providers)
    .lookup("acme", "acme:index/getThing:getThing", {})
    .catch((e: Error) => e);
  expect(err).toBeInstanceOf(MetadataError);
  expect(err.message).toBe(
    `runtime metadata ${join(providers, "acme", "pulumi", "metadata.json")}: no runtime metadata for package "acme" (run npm run generate)`,
  );
});

test("a providers folder whose packages are links to others (as a test project or a workspace links them) lists those", async () => {
  const linked = join(tmp, "linked");
  mkdirSync(linked, { recursive: true });
  symlinkSync(join(REPO_ROOT, "providers", "ibm"), join(linked, "ibm"), "dir");
  await expect(executor(linked).lookup("ibmm", "ibmm:index/getAccount:getAccount", {})).rejects.toThrow(
    'unknown package "ibmm"; did you mean "ibm"? (installed: ibm)',
  );
});
