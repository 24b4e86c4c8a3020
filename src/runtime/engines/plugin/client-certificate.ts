/**
 * The client side of go-plugin's automatic mutual TLS: a fresh self-signed certificate and key for every
 * provider process, handed to it in PLUGIN_CLIENT_CERT (the certificate only), so that the provider accepts
 * connections from this process and no other. Never written anywhere; the key stays in memory.
 *
 * EC P-256 because RSA key generation would cost a large part of a provider start. The key pair and the
 * signature come from node:crypto; the certificate's DER (RFC 5280's structure, the same fields go-plugin puts
 * in its own) is encoded by asn1js, the ASN.1 library the PKI.js family is built on. A full X.509 library would
 * do the same, but loading one costs more (~0.1 s) than the rest of a provider start on the client side, and the
 * provider cannot be started before its certificate exists.
 */
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

export interface ClientCertificate {
  certificatePem: string;
  privateKeyPem: string;
}

type Asn1 = typeof import("asn1js");
let asn1: Asn1 | undefined;

// Loaded when the first provider starts, not with the engine.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const library = (): Asn1 => (asn1 ??= require("asn1js") as Asn1);

const OID = {
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
  commonName: "2.5.4.3",
  organization: "2.5.4.10",
  basicConstraints: "2.5.29.19",
  keyUsage: "2.5.29.15",
  extendedKeyUsage: "2.5.29.37",
  subjectAltName: "2.5.29.17",
  serverAuth: "1.3.6.1.5.5.7.3.1",
  clientAuth: "1.3.6.1.5.5.7.3.2",
};

/** keyUsage bits (RFC 5280 §4.2.1.3): digitalSignature (0) and keyCertSign (5), as a DER named bit string. */
const KEY_USAGE = { bits: 0b1000_0100, unusedBits: 2 };

function pem(label: string, der: Uint8Array): string {
  const body = Buffer.from(der)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .replace(/\n$/, "");
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

function certificateDer(publicKeySpki: Buffer, signTbs: (tbs: Buffer) => Buffer, now: number): Buffer {
  const a = library();
  const der = (block: { toBER(): ArrayBuffer }) => Buffer.from(block.toBER());
  const oid = (value: string) => new a.ObjectIdentifier({ value });
  const explicit = (tagNumber: number, inner: InstanceType<Asn1["BaseBlock"]>) =>
    new a.Constructed({ idBlock: { tagClass: 3, tagNumber }, value: [inner] });
  const extension = (id: string, critical: boolean, value: InstanceType<Asn1["BaseBlock"]>) =>
    new a.Sequence({
      value: [oid(id), ...(critical ? [new a.Boolean({ value: true })] : []), new a.OctetString({ valueHex: der(value) })],
    });
  const name = new a.Sequence({
    value: [
      [OID.organization, "tflookup"],
      [OID.commonName, "localhost"],
    ].map(([type, value]) => new a.Set({ value: [new a.Sequence({ value: [oid(type), new a.Utf8String({ value })] })] })),
  });
  const algorithm = new a.Sequence({ value: [oid(OID.ecdsaWithSha256)] });
  const spki = a.fromBER(new Uint8Array(publicKeySpki));
  if (spki.offset === -1) throw new Error(`createClientCertificate: node:crypto's public key did not decode (${spki.result.error})`);
  const tbs = new a.Sequence({
    value: [
      explicit(0, new a.Integer({ value: 2 })), // v3
      // Positive (top bit clear) and 16 bytes, as RFC 5280 allows at most 20.
      new a.Integer({ valueHex: Buffer.concat([Buffer.of(0x01), randomBytes(15)]) }),
      algorithm,
      name,
      // Backdated a little against clock skew between the two processes, as go-plugin does.
      new a.Sequence({ value: [now - 30_000, now + 86_400_000].map((t) => new a.UTCTime({ valueDate: new Date(t) })) }),
      name,
      spki.result,
      explicit(
        3,
        new a.Sequence({
          value: [
            // The provider puts this certificate in its pool of trusted roots as is, so it must be a CA for itself.
            extension(OID.basicConstraints, true, new a.Sequence({ value: [new a.Boolean({ value: true })] })),
            extension(OID.keyUsage, true, new a.BitString({ valueHex: Uint8Array.of(KEY_USAGE.bits), unusedBits: KEY_USAGE.unusedBits })),
            extension(OID.extendedKeyUsage, false, new a.Sequence({ value: [oid(OID.clientAuth), oid(OID.serverAuth)] })),
            extension(
              OID.subjectAltName,
              false,
              // dNSName is GeneralName's [2], an implicitly tagged IA5String.
              new a.Sequence({ value: [new a.Primitive({ idBlock: { tagClass: 3, tagNumber: 2 }, valueHex: Buffer.from("localhost") })] }),
            ),
          ],
        }),
      ),
    ],
  });
  const tbsDer = der(tbs);
  return der(
    new a.Sequence({
      value: [tbs, algorithm, new a.BitString({ valueHex: signTbs(tbsDer), unusedBits: 0 })],
    }),
  );
}

export async function createClientCertificate(): Promise<ClientCertificate> {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const certificate = certificateDer(
    publicKey.export({ type: "spki", format: "der" }),
    // ECDSA-Sig-Value in DER, as the certificate's signature BIT STRING holds it.
    (tbs) => sign("sha256", tbs, { key: privateKey, dsaEncoding: "der" }),
    Date.now(),
  );
  return { certificatePem: pem("CERTIFICATE", certificate), privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }) as string };
}

/** PEM of a DER certificate, as grpc-js wants the one trusted root. */
export function certificatePemFromDer(der: Uint8Array): string {
  return pem("CERTIFICATE", der);
}
