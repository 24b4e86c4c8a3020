/**
 * Provider functions and ephemeral resources through the plugin engine, in plain Node, against the toolbox
 * stand-in: every function's value equals what Terraform 1.11 evaluates for the same call, and every opened
 * ephemeral resource is closed on each exit path where a call can still be made (its close, executor.close(),
 * the program's work ending, a failed open), renewed meanwhile when the provider asks.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../../../src/runtime/executor";
import { EngineUnsupportedError, ProviderFunctionError } from "../../../src/runtime/shared/read-only-errors";
import { ArgumentError } from "../../../src/runtime/shared/validate";
import { buildTree, writeTree } from "../../../src/tfgen/pipeline/generate";
import { createHarness, type Harness } from "../../support/executor-harness";
import { removeDir } from "../../support/project";
import { makeToolboxProject, recordedCalls, TOOLBOX_CALLS, TOOLBOX_REQUIRED, toolboxStandin } from "../../support/toolbox";
import { createStandinWorkspace } from "../../support/terraform-workspace";
import { runTsxProgram } from "../../support/tsx-program";

const OPEN_TOKEN = "toolbox:index/openToken:openToken";

let root: string;
let h: Harness;
let records: string;
let executor: Executor;

function options(extra: Record<string, unknown> = {}) {
  return h.options({
    engine: "plugin",
    providersDir: join(root, "providers"),
    config: { toolbox: { apiKey: "root-key" } },
    env: { STANDIN_RECORD_DIR: records },
    ...extra,
  });
}

beforeAll(async () => {
  root = makeToolboxProject();
  writeTree(buildTree(root, { worker: true }));
  h = await createHarness("functions-ephemeral", { providers: [toolboxStandin(6)] });
  records = join(h.root, "records");
  mkdirSync(records);
  executor = new Executor(options());
});

afterAll(async () => {
  await executor?.close();
  removeDir(h?.root);
  if (root) rmSync(root, { recursive: true, force: true });
});

const calls = () => recordedCalls(records);
const leases = (call: string) =>
  calls()
    .filter((c) => c.call === call)
    .map((c) => c.lease as string);

test("every provider function gives the value Terraform gives for the same call", async () => {
  const ws = await createStandinWorkspace({ extraProviders: [toolboxStandin(6)] });
  try {
    const output = Object.fromEntries(Object.entries(TOOLBOX_CALLS).map(([name, c]) => [name, { value: `\${${c.hcl}}` }]));
    const dir = ws.project("reference", { terraform: { required_providers: TOOLBOX_REQUIRED }, output });
    await ws.terraform(dir, ["init", "-input=false"]);
    expect((await ws.terraform(dir, ["apply", "-auto-approve", "-input=false"])).stderr).toBe("");
    const terraform = JSON.parse((await ws.terraform(dir, ["output", "-json"])).stdout) as Record<string, { value: unknown }>;
    for (const [name, c] of Object.entries(TOOLBOX_CALLS)) {
      const value = await executor.callFunction("toolbox", c.token, c.args);
      expect([name, value]).toStrictEqual([name, terraform[name].value]);
    }
  } finally {
    ws.cleanup();
  }
});

test("functions need no configuration: no ConfigureProvider reaches the process that answers them", async () => {
  // Without the API key the fixture's auth gate would refuse ConfigureProvider, so a configured process could not answer.
  const fresh = new Executor(options({ config: {} }));
  const configured = calls().filter((c) => c.call === "ConfigureProvider").length;
  try {
    expect(await fresh.callFunction("toolbox", TOOLBOX_CALLS.version.token)).toBe("2024-06-01");
    expect(calls().filter((c) => c.call === "ConfigureProvider")).toHaveLength(configured);
  } finally {
    await fresh.close();
  }
});

test("a function error names the argument the provider blames", async () => {
  const err = await executor.callFunction("toolbox", "toolbox:index/parseId:parseId", { id: "broken" }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderFunctionError);
  expect(err).toMatchObject({ argumentIndex: 0, argumentName: "id", function: "parseId" });
  expect((err as Error).message).toBe(
    "parseId (toolbox:index/parseId:parseId): argument id (position 0): an identifier has three parts separated by /",
  );
});

test("bad arguments are refused before any process starts", async () => {
  const fresh = new Executor(options());
  try {
    await expect(fresh.callFunction("toolbox", "toolbox:index/parseId:parseId", { idd: "x" })).rejects.toThrow(ArgumentError);
    await expect(fresh.callFunction("toolbox", "toolbox:index/parseId:parseId", { id: 5 })).rejects.toThrow(/parseId: .*id/);
    await expect(fresh.callFunction("toolbox", "toolbox:index/nope:nope", {})).rejects.toThrow(/unknown provider function token/);
    await expect(fresh.openEphemeral("toolbox", OPEN_TOKEN, {})).rejects.toThrow(/scope/);
    expect(fresh.providerStarts()).toBe(0);
  } finally {
    await fresh.close();
  }
});

test("open gives the value in documented names; close closes the lease it opened, once", async () => {
  const handle = await executor.openEphemeral("toolbox", OPEN_TOKEN, { scope: "read" });
  expect(handle.value).toStrictEqual({ scope: "read", token: "tok-read-7f3a", expiresIn: 3600 });
  expect(handle.closed).toBe(false);
  const opened = leases("OpenEphemeralResource").at(-1);
  await handle.close();
  await handle.close();
  expect(handle.closed).toBe(true);
  expect(leases("CloseEphemeralResource").filter((l) => l === opened)).toHaveLength(1);
});

test("an open resource is renewed when the provider asks, until it is closed", async () => {
  const handle = await executor.openEphemeral("toolbox", OPEN_TOKEN, { scope: "write" });
  const lease = leases("OpenEphemeralResource").at(-1);
  // The stand-in asks for a renewal a second after each open or renewal; a loaded machine may take longer to
  // get there, so wait for the first one to be recorded (up to 20 s) rather than for a fixed time.
  const renewedOnce = () => leases("RenewEphemeralResource").some((l) => l === lease);
  for (const until = Date.now() + 20_000; !renewedOnce() && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
  expect(renewedOnce()).toBe(true);
  await handle.close();
  const renewed = leases("RenewEphemeralResource").length;
  await new Promise((r) => setTimeout(r, 1500));
  expect(leases("RenewEphemeralResource")).toHaveLength(renewed);
});

test("executor.close() closes every resource still open", async () => {
  const own = new Executor(options());
  const a = await own.openEphemeral("toolbox", OPEN_TOKEN, { scope: "read" });
  const b = await own.openEphemeral("toolbox", "toolbox:index/openCredentials:openCredentials", { role: "reporting" });
  expect(b.value).toMatchObject({ username: "rep_user", password: "s3cr3t-pw", labels: { team: "data", tier: "gold" } });
  const opened = leases("OpenEphemeralResource").slice(-2);
  await own.close();
  expect(a.closed && b.closed).toBe(true);
  expect(leases("CloseEphemeralResource")).toEqual(expect.arrayContaining(opened));
});

test("a failed open leaves nothing open and no process behind", async () => {
  const before = leases("OpenEphemeralResource").length;
  await expect(executor.openEphemeral("toolbox", OPEN_TOKEN, { scope: "admin" })).rejects.toThrow(/No toolbox_token found/);
  expect(leases("OpenEphemeralResource").filter(Boolean)).toHaveLength(before);
});

test("when the program's work ends, what it left open is closed before Node exits", async () => {
  const { code, out, err } = await runTsxProgram(join(__dirname, "programs", "open-ephemeral.ts"), [JSON.stringify(options())]);
  expect({ code, out, err }).toStrictEqual({ code: 0, out: "opened read\n", err: "" });
  const opened = leases("OpenEphemeralResource").at(-1);
  expect(leases("CloseEphemeralResource")).toContain(opened);
});

test("the Terraform engine refuses both, naming the engine to use", async () => {
  const terraform = new Executor(options({ engine: "terraform" }));
  await expect(terraform.callFunction("toolbox", TOOLBOX_CALLS.version.token)).rejects.toThrow(EngineUnsupportedError);
  await expect(terraform.openEphemeral("toolbox", OPEN_TOKEN, { scope: "read" })).rejects.toThrow(/use the plugin engine/);
});

test("the generated SDK's functions run them in plain Node, and what the program left open is closed", async () => {
  const { code, out, err } = await runTsxProgram(join(__dirname, "programs", "toolbox-sdk.ts"), [
    join(root, "providers"),
    JSON.stringify(options()),
  ]);
  expect({ code, err }).toStrictEqual({ code: 0, err: "" });
  expect(JSON.parse(out)).toStrictEqual({
    parseId: TOOLBOX_CALLS.parse_id.value,
    joinPath: "a/b/c",
    version: "2024-06-01",
    sum: 6.5,
    token: { scope: "read", token: "tok-read-7f3a", expiresIn: 3600 },
  });
  expect(leases("CloseEphemeralResource")).toContain(leases("OpenEphemeralResource").at(-1));
});
