/**
 * HTTPS for the registry and network mirror protocols, on node:https: JSON documents, small files and
 * archive downloads with progress, redirects, timeouts, a bearer token for hosts that have credentials,
 * trust in the certificates of SSL_CERT_FILE (the variable Terraform's own TLS honours) besides Node's, and
 * HTTPS_PROXY/NO_PROXY read as Go's net/http reads them for Terraform (tunnelled by https-proxy-agent).
 * Failures become InstallErrors that name the URL and what to do; a token never appears in one.
 */
import { createWriteStream, readFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { rootCertificates } from "node:tls";
import type { IncomingMessage } from "node:http";
import { HttpsProxyAgent } from "https-proxy-agent";
import { InstallError, writeFailure } from "./errors";

export interface HttpOptions {
  /** Bearer token for a hostname (host[:port]), from the CLI configuration's credentials. */
  tokenFor?: (hostname: string) => string | undefined;
  /** Extra trusted CA certificates (PEM), on top of Node's and SSL_CERT_FILE's. */
  ca?: string[];
  env?: NodeJS.ProcessEnv;
  /** Per request without progress (connect, headers, each chunk). Default 60 s. */
  timeoutMs?: number;
}

const caCache = new Map<string, string[]>();

function trustedCas(opts: HttpOptions): string[] | undefined {
  const file = (opts.env ?? process.env).SSL_CERT_FILE;
  if (!file && !opts.ca) return undefined;
  const key = `${file ?? ""}`;
  let fromFile = caCache.get(key);
  if (!fromFile) {
    fromFile = file ? [readFileSync(file, "utf8")] : [];
    caCache.set(key, fromFile);
  }
  return [...rootCertificates, ...fromFile, ...(opts.ca ?? [])];
}

/**
 * The proxy for an https URL, as Go's ProxyFromEnvironment decides: HTTPS_PROXY (or https_proxy), except for
 * localhost and loopback addresses and hosts NO_PROXY names ("*", a host, or a domain with its subdomains,
 * optionally with a port).
 */
export function proxyFor(url: URL, env: NodeJS.ProcessEnv): string | undefined {
  const proxy = env.HTTPS_PROXY || env.https_proxy;
  if (!proxy) return undefined;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "::1" || /^127\./.test(host)) return undefined;
  const port = url.port || "443";
  for (const raw of (env.NO_PROXY || env.no_proxy || "").split(",")) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === "*") return undefined;
    const m = /^(.*?)(?::(\d+))?$/.exec(entry)!;
    if (m[2] && m[2] !== port) continue;
    const name = m[1].replace(/^\*?\./, "");
    if (host === name || host.endsWith(`.${name}`)) return undefined;
  }
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

const agents = new Map<string, HttpsProxyAgent<string>>();

function agentFor(url: URL, env: NodeJS.ProcessEnv): HttpsProxyAgent<string> | undefined {
  const proxy = proxyFor(url, env);
  if (!proxy) return undefined;
  let agent = agents.get(proxy);
  if (!agent) {
    agent = new HttpsProxyAgent(proxy);
    agents.set(proxy, agent);
  }
  return agent;
}

/** What the request was for, so errors can say which provider and step. */
export interface RequestContext {
  /** e.g. "the version list of registry.terraform.io/ibm-cloud/ibm" */
  what: string;
  /** What the user should do if it fails. */
  advice: string;
}

function fail(
  code: "unreachable" | "http-status" | "bad-response" | "download-interrupted",
  url: string,
  ctx: RequestContext,
  detail: string,
  cause?: unknown,
): InstallError {
  return new InstallError(code, `${ctx.what}: ${detail} (${url}); ${ctx.advice}`, { cause });
}

async function open(url: string, ctx: RequestContext, opts: HttpOptions, redirects = 0): Promise<{ res: IncomingMessage; url: string }> {
  const u = new URL(url);
  if (u.protocol !== "https:") throw fail("bad-response", url, ctx, "only https URLs are allowed");
  const token = opts.tokenFor?.(u.host);
  const headers: Record<string, string> = { "user-agent": "tflookup-installer", accept: "*/*" };
  if (token) headers.authorization = `Bearer ${token}`;
  const agent = agentFor(u, opts.env ?? process.env);
  // A proxy URL may carry a password: only its origin is ever shown.
  const via = agent ? ` through the proxy ${new URL(proxyFor(u, opts.env ?? process.env)!).origin}` : "";
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpsRequest(
      u,
      { method: "GET", headers, ca: trustedCas(opts), timeout: opts.timeoutMs ?? 60_000, ...(agent ? { agent } : {}) },
      resolve,
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    req.on("error", (err: NodeJS.ErrnoException) => {
      const reason = err.code ?? err.message;
      reject(
        fail(
          "unreachable",
          url,
          ctx,
          `cannot reach ${u.host}${via} (${reason}${err.code && err.message && !err.message.includes(err.code) ? `: ${err.message}` : ""})`,
          err,
        ),
      );
    });
    req.end();
  });
  if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
    res.resume();
    if (redirects >= 10) throw fail("bad-response", url, ctx, "too many redirects");
    return open(new URL(res.headers.location, url).toString(), ctx, opts, redirects + 1);
  }
  if (via && !(res.socket as { encrypted?: boolean } | null)?.encrypted) {
    // https-proxy-agent hands a refused CONNECT back as the response, on the proxy's plain socket.
    res.resume();
    throw fail(
      "unreachable",
      url,
      ctx,
      `the proxy refused the tunnel to ${u.host}: ${res.statusCode} ${res.statusMessage ?? ""}`.trimEnd() +
        ` (proxy: ${via.replace(" through the proxy ", "")})`,
    );
  }
  if (res.statusCode !== 200) {
    res.resume();
    throw fail("http-status", url, ctx, `the server answered ${res.statusCode} ${res.statusMessage ?? ""}`.trimEnd());
  }
  return { res, url };
}

/** GETs a small document (JSON, SHA256SUMS, signature) whole. `url` in the result is after redirects. */
export async function getBytes(
  url: string,
  ctx: RequestContext,
  opts: HttpOptions,
  limit = 16 * 1024 * 1024,
): Promise<{ body: Buffer; url: string }> {
  const { res, url: finalUrl } = await open(url, ctx, opts);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        res.destroy();
        throw fail("bad-response", url, ctx, `the answer is larger than ${limit} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof InstallError) throw err;
    throw fail("download-interrupted", url, ctx, `the connection broke after ${size} bytes`, err);
  }
  if (!res.complete) throw fail("download-interrupted", url, ctx, `the connection broke after ${size} bytes`);
  return { body: Buffer.concat(chunks), url: finalUrl };
}

export async function getJson<T>(url: string, ctx: RequestContext, opts: HttpOptions): Promise<{ json: T; url: string }> {
  const { body, url: finalUrl } = await getBytes(url, ctx, opts);
  try {
    return { json: JSON.parse(body.toString("utf8")) as T, url: finalUrl };
  } catch (err) {
    throw fail("bad-response", url, ctx, "the answer is not valid JSON", err);
  }
}

/** Streams `url` into `file` (created exclusively), reporting bytes as they arrive. */
export async function download(
  url: string,
  file: string,
  ctx: RequestContext,
  opts: HttpOptions,
  onBytes?: (received: number, total: number | undefined) => void,
): Promise<number> {
  const { res } = await open(url, ctx, opts);
  const total = res.headers["content-length"] ? Number(res.headers["content-length"]) : undefined;
  const out = createWriteStream(file, { flags: "wx", mode: 0o644 });
  let received = 0;
  const broke = (verb: string) => `the download ${verb} after ${received}${total !== undefined ? ` of ${total}` : ""} bytes`;
  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (err?: Error) => {
        if (settled) return;
        settled = true;
        if (err) reject(err);
        else resolve();
      };
      out.on("error", (err) => {
        res.destroy();
        settle(writeFailure(err, ctx.what, file));
      });
      res.on("data", (chunk: Buffer) => {
        received += chunk.length;
        onBytes?.(received, total);
        if (!out.write(chunk)) {
          res.pause();
          out.once("drain", () => res.resume());
        }
      });
      res.on("error", (err) => settle(fail("download-interrupted", url, ctx, broke("broke"), err)));
      res.on("aborted", () => settle(fail("download-interrupted", url, ctx, broke("broke"))));
      res.on("end", () => {
        if (!res.complete || (total !== undefined && received !== total)) {
          settle(fail("download-interrupted", url, ctx, broke("ended")));
          return;
        }
        out.end((err?: Error | null) => settle(err ? writeFailure(err, ctx.what, file) : undefined));
      });
      res.on("close", () => {
        if (!res.complete) settle(fail("download-interrupted", url, ctx, broke("broke")));
      });
    });
  } finally {
    if (!out.closed) out.destroy();
  }
  return received;
}
