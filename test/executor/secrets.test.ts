/**
 * Secrets (provider credentials, secret inputs) reach the provider and nothing else: not the synthesized
 * configuration, not a state file, not the plugin cache or init directories, not logs, not error messages.
 * The stand-in clouds accept only the harness credentials, so a successful lookup is proof that the
 * credential did reach the provider; then every byte the executor left on disk or printed is searched.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../../src/runtime/executor";
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

const SECRETS = [CREDENTIALS.ibm, CREDENTIALS.edgecenter, SECRET_GUID];

let h: Harness;
const logs: string[] = [];

beforeAll(async () => {
  h = await createHarness("secrets");
});

afterAll(() => removeDir(h?.root));

const { printed, errors, capturing, messageOf } = outputCapture();

describe("credentials and secret inputs", () => {
  test(
    "reach the provider: lookups with the right credentials and a secret input succeed, " + "a secret echoed in an error is redacted",
    async () => {
      const executor = new Executor(h.options({ keepWorkDir: true, log: (l) => logs.push(l) }));
      const results = await capturing(() => secretLookups(executor, h));
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
  );

  test("a wrong credential is refused by the cloud (so success above means the credential arrived)", async () => {
    const executor = new Executor(h.options({ config: { ibm: { cloudApiKey: "not-the-key" } } }));
    const [r] = await capturing(() =>
      Promise.allSettled([executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" })]),
    );
    expect(messageOf(r)).toMatch(
      /^getAccount \(ibm:index\/getAccount:getAccount\): setting cloudApiKey: Authentication failed: The stand-in cloud rejected the credentials given in the "ibmcloud_api_key" argument/,
    );
  });

  test("configuration precedence: explicit, then Pulumi config, then the provider's own environment variables", async () => {
    const account = (e: Executor) => e.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" });
    const pulumiConfig = (key: string) => () => ({ get: (k: string) => (k === "cloudApiKey" ? key : undefined), isSecret: () => true });
    const results = await capturing(() =>
      Promise.allSettled([
        // Only the upstream variable: passed through untouched.
        account(new Executor(h.options({ config: {}, env: { IC_API_KEY: CREDENTIALS.ibm } }))),
        // Pulumi config beats the environment.
        account(
          new Executor(
            h.options({
              config: {},
              usePulumiConfig: true,
              pulumiConfig: pulumiConfig(CREDENTIALS.ibm),
              env: { IC_API_KEY: "wrong-env-key" },
            }),
          ),
        ),
        // Explicit beats Pulumi config.
        account(new Executor(h.options({ usePulumiConfig: true, pulumiConfig: pulumiConfig("wrong-pulumi-key") }))),
        // Explicit beats the environment, even when only the environment is right.
        account(new Executor(h.options({ config: { ibm: { cloudApiKey: "wrong-explicit-key" } }, env: { IC_API_KEY: CREDENTIALS.ibm } }))),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
    expect(messageOf(results[3])).toContain("Authentication failed");
  });

  test("configure() sets credentials in documented names and rejects unknown ones", async () => {
    const executor = new Executor(h.options({ config: {} }));
    expect(() => executor.configure("ibm", { cloudAPIKey: CREDENTIALS.ibm })).toThrow(
      "unknown setting cloudAPIKey (did you mean cloudApiKey?)",
    );
    executor.configure("ibm", { cloudApiKey: CREDENTIALS.ibm, region: "us-south" });
    const r = await capturing(() => executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" }));
    expect(r.id).toBe("acct-standin-7f3a0c21");
  });

  test("no secret, and no looked-up value, is left in any file under the executor's directories or in any output", () => {
    const dirs = [h.tmpDir, h.cacheDir];
    // Sanity: the directories were really used (init state, plugin cache, kept run directories).
    expect(existsSync(join(h.cacheDir, "plugins", "registry.terraform.io", "ibm-cloud", "ibm"))).toBe(true);
    expect(filesUnder(join(h.cacheDir, "init")).length).toBeGreaterThan(0);
    expect(filesUnder(h.tmpDir).some((f) => f.endsWith("terraform-apply.log"))).toBe(true);
    expect(filesContaining(dirs, SECRETS)).toEqual([]);
    // State never reaches the disk: a value only the provider returned is nowhere in a file.
    const onlyInResults = String(h.clouds.ibm.dataSources.ibm_app_config_environment[0].description);
    expect(onlyInResults.length).toBeGreaterThan(8);
    expect(filesContaining(dirs, [onlyInResults])).toEqual([]);
    expect(filesUnder(h.tmpDir).filter((f) => /\.tfstate/.test(f))).toEqual([]);

    const text = [...printed, ...logs, ...errors].join("\n");
    expect(logs.length).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
    for (const s of SECRETS) expect(text).not.toContain(s);
  });
});
