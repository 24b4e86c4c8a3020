/**
 * A plain Node program using the generated SDK, as a user writes one, on the default engine: configured by
 * nothing but environment variables (the provider binaries in TFLOOKUP_PROVIDER_BINARY_*, credentials in
 * PULUMI_CONFIG as `pulumi config set --secret` leaves them), with no Terraform anywhere on its PATH. It
 * exits by itself once its lookups are done, and leaves no provider running.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { binaryEnvVariable } from "../../../src/runtime/engines/plugin";
import { CREDENTIALS, createHarness, filesContaining, type Harness } from "../../support/executor-harness";
import { removeDir, REPO_ROOT } from "../../support/project";
import { expectedResult, loadSpec } from "../../support/spec-expect";
import { pathWithoutTerraform, processesLeft } from "./support";

let h: Harness;

beforeAll(async () => {
  h = await createHarness("plugin-plain-node", { terraform: false });
});

afterAll(() => removeDir(h?.root));

test("results in documented names, no Terraform, no provider left behind, no secret written or printed", async () => {
  const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment[0];
  const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
  const input = {
    environment: { guid: envRecord.guid, environmentId: envRecord.environment_id },
    zone: { regionName: zoneRecord.region_name },
  };
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith("TFLOOKUP_")) delete env[k];
  delete env.TERRAFORM_BINARY_NAME;
  Object.assign(env, {
    PATH: pathWithoutTerraform(),
    TFLOOKUP_CACHE_DIR: h.cacheDir,
    TFLOOKUP_TMPDIR: h.tmpDir,
    [binaryEnvVariable("ibm")]: h.providerBinaries["IBM-Cloud/ibm"],
    [binaryEnvVariable("edgecenter")]: h.providerBinaries["Edge-Center/edgecenter"],
    PULUMI_CONFIG: JSON.stringify({ "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter }),
    PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(["ibm:cloudApiKey", "edgecenter:permanentApiToken"]),
  });
  const r = spawnSync(
    process.execPath,
    ["--import", require.resolve("tsx"), join(REPO_ROOT, "test", "executor", "programs", "plain-node-lookups.ts"), JSON.stringify(input)],
    {
      cwd: REPO_ROOT,
      env,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
  const out = JSON.parse(r.stdout);
  expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", envRecord));
  expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zoneRecord));
  for (const s of Object.values(CREDENTIALS)) expect(r.stdout + r.stderr).not.toContain(s);
  expect(filesContaining([h.cacheDir, h.tmpDir], Object.values(CREDENTIALS))).toEqual([]);
  expect(await processesLeft(h.cloudDir)).toEqual([]);
});
