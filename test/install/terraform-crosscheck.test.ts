/**
 * Real Terraform, told to trust the test CA (SSL_CERT_FILE), installs the same provider from the same test
 * registry as the installer: the hashes in its .terraform.lock.hcl equal ours, our lock file renders as its
 * does, and each uses a plugin cache the other filled without downloading again.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureProvider, readLockFile, renderLockFile } from "../../src/runtime/install";
import { currentPlatform } from "../../src/runtime/install/platform";
import { locateTerraform, runTerraform } from "../../src/runtime/terraform-cli";
import { pinnedStandinProviders } from "../standin/mirror";
import { startTestRegistry, type TestRegistry } from "../support/provider-registry";
import { q, snapshot, tempRoot, writeHcl } from "./helpers";

let registry: TestRegistry;
let root: string;

beforeAll(async () => {
  locateTerraform(); // fails here, saying so, when terraform is missing
  registry = await startTestRegistry({
    providers: pinnedStandinProviders().filter((p) => p.type === "ibm"),
    platforms: [currentPlatform(), "darwin_arm64", "windows_amd64"],
  });
  root = tempRoot("tflookup-tf-crosscheck-");
});

afterAll(async () => {
  await registry?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("Terraform and the installer agree on every hash and share each other's plugin cache", async () => {
  const port = registry.host.split(":")[1];
  // Terraform wants a host name in a provider source; localhost is in the test certificate too.
  const source = `localhost:${port}/ibm-cloud/ibm`;
  const env = { SSL_CERT_FILE: registry.pki.caFile, HOME: root, TF_PLUGIN_CACHE_DIR: undefined };
  const project = (name: string, lock?: string): string => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "main.tf.json"), JSON.stringify({ terraform: { required_providers: { ibm: { source, version: "2.5.0" } } } }));
    if (lock) copyFileSync(lock, join(dir, ".terraform.lock.hcl"));
    return dir;
  };
  const cliConfig = (name: string, cache: string) =>
    (mkdirSync(cache, { recursive: true }), writeHcl)(
      join(root, `${name}.tfrc`),
      `plugin_cache_dir = ${q(cache)}\nprovider_installation {\n  direct {}\n}\n`,
    );
  const init = async (dir: string, config: string) => {
    const run = await runTerraform({ args: ["init", "-input=false", "-no-color"], cwd: dir, cliConfigFile: config, env });
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: "" });
    return run;
  };

  // 1. Terraform installs into its cache.
  const tfCache = join(root, "tf-cache");
  const tfDir = project("tf");
  await init(tfDir, cliConfig("tf", tfCache));
  const tfLockFile = join(tfDir, ".terraform.lock.hcl");
  const tfLock = (await readLockFile(tfLockFile)).get(source)!;
  expect(tfLock.hashes.filter((h) => h.startsWith("zh:"))).toHaveLength(3);
  expect(tfLock.hashes.filter((h) => h.startsWith("h1:"))).toHaveLength(1);
  // Our rendering of Terraform's own lock file is byte for byte what Terraform wrote.
  expect(renderLockFile(await readLockFile(tfLockFile))).toBe(readFileSync(tfLockFile, "utf8"));
  const afterTerraform = registry.archiveDownloads();

  // 2. The installer installs the same package into its own cache: the same hashes, the same layout.
  const ourCache = join(root, "our-cache");
  const ourLock = join(root, "ours", ".terraform.lock.hcl");
  const ours = await ensureProvider({
    source,
    version: "2.5.0",
    cliConfigFile: cliConfig("ours", ourCache),
    lockFile: ourLock,
    env: { ...process.env, ...env },
    home: root,
  });
  expect(ours.installed).toBe(true);
  expect((await readLockFile(ourLock)).get(source)!.hashes).toEqual(tfLock.hashes);
  expect(snapshot(ourCache).filter((e) => !e.startsWith(".tflookup-staging"))).toEqual(snapshot(tfCache));
  expect(registry.archiveDownloads()).toBe(afterTerraform + 1);

  // 3. The installer uses the cache Terraform filled, trusting Terraform's lock file: no download.
  const fromTf = await ensureProvider({
    source,
    version: "2.5.0",
    pluginCacheDir: tfCache,
    lockFile: tfLockFile,
    cliConfigFile: cliConfig("ours2", tfCache),
    env: { ...process.env, ...env },
    home: root,
  });
  expect(fromTf).toMatchObject({ installed: false, origin: "plugin cache" });
  expect(fromTf.binaryPath.startsWith(tfCache)).toBe(true);

  // 4. Terraform uses the cache the installer filled, with the installer's lock file: no download either.
  const tf2 = project("tf2", ourLock);
  await init(tf2, cliConfig("tf2", ourCache));
  expect(registry.archiveDownloads()).toBe(afterTerraform + 1);
  expect(existsSync(join(tf2, ".terraform", "providers", `localhost:${port}`, "ibm-cloud", "ibm", "2.5.0", currentPlatform()))).toBe(true);
  expect(readFileSync(join(tf2, ".terraform.lock.hcl"), "utf8")).toBe(readFileSync(tfLockFile, "utf8"));
});
