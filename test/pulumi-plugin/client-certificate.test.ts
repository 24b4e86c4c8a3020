/**
 * The plugin engine's AutoMTLS client certificate, read back by two decoders that share nothing with the code
 * that encodes it: Node's (OpenSSL) and @peculiar/x509. That the providers accept it is shown by every lookup
 * against the Go reference provider (test/goprovider) and the stand-ins, which verify it as their client's root.
 */
import "reflect-metadata";
import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import * as x509 from "@peculiar/x509";
import { certificatePemFromDer, createClientCertificate } from "../../src/runtime/engines/plugin/client-certificate";

describe("createClientCertificate", () => {
  it("makes a self-signed EC P-256 CA for localhost whose key is the one returned", async () => {
    const before = Date.now();
    const { certificatePem, privateKeyPem } = await createClientCertificate();
    const cert = new X509Certificate(certificatePem);
    expect(cert.ca).toBe(true);
    expect(cert.checkIssued(cert)).toBe(true);
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(cert.subject.split("\n").sort()).toEqual(["CN=localhost", "O=tflookup"]);
    expect(cert.subjectAltName).toBe("DNS:localhost");
    expect(cert.keyUsage).toEqual(["1.3.6.1.5.5.7.3.2", "1.3.6.1.5.5.7.3.1"]);
    expect(cert.publicKey.asymmetricKeyDetails).toEqual({ namedCurve: "prime256v1" });
    expect(cert.checkPrivateKey(createPrivateKey(privateKeyPem))).toBe(true);
    expect(createPublicKey(privateKeyPem).export({ type: "spki", format: "der" })).toEqual(
      cert.publicKey.export({ type: "spki", format: "der" }),
    );
    // Backdated by 30 s against clock skew; valid for a day (whole seconds in the certificate).
    expect(Date.parse(cert.validFrom)).toBeLessThanOrEqual(before - 29_000);
    expect(Date.parse(cert.validFrom)).toBeGreaterThan(before - 32_000);
    expect(Date.parse(cert.validTo) - Date.parse(cert.validFrom)).toBe(86_400_000 + 30_000);
    expect(privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  });

  it("carries the extensions go-plugin's own certificate has, critical where RFC 5280 wants them", async () => {
    const cert = new x509.X509Certificate((await createClientCertificate()).certificatePem);
    expect(cert.signatureAlgorithm).toMatchObject({ name: "ECDSA", hash: { name: "SHA-256" } });
    const basic = cert.getExtension(x509.BasicConstraintsExtension);
    expect(basic).toMatchObject({ ca: true, critical: true, pathLength: undefined });
    const usage = cert.getExtension(x509.KeyUsagesExtension);
    expect(usage).toMatchObject({ critical: true, usages: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyCertSign });
    expect(cert.getExtension(x509.ExtendedKeyUsageExtension)?.usages).toEqual([
      x509.ExtendedKeyUsage.clientAuth,
      x509.ExtendedKeyUsage.serverAuth,
    ]);
    expect(cert.getExtension(x509.SubjectAlternativeNameExtension)?.names.toJSON()).toEqual([{ type: "dns", value: "localhost" }]);
    expect(cert.serialNumber).toMatch(/^01[0-9a-f]{30}$/);
  });

  it("is fresh every time: another key, another serial number", async () => {
    const [a, b] = await Promise.all([createClientCertificate(), createClientCertificate()]);
    expect(a.privateKeyPem).not.toBe(b.privateKeyPem);
    expect(new X509Certificate(a.certificatePem).serialNumber).not.toBe(new X509Certificate(b.certificatePem).serialNumber);
  });

  it("writes PEM from DER as it was read", async () => {
    const { certificatePem } = await createClientCertificate();
    const der = new X509Certificate(certificatePem).raw;
    expect(certificatePemFromDer(new Uint8Array(der.buffer, der.byteOffset, der.byteLength))).toBe(certificatePem);
  });
});
