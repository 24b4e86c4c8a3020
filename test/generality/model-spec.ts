import type { PackageModel, PropertyModel, TypeRef } from "../../src/tfgen/model/types";
import type { CtyType, SchemaAttribute, SchemaBlock } from "../../src/tfgen/schema/types";
import { isSdkTimeoutsBlock } from "../../src/tfgen/model/builder";
import type { FieldSpec, ProviderSpec } from "../conformance/spec";
import { specTypeText } from "../support/spec-type";

/**
 * The package model restated as a spec, so that the conformance machinery (schema.json comparison, the
 * compiled type assertions) can check a provider nobody documented: the emitted SDK must say exactly what
 * the model says.
 */
export function specFromModel(model: PackageModel): ProviderSpec {
  const field = (p: PropertyModel): FieldSpec => ({ name: p.name, type: specTypeText(p.type), required: p.required, upstream: p.tfName });
  return {
    provider: model.pkg,
    pkg: model.pkg,
    functions: model.functions.map((f) => ({
      token: f.token,
      name: f.name,
      upstream: f.tfType,
      ...(f.deprecationMessage !== undefined ? { deprecationMessage: f.deprecationMessage } : {}),
      inputs: f.inputs.map(field),
      outputs: f.outputs.map(field),
    })),
    types: model.types.map((t) => ({
      name: t.name,
      upstreamPath: t.tfPath,
      // schema.json has one object per type; its fields are the result side where there is one.
      fields: (t.output ?? t.input ?? []).map(field),
      sides: { ...(t.output ? { output: t.output.map(field) } : {}), ...(t.input ? { input: t.input.map(field) } : {}) },
    })),
    config: model.config.map((c) => ({
      name: c.name,
      type: specTypeText(c.type),
      upstream: c.tfName,
      deprecated: c.deprecationMessage !== undefined,
      ...(c.deprecationMessage !== undefined ? { deprecationMessage: c.deprecationMessage } : {}),
      secret: c.secret,
      required: c.required,
      ...(c.default !== undefined ? { default: c.default } : {}),
    })),
  };
}

export type Role = "input" | "output";

/**
 * Every upstream attribute path of a block, at every depth (blocks, nested_type attributes, attributes
 * of cty objects inside lists, sets and maps). For the input role, what the bridge makes an argument: a
 * function's required/optional attributes, every block, and every field of a nested argument type.
 */
export function schemaPaths(block: SchemaBlock, prefix: string, role: Role, nested = false): string[] {
  const out: string[] = [];
  const cty = (t: CtyType, path: string) => {
    if (typeof t === "string") return;
    if (t[0] === "object") {
      for (const [n, at] of Object.entries(t[1])) {
        out.push(`${path}.${n}`);
        cty(at, `${path}.${n}`);
      }
    } else if (t[0] === "list" || t[0] === "set" || t[0] === "map") cty(t[1], path);
  };
  const settable = (a: SchemaAttribute) => !!(a.required || a.optional);
  for (const [n, a] of Object.entries(block.attributes ?? {})) {
    // A function's (or the provider's) arguments are its settable attributes; a nested argument type has every field.
    if (role === "input" && !nested && !settable(a)) continue;
    const path = `${prefix}.${n}`;
    out.push(path);
    if (a.nested_type) out.push(...schemaPaths({ attributes: a.nested_type.attributes }, path, role, true));
    if (a.type) cty(a.type, path);
  }
  for (const [n, b] of Object.entries(block.block_types ?? {})) {
    const path = `${prefix}.${n}`;
    // Every block is an argument, even one with only computed attributes (as the bridge makes it).
    const inner = schemaPaths(b.block, path, role, true);
    // The bridge leaves out the block the plugin SDK adds to every data source (bridge rule 3).
    if (!prefix.includes(".") && isSdkTimeoutsBlock(n, b)) continue;
    out.push(path, ...inner);
  }
  return out;
}

/**
 * The same paths as the model holds them: each property's upstream name under its parent's path,
 * following object types by name. A type registered under another upstream path than the one that
 * reaches it is reported, since the runtime maps values by that path.
 */
export function modelPaths(model: PackageModel, props: PropertyModel[], prefix: string, role: Role, problems: string[]): string[] {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const out: string[] = [];
  const follow = (t: TypeRef, path: string) => {
    if (t.kind === "list" || t.kind === "map") return follow(t.element, path);
    if (t.kind !== "object") return;
    const ty = types.get(t.name);
    if (!ty) return void problems.push(`${path}: type ${t.name} is not in model.types`);
    // Paths of one data source may share a type of one shape (as the bridge shares it); never across data sources.
    if (ty.tfPath.split(".")[0] !== path.split(".")[0]) problems.push(`${path}: reaches type ${t.name}, registered for ${ty.tfPath}`);
    const side = role === "output" ? ty.output : ty.input;
    if (!side) return void problems.push(`${path}: type ${t.name} has no ${role} side`);
    out.push(...modelPaths(model, side, path, role, problems));
  };
  // The `id` added to a result of a data source without one has no upstream path.
  for (const p of props.filter((x) => !x.sdkId)) {
    const path = `${prefix}.${p.tfName}`;
    out.push(path);
    follow(p.type, path);
  }
  return out;
}

/** Upstream paths missing from, repeated in, or unknown to the model. */
export function pathProblems(expected: string[], actual: string[]): string[] {
  const count = new Map<string, number>();
  for (const p of actual) count.set(p, (count.get(p) ?? 0) + 1);
  const want = new Set(expected);
  return [
    ...[...want].filter((p) => !count.has(p)).map((p) => `${p}: dropped`),
    ...[...count].filter(([, n]) => n > 1).map(([p, n]) => `${p}: appears ${n} times`),
    ...[...count.keys()].filter((p) => !want.has(p)).map((p) => `${p}: not upstream`),
  ].sort();
}
