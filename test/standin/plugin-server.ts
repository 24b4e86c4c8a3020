/**
 * The go-plugin side of a provider process: gRPC server on a unix socket (or
 * loopback TCP), automatic mutual TLS, the handshake line, and the controller that
 * lets Terraform end the process without waiting out its kill timer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protobuf from "protobufjs";
import { GO_PLUGIN_CONTROLLER_PROTO, PLUGIN_PROTOCOL_PROTO } from "./plugin-protocol";
import { type ProtoDynamicValue, StandinProvider } from "./provider-service";
import { createTlsIdentity } from "./tls-identity";

export const MAGIC_COOKIE_KEY = "TF_PLUGIN_MAGIC_COOKIE";
export const MAGIC_COOKIE_VALUE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";
const CORE_PROTOCOL_VERSION = 1;
const APP_PROTOCOL_VERSION = 6;

export type Network = "unix" | "tcp";

export function handshakeLine(network: Network, address: string, certificate: string): string {
  return `${CORE_PROTOCOL_VERSION}|${APP_PROTOCOL_VERSION}|${network}|${address}|grpc|${certificate}`;
}

/** Terraform lists the protocol versions it speaks; a stand-in speaks only 6. */
export function protocolVersionProblem(env: NodeJS.ProcessEnv): string | undefined {
  const offered = env.PLUGIN_PROTOCOL_VERSIONS;
  if (!offered) return undefined;
  const versions = offered.split(",").map((v) => Number(v.trim()));
  return versions.includes(APP_PROTOCOL_VERSION)
    ? undefined
    : `the client speaks plugin protocol ${offered}; this stand-in speaks only ${APP_PROTOCOL_VERSION}`;
}

export interface ServiceDefinitions {
  provider: grpc.ServiceDefinition;
  controller: grpc.ServiceDefinition;
}

/** protobufjs message objects → the plain objects handlers use: enums by name, int64 as numbers. */
const TO_OBJECT: protobuf.IConversionOptions = { longs: Number, enums: String, defaults: true, oneofs: true };

/**
 * gRPC method tables built straight from protobufjs reflection. @grpc/proto-loader
 * would do the same but also builds descriptor protos for server reflection, which
 * costs a noticeable slice of every provider start.
 */
function serviceDefinition(root: protobuf.Root, serviceName: string): grpc.ServiceDefinition {
  const service = root.lookupService(serviceName);
  const definition: Record<string, grpc.MethodDefinition<object, object>> = {};
  for (const method of service.methodsArray) {
    const requestType = root.lookupType(method.resolvedRequestType?.fullName ?? method.requestType);
    const responseType = root.lookupType(method.resolvedResponseType?.fullName ?? method.responseType);
    definition[method.name] = {
      path: `/${service.fullName.replace(/^\./, "")}/${method.name}`,
      requestStream: false,
      responseStream: false,
      requestSerialize: (value: object) => Buffer.from(requestType.encode(requestType.fromObject(value)).finish()),
      requestDeserialize: (bytes: Buffer) => requestType.toObject(requestType.decode(bytes), TO_OBJECT),
      responseSerialize: (value: object) => Buffer.from(responseType.encode(responseType.fromObject(value)).finish()),
      responseDeserialize: (bytes: Buffer) => responseType.toObject(responseType.decode(bytes), TO_OBJECT),
    };
  }
  return definition as grpc.ServiceDefinition;
}

export function loadServiceDefinitions(): ServiceDefinitions {
  const root = new protobuf.Root();
  protobuf.parse(PLUGIN_PROTOCOL_PROTO, root, { keepCase: true });
  protobuf.parse(GO_PLUGIN_CONTROLLER_PROTO, root, { keepCase: true });
  root.resolveAll();
  return {
    provider: serviceDefinition(root, "tfplugin6.Provider"),
    controller: serviceDefinition(root, "plugin.GRPCController"),
  };
}

type Unary = (call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>, callback: grpc.sendUnaryData<unknown>) => void;

/**
 * STANDIN_TRACE=1 names each call on stderr (Terraform shows plugin stderr with
 * TF_LOG=debug). Only operation and type names: never a value from a request.
 */
const TRACE = Boolean(process.env.STANDIN_TRACE);

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

function providerImplementation(provider: StandinProvider): grpc.UntypedServiceImplementation {
  type Req = { type_name: string; config?: ProtoDynamicValue | null };
  const refuse = (operation: string, field: "diagnostics" | "error" = "diagnostics"): Unary =>
    unary(() =>
      field === "error"
        ? { error: { text: StandinProvider.unsupported(operation).detail } }
        : { diagnostics: [StandinProvider.unsupported(operation)] },
    );
  return {
    GetMetadata: unary(() => provider.getMetadata()),
    GetProviderSchema: unary(() => provider.getProviderSchema()),
    ValidateProviderConfig: unary((r) => provider.validateProviderConfig(r as Req)),
    ValidateDataResourceConfig: unary((r) => provider.validateDataResourceConfig(r as Req)),
    ConfigureProvider: unary((r) => provider.configureProvider(r as Req)),
    ReadDataSource: unary((r) => provider.readDataSource(r as Req)),
    StopProvider: unary(() => ({ Error: "" })),
    ValidateResourceConfig: refuse("ValidateResourceConfig"),
    UpgradeResourceState: refuse("UpgradeResourceState"),
    ReadResource: refuse("ReadResource"),
    PlanResourceChange: refuse("PlanResourceChange"),
    ApplyResourceChange: refuse("ApplyResourceChange"),
    ImportResourceState: refuse("ImportResourceState"),
    MoveResourceState: refuse("MoveResourceState"),
    ValidateEphemeralResourceConfig: refuse("ValidateEphemeralResourceConfig"),
    OpenEphemeralResource: refuse("OpenEphemeralResource"),
    RenewEphemeralResource: refuse("RenewEphemeralResource"),
    CloseEphemeralResource: refuse("CloseEphemeralResource"),
    GetFunctions: refuse("GetFunctions"),
    CallFunction: refuse("CallFunction", "error"),
  };
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

export async function startPluginServer(provider: StandinProvider, network: Network, env: NodeJS.ProcessEnv = process.env): Promise<RunningPlugin> {
  const definitions = loadServiceDefinitions();
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
  server.addService(definitions.provider, providerImplementation(provider));
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
    handshake: handshakeLine(network, address, identity?.handshakeCertificate ?? ""),
    stop: () => {
      server.forceShutdown();
      cleanup();
    },
  };
}
