import * as pulumi from "@pulumi/pulumi";
import { setLocalExecutor } from "../../src/runtime/invoke";
import { loadSpec, PACKAGES, sample, type SpecFunction, type SpecPackage } from "./support/spec";

/*
 * Every documented function of both packages, in both forms, against pulumi.runtime.setMocks: the mock's
 * `call` must see the documented token and exactly the documented arguments that were set, and what it
 * returns (in documented names) must come back as the typed result.
 */

interface Call {
  token: string;
  inputs: Record<string, unknown>;
}
const calls: Call[] = [];
let respond: (c: Call) => Record<string, unknown> = () => ({});

beforeAll(() => {
  void pulumi.runtime.setMocks(
    {
      call: (args) => {
        const c = { token: args.token, inputs: args.inputs as Record<string, unknown> };
        calls.push(c);
        return respond(c);
      },
      newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
    },
    "project",
    "stack",
    false,
  );
  // Under mocks nothing may run locally; an executor that fails the test proves the routing.
  setLocalExecutor({
    lookup: async (_pkg, token) => {
      throw new Error(`local executor called for ${token} although mocks are set`);
    },
  });
});
afterAll(() => setLocalExecutor(undefined));
beforeEach(() => {
  calls.length = 0;
});

/** Documented arguments for `fn`: every required one, every optional one but the first, which is left undefined. */
function argumentsFor(spec: SpecPackage, fn: SpecFunction): { args: Record<string, unknown>; expected: Record<string, unknown> } {
  const args: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  let skipped = false;
  for (const i of fn.inputs) {
    if (!i.required && !skipped) {
      args[i.name] = undefined;
      skipped = true;
      continue;
    }
    args[i.name] = sample(spec, i.type, `${fn.name}.${i.name}`);
    expected[i.name] = args[i.name];
  }
  return { args, expected };
}

function resultFor(spec: SpecPackage, fn: SpecFunction): Record<string, unknown> {
  return Object.fromEntries(fn.outputs.map((o) => [o.name, sample(spec, o.type, `${fn.name}.result.${o.name}`)]));
}

function valueOf<T>(o: pulumi.Output<T>): Promise<T> {
  return new Promise((resolve) => o.apply((v) => resolve(v)));
}

for (const type of PACKAGES) {
  const spec = loadSpec(type);

  const sdk = () => require(`../../providers/${type}/pulumi`) as Record<string, (args?: unknown, opts?: unknown) => unknown>;

  describe(`${type}: functions under mocks`, () => {
    test.each(spec.functions.map((f) => [f.name, f] as const))("%s (Promise form)", async (_name, fn) => {
      const { args, expected } = argumentsFor(spec, fn);
      const result = resultFor(spec, fn);
      respond = () => result;
      const got = await (sdk()[fn.name](args) as Promise<Record<string, unknown>>);
      expect(calls).toHaveLength(1);
      expect(calls[0].token).toBe(fn.token);
      expect(calls[0].inputs).toEqual(expected);
      expect(Object.keys(calls[0].inputs).sort()).toEqual(Object.keys(expected).sort());
      expect(got).toEqual(result);
      for (const o of fn.outputs) expect(got[o.name]).toEqual(result[o.name]);
    });

    test.each(spec.functions.map((f) => [f.name, f] as const))("%s (Output form)", async (_name, fn) => {
      const { args, expected } = argumentsFor(spec, fn);
      // Every argument as an Output, the first set one as a secret: the mock still sees plain values.
      const eventual: Record<string, unknown> = {};
      let first = true;
      for (const [k, v] of Object.entries(args)) {
        eventual[k] = v === undefined ? undefined : first ? pulumi.secret(v) : pulumi.output(v);
        if (v !== undefined) first = false;
      }
      const result = resultFor(spec, fn);
      respond = () => result;
      const out = sdk()[`${fn.name}Output`](eventual) as pulumi.Output<Record<string, unknown>>;
      expect(pulumi.Output.isInstance(out)).toBe(true);
      const got = await valueOf(out);
      expect(calls).toHaveLength(1);
      expect(calls[0].token).toBe(fn.token);
      expect(calls[0].inputs).toEqual(expected);
      expect(got).toEqual(result);
    });
  });
}

describe("invoke options under the engine", () => {
  const ibm = () => require("../../providers/ibm/pulumi");
  afterEach(() => jest.restoreAllMocks());

  test("the package version goes along so the engine picks the matching plugin; the caller's options win", async () => {
    const invoke = jest.spyOn(pulumi.runtime, "invoke");
    const invokeOutput = jest.spyOn(pulumi.runtime, "invokeOutput");
    respond = () => ({ id: "i", orgGuid: "g", accountUsers: [] });
    const parent = new pulumi.ComponentResource("test:index:Parent", "parent");
    await ibm().getAccount({ orgGuid: "g" }, { parent });
    expect(invoke.mock.calls[0][2]).toEqual({ parent, version: "2.5.0" });
    await ibm().getAccount({ orgGuid: "g" }, { version: "9.9.9" });
    expect(invoke.mock.calls[1][2]).toEqual({ version: "9.9.9" });
    await valueOf(ibm().getAccountOutput({ orgGuid: "g" }) as pulumi.Output<unknown>);
    expect(invokeOutput.mock.calls[0][2]).toEqual({ version: "2.5.0" });
  });
});

test("all 21 documented functions are covered", () => {
  expect(PACKAGES.map((t) => loadSpec(t).functions.length).reduce((a, b) => a + b, 0)).toBe(21);
});
