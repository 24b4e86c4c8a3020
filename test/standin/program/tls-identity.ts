/**
 * The server side of go-plugin's automatic mutual TLS: a fresh self-signed
 * certificate per process, sent to Terraform in the handshake line, while the
 * certificate Terraform put in PLUGIN_CLIENT_CERT is the only client trusted.
 * EC P-256 because RSA key generation would cost most of a plugin start.
 */
import { randomBytes, webcrypto } from "node:crypto";
import "./reflect-metadata-shim";
import * as x509 from "@peculiar/x509";

export interface TlsIdentity {
  certificatePem: string;
  privateKeyPem: string;
  /** DER certificate in base64 without padding, as Go's RawStdEncoding writes it. */
  handshakeCertificate: string;
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };

function pem(label: string, der: ArrayBuffer): string {
  const body = Buffer.from(der)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .replace(/\n$/, "");
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

export function rawStdBase64(der: Uint8Array): string {
  return Buffer.from(der).toString("base64").replace(/=+$/, "");
}

export async function createTlsIdentity(): Promise<TlsIdentity> {
  // Node's WebCrypto is what @peculiar/x509 expects; only the DOM type names differ.
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const now = Date.now();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: `01${randomBytes(15).toString("hex")}`,
    name: "CN=localhost, O=tflookup stand-in provider",
    // Backdated a little, as go-plugin does, against clock skew between the two processes.
    notBefore: new Date(now - 30_000),
    notAfter: new Date(now + 24 * 3600_000),
    signingAlgorithm: ALGORITHM,
    keys: keys,
    extensions: [
      // Terraform puts this certificate in its trust pool as is, so it must be a CA for itself.
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyCertSign, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth, x509.ExtendedKeyUsage.clientAuth]),
      // go-plugin's client verifies the server as "localhost".
      new x509.SubjectAlternativeNameExtension([{ type: "dns", value: "localhost" }]),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey("pkcs8", keys.privateKey);
  return {
    certificatePem: certificate.toString("pem") + "\n",
    privateKeyPem: pem("PRIVATE KEY", pkcs8),
    handshakeCertificate: rawStdBase64(new Uint8Array(certificate.rawData)),
  };
}
