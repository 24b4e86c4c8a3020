/**
 * One error type for every installation failure, so callers can tell the kinds apart (`code`) and every
 * message has the same shape: what failed, for which provider and version, where (URL or directory), and what
 * to do about it.
 */
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { diskReason } from "../files/disk";

export type InstallErrorCode =
  | "bad-argument"
  | "bad-cli-config"
  | "unreachable"
  | "http-status"
  | "bad-response"
  | "version-not-found"
  | "platform-not-found"
  | "provider-not-found"
  | "checksum-mismatch"
  | "signature-invalid"
  | "signature-unknown-key"
  | "lock-mismatch"
  | "download-interrupted"
  | "disk-full"
  | "bad-archive"
  | "limit-exceeded"
  | "cache-unwritable"
  | "install-disabled";

export class InstallError extends Error {
  /**
   * Every place the installer looked before failing (the plugin cache directory, the CLI configuration, each
   * installation method with its URL or directory and what it answered), for callers that explain the failure.
   */
  places?: string[];

  constructor(
    readonly code: InstallErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "InstallError";
  }
}

/** "IBM-Cloud/ibm 2.5.0": how every message names the package it is about. */
export const packageLabel = (address: string, version?: string): string => (version ? `${address} ${version}` : address);

/** Bad input to an exported function, named as the brief asks: function, argument, expected, got. */
export function argumentError(fn: string, argument: string, expected: string, got: unknown): InstallError {
  return new InstallError("bad-argument", `${fn}: ${argument} must be ${expected}, got ${describeGot(got)}`);
}

/** A directory the installer writes to, and what chose it, as a user would change it. */
export interface CachePlace {
  dir: string;
  setting: string;
}

/**
 * Maps a file-system failure while writing into the cache (or beside the lock file) to the error a user can act
 * on: which directory, which setting chose it, and what the operating system said.
 */
export function writeFailure(err: unknown, what: string, place: CachePlace): Error {
  const code = realCause(place.dir, (err as NodeJS.ErrnoException)?.code);
  if (code === "ENOSPC" || code === "EDQUOT") {
    return new InstallError(
      "disk-full",
      `${what}: cannot write to ${place.dir} (chosen by ${place.setting}): ${diskReason(code)} (${code}); ` +
        `free some space or choose a directory on a larger disk with that setting, then retry`,
      { cause: err },
    );
  }
  if (typeof code === "string" && /^E[A-Z]+$/.test(code) && code !== "EMFILE" && code !== "ENFILE") {
    return new InstallError(
      "cache-unwritable",
      `${what}: cannot write to ${place.dir} (chosen by ${place.setting}): ${diskReason(code)} (${code}); ` +
        `make it a writable directory or choose another with that setting`,
      { cause: err },
    );
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Node's recursive mkdir answers ENOENT when the directory it should create is on a read-only file system (or
 * under a file): the nearest existing ancestor tells what really stands in the way.
 */
function realCause(dir: string, code: string | undefined): string | undefined {
  if (code !== "ENOENT") return code;
  let at = dir;
  while (!existsSync(at)) {
    if (dirname(at) === at) return code;
    at = dirname(at);
  }
  try {
    if (!statSync(at).isDirectory()) return "ENOTDIR";
    accessSync(at, constants.W_OK);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? code;
  }
  return code;
}

function describeGot(got: unknown): string {
  if (typeof got === "string") return JSON.stringify(got);
  if (got === undefined) return "undefined";
  if (got === null) return "null";
  if (Array.isArray(got)) return "an array";
  if (typeof got === "object") return "an object";
  if (typeof got === "number" || typeof got === "boolean" || typeof got === "bigint") return `${typeof got} ${got.toString()}`;
  return typeof got;
}
