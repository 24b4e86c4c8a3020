/**
 * The secret scan of the executor suite, against the plugin engine: credentials and secret inputs reach the
 * provider (the stand-in clouds accept only the harness credentials) over the mTLS connection and nothing
 * else: not a file, not the provider's command line or environment, not a log line, a warning, an error or
 * anything printed; a provider that echoes one (in a diagnostic or on stderr) is redacted.
 */
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../../../src/runtime/executor";
import { REDACTED } from "../../../src/runtime/shared/redact";
import {
  CREDENTIALS,
  secretLookups,
  SECRET_GUID,
  createHarness,
  filesContaining,
  filesUnder,
  type Harness,
} from "../../support/executor-harness";
import { outputCapture } from "../../support/capture";
import { removeDir } from "../../support/project";
import { processesMentioning, withoutTerraform } from "./support";

const SECRETS = [CREDENTIALS.ibm, CREDENTIALS.edgecenter, SECRET_GUID];

let h: Harness;
const logs: string[] = [];
const warnings: string[] = [];
const processViews: string[] = [];

withoutTerraform();

beforeAll(async () => {
  h = await createHarness("plugin-secrets", { terraform: false });
});

afterAll(() => removeDir(h?.root));

const { printed, errors, capturing, messageOf } = outputCapture();

/** The command line and environment of every provider process of this world, as the OS shows them. */
function snapshotProviderProcesses(): number {
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

const options = (extra: Parameters<Harness["options"]>[0] = {}) =>
  h.options({ engine: "plugin", log: (l) => logs.push(l), warn: (w) => warnings.push(w), ...extra });

describe("credentials and secret inputs, through the plugin engine", () => {
  test("reach the provider; a secret the provider quotes in an error is redacted", async () => {
    const executor = new Executor(
      options({
        config: { ibm: { cloudApiKey: CREDENTIALS.ibm, legacyATimeout: 30 }, edgecenter: { permanentApiToken: CREDENTIALS.edgecenter } },
      }),
    );
    try {
      const results = await capturing(() => secretLookups(executor, h));
      expect(results.slice(0, 3).map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      expect((results[2] as PromiseFulfilledResult<Record<string, unknown>>).value.name).toBe("environment behind a secret guid");
      const failure = messageOf(results[3]);
      expect(failure).toContain(
        "getAppConfigEnvironment (ibm:index/getAppConfigEnvironment:getAppConfigEnvironment): " +
          "argument guid: No ibm_app_config_environment found",
      );
      expect(failure).toContain(`guid = "${REDACTED}"`);
      expect(failure).not.toContain("-unknown");
      // While the providers run: what the OS shows of them holds none of it.
      expect(snapshotProviderProcesses()).toBe(2);
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await executor.close();
    }
  });

  test("a wrong credential is refused by the cloud (so success above means the credential arrived)", async () => {
    const executor = new Executor(options({ config: { ibm: { cloudApiKey: "not-the-key" } } }));
    try {
      const [r] = await capturing(() =>
        Promise.allSettled([executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" })]),
      );
      expect(messageOf(r)).toMatch(/^getAccount \(ibm:index\/getAccount:getAccount\): setting cloudApiKey: Authentication failed/);
    } finally {
      await executor.close();
    }
  });

  test("the provider's own environment variable, when the user set one, is the only secret in its environment", async () => {
    const executor = new Executor(options({ config: {}, env: { IC_API_KEY: CREDENTIALS.ibm } }));
    try {
      const r = await capturing(() => executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" }));
      expect(r.id).toBe("acct-standin-7f3a0c21");
      const pids = processesMentioning(h.cloudDir);
      expect(pids.length).toBe(1);
      expect(readFileSync(`/proc/${pids[0]}/environ`, "utf8").split("\0")).toContain(`IC_API_KEY=${CREDENTIALS.ibm}`);
    } finally {
      await executor.close();
    }
  });

  test("Pulumi's configuration, credentials and all, is not passed on to the provider's environment", async () => {
    const saved = { config: process.env.PULUMI_CONFIG, keys: process.env.PULUMI_CONFIG_SECRET_KEYS };
    process.env.PULUMI_CONFIG = JSON.stringify({ "ibm:cloudApiKey": CREDENTIALS.ibm });
    process.env.PULUMI_CONFIG_SECRET_KEYS = JSON.stringify(["ibm:cloudApiKey"]);
    const executor = new Executor(options({ config: {}, usePulumiConfig: true }));
    try {
      const r = await capturing(() => executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" }));
      // The credential came from Pulumi config (the cloud accepted it) and went over the connection only.
      expect(r.id).toBe("acct-standin-7f3a0c21");
      expect(snapshotProviderProcesses()).toBe(1);
      expect(processViews[processViews.length - 1]).not.toContain("PULUMI_CONFIG");
    } finally {
      for (const [k, v] of [
        ["PULUMI_CONFIG", saved.config],
        ["PULUMI_CONFIG_SECRET_KEYS", saved.keys],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await executor.close();
    }
  });

  test("what a dying provider printed on stderr is redacted before it reaches the error", async () => {
    const fake = join(h.root, "fake-leak");
    writeFileSync(
      fake,
      `#!/bin/sh\nexport FAKE_MODE=leak\nexec '${process.execPath}' '${join(__dirname, "programs", "fake-provider.js")}'\n`,
    );
    chmodSync(fake, 0o755);
    const executor = new Executor(options({ providerBinaries: { "IBM-Cloud/ibm": fake }, env: { FAKE_LEAK: CREDENTIALS.ibm } }));
    try {
      const [r] = await capturing(() =>
        Promise.allSettled([executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" })]),
      );
      const message = messageOf(r);
      expect(message).toContain(`my key was ${REDACTED}`);
    } finally {
      await executor.close();
    }
  });

  test("no secret in any file under the executor's directories, in the providers' command lines or environments, or in any output", () => {
    expect(filesContaining([h.tmpDir, h.cacheDir], SECRETS)).toEqual([]);
    // The plugin engine writes nothing at all: no configuration, no state, no logs.
    expect(filesUnder(h.tmpDir)).toEqual([]);
    expect(processViews.length).toBe(6);
    for (const view of processViews) for (const s of SECRETS) expect(view).not.toContain(s);
    const text = [...printed, ...logs, ...warnings, ...errors].join("\n");
    expect(logs.length).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
    for (const s of SECRETS) expect(text).not.toContain(s);
  });
});
