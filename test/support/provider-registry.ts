/**
 * A provider registry and a provider network mirror, served over HTTPS on 127.0.0.1 for the installer's
 * tests: a test CA and server certificate made at run time (@peculiar/x509), a signing key made at run time
 * (openpgp), and the stand-in providers published as zips with a signed SHA256SUMS. Faults can be switched
 * on per test to play a hostile or broken server.
 */
import { createHash, randomBytes, webcrypto } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import "../standin/program/reflect-metadata-shim";
import * as x509 from "@peculiar/x509";
import * as openpgp from "openpgp";
import { ZipFile } from "yazl";
import { currentPlatform } from "../../src/runtime/install/platform";
import { standinExecutable, standinExecutableName, type StandinProviderSpec } from "../standin/mirror";

/** A host name that resolves nowhere: only the test proxy knows it is the test registry. */
export const PROXIED_HOST = "registry.proxied.test";

export interface TestPki {
  caPem: string;
  caFile: string;
  certPem: string;
  keyPem: string;
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;
const pemOf = (label: string, der: ArrayBuffer): string =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .replace(/\n$/, "")}\n-----END ${label}-----\n`;

/** A CA and a server certificate for 127.0.0.1 and localhost signed by it; the CA is written to `dir`/ca.pem. */
export async function createTestPki(dir: string): Promise<TestPki> {
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
  const subtle = webcrypto.subtle;
  const now = Date.now();
  const caKeys = await subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: `01${randomBytes(8).toString("hex")}`,
    name: "CN=tflookup test CA",
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 24 * 3600_000),
    signingAlgorithm: ALGORITHM,
    keys: caKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const keys = await subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: `02${randomBytes(8).toString("hex")}`,
    subject: "CN=localhost",
    issuer: ca.subject,
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 24 * 3600_000),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: caKeys.privateKey,
    extensions: [
      new x509.SubjectAlternativeNameExtension([
        { type: "dns", value: "localhost" },
        { type: "dns", value: PROXIED_HOST },
        { type: "ip", value: "127.0.0.1" },
      ]),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
    ],
  });
  const caPem = ca.toString("pem") + "\n";
  const caFile = join(dir, "ca.pem");
  writeFileSync(caFile, caPem);
  return {
    caPem,
    caFile,
    certPem: cert.toString("pem") + "\n",
    keyPem: pemOf("PRIVATE KEY", await subtle.exportKey("pkcs8", keys.privateKey)),
  };
}

export interface SigningKeyPair {
  publicKey: string;
  privateKey: string;
  keyId: string;
}

export async function createSigningKey(name = "tflookup test registry"): Promise<SigningKeyPair> {
  const { privateKey, publicKey } = await openpgp.generateKey({ userIDs: [{ name }], format: "armored" });
  const key = await openpgp.readKey({ armoredKey: publicKey });
  return { privateKey, publicKey, keyId: key.getKeyID().toHex().toUpperCase() };
}

/** Ends `zip` and collects its bytes. */
export function zipBytes(zip: ZipFile): Promise<Buffer> {
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/** The stand-in as a provider package zip: one executable, fixed timestamps, so the bytes are reproducible. */
export function standinZip(p: StandinProviderSpec, bundle?: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(standinExecutable(p, bundle)), standinExecutableName(p), {
    mode: 0o100755,
    mtime: new Date(Date.UTC(2024, 0, 1)),
  });
  return zipBytes(zip);
}

export interface Faults {
  /** Flip a byte in the archive served (the SHA256SUMS stays the original's). */
  tamperArchive?: boolean;
  /** Serve a SHA256SUMS whose text differs from what was signed. */
  tamperSums?: boolean;
  /** Sign SHA256SUMS with a key the registry does not list. */
  unknownKey?: boolean;
  /** Close the connection half-way through the archive. */
  interruptArchive?: boolean;
  /** Send half the archive, then nothing more (the connection stays open). */
  stallArchive?: boolean;
  /** Plugin protocols the download metadata claims (default ["5.0"]). */
  protocols?: string[];
  /** Paths (prefix match) answered with 404. */
  notFound?: string[];
}

export interface PublishedPackage {
  spec: StandinProviderSpec;
  /** Platform → zip filename and bytes. */
  archives: Map<string, { filename: string; bytes: Buffer; sha256: string }>;
}

export interface TestRegistry {
  /** "127.0.0.1:<port>" */
  host: string;
  /** https://127.0.0.1:<port>/ */
  origin: string;
  /** Base URL of the network mirror (provider_installation network_mirror url). */
  mirrorUrl: string;
  pki: TestPki;
  key: SigningKeyPair;
  packages: PublishedPackage[];
  faults: Faults;
  /** Every path requested, in order. */
  requests: string[];
  /** The Authorization header of every request ("" when none), in order. */
  authorizations: string[];
  /** How many archive downloads were served. */
  archiveDownloads(): number;
  close(): Promise<void>;
  dir: string;
}

export interface TestRegistryOptions {
  providers: StandinProviderSpec[];
  /** Platforms published for each provider; default this machine's plus darwin_arm64. */
  platforms: string[];
  /** Written into the mirror's <version>.json ("zh", "h1", both, or none). */
  mirrorHashes?: Array<"zh" | "h1">;
  /** h1: per platform when mirrorHashes includes h1 (computed by the caller, as a mirror operator would). */
  h1?: (pkg: PublishedPackage, platform: string) => Promise<string>;
}

export async function startTestRegistry(options: TestRegistryOptions): Promise<TestRegistry> {
  const dir = mkdtempSync(join(tmpdir(), "tflookup-registry-"));
  const pki = await createTestPki(dir);
  const key = await createSigningKey();
  const stranger = await createSigningKey("someone else");
  const packages: PublishedPackage[] = [];
  for (const spec of options.providers) {
    const archives = new Map<string, { filename: string; bytes: Buffer; sha256: string }>();
    for (const platform of options.platforms) {
      // Only this machine's build runs; the others differ in bytes, as real builds do.
      const bytes = platform === currentPlatform() ? await standinZip(spec) : await standinZipVariant(spec, platform);
      archives.set(platform, { filename: `terraform-provider-${spec.type}_${spec.version}_${platform}.zip`, bytes, sha256: "" });
    }
    for (const a of archives.values()) a.sha256 = createHash("sha256").update(a.bytes).digest("hex");
    packages.push({ spec, archives });
  }
  const sumsFor = (pkg: PublishedPackage): string =>
    [...pkg.archives.values()]
      .sort((a, b) => (a.filename < b.filename ? -1 : 1))
      .map((a) => `${a.sha256}  ${a.filename}\n`)
      .join("");
  const sign = async (text: string, armoredKey: string): Promise<Buffer> => {
    const privateKey = await openpgp.readPrivateKey({ armoredKey });
    const sig = await openpgp.sign({
      message: await openpgp.createMessage({ binary: Buffer.from(text) }),
      signingKeys: privateKey,
      detached: true,
      format: "binary",
    });
    return Buffer.from(sig as Uint8Array);
  };
  const signatures = new Map<string, { good: Buffer; stranger: Buffer }>();
  for (const pkg of packages) {
    const sums = sumsFor(pkg);
    signatures.set(pkg.spec.type, { good: await sign(sums, key.privateKey), stranger: await sign(sums, stranger.privateKey) });
  }
  const mirrorHashes = new Map<string, string[]>();
  for (const pkg of packages) {
    for (const [platform, a] of pkg.archives) {
      const hashes: string[] = [];
      if (options.mirrorHashes?.includes("zh")) hashes.push(`zh:${a.sha256}`);
      if (options.mirrorHashes?.includes("h1") && options.h1) hashes.push(await options.h1(pkg, platform));
      mirrorHashes.set(`${pkg.spec.type}/${platform}`, hashes);
    }
  }

  const faults: Faults = {};
  const requests: string[] = [];
  const authorizations: string[] = [];
  let downloads = 0;
  const find = (ns: string, type: string) =>
    packages.find((p) => p.spec.namespace.toLowerCase() === ns.toLowerCase() && p.spec.type === type);
  const json = (res: import("node:http").ServerResponse, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
  };
  const sendArchive = (res: import("node:http").ServerResponse, bytes: Buffer) => {
    downloads++;
    let body = bytes;
    if (faults.tamperArchive) {
      body = Buffer.from(bytes);
      body[Math.floor(body.length / 2)] ^= 0xff;
    }
    res.writeHead(200, { "content-type": "application/zip", "content-length": body.length });
    if (faults.stallArchive) {
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      return;
    }
    if (faults.interruptArchive) {
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
      return;
    }
    res.end(body);
  };
  const server: Server = createServer({ cert: pki.certPem, key: pki.keyPem }, (req, res) => {
    const path = new URL(req.url ?? "/", "https://x").pathname;
    requests.push(path);
    authorizations.push(req.headers.authorization ?? "");
    const notFound = () => {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    };
    if (faults.notFound?.some((p) => path.startsWith(p))) return notFound();
    if (path === "/.well-known/terraform.json") return json(res, { "providers.v1": "/v1/providers/" });
    let m = /^\/v1\/providers\/([^/]+)\/([^/]+)\/versions$/.exec(path);
    if (m) {
      const pkg = find(m[1], m[2]);
      if (!pkg) return notFound();
      return json(res, {
        versions: [
          {
            version: pkg.spec.version,
            protocols: ["5.0"],
            platforms: [...pkg.archives.keys()].map((p) => ({ os: p.split("_")[0], arch: p.split("_")[1] })),
          },
        ],
      });
    }
    m = /^\/v1\/providers\/([^/]+)\/([^/]+)\/([^/]+)\/download\/([^/]+)\/([^/]+)$/.exec(path);
    if (m) {
      const pkg = find(m[1], m[2]);
      const archive = pkg && pkg.spec.version === m[3] ? pkg.archives.get(`${m[4]}_${m[5]}`) : undefined;
      if (!pkg || !archive) return notFound();
      return json(res, {
        protocols: faults.protocols ?? ["5.0"],
        os: m[4],
        arch: m[5],
        filename: archive.filename,
        download_url: `/files/${pkg.spec.type}/${archive.filename}`,
        shasums_url: `/files/${pkg.spec.type}/SHA256SUMS`,
        shasums_signature_url: `/files/${pkg.spec.type}/SHA256SUMS.sig`,
        shasum: archive.sha256,
        signing_keys: {
          gpg_public_keys: [
            { key_id: key.keyId, ascii_armor: key.publicKey, trust_signature: "", source: "tflookup tests", source_url: null },
          ],
        },
      });
    }
    m = /^\/files\/([^/]+)\/(.+)$/.exec(path);
    if (m) {
      const pkg = packages.find((p) => p.spec.type === m![1]);
      if (!pkg) return notFound();
      if (m[2] === "SHA256SUMS") {
        let text = sumsFor(pkg);
        if (faults.tamperSums) text = text.replace(/^[0-9a-f]/, (c) => (c === "0" ? "1" : "0"));
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end(text);
      }
      if (m[2] === "SHA256SUMS.sig") {
        const s = signatures.get(pkg.spec.type)!;
        res.writeHead(200, { "content-type": "application/octet-stream" });
        return res.end(faults.unknownKey ? s.stranger : s.good);
      }
      const archive = [...pkg.archives.values()].find((a) => a.filename === m![2]);
      if (!archive) return notFound();
      return sendArchive(res, archive.bytes);
    }
    m = /^\/mirror\/([^/]+)\/([^/]+)\/([^/]+)\/(index\.json|(.+)\.json)$/.exec(path);
    if (m) {
      const pkg = find(m[2], m[3]);
      if (!pkg) return notFound();
      if (m[4] === "index.json") return json(res, { versions: { [pkg.spec.version]: {} } });
      if (m[5] !== pkg.spec.version) return notFound();
      return json(res, {
        archives: Object.fromEntries(
          [...pkg.archives].map(([platform, a]) => [
            platform,
            { url: `../../../../files/${pkg.spec.type}/${a.filename}`, hashes: mirrorHashes.get(`${pkg.spec.type}/${platform}`) },
          ]),
        ),
      });
    }
    notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    origin: `https://127.0.0.1:${port}/`,
    mirrorUrl: `https://127.0.0.1:${port}/mirror/`,
    pki,
    key,
    packages,
    faults,
    requests,
    authorizations,
    archiveDownloads: () => downloads,
    dir,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** Another platform's build: the same executable under a comment naming the platform, so its bytes differ. */
function standinZipVariant(spec: StandinProviderSpec, platform: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(
    Buffer.from(`#!/bin/sh\n# ${spec.source} ${spec.version} for ${platform} (not runnable here)\nexit 1\n`),
    standinExecutableName(spec),
    { mode: 0o100755, mtime: new Date(Date.UTC(2024, 0, 1)) },
  );
  return zipBytes(zip);
}

/**
 * An HTTP CONNECT proxy on 127.0.0.1 that tunnels PROXIED_HOST:443 to `target` and hangs up on anything else,
 * recording every CONNECT target.
 */
export async function startTestProxy(target: {
  host: string;
  port: number;
}): Promise<{ url: string; tunnels: string[]; close(): Promise<void> }> {
  const { createServer: createHttpServer } = await import("node:http");
  const { connect } = await import("node:net");
  const tunnels: string[] = [];
  // Tunnelled sockets are not the HTTP server's connections any more: close() must end them itself.
  const open = new Set<import("node:net").Socket>();
  const server = createHttpServer((_req, res) => {
    res.writeHead(405);
    res.end();
  });
  server.on("connect", (req, client: import("node:net").Socket, head: Buffer) => {
    tunnels.push(req.url ?? "");
    if (req.url !== `${PROXIED_HOST}:443`) {
      // Hang up without an answer, as a proxy that cannot reach the target may.
      client.destroy();
      return;
    }
    open.add(client);
    client.on("close", () => open.delete(client));
    const upstream = connect(target.port, target.host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const drop = () => {
      upstream.destroy();
      client.destroy();
    };
    open.add(upstream);
    upstream.on("close", () => open.delete(upstream));
    upstream.on("error", drop);
    client.on("error", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
