/**
 * HTTPS for the registry and network mirror protocols, on node:https: JSON documents, small files and
 * archive downloads with progress, redirects, timeouts, a bearer token for hosts that have credentials,
 * trust in the certificates of SSL_CERT_FILE (the variable Terraform's own TLS honours) besides Node's, and
 * HTTPS_PROXY/NO_PROXY read as Go's net/http reads them for Terraform (tunnelled by https-proxy-agent), and the
 * limits of limits.ts (sizes, connect timeout, response deadline, minimum rate). Failures become InstallErrors
 * that name the URL and what to do (for a limit, the variable that raises it); a token never appears in one.
 */
import { createWriteStream, readFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { rootCertificates, type TLSSocket } from "node:tls";
import type { IncomingMessage } from "node:http";
import { HttpsProxyAgent } from "https-proxy-agent";
import { InstallError, writeFailure, type CachePlace } from "./errors";
import { ShapeError, type Shape } from "./json-shape";
import { describeLimit, formatBytes, installLimits, settingOf, type InstallLimits } from "./limits";

export interface HttpOptions {
  /** Bearer token for a hostname (host[:port]), from the CLI configuration's credentials. */
  tokenFor?: (hostname: string) => string | undefined;
  /** Extra trusted CA certificates (PEM), on top of Node's and SSL_CERT_FILE's. */
  ca?: string[];
  env?: NodeJS.ProcessEnv;
  /** Longest pause between two packets once connected. Default 60 s. */
  timeoutMs?: number;
  /** Default: installLimits(env). */
  limits?: InstallLimits;
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

/** `ref` (a field of an answer from `base`) resolved against it; a value that is no URL is a bad-response naming the field. */
export function resolveUrl(ref: string, base: string, ctx: RequestContext, field: string): string {
  try {
    return new URL(ref, base).toString();
  } catch (err) {
    throw fail("bad-response", base, ctx, `the field ${field} is not a URL (${JSON.stringify(ref)})`, err);
  }
}

/** A limit of InstallLimits was hit: the message names it and the variable that raises it. */
function limitHit(url: string, ctx: RequestContext, detail: string, key: keyof InstallLimits): InstallError {
  return new InstallError(
    "limit-exceeded",
    `${ctx.what}: ${detail} (${url}); nothing was installed; ` +
      `if the server is honest and only slow (or the package really is that large), raise ${settingOf(key)}`,
  );
}

const limitsOf = (opts: HttpOptions): InstallLimits => opts.limits ?? installLimits(opts.env ?? process.env);

/**
 * One request's watchdog: the timers that end it when a limit is passed, and the streams to destroy then. The
 * failure it records is what the request reports, instead of the socket error the destruction causes.
 */
class Watch {
  failure?: InstallError;
  private streams: Array<{ destroy(err?: Error): unknown }> = [];
  private readonly timers: NodeJS.Timeout[] = [];

  track(...streams: Array<{ destroy(err?: Error): unknown }>): void {
    this.streams = streams;
  }

  abort(err: InstallError): void {
    if (this.failure) return;
    this.failure = err;
    for (const s of this.streams) s.destroy(err);
  }

  after(ms: number, err: () => InstallError): NodeJS.Timeout {
    const t = setTimeout(() => this.abort(err()), ms);
    this.timers.push(t);
    return t;
  }

  every(ms: number, check: () => InstallError | undefined): void {
    const t = setInterval(() => {
      const err = check();
      if (err) this.abort(err);
    }, ms);
    this.timers.push(t);
  }

  done(): void {
    for (const t of this.timers) clearTimeout(t);
  }
}

async function open(
  url: string,
  ctx: RequestContext,
  opts: HttpOptions,
  watch: Watch,
  redirects = 0,
): Promise<{ res: IncomingMessage; url: string }> {
  const u = new URL(url);
  if (u.protocol !== "https:") throw fail("bad-response", url, ctx, "only https URLs are allowed");
  const token = opts.tokenFor?.(u.host);
  const headers: Record<string, string> = { "user-agent": "tflookup-installer", accept: "*/*" };
  if (token) headers.authorization = `Bearer ${token}`;
  const agent = agentFor(u, opts.env ?? process.env);
  // A proxy URL may carry a password: only its origin is ever shown.
  const via = agent ? ` through the proxy ${new URL(proxyFor(u, opts.env ?? process.env)!).origin}` : "";
  const limits = limitsOf(opts);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpsRequest(
      u,
      { method: "GET", headers, ca: trustedCas(opts), timeout: opts.timeoutMs ?? 60_000, ...(agent ? { agent } : {}) },
      resolve,
    );
    watch.track(req);
    // Until TLS is established (a reused connection already is); the idle timeout only starts counting after.
    const connecting = setTimeout(
      () =>
        watch.abort(
          new InstallError(
            "unreachable",
            `${ctx.what}: cannot reach ${u.host}${via}: no TLS connection within ${describeLimit("connectTimeoutMs", limits)} ` +
              `(${url}); ${ctx.advice}`,
          ),
        ),
      limits.connectTimeoutMs,
    );
    const established = () => clearTimeout(connecting);
    req.on("socket", (socket) => {
      // A reused connection, or one a proxy agent hands over after its handshake, already has the server's certificate.
      const tls = socket as TLSSocket;
      if (req.reusedSocket || (typeof tls.getPeerCertificate === "function" && Object.keys(tls.getPeerCertificate()).length > 0))
        established();
      else socket.once("secureConnect", established);
    });
    req.on("response", established);
    req.on("close", established);
    req.on("timeout", () => req.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (watch.failure) return reject(watch.failure);
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
  watch.track(res);
  if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
    res.resume();
    if (redirects >= 10) throw fail("bad-response", url, ctx, "too many redirects");
    return open(new URL(res.headers.location, url).toString(), ctx, opts, watch, redirects + 1);
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

/**
 * GETs a small document (JSON, SHA256SUMS, signature) whole, within the document size limit and the response
 * deadline (which covers connecting, redirects and the body). `url` in the result is after redirects.
 */
export async function getBytes(url: string, ctx: RequestContext, opts: HttpOptions): Promise<{ body: Buffer; url: string }> {
  const limits = limitsOf(opts);
  const watch = new Watch();
  watch.after(limits.responseTimeoutMs, () =>
    limitHit(url, ctx, `no complete answer within ${describeLimit("responseTimeoutMs", limits)}`, "responseTimeoutMs"),
  );
  try {
    const { res, url: finalUrl } = await open(url, ctx, opts, watch);
    const declared = Number(res.headers["content-length"]);
    const tooLarge = () => limitHit(url, ctx, `the answer is larger than ${describeLimit("maxDocumentBytes", limits)}`, "maxDocumentBytes");
    if (declared > limits.maxDocumentBytes) {
      res.destroy();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res) {
        size += (chunk as Buffer).length;
        if (size > limits.maxDocumentBytes) {
          res.destroy();
          throw tooLarge();
        }
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      if (err instanceof InstallError) throw err;
      throw watch.failure ?? fail("download-interrupted", url, ctx, `the connection broke after ${size} bytes`, err);
    }
    if (watch.failure) throw watch.failure;
    if (!res.complete) throw fail("download-interrupted", url, ctx, `the connection broke after ${size} bytes`);
    return { body: Buffer.concat(chunks), url: finalUrl };
  } finally {
    watch.done();
  }
}

/** GETs a JSON document and checks it against its shape: a wrong type is a bad-response naming the field. */
export async function getJson<T>(url: string, ctx: RequestContext, opts: HttpOptions, shape: Shape<T>): Promise<{ json: T; url: string }> {
  const { body, url: finalUrl } = await getBytes(url, ctx, opts);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch (err) {
    throw fail("bad-response", url, ctx, "the answer is not valid JSON", err);
  }
  try {
    return { json: shape(parsed, ""), url: finalUrl };
  } catch (err) {
    if (!(err instanceof ShapeError)) throw err;
    throw fail("bad-response", finalUrl, ctx, `the answer does not follow the protocol: ${err.message}`, err);
  }
}

/**
 * Streams `url` into `file` (created exclusively), reporting bytes as they arrive, within the download limit,
 * the response deadline (for the headers) and the minimum transfer rate (over each rate window).
 */
export async function download(
  url: string,
  file: string,
  ctx: RequestContext,
  opts: HttpOptions & { place: CachePlace },
  onBytes?: (received: number, total: number | undefined) => void,
): Promise<number> {
  const limits = limitsOf(opts);
  const watch = new Watch();
  const headersDue = watch.after(limits.responseTimeoutMs, () =>
    limitHit(url, ctx, `no response within ${describeLimit("responseTimeoutMs", limits)}`, "responseTimeoutMs"),
  );
  try {
    const { res } = await open(url, ctx, opts, watch);
    clearTimeout(headersDue);
    const total = res.headers["content-length"] ? Number(res.headers["content-length"]) : undefined;
    const tooLarge = (detail: string) =>
      limitHit(url, ctx, `${detail} than ${describeLimit("maxDownloadBytes", limits)}`, "maxDownloadBytes");
    if (total !== undefined && total > limits.maxDownloadBytes) {
      res.destroy();
      throw tooLarge(`the server announces ${total} bytes, more`);
    }
    let received = 0;
    let windowStart = 0;
    watch.every(limits.rateWindowMs, () => {
      const rate = ((received - windowStart) * 1000) / limits.rateWindowMs;
      windowStart = received;
      return rate < limits.minBytesPerSecond
        ? limitHit(
            url,
            ctx,
            `the download slowed to ${formatBytes(Math.floor(rate))}/s over the last ${limits.rateWindowMs / 1000} s ` +
              `(${received} bytes so far), below ${describeLimit("minBytesPerSecond", limits)}`,
            "minBytesPerSecond",
          )
        : undefined;
    });
    const out = createWriteStream(file, { flags: "wx", mode: 0o644 });
    const broke = (verb: string) => `the download ${verb} after ${received}${total !== undefined ? ` of ${total}` : ""} bytes`;
    try {
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const settle = (err?: Error) => {
          if (settled) return;
          settled = true;
          if (err) reject(watch.failure ?? err);
          else resolve();
        };
        out.on("error", (err) => {
          res.destroy();
          settle(writeFailure(err, ctx.what, opts.place));
        });
        res.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > limits.maxDownloadBytes) {
            watch.abort(tooLarge("the archive is larger"));
            return;
          }
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
          out.end((err?: Error | null) => settle(err ? writeFailure(err, ctx.what, opts.place) : undefined));
        });
        res.on("close", () => {
          if (!res.complete) settle(fail("download-interrupted", url, ctx, broke("broke")));
        });
      });
    } finally {
      if (!out.closed) out.destroy();
    }
    return received;
  } finally {
    watch.done();
  }
}
