/**
 * The SDK in a real child process: `tsx program.ts`, nothing but environment variables to configure it
 * (TFLOOKUP_* for where Terraform and the providers come from, PULUMI_CONFIG for credentials, as
 * `pulumi config set --secret` would leave them for a program).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { CREDENTIALS, createHarness, filesContaining, type Harness } from "../support/executor-harness";
import { removeDir, REPO_ROOT } from "../support/project";
import { expectedResult, loadSpec } from "../support/spec-expect";

let h: Harness;

beforeAll(async () => {
  h = await createHarness("plain-node");
});

afterAll(() => removeDir(h?.root));

function runProgram(input: unknown, env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Whatever the machine has must not leak in: the program is configured only by what the test sets.
  for (const k of Object.keys(childEnv)) if (k.startsWith("TFLOOKUP_") && !(k in env)) delete childEnv[k];
  return spawnSync(
    join(REPO_ROOT, "node_modules", ".bin", "tsx"),
    [join(__dirname, "programs", "plain-node-lookups.ts"), JSON.stringify(input)],
    {
      cwd: REPO_ROOT,
      env: childEnv,
      encoding: "utf8",
      timeout: 120_000,
    },
  );
}

const envFor = (h: Harness, pulumiConfig: Record<string, string>) => ({
  TFLOOKUP_ENGINE: "terraform",
  TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile,
  TFLOOKUP_CACHE_DIR: h.cacheDir,
  TFLOOKUP_TMPDIR: h.tmpDir,
  PULUMI_CONFIG: JSON.stringify(pulumiConfig),
  PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(Object.keys(pulumiConfig)),
});

test("a plain Node program gets documented results, configured by PULUMI_CONFIG and TFLOOKUP_* only", () => {
  const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment[0];
  const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
  const input = {
    environment: { guid: envRecord.guid, environmentId: envRecord.environment_id },
    zone: { regionName: zoneRecord.region_name },
  };
  const r = runProgram(input, envFor(h, { "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter }));
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
  const out = JSON.parse(r.stdout);
  expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", envRecord));
  expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zoneRecord));
  // Nothing of the credentials in what the program printed or left behind.
  for (const s of Object.values(CREDENTIALS)) expect(r.stdout + r.stderr).not.toContain(s);
  expect(filesContaining([h.cacheDir, h.tmpDir], Object.values(CREDENTIALS))).toEqual([]);
});

test("a provider error reaches the program as a rejected promise with the upstream message", () => {
  const input = { environment: { guid: "no-such-guid", environmentId: "x" }, zone: { regionName: "no-such-region" } };
  const r = runProgram(input, envFor(h, { "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter }));
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(
    /^lookup failed: getAppConfigEnvironment \(ibm:index\/getAppConfigEnvironment:getAppConfigEnvironment\): argument environmentId: No ibm_app_config_environment found/,
  );
});
