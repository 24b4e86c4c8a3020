/**
 * Two switches for tests, read from the environment Terraform passes down to its providers:
 *
 *   STANDIN_RECORD_DIR=<dir>   every ConfigureProvider and ReadDataSource appends the configuration it received,
 *                              exactly as decoded, as one JSON line to <dir>/<pid>.jsonl. Credential attributes
 *                              of the fixture's auth gate are written as their sha256, never as themselves.
 *                              CallFunction records its arguments, the ephemeral operations the type and the
 *                              lease they act on, so tests can count opens, renewals and closes.
 *   STANDIN_CRASH_ON=<text>    a ReadDataSource whose configuration holds this exact string anywhere ends the
 *                              process the way a Go provider's panic does (a message on stderr, exit status 2),
 *                              so tests can crash one provider of a batch and not the other.
 *
 * Neither is set in normal use, and then neither does anything.
 */
import { appendFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { DynamicValue, UnknownValue, type CtyObject, type CtyValue } from "./cty-values";

export interface RecordedCall {
  call:
    "ConfigureProvider" | "ReadDataSource" | "CallFunction" | "OpenEphemeralResource" | "RenewEphemeralResource" | "CloseEphemeralResource";
  typeName?: string;
  lease?: string;
  config: unknown;
}

/** cty values as JSON: unknown values as {"$unknown": true}, dynamic values by their value. */
function plain(v: CtyValue): unknown {
  if (v instanceof UnknownValue) return { $unknown: true };
  if (v instanceof DynamicValue) return plain(v.value);
  if (Array.isArray(v)) return v.map(plain);
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, e] of Object.entries(v))
      Object.defineProperty(out, k, { value: plain(e), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

export function recordCall(
  call: RecordedCall["call"],
  config: CtyObject,
  options: { typeName?: string; credentials?: string[]; lease?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): void {
  const dir = env.STANDIN_RECORD_DIR;
  if (!dir) return;
  const value = plain(config) as Record<string, unknown>;
  for (const name of options.credentials ?? []) {
    if (typeof value[name] === "string") value[name] = `sha256:${createHash("sha256").update(value[name], "utf8").digest("hex")}`;
  }
  const entry: RecordedCall = {
    call,
    ...(options.typeName ? { typeName: options.typeName } : {}),
    ...(options.lease ? { lease: options.lease } : {}),
    config: value,
  };
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify(entry)}\n`);
}

function holds(v: CtyValue, text: string): boolean {
  if (v === text) return true;
  if (v instanceof DynamicValue) return holds(v.value, text);
  if (Array.isArray(v)) return v.some((e) => holds(e, text));
  if (v !== null && typeof v === "object" && !(v instanceof UnknownValue))
    return Object.entries(v).some(([k, e]) => k === text || holds(e, text));
  return false;
}

export function crashIfAsked(typeName: string, config: CtyObject, env: NodeJS.ProcessEnv = process.env): void {
  const marker = env.STANDIN_CRASH_ON;
  if (!marker || !holds(config, marker)) return;
  process.stderr.write(`panic: stand-in asked to crash while reading ${typeName} (STANDIN_CRASH_ON)\n\ngoroutine 1 [running]:\n`);
  process.exit(2);
}
