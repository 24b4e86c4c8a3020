/**
 * Every value as Terraform has it, through both engines: the third provider's `widgets_part` (test/fixtures/third)
 * holds 64-bit and larger integers, map keys named `__proto__` and `constructor`, a block of nesting mode `group`
 * and a list block with a dynamic attribute. Real Terraform reads it through the Terraform engine, the plugin
 * engine reads it directly; each case asserts what the stand-in received (STANDIN_RECORD_DIR) and that the two
 * engines return the same record. The stand-in also answers in DynamicValue's JSON form when asked
 * (STANDIN_ANSWER_JSON) and rejects a marked value with a diagnostic pointing at its path (STANDIN_REJECT).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Executor, type ExecutorOptions, LookupError } from "../../../src/runtime/executor";
import { buildTree, writeTree } from "../../../src/tfgen/pipeline/generate";
import { makeThirdProviderProject, THIRD_DIR } from "../../generality/project";
import { createHarness, type Harness } from "../../support/executor-harness";
import { removeDir } from "../../support/project";
import { createStandinMirror, pinnedStandinProviders, type StandinProviderSpec, unpackedExecutable } from "../../standin/mirror";

const PART = "widgets:index/getPart:getPart";
const REJECT = "reject-this-value";

const WIDGETS: StandinProviderSpec = {
  source: "Acme/widgets",
  namespace: "Acme",
  type: "widgets",
  version: "1.2.3",
  schemaFile: join(THIRD_DIR, "schemas", "widgets.json"),
  overridesFile: join(THIRD_DIR, "overrides", "widgets.json"),
  cloudFile: join(THIRD_DIR, "cloud", "widgets.json"),
  protocol: 6,
};

let root: string;
let h: Harness;
let recordDir: string;
const engines: Record<"terraform" | "plugin" | "terraformJson" | "pluginJson", Executor> = {} as never;

beforeAll(async () => {
  root = makeThirdProviderProject();
  writeTree(buildTree(root, { worker: true }));
  h = await createHarness("values");
  recordDir = join(h.root, "recorded");
  mkdirSync(recordDir);
  const providers = [
    ...pinnedStandinProviders({ ibm: join(h.cloudDir, "ibm.json"), edgecenter: join(h.cloudDir, "edgecenter.json") }),
    WIDGETS,
  ];
  const cliConfigFile = createStandinMirror(join(h.root, "third"), { providers });
  const binary = unpackedExecutable(join(h.root, "third", "mirror"), WIDGETS);
  const make = (engine: "terraform" | "plugin", env: Record<string, string>) =>
    new Executor(
      h.options({
        providersDir: join(root, "providers"),
        cliConfigFile,
        engine,
        env,
        ...(engine === "plugin" ? { providerBinaries: { "Acme/widgets": binary } } : {}),
      } satisfies Partial<ExecutorOptions>),
    );
  const hooks = { STANDIN_RECORD_DIR: recordDir, STANDIN_REJECT: REJECT };
  engines.terraform = make("terraform", hooks);
  engines.plugin = make("plugin", hooks);
  engines.terraformJson = make("terraform", { STANDIN_ANSWER_JSON: "1" });
  engines.pluginJson = make("plugin", { STANDIN_ANSWER_JSON: "1" });
});

afterAll(async () => {
  await Promise.all(Object.values(engines).map((e) => e.close()));
  removeDir(h?.root);
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Recorded {
  call: string;
  typeName?: string;
  config: Record<string, unknown>;
  dynamicTypes?: Record<string, unknown>;
}

function recorded(): Recorded[] {
  return readdirSync(recordDir)
    .flatMap((f) => readFileSync(join(recordDir, f), "utf8").split("\n").filter(Boolean))
    .map((line) => JSON.parse(line) as Recorded)
    .filter((r) => r.typeName === "widgets_part");
}

/** The configuration the stand-in received for one lookup, through each of the two engines. */
async function receivedBoth(args: Record<string, unknown>): Promise<{ terraform: Recorded; plugin: Recorded; results: unknown[] }> {
  rmSync(recordDir, { recursive: true, force: true });
  mkdirSync(recordDir);
  const viaTerraform = await engines.terraform.lookup("widgets", PART, args);
  const afterTerraform = recorded();
  const viaPlugin = await engines.plugin.lookup("widgets", PART, args);
  const afterPlugin = recorded().slice(afterTerraform.length);
  // Terraform reads a data source once at plan time and once at apply time; the last read is the one returned.
  return {
    terraform: afterTerraform[afterTerraform.length - 1],
    plugin: afterPlugin[afterPlugin.length - 1],
    results: [viaTerraform, viaPlugin],
  };
}

const own = (o: unknown, k: string) => Object.prototype.hasOwnProperty.call(o, k);

describe("numbers a double cannot hold", () => {
  test("results come back exact, as their decimal text, from both engines and both DynamicValue encodings", async () => {
    const results = await Promise.all(
      Object.values(engines).flatMap((e) => [e.lookup("widgets", PART, { name: "bolt" }), e.lookup("widgets", PART, { name: "nut" })]),
    );
    const [bolt, nut] = results;
    expect(bolt).toMatchObject({ serial: "9223372036854775807", batch: "9007199254740993", code: "9223372036854775807", ratio: 0.1 });
    // Beyond 64 bits (cty sends it as text) and below -2^53.
    expect(nut).toMatchObject({ serial: "18446744073709551617", batch: "-9007199254740993", ratio: 2.5 });
    for (let i = 2; i < results.length; i += 2) {
      expect(results[i]).toStrictEqual(bolt);
      expect(results[i + 1]).toStrictEqual(nut);
    }
  });

  test("a bigint argument is sent exactly (the stand-in matches the record by it), and round-trips a result", async () => {
    const first = (await engines.plugin.lookup("widgets", PART, { name: "bolt" })) as { serial: string };
    const { terraform, plugin, results } = await receivedBoth({ name: "bolt", code: BigInt(first.serial) });
    expect(terraform.config.code).toEqual({ $number: "9223372036854775807" });
    expect(plugin.config.code).toEqual({ $number: "9223372036854775807" });
    expect(results[1]).toStrictEqual(results[0]);
    expect(results[0]).toMatchObject({ id: "part-0001", code: "9223372036854775807" });
  });

  test("a number argument that is a string is refused before anything starts, as any wrong type is", async () => {
    await expect(engines.plugin.lookup("widgets", PART, { name: "bolt", code: "9223372036854775807" })).rejects.toThrow(
      'getPart: argument code: expected a number, got string "9223372036854775807"',
    );
  });

  test("a code one off matches nothing: the neighbouring integer is not rounded onto it", async () => {
    for (const e of [engines.terraform, engines.plugin]) {
      await expect(e.lookup("widgets", PART, { name: "bolt", code: 9223372036854775806n })).rejects.toThrow("No widgets_part found");
    }
  });
});

describe("map keys named like JavaScript's own properties", () => {
  test("`__proto__` in a map argument reaches the provider as a key, through both engines", async () => {
    const labels = JSON.parse('{"__proto__":"x","k":"v"}') as Record<string, string>;
    const { terraform, plugin, results } = await receivedBoth({ name: "bolt", labels });
    for (const r of [terraform, plugin]) {
      expect(own(r.config.labels, "__proto__")).toBe(true);
      expect(r.config.labels).toEqual(labels);
    }
    // The record matched only because the whole map arrived.
    expect(results[0]).toMatchObject({ id: "part-0001" });
    expect(results[1]).toStrictEqual(results[0]);
  });

  test("results hold `__proto__` and `constructor` as own data properties of ordinary objects", async () => {
    for (const e of Object.values(engines)) {
      const r = (await e.lookup("widgets", PART, { name: "bolt" })) as { notes: Record<string, string>; labels: Record<string, string> };
      expect(Object.getPrototypeOf(r.notes)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(r.notes, "__proto__")).toMatchObject({ value: "not a prototype", enumerable: true });
      expect(Object.keys(r.notes)).toEqual(["__proto__", "constructor", "k"]);
      expect(own(r.labels, "__proto__")).toBe(true);
      expect(({} as Record<string, unknown>).k).toBeUndefined();
    }
  });
});

describe("blocks", () => {
  test("a block of nesting mode group is an argument and a result like a single block", async () => {
    const { terraform, plugin, results } = await receivedBoth({ name: "bolt", options: { mode: "slow" } });
    expect(terraform.config.options).toEqual({ mode: "slow", level: null });
    expect(plugin.config.options).toEqual(terraform.config.options);
    expect(results[0]).toMatchObject({ options: { mode: "slow" } });
    expect(results[1]).toStrictEqual(results[0]);
    // Left out, the provider's own value comes back.
    expect(await engines.plugin.lookup("widgets", PART, { name: "bolt" })).toMatchObject({ options: { mode: "fast", level: 3 } });
  });

  test("a dynamic attribute in a list block goes out typed by the schema, exactly as Terraform sends it", async () => {
    const extras = [
      { value: ["a", "b"], names: ["x", "y"] },
      { value: { k: 1 }, note: "n" },
    ];
    const { terraform, plugin, results } = await receivedBoth({ name: "bolt", extras });
    expect(terraform.dynamicTypes?.extra).toEqual([
      "tuple",
      [
        ["object", { names: ["list", "string"], note: "string", value: ["tuple", ["string", "string"]] }],
        ["object", { names: ["list", "string"], note: "string", value: ["object", { k: "number" }] }],
      ],
    ]);
    expect(plugin.dynamicTypes).toEqual(terraform.dynamicTypes);
    expect(plugin.config.extra).toEqual(terraform.config.extra);
    expect(results[1]).toStrictEqual(results[0]);
  });
});

describe("a provider's diagnostics that point at an attribute", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["an argument", { name: REJECT }, "name", "name"],
    ["a map entry", { name: "bolt", labels: { env: REJECT } }, 'labels["env"]', "labels.env"],
    ["a block in a list", { name: "bolt", extras: [{ note: "a" }, { note: REJECT }] }, "extra[1].note", "extras[1].note"],
    ["a group block's attribute", { name: "bolt", options: { mode: REJECT } }, "options.mode", "options.mode"],
  ];
  test.each(cases)("%s: the error names the documented argument, and the diagnostic keeps the path", async (_n, args, path, name) => {
    const err = (await engines.plugin.lookup("widgets", PART, args).catch((e: unknown) => e)) as LookupError;
    expect(err).toBeInstanceOf(LookupError);
    expect(err.message).toContain(`getPart (${PART}): argument ${name}: Rejected value`);
    expect(err.diagnostics).toEqual([
      { severity: "error", summary: "Rejected value", detail: expect.any(String) as string, attribute: path, argument: name },
    ]);
    // Terraform, given the same diagnostic, reports the same problem.
    await expect(engines.terraform.lookup("widgets", PART, args)).rejects.toThrow("Rejected value");
  });
});
