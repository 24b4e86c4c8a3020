/**
 * The installer against a registry and a network mirror served over HTTPS on 127.0.0.1 by this test (test CA
 * and signing key made at run time), and against filesystem mirrors in both layouts, each chosen by a CLI
 * configuration in HCL or JSON.
 */
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ensureProvider,
  findInstalledProvider,
  hashDirectory,
  hashZipContents,
  InstallError,
  readLockFile,
  type InstallProgress,
} from "../../src/runtime/install";
import { writeFailure } from "../../src/runtime/install/errors";
import { proxyFor } from "../../src/runtime/install/http";
import { currentPlatform } from "../../src/runtime/install/platform";
import { pinnedStandinProviders } from "../standin/mirror";
import { PROXIED_HOST, startTestProxy, startTestRegistry, type TestRegistry } from "../support/provider-registry";
import { REPO_ROOT } from "../standin/build";
import { startChild } from "../support/project";
import { cacheContents, q, snapshot, tempRoot, writeHcl } from "./helpers";

/** ensureProvider in a separate Node process. */
function inProcess(options: object) {
  const program = join(__dirname, "programs", "ensure-provider.ts");
  return startChild(process.execPath, ["-r", "tsx/cjs", program, JSON.stringify(options)], { cwd: REPO_ROOT });
}

const platform = currentPlatform();
const OTHER = "darwin_arm64" === platform ? "linux_amd64" : "darwin_arm64";
let registry: TestRegistry;
let root: string;
let caseNo = 0;

beforeAll(async () => {
  registry = await startTestRegistry({
    providers: pinnedStandinProviders(),
    platforms: [platform, OTHER],
    mirrorHashes: ["zh", "h1"],
    h1: async (pkg, p) => {
      const dir = tempRoot("zip-");
      const file = join(dir, "p.zip");
      writeFileSync(file, pkg.archives.get(p)!.bytes);
      return hashZipContents(file);
    },
  });
  root = tempRoot("tflookup-install-");
});

afterAll(async () => {
  await registry?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  for (const k of Object.keys(registry.faults)) delete (registry.faults as Record<string, unknown>)[k];
});

/** A fresh cache, lock file and environment trusting the test CA. */
function fresh() {
  const dir = join(root, `case-${++caseNo}`);
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    cache: join(dir, "cache"),
    lockFile: join(dir, "lock", ".terraform.lock.hcl"),
    env: { SSL_CERT_FILE: registry.pki.caFile, HOME: dir } as NodeJS.ProcessEnv,
    home: dir,
  };
}

type Case = ReturnType<typeof fresh>;
/** Where a case installs: its lock file, environment and home (the plugin cache comes from its CLI configuration). */
const at = (c: Case) => ({ lockFile: c.lockFile, env: c.env, home: c.home });
/** The same, installing into the case's own plugin cache. */
const cached = (c: Case) => ({ ...at(c), pluginCacheDir: c.cache });

const ibm = () => `${registry.host}/ibm-cloud/ibm`;
const edge = () => `${registry.host}/edge-center/edgecenter`;

describe("install from the registry", () => {
  test("discovers the service, verifies the signed SHA256SUMS, unpacks into the cache and records h1: and every zh:", async () => {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `plugin_cache_dir = ${q(c.cache)}\nprovider_installation {\n  direct {}\n}\n`);
    const events: InstallProgress[] = [];
    const before = registry.archiveDownloads();
    const got = await ensureProvider({
      ...at(c),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: config,
      onProgress: (e) => events.push(e),
    });
    expect(got.installed).toBe(true);
    expect(got.origin).toBe(`registry ${registry.host}`);
    expect(got.binaryPath).toBe(join(c.cache, registry.host, "ibm-cloud", "ibm", "2.5.0", platform, "terraform-provider-ibm_v2.5.0"));
    accessSync(got.binaryPath, constants.X_OK);
    expect(registry.requests).toContain("/.well-known/terraform.json");
    expect(registry.archiveDownloads()).toBe(before + 1);
    expect(new Set(events.map((e) => e.step))).toEqual(new Set(["resolve", "download", "verify", "unpack", "done"]));
    expect(events.find((e) => e.step === "verify")?.detail).toBe(`signed by key ${registry.key.keyId}`);
    const pkg = registry.packages.find((p) => p.spec.type === "ibm")!;
    const h1 = await hashDirectory(got.packageDir);
    const lock = (await readLockFile(c.lockFile)).get(ibm())!;
    expect(lock.version).toBe("2.5.0");
    expect(lock.hashes).toEqual([h1, ...[...pkg.archives.values()].map((a) => `zh:${a.sha256}`)].sort());
    expect(readFileSync(c.lockFile, "utf8")).toContain(
      `provider "${ibm()}" {\n  version     = "2.5.0"\n  constraints = "2.5.0"\n  hashes = [\n`,
    );
    // The h1: of the unpacked package equals the h1: of the archive it came from.
    expect(await hashZipContents(await writeTemp(pkg.archives.get(platform)!.bytes))).toBe(h1);

    const again = await ensureProvider({
      ...at(c),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: config,
    });
    expect(again).toMatchObject({ installed: false, origin: "plugin cache", binaryPath: got.binaryPath });
    expect(registry.archiveDownloads()).toBe(before + 1);
    expect(findInstalledProvider({ source: ibm(), version: "2.5.0", pluginCacheDir: c.cache })).toEqual({
      binaryPath: got.binaryPath,
      packageDir: got.packageDir,
    });
    expect(findInstalledProvider({ source: ibm(), version: "9.9.9", pluginCacheDir: c.cache })).toBeUndefined();
    expect(cacheContents(c.cache).some((e) => e.startsWith(".tflookup-staging/") && e !== ".tflookup-staging/")).toBe(false);
  });

  test("sends the credentials block's token to the registry host, and nowhere in the error when the registry refuses", async () => {
    const c = fresh();
    const config = writeHcl(
      join(c.dir, "terraform.rc"),
      `credentials ${q(registry.host)} {\n  token = "s3cr3t-token"\n}\nprovider_installation {\n  direct {}\n}\n`,
    );
    registry.faults.notFound = ["/v1/providers/edge-center/edgecenter/0.12.10/download"];
    const err = await ensureProvider({
      ...cached(c),
      source: edge(),
      version: "0.12.10",
      cliConfigFile: config,
    }).catch((e: unknown) => e);
    expect(registry.authorizations.at(-1)).toBe("Bearer s3cr3t-token");
    expect(err).toBeInstanceOf(InstallError);
    expect(String((err as Error).message)).not.toContain("s3cr3t");
  });
});

async function writeTemp(bytes: Buffer): Promise<string> {
  const file = join(tempRoot("zip-"), "p.zip");
  writeFileSync(file, bytes);
  return file;
}

describe("through an HTTPS proxy (HTTPS_PROXY, NO_PROXY)", () => {
  test("which URLs use the proxy, as Go's ProxyFromEnvironment decides for Terraform", () => {
    const p = (url: string, env: NodeJS.ProcessEnv) => proxyFor(new URL(url), env);
    expect(p("https://registry.terraform.io/x", {})).toBeUndefined();
    expect(p("https://registry.terraform.io/x", { https_proxy: "proxy:3128" })).toBe("http://proxy:3128");
    expect(p("https://registry.terraform.io/x", { HTTPS_PROXY: "http://p:1", NO_PROXY: "terraform.io" })).toBeUndefined();
    expect(p("https://registry.terraform.io/x", { HTTPS_PROXY: "http://p:1", NO_PROXY: ".terraform.io" })).toBeUndefined();
    expect(p("https://registry.terraform.io/x", { HTTPS_PROXY: "http://p:1", NO_PROXY: "other.io, *" })).toBeUndefined();
    expect(p("https://registry.terraform.io/x", { HTTPS_PROXY: "http://p:1", no_proxy: "terraform.io:8443" })).toBe("http://p:1");
    expect(p("https://registry.terraform.io:8443/x", { HTTPS_PROXY: "http://p:1", no_proxy: "terraform.io:8443" })).toBeUndefined();
    expect(p("https://notterraform.io/x", { HTTPS_PROXY: "http://p:1", NO_PROXY: "terraform.io" })).toBe("http://p:1");
    expect(p("https://localhost:8443/x", { HTTPS_PROXY: "http://p:1" })).toBeUndefined();
    expect(p("https://127.0.0.1/x", { HTTPS_PROXY: "http://p:1" })).toBeUndefined();
  });

  test(
    "every request to the registry goes through the proxy's tunnel; NO_PROXY sends it direct; " + "an unreachable proxy is named",
    async () => {
      const [host, port] = registry.host.split(":");
      const proxy = await startTestProxy({ host, port: Number(port) });
      try {
        const c = fresh();
        const source = `${PROXIED_HOST}/ibm-cloud/ibm`;
        const env = { ...c.env, HTTPS_PROXY: proxy.url };
        const got = await ensureProvider({ source, version: "2.5.0", pluginCacheDir: c.cache, lockFile: c.lockFile, env, home: c.home });
        expect(got).toMatchObject({ installed: true, origin: `registry ${PROXIED_HOST}` });
        expect(new Set(proxy.tunnels)).toEqual(new Set([`${PROXIED_HOST}:443`]));
        const d = fresh();
        const err = await ensureProvider({
          source,
          version: "2.5.0",
          pluginCacheDir: d.cache,
          lockFile: d.lockFile,
          env: { ...env, NO_PROXY: "example.com,.proxied.test" },
          home: d.home,
        }).catch((e: unknown) => e);
        expect(err).toMatchObject({
          code: "unreachable",
          message: expect.stringMatching(
            /^service discovery for registry\.proxied\.test: cannot reach registry\.proxied\.test \((ENOTFOUND|EAI_AGAIN)/,
          ),
        });
        const e = fresh();
        // A proxy that cannot be reached: the error names it, without the password in its URL.
        const refused = await ensureProvider({
          source,
          version: "2.5.0",
          pluginCacheDir: e.cache,
          lockFile: e.lockFile,
          env: { ...env, HTTPS_PROXY: "http://user:pw@127.0.0.1:1" },
          home: e.home,
        }).catch((x: unknown) => x);
        expect(refused).toMatchObject({
          code: "unreachable",
          message: expect.stringContaining(
            `service discovery for ${PROXIED_HOST}: cannot reach ${PROXIED_HOST} through the proxy http://127.0.0.1:1 (ECONNREFUSED`,
          ),
        });
        expect((refused as Error).message).not.toContain("pw");
      } finally {
        await proxy.close();
      }
    },
  );
});

describe("install from a network mirror (JSON CLI configuration)", () => {
  test("index.json, <version>.json, archive checked against the listed hashes; direct excluded and never asked", async () => {
    const c = fresh();
    const config = join(c.dir, "terraform.rc.json");
    writeFileSync(
      config,
      JSON.stringify({
        plugin_cache_dir: c.cache,
        provider_installation: [
          {
            network_mirror: [{ url: registry.mirrorUrl, include: [`${registry.host}/*/*`] }],
            direct: [{ exclude: [`${registry.host}/*/*`] }],
          },
        ],
      }),
    );
    const start = registry.requests.length;
    const got = await ensureProvider({
      ...at(c),
      source: edge(),
      version: "0.12.10",
      cliConfigFile: config,
    });
    expect(got.origin).toBe(`network mirror ${registry.mirrorUrl}`);
    const asked = registry.requests.slice(start);
    expect(asked.filter((p) => p.startsWith("/v1/") || p.startsWith("/.well-known"))).toEqual([]);
    expect(asked).toContain(`/mirror/${registry.host}/edge-center/edgecenter/index.json`);
    expect(asked).toContain(`/mirror/${registry.host}/edge-center/edgecenter/0.12.10.json`);
    const lock = (await readLockFile(c.lockFile)).get(edge())!;
    const archive = registry.packages.find((p) => p.spec.type === "edgecenter")!.archives.get(platform)!;
    expect(lock.hashes).toContain(`zh:${archive.sha256}`);
    expect(lock.hashes).toContain(await hashDirectory(got.packageDir));
  });

  test("an archive that does not match the mirror's hashes is refused, nothing left behind", async () => {
    const c = fresh();
    const config = writeHcl(
      join(c.dir, "terraform.rc"),
      `provider_installation {\n  network_mirror {\n    url = ${q(registry.mirrorUrl)}\n  }\n}\n`,
    );
    registry.faults.tamperArchive = true;
    await expect(
      ensureProvider({
        ...cached(c),
        source: edge(),
        version: "0.12.10",
        cliConfigFile: config,
      }),
    ).rejects.toMatchObject({
      code: "checksum-mismatch",
      message: expect.stringContaining(`${edge()} 0.12.10 (${platform}): the archive downloaded from ${registry.origin}files/edgecenter/`),
    });
    expect(cacheContents(c.cache)).toEqual([]);
    expect(existsSync(c.lockFile)).toBe(false);
  });
});

describe("install from filesystem mirrors", () => {
  function mirrors(dir: string) {
    const packed = join(dir, "packed");
    const unpacked = join(dir, "unpacked");
    for (const pkg of registry.packages) {
      const typeDir = join(packed, registry.host, pkg.spec.namespace, pkg.spec.type);
      mkdirSync(typeDir, { recursive: true });
      writeFileSync(join(typeDir, pkg.archives.get(platform)!.filename), pkg.archives.get(platform)!.bytes);
    }
    return { packed, unpacked };
  }

  test("packed and unpacked layouts, include/exclude deciding which serves which provider (HCL)", async () => {
    const c = fresh();
    const m = mirrors(c.dir);
    // Fill the unpacked mirror by installing into it as a cache: the same layout.
    await ensureProvider({
      source: edge(),
      version: "0.12.10",
      cliConfigFile: writeHcl(
        join(c.dir, "fill.rc"),
        `provider_installation {\n  filesystem_mirror {\n    path = ${q(m.packed)}\n  }\n}\n`,
      ),
      pluginCacheDir: m.unpacked,
      lockFile: join(c.dir, "fill.lock.hcl"),
      env: c.env,
      home: c.home,
    });
    const config = writeHcl(
      join(c.dir, "terraform.rc"),
      [
        `plugin_cache_dir = ${q(c.cache)}`,
        `provider_installation {`,
        `  # ibm only from the packed mirror, edgecenter only from the unpacked one`,
        `  filesystem_mirror {`,
        `    path    = ${q(m.unpacked)}`,
        `    exclude = [${q(`${registry.host}/ibm-cloud/*`)}]`,
        `  }`,
        `  filesystem_mirror {`,
        `    path    = ${q(m.packed)}`,
        `    include = [${q(`${registry.host}/ibm-cloud/ibm`)}]`,
        `  }`,
        `  direct {`,
        `    exclude = [${q(`${registry.host}/*/*`)}]`,
        `  }`,
        `}`,
      ].join("\n"),
    );
    const start = registry.requests.length;
    const a = await ensureProvider({
      ...at(c),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: config,
    });
    const b = await ensureProvider({
      ...at(c),
      source: edge(),
      version: "0.12.10",
      cliConfigFile: config,
    });
    expect(a.origin).toBe(`filesystem mirror ${m.packed}`);
    expect(b.origin).toBe(`filesystem mirror ${m.unpacked}`);
    expect(registry.requests.length).toBe(start);
    accessSync(a.binaryPath, constants.X_OK);
    accessSync(b.binaryPath, constants.X_OK);
    expect(await hashDirectory(b.packageDir)).toBe(
      await hashDirectory(join(m.unpacked, registry.host, "edge-center", "edgecenter", "0.12.10", platform)),
    );
  });

  test("when two methods accept a provider, the first in the file wins, whatever the kinds of block", async () => {
    const first = fresh();
    const m = mirrors(first.dir);
    const mirrorBlock = `  network_mirror {\n    url = ${q(registry.mirrorUrl)}\n  }\n`;
    const fsBlock = `  filesystem_mirror {\n    path = ${q(m.packed)}\n  }\n`;
    const networkFirst = writeHcl(join(first.dir, "a.rc"), `provider_installation {\n${mirrorBlock}${fsBlock}}\n`);
    const got = await ensureProvider({
      ...cached(first),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: networkFirst,
    });
    expect(got.origin).toBe(`network mirror ${registry.mirrorUrl}`);
    const second = fresh();
    const fsFirst = writeHcl(join(second.dir, "b.rc"), `provider_installation {\n${fsBlock}${mirrorBlock}}\n`);
    const got2 = await ensureProvider({
      ...cached(second),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: fsFirst,
    });
    expect(got2.origin).toBe(`filesystem mirror ${m.packed}`);
  });
});

describe("failures: the error names provider, version, URL or directory and what to do; nothing is left behind", () => {
  async function failing(
    setup: () => void,
    source: string,
    version: string,
    expected: { code: string; message: RegExp[] },
    platformName?: string,
  ) {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
    // A cache and lock that already hold another provider must come out unchanged.
    await ensureProvider({
      ...cached(c),
      source: edge(),
      version: "0.12.10",
      cliConfigFile: config,
    });
    const cacheBefore = snapshot(c.cache);
    const lockBefore = readFileSync(c.lockFile, "utf8");
    setup();
    const err = (await ensureProvider({
      source,
      version,
      platform: platformName,
      cliConfigFile: config,
      pluginCacheDir: c.cache,
      lockFile: c.lockFile,
      env: c.env,
      home: c.home,
    }).catch((e: unknown) => e)) as InstallError;
    expect(err).toBeInstanceOf(InstallError);
    expect(err.code).toBe(expected.code);
    for (const re of expected.message) expect(err.message).toMatch(re);
    expect(snapshot(c.cache)).toEqual(cacheBefore);
    expect(readFileSync(c.lockFile, "utf8")).toBe(lockBefore);
    return err;
  }
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  test("tampered archive", async () => {
    await failing(() => (registry.faults.tamperArchive = true), ibm(), "2.5.0", {
      code: "checksum-mismatch",
      message: [
        new RegExp(
          `^${esc(ibm())} 2\\.5\\.0 \\(${platform}\\): the archive downloaded from ` +
            `${esc(registry.origin)}files/ibm/terraform-provider-ibm_2\\.5\\.0_${platform}\\.zip has sha256 [0-9a-f]{64}, ` +
            `but the signed SHA256SUMS says [0-9a-f]{64}`,
        ),
        /nothing was installed/,
      ],
    });
  });

  test("tampered SHA256SUMS", async () => {
    await failing(() => (registry.faults.tamperSums = true), ibm(), "2.5.0", {
      code: "signature-invalid",
      message: [
        new RegExp(
          `^${esc(ibm())} 2\\.5\\.0 \\(${platform}\\) from ${esc(registry.origin)}files/ibm/SHA256SUMS: ` +
            `the signature of SHA256SUMS does not verify`,
        ),
        /do not use this package/,
      ],
    });
  });

  test("signature by a key the registry does not list", async () => {
    await failing(() => (registry.faults.unknownKey = true), ibm(), "2.5.0", {
      code: "signature-unknown-key",
      message: [
        new RegExp(`^${esc(ibm())} 2\\.5\\.0`),
        new RegExp(`not among the provider's signing keys \\(${registry.key.keyId.toLowerCase()}\\)`),
      ],
    });
  });

  test("no build for this platform", async () => {
    await failing(
      () => undefined,
      ibm(),
      "2.5.0",
      {
        code: "platform-not-found",
        message: [new RegExp(`^${esc(ibm())} 2\\.5\\.0: no build for solaris_sparc is offered by the provider's origin registry`)],
      },
      "solaris_sparc",
    );
  });

  test("404 for the provider, and for the archive", async () => {
    await failing(() => (registry.faults.notFound = ["/v1/providers/ibm-cloud/"]), ibm(), "2.5.0", {
      code: "provider-not-found",
      message: [new RegExp(`^${esc(ibm())} 2\\.5\\.0: the provider is not offered by the provider's origin registry; check the address`)],
    });
    await failing(() => (registry.faults.notFound = ["/files/ibm/terraform-provider"]), ibm(), "2.5.0", {
      code: "http-status",
      message: [
        new RegExp(
          `^downloading ${esc(ibm())} 2\\.5\\.0 \\(${platform}\\): the server answered 404 Not Found ` +
            `\\(${esc(registry.origin)}files/ibm/terraform-provider-ibm_2\\.5\\.0_${platform}\\.zip\\); check the network and retry; ` +
            `nothing was installed$`,
        ),
      ],
    });
  });

  test("a build for a plugin protocol other than 5 or 6", async () => {
    await failing(() => (registry.faults.protocols = ["4.0"]), ibm(), "2.5.0", {
      code: "platform-not-found",
      message: [
        new RegExp(
          `^${esc(ibm())} 2\\.5\\.0: the registry says this build speaks plugin protocol 4\\.0, ` +
            `but only 5 and 6 are supported .*choose a newer version`,
        ),
      ],
    });
  });

  test("version not offered", async () => {
    await failing(() => undefined, ibm(), "2.4.0", {
      code: "version-not-found",
      message: [/version 2\.4\.0 is not offered \(available: 2\.5\.0\)/],
    });
  });

  test("unreachable host", async () => {
    await failing(() => undefined, "127.0.0.1:1/ibm-cloud/ibm", "2.5.0", {
      code: "unreachable",
      message: [
        /^service discovery for 127\.0\.0\.1:1: cannot reach 127\.0\.0\.1:1 \(ECONNREFUSED/,
        /https:\/\/127\.0\.0\.1:1\/\.well-known\/terraform\.json/,
        /install from a mirror/,
      ],
    });
  });

  test("interrupted download", async () => {
    await failing(() => (registry.faults.interruptArchive = true), ibm(), "2.5.0", {
      code: "download-interrupted",
      message: [new RegExp(`^downloading ${esc(ibm())} 2\\.5\\.0 \\(${platform}\\): the download (broke|ended) after \\d+ of \\d+ bytes`)],
    });
  });
});

describe("lock file and cache checks", () => {
  test("a cached, locked provider needs only the CLI configuration's cache settings; the rest is read to install", async () => {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
    const ok = await ensureProvider({ ...cached(c), source: ibm(), version: "2.5.0", cliConfigFile: config });
    // Broken past the cache settings: Terraform itself warns and goes on with a configuration it cannot read.
    writeHcl(config, `provider_installation {\n  direct {\n`);
    const before = registry.requests.length;
    await expect(ensureProvider({ ...cached(c), source: ibm(), version: "2.5.0", cliConfigFile: config })).resolves.toMatchObject({
      installed: false,
      origin: "plugin cache",
      binaryPath: ok.binaryPath,
    });
    expect(registry.requests.length).toBe(before);
    await expect(ensureProvider({ ...cached(c), source: edge(), version: "0.12.10", cliConfigFile: config })).rejects.toMatchObject({
      code: "bad-cli-config",
      message: expect.stringContaining(`${config}: invalid HCL`),
    });
    // A file that sets a cache setting is read whole, errors and all, before the cache is looked at.
    writeHcl(config, `plugin_cache_may_break_dependency_lock_file = true\nprovider_installation {\n  direct {\n`);
    await expect(ensureProvider({ ...cached(c), source: ibm(), version: "2.5.0", cliConfigFile: config })).rejects.toMatchObject({
      code: "bad-cli-config",
    });
  });

  test("a cached package whose h1: differs from the lock file is refused before anything runs", async () => {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
    const ok = await ensureProvider({
      ...cached(c),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: config,
    });
    writeFileSync(ok.binaryPath, "#!/bin/sh\necho swapped\n");
    await expect(
      ensureProvider({
        ...cached(c),
        source: ibm(),
        version: "2.5.0",
        cliConfigFile: config,
      }),
    ).rejects.toMatchObject({
      code: "lock-mismatch",
      message: expect.stringMatching(
        new RegExp(
          `^${ibm().replace(/\./g, "\\.")} 2\\.5\\.0: the cached package ${ok.packageDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ` +
            `has h1:\\S+, but the lock file ${c.lockFile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} expects h1:\\S+`,
        ),
      ),
    });
  });

  test("a lock file from elsewhere is honoured: a package matching none of its hashes is not installed", async () => {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
    mkdirSync(join(c.lockFile, ".."), { recursive: true });
    writeFileSync(
      c.lockFile,
      `provider "${ibm()}" {\n  version = "2.5.0"\n  hashes = [\n    "h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",\n  ]\n}\n`,
    );
    const before = readFileSync(c.lockFile, "utf8");
    await expect(
      ensureProvider({
        ...cached(c),
        source: ibm(),
        version: "2.5.0",
        cliConfigFile: config,
      }),
    ).rejects.toMatchObject({
      code: "lock-mismatch",
      message: expect.stringContaining("expects h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="),
    });
    expect(cacheContents(c.cache)).toEqual([]);
    expect(readFileSync(c.lockFile, "utf8")).toBe(before);
  });

  test("installation off: the error says how to install; nothing is fetched", async () => {
    const c = fresh();
    const start = registry.requests.length;
    await expect(
      ensureProvider({
        source: ibm(),
        version: "2.5.0",
        pluginCacheDir: c.cache,
        lockFile: c.lockFile,
        env: { ...c.env, TFLOOKUP_INSTALL: "0" },
        home: c.home,
      }),
    ).rejects.toMatchObject({
      code: "install-disabled",
      message: expect.stringContaining(`run \`npm run install-providers -- ${ibm()}\``),
    });
    expect(registry.requests.length).toBe(start);
  });

  test("concurrent installs of one provider into one cache: one package, every caller gets it, no staging left", async () => {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
    const all = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        ensureProvider({
          source: ibm(),
          version: "2.5.0",
          cliConfigFile: config,
          pluginCacheDir: c.cache,
          lockFile: join(c.dir, `lock-${i}.hcl`),
          env: c.env,
          home: c.home,
        }),
      ),
    );
    expect(new Set(all.map((r) => r.binaryPath)).size).toBe(1);
    expect(cacheContents(c.cache).filter((e) => e.endsWith("/") && e.split("/").length === 6)).toEqual([
      `${registry.host}/ibm-cloud/ibm/2.5.0/${platform}/`,
    ]);
    expect(cacheContents(c.cache).filter((e) => e.startsWith(".tflookup-staging/"))).toEqual([]);
    const locks = await Promise.all([1, 2, 3, 4].map(async (i) => (await readLockFile(join(c.dir, `lock-${i}.hcl`))).get(ibm())!.hashes));
    expect(new Set(locks.map((l) => l.join()))).toEqual(new Set([locks[0].join()]));
  });

  test(
    "several processes installing one provider into one cache and one lock file: " + "one package, one lock entry, nothing staged",
    async () => {
      const c = fresh();
      const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
      const options = {
        source: ibm(),
        version: "2.5.0",
        cliConfigFile: config,
        pluginCacheDir: c.cache,
        lockFile: c.lockFile,
        env: c.env,
        home: c.home,
      };
      const runs = await Promise.all([1, 2, 3].map(() => inProcess(options).done));
      for (const r of runs) expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
      const paths = runs.map((r) => (JSON.parse(r.stdout) as { binaryPath: string }).binaryPath);
      expect(new Set(paths).size).toBe(1);
      accessSync(paths[0], constants.X_OK);
      expect(readdirSync(join(c.cache, ".tflookup-staging"))).toEqual([]);
      const lock = await readLockFile(c.lockFile);
      expect([...lock.keys()]).toEqual([ibm()]);
      expect(lock.get(ibm())!.hashes).toContain(await hashDirectory(join(paths[0], "..")));
    },
  );

  test("an installer killed mid-download leaves only its staging directory, which the next install removes", async () => {
    const c = fresh();
    const config = writeHcl(join(c.dir, "terraform.rc"), `provider_installation {\n  direct {}\n}\n`);
    registry.faults.stallArchive = true;
    const before = registry.archiveDownloads();
    const victim = inProcess({
      ...cached(c),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: config,
    });
    const staging = join(c.cache, ".tflookup-staging");
    for (let i = 0; i < 200 && registry.archiveDownloads() === before; i++) await new Promise((r) => setTimeout(r, 50));
    // Its staging directory, and the lock it holds on the package while installing it.
    expect(readdirSync(staging).sort()).toEqual([expect.stringMatching(new RegExp(`^${victim.pid}-`)), expect.stringMatching(/^lock\./)]);
    victim.kill();
    await victim.done;
    delete registry.faults.stallArchive;
    const ok = await ensureProvider({
      ...cached(c),
      source: ibm(),
      version: "2.5.0",
      cliConfigFile: config,
    });
    expect(ok.installed).toBe(true);
    expect(readdirSync(staging)).toEqual([]);
  });

  test("a full disk is reported as such, naming the directory and what to do (a real ENOSPC, from /dev/full)", () => {
    let enospc: unknown;
    try {
      writeFileSync("/dev/full", "x");
    } catch (err) {
      enospc = err;
    }
    expect((enospc as NodeJS.ErrnoException).code).toBe("ENOSPC");
    expect(writeFailure(enospc, "installing example.com/a/b 1.0.0", { dir: "/cache", setting: "TFLOOKUP_CACHE_DIR" })).toMatchObject({
      code: "disk-full",
      message:
        "installing example.com/a/b 1.0.0: cannot write to /cache (chosen by TFLOOKUP_CACHE_DIR): " +
        "no space is left on the device (ENOSPC); free some space or choose a directory on a larger disk with that setting, then retry",
    });
  });

  test("bad arguments are rejected before anything starts, naming function, argument, expectation and value", async () => {
    await expect(ensureProvider({ source: 42 as unknown as string, version: "1.0.0" })).rejects.toThrow(
      'ensureProvider: options.source must be a provider address such as "IBM-Cloud/ibm", got number 42',
    );
    await expect(ensureProvider({ source: "IBM-Cloud/ibm", version: ">= 2.0" })).rejects.toThrow(
      'ensureProvider: options.version must be an exact version such as "2.5.0", got ">= 2.0"',
    );
    await expect(ensureProvider({ source: "a/b/c/d", version: "1.0.0" })).rejects.toThrow(/provider address "a\/b\/c\/d"/);
  });
});
