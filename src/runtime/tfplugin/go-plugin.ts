/**
 * HashiCorp go-plugin's handshake, as Terraform and its providers use it: the magic cookie a plugin checks
 * before doing anything, the protocol versions the client offers, and the one line the plugin prints on
 * stdout to say where it listens:
 *
 *   CORE-PROTOCOL-VERSION | APP-PROTOCOL-VERSION | NETWORK | ADDRESS | PROTOCOL | SERVER-CERTIFICATE [| MULTIPLEX]
 *
 * The certificate (present when the client offered one of its own in PLUGIN_CLIENT_CERT) is the plugin's
 * DER certificate in base64 without padding, as Go's RawStdEncoding writes it. go-plugin 1.6 and later print the
 * seventh field (whether the plugin can multiplex its gRPC broker: "true" or "false") when PLUGIN_MULTIPLEX_GRPC is
 * in their environment, which a provider may inherit from whoever started this process; no broker is used here, so
 * it is checked and otherwise ignored.
 */
import type { ProtocolVersion } from "./proto-source";

export const MAGIC_COOKIE_KEY = "TF_PLUGIN_MAGIC_COOKIE";
export const MAGIC_COOKIE_VALUE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";
export const CORE_PROTOCOL_VERSION = 1;
/** What the client offers, in PLUGIN_PROTOCOL_VERSIONS, comma-separated. */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly ProtocolVersion[] = [5, 6];

export type Network = "unix" | "tcp";

export interface Handshake {
  coreVersion: number;
  protocolVersion: ProtocolVersion;
  network: Network;
  address: string;
  /** The server's certificate, DER; absent when the plugin runs without TLS. */
  certificate?: Buffer;
}

export function handshakeLine(protocolVersion: ProtocolVersion, network: Network, address: string, certificate: string): string {
  return `${CORE_PROTOCOL_VERSION}|${protocolVersion}|${network}|${address}|grpc|${certificate}`;
}

export class HandshakeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HandshakeError";
  }
}

/** Reads and checks a handshake line; the message says what was wrong, never the whole line. */
export function parseHandshake(line: string, offered: readonly number[] = SUPPORTED_PROTOCOL_VERSIONS): Handshake {
  const parts = line.trim().split("|");
  if (parts.length < 5 || parts.length > 7) {
    throw new HandshakeError(
      `the plugin's first line is not a go-plugin handshake (expected 5 to 7 fields separated by "|", got ${parts.length})`,
    );
  }
  const [core, app, network, address, protocol, cert, multiplex] = parts;
  if (multiplex !== undefined && multiplex !== "true" && multiplex !== "false")
    throw new HandshakeError(`the plugin's multiplexing field is ${JSON.stringify(multiplex)}, expected "true" or "false"`);
  if (Number(core) !== CORE_PROTOCOL_VERSION)
    throw new HandshakeError(`the plugin speaks go-plugin core protocol ${JSON.stringify(core)}, expected ${CORE_PROTOCOL_VERSION}`);
  const version = Number(app);
  if (!offered.includes(version))
    throw new HandshakeError(
      `the plugin chose plugin protocol ${JSON.stringify(app)}, which was not offered (offered ${offered.join(", ")})`,
    );
  if (network !== "unix" && network !== "tcp")
    throw new HandshakeError(`the plugin listens on an unsupported network ${JSON.stringify(network)}`);
  if (address === "") throw new HandshakeError("the plugin's handshake has no address");
  if (protocol !== "grpc") throw new HandshakeError(`the plugin speaks ${JSON.stringify(protocol)}, only grpc is supported`);
  let certificate: Buffer | undefined;
  if (cert !== undefined && cert !== "") {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cert)) throw new HandshakeError("the plugin's certificate in the handshake is not base64");
    certificate = Buffer.from(cert, "base64");
  }
  return { coreVersion: CORE_PROTOCOL_VERSION, protocolVersion: version as ProtocolVersion, network, address, certificate };
}
