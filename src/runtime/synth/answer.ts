/*
 * What of a data source's answer may be recorded: the result without the fields the lookup left out, and only
 * if no sensitive field holds a value. The one rule for the lookup worker and `tflookup-context refresh`.
 */
import type { FunctionMeta, PackageMeta, TypeRef } from "../shared/metadata";

/** Paths of result fields the provider marks sensitive that hold a value (`a`, `b[].c`, `d.*.e`). */
function sensitivePaths(
  meta: PackageMeta,
  fields: { name: string; type: TypeRef; secret: boolean }[],
  value: unknown,
  at: string,
): string[] {
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const out: string[] = [];
  for (const f of fields) {
    const v = record[f.name];
    if (v === undefined || v === null) continue;
    const path = at ? `${at}.${f.name}` : f.name;
    if (f.secret) out.push(path);
    else out.push(...sensitiveIn(meta, f.type, v, path));
  }
  return out;
}

function sensitiveIn(meta: PackageMeta, t: TypeRef, v: unknown, path: string): string[] {
  if (t.kind === "list" && Array.isArray(v)) return [...new Set(v.flatMap((e) => sensitiveIn(meta, t.element, e, `${path}[]`)))];
  if (t.kind === "map" && v && typeof v === "object")
    return [...new Set(Object.values(v).flatMap((e) => sensitiveIn(meta, t.element, e, `${path}.*`)))];
  if (t.kind === "object") return sensitivePaths(meta, meta.types.get(t.name)?.output ?? [], v, path);
  return [];
}

/** The result to record, or the reason it cannot be (which names fields, never values). */
export function recordableResult(
  meta: PackageMeta,
  fn: FunctionMeta,
  result: Record<string, unknown>,
  omit: readonly string[],
): { result: Record<string, unknown> } | { refused: string } {
  const kept = { ...result };
  for (const name of omit) delete kept[name];
  const sensitive = sensitivePaths(meta, fn.outputs, kept, "");
  if (sensitive.length === 0) return { result: kept };
  const many = sensitive.length > 1;
  const tops = [...new Set(sensitive.map((p) => p.split(/[.[]/)[0]))];
  return {
    refused:
      `the answer holds sensitive field${many ? "s" : ""} ${sensitive.join(", ")}, and a sensitive value is never written to the ` +
      `context file. Read this data source with its construct (${fn.cdktf.className}), which Terraform resolves at plan time, ` +
      `or, if the stack does not need ${many ? "them" : "it"}, leave ${many ? "them" : "it"} out: { omit: ${JSON.stringify(tops)} }`,
  };
}

/** A lookup time as the file records it: UTC, to the second. */
export function lookupTime(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, "Z");
}
