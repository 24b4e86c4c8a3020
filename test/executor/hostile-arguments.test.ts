/**
 * Hostile argument objects through the generated SDK (issue 10, item 3): getters and Proxy traps that throw,
 * `__proto__` and `constructor` keys, inherited properties, holes, cycles, too deep a nesting, lone surrogates,
 * and values too long or names too many to quote. Every call returns a promise (never a synchronous throw), the
 * promise rejects with an ArgumentError naming the function and the argument, no process is spawned, and no
 * message carries more than a few hundred characters of any value or more than a handful of names.
 */
import * as pulumi from "@pulumi/pulumi";
import * as edgecenter from "../../providers/edgecenter/pulumi";
import * as ibm from "../../providers/ibm/pulumi";
import { Executor } from "../../src/runtime/executor";
import { setLocalExecutor } from "../../src/runtime/invoke/local";
import { terraformSpawnCount } from "../../src/runtime/terraform-cli";
import { createHarness, type Harness } from "../support/executor-harness";
import { removeDir } from "../support/project";

let h: Harness;

beforeAll(async () => {
  h = await createHarness("hostile");
  setLocalExecutor(new Executor(h.options()));
});

afterAll(() => {
  setLocalExecutor(undefined);
  removeDir(h?.root);
});

const boom = () => {
  throw new Error("boom from a getter");
};

function sparse(): string[] {
  const a = ["features"];
  a[2] = "properties";
  return a;
}

function cycle(): Record<string, unknown> {
  const m: Record<string, unknown> = { os: "linux" };
  m.self = m;
  return m;
}

function deep(levels: number): unknown {
  let v: unknown = "bottom";
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

const throwingElement = (): string[] => {
  const a = ["features", "x"];
  Object.defineProperty(a, 1, { get: boom, enumerable: true });
  return a;
};

const LONG = "x".repeat(100_000);

/** [what, call, fragments the message must hold] */
const CASES: [string, () => Promise<unknown>, string[]][] = [
  [
    "a top-level getter that throws",
    () =>
      ibm.getAccount({
        get orgGuid(): string {
          return boom();
        },
      }),
    ["getAccount: argument orgGuid reading it threw (boom from a getter)"],
  ],
  [
    "a Proxy whose ownKeys trap throws",
    () => ibm.getAccount(new Proxy({ orgGuid: "o" }, { ownKeys: boom })),
    ["getAccount: the arguments object listing its keys threw"],
  ],
  [
    "a getter that throws something that cannot even be printed",
    () =>
      ibm.getAccount({
        get orgGuid(): string {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- a hostile getter throws a non-Error on purpose
          throw { toString: boom };
        },
      }),
    ["getAccount: argument orgGuid reading it threw (an unreadable error)"],
  ],
  [
    "a Proxy whose get trap throws",
    () => ibm.getAccount(new Proxy({ orgGuid: "o" }, { get: boom })),
    ["getAccount: argument orgGuid reading it threw"],
  ],
  [
    "a Proxy whose getPrototypeOf trap throws",
    () => ibm.getAccount(new Proxy({ orgGuid: "o" }, { getPrototypeOf: boom })),
    ["getAccount: the arguments object reading it threw"],
  ],
  [
    "a revoked Proxy",
    () => {
      const { proxy, revoke } = Proxy.revocable({ orgGuid: "o" }, {});
      revoke();
      return ibm.getAccount(proxy);
    },
    ["getAccount: the arguments object reading it threw", "revoked"],
  ],
  [
    "a getter that throws inside a map",
    () =>
      edgecenter.getImage({
        name: "n",
        projectId: 1,
        regionId: 1,
        metadataKv: {
          get os(): string {
            return boom();
          },
        },
      }),
    ["getImage: argument metadataKv.os reading it threw"],
  ],
  [
    "a getter that throws inside a list",
    () => ibm.getAppConfigCollection({ guid: "g", collectionId: "c", includes: throwingElement() }),
    ["getAppConfigCollection: argument includes[1] reading it threw"],
  ],
  [
    "a hole in a list",
    () => ibm.getAppConfigCollection({ guid: "g", collectionId: "c", includes: sparse() }),
    ["getAppConfigCollection: argument includes[1] is a hole in the list (a sparse array)"],
  ],
  [
    "an array made with a length only",
    () => ibm.getAppConfigCollection({ guid: "g", collectionId: "c", includes: new Array<string>(1_000_000_000) }),
    ["getAppConfigCollection: argument includes[0] is a hole in the list"],
  ],
  [
    "a __proto__ key at the top level",
    () => ibm.getAccount(JSON.parse('{"__proto__": {"orgGuid": "polluted"}, "orgGuid": "o"}')),
    ["getAccount: unknown argument __proto__"],
  ],
  [
    "a constructor key at the top level",
    () => ibm.getAccount({ orgGuid: "o", constructor: "x" } as never),
    ["getAccount: unknown argument constructor"],
  ],
  [
    "arguments inherited from a prototype",
    () => ibm.getAccount(Object.create({ orgGuid: "inherited" })),
    ["getAccount: expected an object of arguments, got an object that inherits"],
  ],
  [
    "a map that contains itself",
    () => edgecenter.getImage({ name: "n", projectId: 1, regionId: 1, metadataKv: cycle() as never }),
    ["getImage: argument metadataKv.self contains itself (a reference cycle)"],
  ],
  [
    "a lone surrogate in a string",
    () => ibm.getAccount({ orgGuid: "abc\uD800def" }),
    ["getAccount: argument orgGuid holds a lone UTF-16 surrogate"],
  ],
  [
    "a lone surrogate in a map key",
    () => edgecenter.getImage({ name: "n", projectId: 1, regionId: 1, metadataKv: { "k\uDC00": "v" } }),
    ["getImage: argument metadataKv", "has a key holding a lone UTF-16 surrogate"],
  ],
  [
    "a list nested a thousand deep",
    () => ibm.getAppConfigCollection({ guid: "g", collectionId: "c", includes: deep(1000) as never }),
    ["getAppConfigCollection: argument includes", "is nested more than 64 levels deep"],
  ],
  [
    "a symbol where a string belongs",
    () => ibm.getAccount({ orgGuid: Symbol("s") as never }),
    ["getAccount: argument orgGuid: expected a string, got symbol"],
  ],
  [
    "a Date where a string belongs",
    () => ibm.getAccount({ orgGuid: new Date(0) as never }),
    ["getAccount: argument orgGuid: expected a string, got an instance of Date"],
  ],
  [
    "a 100 000-character unknown name",
    () => ibm.getAccount({ orgGuid: "o", [LONG]: 1 }),
    ['getAccount: unknown argument ["xxxxx', "(100000 characters)"],
  ],
  [
    "a 100 000-character value of the wrong type in a map",
    () => edgecenter.getImage({ name: "n", projectId: 1, regionId: 1, metadataKv: { os: [LONG] as never } }),
    ["getImage: argument metadataKv.os: expected a string, got a list of 1"],
  ],
  [
    "a thousand unknown names",
    () => ibm.getAccount(Object.fromEntries([["orgGuid", "o"], ...Array.from({ length: 1000 }, (_, i) => [`extra${i}`, i])]) as never),
    ["getAccount: unknown argument extra0", "and 995 more problems"],
  ],
];

describe.each(CASES)("%s", (_what, call, fragments) => {
  test("rejects with an ArgumentError naming the function and argument, spawning nothing", async () => {
    const before = terraformSpawnCount();
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = call();
    }).not.toThrow();
    expect(promise).toBeInstanceOf(Promise);
    const err = (await promise!.then(
      () => undefined,
      (e: unknown) => e,
    )) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe("ArgumentError");
    for (const f of fragments) expect(err.message).toContain(f);
    expect(err.message.length).toBeLessThan(600);
    expect(terraformSpawnCount()).toBe(before);
  });
});

test("a class instance holding the arguments is read by its own properties, as a plain object is", async () => {
  class AccountArgs {
    orgGuid: unknown = 5;
  }
  const before = terraformSpawnCount();
  await expect(ibm.getAccount(new AccountArgs() as never)).rejects.toThrow("getAccount: argument orgGuid: expected a string, got number 5");
  expect(terraformSpawnCount()).toBe(before);
});

test("the Output form never throws either: the Output carries the rejection", async () => {
  const before = terraformSpawnCount();
  let out: pulumi.Output<unknown> | undefined;
  expect(() => {
    out = ibm.getAccountOutput(new Proxy({ orgGuid: "o" }, { ownKeys: boom }));
  }).not.toThrow();
  const err = await new Promise<unknown>((resolve) => {
    (out as unknown as { promise(): Promise<unknown> }).promise().then(resolve, resolve);
  });
  expect((err as Error).name).toBe("ArgumentError");
  expect((err as Error).message).toContain("getAccount: the arguments object listing its keys threw");
  expect(terraformSpawnCount()).toBe(before);
});

test("a lookup's arguments are copied once, where they are validated", async () => {
  let reads = 0;
  const metadataKv = {
    get os(): string {
      reads++;
      return "linux";
    },
  };
  const executor = new Executor(h.options());
  let received: Record<string, unknown> | undefined;
  setLocalExecutor({
    lookup: (pkg, token, args, options) => {
      received = args;
      return executor.lookup(pkg, token, args, options);
    },
  });
  try {
    // projectId is of the wrong type, so the lookup stops at validation, after the copy, and starts nothing.
    await expect(edgecenter.getImage({ name: "n", projectId: "p" as never, regionId: 1, metadataKv })).rejects.toThrow(
      "getImage: argument projectId: expected a number",
    );
  } finally {
    setLocalExecutor(new Executor(h.options()));
  }
  // The SDK glue passes the caller's values on as they are; the executor's validation reads them, once.
  expect(received?.metadataKv).toBe(metadataKv);
  expect(reads).toBe(1);
});

test("under the Pulumi engine (mocks) a hostile object is a rejection too, not a throw", async () => {
  await pulumi.runtime.setMocks({ newResource: (a) => ({ id: a.name, state: a.inputs }), call: () => ({}) });
  let promise: Promise<unknown> | undefined;
  expect(() => {
    promise = ibm.getAccount({
      get orgGuid(): string {
        return boom();
      },
    });
  }).not.toThrow();
  const err = (await promise!.catch((e: unknown) => e)) as Error;
  expect(err.name).toBe("ArgumentError");
  expect(err.message).toContain("getAccount: argument orgGuid: reading it threw");

  // The same shared checks as in plain Node, before anything reaches the engine.
  await expect(ibm.getAppConfigCollection({ guid: "g", collectionId: "c", includes: sparse() })).rejects.toThrow(
    "getAppConfigCollection: argument includes[1] is a hole in the list",
  );
  // Pulumi's serialization would drop a __proto__ map key without a word: refused, with the reason.
  await expect(
    edgecenter.getImage({ name: "n", projectId: 1, regionId: 1, metadataKv: JSON.parse('{"__proto__": "x", "os": "linux"}') }),
  ).rejects.toThrow("getImage: argument metadataKv has a key named __proto__, which the Pulumi engine's serialization would drop");
  // Nor can it carry a bigint (its numbers are doubles): refused rather than rounded.
  await expect(edgecenter.getImage({ name: "n", projectId: (2n ** 63n - 1n) as unknown as number, regionId: 1 })).rejects.toThrow(
    "getImage: argument projectId is a bigint, which the Pulumi engine's serialization cannot carry",
  );
});
