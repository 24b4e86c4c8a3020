/**
 * The go-plugin side of a provider process: gRPC server on a unix socket (or
 * loopback TCP), automatic mutual TLS, the handshake line, and the controller that
 * lets Terraform end the process without waiting out its kill timer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import {
  handshakeLine,
  loadServiceDefinitions,
  MAGIC_COOKIE_KEY,
  MAGIC_COOKIE_VALUE,
  type Network,
  PROVIDER_OPERATIONS,
  type ProtocolVersion,
} from "../../../src/runtime/tfplugin";
import { type ProtoDynamicValue, StandinProvider } from "./provider-service";
import { createTlsIdentity } from "./tls-identity";

export { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE, loadServiceDefinitions, type Network };

/**
 * The client lists the protocol versions it speaks; a stand-in speaks exactly one, as an SDKv2 provider
 * speaks only 5 and a plugin-framework provider only 6.
 */
export function protocolVersionProblem(env: NodeJS.ProcessEnv, version: ProtocolVersion): string | undefined {
  const offered = env.PLUGIN_PROTOCOL_VERSIONS;
  if (!offered) return undefined;
  const versions = offered.split(",").map((v) => Number(v.trim()));
  return versions.includes(version) ? undefined : `the client speaks plugin protocol ${offered}; this stand-in speaks only ${version}`;
}

type Unary = (call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>, callback: grpc.sendUnaryData<unknown>) => void;

/**
 * STANDIN_TRACE=1 names each call on stderr (Terraform shows plugin stderr with
 * TF_LOG=debug). Only operation and type names: never a value from a request.
 */
const TRACE = Boolean(process.env.STANDIN_TRACE);

/**
 * STANDIN_FAULT=crash-on-read:<data source type> or hang-on-read:<type>: the process exits (status 3), or
 * never answers, when asked to read that data source. For tests of how a client copes with a provider that
 * dies or hangs mid-call; unset, the stand-in behaves.
 */
const FAULT = /^(crash|hang)-on-read:(.+)$/.exec(process.env.STANDIN_FAULT ?? "");

function withFault(read: Unary): Unary {
  if (!FAULT) return read;
  return (call, callback) => {
    if (call.request.type_name !== FAULT[2]) return read(call, callback);
    if (FAULT[1] === "crash") {
      process.stderr.write(`stand-in: crashing on purpose in ReadDataSource ${FAULT[2]} (STANDIN_FAULT)\n`);
      process.exit(3);
    }
  };
}

function unary(handler: (request: Record<string, unknown>) => unknown): Unary {
  return (call, callback) => {
    if (TRACE) {
      const typeName = typeof call.request.type_name === "string" ? ` ${call.request.type_name}` : "";
      process.stderr.write(`stand-in: ${call.getPath()}${typeName}\n`);
    }
    try {
      callback(null, handler(call.request));
    } catch (err) {
      // A crash inside a handler must still reach Terraform as an answer, not a hang.
      callback({ code: grpc.status.INTERNAL, details: err instanceof Error ? err.message : String(err) });
    }
  };
}

function providerImplementation(provider: StandinProvider, version: ProtocolVersion): grpc.UntypedServiceImplementation {
  type Req = { type_name: string; config?: ProtoDynamicValue | null };
  const refuse = (operation: string): Unary => unary(() => ({ diagnostics: [StandinProvider.unsupported(operation)] }));
  const ops = PROVIDER_OPERATIONS[version];
  const implemented: grpc.UntypedServiceImplementation = {
    GetMetadata: unary(() => provider.getMetadata()),
    [ops.getProviderSchema]: unary(() => provider.getProviderSchema()),
    [ops.validateProviderConfig]: unary((r) => provider.validateProviderConfig(r, version)),
    [ops.validateDataSourceConfig]: unary((r) => provider.validateDataResourceConfig(r as Req)),
    [ops.configureProvider]: unary((r) => provider.configureProvider(r)),
    [ops.readDataSource]: withFault(unary((r) => provider.readDataSource(r as Req))),
    [ops.stopProvider]: unary(() => ({ Error: "" })),
    GetFunctions: unary(() => provider.getFunctions()),
    CallFunction: unary((r) => provider.callFunction(r as { name: string; arguments?: ProtoDynamicValue[] })),
    ValidateEphemeralResourceConfig: unary((r) => provider.validateEphemeralResourceConfig(r as Req)),
    OpenEphemeralResource: unary((r) => provider.openEphemeralResource(r as Req)),
    RenewEphemeralResource: unary((r) => provider.renewEphemeralResource(r as { type_name: string; private?: Uint8Array })),
    CloseEphemeralResource: unary((r) => provider.closeEphemeralResource(r as { type_name: string; private?: Uint8Array })),
  };
  // Everything else the service declares (managed resources) is refused.
  for (const method of Object.keys(loadServiceDefinitions(version).provider)) implemented[method] ??= refuse(method);
  return implemented;
}

function bindAsync(server: grpc.Server, address: string, credentials: grpc.ServerCredentials): Promise<number> {
  return new Promise((resolve, reject) => server.bindAsync(address, credentials, (err, port) => (err ? reject(err) : resolve(port))));
}

export interface RunningPlugin {
  handshake: string;
  stop(): void;
}

/** Exits the process once the server has let go of its connections, or soon after in any case. */
function exitAfterShutdown(server: grpc.Server): void {
  const force = setTimeout(() => {
    server.forceShutdown();
    process.exit(0);
  }, 200);
  server.tryShutdown(() => {
    clearTimeout(force);
    process.exit(0);
  });
}

export async function startPluginServer(
  provider: StandinProvider,
  network: Network,
  version: ProtocolVersion,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningPlugin> {
  const definitions = loadServiceDefinitions(version);
  // TLS whenever Terraform offers its client certificate, as go-plugin's AutoMTLS requires.
  const clientCertificate = env.TF_DISABLE_PLUGIN_TLS ? undefined : env.PLUGIN_CLIENT_CERT;
  const identity = clientCertificate ? await createTlsIdentity() : undefined;
  const credentials = identity
    ? grpc.ServerCredentials.createSsl(
        Buffer.from(clientCertificate as string),
        [{ private_key: Buffer.from(identity.privateKeyPem), cert_chain: Buffer.from(identity.certificatePem) }],
        true,
      )
    : grpc.ServerCredentials.createInsecure();

  const server = new grpc.Server();
  server.addService(definitions.provider, providerImplementation(provider, version));
  server.addService(definitions.controller, {
    Shutdown: (_call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      callback(null, {});
      setImmediate(() => exitAfterShutdown(server));
    },
  });

  let address: string;
  let cleanup = (): void => {};
  if (network === "unix") {
    const dir = mkdtempSync(join(env.PLUGIN_UNIX_SOCKET_DIR || tmpdir(), "standin-"));
    address = join(dir, "plugin.sock");
    cleanup = () => rmSync(dir, { recursive: true, force: true });
    process.on("exit", () => cleanup());
    await bindAsync(server, `unix:${address}`, credentials);
  } else {
    const port = await bindAsync(server, "127.0.0.1:0", credentials);
    address = `127.0.0.1:${port}`;
  }
  return {
    handshake: handshakeLine(version, network, address, identity?.handshakeCertificate ?? ""),
    stop: () => {
      server.forceShutdown();
      cleanup();
    },
  };
}
