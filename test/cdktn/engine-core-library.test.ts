/**
 * The Terraform lookup engine writes its configuration itself (src/runtime/engines/terraform/stack.ts), so a program that
 * looks things up needs neither CDK core library: a plain Node program where neither `cdktf` nor `cdktn` can be
 * resolved runs lookups through real Terraform and the stand-ins and gets the fixture records.
 */
import { spawnSync } from "node:child_process";
import * as path from "node:path";
import { CREDENTIALS, createHarness, type Harness } from "../support/executor-harness";
import { removeDir, REPO_ROOT } from "../support/project";
import { expectedResult, loadSpec } from "../support/spec-expect";

describe("a plain Node program on a machine with no CDK core library installed", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness("one-core-library");
  });
  afterAll(() => removeDir(h?.root));

  /** test/engines/programs/plain-node-lookups.ts in a child where the named packages cannot be resolved. */
  function runWithout(hidden: string[]) {
    const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment[0];
    const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
    const input = {
      environment: { guid: envRecord.guid, environmentId: envRecord.environment_id },
      zone: { regionName: zoneRecord.region_name },
    };
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of Object.keys(env)) if (k.startsWith("TFLOOKUP_")) delete env[k];
    Object.assign(env, {
      TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile,
      TFLOOKUP_CACHE_DIR: h.cacheDir,
      TFLOOKUP_TMPDIR: h.tmpDir,
      TFLOOKUP_ENGINE: "terraform",
      TFLOOKUP_TEST_HIDE_PACKAGES: hidden.join(","),
      NODE_OPTIONS:
        `-r ${path.join(REPO_ROOT, "test", "support", "hide-packages.js")} ` +
        `-r ${path.join(REPO_ROOT, "test", "pulumi-plugin", "support", "trace-cdktf.js")}`,
      PULUMI_CONFIG: JSON.stringify({ "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter }),
      PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(["ibm:cloudApiKey", "edgecenter:permanentApiToken"]),
    });
    const r = spawnSync(
      path.join(REPO_ROOT, "node_modules", ".bin", "tsx"),
      [path.join(REPO_ROOT, "test", "engines", "programs", "plain-node-lookups.ts"), JSON.stringify(input)],
      {
        cwd: REPO_ROOT,
        env,
        encoding: "utf8",
        timeout: 120_000,
      },
    );
    return { r, envRecord, zoneRecord };
  }

  test("neither cdktf nor cdktn: the Terraform engine needs none, and the lookups return their records", () => {
    const { r, envRecord, zoneRecord } = runWithout(["cdktf", "cdktn"]);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    const out = JSON.parse(r.stdout);
    expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", envRecord));
    expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zoneRecord));
  });
});
