/**
 * The two engines side by side on the same stand-in world: for every fixture lookup both return identical
 * records, and for the failure fixtures identical errors. The Terraform engine's answers come from the state
 * Terraform wrote; the plugin engine's from the provider directly: any difference in typing, set order,
 * nulls or naming shows up here.
 */
import { Executor } from "../../../src/runtime/executor";
import { createHarness, CREDENTIALS, type Harness } from "../../support/executor-harness";
import { removeDir } from "../../support/project";
import { fixtureCases, type FixtureCase } from "./support";

let h: Harness;
let terraform: Executor;
let plugin: Executor;
let cases: FixtureCase[];

beforeAll(async () => {
  h = await createHarness("equivalence");
  terraform = new Executor(h.options({ engine: "terraform" }));
  plugin = new Executor(h.options({ engine: "plugin" }));
  cases = fixtureCases(h);
});

afterAll(async () => {
  await plugin?.close();
  removeDir(h?.root);
});

const settle = (ex: Executor, calls: [string, string, Record<string, unknown>][]) =>
  Promise.allSettled(calls.map(([pkg, token, args]) => ex.lookup(pkg, token, args)));

const outcome = (r: PromiseSettledResult<Record<string, unknown>>) =>
  r.status === "fulfilled" ? { value: r.value } : { error: String(r.reason?.message) };

test("every fixture lookup: identical records from both engines", async () => {
  const calls = cases.map((c) => [c.pkg, c.token, c.args] as [string, string, Record<string, unknown>]);
  const [viaTerraform, viaPlugin] = await Promise.all([settle(terraform, calls), settle(plugin, calls)]);
  expect(viaTerraform.every((r) => r.status === "fulfilled")).toBe(true);
  cases.forEach((c, i) => {
    expect({ fn: c.fn, plugin: outcome(viaPlugin[i]) }).toStrictEqual({ fn: c.fn, plugin: outcome(viaTerraform[i]) });
    expect(outcome(viaPlugin[i])).toStrictEqual({ value: c.expected });
  });
});

test("failure fixtures: identical errors from both engines", async () => {
  const calls: [string, string, Record<string, unknown>, string][] = [
    ["ibm", "ibm:index/getAccount:getAccount", { orgGuid: "no-such-org" }, "argument orgGuid"],
    [
      "ibm",
      "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment",
      { guid: "appconfig-standin-guid-01", environmentId: "nowhere" },
      "argument environmentId",
    ],
    ["edgecenter", "edgecenter:index/getAvailabilityZone:getAvailabilityZone", { regionName: "no-such-region" }, "argument regionName"],
    ["edgecenter", "edgecenter:index/getImage:getImage", { projectId: 1, regionId: 1, name: "no-such-image" }, "argument name"],
  ];
  // One at a time, so Terraform reports each failure in a run of its own, as a lone lookup would see it.
  for (const [pkg, token, args, naming] of calls) {
    const [viaTerraform] = await settle(terraform, [[pkg, token, args]]);
    const [viaPlugin] = await settle(plugin, [[pkg, token, args]]);
    expect(viaTerraform.status).toBe("rejected");
    // Both name the argument the diagnostic points at: the plugin engine from its path, the Terraform engine from
    // the range Terraform gives in main.tf.json.
    expect(String((viaPlugin as PromiseRejectedResult).reason?.message)).toContain(`): ${naming}: `);
    expect(outcome(viaPlugin)).toStrictEqual(outcome(viaTerraform));
    expect((viaPlugin as PromiseRejectedResult).reason?.diagnostics).toEqual(
      (viaTerraform as PromiseRejectedResult).reason?.diagnostics.map(({ address: _a, range: _r, ...d }: Record<string, unknown>) => d),
    );
  }
});

test("a credential the provider refuses: the same error from both engines", async () => {
  const wrong = { config: { ibm: { cloudApiKey: `${CREDENTIALS.ibm}-wrong` }, edgecenter: { permanentApiToken: CREDENTIALS.edgecenter } } };
  const call: [string, string, Record<string, unknown>] = ["ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" }];
  const plainPlugin = new Executor(h.options({ engine: "plugin", ...wrong }));
  try {
    const [viaTerraform] = await settle(new Executor(h.options({ engine: "terraform", ...wrong })), [call]);
    const [viaPlugin] = await settle(plainPlugin, [call]);
    expect(viaTerraform.status).toBe("rejected");
    expect(outcome(viaPlugin)).toStrictEqual(outcome(viaTerraform));
    expect(outcome(viaPlugin).error).toContain("): setting cloudApiKey: Authentication failed");
    expect(outcome(viaPlugin).error).not.toContain(CREDENTIALS.ibm);
  } finally {
    await plainPlugin.close();
  }
});
