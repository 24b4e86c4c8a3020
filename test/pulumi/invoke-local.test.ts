import * as path from "path";
import * as pulumi from "@pulumi/pulumi";
import { engineOrMocksActive, packageDir, packageVersion, pickDefined, setLocalExecutor } from "../../src/runtime/invoke";
import { REPO_ROOT } from "./support/spec";

/*
 * Without the engine and without mocks (a plain Node process, as this test file is), the SDK goes to the
 * local executor with the package name, the token and the documented arguments that were set.
 */

interface Lookup {
  pkg: string;
  token: string;
  args: Record<string, unknown>;
  secretInputs?: string[];
}
const lookups: Lookup[] = [];
let answer: (l: Lookup) => Promise<Record<string, unknown>> = async () => ({});
let secretTokens = new Set<string>();

beforeAll(() =>
  setLocalExecutor({
    lookup: (pkg, token, args, options) => {
      const l: Lookup = { pkg, token, args, ...(options?.secretInputs?.length ? { secretInputs: options.secretInputs } : {}) };
      lookups.push(l);
      return answer(l);
    },
    resultIsSecret: (_pkg, token) => secretTokens.has(token),
  }),
);
afterAll(() => setLocalExecutor(undefined));
beforeEach(() => {
  lookups.length = 0;
  answer = async () => ({});
  secretTokens = new Set();
});

const ibm = () => require("../../providers/ibm/pulumi");

const edgecenter = () => require("../../providers/edgecenter/pulumi");

function valueOf<T>(o: pulumi.Output<T>): Promise<T> {
  return new Promise((resolve) => o.apply((v) => resolve(v)));
}

test("this process has neither an engine nor mocks", () => {
  expect(engineOrMocksActive()).toBe(false);
});

test("pickDefined copies only the documented names whose value is not undefined", () => {
  const args = { a: 1, b: undefined, c: null, d: false, stray: "x" };
  expect(pickDefined(args, ["a", "b", "c", "d", "missing"])).toEqual({ a: 1, c: null, d: false });
  expect(Object.keys(pickDefined(args, ["a", "b"]))).toEqual(["a"]);
  expect(pickDefined(undefined, ["a"])).toEqual({});
});

test("Promise form: package, token and exactly the arguments that were set", async () => {
  answer = async (l) => ({ id: "acc", orgGuid: l.args.orgGuid, accountUsers: [] });
  const got = await ibm().getAccount({ orgGuid: "g-1", id: undefined });
  expect(lookups).toHaveLength(1);
  expect(lookups[0].pkg).toBe("ibm");
  expect(lookups[0].token).toBe("ibm:index/getAccount:getAccount");
  expect(lookups[0].args).toEqual({ orgGuid: "g-1" });
  expect(Object.keys(lookups[0].args)).toEqual(["orgGuid"]);
  expect(got).toEqual({ id: "acc", orgGuid: "g-1", accountUsers: [] });
});

test("an undocumented name reaches the executor, which validates it (a typo must not vanish silently)", async () => {
  await ibm().getAccount({ orgGUID: "g-1" });
  expect(lookups[0].args).toEqual({ orgGUID: "g-1" });
});

test("Output form: the names of secret arguments go to the executor with the lookup", async () => {
  answer = async () => ({ id: "i" });
  const out = edgecenter().getAvailabilityZoneOutput({ regionId: pulumi.secret(7), regionName: pulumi.output("x") });
  await valueOf(out);
  expect(lookups[0].secretInputs).toEqual(["regionId"]);
});

test(
  "Output form: a result the executor calls secret (sensitive field, secret credential) " + "is secret without secret arguments",
  async () => {
    secretTokens = new Set(["edgecenter:index/getAvailabilityZone:getAvailabilityZone"]);
    answer = async () => ({ id: "i" });
    const out = edgecenter().getAvailabilityZoneOutput({ regionName: "plain" });
    expect(await valueOf(out)).toEqual({ id: "i" });
    expect(await out.isSecret).toBe(true);
  },
);

test("a deprecated function warns once per process, naming itself and the upstream message", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    // getApp is not called anywhere else in this file, so its one warning is still to come.
    answer = async () => ({ id: "app" });
    await ibm().getApp({ name: "a", spaceGuid: "s" });
    await ibm().getApp({ name: "a", spaceGuid: "s" });
    await valueOf(ibm().getAppOutput({ name: "a", spaceGuid: "s" }));
    await ibm().getAppConfigEnvironment({ guid: "g", environmentId: "e" });
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((l) => l.includes("getApp is deprecated: This service is deprecated."))).toHaveLength(1);
    expect(lines.filter((l) => l.includes("getAppConfigEnvironment"))).toHaveLength(0);
  } finally {
    warn.mockRestore();
  }
});

test("a function whose arguments are all optional can be called without any", async () => {
  await edgecenter().getCdnShieldingLocation();
  expect(lookups[0]).toEqual({ pkg: "edgecenter", token: "edgecenter:index/getCdnShieldingLocation:getCdnShieldingLocation", args: {} });
});

test("a failing lookup rejects the call with the executor's error", async () => {
  answer = async () => {
    throw new Error("no such org");
  };
  await expect(ibm().getAccount({ orgGuid: "nope" })).rejects.toThrow("no such org");
});

test("Output form: inputs are resolved first, undefined ones left out, and a secret input makes a secret result", async () => {
  answer = async (l) => ({ id: "i", regionId: l.args.regionId, name: "zone" });
  const out = edgecenter().getAvailabilityZoneOutput({ regionId: pulumi.secret(7), regionName: pulumi.output(undefined), id: undefined });
  expect(await valueOf(out)).toEqual({ id: "i", regionId: 7, name: "zone" });
  expect(await out.isSecret).toBe(true);
  expect(lookups).toHaveLength(1);
  expect(Object.keys(lookups[0].args)).toEqual(["regionId"]);
  expect(lookups[0].args).toEqual({ regionId: 7 });
});

test("Output form without secret inputs gives a result that is not secret", async () => {
  answer = async () => ({ id: "i" });
  const out = edgecenter().getAvailabilityZoneOutput({ regionName: pulumi.output("Luxembourg") });
  expect(await valueOf(out)).toEqual({ id: "i" });
  expect(await out.isSecret).toBe(false);
  expect(lookups[0].args).toEqual({ regionName: "Luxembourg" });
  expect(lookups[0].secretInputs).toBeUndefined();
});

test("loading a function registers the package folder, where metadata.json is, and its version", () => {
  void ibm().getAccountInfo;
  expect(packageDir("ibm")).toBe(path.join(REPO_ROOT, "providers", "ibm", "pulumi"));
  expect(packageVersion("ibm")).toBe("2.5.0");
});
