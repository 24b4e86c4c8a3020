/**
 * Terraform's value for a data source, in upstream names, turned into the documented result shape.
 *
 * Nulls: a field that is null upstream is left out of the result (so it reads as undefined), at every level
 * of nesting. That is what a bridged Pulumi SDK's invoke gives a program in practice, and it keeps `in` and
 * Object.keys honest about what the provider actually returned. Inside lists a null element stays null, since
 * leaving it out would shift the indexes of the others.
 */
import type { FieldMeta, PackageMeta, TypeRef } from "./metadata";
import { numberText } from "./numbers";
import { keyStep } from "./validate";

/** One step of an attribute path as providers send them: an attribute name, a list index or a map key. */
export type UpstreamStep = { attribute: string } | { index: number } | { key: string };

/** A path as Terraform prints one: `volume[0].volume_id`, `tags["env"]`. */
export function formatPath(path: readonly UpstreamStep[]): string {
  let out = "";
  for (const step of path) {
    if ("attribute" in step) out += out === "" ? step.attribute : `.${step.attribute}`;
    else if ("index" in step) out += `[${step.index}]`;
    else out += `[${JSON.stringify(step.key)}]`;
  }
  return out === "" ? "(the whole object)" : out;
}

export function mapValue(meta: PackageMeta, t: TypeRef, v: unknown, flattened = false): unknown {
  if (v === null || v === undefined) return undefined;
  if (flattened) {
    // A max-items-1 block is a list upstream and one object here.
    const first: unknown = Array.isArray(v) ? v[0] : v;
    return first === undefined ? undefined : mapValue(meta, t, first, false);
  }
  switch (t.kind) {
    case "list":
      return Array.isArray(v) ? v.map((e) => (e === null ? null : mapValue(meta, t.element, e))) : v;
    case "map": {
      if (typeof v !== "object" || Array.isArray(v)) return v;
      const out: Record<string, unknown> = {};
      // Map keys are data, not names: they stay as upstream wrote them, `__proto__` included (as an own key).
      for (const [k, e] of Object.entries(v as Record<string, unknown>)) {
        Object.defineProperty(out, k, {
          value: e === null ? null : mapValue(meta, t.element, e),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    case "object": {
      const type = meta.types.get(t.name);
      const fields = type?.output ?? type?.input ?? [];
      return typeof v === "object" && !Array.isArray(v) ? mapFields(meta, fields, v as Record<string, unknown>) : v;
    }
    default:
      return v;
  }
}

export function mapFields(meta: PackageMeta, fields: FieldMeta[], upstream: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    // A bridged SDK's result always has an `id`; a data source without one gets the empty string.
    if (f.sdkId) {
      out[f.name] = "";
      continue;
    }
    const v = mapValue(meta, f.type, upstream[f.tfName], f.flattened);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/**
 * Documented value → upstream value (names and max-items-1 blocks), for values sent through TF_VAR_*. A number
 * no double holds (a bigint, or a number's text) goes on as its exact decimal text, which Terraform and the
 * plugin engine read as that number.
 */
export function toUpstream(meta: PackageMeta, t: TypeRef, v: unknown, flattened = false): unknown {
  if (v === null || v === undefined) return null;
  if (flattened) return [toUpstream(meta, t, v)];
  switch (t.kind) {
    case "number":
      return typeof v === "number" ? v : numberText(v as bigint | string);
    case "list":
      return (v as unknown[]).map((e) => toUpstream(meta, t.element, e));
    case "map":
      // fromEntries defines own properties: a `__proto__` key stays a key.
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, e]) => [k, toUpstream(meta, t.element, e)]));
    case "object": {
      const fields = meta.types.get(t.name)?.input ?? [];
      const src = v as Record<string, unknown>;
      // Every attribute is present: an object-typed variable needs the full set, with null for the unset ones.
      return Object.fromEntries(fields.map((f) => [f.tfName, toUpstream(meta, f.type, src[f.name], f.flattened)]));
    }
    default:
      return v;
  }
}

/** Documented value → what the generated CDKTF class or struct takes (its property names, blocks as objects). */
export function toCdktf(meta: PackageMeta, t: TypeRef, v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  switch (t.kind) {
    case "list":
      return (v as unknown[]).map((e) => toCdktf(meta, t.element, e));
    case "map":
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, e]) => [k, toCdktf(meta, t.element, e)]));
    case "object": {
      const src = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const f of meta.types.get(t.name)?.input ?? []) {
        const c = toCdktf(meta, f.type, src[f.name]);
        if (c === undefined) continue;
        if (f.cdktfName === null)
          throw new Error(`${t.name}.${f.name}: the CDKTF binding has no property for ${f.tfName}, so it cannot be set`);
        out[f.cdktfName] = c;
      }
      return out;
    }
    default:
      return v;
  }
}

/**
 * An attribute path in upstream names (what a provider's diagnostic points at) as the documented argument it
 * names: `tags["env"]` → `tags.env`, `network_interface[1].subnet_id` → `networkInterfaces[1].subnetId`, a
 * max-items-1 block's `[0]` dropped. Undefined when the path names nothing the function documents.
 */
export function documentedPath(meta: PackageMeta, fields: FieldMeta[], steps: readonly UpstreamStep[]): string | undefined {
  const [first, ...rest] = steps;
  if (!first || !("attribute" in first)) return undefined;
  const field = fields.find((f) => f.tfName === first.attribute);
  if (!field) return undefined;
  let out = field.name;
  let type: TypeRef | undefined = field.type;
  let i = 0;
  // A flattened block is one object here and a one-element list upstream.
  if (field.flattened && rest[0] && "index" in rest[0]) i = 1;
  for (; i < rest.length && type; i++) {
    const step = rest[i];
    if ("index" in step && type.kind === "list") {
      out += `[${step.index}]`;
      type = type.element;
    } else if ("key" in step && type.kind === "map") {
      out += keyStep(step.key);
      type = type.element;
    } else if ("attribute" in step && type.kind === "object") {
      const inner = meta.types.get(type.name);
      const nested = (inner?.input ?? inner?.output ?? []).find((f) => f.tfName === step.attribute);
      if (!nested) return out;
      out += `.${nested.name}`;
      type = nested.type;
      if (nested.flattened && rest[i + 1] && "index" in rest[i + 1]) i++;
    } else {
      // Inside an `any` value, or a step the type does not have: the path as far as it is documented.
      return out;
    }
  }
  return out;
}
