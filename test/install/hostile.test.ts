/**
 * The installer against hostile registries and mirrors: one HTTPS server per case on 127.0.0.1 with its own CA
 * (trusted through SSL_CERT_FILE), publishing one correctly signed provider and misbehaving where the case
 * says: endless, trickling or slow bodies, a TCP peer that never speaks TLS, zip bombs, wrongly typed JSON,
 * a mirror of host:port providers, and many processes installing into one cold cache. Limits are lowered by
 * their variables so each case takes about a second; every refusal must name the URL and the variable, and
 * leave the cache, its staging directory and the lock file as they were.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureProvider, InstallError, readLockFile } from "../../src/runtime/install";
import { DEFAULT_LIMITS, installLimits } from "../../src/runtime/install/limits";
import { mirrorUrl } from "../../src/runtime/install/network-mirror-source";
import { currentPlatform } from "../../src/runtime/install/platform";
import { REPO_ROOT } from "../standin/build";
import { startChild } from "../support/project";
import { cacheContents, ensureProviderBundle, q, tempRoot, writeHcl } from "./helpers";
import {
  answerJson,
  declareSize,
  drip,
  type Handler,
  type HostileServer,
  makeZip,
  providerBinary,
  slowly,
  startHostileRegistry,
  startSilentServer,
  type ZipEntry,
} from "./hostile-server";

const platform = currentPlatform();
const NS = "acme";
const TYPE = "thing";
const VERSION = "1.2.3";
const FILE = `terraform-provider-${TYPE}_${VERSION}_${platform}.zip`;
const GiB = 1024 ** 3;

let root: string;
let caseNo = 0;
const servers: Array<{ close(): Promise<void> }> = [];

beforeAll(() => {
  root = tempRoot("tflookup-hostile-");
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const goodZip = (extra: ZipEntry[] = []) => makeZip([providerBinary(TYPE, VERSION), ...extra]);

async function serve(
  archive: Buffer | Promise<Buffer>,
  override: Record<string, Handler> | ((host: string) => Record<string, Handler>) = {},
  mirrorHostname?: string,
) {
  const server = await startHostileRegistry({
    namespace: NS,
    type: TYPE,
    version: VERSION,
    platform,
    archive: await archive,
    override,
    mirrorHostname,
  });
  servers.push(server);
  return server;
}

type Via = "registry" | "mirror";

/** A fresh cache and lock file, a CLI configuration for `via`, and the environment with the limits given. */
function caseFor(server: Pick<HostileServer, "origin" | "caFile">, via: Via, limits: Record<string, string> = {}) {
  const dir = join(root, `case-${++caseNo}`);
  mkdirSync(dir, { recursive: true });
  const method = via === "registry" ? "direct {}" : `network_mirror {\n    url = ${q(`${server.origin}mirror/`)}\n  }`;
  return {
    dir,
    cache: join(dir, "cache"),
    lockFile: join(dir, ".terraform.lock.hcl"),
    config: writeHcl(join(dir, "terraform.rc"), `provider_installation {\n  ${method}\n}\n`),
    env: { SSL_CERT_FILE: server.caFile, HOME: dir, ...limits } as NodeJS.ProcessEnv,
  };
}

type Case = ReturnType<typeof caseFor>;

/** ensureProvider's options for installing `source` in case `c`. */
const optionsFor = (c: Case, source: string) => ({
  source,
  version: VERSION,
  cliConfigFile: c.config,
  pluginCacheDir: c.cache,
  lockFile: c.lockFile,
  env: c.env,
  home: c.dir,
});

const install = (c: Case, source: string) => ensureProvider(optionsFor(c, source));

/** Installs and expects a refusal; the cache holds nothing (no staging, no package) and there is no lock file. */
async function refused(c: Case, source: string, expected: { code: string; message: Array<string | RegExp> }): Promise<InstallError> {
  const err = (await install(c, source).catch((e: unknown) => e)) as InstallError;
  expect(err).toBeInstanceOf(InstallError);
  expect({ code: err.code, message: err.message }).toEqual({ code: expected.code, message: expect.any(String) });
  for (const m of expected.message)
    expect(err.message).toEqual(typeof m === "string" ? expect.stringContaining(m) : expect.stringMatching(m));
  expect(cacheContents(c.cache)).toEqual([]);
  expect(existsSync(c.lockFile)).toBe(false);
  return err;
}

const source = (s: { host: string }) => `${s.host}/${NS}/${TYPE}`;
const archiveUrl = (s: { origin: string }) => `${s.origin}files/${FILE}`;

describe("size caps", () => {
  test.each<Via>(["registry", "mirror"])("an endless archive without Content-Length stops at the download limit (%s)", async (via) => {
    const server = await serve(goodZip(), { [`/files/${FILE}`]: drip(Buffer.alloc(64 * 1024, 7), 1) });
    const c = caseFor(server, via, { TFLOOKUP_INSTALL_MAX_DOWNLOAD: "1M" });
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: [archiveUrl(server), "the archive is larger than the download limit of 1 MiB (TFLOOKUP_INSTALL_MAX_DOWNLOAD)"],
    });
  });

  test("an archive announcing more than the download limit is refused before its body is read", async () => {
    const server = await serve(goodZip(), { [`/files/${FILE}`]: drip("x", 1000, { maxBytes: 3 * 1024 * 1024 }) });
    const c = caseFor(server, "registry", { TFLOOKUP_INSTALL_MAX_DOWNLOAD: "2M" });
    const started = Date.now();
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: ["the server announces 3145728 bytes, more than the download limit of 2 MiB (TFLOOKUP_INSTALL_MAX_DOWNLOAD)"],
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test("an endless JSON answer stops at the document limit", async () => {
    const server = await serve(goodZip(), { "/.well-known/terraform.json": drip(`{"a":"${"x".repeat(4096)}`, 1) });
    const c = caseFor(server, "registry", { TFLOOKUP_INSTALL_MAX_DOCUMENT: "256K" });
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: [
        `${server.origin}.well-known/terraform.json`,
        "larger than the document size limit of 256 KiB (TFLOOKUP_INSTALL_MAX_DOCUMENT)",
      ],
    });
  });
});

describe("deadlines and the minimum rate", () => {
  test("service discovery trickling a byte at a time ends at the response deadline, naming URL and setting", async () => {
    const server = await serve(goodZip(), { "/.well-known/terraform.json": drip(" ", 200) });
    const c = caseFor(server, "registry", { TFLOOKUP_INSTALL_RESPONSE_TIMEOUT: "1" });
    const started = Date.now();
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: [
        `service discovery for ${server.host}: no complete answer within the response deadline of 1 s (TFLOOKUP_INSTALL_RESPONSE_TIMEOUT)`,
        `${server.origin}.well-known/terraform.json`,
        "raise TFLOOKUP_INSTALL_RESPONSE_TIMEOUT",
      ],
    });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  test.each<Via>(["registry", "mirror"])("an archive trickling a byte at a time ends at the minimum rate (%s)", async (via) => {
    const server = await serve(goodZip(), { [`/files/${FILE}`]: drip("P", 100) });
    const c = caseFor(server, via, { TFLOOKUP_INSTALL_MIN_RATE: "1K", TFLOOKUP_INSTALL_RATE_WINDOW: "0.5" });
    const started = Date.now();
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: [
        archiveUrl(server),
        /the download slowed to \d+ B\/s over the last 0\.5 s \(\d+ bytes so far\), below the minimum transfer rate of 1 KiB\/s/,
        "(TFLOOKUP_INSTALL_MIN_RATE)",
      ],
    });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  test("a slow but steady archive above the minimum rate installs", async () => {
    const zip = await goodZip([{ name: "LICENSE", data: Buffer.from(Array.from({ length: 40_000 }, (_, i) => i % 251)) }]);
    const server = await serve(zip, { [`/files/${FILE}`]: slowly(zip, 2048, 20) });
    const c = caseFor(server, "registry", { TFLOOKUP_INSTALL_MIN_RATE: "16K", TFLOOKUP_INSTALL_RATE_WINDOW: "0.25" });
    const got = await install(c, source(server));
    expect(got.installed).toBe(true);
    expect(readdirSync(join(c.cache, ".tflookup-staging"))).toEqual([]);
  });

  test("a TCP peer that never answers TLS ends at the connect timeout, naming the setting", async () => {
    const silent = await startSilentServer();
    servers.push(silent);
    const c = caseFor({ origin: `https://${silent.host}/`, caFile: "/dev/null" }, "registry", { TFLOOKUP_INSTALL_CONNECT_TIMEOUT: "0.5" });
    const started = Date.now();
    await refused(c, `${silent.host}/${NS}/${TYPE}`, {
      code: "unreachable",
      message: [
        `service discovery for ${silent.host}: cannot reach ${silent.host}: no TLS connection within the connect timeout of 0.5 s ` +
          `(TFLOOKUP_INSTALL_CONNECT_TIMEOUT) (https://${silent.host}/.well-known/terraform.json)`,
      ],
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test("the defaults bound a hostile server well within two minutes, and leave room for large honest providers", () => {
    expect(DEFAULT_LIMITS).toEqual({
      maxDownloadBytes: GiB,
      maxDocumentBytes: 16 * 1024 * 1024,
      maxUnpackedBytes: 2 * GiB,
      maxEntries: 1000,
      connectTimeoutMs: 30_000,
      responseTimeoutMs: 60_000,
      minBytesPerSecond: 16 * 1024,
      rateWindowMs: 30_000,
      lockWaitMs: 30 * 60_000,
    });
    expect(installLimits({ TFLOOKUP_INSTALL_MAX_DOWNLOAD: "3G", TFLOOKUP_INSTALL_CONNECT_TIMEOUT: "2.5" })).toMatchObject({
      maxDownloadBytes: 3 * GiB,
      connectTimeoutMs: 2500,
    });
    expect(() => installLimits({ TFLOOKUP_INSTALL_MAX_ENTRIES: "many" })).toThrow(
      'TFLOOKUP_INSTALL_MAX_ENTRIES must be a positive whole number, got "many"',
    );
    expect(() => installLimits({ TFLOOKUP_INSTALL_MIN_RATE: "-1" })).toThrow(
      /^TFLOOKUP_INSTALL_MIN_RATE must be a positive whole number of bytes/,
    );
  });

  test("a bad limit setting is refused before anything is fetched", async () => {
    const server = await serve(goodZip());
    const c = caseFor(server, "registry", { TFLOOKUP_INSTALL_RESPONSE_TIMEOUT: "soon" });
    await refused(c, source(server), {
      code: "bad-argument",
      message: ["TFLOOKUP_INSTALL_RESPONSE_TIMEOUT must be a positive number of seconds"],
    });
    expect(server.requests).toEqual([]);
  });
});

describe("zip bombs are refused while unpacking", () => {
  test.each<Via>(["registry", "mirror"])(
    "with the default limits, a signed zip whose binary declares 5 GiB is refused before it is inflated (%s)",
    async (via) => {
      const bomb = declareSize(
        await makeZip([{ ...providerBinary(TYPE, VERSION), zip64: true }]),
        `terraform-provider-${TYPE}_v${VERSION}`,
        5 * GiB,
      );
      const server = await serve(bomb);
      const c = caseFor(server, via);
      await refused(c, source(server), {
        code: "limit-exceeded",
        message: [
          `its entries up to terraform-provider-${TYPE}_v${VERSION} inflate to ${5 * GiB} bytes, ` +
            "more than the unpacked size limit of 2.0 GiB (TFLOOKUP_INSTALL_MAX_UNPACKED)",
          "raise TFLOOKUP_INSTALL_MAX_UNPACKED",
        ],
      });
      expect(server.archiveRequests()).toBe(1);
    },
  );

  test("a package really inflating past a lowered unpacked size limit is refused at the entry that passes it", async () => {
    const zeros: ZipEntry = { name: "zeros.bin", data: Buffer.alloc(3 * 1024 * 1024) };
    const server = await serve(goodZip([zeros]));
    const c = caseFor(server, "registry", { TFLOOKUP_INSTALL_MAX_UNPACKED: "2M" });
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: [/its entries up to zeros\.bin inflate to \d+ bytes, more than the unpacked size limit of 2 MiB/],
    });
  });

  test("an entry inflating past the size it declares is stopped when it passes it", async () => {
    const zeros: ZipEntry = { name: "zeros.bin", data: Buffer.alloc(8 * 1024 * 1024) };
    const server = await serve(declareSize(await goodZip([zeros]), "zeros.bin", 1024));
    const c = caseFor(server, "registry");
    await refused(c, source(server), { code: "bad-archive", message: [/too many bytes in the stream\. expected 1024/] });
  });

  test("an archive with more entries than the entry limit is refused before any is unpacked", async () => {
    const empties = Array.from({ length: 60 }, (_, i): ZipEntry => ({ name: `empty/${i}`, data: Buffer.alloc(0) }));
    const server = await serve(goodZip(empties));
    const c = caseFor(server, "mirror", { TFLOOKUP_INSTALL_MAX_ENTRIES: "50" });
    await refused(c, source(server), {
      code: "limit-exceeded",
      message: ["the archive has 61 entries, more than the entry limit of 50 (TFLOOKUP_INSTALL_MAX_ENTRIES)"],
    });
  });
});

describe("wrongly typed JSON is refused naming the URL, the field and what was expected", () => {
  const provider = `/v1/providers/${NS}/${TYPE}`;
  const download = `${provider}/${VERSION}/download/${platform.replace("_", "/")}`;
  const cases: Array<[string, Via, string, unknown, string]> = [
    [".well-known is null", "registry", "/.well-known/terraform.json", null, "the document must be an object, got null"],
    [
      ".well-known's providers.v1 a number",
      "registry",
      "/.well-known/terraform.json",
      { "providers.v1": 5 },
      "the field providers.v1 must be a string, got number 5",
    ],
    [
      "versions a string",
      "registry",
      `${provider}/versions`,
      { versions: "1.2.3" },
      'the field versions must be a list, got the string "1.2.3"',
    ],
    ["a version entry null", "registry", `${provider}/versions`, { versions: [null] }, "the field versions[0] must be an object, got null"],
    [
      "platforms a string",
      "registry",
      `${provider}/versions`,
      { versions: [{ version: VERSION, platforms: "linux" }] },
      'the field versions[0].platforms must be a list, got the string "linux"',
    ],
    [
      "protocols an object",
      "registry",
      download,
      { protocols: {}, filename: FILE, download_url: "x", shasums_url: "x", shasums_signature_url: "x", shasum: "x" },
      "the field protocols must be a list, got an object",
    ],
    [
      "download metadata without download_url",
      "registry",
      download,
      { filename: FILE },
      "the field download_url must be a string, got nothing (it is missing)",
    ],
    [
      "gpg_public_keys a string",
      "registry",
      download,
      {
        filename: FILE,
        download_url: "x",
        shasums_url: "x",
        shasums_signature_url: "x",
        shasum: "x",
        signing_keys: { gpg_public_keys: "KEY" },
      },
      'the field signing_keys.gpg_public_keys must be a list, got the string "KEY"',
    ],
    ["a mirror's versions a list", "mirror", `index.json`, { versions: [VERSION] }, "the field versions must be an object, got a list"],
    [
      "a mirror's archives null entry",
      "mirror",
      `${VERSION}.json`,
      { archives: { [platform]: null } },
      `the field archives.${platform} must be an object, got null`,
    ],
    [
      "a mirror's hashes a string",
      "mirror",
      `${VERSION}.json`,
      { archives: { [platform]: { url: "x", hashes: "zh:00" } } },
      `the field archives.${platform}.hashes must be a list, got the string "zh:00"`,
    ],
  ];

  test.each(cases)("%s", async (_name, via, path, body, message) => {
    // A mirror's documents are under its provider's hostname, which is the server's own host here.
    const full = (host: string) => (via === "mirror" ? `/mirror/${host}/${NS}/${TYPE}/${path}` : path);
    const server = await serve(goodZip(), (host) => ({ [full(host)]: answerJson(body) }));
    const c = caseFor(server, via);
    await refused(c, source(server), {
      code: "bad-response",
      message: [`the answer does not follow the protocol: ${message} (${server.origin}${full(server.host).slice(1)})`],
    });
  });
});

test("install-providers prints a wrongly typed answer as one line naming URL and field, without a stack", async () => {
  const list = "/mirror/registry.terraform.io/ibm-cloud/ibm/2.5.0.json";
  const server = await startHostileRegistry({
    namespace: "ibm-cloud",
    type: "ibm",
    version: "2.5.0",
    platform,
    archive: await goodZip(),
    override: { [list]: answerJson({ archives: { [platform]: null } }) },
    mirrorHostname: "registry.terraform.io",
  });
  servers.push(server);
  const c = caseFor(server, "mirror");
  const run = await startChild(
    process.execPath,
    [
      "-r",
      "tsx/cjs",
      "scripts/install-providers.ts",
      "ibm",
      "--cli-config",
      c.config,
      "--plugin-cache-dir",
      c.cache,
      "--lock-file",
      c.lockFile,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ...c.env } },
  ).done;
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(
    `the archive list of registry.terraform.io/ibm-cloud/ibm 2.5.0 on network mirror ${server.origin}mirror/: ` +
      `the answer does not follow the protocol: the field archives.${platform} must be an object, got null ` +
      `(${server.origin}${list.slice(1)}); check the mirror\n`,
  );
});

describe("network mirror URLs from path segments", () => {
  test("a hostname with a port stays one path segment", () => {
    expect(mirrorUrl("https://mirror.example/providers", ["registry.example.com:8443", "acme", "thing", "index.json"])).toBe(
      "https://mirror.example/providers/registry.example.com:8443/acme/thing/index.json",
    );
    expect(mirrorUrl("https://mirror.example/p/?x=1", ["h", "a b", "t", "1.0.0.json"])).toBe(
      "https://mirror.example/p/h/a%20b/t/1.0.0.json",
    );
  });

  test("a mirror serves a provider whose registry hostname has a port", async () => {
    const server = await serve(goodZip(), {}, "registry.example.com:8443");
    const c = caseFor(server, "mirror");
    const got = await install(c, `registry.example.com:8443/${NS}/${TYPE}`);
    expect(got).toMatchObject({ installed: true, origin: `network mirror ${server.origin}mirror/` });
    expect(server.requests).toContain(`/mirror/registry.example.com:8443/${NS}/${TYPE}/index.json`);
    expect(got.binaryPath).toBe(
      join(c.cache, "registry.example.com:8443", NS, TYPE, VERSION, platform, `terraform-provider-${TYPE}_v${VERSION}`),
    );
  });
});

describe("the cache", () => {
  test("eight processes installing one provider into one cold cache download it once", async () => {
    const zip = await goodZip();
    // Slow enough that all eight are waiting while the first downloads.
    const server = await serve(zip, { [`/files/${FILE}`]: slowly(zip, Math.ceil(zip.length / 10), 100) });
    const c = caseFor(server, "registry");
    const options = optionsFor(c, source(server));
    const program = await ensureProviderBundle();
    const runs = await Promise.all(Array.from({ length: 8 }, () => startChild(process.execPath, [program, JSON.stringify(options)]).done));
    for (const r of runs) expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    const results = runs.map((r) => JSON.parse(r.stdout) as { binaryPath: string; installed: boolean });
    expect(new Set(results.map((r) => r.binaryPath)).size).toBe(1);
    expect(results.filter((r) => r.installed)).toHaveLength(1);
    expect(server.archiveRequests()).toBe(1);
    expect(readdirSync(join(c.cache, ".tflookup-staging"))).toEqual([]);
    expect([...(await readLockFile(c.lockFile)).keys()]).toEqual([source(server)]);
  });

  test("a cache directory that cannot be written is named with the setting that chose it, before anything is fetched", async () => {
    const server = await serve(goodZip());
    const c = caseFor(server, "registry");
    const file = join(c.dir, "a-file");
    writeFileSync(file, "not a directory");
    const err = await ensureProvider({
      source: source(server),
      version: VERSION,
      cliConfigFile: c.config,
      env: { ...c.env, TFLOOKUP_CACHE_DIR: join(file, "cache") },
      home: c.dir,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: "cache-unwritable",
      message:
        `installing ${source(server)} ${VERSION} (${platform}): cannot write to ${join(file, "cache", "plugins")} ` +
        "(chosen by TFLOOKUP_CACHE_DIR): part of the path is not a directory (ENOTDIR); " +
        "make it a writable directory or choose another with that setting",
    });
    const config = writeHcl(
      join(c.dir, "cached.rc"),
      `plugin_cache_dir = ${q(join(file, "plugins"))}\nprovider_installation {\n  direct {}\n}\n`,
    );
    await expect(
      ensureProvider({ source: source(server), version: VERSION, cliConfigFile: config, lockFile: c.lockFile, env: c.env, home: c.dir }),
    ).rejects.toMatchObject({ code: "cache-unwritable", message: expect.stringContaining(`(chosen by plugin_cache_dir in ${config})`) });
    expect(server.requests).toEqual([]);
  });

  test("a read-only file system is reported as such (a read-only tmpfs in a private mount namespace)", async () => {
    const server = await serve(goodZip());
    const c = caseFor(server, "registry");
    const readOnly = join(c.dir, "read-only");
    mkdirSync(readOnly);
    const options = {
      source: source(server),
      version: VERSION,
      cliConfigFile: c.config,
      env: { ...c.env, TFLOOKUP_CACHE_DIR: readOnly },
      home: c.dir,
    };
    const program = join(__dirname, "programs", "ensure-provider.ts");
    // unshare -rm: a user and mount namespace of the child's own, so the mount needs no privilege and dies with it.
    const run = await startChild(
      "unshare",
      [
        "-rm",
        "sh",
        "-c",
        'mount -t tmpfs -o ro tmpfs "$0" && exec "$@"',
        readOnly,
        process.execPath,
        "-r",
        "tsx/cjs",
        program,
        JSON.stringify(options),
      ],
      { cwd: REPO_ROOT },
    ).done;
    expect({ code: run.code, stderr: run.stderr }).toEqual({
      code: 1,
      stderr:
        `installing ${source(server)} ${VERSION} (${platform}): cannot write to ${join(readOnly, "plugins")} ` +
        "(chosen by TFLOOKUP_CACHE_DIR): the file system is read-only (EROFS); " +
        "make it a writable directory or choose another with that setting",
    });
    expect(server.requests).toEqual([]);
  });
});
