/**
 * The limits every registry or mirror answer is held to, so that a hostile or broken server cannot fill the
 * disk, hold an install forever or exhaust memory. Each has an environment variable that changes it; a limit
 * that is hit names that variable, so a user on a slow but honest network knows what to raise.
 */
import { InstallError } from "./errors";

export interface InstallLimits {
  /** Largest archive download. */
  maxDownloadBytes: number;
  /** Largest JSON document, SHA256SUMS or signature. */
  maxDocumentBytes: number;
  /** Largest total unpacked size of one package (declared sizes, checked entry by entry before writing it). */
  maxUnpackedBytes: number;
  /** Most entries (files and directories) in one package archive. */
  maxEntries: number;
  /** From the request to an established TLS connection (through the proxy, if any). */
  connectTimeoutMs: number;
  /** From the request to the whole of a document; for an archive, to its response headers. */
  responseTimeoutMs: number;
  /** An archive download must average at least this many bytes per second over each rate window. */
  minBytesPerSecond: number;
  rateWindowMs: number;
  /** Longest wait for another process installing the same package into the same cache. */
  lockWaitMs: number;
}

interface Setting {
  key: keyof InstallLimits;
  variable: string;
  unit: "bytes" | "count" | "seconds" | "bytes per second";
  fallback: number;
  /** What the limit is, in messages. */
  means: string;
}

const MiB = 1024 * 1024;

export const LIMIT_SETTINGS: readonly Setting[] = [
  { key: "maxDownloadBytes", variable: "TFLOOKUP_INSTALL_MAX_DOWNLOAD", unit: "bytes", fallback: 1024 * MiB, means: "download limit" },
  { key: "maxDocumentBytes", variable: "TFLOOKUP_INSTALL_MAX_DOCUMENT", unit: "bytes", fallback: 16 * MiB, means: "document size limit" },
  {
    key: "maxUnpackedBytes",
    variable: "TFLOOKUP_INSTALL_MAX_UNPACKED",
    unit: "bytes",
    fallback: 2048 * MiB,
    means: "unpacked size limit",
  },
  { key: "maxEntries", variable: "TFLOOKUP_INSTALL_MAX_ENTRIES", unit: "count", fallback: 1000, means: "entry limit" },
  {
    key: "connectTimeoutMs",
    variable: "TFLOOKUP_INSTALL_CONNECT_TIMEOUT",
    unit: "seconds",
    fallback: 30_000,
    means: "connect timeout",
  },
  {
    key: "responseTimeoutMs",
    variable: "TFLOOKUP_INSTALL_RESPONSE_TIMEOUT",
    unit: "seconds",
    fallback: 60_000,
    means: "response deadline",
  },
  {
    key: "minBytesPerSecond",
    variable: "TFLOOKUP_INSTALL_MIN_RATE",
    unit: "bytes per second",
    fallback: 16 * 1024,
    means: "minimum transfer rate",
  },
  { key: "rateWindowMs", variable: "TFLOOKUP_INSTALL_RATE_WINDOW", unit: "seconds", fallback: 30_000, means: "rate window" },
  { key: "lockWaitMs", variable: "TFLOOKUP_INSTALL_LOCK_WAIT", unit: "seconds", fallback: 30 * 60_000, means: "lock wait limit" },
];

const SUFFIX: Record<string, number> = { "": 1, k: 1024, kib: 1024, m: MiB, mib: MiB, g: 1024 * MiB, gib: 1024 * MiB };

function parse(setting: Setting, raw: string): number {
  const text = raw.trim().toLowerCase();
  let value: number | undefined;
  if (setting.unit === "seconds") {
    value = /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 1000) : undefined;
  } else {
    const m = /^(\d+)\s*([a-z]*)$/.exec(text);
    const scale = !m ? undefined : setting.unit === "count" ? (m[2] === "" ? 1 : undefined) : SUFFIX[m[2]];
    value = m && scale !== undefined ? Number(m[1]) * scale : undefined;
  }
  if (value === undefined || !Number.isSafeInteger(value) || value <= 0) {
    const form =
      setting.unit === "seconds"
        ? "a positive number of seconds (e.g. 30 or 0.5)"
        : setting.unit === "count"
          ? "a positive whole number"
          : "a positive whole number of bytes, optionally with K, M or G (KiB, MiB, GiB)";
    throw new InstallError("bad-argument", `${setting.variable} must be ${form}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** The limits in force: each variable of LIMIT_SETTINGS when set, else its default. */
export function installLimits(env: NodeJS.ProcessEnv = process.env): InstallLimits {
  const out = {} as InstallLimits;
  for (const s of LIMIT_SETTINGS) out[s.key] = env[s.variable] ? parse(s, env[s.variable]!) : s.fallback;
  return out;
}

export const DEFAULT_LIMITS: InstallLimits = installLimits({});

/** A size for messages: "1.0 GiB", "512 KiB", "300 B". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < MiB) return `${(n / 1024).toFixed(n % 1024 === 0 ? 0 : 1)} KiB`;
  if (n < 1024 * MiB) return `${(n / MiB).toFixed(n % MiB === 0 ? 0 : 1)} MiB`;
  return `${(n / (1024 * MiB)).toFixed(1)} GiB`;
}

/** A limit's value in its unit: "1.0 GiB", "30 s", "16 KiB/s", "1000". */
function shownValue(s: Setting, v: number): string {
  return s.unit === "seconds"
    ? `${v / 1000} s`
    : s.unit === "bytes"
      ? formatBytes(v)
      : s.unit === "bytes per second"
        ? `${formatBytes(v)}/s`
        : String(v);
}

/** "the download limit of 1.0 GiB (TFLOOKUP_INSTALL_MAX_DOWNLOAD)": how a message names a limit and its setting. */
export function describeLimit(key: keyof InstallLimits, limits: InstallLimits): string {
  const s = LIMIT_SETTINGS.find((x) => x.key === key)!;
  return `the ${s.means} of ${shownValue(s, limits[key])} (${s.variable})`;
}

/** One line per limit, for a usage text: its variable, what it is and its default. */
export function limitSettingsHelp(indent: string): string {
  const width = Math.max(...LIMIT_SETTINGS.map((s) => s.variable.length));
  return LIMIT_SETTINGS.map((s) => `${indent}${s.variable.padEnd(width)}  ${s.means}, default ${shownValue(s, s.fallback)}\n`).join("");
}

/** The variable that raises a limit, for advice. */
export const settingOf = (key: keyof InstallLimits): string => LIMIT_SETTINGS.find((x) => x.key === key)!.variable;
