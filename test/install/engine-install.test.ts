/**
 * The plugin engine with the installer wired in, each from a fresh cache and with no Terraform reachable
 * (PATH stripped, TERRAFORM_BINARY_NAME unset): `npm run install-providers` and then a locked-down lookup;
 * a lookup that installs on demand from the HTTPS registry (SSL_CERT_FILE trusting the test CA), with its
 * progress reaching the executor's log option; and one that installs from a filesystem mirror named in the
 * CLI configuration.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../../src/runtime/executor";
import { installProgressLine } from "../../src/runtime/engines/plugin/create";
import { currentPlatform } from "../../src/runtime/install/platform";
import { createHarness, type Harness } from "../support/executor-harness";
import { pinnedStandinProviders } from "../standin/mirror";
import { removeDir, REPO_ROOT, startChild } from "../support/project";
import { startTestRegistry, type TestRegistry } from "../support/provider-registry";
import { withoutTerraform } from "../engines/plugin/support";
import { q, tempRoot, writeHcl } from "./helpers";

const IBM = { token: "ibm:index/getAccount:getAccount", args: { orgGuid: "org-guid-standin-01" } };

let h: Harness;
let registry: TestRegistry;
let root: string;

withoutTerraform();

beforeAll(async () => {
  h = await createHarness("engine-install", { terraform: false });
  // The stand-ins the registry publishes serve this harness's fixture clouds, so lookups can be checked.
  const providers = pinnedStandinProviders({ ibm: join(h.cloudDir, "ibm.json"), edgecenter: join(h.cloudDir, "edgecenter.json") });
  registry = await startTestRegistry({ providers, platforms: [currentPlatform()], mirrorHashes: ["zh"] });
  root = tempRoot("tflookup-engine-install-");
}, 120_000);

afterAll(async () => {
  await registry?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  removeDir(h?.root);
});

/** A CLI configuration that sends the public registry's address to the test registry, as a private copy of it would be. */
function registryConfig(name: string): string {
  return writeHcl(
    join(root, name),
    [`host "registry.terraform.io" {`, `  services = {`, `    "providers.v1" = ${q(`${registry.origin}v1/providers/`)}`, `  }`, `}`].join(
      "\n",
    ),
  );
}

const installedDir = (cacheDir: string, address: string, version: string) =>
  join(cacheDir, "plugins", "registry.terraform.io", address, version, currentPlatform());

function firstZone(): { args: Record<string, unknown>; name: unknown } {
  const zone = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
  return { args: { regionName: zone.region_name }, name: zone.region_name };
}

async function lookUp(options: Parameters<Harness["options"]>[0]): Promise<{ executor: Executor; account: Record<string, unknown> }> {
  const executor = new Executor(h.options({ engine: "plugin", providerBinaries: {}, ...options }));
  try {
    return { executor, account: await executor.lookup("ibm", IBM.token, IBM.args) };
  } finally {
    await executor.close();
  }
}

test(
  "npm run install-providers into a fresh cache without Terraform, " + "then a lookup through the plugin engine with installing off",
  async () => {
    const home = join(root, "home-a");
    mkdirSync(home, { recursive: true });
    const cacheDir = join(root, "cache-a");
    const cliConfig = registryConfig("a.tfrc");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOME: home,
      TF_CLI_CONFIG_FILE: cliConfig,
      TFLOOKUP_CACHE_DIR: cacheDir,
      SSL_CERT_FILE: registry.pki.caFile,
    };
    delete env.TFLOOKUP_TF_CLI_CONFIG;
    expect(spawnSync("sh", ["-c", "command -v terraform"], { env }).status).not.toBe(0);

    const out = await startChild("npm", ["run", "--silent", "install-providers"], { cwd: REPO_ROOT, env }).done;
    expect({ code: out.code, stderr: out.stderr.split("\n").filter((l) => l && !l.startsWith("npm warn")) }).toEqual({
      code: 0,
      stderr: [],
    });
    expect(out.stdout).toContain("install-providers: 2 of 2 ready in");
    const downloads = registry.archiveDownloads();

    // Locked down: the engine must find both in the cache the command filled, held to the lock file it wrote.
    const executor = new Executor(
      h.options({ engine: "plugin", providerBinaries: {}, cacheDir, cliConfigFile: cliConfig, install: false }),
    );
    try {
      expect((await executor.lookup("ibm", IBM.token, IBM.args)).id).toBe("acct-standin-7f3a0c21");
      const zone = firstZone();
      expect((await executor.lookup("edgecenter", "edgecenter:index/getAvailabilityZone:getAvailabilityZone", zone.args)).regionName).toBe(
        zone.name,
      );
      expect(executor.providerStarts()).toBe(2);
    } finally {
      await executor.close();
    }
    expect(registry.archiveDownloads()).toBe(downloads);
  },
);

test(
  "a lookup installs on demand from the HTTPS registry (SSL_CERT_FILE trusts the test CA), " + "with progress through the log option",
  async () => {
    const cacheDir = join(root, "cache-b");
    const cliConfig = registryConfig("b.tfrc");
    const lines: string[] = [];
    const before = registry.archiveDownloads();
    const { account } = await lookUp({
      cacheDir,
      cliConfigFile: cliConfig,
      env: { SSL_CERT_FILE: registry.pki.caFile },
      log: (l) => lines.push(l),
    });
    expect(account.id).toBe("acct-standin-7f3a0c21");
    expect(registry.archiveDownloads()).toBe(before + 1);
    const ibmLines = lines.filter((l) => l.startsWith("tflookup install: registry.terraform.io/ibm-cloud/ibm 2.5.0 "));
    for (const step of ["resolve", "download", "verify", "unpack", "done"])
      expect([step, ibmLines.some((l) => l.includes(` 2.5.0 ${step}`))]).toEqual([step, true]);
    expect(ibmLines.join("\n")).toMatch(/verify signed by key [0-9A-F]{16}/);
    expect(existsSync(installedDir(cacheDir, "ibm-cloud/ibm", "2.5.0"))).toBe(true);
    const lock = readFileSync(join(cacheDir, ".terraform.lock.hcl"), "utf8");
    expect(lock).toMatch(/provider "registry\.terraform\.io\/ibm-cloud\/ibm" \{[^}]*"h1:[^}]*"zh:/);

    // A second program finds it in the cache: no download, no install steps.
    lines.length = 0;
    const again = await lookUp({
      cacheDir,
      cliConfigFile: cliConfig,
      env: { SSL_CERT_FILE: registry.pki.caFile },
      log: (l) => lines.push(l),
    });
    expect(again.account.id).toBe("acct-standin-7f3a0c21");
    expect(registry.archiveDownloads()).toBe(before + 1);
    expect(lines.filter((l) => l.startsWith("tflookup install:")).map((l) => l.split(" ")[4])).toEqual(["cached"]);
  },
);

test("without the test CA trusted, the registry's certificate is refused and nothing is installed", async () => {
  const cacheDir = join(root, "cache-c");
  const err = await lookUp({ cacheDir, cliConfigFile: registryConfig("c.tfrc"), env: { SSL_CERT_FILE: undefined } }).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(err?.message).toMatch(
    /^getAccount \(ibm:index\/getAccount:getAccount\): provider IBM-Cloud\/ibm 2\.5\.0 \(\w+\) is not reachable: /,
  );
  expect(err?.message).toContain(
    `the registry registry.terraform.io (providers.v1 at ${registry.origin}v1/providers/, from a host block): failed`,
  );
  expect(existsSync(installedDir(cacheDir, "ibm-cloud/ibm", "2.5.0"))).toBe(false);
});

test("a lookup installs on demand from a filesystem mirror named in the CLI configuration", async () => {
  const cacheDir = join(root, "cache-d");
  // The harness's CLI configuration: a filesystem_mirror holding the stand-ins, direct for everything else.
  const lines: string[] = [];
  const { account } = await lookUp({ cacheDir, log: (l) => lines.push(l) });
  expect(account.id).toBe("acct-standin-7f3a0c21");
  expect(lines).toContain(
    `tflookup install: registry.terraform.io/ibm-cloud/ibm 2.5.0 resolve from filesystem mirror ${join(h.root, "mirror", "mirror")}`,
  );
  expect(existsSync(installedDir(cacheDir, "ibm-cloud/ibm", "2.5.0"))).toBe(true);
  expect(readFileSync(join(cacheDir, ".terraform.lock.hcl"), "utf8")).toMatch(
    /provider "registry\.terraform\.io\/ibm-cloud\/ibm" \{[^}]*"h1:/,
  );
});

test("progress lines never show a URL's user info or query (pre-signed links, mirror credentials)", () => {
  const line = installProgressLine({
    address: "registry.terraform.io/ibm-cloud/ibm",
    version: "2.5.0",
    step: "download",
    detail:
      "https://user:s3cret@downloads.example/p/terraform-provider-ibm_2.5.0_linux_amd64.zip?X-Amz-Signature=abc123&X-Amz-Credential=key",
    bytes: 1024,
    totalBytes: 2048,
  });
  expect(line).toBe(
    "tflookup install: registry.terraform.io/ibm-cloud/ibm 2.5.0 download " +
      "https://downloads.example/p/terraform-provider-ibm_2.5.0_linux_amd64.zip 1024/2048 bytes",
  );
});
