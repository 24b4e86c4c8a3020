/**
 * A Pulumi program's unit test with realLookupMocks: pulumi.runtime.setMocks whose calls run the real lookup, here
 * against the stand-in providers through the plugin engine (no Pulumi engine, no Terraform). What the program
 * reads is what the stand-in provider answered, in documented names; resources stay mocked.
 */
import * as pulumi from "@pulumi/pulumi";
import { Executor, realLookupMocks, setLocalExecutor, UnknownPackageError } from "../../src/runtime/index";
import * as ibm from "../../providers/ibm/pulumi";
import * as edgecenter from "../../providers/edgecenter/pulumi";
import { createHarness, CREDENTIALS, type Harness } from "../support/executor-harness";
import { removeDir } from "../support/project";
import { expectedResult, loadSpec } from "../support/spec-expect";

let h: Harness;
let executor: Executor;
const tokens: string[] = [];

beforeAll(async () => {
  h = await createHarness("real-lookup-mocks", { terraform: false });
  executor = new Executor(
    h.options({
      engine: "plugin",
      config: { ibm: { cloudApiKey: CREDENTIALS.ibm }, edgecenter: { permanentApiToken: CREDENTIALS.edgecenter } },
    }),
  );
  const mocks = realLookupMocks({ executor });
  await pulumi.runtime.setMocks(
    {
      ...mocks,
      call: (args) => {
        tokens.push(args.token);
        return mocks.call(args);
      },
    },
    "project",
    "test",
    false,
  );
}, 120_000);

afterAll(async () => {
  await executor?.close();
  setLocalExecutor(undefined);
  removeDir(h?.root);
});

const valueOf = <T>(output: pulumi.Output<T>) => new Promise<T>((resolve) => output.apply(resolve));
const record = (type: string, dataSource: string, match: (r: Record<string, unknown>) => boolean) =>
  h.clouds[type].dataSources[dataSource].find(match)!;

test("a program's Output and Promise forms get the stand-in provider's real answer, through the engine's call", async () => {
  const dev = record("ibm", "ibm_app_config_environment", (r) => r.environment_id === "dev");
  const environment = ibm.getAppConfigEnvironmentOutput({ guid: pulumi.output(String(dev.guid)), environmentId: "dev" });
  expect(await valueOf(environment)).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", dev));
  const zone = record("edgecenter", "edgecenter_availability_zone", () => true);
  expect(await edgecenter.getAvailabilityZone({ regionName: String(zone.region_name) })).toStrictEqual(
    expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zone),
  );
  // The calls went through Pulumi's mocks (not the local-executor path a plain Node program takes).
  expect(tokens).toEqual([
    "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment",
    "edgecenter:index/getAvailabilityZone:getAvailabilityZone",
  ]);
  expect(executor.stats().lookups).toBe(2);
});

test("resources stay mocked: a Provider gets the id <name>-id and its inputs as its state", async () => {
  const provider = new ibm.Provider("eu", { region: "eu-de" });
  expect(await valueOf(provider.id)).toBe("eu-id");
});

test("what the provider refuses, and a package nobody installed, reach the program as the lookup's errors", async () => {
  await expect(ibm.getAppConfigEnvironment({ guid: "no-such-guid", environmentId: "dev" })).rejects.toThrow(
    /No ibm_app_config_environment/,
  );
  await expect(
    realLookupMocks({ executor }).call({ token: "edgecentre:index/getFlavor:getFlavor", inputs: {}, provider: "" }),
  ).rejects.toThrow(UnknownPackageError);
});

test("without an executor, each call goes to the local executor of the moment", async () => {
  const asked: string[] = [];
  setLocalExecutor({
    lookup: async (pkg, token, args) => {
      asked.push(`${pkg} ${token} ${JSON.stringify(args)}`);
      return executor.lookup(pkg, token, args);
    },
  });
  const dev = record("ibm", "ibm_app_config_environment", (r) => r.environment_id === "dev");
  const answer = await realLookupMocks().call({
    token: "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment",
    inputs: { guid: dev.guid, environmentId: "dev" },
    provider: "",
  });
  expect(answer).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", dev));
  expect(asked).toEqual([
    `ibm ibm:index/getAppConfigEnvironment:getAppConfigEnvironment {"guid":"${String(dev.guid)}","environmentId":"dev"}`,
  ]);
});
