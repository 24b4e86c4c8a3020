/**
 * The client side of go-plugin's automatic mutual TLS: a fresh self-signed certificate and key for every
 * provider process, handed to it in PLUGIN_CLIENT_CERT (the certificate only), so that the provider accepts
 * connections from this process and no other. Never written anywhere; the key stays in memory.
 *
 * EC P-256 because RSA key generation would cost a large part of a provider start. Built with
 * @peculiar/x509 over Node's WebCrypto: no hand-written certificate code.
 */
import { randomBytes, webcrypto } from "node:crypto";

export interface ClientCertificate {
  certificatePem: string;
  privateKeyPem: string;
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };

type X509 = typeof import("@peculiar/x509");
let x509: X509 | undefined;

function library(): X509 {
  if (!x509) {
    // tsyringe under @peculiar/x509 needs the Reflect metadata API; loaded only when a provider starts.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("reflect-metadata");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    x509 = require("@peculiar/x509") as X509;
    x509.cryptoProvider.set(webcrypto as unknown as Parameters<X509["cryptoProvider"]["set"]>[0]);
  }
  return x509;
}

function pem(label: string, der: ArrayBuffer): string {
  const body = Buffer.from(der)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .replace(/\n$/, "");
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

export async function createClientCertificate(): Promise<ClientCertificate> {
  const lib = library();
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const now = Date.now();
  const certificate = await lib.X509CertificateGenerator.createSelfSigned({
    serialNumber: `01${randomBytes(15).toString("hex")}`,
    name: "CN=localhost, O=tflookup",
    // Backdated a little against clock skew between the two processes, as go-plugin does.
    notBefore: new Date(now - 30_000),
    notAfter: new Date(now + 24 * 3600_000),
    signingAlgorithm: ALGORITHM,
    keys: keys,
    extensions: [
      // The provider puts this certificate in its pool of trusted roots as is, so it must be a CA for itself.
      new lib.BasicConstraintsExtension(true, undefined, true),
      new lib.KeyUsagesExtension(lib.KeyUsageFlags.digitalSignature | lib.KeyUsageFlags.keyCertSign, true),
      new lib.ExtendedKeyUsageExtension([lib.ExtendedKeyUsage.clientAuth, lib.ExtendedKeyUsage.serverAuth]),
      new lib.SubjectAlternativeNameExtension([{ type: "dns", value: "localhost" }]),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey("pkcs8", keys.privateKey);
  return { certificatePem: certificate.toString("pem") + "\n", privateKeyPem: pem("PRIVATE KEY", pkcs8) };
}

/** PEM of a DER certificate, as grpc-js wants the one trusted root. */
export function certificatePemFromDer(der: Uint8Array): string {
  return pem("CERTIFICATE", der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength) as ArrayBuffer);
}
