import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import type { ProviderTarget } from "../project/cdktf-config";
import { didYouMeanHint } from "../../runtime/did-you-mean";
import { lockPath, readLock, SCHEMAS_DIR, type LockEntry } from "./lock";
import type { ProviderSchemaJson } from "./types";
import { SchemaError, validateSchemasFile } from "./validate";

export interface PinnedSchema {
  target: ProviderTarget;
  file: string;
  sha256: string;
  lock: LockEntry;
  schema: ProviderSchemaJson;
}

export function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * Loads the pinned snapshot of one provider, refusing anything the lock does not vouch for: a schema
 * edited by hand or half-pulled would otherwise flow silently into generated code.
 */
export function loadPinnedSchema(root: string, target: ProviderTarget): PinnedSchema {
  const lockFile = lockPath(root);
  const { providers } = readLock(root);
  const lock = providers[target.source];
  if (!lock) {
    // A typo in cdktf.json reads like a provider never pulled: say which known provider it is close to first.
    const hint = didYouMeanHint(target.source, Object.keys(providers));
    throw new Error(
      hint
        ? `cdktf.json names ${target.source}, which ${lockFile} does not know${hint} ` +
            `(if it is a new provider, run pull-schemas for it)`
        : `${lockFile}: $.providers: no entry for ${target.source} (run pull-schemas)`,
    );
  }
  if (lock.version !== target.version) {
    throw new Error(
      `${lockFile}: $.providers["${target.source}"].version: cdktf.json pins ${target.version} ` +
        `but the schema lock records ${lock.version} (run pull-schemas or upgrade)`,
    );
  }
  const file = path.join(root, SCHEMAS_DIR, lock.schemaFile);
  return { ...parseSchemaFile(file, target, lock.sha256), lock };
}

/** Reads, checksums and validates a schemas file; `expectedSha256` null skips the checksum (diffing arbitrary files). */
export function parseSchemaFile(
  file: string,
  target: Pick<ProviderTarget, "registryKey"> & Partial<ProviderTarget>,
  expectedSha256: string | null,
): Omit<PinnedSchema, "lock"> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new SchemaError(file, "$", `cannot read the file: ${(err as Error).message}`);
  }
  const digest = sha256(bytes);
  if (expectedSha256 !== null && digest !== expectedSha256) {
    throw new SchemaError(file, "$", `checksum mismatch: the lock records sha256 ${expectedSha256}, the file has ${digest}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString("utf8"));
  } catch (err) {
    throw new SchemaError(file, "$", `invalid JSON: ${(err as Error).message}`);
  }
  const schema = validateSchemasFile(file, raw, target.registryKey);
  return { target: target as ProviderTarget, file, sha256: digest, schema };
}
