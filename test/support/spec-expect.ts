/**
 * What a lookup should return, worked out from the hand-written specs (test/fixtures/spec/*.json) rather
 * than from the generated metadata the executor reads: a naming mistake in the metadata then shows up as a
 * difference instead of being copied into the expectation.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./project";

interface SpecField {
  name: string;
  type: string;
  upstream: string;
  required?: boolean;
}

interface SpecFunction {
  name: string;
  upstream: string;
  inputs: SpecField[];
  outputs: SpecField[];
}

export interface Spec {
  functions: SpecFunction[];
  types: Map<string, SpecField[]>;
  /** exactlyOneOf groups per function name, in documented names. */
  exactlyOneOf: Map<string, string[][]>;
}

export function loadSpec(type: "ibm" | "edgecenter"): Spec {
  const raw = JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "spec", `${type}.json`), "utf8"));
  const types = new Map<string, SpecField[]>();
  for (const t of [...(raw.typeDetails ?? []), ...(raw.nestedTypes ?? [])]) types.set(t.name, t.fields);
  const exactlyOneOf = new Map<string, string[][]>();
  for (const r of raw.scopeArguments?.rules ?? []) {
    if (r.kind !== "exactlyOneOf") continue;
    for (const fn of r.functions) exactlyOneOf.set(fn, [...(exactlyOneOf.get(fn) ?? []), r.fields]);
  }
  return { functions: raw.functions, types, exactlyOneOf };
}

function convert(spec: Spec, type: string, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  const list = /^(?:list|set)<(.+)>$/.exec(type);
  if (list) return (value as unknown[]).map((e) => (e === null ? null : convert(spec, list[1], e)));
  const map = /^map<(.+)>$/.exec(type);
  if (map) return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, e]) => [k, convert(spec, map[1], e)]));
  const fields = spec.types.get(type);
  if (!fields) return value;
  // A type named where upstream holds a one-element list: the SDK shows that one object.
  const obj = Array.isArray(value) ? value[0] : value;
  return obj === undefined ? undefined : record(spec, fields, obj as Record<string, unknown>);
}

function record(spec: Spec, fields: SpecField[], upstream: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = convert(spec, f.type, upstream[f.upstream]);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/** The documented result for a fixture record: spec names all the way down, nulls left out. */
export function expectedResult(spec: Spec, fnName: string, upstream: Record<string, unknown>): Record<string, unknown> {
  const fn = spec.functions.find((f) => f.name === fnName);
  if (!fn) throw new Error(`the spec has no function ${fnName}`);
  return record(spec, fn.outputs, upstream);
}

/** Arguments that select `upstream` in the stand-in cloud: every input the record has, one per exactlyOneOf group. */
export function argumentsFor(spec: Spec, fnName: string, upstream: Record<string, unknown>): Record<string, unknown> {
  const fn = spec.functions.find((f) => f.name === fnName)!;
  const args: Record<string, unknown> = {};
  for (const i of fn.inputs) {
    const v = convert(spec, i.type, upstream[i.upstream]);
    if (v !== undefined) args[i.name] = v;
  }
  for (const group of spec.exactlyOneOf.get(fnName) ?? []) {
    const given = group.filter((g) => g in args);
    for (const extra of given.slice(1)) delete args[extra];
  }
  return args;
}
