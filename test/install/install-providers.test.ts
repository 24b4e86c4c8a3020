/**
 * From a fresh cache, with no Terraform reachable: `npm run install-providers` installs every pinned
 * provider (one through the registry protocol, one through a network mirror, as the CLI configuration
 * says), with progress lines and a summary; the installed binary starts and completes the plugin handshake;
 * afterwards a locked-down process (TFLOOKUP_INSTALL=0) finds the providers, checked against the lock file.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { ensureProvider, InstallError } from "../../src/runtime/install";
import { pinnedStandinProviders } from "../standin/mirror";
import { startTestRegistry, type TestRegistry } from "../support/provider-registry";
import { REPO_ROOT } from "../standin/build";
import { startChild, type ChildOutcome } from "../support/project";
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE } from "../standin/program/plugin-server";
import { createTlsIdentity } from "../standin/program/tls-identity";
import { currentPlatform } from "../../src/runtime/install/platform";
import { defaultPackageDirs, findProviderPackages } from "../../src/runtime/install/provider-packages";
import { q, tempRoot, writeHcl } from "./helpers";

let registry: TestRegistry;
let root: string;

beforeAll(async () => {
  registry = await startTestRegistry({ providers: pinnedStandinProviders(), platforms: [currentPlatform()], mirrorHashes: ["zh"] });
  root = tempRoot("tflookup-install-providers-");
});

afterAll(async () => {
  await registry?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function run(args: string[], env: NodeJS.ProcessEnv): Promise<ChildOutcome> {
  const script = join(REPO_ROOT, "scripts", "install-providers.ts");
  return startChild(process.execPath, ["-r", "tsx/cjs", script, ...args], { cwd: REPO_ROOT, env }).done;
}

test("no generated package where it looks: a one-line error naming the folders and what to do, exit 1", async () => {
  const empty = join(root, "no-packages");
  mkdirSync(empty, { recursive: true });
  const out = await run(["--providers-dir", empty], { PATH: dirname(process.execPath) });
  expect(out.code).toBe(1);
  expect(out.stderr).toBe(
    `install-providers: no generated provider package (@tflookup/<provider>) found in ${empty}; ` +
      "install one (npm install @tflookup/<provider>) or name its folder with --providers-dir\n",
  );
});

test("installed packages are found nearest first: a node_modules/@tflookup folder of built packages (dist/pulumi)", () => {
  const project = join(root, "consumer", "app");
  const nested = join(project, "node_modules", "@tflookup");
  const outer = join(root, "consumer", "node_modules", "@tflookup");
  // Built packages ship their SDK under dist/pulumi; an outer folder's copy of the same package is shadowed.
  for (const [dir, pkg] of [
    [nested, "ibm"],
    [outer, "ibm"],
    [outer, "edgecenter"],
  ] as const) {
    const sdk = join(dir, pkg, "dist", "pulumi");
    mkdirSync(sdk, { recursive: true });
    copyFileSync(join(REPO_ROOT, "providers", pkg, "pulumi", "metadata.json"), join(sdk, "metadata.json"));
  }
  mkdirSync(join(nested, "runtime"), { recursive: true });
  const found = findProviderPackages(defaultPackageDirs(project).filter((d) => d.startsWith(root)));
  expect(found).toEqual([
    { pkg: "ibm", source: "IBM-Cloud/ibm", version: "2.5.0", dir: join(nested, "ibm") },
    { pkg: "edgecenter", source: "Edge-Center/edgecenter", version: "0.12.10", dir: join(outer, "edgecenter") },
  ]);
});

test("install-providers without Terraform, then the binary starts, then a locked-down lookup finds it", async () => {
  const home = join(root, "home");
  const cacheDir = join(root, "tflookup-cache");
  mkdirSync(home, { recursive: true });
  const cliConfig = writeHcl(
    join(root, "terraform.rc"),
    [
      // The pinned providers' own addresses: the registry's host is redirected here, as a private copy of it would be.
      `host "registry.terraform.io" {`,
      `  services = {`,
      `    "providers.v1" = ${q(`${registry.origin}v1/providers/`)}`,
      `  }`,
      `}`,
      `provider_installation {`,
      `  network_mirror {`,
      `    url     = ${q(registry.mirrorUrl)}`,
      `    include = ["edge-center/edgecenter"]`,
      `  }`,
      `  direct {`,
      `    exclude = ["edge-center/edgecenter"]`,
      `  }`,
      `}`,
    ].join("\n"),
  );
  // Only node's own directory on PATH: no terraform.
  const env = {
    PATH: dirname(process.execPath),
    HOME: home,
    TF_CLI_CONFIG_FILE: cliConfig,
    TFLOOKUP_CACHE_DIR: cacheDir,
    SSL_CERT_FILE: registry.pki.caFile,
  };
  expect(spawnSync("sh", ["-c", "command -v terraform"], { env }).status).not.toBe(0);

  const out = await run([], env);
  expect({ code: out.code, stderr: out.stderr }).toEqual({ code: 0, stderr: "" });
  // Run in the checkout, it finds the workspace's packages (node_modules/@tflookup links to providers/) and says so.
  expect(out.stdout).toContain(
    "install-providers: found edgecenter (Edge-Center/edgecenter 0.12.10) in node_modules/@tflookup/edgecenter\n",
  );
  expect(out.stdout).toContain("install-providers: found ibm (IBM-Cloud/ibm 2.5.0) in node_modules/@tflookup/ibm\n");
  for (const p of pinnedStandinProviders()) {
    const lines = out.stdout.split("\n").filter((l) => l.includes(`${p.source} ${p.version}`));
    for (const step of ["resolve", "download", "verify", "unpack", "done"])
      expect(
        lines.some((l) => new RegExp(`\\] ${p.source.replace("/", "\\/")} ${p.version.replace(/\./g, "\\.")}\\s+${step}\\b`).test(l)),
      ).toBe(true);
  }
  expect(out.stdout).toMatch(/verify signed by key [0-9A-F]{16}/);
  expect(out.stdout).toMatch(/verify matches the mirror's zh: hash/);
  expect(out.stdout).toContain("install-providers: 2 of 2 ready in");
  expect(out.stdout).toContain(`IBM-Cloud/ibm 2.5.0: installed from registry registry.terraform.io`);
  expect(out.stdout).toContain(`Edge-Center/edgecenter 0.12.10: installed from network mirror ${registry.mirrorUrl}`);
  expect(out.stdout).toContain(`lock file: ${join(cacheDir, ".terraform.lock.hcl")}`);

  // Named, a second time: everything is already there.
  const again = await run(["ibm"], env);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("install-providers: 1 of 1 ready");
  expect(again.stdout).toContain(
    `IBM-Cloud/ibm 2.5.0: already in the cache, from ` +
      `${join(cacheDir, "plugins", "registry.terraform.io", "ibm-cloud", "ibm", "2.5.0", currentPlatform())}`,
  );
  const unknown = await run(["nope"], env);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain(
    "no generated package pins nope (known: edgecenter (Edge-Center/edgecenter 0.12.10), ibm (IBM-Cloud/ibm 2.5.0))",
  );

  // A locked-down process finds what was installed, checked against the lock file, without the network.
  const lockedDown = { ...env, TFLOOKUP_INSTALL: "0" };
  await registry.close();
  const ibm = await ensureProvider({ source: "IBM-Cloud/ibm", version: "2.5.0", env: lockedDown, home });
  expect(ibm).toMatchObject({ installed: false, origin: "plugin cache" });
  const missing = await ensureProvider({ source: "IBM-Cloud/ibm", version: "2.4.0", env: lockedDown, home }).catch((e: unknown) => e);
  expect(missing).toBeInstanceOf(InstallError);
  expect((missing as InstallError).message).toContain("run `npm run install-providers -- registry.terraform.io/ibm-cloud/ibm`");

  // The installed binary is a working provider: it completes go-plugin's handshake.
  const client = await createTlsIdentity();
  const child = spawn(ibm.binaryPath, [], {
    env: {
      PATH: env.PATH,
      [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE,
      PLUGIN_CLIENT_CERT: client.certificatePem,
      PLUGIN_PROTOCOL_VERSIONS: "5,6",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let text = "";
      child.stdout.on("data", (c: Buffer) => {
        text += c.toString();
        if (text.includes("\n")) resolve(text.slice(0, text.indexOf("\n")));
      });
      child.on("exit", (code) => reject(new Error(`the provider exited with ${code} before the handshake`)));
    });
    expect(line).toMatch(/^1\|[56]\|(unix|tcp)\|[^|]+\|grpc\|/);
  } finally {
    child.kill("SIGTERM");
  }
});
