/**
 * The shipped plugins (src/runtime/pulumi-plugin/main.ts with the real executor) on their default engine, the
 * plugin engine, driven over gRPC as the Pulumi engine drives them: every one of the 21 functions through
 * Invoke, once with the stand-ins serving plugin protocol 5 and once serving 6, with no Terraform in reach
 * (PATH stripped, TERRAFORM_BINARY_NAME unset) and the provider binaries given by TFLOOKUP_PROVIDER_BINARY_*.
 * The providers stay warm between invokes, and cdktf (which only the Terraform engine needs) is never loaded.
 */
import { status } from "@grpc/grpc-js";
import { binaryEnvVariable } from "../../src/runtime/engines/plugin";
import { CREDENTIALS, createHarness, type Harness } from "../support/executor-harness";
import { removeDir } from "../support/project";
import { fixtureCases, pathWithoutTerraform, processesLeft, processesMentioning, type FixtureCase } from "../engines/plugin/support";
import {
  CDKTF_LOADED,
  failure,
  ProviderRpc,
  secret,
  startPlugin,
  TRACE_CDKTF,
  unwrapSecrets,
  type RunningPlugin,
} from "./support/plugin-process";

describe.each([5, 6] as const)("plugin protocol %i", (protocol) => {
  let h: Harness;
  let cases: FixtureCase[];
  const plugins: Partial<Record<"ibm" | "edgecenter", RunningPlugin>> = {};
  const rpc = (pkg: "ibm" | "edgecenter") => new ProviderRpc(plugins[pkg]!.client);

  beforeAll(async () => {
    h = await createHarness(`plugin-engine-invoke-p${protocol}`, { protocol, terraform: false });
    cases = fixtureCases(h);
    const env = {
      PATH: pathWithoutTerraform(),
      TERRAFORM_BINARY_NAME: undefined,
      TFLOOKUP_ENGINE: undefined,
      TFLOOKUP_CACHE_DIR: h.cacheDir,
      TFLOOKUP_TMPDIR: h.tmpDir,
      [binaryEnvVariable("ibm")]: h.providerBinaries["IBM-Cloud/ibm"],
      [binaryEnvVariable("edgecenter")]: h.providerBinaries["Edge-Center/edgecenter"],
      IC_API_KEY: undefined,
      IBMCLOUD_API_KEY: undefined,
      EC_PERMANENT_TOKEN: undefined,
      PULUMI_CONFIG: undefined,
      TFLOOKUP_DEBUG: undefined,
    };
    const [ibm, edgecenter] = await Promise.all([
      startPlugin({ pkg: "ibm", env, nodeArgs: TRACE_CDKTF }),
      startPlugin({ pkg: "edgecenter", env, nodeArgs: TRACE_CDKTF }),
    ]);
    Object.assign(plugins, { ibm, edgecenter });
    await rpc("ibm").configure("ibm", { cloudApiKey: CREDENTIALS.ibm });
    await rpc("edgecenter").configure("edgecenter", { permanentApiToken: secret(CREDENTIALS.edgecenter) });
  });

  afterAll(async () => {
    await Promise.all(Object.values(plugins).map((p) => p.stop()));
    for (const p of Object.values(plugins)) for (const s of Object.values(CREDENTIALS)) expect(p.stderr()).not.toContain(s);
    removeDir(h?.root);
  });

  test("all 21 functions through Invoke return their fixture records in documented names", async () => {
    expect(cases).toHaveLength(21);
    const outputs = await Promise.all(cases.map((c) => rpc(c.pkg).invoke(c.token, c.args)));
    cases.forEach((c, i) => {
      expect({ token: c.token, failures: outputs[i].failures }).toEqual({ token: c.token, failures: [] });
      expect({ token: c.token, result: unwrapSecrets(outputs[i].outputs) }).toEqual({ token: c.token, result: c.expected });
    });
  });

  test("one provider process per plugin, kept warm across invokes; cdktf never loaded", async () => {
    const again = await rpc("ibm").invoke("ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" });
    expect(unwrapSecrets(again.outputs)).toMatchObject({ id: "acct-standin-7f3a0c21" });
    expect(processesMentioning(h.cloudDir)).toHaveLength(2);
    for (const p of Object.values(plugins)) expect(p.stderr()).not.toContain(CDKTF_LOADED);
  });

  test("a provider error comes back as UNKNOWN with the upstream message; bad arguments as INVALID_ARGUMENT", async () => {
    const f = await failure(rpc("ibm").invoke("ibm:index/getAccount:getAccount", { orgGuid: "no-such-org" }));
    expect(f.code).toBe(status.UNKNOWN);
    expect(f.details).toMatch(/^getAccount \(ibm:index\/getAccount:getAccount\): argument orgGuid: No ibm_account found/);
    const bad = await failure(rpc("ibm").invoke("ibm:index/getAccount:getAccount", { orgGiud: "x" }));
    expect(bad.code).toBe(status.INVALID_ARGUMENT);
  });

  test("when the plugin ends, its providers end with it", async () => {
    await Promise.all(Object.values(plugins).map((p) => p.stop()));
    expect(await processesLeft(h.cloudDir)).toEqual([]);
  });
});
