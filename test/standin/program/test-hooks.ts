/**
 * Two switches for tests, read from the environment Terraform passes down to its providers:
 *
 *   STANDIN_RECORD_DIR=<dir>   every ConfigureProvider and ReadDataSource appends the configuration it received,
 *                              exactly as decoded, as one JSON line to <dir>/<pid>.jsonl. Credential attributes
 *                              of the fixture's auth gate are written as their sha256, never as themselves.
 *                              An integer no double holds is written as {"$number": "<digits>"}, and the type
 *                              each dynamic value came with is listed under "dynamicTypes" by its path.
 *                              CallFunction records its arguments, the ephemeral operations the type and the
 *                              lease they act on, so tests can count opens, renewals and closes.
 *   STANDIN_RECORD_VALIDATIONS=1  with STANDIN_RECORD_DIR, ValidateProviderConfig and ValidateDataResourceConfig
 *                              are recorded too (the configuration each decoded), so tests can see which calls
 *                              a provider start made and in what order.
 *   STANDIN_CRASH_ON=<text>    a ReadDataSource whose configuration holds this exact string anywhere ends the
 *                              process the way a Go provider's panic does (a message on stderr, exit status 2),
 *                              so tests can crash one provider of a batch and not the other.
 *   STANDIN_REJECT=<text>      a ReadDataSource whose configuration holds this exact string (as a value, or as a
 *                              map key) answers with an error diagnostic whose attribute path points there.
 *   STANDIN_ANSWER_JSON=1      ReadDataSource answers with the JSON form of DynamicValue instead of msgpack.
 *
 * None is set in normal use, and then none does anything.
 */
import { appendFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { type CtyType, ctyTypeToJson } from "./cty-types";
import { type CtyObject, type CtyPath, type CtyValue, DynamicValue, formatPath, UnknownValue } from "./cty-values";

export interface RecordedCall {
  call:
    | "ValidateProviderConfig"
    | "ValidateDataResourceConfig"
    | "ConfigureProvider"
    | "ReadDataSource"
    | "CallFunction"
    | "OpenEphemeralResource"
    | "RenewEphemeralResource"
    | "CloseEphemeralResource";
  typeName?: string;
  lease?: string;
  config: unknown;
  /** The type each dynamic value arrived with, by path (`extra`, `extra[0].value`). */
  dynamicTypes?: Record<string, unknown>;
}

function dynamicTypes(v: CtyValue, path: CtyPath, out: Record<string, unknown>): void {
  if (v instanceof DynamicValue) {
    out[formatPath(path)] = ctyTypeToJson(v.type);
    dynamicTypes(v.value, path, out);
  } else if (Array.isArray(v)) v.forEach((e, i) => dynamicTypes(e, [...path, { index: i }], out));
  else if (v !== null && typeof v === "object" && !(v instanceof UnknownValue))
    for (const [k, e] of Object.entries(v)) dynamicTypes(e, [...path, { attribute: k }], out);
}

/** cty values as JSON: unknown values as {"$unknown": true}, dynamic values by their value. */
function plain(v: CtyValue): unknown {
  if (v instanceof UnknownValue) return { $unknown: true };
  if (typeof v === "bigint") return { $number: v.toString() };
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
  if (call.startsWith("Validate") && env.STANDIN_RECORD_VALIDATIONS !== "1") return;
  const value = plain(config) as Record<string, unknown>;
  for (const name of options.credentials ?? []) {
    if (typeof value[name] === "string") value[name] = `sha256:${createHash("sha256").update(value[name], "utf8").digest("hex")}`;
  }
  const types: Record<string, unknown> = {};
  dynamicTypes(config, [], types);
  const entry: RecordedCall = {
    call,
    ...(options.typeName ? { typeName: options.typeName } : {}),
    ...(options.lease ? { lease: options.lease } : {}),
    config: value,
    ...(Object.keys(types).length > 0 ? { dynamicTypes: types } : {}),
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

/** Where a configuration holds this string (as a value, or as a map key: the path of that entry), by its type. */
function pathOf(v: CtyValue, type: CtyType, text: string, path: CtyPath): CtyPath | undefined {
  if (v === text) return path;
  if (v instanceof DynamicValue) return pathOf(v.value, v.type, text, path);
  if (v === null || typeof v !== "object" || v instanceof UnknownValue) return undefined;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const element = type.kind === "tuple" ? type.elements[i] : "element" in type ? type.element : type;
      const p = pathOf(v[i], element, text, [...path, { index: i }]);
      if (p) return p;
    }
    return undefined;
  }
  for (const [k, e] of Object.entries(v)) {
    const isMap = type.kind === "map";
    if (isMap && k === text) return [...path, { key: k }];
    const inner = type.kind === "map" ? type.element : type.kind === "object" ? type.attributes[k] : type;
    const p = pathOf(e, inner, text, [...path, isMap ? { key: k } : { attribute: k }]);
    if (p) return p;
  }
  return undefined;
}

/** STANDIN_REJECT: the attribute path of the marker in the configuration, when it is there. */
export function rejectionPath(config: CtyObject, type: CtyType, env: NodeJS.ProcessEnv = process.env): CtyPath | undefined {
  const marker = env.STANDIN_REJECT;
  return marker ? pathOf(config, type, marker, []) : undefined;
}
