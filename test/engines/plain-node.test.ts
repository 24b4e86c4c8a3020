/**
 * The SDK in a real child process, as a user writes a plain Node program, on each engine: configured by nothing
 * but environment variables (TFLOOKUP_* for where Terraform and the providers come from, PULUMI_CONFIG for
 * credentials, as `pulumi config set --secret` leaves them for a program). It gets documented results and exits by
 * itself, leaving no secret written or printed. One table over the engines; the plugin engine's row runs with no
 * Terraform anywhere on the program's PATH and checks that no provider is left running.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { binaryEnvVariable } from "../../src/runtime/engines/plugin";
import { CREDENTIALS, createHarness, filesContaining, type Harness } from "../support/executor-harness";
import { removeDir, REPO_ROOT } from "../support/project";
import { expectedResult, loadSpec } from "../support/spec-expect";
import { pathWithoutTerraform, processesLeft } from "./plugin/support";

interface EngineRow {
  engine: "terraform" | "plugin";
  /** The program's environment for this engine, beyond the places and credentials every row sets. */
  env: (h: Harness) => NodeJS.ProcessEnv;
  /** What only this engine shows once a program whose lookups succeeded has exited by itself. */
  afterExit: (h: Harness) => Promise<void>;
}

const ROWS: EngineRow[] = [
  {
    engine: "terraform",
    env: (h) => ({ TFLOOKUP_ENGINE: "terraform", TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile }),
    afterExit: async () => undefined,
  },
  {
    // The default engine: the program does not name it.
    engine: "plugin",
    env: (h) => ({
      PATH: pathWithoutTerraform(),
      [binaryEnvVariable("ibm")]: h.providerBinaries["IBM-Cloud/ibm"],
      [binaryEnvVariable("edgecenter")]: h.providerBinaries["Edge-Center/edgecenter"],
    }),
    afterExit: async (h) => {
      expect(await processesLeft(h.cloudDir)).toEqual([]);
    },
  },
];

const PULUMI_CONFIG = { "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter };

describe.each(ROWS)("a plain Node program on the $engine engine", (row) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(`plain-node-${row.engine}`, { terraform: row.engine === "terraform" });
  });

  afterAll(() => removeDir(h?.root));

  function runProgram(input: unknown) {
    const env: NodeJS.ProcessEnv = { ...process.env };
    // Whatever the machine has must not leak in: the program is configured only by what the test sets.
    for (const k of Object.keys(env)) if (k.startsWith("TFLOOKUP_")) delete env[k];
    delete env.TERRAFORM_BINARY_NAME;
    Object.assign(env, {
      TFLOOKUP_CACHE_DIR: h.cacheDir,
      TFLOOKUP_TMPDIR: h.tmpDir,
      PULUMI_CONFIG: JSON.stringify(PULUMI_CONFIG),
      PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(Object.keys(PULUMI_CONFIG)),
      ...row.env(h),
    });
    return spawnSync(
      process.execPath,
      ["--import", require.resolve("tsx"), join(__dirname, "programs", "plain-node-lookups.ts"), JSON.stringify(input)],
      { cwd: REPO_ROOT, env, encoding: "utf8", timeout: 120_000 },
    );
  }

  test("gets documented results, configured by PULUMI_CONFIG and TFLOOKUP_* only, and leaves no secret behind", async () => {
    const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment[0];
    const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
    const r = runProgram({
      environment: { guid: envRecord.guid, environmentId: envRecord.environment_id },
      zone: { regionName: zoneRecord.region_name },
    });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    const out = JSON.parse(r.stdout);
    expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", envRecord));
    expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zoneRecord));
    // Nothing of the credentials in what the program printed or left behind.
    for (const s of Object.values(CREDENTIALS)) expect(r.stdout + r.stderr).not.toContain(s);
    expect(filesContaining([h.cacheDir, h.tmpDir], Object.values(CREDENTIALS))).toEqual([]);
    await row.afterExit(h);
  });

  test("a provider error reaches the program as a rejected promise with the upstream message", async () => {
    // Only the environment's lookup fails: with two failing, which rejects first is a race the plugin engine runs.
    const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
    const r = runProgram({ environment: { guid: "no-such-guid", environmentId: "x" }, zone: { regionName: zoneRecord.region_name } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^lookup failed: getAppConfigEnvironment \(ibm:index\/getAppConfigEnvironment:getAppConfigEnvironment\): argument environmentId: No ibm_app_config_environment found/,
    );
  });
});
