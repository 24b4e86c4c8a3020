/**
 * The reference providers on HashiCorp's libraries (terraform-plugin-framework, terraform-plugin-sdk v2, and both
 * through terraform-plugin-mux) read by the real Terraform CLI and by the plugin engine: one table of cases, each
 * through both engines, with identical values and identical errors (the argument named alike). Their packages are
 * generated from test/fixtures/hcproviders with no change to generic code; the fixtures must be what the
 * providers serve (test/pull/sameness.test.ts pulls them both ways).
 */
import { join } from "node:path";
import type { Executor } from "../../src/runtime/executor";
import { requireTerraform } from "../support/executor-harness";
import { expectIdentical } from "../support/expect-identical";
import { MirrorExecutors } from "../support/mirror-executors";
import { makeTempDir, removeDir } from "../support/project";
import { createHcMirror, HC_PROVIDERS, type HcProvider, hcTarget, makeHcProject } from "./support";

const TOKEN = "tok-SECRET-hc-91be";
const config = (type: HcProvider) => ({ [type]: { endpoint: "https://hc.example/api", token: TOKEN } });

let root: string;
let work: string;
const executors = new MirrorExecutors();

beforeAll(() => {
  requireTerraform();
  root = makeHcProject();
  work = makeTempDir("hc-engines");
});

afterAll(async () => {
  await executors.closeAll();
  removeDir(root);
  removeDir(work);
});

function executor(type: HcProvider, engine: "terraform" | "plugin", extra: Record<string, unknown> = {}): Executor {
  const dir = join(work, `${type}-${engine}-${executors.count}`);
  const { cliConfigFile, executables } = createHcMirror(dir, [type]);
  return executors.create({
    engine,
    dir,
    providersDir: join(root, "providers"),
    cliConfigFile,
    config: { [type]: { ...config(type)[type], ...extra } },
    providerBinaries: { [hcTarget(type).source]: executables[hcTarget(type).source] },
  });
}

const FRAMEWORK = ["hcframework", "hcmux"] as const;
const SDK = ["hcsdk", "hcmux"] as const;

const EVERYTHING = {
  name: "all",
  quantity: 9007199254740991,
  ratio: 0.1,
  big: 1e300,
  enabled: true,
  tags: { env: "prod", team: "a" },
  labels: ["b", "a", "b"],
  ids: ["z", "a"],
  location: { lat: 52.5, lng: -13.25 },
  anything: { a: [1, "x", true], b: null },
  secret: "secret-input-value",
  single: { a: "one", b: 2 },
  items: [{ name: "first", size: 1 }, { name: "second" }],
  members: [{ name: "m2" }, { name: "m1" }],
  byKey: { k: { value: "v" }, l: {} },
  rules: [{ name: "r1", priority: 1 }, { name: "r2" }],
  filters: [{ key: "k", values: ["x", "y"] }],
  settings: { level: "high" },
};

const LEGACY = {
  byName: "named",
  tags: { b: "2", a: "1" },
  ports: [443, 80],
  zones: ["z2", "z1"],
  rules: [{ name: "r2", priority: 2 }, { name: "r1" }],
  secret: "legacy-secret",
};

type Case = [HcProvider, string, string, Record<string, unknown>, Record<string, unknown>];

/**
 * [provider, label, function, arguments, part of the answer]: every case goes through both engines, whose answers
 * must be identical; the part shows the answer is the provider's (what it computed from the arguments).
 */
const CASES: Case[] = [
  ...FRAMEWORK.flatMap((p): Case[] => [
    [
      p,
      "every attribute type and nesting (framework)",
      "getEverything",
      EVERYTHING,
      {
        id: "everything-all",
        mode: "auto",
        secretLength: EVERYTHING.secret.length,
        results: [
          { index: 0, name: "first" },
          { index: 1, name: "second" },
        ],
        labels: ["b", "a", "b"],
        location: { lat: 52.5, lng: -13.25 },
      },
    ],
    [
      p,
      "only the required argument: nulls, empty blocks, optional+computed filled in",
      "getEverything",
      { name: "bare" },
      { id: "everything-bare" },
    ],
    [
      p,
      "what ConfigureProvider received (framework)",
      "getWhoami",
      {},
      { endpoint: "https://hc.example/api", tokenLength: TOKEN.length, terraformVersion: "1.11.4" },
    ],
  ]),
  ...SDK.flatMap((p): Case[] => [
    [
      p,
      "sets of resources, maps, lists, sensitive (SDK v2)",
      "getLegacy",
      LEGACY,
      {
        id: "legacy-named",
        summary: "id=named region=default-region rules=2",
        ruleCount: 2,
        endpoint: "https://hc.example/api",
        entries: [
          { key: "a", value: "1" },
          { key: "b", value: "2" },
        ],
      },
    ],
    [p, "ExactlyOneOf satisfied by the other argument (SDK v2)", "getLegacy", { byId: 7 }, { id: "legacy-7" }],
    // The timeouts block is not an argument (the bridge leaves it out too), so SDK v2's default read timeout applies.
    [p, "a data source with a timeouts block (SDK v2)", "getSlow", { name: "s" }, { id: "slow-s", waited: "20m0s" }],
  ]),
];

const token = (p: HcProvider, fn: string) => `${p}:index/${fn}:${fn}`;

describe.each(HC_PROVIDERS)("%s", (p) => {
  let terraform: Executor;
  let plugin: Executor;
  beforeAll(() => {
    terraform = executor(p, "terraform");
    plugin = executor(p, "plugin");
  });

  const cases = CASES.filter(([provider]) => provider === p).map(([, label, fn, args, part]) => [label, fn, args, part] as const);
  test.each(cases)("%s: identical through Terraform and the plugin engine", async (_label, fn, args, part) => {
    const viaTerraform = await terraform.lookup(p, token(p, fn), args);
    const viaPlugin = await plugin.lookup(p, token(p, fn), args);
    expectIdentical(viaPlugin, viaTerraform);
    expect(viaPlugin).toMatchObject(part);
  });

  /** A lookup's error message and the warnings it passed on, through one engine. */
  async function outcome(e: Executor, fn: string, args: Record<string, unknown>) {
    const before = executors.warnings(e).length;
    const error = await e.lookup(p, token(p, fn), args).then(
      () => undefined,
      (err: Error) => err.message,
    );
    return { error, warnings: executors.warnings(e).slice(before) };
  }

  if ((FRAMEWORK as readonly string[]).includes(p)) {
    test.each([
      ["a validator's error at the top", { name: "taken-1" }, "argument name: Name taken: The name taken-1 is taken."],
      ["a validator's error inside a list", { name: "x", items: [{ name: "ok" }, { name: "bad" }] }, "argument items[1].name: Bad item"],
      ["a validator's error at a map key", { name: "x", tags: { env: "forbidden" } }, "argument tags.env: Forbidden environment"],
    ] as const)("%s: the same error, naming the argument, through both engines", async (_label, args, expected) => {
      const [viaTerraform, viaPlugin] = await Promise.all([
        outcome(terraform, "getEverything", args),
        outcome(plugin, "getEverything", args),
      ]);
      expect(viaTerraform.error).toContain(expected);
      expect(viaPlugin.error).toBe(viaTerraform.error);
    });

    test("a validator's warning and a deprecated argument: passed on alike by both engines", async () => {
      const args = { name: "warn-me", old: "x" };
      const [viaTerraform, viaPlugin] = await Promise.all([
        outcome(terraform, "getEverything", args),
        outcome(plugin, "getEverything", args),
      ]);
      expect(viaTerraform.error).toBeUndefined();
      expect(viaPlugin.error).toBeUndefined();
      expect(viaTerraform.warnings.join("\n")).toContain("argument name: Name looks odd");
      expect(viaPlugin.warnings.sort()).toEqual(viaTerraform.warnings.sort());
    });
  }

  if ((SDK as readonly string[]).includes(p)) {
    test("ExactlyOneOf broken: the same error through both engines", async () => {
      const args = { byId: 1, byName: "both" };
      const [viaTerraform, viaPlugin] = await Promise.all([outcome(terraform, "getLegacy", args), outcome(plugin, "getLegacy", args)]);
      expect(viaTerraform.error).toMatch(/by_id|byId/);
      expect(viaPlugin.error).toBe(viaTerraform.error);
    });
  }

  test("a setting that fails ConfigureProvider: the same error, naming the setting, through both engines", async () => {
    const fn = (FRAMEWORK as readonly string[]).includes(p) ? "getWhoami" : "getSlow";
    const args = fn === "getSlow" ? { name: "s" } : {};
    const [viaTerraform, viaPlugin] = await Promise.all([
      outcome(executor(p, "terraform", { failConfigure: true }), fn, args),
      outcome(executor(p, "plugin", { failConfigure: true }), fn, args),
    ]);
    expect(viaTerraform.error).toContain("Configuration refused");
    expect(viaPlugin.error).toBe(viaTerraform.error);
    expect(`${viaTerraform.error}${viaPlugin.error}`).not.toContain(TOKEN);
  });
});
