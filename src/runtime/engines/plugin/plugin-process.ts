/**
 * One provider process, started and spoken to as Terraform does through HashiCorp's go-plugin:
 *
 * - environment: the magic cookie, PLUGIN_PROTOCOL_VERSIONS=5,6, and PLUGIN_CLIENT_CERT holding a fresh
 *   client certificate (AutoMTLS); nothing secret (configuration travels later, over the TLS connection);
 * - the first stdout line is the handshake; it is checked, and the server certificate in it is the only
 *   certificate trusted for the connection (grpc-js, unix socket or loopback TCP, name "localhost");
 * - stderr is kept (the last few kilobytes) for error messages, always passed through the caller's redactor;
 * - closing asks go-plugin's controller to Shutdown, then kills the process after a grace period.
 *
 * No provider outlives this Node process. On POSIX the provider runs under a small /bin/sh watchdog in a
 * process group of its own: the watchdog holds a pipe from this process and ends the provider when the pipe
 * closes, which the kernel does however this process ends (normal exit, uncaught error, SIGINT, SIGTERM,
 * even SIGKILL). An "exit" handler also sends every live provider's group SIGTERM on the way out. Either way the
 * watchdog follows up with SIGKILL after the grace period when the provider is still there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import type { PeerCertificate } from "node:tls";
import type * as grpc from "@grpc/grpc-js";
import {
  HandshakeError,
  MAGIC_COOKIE_KEY,
  MAGIC_COOKIE_VALUE,
  parseHandshake,
  type Handshake,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../../tfplugin/go-plugin";
import type { ProtocolVersion } from "../../tfplugin/proto-source";
import type { ServiceDefinitions } from "../../tfplugin/service-definitions";
import { certificatePemFromDer, createClientCertificate } from "./client-certificate";

type Grpc = typeof import("@grpc/grpc-js");
type Definitions = typeof import("../../tfplugin/service-definitions");
let loaded: { grpc: Grpc; definitions: Definitions } | undefined;

/**
 * gRPC and the protocol's message definitions, loaded on first use: a program's first provider start loads
 * them while the provider process boots (see start), rather than before it is spawned.
 */
function rpcLibraries(): { grpc: Grpc; definitions: Definitions } {
  if (!loaded) {
    loaded = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      grpc: require("@grpc/grpc-js") as Grpc,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      definitions: require("../../tfplugin/service-definitions") as Definitions,
    };
  }
  return loaded;
}

/**
 * Runs the steps of `work` one per turn of the event loop, each generator in turn (the first one's first step,
 * the second one's first step, …), until all are done or the returned function is called.
 */
export function runStepwise(work: Iterator<void>[]): () => void {
  let stopped = false;
  let i = 0;
  const step = (): void => {
    while (!stopped && work.length > 0) {
      i %= work.length;
      if (work[i].next().done) {
        work.splice(i, 1);
        continue;
      }
      i++;
      setImmediate(step);
      return;
    }
  };
  setImmediate(step);
  return () => {
    stopped = true;
  };
}

/**
 * Node compiles a regular expression on its first use: the checks a TLS connection to "localhost" makes (is the
 * name an IP address? does the certificate name it?) cost several milliseconds the first time, after the
 * handshake, unless made once while the provider boots. Nothing is connected or trusted here.
 */
function* connectionPreparation(): Generator<void, void, void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { isIP } = require("node:net") as typeof import("node:net");
  isIP(TLS_SERVER_NAME);
  yield;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { checkServerIdentity } = require("node:tls") as typeof import("node:tls");
  const sample: Partial<PeerCertificate> = { subject: { CN: TLS_SERVER_NAME }, subjectaltname: `DNS:${TLS_SERVER_NAME}` };
  checkServerIdentity(TLS_SERVER_NAME, sample as PeerCertificate);
}

/** go-plugin servers present a certificate for "localhost", whatever the socket is. */
const TLS_SERVER_NAME = "localhost";

export interface PluginProcessOptions {
  binary: string;
  /** "IBM-Cloud/ibm 2.5.0": how messages name the provider. */
  label: string;
  /** Variables added to the provider's environment (undefined removes one). Never secrets. */
  env?: Record<string, string | undefined>;
  /** Wait this long for the handshake line. */
  startTimeoutMs: number;
  /** More to prepare while the provider boots, a step at a time (see runStepwise); what is left at the handshake is dropped. */
  whileBooting?: Iterator<void>[];
  /** Applied to everything the provider printed before it reaches a message or a log. */
  redact: (text: string) => string;
  log?: (line: string) => void;
}

/** The provider process failed: it would not start, broke the handshake, or died. */
export class PluginProcessError extends Error {
  /** What the provider wrote on stderr (redacted) when it failed to start: often the real cause. */
  stderr?: string;

  constructor(message: string) {
    super(message);
    this.name = "PluginProcessError";
  }
}

/** The provider process died while a call was in flight. */
export class PluginCrashedError extends PluginProcessError {
  constructor(message: string) {
    super(message);
    this.name = "PluginCrashedError";
  }
}

const STDERR_KEEP = 8 * 1024;
const SHUTDOWN_GRACE_MS = 2000;

/**
 * $0 is the provider. fd 3 is the pipe from Node; its end-of-file means Node is gone.
 * The exit status of the shell is the provider's (128+n when a signal ended it).
 *
 * Ending the provider, whether Node is gone (the reader sees end-of-file and signals the shell) or something sent
 * the group SIGTERM (the exit hook does): SIGTERM, then SIGKILL once the grace period has passed, since a provider
 * stuck in a call may never act on SIGTERM. The shell traps SIGTERM so that it lives to escalate; the provider
 * started before the trap was set, so SIGTERM still ends it by default. Polling with a foreground sleep leaves no
 * timer process behind, and each wait for the sleep also reaps the provider once it has exited.
 */
const WATCHDOG_GRACE_TENTHS = SHUTDOWN_GRACE_MS / 100;
const WATCHDOG = [
  "exec 3<&0 0</dev/null",
  '"$0" "$@" 3<&- &',
  "child=$!",
  "stop() {",
  '  kill -TERM "$child" 2>/dev/null',
  "  n=0",
  '  while kill -0 "$child" 2>/dev/null; do',
  `    if [ "$n" -ge ${WATCHDOG_GRACE_TENTHS} ]; then kill -KILL "$child" 2>/dev/null; break; fi`,
  "    sleep 0.1",
  "    n=$((n + 1))",
  "  done",
  "}",
  "trap 'stop; stopped=1' TERM",
  // The reader does not inherit the trap: a group SIGTERM simply ends it, and the shell does the rest.
  '{ trap - TERM; read -r _ <&3; kill -TERM "$$"; } &',
  "watch=$!",
  "exec 3<&-",
  // A trapped signal ends the wait early (status > 128); the provider's own status comes from waiting again.
  "while :; do",
  "  stopped=",
  '  wait "$child"',
  "  status=$?",
  '  [ -z "$stopped" ] && break',
  "done",
  // Reaped before the shell exits: once Node sees the exit, nothing of the group is left (the reader matched the
  // provider's path on its command line a moment after close() had returned). SIGKILL, since a signal that came
  // before the reader dropped the inherited trap would not end it; it runs builtins only, so nothing is orphaned.
  'kill -KILL "$watch" 2>/dev/null',
  'wait "$watch" 2>/dev/null',
  "exit $status",
].join("\n");

const live = new Set<PluginProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Synchronous and unconditional: an "exit" listener cannot wait for anything.
  process.on("exit", () => {
    for (const p of live) p.kill("SIGTERM");
  });
}

/** How many provider processes this Node process has running (for tests and the bench). */
export function liveProviderProcesses(): number {
  return live.size;
}

export function spawnProvider(binary: string, env: NodeJS.ProcessEnv): ChildProcess {
  if (process.platform === "win32") {
    return spawn(binary, [], { env, stdio: ["ignore", "pipe", "pipe"], windowsHide: true });
  }
  return spawn("/bin/sh", ["-c", WATCHDOG, binary], { env, stdio: ["pipe", "pipe", "pipe"], detached: true });
}

export class PluginProcess {
  private exitInfo?: string;
  private readonly exitWaiters: (() => void)[] = [];
  private stderrText = "";
  private closing = false;
  private client?: grpc.Client;
  private definitions?: ServiceDefinitions;
  private handshakeInfo?: Handshake;
  private inFlight = 0;

  private constructor(
    private readonly child: ChildProcess,
    private readonly opts: PluginProcessOptions,
  ) {}

  static async start(opts: PluginProcessOptions): Promise<PluginProcess> {
    const certificate = await createClientCertificate();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const [k, v] of Object.entries(opts.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    // Plain-text plugins are never accepted, so never asked for.
    delete env.TF_DISABLE_PLUGIN_TLS;
    Object.assign(env, {
      [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE,
      PLUGIN_PROTOCOL_VERSIONS: SUPPORTED_PROTOCOL_VERSIONS.join(","),
      PLUGIN_CLIENT_CERT: certificate.certificatePem,
      PLUGIN_MIN_PORT: env.PLUGIN_MIN_PORT ?? "10000",
      PLUGIN_MAX_PORT: env.PLUGIN_MAX_PORT ?? "25000",
    });
    let child: ChildProcess;
    try {
      child = spawnProvider(opts.binary, env);
    } catch (err) {
      throw new PluginProcessError(`${opts.label}: could not start ${opts.binary}: ${(err as Error).message}`);
    }
    const p = new PluginProcess(child, opts);
    live.add(p);
    installExitHook();
    try {
      // The provider is starting in a process of its own: meanwhile, load what talking to it takes, and build
      // the message definitions and codecs of every version it may pick, a step per turn of the event loop so
      // that the handshake line waits for one step at most; the handshake ends the preparation.
      const { definitions } = rpcLibraries();
      const stopPreparing = runStepwise([
        connectionPreparation(),
        ...SUPPORTED_PROTOCOL_VERSIONS.map((v) => definitions.codecPreparation(v)),
        ...(opts.whileBooting ?? []),
      ]);
      let handshake: Handshake;
      try {
        handshake = await p.awaitHandshake();
      } finally {
        stopPreparing();
      }
      await p.connect(handshake, certificate);
      return p;
    } catch (err) {
      p.kill("SIGKILL");
      if (err instanceof PluginProcessError && err.stderr === undefined) {
        // What the provider wrote on stderr may still be on its way when its stdout line already failed the handshake.
        await p.waitForExit(1000);
        await new Promise((resolve) => setImmediate(resolve));
        err.stderr = p.stderrTail();
      }
      throw err;
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get protocolVersion(): ProtocolVersion {
    return this.handshakeInfo!.protocolVersion;
  }

  /** "unix" or "tcp", as the handshake said. */
  get network(): string {
    return this.handshakeInfo!.network;
  }

  get exited(): boolean {
    return this.exitInfo !== undefined;
  }

  /** The last lines the provider wrote to stderr, redacted. */
  stderrTail(): string {
    return this.opts.redact(this.stderrText.trim());
  }

  private describeExit(): string {
    const tail = this.stderrTail();
    return `${this.exitInfo ?? "is still running"}${tail ? `; its last output on stderr:\n${tail}` : " and wrote nothing on stderr"}`;
  }

  private awaitHandshake(): Promise<Handshake> {
    const { child, opts } = this;
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      this.stderrText = (this.stderrText + chunk).slice(-STDERR_KEEP);
      if (opts.log) for (const line of chunk.split("\n")) if (line.trim()) opts.log(`tflookup: ${opts.label} stderr: ${opts.redact(line)}`);
    });
    child.on("exit", (code, signal) => {
      this.exitInfo = signal ? `was killed by ${signal}` : `exited with status ${code}`;
      live.delete(this);
      for (const w of this.exitWaiters.splice(0)) w();
      this.client?.close();
    });
    const lines = createInterface({ input: child.stdout! });
    return new Promise<Handshake>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const timer = setTimeout(
        () =>
          settle(() =>
            reject(
              new PluginProcessError(
                `${opts.label}: the provider did not complete the go-plugin handshake within ${opts.startTimeoutMs} ms (${opts.binary})`,
              ),
            ),
          ),
        opts.startTimeoutMs,
      );
      child.once("error", (err) =>
        settle(() => reject(new PluginProcessError(`${opts.label}: could not start ${opts.binary}: ${err.message}`))),
      );
      this.exitWaiters.push(() =>
        // Let the last of stderr arrive before quoting it.
        setImmediate(() =>
          settle(() =>
            reject(new PluginProcessError(`${opts.label}: the provider ${this.describeExit()} before completing the go-plugin handshake`)),
          ),
        ),
      );
      lines.on("line", (line) => {
        if (settled) {
          if (line.trim()) opts.log?.(`tflookup: ${opts.label} stdout: ${opts.redact(line)}`);
          return;
        }
        settle(() => {
          try {
            resolve(parseHandshake(line));
          } catch (err) {
            reject(new PluginProcessError(`${opts.label}: ${err instanceof HandshakeError ? err.message : String(err)}`));
          }
        });
      });
    });
  }

  private async connect(handshake: Handshake, certificate: { certificatePem: string; privateKeyPem: string }): Promise<void> {
    const { opts } = this;
    this.handshakeInfo = handshake;
    if (!handshake.certificate) {
      throw new PluginProcessError(
        `${opts.label}: the provider offered no TLS certificate in its handshake; tflookup only talks to providers over mutual TLS`,
      );
    }
    const { grpc, definitions } = rpcLibraries();
    this.definitions = definitions.loadServiceDefinitions(handshake.protocolVersion);
    const credentials = grpc.credentials.createSsl(
      Buffer.from(certificatePemFromDer(handshake.certificate)),
      Buffer.from(certificate.privateKeyPem),
      Buffer.from(certificate.certificatePem),
    );
    const target = handshake.network === "unix" ? `unix:${handshake.address}` : handshake.address;
    const client = new grpc.Client(target, credentials, {
      "grpc.ssl_target_name_override": TLS_SERVER_NAME,
      "grpc.default_authority": TLS_SERVER_NAME,
      "grpc.max_receive_message_length": 256 * 1024 * 1024,
      "grpc.max_send_message_length": 256 * 1024 * 1024,
      "grpc.enable_retries": 0,
    });
    this.client = client;
    const channel = client.getChannel();
    const deadline = Date.now() + opts.startTimeoutMs;
    await new Promise<void>((resolve, reject) => {
      const check = (): void => {
        if (this.exited)
          return reject(new PluginProcessError(`${opts.label}: the provider ${this.describeExit()} before a connection was made`));
        const state = channel.getConnectivityState(true);
        if (state === grpc.connectivityState.READY) return resolve();
        if (state === grpc.connectivityState.TRANSIENT_FAILURE || state === grpc.connectivityState.SHUTDOWN) {
          return reject(
            new PluginProcessError(
              `${opts.label}: could not connect to the provider at ${handshake.network} ${handshake.address} over mutual TLS ` +
                `(its certificate must be the one in its handshake, and it must accept ours)`,
            ),
          );
        }
        if (Date.now() >= deadline)
          return reject(new PluginProcessError(`${opts.label}: no connection to the provider within ${opts.startTimeoutMs} ms`));
        channel.watchConnectivityState(state, deadline, check);
      };
      check();
    });
  }

  /** One unary call of the provider service; a death of the process while it runs is reported as such. */
  async call<Res>(method: string, request: object, timeoutMs: number): Promise<Res> {
    const { opts } = this;
    const definition = this.definitions!.provider[method];
    if (!definition) throw new PluginProcessError(`${opts.label}: protocol ${this.protocolVersion} has no method ${method}`);
    if (this.exited) throw new PluginCrashedError(`${opts.label}: the provider ${this.describeExit()}`);
    this.inFlight++;
    const deadline = Date.now() + timeoutMs;
    try {
      return await new Promise<Res>((resolve, reject) => {
        this.client!.makeUnaryRequest(
          definition.path,
          definition.requestSerialize,
          definition.responseDeserialize as (b: Buffer) => Res,
          request,
          { deadline },
          (err, value) => (err ? reject(err) : resolve(value as Res)),
        );
      });
    } catch (err) {
      const e = err as grpc.ServiceError;
      // A dead provider shows up first as a broken connection; give the exit a moment to be seen.
      await this.waitForExit(300);
      if (this.exited)
        throw new PluginCrashedError(`${opts.label}: the provider crashed while serving ${method}: it ${this.describeExit()}`);
      // The deadline travels to the provider too (grpc-timeout): a Go server whose own timer fires first resets the
      // stream, which arrives here as CANCELLED before the client's timer says DEADLINE_EXCEEDED. Either way the
      // call ran out of time.
      const { status } = rpcLibraries().grpc;
      if (e.code === status.DEADLINE_EXCEEDED || (e.code === status.CANCELLED && Date.now() >= deadline)) {
        // Ask the provider to abandon what it is doing, as Terraform does on interrupt.
        void this.stop().catch(() => undefined);
        throw new PluginProcessError(`${opts.label}: ${method} did not answer within ${timeoutMs} ms`);
      }
      throw new PluginProcessError(`${opts.label}: ${method} failed: ${opts.redact(e.details || e.message)}`);
    } finally {
      this.inFlight--;
    }
  }

  private async stop(): Promise<void> {
    const method = this.protocolVersion === 5 ? "Stop" : "StopProvider";
    const definition = this.definitions!.provider[method];
    await new Promise<void>((resolve) =>
      this.client!.makeUnaryRequest(
        definition.path,
        definition.requestSerialize,
        definition.responseDeserialize,
        {},
        { deadline: Date.now() + 2000 },
        () => resolve(),
      ),
    );
  }

  /** A ref'd wait: whoever awaits it is owed an answer before Node may exit. */
  private waitForExit(ms: number): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.exitWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Ends the process now (the whole group: watchdog and provider). Safe to call at any time. */
  kill(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined || this.exited) return;
    try {
      if (process.platform === "win32") this.child.kill(signal);
      else process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  }

  /** StopProvider when calls are in flight, then the controller's Shutdown, then a kill after the grace period. */
  async close(graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    if (this.closing) return this.waitForExit(graceMs + 500);
    this.closing = true;
    // Whoever awaits the close keeps Node running until it is done.
    this.setRef(true);
    if (!this.exited && this.client) {
      if (this.inFlight > 0) await this.stop().catch(() => undefined);
      const shutdown = this.definitions!.controller.Shutdown;
      await new Promise<void>((resolve) =>
        this.client!.makeUnaryRequest(
          shutdown.path,
          shutdown.requestSerialize,
          shutdown.responseDeserialize,
          {},
          { deadline: Date.now() + graceMs },
          () => resolve(),
        ),
      );
      await this.waitForExit(graceMs);
    }
    if (!this.exited) {
      this.kill("SIGKILL");
      // A signal is sent, not yet delivered: whoever awaits close() expects the processes to be gone.
      await this.waitForExit(1000);
    }
    this.client?.close();
    live.delete(this);
  }

  /** Lets Node exit while this process runs (the exit hook and the watchdog end it then). */
  unref(): void {
    this.setRef(false);
  }

  private setRef(ref: boolean): void {
    const method = ref ? "ref" : "unref";
    this.child[method]();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr])
      (stream as unknown as Record<string, (() => void) | undefined> | null)?.[method]?.();
  }
}
