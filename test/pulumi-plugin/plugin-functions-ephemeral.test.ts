/**
 * The provider plugin serving the toolbox package (provider functions, ephemeral resources) with the real
 * executor on the plugin engine, driven over gRPC as the Pulumi engine drives it: a function's value comes back
 * as `result`, an ephemeral resource's values all secret, and what is open is closed on Cancel and when the
 * plugin is shut down.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { binaryEnvVariable } from "../../src/runtime/engines/plugin";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { createHarness, type Harness } from "../support/executor-harness";
import { removeDir } from "../support/project";
import { makeToolboxProject, recordedCalls, TOOLBOX_CALLS, toolboxStandin } from "../support/toolbox";
import { isSecret, ProviderRpc, secret, startTreePlugin, unwrapSecrets, type RunningPlugin } from "./support/plugin-process";

let root: string;
let h: Harness;
let records: string;

const start = async (stdinPipe = false): Promise<{ plugin: RunningPlugin; rpc: ProviderRpc }> => {
  const plugin = await startTreePlugin("toolbox", join(root, "providers"), {
    stdinPipe,
    env: {
      [binaryEnvVariable("toolbox")]: h.providerBinaries["Acme/toolbox"],
      STANDIN_RECORD_DIR: records,
      TFLOOKUP_ENGINE: undefined,
      TFLOOKUP_CACHE_DIR: h.cacheDir,
      TFLOOKUP_TMPDIR: h.tmpDir,
      PULUMI_CONFIG: undefined,
    },
  });
  const rpc = new ProviderRpc(plugin.client);
  await rpc.configure("toolbox", { apiKey: secret("root-key") });
  return { plugin, rpc };
};

const leases = (call: string) =>
  recordedCalls(records)
    .filter((c) => c.call === call)
    .map((c) => c.lease);

beforeAll(async () => {
  root = makeToolboxProject();
  writeTree(buildTree(root, { worker: true }));
  h = await createHarness("plugin-functions", { providers: [toolboxStandin(6)], terraform: false });
  records = join(h.root, "records");
  mkdirSync(records);
});

afterAll(() => {
  removeDir(h?.root);
  if (root) rmSync(root, { recursive: true, force: true });
});

test("functions come back as result, ephemeral values all secret; Cancel closes what is open", async () => {
  const { plugin, rpc } = await start();
  try {
    for (const c of Object.values(TOOLBOX_CALLS)) {
      const answer = await rpc.invoke(c.token, c.args);
      expect({ token: c.token, outputs: answer.outputs }).toStrictEqual({ token: c.token, outputs: { result: c.value } });
    }
    const opened = await rpc.invoke("toolbox:index/openToken:openToken", { scope: "read" });
    expect(Object.values(opened.outputs).every(isSecret)).toBe(true);
    expect(unwrapSecrets(opened.outputs)).toStrictEqual({ scope: "read", token: "tok-read-7f3a", expiresIn: 3600 });
    const lease = leases("OpenEphemeralResource").at(-1);
    expect(leases("CloseEphemeralResource")).not.toContain(lease);
    await rpc.cancel();
    expect(leases("CloseEphemeralResource")).toContain(lease);
    expect(plugin.stderr()).not.toContain("tok-read-7f3a");
  } finally {
    await plugin.stop();
  }
});

// The Pulumi engine ends a plugin by closing its connection and signalling it (SIGINT, then SIGKILL after a grace
// period; SIGTERM from a supervisor): what is open is closed before the plugin exits as the signal asks.
test.each([
  ["SIGTERM", 143],
  ["SIGINT", 130],
] as const)("ended with %s, the plugin closes what is open, then exits with %i", async (signal, exitCode) => {
  const { plugin, rpc } = await start();
  await rpc.invoke("toolbox:index/openCredentials:openCredentials", { role: "reporting" });
  await rpc.invoke("toolbox:index/openToken:openToken", { scope: "read" });
  const opened = leases("OpenEphemeralResource").slice(-2);
  expect(await plugin.stop(signal)).toStrictEqual({ code: exitCode, signal: null });
  expect(leases("CloseEphemeralResource")).toEqual(expect.arrayContaining(opened));
});

test("after Cancel closed them, a signal ends the plugin without closing anything twice", async () => {
  const { plugin, rpc } = await start();
  await rpc.invoke("toolbox:index/openToken:openToken", { scope: "read" });
  const lease = leases("OpenEphemeralResource").at(-1);
  await rpc.cancel();
  expect(await plugin.stop("SIGINT")).toStrictEqual({ code: 130, signal: null });
  expect(leases("CloseEphemeralResource").filter((l) => l === lease)).toHaveLength(1);
});

test("when the engine is gone without a signal (its end of the plugin's input closed), what is open is closed", async () => {
  const { plugin, rpc } = await start(true);
  try {
    await rpc.invoke("toolbox:index/openToken:openToken", { scope: "read" });
    const lease = leases("OpenEphemeralResource").at(-1);
    plugin.endInput();
    expect(await plugin.exited).toStrictEqual({ code: 0, signal: null });
    expect(leases("CloseEphemeralResource")).toContain(lease);
  } finally {
    await plugin.stop();
  }
});

test("with nothing open, a plugin that has looked something up ends when its input ends (the engine gone)", async () => {
  const { plugin, rpc } = await start(true);
  try {
    const answer = await rpc.invoke(TOOLBOX_CALLS.version.token, {});
    expect(answer.outputs).toStrictEqual({ result: "2024-06-01" });
    plugin.endInput();
    expect(await plugin.exited).toStrictEqual({ code: 0, signal: null });
  } finally {
    await plugin.stop();
  }
});
