/**
 * The plugins as installed: package.json's bin entries, compiled by `npm run build`'s tsc configuration, run
 * through a link named pulumi-resource-<pkg> (what npm creates and the engine starts), so the executable-name
 * lookup, the shebang and the dist/providers layout (compiled bindings, JSON copied by tsc) are exercised.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { availablePackages } from "../../src/runtime/plugin/package-files";
import { CREDENTIALS } from "../support/executor-harness";
import { documentedPackage } from "./support/documented-shape";
import { createLookupWorld, type LookupWorld } from "./support/lookup-world";
import { CDKTF_LOADED, ProviderRpc, REPO_ROOT, type RunningPlugin } from "./support/plugin-process";

const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { bin?: Record<string, string> };
const OUT_DIR = join(REPO_ROOT, "build", `plugin-dist-${process.pid}`);
const TRACE = join(__dirname, "support", "trace-cdktf.js");

test("package.json has one pulumi-resource-<pkg> bin entry per generated package, all on the compiled main", () => {
  const packages = availablePackages(join(REPO_ROOT, "providers"));
  expect(packages).toEqual(["edgecenter", "ibm"]);
  expect(packageJson.bin).toEqual({
    ...Object.fromEntries(packages.map((p) => [`pulumi-resource-${p}`, "dist/src/runtime/plugin/main.js"])),
    // Installs the upstream providers without Terraform (docs/installing-providers.md).
    "tflookup-install-providers": "dist/src/runtime/install/main.js",
  });
});

describe("compiled", () => {
  let world: LookupWorld;
  let plugin: RunningPlugin | undefined;

  beforeAll(async () => {
    world = await createLookupWorld("plugin-dist");
    // npm run build's own configuration, only with a private output folder (dist/ may hold someone's build).
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", join(REPO_ROOT, "tsconfig.build.json"), "--outDir", OUT_DIR], {
      cwd: REPO_ROOT,
      stdio: "pipe",
    });
  }, 180_000);

  afterAll(async () => {
    await plugin?.stop();
    rmSync(OUT_DIR, { recursive: true, force: true });
    if (world) rmSync(world.harness.root, { recursive: true, force: true });
  });

  test("tflookup-install-providers from the build finds the built packages' pins", () => {
    const main = join(OUT_DIR, packageJson.bin!["tflookup-install-providers"].replace(/^dist\//, ""));
    const run = spawnSync(process.execPath, [main, "no-such-package"], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("no generated package pins no-such-package (known: edgecenter (Edge-Center/edgecenter 0.12.10), ibm (IBM-Cloud/ibm 2.5.0))");
  });

  test("pulumi-resource-ibm from the build: version, schema, configure and a lookup", async () => {
    const main = join(OUT_DIR, packageJson.bin!["pulumi-resource-ibm"].replace(/^dist\//, ""));
    expect(existsSync(main)).toBe(true);
    chmodSync(main, 0o755); // npm does this for bin targets on install
    const binDir = join(world.harness.root, "bin");
    mkdirSync(binDir);
    symlinkSync(main, join(binDir, "pulumi-resource-ibm"));

    plugin = await world.start("ibm", { command: { file: join(binDir, "pulumi-resource-ibm"), args: [] }, env: { NODE_OPTIONS: `--require ${TRACE}` } });
    const rpc = new ProviderRpc(plugin.client);
    expect(await rpc.getPluginInfo()).toBe("2.5.0");
    // tsc re-serialises the JSON it copies, so the built schema is the committed one in content, not in bytes.
    expect(JSON.parse(await rpc.getSchema())).toEqual(JSON.parse(readFileSync(join(REPO_ROOT, "providers", "ibm", "pulumi", "schema.json"), "utf8")));
    await rpc.configure("ibm", { cloudApiKey: CREDENTIALS.ibm });
    expect(plugin.stderr()).not.toContain(CDKTF_LOADED);

    const token = "ibm:index/getAccount:getAccount";
    const { outputs } = await rpc.invoke(token, { orgGuid: "org-guid-standin-01" });
    expect(documentedPackage("ibm").check(token, outputs)).toEqual([]);
    expect(outputs.orgGuid).toBe("org-guid-standin-01");
    // The executor writes the configuration itself: a lookup never needs cdktf.
    expect(plugin.stderr()).not.toContain(CDKTF_LOADED);
  });

  test("the same build on its default engine, the plugin engine: a lookup with no Terraform and no cdktf", async () => {
    const main = join(OUT_DIR, packageJson.bin!["pulumi-resource-ibm"].replace(/^dist\//, ""));
    const direct = await world.start("ibm", {
      command: { file: process.execPath, args: [main, "--package", "ibm"] },
      env: {
        NODE_OPTIONS: `--require ${TRACE}`,
        TFLOOKUP_ENGINE: undefined,
        TERRAFORM_BINARY_NAME: join(world.harness.root, "no-terraform-here"),
        TFLOOKUP_PROVIDER_BINARY_IBM: world.harness.providerBinaries["IBM-Cloud/ibm"],
      },
    });
    try {
      const rpc = new ProviderRpc(direct.client);
      await rpc.configure("ibm", { cloudApiKey: CREDENTIALS.ibm });
      const token = "ibm:index/getAccount:getAccount";
      const { outputs } = await rpc.invoke(token, { orgGuid: "org-guid-standin-01" });
      expect(documentedPackage("ibm").check(token, outputs)).toEqual([]);
      expect(outputs.id).toBe("acct-standin-7f3a0c21");
      expect(direct.stderr()).not.toContain(CDKTF_LOADED);
    } finally {
      await direct.stop();
    }
  });
});
