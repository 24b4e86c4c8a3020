/**
 * The plugin engine's go-plugin client when things go wrong: providers that are not plugins, break the
 * handshake, present a certificate other than the one they announce, exit or hang before the handshake,
 * crash or hang mid-read; a parent that ends in any way (no provider left behind, checked in the process
 * table); a provider binary that cannot be found; schema drift; warnings.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { Executor, LookupError } from "../../../src/runtime/executor";
import { hashDirectory } from "../../../src/runtime/install";
import { createClientCertificate } from "../../../src/runtime/engines/plugin/client-certificate";
import { CREDENTIALS, createHarness, type Harness } from "../../support/executor-harness";
import { createStandinMirror, pinnedStandinProviders, unpackedExecutable } from "../../standin/mirror";
import { removeDir, REPO_ROOT } from "../../support/project";
import { processesLeft, processesMentioning, withoutTerraform } from "./support";

const TOKEN = "ibm:index/getAccount:getAccount";
const ARGS = { orgGuid: "org-guid-standin-01" };
const TSX = join(REPO_ROOT, "node_modules", ".bin", "tsx");

let h: Harness;

withoutTerraform();

beforeAll(async () => {
  h = await createHarness("lifecycle", { terraform: false });
});

afterAll(() => removeDir(h?.root));

/** An executable that runs programs/fake-provider.js in the given mode. */
function fakeProvider(mode: string, env: Record<string, string> = {}): string {
  const file = join(h.root, `fake-${mode}`);
  const exports = Object.entries({ FAKE_MODE: mode, ...env })
    .map(([k, v]) => `export ${k}='${v.replace(/'/g, `'\\''`)}'`)
    .join("\n");
  // The file's own path as an argument, so the process table shows which test started it.
  writeFileSync(file, `#!/bin/sh\n${exports}\nexec '${process.execPath}' '${join(__dirname, "programs", "fake-provider.js")}' '${file}'\n`);
  chmodSync(file, 0o755);
  return file;
}

async function failure(options: Parameters<Harness["options"]>[0], args: Record<string, unknown> = ARGS, token = TOKEN): Promise<Error> {
  const executor = new Executor(h.options({ engine: "plugin", providerStartTimeoutMs: 5000, ...options }));
  try {
    const outcome = await executor.lookup("ibm", token, args).then(
      () => undefined,
      (e: Error) => e,
    );
    if (!outcome) throw new Error("expected the lookup to fail");
    return outcome;
  } finally {
    await executor.close();
  }
}

/** What the stand-ins recorded under `dir` (STANDIN_RECORD_DIR), one process's calls after another's, as "Call type". */
function recordedCalls(dir: string): { call: string; config: Record<string, unknown> }[] {
  return readdirSync(dir)
    .flatMap((f) => readFileSync(join(dir, f), "utf8").split("\n").filter(Boolean))
    .map((line) => JSON.parse(line) as { call: string; typeName?: string; config: Record<string, unknown> })
    .map((r) => ({ call: r.typeName ? `${r.call} ${r.typeName}` : r.call, config: r.config }));
}

function recordingEnv(): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(h.root, "records-"));
  return { dir, env: { STANDIN_RECORD_DIR: dir, STANDIN_RECORD_VALIDATIONS: "1" } };
}

describe("starting a provider", () => {
  test("the configuration and the first lookup's arguments are validated beside the schema request, each once", async () => {
    const { dir, env } = recordingEnv();
    const executor = new Executor(h.options({ engine: "plugin", env }));
    try {
      await executor.lookup("ibm", TOKEN, ARGS);
      await executor.lookup("ibm", TOKEN, ARGS);
    } finally {
      await executor.close();
    }
    const calls = recordedCalls(dir).map((c) => c.call);
    // Both validations reach the provider before it is configured (as Terraform validates before it plans), and
    // neither is asked again once configured: their answers were the ones the lookup used.
    expect(new Set(calls.slice(0, 2))).toEqual(new Set(["ValidateProviderConfig", "ValidateDataResourceConfig ibm_account"]));
    expect(calls.slice(2)).toEqual(["ConfigureProvider", "ReadDataSource ibm_account", "ReadDataSource ibm_account"]);
  });

  test("a binary that is not a plugin (or got no cookie): its own words, and the lookup it failed", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": fakeProvider("not-a-plugin") } });
    expect(err).toBeInstanceOf(LookupError);
    expect(err.message).toMatch(
      /^getAccount \(ibm:index\/getAccount:getAccount\): IBM-Cloud\/ibm 2\.5\.0: the provider exited with status 1/,
    );
    expect(err.message).toContain("before completing the go-plugin handshake");
    expect(err.message).toContain("This binary is a plugin");
  });

  test("a provider that exits before the handshake", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": fakeProvider("exit-early") } });
    expect(err.message).toContain("the provider exited with status 2");
    expect(err.message).toContain("fake provider: cannot open its configuration");
  });

  test("a protocol version that was not offered", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": fakeProvider("wrong-protocol") } });
    expect(err.message).toContain('the plugin chose plugin protocol "4", which was not offered (offered 5, 6)');
  });

  test("a handshake without a certificate (no mutual TLS) is refused", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": fakeProvider("no-tls") } });
    expect(err.message).toContain("the provider offered no TLS certificate in its handshake");
  });

  test("a first line that is not a handshake", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": fakeProvider("garbage") } });
    expect(err.message).toContain("not a go-plugin handshake");
  });

  test("a certificate in the handshake other than the one served: no connection", async () => {
    const other = await createClientCertificate();
    const der = Buffer.from(other.certificatePem.replace(/-----[^-]+-----|\s/g, ""), "base64")
      .toString("base64")
      .replace(/=+$/, "");
    const err = await failure({
      providerBinaries: {
        "IBM-Cloud/ibm": fakeProvider("bad-cert", { FAKE_CERT: der, FAKE_REAL_PROVIDER: h.providerBinaries["IBM-Cloud/ibm"] }),
      },
    });
    expect(err.message).toContain("could not connect to the provider");
    expect(err.message).toContain("over mutual TLS");
  });

  test("a provider that never completes the handshake times out", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": fakeProvider("hang") }, providerStartTimeoutMs: 800 });
    expect(err.message).toContain("did not complete the go-plugin handshake within 800 ms");
  });

  test("none of these left a process behind", async () => {
    expect(await processesLeft(join(h.root, "fake-"))).toEqual([]);
  });
});

test("a provider that listens on loopback TCP instead of a unix socket is reached there", async () => {
  const wrapper = join(h.root, "standin-tcp");
  const script = readFileSync(h.providerBinaries["IBM-Cloud/ibm"], "utf8").replace(/\n$/, " --network tcp\n");
  writeFileSync(wrapper, script);
  chmodSync(wrapper, 0o755);
  const lines: string[] = [];
  const executor = new Executor(h.options({ engine: "plugin", providerBinaries: { "IBM-Cloud/ibm": wrapper }, log: (l) => lines.push(l) }));
  try {
    expect((await executor.lookup("ibm", TOKEN, ARGS)).id).toBe("acct-standin-7f3a0c21");
    expect(lines.some((l) => /started IBM-Cloud\/ibm 2\.5\.0 \(plugin protocol 5 over tcp, pid \d+\)/.test(l))).toBe(true);
  } finally {
    await executor.close();
  }
});

test("a new configuration starts a new provider process and retires the old one", async () => {
  const executor = new Executor(h.options({ engine: "plugin", config: { ibm: { cloudApiKey: CREDENTIALS.ibm } } }));
  try {
    await executor.lookup("ibm", TOKEN, ARGS);
    const [before] = processesMentioning(h.cloudDir);
    executor.configure("ibm", { cloudApiKey: CREDENTIALS.ibm, region: "eu-de" });
    await executor.lookup("ibm", TOKEN, ARGS);
    expect(executor.providerStarts()).toBe(2);
    for (let i = 0; i < 50 && processesMentioning(h.cloudDir).length > 1; i++) await new Promise((r) => setTimeout(r, 100));
    const after = processesMentioning(h.cloudDir);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(before);
  } finally {
    await executor.close();
  }
});

describe("a provider that fails while serving", () => {
  test("crashes mid-read: that lookup says it crashed; the next one gets a fresh process", async () => {
    const executor = new Executor(h.options({ engine: "plugin", env: { STANDIN_FAULT: "crash-on-read:ibm_account" } }));
    try {
      const err = await executor.lookup("ibm", TOKEN, ARGS).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(err?.message).toMatch(
        /^getAccount \(ibm:index\/getAccount:getAccount\): IBM-Cloud\/ibm 2\.5\.0: the provider crashed while serving ReadDataSource: it exited with status 3/,
      );
      expect(err?.message).toContain("crashing on purpose");
      expect(executor.providerStarts()).toBe(1);
      const info = await executor.lookup("ibm", "ibm:index/getAccountInfo:getAccountInfo", { accountId: "acc-standin-0001" });
      expect(info.linkedLegacyBAccount).toBe("SL-standin-1234567");
      expect(executor.providerStarts()).toBe(2);
    } finally {
      await executor.close();
    }
  });

  test("hangs mid-read: the lookup fails after the call timeout, and the provider is still usable", async () => {
    const executor = new Executor(h.options({ engine: "plugin", timeoutMs: 1000, env: { STANDIN_FAULT: "hang-on-read:ibm_account" } }));
    try {
      const started = Date.now();
      await expect(executor.lookup("ibm", TOKEN, ARGS)).rejects.toThrow(
        "IBM-Cloud/ibm 2.5.0: ReadDataSource did not answer within 1000 ms",
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      const info = await executor.lookup("ibm", "ibm:index/getAccountInfo:getAccountInfo", { accountId: "acc-standin-0001" });
      expect(info.accountId).toBe("acc-standin-0001");
      expect(executor.providerStarts()).toBe(1);
    } finally {
      await executor.close();
    }
  });
});

describe("no provider outlives its Node process", () => {
  // The stand-in normally follows its parent out; real providers do not, so here it must not either.
  const programOptions = () =>
    JSON.stringify({
      providerBinaries: h.providerBinaries,
      config: { ibm: { cloudApiKey: CREDENTIALS.ibm } },
      cacheDir: h.cacheDir,
      env: { STANDIN_IGNORE_PARENT: "1" },
    });

  async function runUntilLookedUp(mode: string): Promise<{ child: ReturnType<typeof spawn>; stdout: () => string }> {
    const child = spawn(TSX, [join(__dirname, "programs", "hold-providers.ts"), mode, programOptions()], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes("looked up")) {
          clearInterval(timer);
          resolve();
        }
      }, 20);
      child.once("exit", (code) => {
        clearInterval(timer);
        if (out.includes("looked up")) resolve();
        else reject(new Error(`the program exited (${code}) before looking anything up: ${err}`));
      });
    });
    return { child, stdout: () => out };
  }

  async function expectNoProviders(): Promise<void> {
    // The watchdog reacts at once; allow for the provider's own exit.
    expect(await processesLeft(h.cloudDir)).toEqual([]);
  }

  test("normal exit: the program ends by itself (nothing in the pool keeps it alive) and takes its provider along", async () => {
    const { child, stdout } = await runUntilLookedUp("exit");
    const [code] = child.exitCode === null ? await once(child, "exit") : [child.exitCode];
    expect(code).toBe(0);
    if (!child.stdout!.readableEnded) await once(child.stdout!, "end");
    expect(stdout()).toContain("again acct-standin-7f3a0c21");
    await expectNoProviders();
  });

  test("an uncaught error", async () => {
    const { child } = await runUntilLookedUp("throw");
    const [code] = child.exitCode === null ? await once(child, "exit") : [child.exitCode];
    expect(code).not.toBe(0);
    await expectNoProviders();
  });

  test.each(["SIGINT", "SIGTERM", "SIGKILL"] as const)("killed by %s", async (signal) => {
    const { child } = await runUntilLookedUp("wait");
    expect(processesMentioning(h.cloudDir).length).toBeGreaterThan(0);
    // tsx runs the program in a child of its own; the signal goes to the whole group, as a terminal's would,
    // except for SIGKILL, which only ever reaches the one process it names.
    const program = spawnSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" })
      .stdout.trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
    for (const pid of [child.pid!, ...program]) process.kill(pid, signal);
    if (child.exitCode === null) await once(child, "exit");
    await expectNoProviders();
  });
});

describe("finding the provider binary", () => {
  /** A loopback port nothing listens on: an unreachable registry or mirror that stays on this machine. */
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  test(
    "none reachable: the error names the function, provider, version, every place looked, each installation method tried, " +
      "and how to fix it",
    async () => {
      const port = await closedPort();
      const emptyMirror = join(h.root, "empty-mirror");
      mkdirSync(emptyMirror, { recursive: true });
      const cliConfig = join(h.root, "unreachable.tfrc");
      writeFileSync(
        cliConfig,
        [
          `host "registry.terraform.io" {`,
          `  services = { "providers.v1" = "https://127.0.0.1:${port}/v1/providers/" }`,
          `}`,
          `provider_installation {`,
          `  filesystem_mirror {`,
          `    path    = ${JSON.stringify(emptyMirror)}`,
          `    include = ["registry.terraform.io/ibm-cloud/*"]`,
          `  }`,
          `  network_mirror {`,
          `    url     = "https://127.0.0.1:${port}/mirror/"`,
          `    exclude = ["registry.terraform.io/ibm-cloud/*"]`,
          `  }`,
          `  direct {}`,
          `}`,
        ].join("\n"),
      );
      const cacheDir = join(h.root, "unreachable-cache");
      const err = await failure({ providerBinaries: {}, cacheDir, cliConfigFile: cliConfig });
      expect(err).toBeInstanceOf(LookupError);
      const m = err.message;
      expect(m).toMatch(
        /^getAccount \(ibm:index\/getAccount:getAccount\): provider IBM-Cloud\/ibm 2\.5\.0 \(linux_\w+\) is not reachable: /,
      );
      expect(m).toContain(`cannot reach 127.0.0.1:${port} (ECONNREFUSED)`);
      expect(m).toContain("the providerBinaries option (no entry for IBM-Cloud/ibm)");
      expect(m).toContain("TFLOOKUP_PROVIDER_BINARY_IBM (not set)");
      expect(m).toContain(`plugin cache ${join(cacheDir, "plugins", "registry.terraform.io", "ibm-cloud", "ibm", "2.5.0")}`);
      expect(m).toContain(`CLI configuration: ${cliConfig} (the cliConfigFile option)`);
      expect(m).toContain(`filesystem mirror ${emptyMirror}: does not have the provider`);
      expect(m).toContain(
        `network mirror https://127.0.0.1:${port}/mirror/: not tried ` +
          `(its include/exclude rules leave registry.terraform.io/ibm-cloud/ibm out)`,
      );
      expect(m).toContain(
        `the registry registry.terraform.io (providers.v1 at https://127.0.0.1:${port}/v1/providers/, from a host block): ` +
          `failed (unreachable)`,
      );
      expect(m).toContain("provider_installation { filesystem_mirror { path =");
      expect(m).toContain("network_mirror { url =");
      expect(m).toContain('providerBinaries: { "IBM-Cloud/ibm": "/path/to/terraform-provider-ibm_v2.5.0" }');
      expect(m).toContain("TFLOOKUP_PROVIDER_BINARY_IBM=/path/to/terraform-provider-ibm_v2.5.0");
      expect(m).toContain("npm run install-providers -- IBM-Cloud/ibm");
      expect(m).toContain('engine: "terraform"');
      // Nothing was installed, nothing half-made.
      expect(existsSync(join(cacheDir, "plugins", "registry.terraform.io"))).toBe(false);
    },
  );

  test.each([
    ["the providerBinaries option", "fix the path, or remove the entry to install the provider"],
    ["TFLOOKUP_PROVIDER_BINARY_IBM", "fix the path, or unset TFLOOKUP_PROVIDER_BINARY_IBM to install the provider"],
  ])("a binary named by %s that is not there is the error, first and alone: nothing is installed instead", async (where, undo) => {
    const missing = "/nonexistent/terraform-provider-ibm";
    const cacheDir = join(h.root, `named-binary-${where.length}`);
    const byOption = where === "the providerBinaries option";
    if (!byOption) process.env.TFLOOKUP_PROVIDER_BINARY_IBM = missing;
    try {
      const err = await failure({ providerBinaries: byOption ? { "IBM-Cloud/ibm": missing } : {}, cacheDir });
      expect(err).toBeInstanceOf(LookupError);
      expect(err.message).toBe(
        `getAccount (ibm:index/getAccount:getAccount): ${where} names ${missing} for IBM-Cloud/ibm 2.5.0, ` +
          `which is not an executable file (${undo})`,
      );
      expect(existsSync(join(cacheDir, "plugins"))).toBe(false);
    } finally {
      delete process.env.TFLOOKUP_PROVIDER_BINARY_IBM;
    }
  });

  test("TFLOOKUP_PROVIDER_BINARY_<TYPE> is read on every lookup: set, changed or unset between lookups of one executor", async () => {
    const missing = "/nonexistent/terraform-provider-ibm";
    const executor = new Executor(
      h.options({ engine: "plugin", providerBinaries: {}, cacheDir: join(h.root, "variable-cache"), install: false }),
    );
    const attempt = () =>
      executor.lookup("ibm", TOKEN, ARGS).then(
        (r) => r.id,
        (e: Error) => e.message,
      );
    try {
      process.env.TFLOOKUP_PROVIDER_BINARY_IBM = missing;
      expect(await attempt()).toContain(`TFLOOKUP_PROVIDER_BINARY_IBM names ${missing}`);
      process.env.TFLOOKUP_PROVIDER_BINARY_IBM = h.providerBinaries["IBM-Cloud/ibm"];
      expect(await attempt()).toBe("acct-standin-7f3a0c21");
      expect(await attempt()).toBe("acct-standin-7f3a0c21");
      process.env.TFLOOKUP_PROVIDER_BINARY_IBM = missing;
      expect(await attempt()).toContain(`TFLOOKUP_PROVIDER_BINARY_IBM names ${missing}`);
      delete process.env.TFLOOKUP_PROVIDER_BINARY_IBM;
      expect(await attempt()).toContain("on-demand installation is off");
    } finally {
      delete process.env.TFLOOKUP_PROVIDER_BINARY_IBM;
      await executor.close();
    }
  });

  test("installing turned off (install: false, or TFLOOKUP_INSTALL=0): the error says how to install, and no method is tried", async () => {
    const cacheDir = join(h.root, "no-install-cache");
    const check = (m: string) => {
      expect(m).toMatch(
        /^getAccount \(ibm:index\/getAccount:getAccount\): provider IBM-Cloud\/ibm 2\.5\.0 \(linux_\w+\) is not reachable: /,
      );
      expect(m).toContain("on-demand installation is off (TFLOOKUP_INSTALL=0 or install: false)");
      expect(m).toContain("run `npm run install-providers -- registry.terraform.io/ibm-cloud/ibm`");
      expect(m).toContain(`filesystem mirror ${join(h.root, "mirror", "mirror")}: not tried, installing on demand is off`);
    };
    check((await failure({ providerBinaries: {}, cacheDir, install: false })).message);
    process.env.TFLOOKUP_INSTALL = "0";
    try {
      check((await failure({ providerBinaries: {}, cacheDir })).message);
    } finally {
      delete process.env.TFLOOKUP_INSTALL;
    }
    expect(existsSync(join(cacheDir, "plugins", "registry.terraform.io"))).toBe(false);
  });

  test("a binary named by path is held to the lock file before it starts", async () => {
    const cacheDir = join(h.root, "locked-cache");
    mkdirSync(cacheDir, { recursive: true });
    const binary = h.providerBinaries["IBM-Cloud/ibm"];
    const lock = (hash: string) =>
      writeFileSync(
        join(cacheDir, ".terraform.lock.hcl"),
        `provider "registry.terraform.io/ibm-cloud/ibm" {\n  version = "2.5.0"\n  hashes = [${JSON.stringify(hash)}]\n}\n`,
      );
    lock("h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    const executor = new Executor(h.options({ engine: "plugin", cacheDir }));
    try {
      const refused = await executor.lookup("ibm", TOKEN, ARGS).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(refused?.message).toContain(
        `getAccount (ibm:index/getAccount:getAccount): refusing ${binary} (from the providerBinaries option)`,
      );
      expect(refused?.message).toContain("expects h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
      expect(executor.providerStarts()).toBe(0);
      lock(await hashDirectory(dirname(binary)));
      expect((await executor.lookup("ibm", TOKEN, ARGS)).id).toBe("acct-standin-7f3a0c21");
    } finally {
      await executor.close();
    }
    // A lock with archive hashes only cannot vouch for a bare binary.
    lock("zh:0000000000000000000000000000000000000000000000000000000000000000");
    expect((await failure({ cacheDir })).message).toContain("records only archive (zh:) hashes");
  });

  test("TFLOOKUP_PROVIDER_BINARY_<TYPE>, a resolver, and a plugin cache in Terraform's layout each find it", async () => {
    const lookup = async (extra: Parameters<Harness["options"]>[0]) => {
      const executor = new Executor(h.options({ engine: "plugin", providerBinaries: {}, cacheDir: join(h.root, "empty-cache"), ...extra }));
      try {
        return (await executor.lookup("ibm", TOKEN, ARGS)).id;
      } finally {
        await executor.close();
      }
    };
    process.env.TFLOOKUP_PROVIDER_BINARY_IBM = h.providerBinaries["IBM-Cloud/ibm"];
    try {
      expect(await lookup({})).toBe("acct-standin-7f3a0c21");
    } finally {
      delete process.env.TFLOOKUP_PROVIDER_BINARY_IBM;
    }
    const asked: string[] = [];
    expect(
      await lookup({ resolveProviderBinary: async (source, version) => (asked.push(`${source}@${version}`), h.providerBinaries[source]) }),
    ).toBe("acct-standin-7f3a0c21");
    expect(asked).toEqual(["IBM-Cloud/ibm@2.5.0"]);
    await expect(
      lookup({
        resolveProviderBinary: async () => {
          throw new Error("mirror unreachable");
        },
      }),
    ).rejects.toThrow(
      "getAccount (ibm:index/getAccount:getAccount): the provider resolver failed for IBM-Cloud/ibm 2.5.0: mirror unreachable",
    );
    // The harness mirror has the unpacked layout, which is also the plugin cache's.
    process.env.TF_PLUGIN_CACHE_DIR = join(h.root, "mirror", "mirror");
    try {
      expect(await lookup({})).toBe("acct-standin-7f3a0c21");
    } finally {
      delete process.env.TF_PLUGIN_CACHE_DIR;
    }
  });
});

describe("the provider's schema against the pinned snapshot", () => {
  let drifted: string;

  beforeAll(() => {
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, "schemas", "ibm.json"), "utf8"));
    const account = schema.provider_schemas["registry.terraform.io/ibm-cloud/ibm"].data_source_schemas.ibm_account.block.attributes;
    account.colour = { type: "string", optional: true, description_kind: "plain" };
    account.org_guid = { ...account.org_guid, required: undefined, optional: true };
    const file = join(h.root, "ibm-drifted.json");
    writeFileSync(file, JSON.stringify(schema));
    const providers = pinnedStandinProviders({ ibm: join(h.cloudDir, "ibm.json") })
      .filter((p) => p.type === "ibm")
      .map((p) => ({ ...p, schemaFile: file }));
    createStandinMirror(join(h.root, "drift"), { providers });
    drifted = unpackedExecutable(join(h.root, "drift", "mirror"), providers[0]);
  });

  test("drift fails the lookup, listing every differing path", async () => {
    const err = await failure({ providerBinaries: { "IBM-Cloud/ibm": drifted } });
    expect(err.message).toContain("the running provider IBM-Cloud/ibm 2.5.0 does not match its pinned schema");
    expect(err.message).toContain("ibm_account.colour: an attribute the pinned schema does not have");
    expect(err.message).toMatch(/ibm_account\.org_guid: pinned .*"required":true.*, running .*"optional":true/);
    expect(err.message).toContain('schemaDrift: "warn"');
  });

  test('with schemaDrift: "warn" the lookup goes on and the drift is a warning', async () => {
    const warnings: string[] = [];
    const { dir, env } = recordingEnv();
    const executor = new Executor(
      h.options({
        engine: "plugin",
        env,
        providerBinaries: { "IBM-Cloud/ibm": drifted },
        schemaDrift: "warn",
        warn: (w) => warnings.push(w),
      }),
    );
    try {
      expect((await executor.lookup("ibm", TOKEN, ARGS)).id).toBe("acct-standin-7f3a0c21");
      expect(warnings.join("\n")).toContain("ibm_account.colour: an attribute the pinned schema does not have");
    } finally {
      await executor.close();
    }
    // The arguments validated beside the schema request were encoded by the pinned schema (no `colour`), which is
    // not how the running one encodes them: the provider was asked again with its own encoding before the read.
    const calls = recordedCalls(dir).map((c) => c.call);
    expect(calls.filter((c) => c === "ValidateDataResourceConfig ibm_account")).toHaveLength(2);
    expect(calls.indexOf("ReadDataSource ibm_account")).toBeGreaterThan(calls.lastIndexOf("ValidateDataResourceConfig ibm_account"));
  });
});

test("provider warnings reach the user once, as a logged warning naming the function", async () => {
  const warnings: string[] = [];
  const executor = new Executor(
    h.options({ engine: "plugin", config: { ibm: { cloudApiKey: CREDENTIALS.ibm, legacyATimeout: 30 } }, warn: (w) => warnings.push(w) }),
  );
  try {
    await executor.lookup("ibm", TOKEN, ARGS);
    await executor.lookup("ibm", TOKEN, ARGS);
    expect(warnings).toEqual([
      "warning: getAccount (ibm:index/getAccount:getAccount): setting legacyATimeout: Argument is deprecated: " +
        'The provider argument "bluemix_timeout" is deprecated.',
    ]);
  } finally {
    await executor.close();
  }
});
