/**
 * The Go reference provider read by the real Terraform CLI (the Terraform engine, installing it from a filesystem
 * mirror) and by the plugin engine (go-plugin client, AutoMTLS, cty codec), over plugin protocol 5 and 6: every
 * value of every case must be identical. Its package is generated from test/fixtures/goref, which must be what
 * the provider serves (checked first, through `terraform providers schema -json`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Executor } from "../../src/runtime/executor";
import type { LookupError } from "../../src/runtime/shared/errors";
import { REDACTED } from "../../src/runtime/shared/redact";
import { requireTerraform } from "../support/executor-harness";
import { expectIdentical } from "../support/expect-identical";
import { MirrorExecutors } from "../support/mirror-executors";
import { makeTempDir, removeDir } from "../support/project";
import { createGorefMirror, GOREF, GOREF_FIXTURE_DIR, makeGorefProject, requireGorefBinary } from "./support";

const TOKEN = "tok-SECRET-goref-4d2a";
const DIAGNOSTICS = "goref:index/getDiagnostics:getDiagnostics";
const CONFIG = { goref: { endpoint: "https://goref.example/api", token: TOKEN } };

/** The package is generated from the whole schema: every data source the provider serves is compared. */
const NOT_GENERATED: string[] = [];

/**
 * The cases compared: every data source of the provider. `goref_numbers` holds integers beyond 2^53, which both
 * engines return exactly (as decimal text where a JavaScript number cannot hold them); `goref_keys` map keys such as
 * `__proto__`, kept as own properties; `goref_json` an answer the provider sends as DynamicValue.json;
 * `goref_group` a block of nesting mode group.
 */

let root: string;
let work: string;
const executors = new MirrorExecutors();

beforeAll(() => {
  requireTerraform();
  requireGorefBinary();
  root = makeGorefProject(NOT_GENERATED);
  work = makeTempDir("goref-engines");
});

afterAll(async () => {
  await executors.closeAll();
  removeDir(root);
  removeDir(work);
});

function executor(engine: "terraform" | "plugin", protocol: 5 | 6): Executor {
  const dir = join(work, `${engine}-${protocol}`);
  const { cliConfigFile, executable } = createGorefMirror(dir, protocol);
  return executors.create({
    engine,
    dir,
    providersDir: join(root, "providers"),
    cliConfigFile,
    config: CONFIG,
    providerBinaries: { [GOREF.source]: executable },
  });
}

test("the fixture schema is what the provider serves, as Terraform prints it", () => {
  const dir = join(work, "schema");
  const { cliConfigFile } = createGorefMirror(dir, 6);
  mkdirSync(join(dir, "project"));
  writeFileSync(
    join(dir, "project", "main.tf.json"),
    JSON.stringify({ terraform: { required_providers: { goref: { source: GOREF.source, version: GOREF.version } } } }),
  );
  const env = { ...process.env, TF_CLI_CONFIG_FILE: cliConfigFile, CHECKPOINT_DISABLE: "1", TF_IN_AUTOMATION: "1" };
  const run = (args: string[]) => {
    const r = spawnSync(requireTerraform(), args, { cwd: join(dir, "project"), env, encoding: "utf8", maxBuffer: 64 << 20 });
    if (r.status !== 0) throw new Error(`terraform ${args.join(" ")} failed (${r.status}): ${r.stderr}`);
    return r.stdout;
  };
  run(["init", "-input=false", "-no-color"]);
  const served = JSON.parse(run(["providers", "schema", "-json"]));
  expect(served).toEqual(JSON.parse(readFileSync(join(GOREF_FIXTURE_DIR, "schemas", "goref.json"), "utf8")));
});

const CASES: [string, string, Record<string, unknown>][] = [
  [
    "every primitive, collections of primitives and objects, blocks of modes single, list, set and map",
    "goref:index/getEcho:getEcho",
    {
      stringValue: 'héllo "quoted" ${not.interpolated} %{nor.this} \\ \n end',
      numberValue: 42.5,
      boolValue: true,
      strings: ["b", "a", "b"],
      numbers: [3, 1, 2],
      flags: { on: true, off: false },
      items: [
        { name: "first", size: 1 },
        { name: "second", size: 2.5 },
      ],
      itemSets: [
        { name: "z", size: 26 },
        { name: "a", size: 1 },
      ],
      itemMap: { k: { name: "in a map", size: -7 } },
      secretInput: "secret-input-value",
      single: { name: "only", size: 0 },
      lists: [{ name: "l1" }, { name: "l2", size: 2 }],
      sets: [{ name: "s2" }, { name: "s1", size: 1 }],
      map: { one: { name: "m1", size: 0.1 }, two: { name: "m2" } },
    },
  ],
  ["nothing set: nulls and empty blocks as the provider sees them", "goref:index/getEcho:getEcho", {}],
  ["64-bit and fractional numbers", "goref:index/getNumbers:getNumbers", { numberValue: 12345 }],
  ["sensitive results and the provider block's values", "goref:index/getSecret:getSecret", {}],
  [
    "map keys such as __proto__, in the argument and the results",
    "goref:index/getKeys:getKeys",
    { input: JSON.parse('{"__proto__":"x","k":"v"}') },
  ],
  ["an answer sent as DynamicValue.json", "goref:index/getJson:getJson", { name: "json-please" }],
  ["what the client said of itself: Terraform's version and client capabilities", "goref:index/getClient:getClient", {}],
  ["a block of nesting mode group, set", "goref:index/getGroup:getGroup", { settings: { name: "grouped", size: 3 } }],
  ["a block of nesting mode group, not set", "goref:index/getGroup:getGroup", {}],
  [
    "dynamic values at the top and inside blocks",
    "goref:index/getDynamic:getDynamic",
    {
      value: { a: [1, "x", true], b: null },
      single: { label: "one", value: 5 },
      lists: [{ value: "text" }, { value: [1, 2] }],
      map: { m: { value: { z: 1 } } },
    },
  ],
];

describe.each([5, 6] as const)("plugin protocol %i", (protocol) => {
  let terraform: Executor;
  let plugin: Executor;
  beforeAll(() => {
    terraform = executor("terraform", protocol);
    plugin = executor("plugin", protocol);
  });

  test.each(CASES)("%s: identical through Terraform and the plugin engine", async (_label, token, args) => {
    const viaTerraform = await terraform.lookup("goref", token, args);
    const viaPlugin = await plugin.lookup("goref", token, args);
    expectIdentical(viaPlugin, viaTerraform);
  });

  test("the client capabilities and version are Terraform's: write-only attributes allowed, no deferral, SemVer", async () => {
    expect(await plugin.lookup("goref", "goref:index/getClient:getClient", {})).toMatchObject({
      terraformVersion: "1.11.4",
      configureDeferralAllowed: false,
      configureWriteOnlyAllowed: true,
      readDeferralAllowed: false,
      readWriteOnlyAllowed: true,
    });
  });

  /** What a lookup of goref_diagnostics gives: its error (if any), its value, and the warnings it passed to `warn`. */
  async function diagnosed(e: Executor, args: Record<string, unknown>, secretInputs: string[] = []) {
    const before = executors.warnings(e).length;
    const outcome = await e.lookup("goref", DIAGNOSTICS, args, { secretInputs }).then(
      (value) => ({ value, error: undefined }),
      (error: LookupError) => ({ value: undefined, error }),
    );
    return { ...outcome, warnings: executors.warnings(e).slice(before) };
  }

  test("errors with attribute paths: both engines name the argument alike and keep the same paths", async () => {
    const args = {
      name: "taken",
      items: [
        { name: "a", size: 1 },
        { name: "b ✓ ünïcødé", size: 2 },
      ],
      tags: { other: "x", env: "prod" },
    };
    const [viaTerraform, viaPlugin] = await Promise.all([diagnosed(terraform, args), diagnosed(plugin, args)]);
    const expected =
      `getDiagnostics (${DIAGNOSTICS}): argument name: Name refused: the name "taken" is taken\n` +
      "argument tags.env: Tag refused: the tag env is set by the provider";
    expect(viaTerraform.error?.message).toBe(expected);
    expect(viaPlugin.error?.message).toBe(expected);
    const kept = [
      { severity: "error", summary: "Name refused", detail: 'the name "taken" is taken', attribute: "name", argument: "name" },
      {
        severity: "error",
        summary: "Tag refused",
        detail: "the tag env is set by the provider",
        attribute: 'tags["env"]',
        argument: "tags.env",
      },
    ];
    expect(viaPlugin.error?.diagnostics).toEqual(kept);
    // Terraform's diagnostics also say where in its configuration they point.
    expect(viaTerraform.error?.diagnostics).toEqual(
      kept.map((d) => ({ ...d, address: expect.stringMatching(/^data\.goref_diagnostics\./), range: expect.any(Object) })),
    );
    const warnings = [
      `warning: getDiagnostics (${DIAGNOSTICS}): argument items[1].name: Item name is deprecated: items[1].name will be renamed`,
      `warning: getDiagnostics (${DIAGNOSTICS}): Read by the reference provider: read for the name "taken"`,
    ];
    expect(viaTerraform.warnings).toEqual(warnings);
    expect(viaPlugin.warnings).toEqual(warnings);
  });

  test("warnings of a lookup that succeeds: both engines pass them on alike, once, redacted", async () => {
    const secretName = "a-name-that-is-a-secret-7f3e";
    const args = {
      name: secretName,
      items: [
        { name: "a", size: 1 },
        { name: "b", size: 2 },
      ],
    };
    const [viaTerraform, viaPlugin] = await Promise.all([diagnosed(terraform, args, ["name"]), diagnosed(plugin, args, ["name"])]);
    expect(viaTerraform.error).toBeUndefined();
    expectIdentical(viaPlugin.value, viaTerraform.value);
    const warnings = [
      `warning: getDiagnostics (${DIAGNOSTICS}): argument items[1].name: Item name is deprecated: items[1].name will be renamed`,
      `warning: getDiagnostics (${DIAGNOSTICS}): Read by the reference provider: read for the name "${REDACTED}"`,
    ];
    expect(viaPlugin.warnings).toEqual(warnings);
    // A secret argument reaches Terraform as a variable, which Terraform's validation sees as not known yet: the
    // provider's validation says so (as it would to anyone passing a variable), and that warning is passed on too.
    expect(viaTerraform.warnings).toEqual([
      `warning: getDiagnostics (${DIAGNOSTICS}): argument name: Value not known yet: goref_diagnostics: name is not wholly known`,
      ...warnings,
    ]);
    expect([...viaTerraform.warnings, ...viaPlugin.warnings].join("\n")).not.toContain(secretName);
  });

  test("lookups batched into one Terraform run each get their own warnings and errors, once", async () => {
    const ok = {
      name: "free",
      items: [
        { name: "a", size: 1 },
        { name: "b", size: 2 },
      ],
    };
    const refused = { name: "taken-too" };
    const before = executors.warnings(terraform).length;
    const [first, second] = await Promise.allSettled([
      terraform.lookup("goref", DIAGNOSTICS, ok),
      terraform.lookup("goref", DIAGNOSTICS, refused),
    ]);
    expect(first.status).toBe("fulfilled");
    expect(second.status === "rejected" && (second.reason as Error).message).toBe(
      `getDiagnostics (${DIAGNOSTICS}): argument name: Name refused: the name "taken-too" is taken`,
    );
    // The refused lookup sets no items, yet the provider points at items[1].name: Terraform, finding no `items` to
    // follow, looks for `name` in the block itself and points there (its own output shows the same line). The range
    // is all the Terraform engine has, so its warning names the argument Terraform points at.
    expect(executors.warnings(terraform).slice(before).sort()).toEqual(
      [
        `warning: getDiagnostics (${DIAGNOSTICS}): argument items[1].name: Item name is deprecated: items[1].name will be renamed`,
        `warning: getDiagnostics (${DIAGNOSTICS}): Read by the reference provider: read for the name "free"`,
        `warning: getDiagnostics (${DIAGNOSTICS}): argument name: Item name is deprecated: items[1].name will be renamed`,
        `warning: getDiagnostics (${DIAGNOSTICS}): Read by the reference provider: read for the name "taken-too"`,
      ].sort(),
    );
  });
});
