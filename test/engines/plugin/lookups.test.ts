/**
 * The plugin engine, the default, answering all 21 functions in plain Node with no Terraform anywhere in
 * reach (PATH stripped, TERRAFORM_BINARY_NAME unset): once with the stand-ins serving plugin protocol 5, as
 * the upstreams do, and once serving 6. Each result is its fixture record in documented names.
 */
import * as edgecenter from "../../../providers/edgecenter/pulumi";
import * as ibm from "../../../providers/ibm/pulumi";
import { Executor } from "../../../src/runtime/executor";
import { setLocalExecutor } from "../../../src/runtime/invoke/local";
import { liveProviderProcesses } from "../../../src/runtime/engines/plugin";
import { locateTerraform, terraformSpawnCount } from "../../../src/runtime/terraform-cli";
import { createHarness, type Harness } from "../../support/executor-harness";
import { removeDir } from "../../support/project";
import { fixtureCases, processesMentioning, withoutTerraform, type FixtureCase } from "./support";

const sdks: Record<string, Record<string, (args: Record<string, unknown>) => Promise<Record<string, unknown>>>> = {
  ibm: ibm as never,
  edgecenter: edgecenter as never,
};

withoutTerraform();

describe.each([5, 6] as const)("plugin protocol %i", (protocol) => {
  let h: Harness;
  let executor: Executor;
  let cases: FixtureCase[];

  beforeAll(async () => {
    h = await createHarness(`plugin-engine-p${protocol}`, { protocol, terraform: false });
    // No engine named: the default must be the plugin engine.
    executor = new Executor(h.options({ engine: undefined }));
    setLocalExecutor(executor);
    cases = fixtureCases(h);
  });

  afterAll(async () => {
    setLocalExecutor(undefined);
    await executor?.close();
    removeDir(h?.root);
  });

  test("Terraform is out of reach, and the default engine is the plugin engine", () => {
    expect(() => locateTerraform()).toThrow();
    expect(executor.engine).toBe("plugin");
  });

  test("all 21 functions, through the generated SDK, return their fixture records", async () => {
    expect(cases).toHaveLength(21);
    const spawns = terraformSpawnCount();
    const results = await Promise.all(cases.map((c) => sdks[c.pkg][c.fn](c.args)));
    results.forEach((r, i) => expect({ fn: cases[i].fn, result: r }).toStrictEqual({ fn: cases[i].fn, result: cases[i].expected }));
    expect(terraformSpawnCount()).toBe(spawns);
    // One process per provider, configured once, shared by every lookup.
    expect(executor.providerStarts()).toBe(2);
  });

  test("lookups that depend on each other run one after the other on the warm providers", async () => {
    const instance = await edgecenter.getInstanceV2({ projectId: 101, regionId: 8, name: "standin-vm-1" });
    const port = await edgecenter.getInstancePortSecurity({
      projectId: 101,
      regionId: 8,
      instanceId: instance.id,
      portId: instance.interfaces[0].portId,
    });
    expect(port.instanceId).toBe(instance.id);
    expect(executor.providerStarts()).toBe(2);
  });

  test("a provider error rejects only its own lookup, naming the function, token and upstream message", async () => {
    const results = await Promise.allSettled([
      ibm.getAccount({ orgGuid: "org-guid-standin-01" }),
      ibm.getAccountInfo({ accountId: "no-such-account" }),
      edgecenter.getAvailabilityZone({ regionName: "no-such-region" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(
      /^getAccountInfo \(ibm:index\/getAccountInfo:getAccountInfo\): argument accountId: No ibm_account_info found/,
    );
    expect((results[2] as PromiseRejectedResult).reason.message).toMatch(
      /^getAvailabilityZone \(edgecenter:index\/getAvailabilityZone:getAvailabilityZone\): argument regionName: No edgecenter_availability_zone found/,
    );
  });

  test("bad input is rejected before any provider is asked", async () => {
    const starts = executor.providerStarts();
    await expect(ibm.getAccount({ orgGuid: 5 as never })).rejects.toThrow("getAccount: argument orgGuid: expected a string, got number 5");
    expect(executor.providerStarts()).toBe(starts);
  });

  test("close() ends the provider processes", async () => {
    expect(processesMentioning(h.root).length).toBeGreaterThan(0);
    await executor.close();
    expect(liveProviderProcesses()).toBe(0);
    expect(processesMentioning(h.root)).toEqual([]);
  });
});
