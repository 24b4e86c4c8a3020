/**
 * Starts a provider plugin the way the Pulumi engine does (a child process whose first stdout line is the
 * port) and talks to it with the client stubs shipped in @pulumi/pulumi/proto, so these tests speak the same
 * wire protocol as the engine and share no code with the plugin's server side.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as proto from "@pulumi/pulumi/proto/provider_pb";
import type { PluginInfo } from "@pulumi/pulumi/proto/plugin_pb";

export const REPO_ROOT = join(__dirname, "..", "..", "..");
export const PLUGIN_MAIN = join(REPO_ROOT, "src", "runtime", "pulumi-plugin", "main.ts");
/** Preload that reports on stderr when cdktf is first required (see trace-cdktf.js). */
export const TRACE_CDKTF = ["--require", join(__dirname, "trace-cdktf.js")];
export const CDKTF_LOADED = "TRACE: cdktf loaded";
const TSX_LOADER = require.resolve("tsx");

/** Wire forms of the engine's tagged values (the SDK's rpc.specialSigKey / specialSecretSig). */
export const SIG_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
export const secret = (value: unknown) => ({ [SIG_KEY]: SECRET_SIG, value });
export const isSecret = (v: unknown): v is { value: unknown } =>
  typeof v === "object" && v !== null && (v as Record<string, unknown>)[SIG_KEY] === SECRET_SIG;

export interface StartOptions {
  pkg: string;
  /** Extra variables for the plugin (and so for the executor and Terraform under it). */
  env?: Record<string, string | undefined>;
  /** Arguments the engine would pass: its own address, logging flags. */
  args?: string[];
  /** Options for node itself, before the entry (e.g. --require a tracer). */
  nodeArgs?: string[];
  /** Run this instead of the source entry, e.g. a compiled dist/ file; `--package` is then not added. */
  command?: { file: string; args: string[] };
  /** Standard input a pipe held open by the test, as the Pulumi engine holds it (none by default). */
  stdinPipe?: boolean;
}

export interface RunningPlugin {
  pid: number;
  port: number;
  client: ResourceProviderClient;
  /** Everything the plugin wrote to stderr so far. */
  stderr(): string;
  /** Closes the connection, then ends the plugin with `signal` (SIGKILL after 5 s) and gives how it exited. */
  stop(signal?: "SIGTERM" | "SIGINT"): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Closes the test's end of the plugin's standard input (with stdinPipe), as the engine's going away does. */
  endInput(): void;
  /** How the plugin exited, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * From source through tsx, so no build step stands between an edit and the test; --package replaces the
 * executable-name lookup a pulumi-resource-<pkg> link would provide.
 */
export async function startPlugin(options: StartOptions): Promise<RunningPlugin> {
  const [file, fileArgs] = options.command
    ? [options.command.file, options.command.args]
    : [process.execPath, [...(options.nodeArgs ?? []), "--import", TSX_LOADER, PLUGIN_MAIN, "--package", options.pkg]];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(file, [...fileArgs, ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env,
    stdio: [options.stdinPipe ? "pipe" : "ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const port = await readPort(child, () => stderr);
  const client = new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  return {
    pid: child.pid!,
    port,
    client,
    stderr: () => stderr,
    stop: (signal) => stopChild(child, client, exited, signal),
    endInput: () => child.stdin?.end(),
    exited,
  };
}

function readPort(child: ChildProcess, stderr: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error("the plugin printed no port within 20 s")), 20_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${e.message}\nstdout: ${out}\nstderr: ${stderr()}`));
    };
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n")) {
        clearTimeout(timer);
        if (/^\d+$/.test(line.trim())) resolve(Number(line.trim()));
        else fail(new Error(`the plugin's first stdout line is not a port: ${JSON.stringify(line)}`));
      }
    });
    child.on("exit", (code, signal) => fail(new Error(`the plugin exited (${code ?? signal}) before printing its port`)));
  });
}

async function stopChild(
  child: ChildProcess,
  client: ResourceProviderClient,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  signal: "SIGTERM" | "SIGINT" = "SIGTERM",
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  client.close();
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  const how = await exited;
  clearTimeout(timer);
  return how;
}

/** The plugin with a scripted executor instead of the real one (fake-executor-plugin.ts), serving `root`. */
export function startFakeExecutorPlugin(pkg: string, providersRoot: string, options: Omit<StartOptions, "pkg" | "command"> = {}) {
  return startPlugin({
    ...options,
    pkg,
    command: {
      file: process.execPath,
      args: ["--import", TSX_LOADER, join(__dirname, "fake-executor-plugin.ts"), "--providers-root", providersRoot, "--package", pkg],
    },
  });
}

/** The plugin with the real executor, serving the generated tree under `providersRoot` (tree-plugin.ts). */
export function startTreePlugin(pkg: string, providersRoot: string, options: Omit<StartOptions, "pkg" | "command"> = {}) {
  return startPlugin({
    ...options,
    pkg,
    command: {
      file: process.execPath,
      args: ["--import", TSX_LOADER, join(__dirname, "tree-plugin.ts"), "--providers-root", providersRoot, "--package", pkg],
    },
  });
}

type Callback<T> = (error: grpc.ServiceError | null, response: T) => void;

function call<Res>(start: (cb: Callback<Res>) => unknown): Promise<Res> {
  return new Promise((resolve, reject) => start((err, res) => (err ? reject(err) : resolve(res))));
}

/** Promise wrappers for the RPCs these tests make, taking and returning plain JavaScript. */
export class ProviderRpc {
  constructor(private readonly client: ResourceProviderClient) {}

  async getPluginInfo(): Promise<string> {
    const info = await call<PluginInfo>((cb) => this.client.getPluginInfo(new Empty(), cb));
    return info.getVersion();
  }

  async getSchema(version = 0): Promise<string> {
    const req = new proto.GetSchemaRequest();
    req.setVersion(version);
    return (await call<proto.GetSchemaResponse>((cb) => this.client.getSchema(req, cb))).getSchema();
  }

  async checkConfig(pkg: string, news: Record<string, unknown>, olds: Record<string, unknown> = {}) {
    const req = new proto.CheckRequest();
    req.setUrn(`urn:pulumi:test::plugin::pulumi:providers:${pkg}::default`);
    req.setName("default");
    req.setType(`pulumi:providers:${pkg}`);
    req.setOlds(Struct.fromJavaScript(olds as never));
    req.setNews(Struct.fromJavaScript(news as never));
    const res = await call<proto.CheckResponse>((cb) => this.client.checkConfig(req, cb));
    return {
      inputs: res.getInputs()?.toJavaScript() ?? {},
      failures: res.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }

  async diffConfig(pkg: string, olds: Record<string, unknown>, news: Record<string, unknown>) {
    const req = new proto.DiffRequest();
    req.setUrn(`urn:pulumi:test::plugin::pulumi:providers:${pkg}::default`);
    req.setId("id");
    req.setOlds(Struct.fromJavaScript(olds as never));
    req.setOldInputs(Struct.fromJavaScript(olds as never));
    req.setNews(Struct.fromJavaScript(news as never));
    const res = await call<proto.DiffResponse>((cb) => this.client.diffConfig(req, cb));
    return { changes: res.getChanges(), diffs: res.getDiffsList(), replaces: res.getReplacesList() };
  }

  /**
   * As the engine sends it: `args` with plain names and secrets kept wrapped, and the deprecated `variables`
   * keyed <pkg>:config:<name> with secrets stripped (provider_plugin.go, Configure). Either can be left out.
   */
  async configure(pkg: string, args: Record<string, unknown> | undefined, variables: Record<string, string> = {}) {
    const req = new proto.ConfigureRequest();
    if (args) req.setArgs(Struct.fromJavaScript(args as never));
    for (const [k, v] of Object.entries(variables)) req.getVariablesMap().set(`${pkg}:config:${k}`, v);
    req.setAcceptsecrets(true);
    req.setAcceptresources(true);
    const res = await call<proto.ConfigureResponse>((cb) => this.client.configure(req, cb));
    return { acceptSecrets: res.getAcceptsecrets(), acceptResources: res.getAcceptresources() };
  }

  /** The engine's Cancel: the deployment is being cancelled. */
  async cancel(): Promise<void> {
    await call<Empty>((cb) => this.client.cancel(new Empty(), cb));
  }

  async invoke(token: string, args: Record<string, unknown>) {
    const req = new proto.InvokeRequest();
    req.setTok(token);
    req.setArgs(Struct.fromJavaScript(args as never));
    const res = await call<proto.InvokeResponse>((cb) => this.client.invoke(req, cb));
    return {
      outputs: (res.getReturn()?.toJavaScript() ?? {}) as Record<string, unknown>,
      failures: res.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }
}

/** Every string in a value, through secret wrappers, for "this text never appears" assertions. */
export function unwrapSecrets(value: unknown): unknown {
  if (isSecret(value)) return unwrapSecrets(value.value);
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapSecrets(v)]));
  return value;
}

/** Runs `p`, which must fail, and returns the gRPC status code and message. */
export async function failure(p: Promise<unknown>): Promise<{ code: number; details: string }> {
  try {
    await p;
  } catch (e) {
    const err = e as { code: number; details: string };
    return { code: err.code, details: err.details };
  }
  throw new Error("expected the call to fail");
}
