/**
 * Hostile registries and mirrors for the installer's tests: one HTTPS server per case on 127.0.0.1 with its own
 * CA, publishing one provider correctly signed (so the installer gets as far as the server wants it to), with
 * any path's answer replaced by a misbehaving one (slow, endless, wrongly typed, a zip bomb). Zip archives are
 * built here with yazl and, for bombs, their central directory patched to declare what an attacker would.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createTcpServer, type Socket } from "node:net";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as openpgp from "openpgp";
import { ZipFile } from "yazl";
import { createSigningKey, createTestPki, zipBytes, type SigningKeyPair } from "../support/provider-registry";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ZipEntry {
  name: string;
  data: Buffer;
  mode?: number;
  zip64?: boolean;
}

/** A zip of these entries, deflated, with fixed timestamps. */
export function makeZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    zip.addBuffer(e.data, e.name, {
      mode: e.mode ?? 0o100644,
      mtime: new Date(Date.UTC(2024, 0, 1)),
      compress: true,
      forceZip64Format: e.zip64 ?? false,
    });
  }
  return zipBytes(zip);
}

/**
 * The same zip with the central directory declaring `size` as the uncompressed size of entry `name`: in the
 * 32-bit field, or (for an entry written with zip64) in its zip64 extra field, which can say more than 4 GiB.
 */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = out.readUInt16LE(eocd + 10);
  let at = out.readUInt32LE(eocd + 16);
  if (at === 0xffffffff) {
    // zip64: the central directory offset is in the zip64 end record, found through its locator.
    const locator = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07]));
    at = Number(out.readBigUInt64LE(Number(out.readBigUInt64LE(locator + 8)) + 48));
  }
  for (let i = 0; i < count; i++) {
    const nameLength = out.readUInt16LE(at + 28);
    const extraLength = out.readUInt16LE(at + 30);
    const commentLength = out.readUInt16LE(at + 32);
    if (out.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      if (out.readUInt32LE(at + 24) !== 0xffffffff) {
        out.writeUInt32LE(size, at + 24);
        return out;
      }
      for (let x = at + 46 + nameLength; x < at + 46 + nameLength + extraLength;) {
        const id = out.readUInt16LE(x);
        if (id === 0x0001) {
          out.writeBigUInt64LE(BigInt(size), x + 4);
          return out;
        }
        x += 4 + out.readUInt16LE(x + 2);
      }
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`no entry ${name} in the zip`);
}

/** A provider package: one executable named as Terraform finds it (it need not run: nothing here starts it). */
export const providerBinary = (type: string, version: string): ZipEntry => ({
  name: `terraform-provider-${type}_v${version}`,
  data: Buffer.from(`#!/bin/sh\n# terraform-provider-${type} ${version}\nexit 0\n`),
  mode: 0o100755,
});

export interface HostileServer {
  /** "127.0.0.1:<port>": the registry host of the provider it publishes. */
  host: string;
  origin: string;
  caFile: string;
  /** Every path requested, in order. */
  requests: string[];
  /** How many times the archive's path was asked for. */
  archiveRequests(): number;
  close(): Promise<void>;
}

export interface Publication {
  namespace: string;
  type: string;
  version: string;
  platform: string;
  archive: Buffer;
  /** Answers that replace the correct one for a path (exact match), or a function of the server's host giving them. */
  override?: Record<string, Handler> | ((host: string) => Record<string, Handler>);
  /** The hostname segment the mirror serves the provider under (default: this server's host). */
  mirrorHostname?: string;
}

let sharedKey: Promise<SigningKeyPair> | undefined;
const signingKey = () => (sharedKey ??= createSigningKey("hostile test registry"));

async function sign(text: string, key: SigningKeyPair): Promise<Buffer> {
  const sig = await openpgp.sign({
    message: await openpgp.createMessage({ binary: Buffer.from(text) }),
    signingKeys: await openpgp.readPrivateKey({ armoredKey: key.privateKey }),
    detached: true,
    format: "binary",
  });
  return Buffer.from(sig as Uint8Array);
}

const sendJson = (res: ServerResponse, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
};

/**
 * Serves `pub` over both protocols: the registry protocol (discovery at /.well-known/terraform.json, /v1/providers/…)
 * and a network mirror at /mirror/ (<hostname>/<namespace>/<type>/index.json and <version>.json), the archive at
 * /files/<name>, SHA256SUMS signed by a key the download metadata lists.
 */
export async function startHostileRegistry(pub: Publication): Promise<HostileServer> {
  const key = await signingKey();
  const filename = `terraform-provider-${pub.type}_${pub.version}_${pub.platform}.zip`;
  const sha = createHash("sha256").update(pub.archive).digest("hex");
  const sums = `${sha}  ${filename}\n`;
  const sig = await sign(sums, key);
  const [os, arch] = pub.platform.split("_");
  let archiveRequests = 0;
  const routes = (host: string): Record<string, Handler> => {
    const provider = `/v1/providers/${pub.namespace}/${pub.type}`;
    const mirror = `/mirror/${pub.mirrorHostname ?? host}/${pub.namespace}/${pub.type}`;
    return {
      "/.well-known/terraform.json": (_q, r) => sendJson(r, { "providers.v1": "/v1/providers/" }),
      [`${provider}/versions`]: (_q, r) =>
        sendJson(r, { versions: [{ version: pub.version, protocols: ["5.0"], platforms: [{ os, arch }] }] }),
      [`${provider}/${pub.version}/download/${os}/${arch}`]: (_q, r) =>
        sendJson(r, {
          protocols: ["5.0"],
          os,
          arch,
          filename,
          download_url: `/files/${filename}`,
          shasums_url: "/files/SHA256SUMS",
          shasums_signature_url: "/files/SHA256SUMS.sig",
          shasum: sha,
          signing_keys: { gpg_public_keys: [{ key_id: key.keyId, ascii_armor: key.publicKey }] },
        }),
      "/files/SHA256SUMS": (_q, r) => r.end(sums),
      "/files/SHA256SUMS.sig": (_q, r) => r.end(sig),
      [`/files/${filename}`]: (_q, r) => {
        r.writeHead(200, { "content-type": "application/zip", "content-length": pub.archive.length });
        r.end(pub.archive);
      },
      [`${mirror}/index.json`]: (_q, r) => sendJson(r, { versions: { [pub.version]: {} } }),
      [`${mirror}/${pub.version}.json`]: (_q, r) =>
        sendJson(r, { archives: { [pub.platform]: { url: `/files/${filename}`, hashes: [`zh:${sha}`] } } }),
    };
  };
  let table: Record<string, Handler> = {};
  let overrides: Record<string, Handler> = {};
  const server = await listen((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "https://x").pathname);
    server.requests.push(path);
    if (path === `/files/${filename}`) archiveRequests++;
    const handler = overrides[path] ?? table[path];
    if (handler) return handler(req, res);
    res.writeHead(404);
    res.end("not found");
  });
  table = routes(server.host);
  overrides = typeof pub.override === "function" ? pub.override(server.host) : (pub.override ?? {});
  return { ...server, archiveRequests: () => archiveRequests };
}

/** An HTTPS server on 127.0.0.1 with its own CA, answering with `handler`. */
export async function listen(handler: Handler): Promise<Omit<HostileServer, "archiveRequests">> {
  const dir = mkdtempSync(join(tmpdir(), "tflookup-hostile-"));
  const pki = await createTestPki(dir);
  const server: Server = createServer({ cert: pki.certPem, key: pki.keyPem }, handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    origin: `https://127.0.0.1:${port}/`,
    caFile: pki.caFile,
    requests: [],
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

/** A TCP server that accepts connections and never says anything (no TLS handshake). */
export async function startSilentServer(): Promise<{ host: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Answers 200 and then sends `chunk` every `everyMs` until the client goes away or `maxBytes` were sent (when
 * given, as the Content-Length): an endless, trickling or merely slow body.
 */
export function drip(chunk: Buffer | string, everyMs: number, options: { maxBytes?: number; contentType?: string } = {}): Handler {
  return (req, res) => {
    const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    res.writeHead(200, {
      "content-type": options.contentType ?? "application/octet-stream",
      ...(options.maxBytes !== undefined ? { "content-length": options.maxBytes } : {}),
    });
    let sent = 0;
    const tick = () => {
      if (res.destroyed || req.socket.destroyed) return clearInterval(timer);
      const part = options.maxBytes !== undefined ? body.subarray(0, Math.min(body.length, options.maxBytes - sent)) : body;
      sent += part.length;
      res.write(part);
      if (options.maxBytes !== undefined && sent >= options.maxBytes) {
        clearInterval(timer);
        res.end();
      }
    };
    const timer = setInterval(tick, everyMs);
    res.on("close", () => clearInterval(timer));
    tick();
  };
}

/** Sends `body` (the real answer) in pieces of `size` bytes every `everyMs`: a slow but honest server. */
export function slowly(body: Buffer, size: number, everyMs: number): Handler {
  return (_req, res) => {
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": body.length });
    let at = 0;
    const timer = setInterval(() => {
      if (res.destroyed) return clearInterval(timer);
      res.write(body.subarray(at, at + size));
      at += size;
      if (at >= body.length) {
        clearInterval(timer);
        res.end();
      }
    }, everyMs);
    res.on("close", () => clearInterval(timer));
  };
}

export const answerJson =
  (body: unknown): Handler =>
  (_req, res) =>
    sendJson(res, body);
