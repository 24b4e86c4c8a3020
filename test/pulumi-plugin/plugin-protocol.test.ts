/**
 * The plugin over gRPC, with a scripted executor in place of the real one (support/fake-executor-plugin.ts) and a
 * small synthetic package: what the plugin itself adds — config handling, secrets, status codes, redaction,
 * lazy loading — independent of Terraform. Lookups for real are in plugin-lookups.test.ts.
 */
import { rmSync } from "node:fs";
import { status } from "@grpc/grpc-js";
import * as proto from "@pulumi/pulumi/proto/provider_pb";
import { DEMO, token, writeDemoPackage } from "./support/demo-package";
import { isSecret, ProviderRpc, secret, SIG_KEY, startFakeExecutorPlugin, type RunningPlugin, failure } from "./support/plugin-process";

let pkgRoot: string;
let schemaText: string;
let plugin: RunningPlugin;
let rpc: ProviderRpc;

beforeAll(async () => {
  ({ root: pkgRoot, schemaText } = writeDemoPackage());
  plugin = await startFakeExecutorPlugin(DEMO, pkgRoot, { args: ["127.0.0.1:1", "--logtostderr", "-v=9"] });
  rpc = new ProviderRpc(plugin.client);
});

afterAll(async () => {
  await plugin?.stop();
  if (pkgRoot) rmSync(pkgRoot, { recursive: true, force: true });
});

const engineLoads = () =>
  plugin
    .stderr()
    .split("\n")
    .filter((l) => l === "fake executor loaded").length;

/**
 * The plugin's stderr reaches this process through a pipe, independently of the gRPC answer: under load the
 * answer can arrive first. Waits (bounded) for the line before counting, so a count of 0 still fails.
 */
async function engineLoadsSettled(expected: number): Promise<number> {
  for (let i = 0; i < 100 && engineLoads() < expected; i++) await new Promise((r) => setTimeout(r, 20));
  return engineLoads();
}

describe("before any lookup (these run first: the engine must still be unloaded)", () => {
  test("GetPluginInfo reports the upstream version from metadata.json, without its v", async () => {
    expect(await rpc.getPluginInfo()).toBe("1.2.3");
  });

  test("GetSchema returns schema.json byte for byte; an unsupported schema version is refused", async () => {
    expect(await rpc.getSchema()).toBe(schemaText);
    expect((await failure(rpc.getSchema(1))).details).toMatch(/unsupported schema version 1/);
  });

  test("CheckConfig returns the inputs as sent and a failure per bad variable", async () => {
    const news = { apiKey: "k", timeout: "later", region: "x", version: "1.2.3" };
    const { inputs, failures } = await rpc.checkConfig(DEMO, news);
    expect(inputs).toEqual(news);
    expect(failures).toEqual([
      { property: "region", reason: expect.stringMatching(/^is not a configuration variable of demo; known: apiKey, endpoint/) },
      { property: "timeout", reason: "expected an integer, got a string" },
    ]);
    expect((await rpc.checkConfig(DEMO, { apiKey: "k", timeout: 5 })).failures).toEqual([]);
  });

  test("DiffConfig names what changed and never asks for a replacement", async () => {
    const changed = await rpc.diffConfig(DEMO, { endpoint: "a", apiKey: "k" }, { endpoint: "b", apiKey: "k" });
    expect(changed).toEqual({ changes: proto.DiffResponse.DiffChanges.DIFF_SOME, diffs: ["endpoint"], replaces: [] });
    expect((await rpc.diffConfig(DEMO, { endpoint: "a" }, { endpoint: "a" })).changes).toBe(proto.DiffResponse.DiffChanges.DIFF_NONE);
  });

  test("Configure with a bad variable fails with INVALID_ARGUMENT naming it", async () => {
    const f = await failure(rpc.configure(DEMO, { apiKey: secret("k-secret"), timeout: "soon" }));
    expect(f.code).toBe(status.INVALID_ARGUMENT);
    expect(f.details).toBe("invalid demo configuration: timeout: expected an integer, got a string");
  });

  test("Configure accepts secrets and declines resource references", async () => {
    expect(await rpc.configure(DEMO, { endpoint: "https://plain", timeout: 7 })).toEqual({ acceptSecrets: true, acceptResources: false });
  });

  test("an argument that is a resource reference is refused before the engine is loaded", async () => {
    const f = await failure(rpc.invoke(token("echo"), { ref: { [SIG_KEY]: "5cf8f73096256a8f31e491e813e4eb8e", urn: "urn:x" } }));
    expect(f.code).toBe(status.INVALID_ARGUMENT);
    expect(f.details).toMatch(/^demo:index\/echo:echo: ref is an asset, archive, resource or output reference/);
    expect(engineLoads()).toBe(0);
  });
});

describe("lookups", () => {
  test("documented names both ways; typed config reaches the engine; only schema-secret fields are secret", async () => {
    await rpc.configure(DEMO, { endpoint: "https://plain", timeout: "7" });
    const { outputs } = await rpc.invoke(token("echo"), { name: "n1", result: { password: "pw", nested: [{ token: "t", label: "l" }] } });
    expect(await engineLoadsSettled(1)).toBe(1);
    expect(outputs.args).toEqual({ name: "n1", result: { password: "pw", nested: [{ token: "t", label: "l" }] } });
    expect(outputs.config).toEqual({ endpoint: "https://plain", timeout: 7 });
    expect(outputs.secretConfig).toEqual([]);
    expect(outputs.secretArgs).toEqual([]);
    expect(outputs.password).toEqual(secret("pw"));
    expect(outputs.nested).toEqual([{ token: secret("t"), label: "l" }]);
  });

  test("a secret argument makes every field of the result secret, and the engine is told which", async () => {
    const { outputs } = await rpc.invoke(token("echo"), { name: secret("hidden"), other: "plain" });
    for (const [k, v] of Object.entries(outputs)) expect([k, isSecret(v)]).toEqual([k, true]);
    expect((outputs.args as { value: unknown }).value).toEqual({ name: "hidden", other: "plain" });
    expect((outputs.secretArgs as { value: unknown }).value).toEqual(["name"]);
  });

  test("a credential configured as a secret taints no result (Pulumi's rule); schema-secret fields stay secret", async () => {
    await rpc.configure(DEMO, { apiKey: secret("k-very-secret"), endpoint: "https://e" });
    const secretRun = await rpc.invoke(token("echo"), { name: "n", result: { password: "pw" } });
    expect(isSecret(secretRun.outputs.args)).toBe(false);
    expect(secretRun.outputs.secretConfig).toEqual(["apiKey"]);
    expect(secretRun.outputs.password).toEqual(secret("pw"));

    await rpc.configure(DEMO, { apiKey: "k-in-clear", endpoint: "https://e" });
    const plainRun = await rpc.invoke(token("echo"), { name: "n" });
    expect(isSecret(plainRun.outputs.args)).toBe(false);
    expect(plainRun.outputs.config).toEqual({ apiKey: "k-in-clear", endpoint: "https://e" });
  });

  test("the deprecated variables map configures the provider when args are absent", async () => {
    await rpc.configure(DEMO, undefined, { endpoint: "https://from-variables", insecure: "true" });
    const { outputs } = await rpc.invoke(token("echo"), {});
    expect(outputs.config).toEqual({ endpoint: "https://from-variables", insecure: true });
  });

  test("an engine failure comes back as UNKNOWN with its message, secrets blotted out", async () => {
    await rpc.configure(DEMO, { apiKey: secret("k-very-secret"), endpoint: "https://e" });
    const f = await failure(rpc.invoke(token("fail"), { a: secret("arg-secret"), b: "visible" }));
    expect(f.code).toBe(status.UNKNOWN);
    expect(f.details).toBe(
      'lookup failed with config {"apiKey":"[secret]","endpoint":"https://e"} and args {"a":"[secret]","b":"visible"}',
    );
    expect(plugin.stderr()).not.toContain("k-very-secret");
    expect(plugin.stderr()).not.toContain("arg-secret");
  });

  test("a declared-secret credential sent in clear is still kept out of error text", async () => {
    await rpc.configure(DEMO, { apiKey: "k-in-clear-1", endpoint: "https://e" });
    const f = await failure(rpc.invoke(token("fail"), {}));
    expect(f.details).not.toContain("k-in-clear-1");
  });

  test("the engine's input errors come back as INVALID_ARGUMENT with its message", async () => {
    const f = await failure(rpc.invoke(token("reject"), {}));
    expect(f).toEqual({ code: status.INVALID_ARGUMENT, details: "demo:index/reject:reject: argument name: expected a string" });
    expect(engineLoads()).toBe(1);
  });
});
