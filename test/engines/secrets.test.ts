/**
 * Secrets (provider credentials, secret inputs) reach the provider and nothing else, whichever engine answers: not
 * a file (the Terraform engine's configuration, state, plugin cache or init directories), not a provider's command
 * line or environment, not a log line, a warning, an error or anything printed. The stand-in clouds accept only
 * the harness credentials, so a successful lookup is proof that the credential did reach the provider; then every
 * byte the executor left on disk or printed is searched. One table over the engines: each row runs the same
 * checks, adds what only its engine can show, and the tests only it needs.
 */
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Executor, type ExecutorOptions } from "../../src/runtime/executor";
import { REDACTED } from "../../src/runtime/shared/redact";
import {
  CREDENTIALS,
  secretLookups,
  SECRET_GUID,
  createHarness,
  filesContaining,
  filesUnder,
  type Harness,
} from "../support/executor-harness";
import { outputCapture } from "../support/capture";
import { removeDir } from "../support/project";
import { processesMentioning, withoutTerraform } from "./plugin/support";

const SECRETS = [CREDENTIALS.ibm, CREDENTIALS.edgecenter, SECRET_GUID];
const { printed, errors, capturing, messageOf } = outputCapture();

const account = (e: Executor) => e.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" });

/** What one row's tests share: its world, and what its executors logged and warned. */
interface World {
  h: Harness;
  logs: string[];
  warnings: string[];
  options: (extra?: Partial<ExecutorOptions>) => ExecutorOptions;
}

interface EngineRow {
  engine: "terraform" | "plugin";
  /** Options of the first lookups' executor, beyond the world's. */
  firstOptions: Partial<ExecutorOptions>;
  /** What only this engine shows after the first lookups (while its providers still run). */
  afterLookups: (w: World) => void;
  /** Tests only this engine needs, run before the final scan. */
  ownTests: (w: World) => void;
  /** What only this engine shows in the final scan. */
  afterAll: (w: World) => void;
}

/** Runs `use` with an executor made from `options`, closed afterwards. */
async function withExecutor<T>(options: ExecutorOptions, use: (e: Executor) => Promise<T>): Promise<T> {
  const executor = new Executor(options);
  try {
    return await use(executor);
  } finally {
    await executor.close();
  }
}

const TERRAFORM: EngineRow = {
  engine: "terraform",
  firstOptions: { keepWorkDir: true },
  afterLookups: ({ h }) => {
    // The configuration that was kept for debugging refers to the secrets, never holds them.
    const runDirs = readdirSync(h.tmpDir).filter((d) => d.startsWith("tflookup-run-"));
    expect(runDirs.length).toBeGreaterThan(0);
    for (const d of runDirs) {
      expect(statSync(join(h.tmpDir, d)).mode & 0o777).toBe(0o700);
      const config = JSON.parse(readFileSync(join(h.tmpDir, d, "main.tf.json"), "utf8"));
      expect(config.provider.ibm[0].ibmcloud_api_key).toMatch(/^\$\{var\.secret_\d+\}$/);
      expect(config.provider.edgecenter[0].permanent_api_token).toMatch(/^\$\{var\.secret_\d+\}$/);
      for (const v of Object.values(config.variable as Record<string, { sensitive: boolean }>)) expect(v.sensitive).toBe(true);
    }
  },
  ownTests: (w) => {
    test("configuration precedence: explicit, then Pulumi config, then the provider's own environment variables", async () => {
      const pulumiConfig = (key: string) => () => ({ get: (k: string) => (k === "cloudApiKey" ? key : undefined), isSecret: () => true });
      const results = await capturing(() =>
        Promise.allSettled([
          // Only the upstream variable: passed through untouched.
          withExecutor(w.options({ config: {}, env: { IC_API_KEY: CREDENTIALS.ibm } }), account),
          // Pulumi config beats the environment.
          withExecutor(
            w.options({
              config: {},
              usePulumiConfig: true,
              pulumiConfig: pulumiConfig(CREDENTIALS.ibm),
              env: { IC_API_KEY: "wrong-env-key" },
            }),
            account,
          ),
          // Explicit beats Pulumi config.
          withExecutor(w.options({ usePulumiConfig: true, pulumiConfig: pulumiConfig("wrong-pulumi-key") }), account),
          // Explicit beats the environment, even when only the environment is right.
          withExecutor(
            w.options({ config: { ibm: { cloudApiKey: "wrong-explicit-key" } }, env: { IC_API_KEY: CREDENTIALS.ibm } }),
            account,
          ),
        ]),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
      expect(messageOf(results[3])).toContain("Authentication failed");
    });

    test("configure() sets credentials in documented names and rejects unknown ones", async () => {
      await withExecutor(w.options({ config: {} }), async (executor) => {
        expect(() => executor.configure("ibm", { cloudAPIKey: CREDENTIALS.ibm })).toThrow(
          "unknown setting cloudAPIKey (did you mean cloudApiKey?)",
        );
        executor.configure("ibm", { cloudApiKey: CREDENTIALS.ibm, region: "us-south" });
        const r = await capturing(() => account(executor));
        expect(r.id).toBe("acct-standin-7f3a0c21");
      });
    });
  },
  afterAll: ({ h }) => {
    const dirs = [h.tmpDir, h.cacheDir];
    // Sanity: the directories were really used (init state, plugin cache, kept run directories).
    expect(existsSync(join(h.cacheDir, "plugins", "registry.terraform.io", "ibm-cloud", "ibm"))).toBe(true);
    expect(filesUnder(join(h.cacheDir, "init")).length).toBeGreaterThan(0);
    expect(filesUnder(h.tmpDir).some((f) => f.endsWith("terraform-apply.log"))).toBe(true);
    // State never reaches the disk: a value only the provider returned is nowhere in a file.
    const onlyInResults = String(h.clouds.ibm.dataSources.ibm_app_config_environment[0].description);
    expect(onlyInResults.length).toBeGreaterThan(8);
    expect(filesContaining(dirs, [onlyInResults])).toEqual([]);
    expect(filesUnder(h.tmpDir).filter((f) => /\.tfstate/.test(f))).toEqual([]);
  },
};

/** The command line and environment of every provider process of the plugin row's world, as the OS shows them. */
const processViews: string[] = [];
function snapshotProviderProcesses(h: Harness): number {
  const pids = processesMentioning(h.cloudDir);
  for (const pid of pids) {
    for (const f of ["cmdline", "environ"]) {
      try {
        processViews.push(readFileSync(`/proc/${pid}/${f}`, "utf8"));
      } catch {
        // Gone meanwhile.
      }
    }
  }
  return pids.length;
}

const PLUGIN: EngineRow = {
  engine: "plugin",
  // A deprecated setting beside the credentials: the provider warns, and the warnings are searched too.
  firstOptions: {
    config: { ibm: { cloudApiKey: CREDENTIALS.ibm, legacyATimeout: 30 }, edgecenter: { permanentApiToken: CREDENTIALS.edgecenter } },
  },
  afterLookups: ({ h, warnings }) => {
    // While the providers run: what the OS shows of them holds none of it.
    expect(snapshotProviderProcesses(h)).toBe(2);
    expect(warnings.length).toBeGreaterThan(0);
  },
  ownTests: (w) => {
    test("the provider's own environment variable, when the user set one, is the only secret in its environment", async () => {
      await withExecutor(w.options({ config: {}, env: { IC_API_KEY: CREDENTIALS.ibm } }), async (executor) => {
        const r = await capturing(() => account(executor));
        expect(r.id).toBe("acct-standin-7f3a0c21");
        const pids = processesMentioning(w.h.cloudDir);
        expect(pids.length).toBe(1);
        expect(readFileSync(`/proc/${pids[0]}/environ`, "utf8").split("\0")).toContain(`IC_API_KEY=${CREDENTIALS.ibm}`);
      });
    });

    test("Pulumi's configuration, credentials and all, is not passed on to the provider's environment", async () => {
      const saved = { config: process.env.PULUMI_CONFIG, keys: process.env.PULUMI_CONFIG_SECRET_KEYS };
      process.env.PULUMI_CONFIG = JSON.stringify({ "ibm:cloudApiKey": CREDENTIALS.ibm });
      process.env.PULUMI_CONFIG_SECRET_KEYS = JSON.stringify(["ibm:cloudApiKey"]);
      try {
        await withExecutor(w.options({ config: {}, usePulumiConfig: true }), async (executor) => {
          const r = await capturing(() => account(executor));
          // The credential came from Pulumi config (the cloud accepted it) and went over the connection only.
          expect(r.id).toBe("acct-standin-7f3a0c21");
          expect(snapshotProviderProcesses(w.h)).toBe(1);
          expect(processViews[processViews.length - 1]).not.toContain("PULUMI_CONFIG");
        });
      } finally {
        for (const [k, v] of [
          ["PULUMI_CONFIG", saved.config],
          ["PULUMI_CONFIG_SECRET_KEYS", saved.keys],
        ] as const) {
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
        }
      }
    });

    test("what a dying provider printed on stderr is redacted before it reaches the error", async () => {
      const fake = join(w.h.root, "fake-leak");
      writeFileSync(
        fake,
        `#!/bin/sh\nexport FAKE_MODE=leak\nexec '${process.execPath}' '${join(__dirname, "plugin", "programs", "fake-provider.js")}'\n`,
      );
      chmodSync(fake, 0o755);
      await withExecutor(
        w.options({ providerBinaries: { "IBM-Cloud/ibm": fake }, env: { FAKE_LEAK: CREDENTIALS.ibm } }),
        async (executor) => {
          const [r] = await capturing(() => Promise.allSettled([account(executor)]));
          expect(messageOf(r)).toContain(`my key was ${REDACTED}`);
        },
      );
    });
  },
  afterAll: ({ h }) => {
    // The plugin engine writes nothing at all: no configuration, no state, no logs.
    expect(filesUnder(h.tmpDir)).toEqual([]);
    expect(processViews.length).toBe(6);
    for (const view of processViews) for (const s of SECRETS) expect(view).not.toContain(s);
  },
};

describe.each([TERRAFORM, PLUGIN])("credentials and secret inputs, through the $engine engine", (row) => {
  const w: World = {
    h: undefined as unknown as Harness,
    logs: [],
    warnings: [],
    options: (extra = {}) => w.h.options({ engine: row.engine, log: (l) => w.logs.push(l), warn: (m) => w.warnings.push(m), ...extra }),
  };
  // The plugin engine needs no Terraform: its row runs with none reachable.
  if (row.engine === "plugin") withoutTerraform();

  beforeAll(async () => {
    w.h = await createHarness(`secrets-${row.engine}`, { terraform: row.engine === "terraform" });
  });

  afterAll(() => removeDir(w.h?.root));

  const reach =
    "reach the provider: lookups with the right credentials and a secret input succeed, a secret echoed in an error is redacted";
  test(reach, async () => {
    await withExecutor(w.options(row.firstOptions), async (executor) => {
      const results = await capturing(() => secretLookups(executor, w.h));
      expect(results.slice(0, 3).map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const secretResult = (results[2] as PromiseFulfilledResult<Record<string, unknown>>).value;
      expect(secretResult.guid).toBe(SECRET_GUID);
      expect(secretResult.name).toBe("environment behind a secret guid");
      const failure = messageOf(results[3]);
      expect(failure).toContain(
        "getAppConfigEnvironment (ibm:index/getAppConfigEnvironment:getAppConfigEnvironment): " +
          "argument guid: No ibm_app_config_environment found",
      );
      // The whole secret value is what the redactor knows; the provider quoted it, the message does not.
      expect(failure).toContain(`guid = "${REDACTED}"`);
      expect(failure).not.toContain("-unknown");
      row.afterLookups(w);
    });
  });

  test("a wrong credential is refused by the cloud (so success above means the credential arrived)", async () => {
    await withExecutor(w.options({ config: { ibm: { cloudApiKey: "not-the-key" } } }), async (executor) => {
      const [r] = await capturing(() => Promise.allSettled([account(executor)]));
      expect(messageOf(r)).toMatch(
        /^getAccount \(ibm:index\/getAccount:getAccount\): setting cloudApiKey: Authentication failed: The stand-in cloud rejected the credentials given in the "ibmcloud_api_key" argument/,
      );
    });
  });

  row.ownTests(w);

  test("no secret in any file under the executor's directories or in any output", () => {
    expect(filesContaining([w.h.tmpDir, w.h.cacheDir], SECRETS)).toEqual([]);
    row.afterAll(w);
    const text = [...printed, ...w.logs, ...w.warnings, ...errors].join("\n");
    expect(w.logs.length).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
    for (const s of SECRETS) expect(text).not.toContain(s);
  });
});
