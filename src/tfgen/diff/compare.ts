import type { ConfigModel, FunctionModel, ObjectTypeModel, PackageModel, PropertyModel, TypeRef } from "../model/types";
import { describeType } from "./describe-type";
import { compareCodeUnits } from "../naming/table";
import type { ProviderSchemaJson } from "../schema/types";
import { compareProviderFunctions } from "./compare-read-only";
import type { ChangeKind, RawChange } from "./types";

/** One side of a comparison: the package model and the schema it was built from (for flags the model drops). */
export interface ModelSide {
  model: PackageModel;
  schema: ProviderSchemaJson;
}

/** Upstream paths whose documented name an alias keeps; reported as `*-name-kept` instead of staying silent. */
export type KeptPaths = ReadonlyMap<string, { wouldBe: string }>;

type FieldSubject = "input" | "output";

interface Ctx {
  old: ModelSide;
  new: ModelSide;
  kept: KeptPaths;
  out: RawChange[];
  oldTypes: Map<string, ObjectTypeModel>;
  newTypes: Map<string, ObjectTypeModel>;
}

interface Where {
  function: string;
  tfType: string;
  /** Documented path of the parent, "" at the top of a function. */
  doc: string;
  /** Upstream path of the parent. */
  tf: string;
}

/**
 * Finds every difference between two package models that a user of the generated APIs could notice.
 * Fields are matched by upstream name, never by documented name, so that a documented-name change is seen
 * as a rename rather than as a removal plus an addition.
 */
export function compareModels(oldSide: ModelSide, newSide: ModelSide, kept: KeptPaths = new Map()): RawChange[] {
  const ctx: Ctx = {
    old: oldSide,
    new: newSide,
    kept,
    out: [],
    oldTypes: new Map(oldSide.model.types.map((t) => [t.name, t])),
    newTypes: new Map(newSide.model.types.map((t) => [t.name, t])),
  };
  compareConfig(ctx);
  const oldFns = new Map(oldSide.model.functions.map((f) => [f.tfType, f]));
  const newFns = new Map(newSide.model.functions.map((f) => [f.tfType, f]));
  for (const tfType of union(oldFns.keys(), newFns.keys())) {
    compareFunction(ctx, oldFns.get(tfType), newFns.get(tfType));
  }
  // Ephemeral resources are shaped, named and changed as data sources are (their functions are open<Name>).
  const oldEph = new Map((oldSide.model.ephemeralResources ?? []).map((f) => [f.tfType, f]));
  const newEph = new Map((newSide.model.ephemeralResources ?? []).map((f) => [f.tfType, f]));
  for (const tfType of union(oldEph.keys(), newEph.keys())) compareFunction(ctx, oldEph.get(tfType), newEph.get(tfType));
  ctx.out.push(...compareProviderFunctions(oldSide.model, newSide.model));
  return dedupe(ctx.out);
}

function union(a: Iterable<string>, b: Iterable<string>): string[] {
  return [...new Set([...a, ...b])].sort(compareCodeUnits);
}

function upstreamRequired(side: ModelSide, tfName: string): boolean {
  return !!side.schema.provider.block.attributes?.[tfName]?.required;
}

function compareConfig(ctx: Ctx): void {
  const oldC = new Map(ctx.old.model.config.map((c) => [c.tfName, c]));
  const newC = new Map(ctx.new.model.config.map((c) => [c.tfName, c]));
  for (const tfName of union(oldC.keys(), newC.keys())) {
    const o = oldC.get(tfName);
    const n = newC.get(tfName);
    const tfPath = `config.${tfName}`;
    const push = (kind: ChangeKind, p: ConfigModel, extra: Partial<RawChange> = {}) =>
      ctx.out.push({ kind, path: p.name, tfPath, ...extra });
    if (!o && n) {
      push(upstreamRequired(ctx.new, tfName) ? "config-added-required" : "config-added", n, { after: describeType(n.type) });
      continue;
    }
    if (o && !n) {
      push("config-removed", o, { before: describeType(o.type) });
      continue;
    }
    if (!o || !n) continue;
    nameChange(ctx, "config", tfPath, o.name, n.name, (kind, extra) => push(kind, n, extra));
    const wasRequired = upstreamRequired(ctx.old, tfName);
    const isRequired = upstreamRequired(ctx.new, tfName);
    if (!wasRequired && isRequired) push("config-became-required", n);
    if (wasRequired && !isRequired) push("config-became-optional", n);
    if (!o.deprecationMessage && n.deprecationMessage) push("config-deprecated", n, { after: n.deprecationMessage });
    // Provider configuration is flat in practice; any change of shape there is simply a type change.
    if (describeType(o.type) !== describeType(n.type) || !sameShape(ctx, o.type, n.type, "input")) {
      push("config-type-changed", n, { before: describeType(o.type), after: describeType(n.type) });
    }
  }
}

function nameChange(
  ctx: Ctx,
  subject: "config" | FieldSubject,
  tfPath: string,
  oldName: string,
  newName: string,
  push: (kind: ChangeKind, extra: Partial<RawChange>) => void,
): void {
  if (oldName !== newName) push(`${subject}-renamed`, { before: oldName, after: newName });
  else {
    const k = ctx.kept.get(tfPath);
    if (k && k.wouldBe !== newName) push(`${subject}-name-kept`, { before: k.wouldBe, after: newName });
  }
}

function compareFunction(ctx: Ctx, o: FunctionModel | undefined, n: FunctionModel | undefined): void {
  if (!o && n) {
    ctx.out.push({ kind: "function-added", function: n.name, tfType: n.tfType });
    return;
  }
  if (o && !n) {
    ctx.out.push({ kind: "function-removed", function: o.name, tfType: o.tfType });
    return;
  }
  if (!o || !n) return;
  if (!o.deprecationMessage && n.deprecationMessage) {
    ctx.out.push({ kind: "function-deprecated", function: n.name, tfType: n.tfType, after: n.deprecationMessage });
  }
  const where: Where = { function: n.name, tfType: n.tfType, doc: "", tf: n.tfType };
  compareProps(ctx, "input", o.inputs, n.inputs, where);
  compareProps(ctx, "output", o.outputs, n.outputs, where);
}

function compareProps(ctx: Ctx, subject: FieldSubject, oldProps: PropertyModel[], newProps: PropertyModel[], where: Where): void {
  const oldP = new Map(oldProps.map((p) => [p.tfName, p]));
  const newP = new Map(newProps.map((p) => [p.tfName, p]));
  for (const tfName of union(oldP.keys(), newP.keys())) {
    const o = oldP.get(tfName);
    const n = newP.get(tfName);
    const name = (n ?? o)!.name;
    const here: Where = { ...where, doc: where.doc ? `${where.doc}.${name}` : name, tf: `${where.tf}.${tfName}` };
    const push = (kind: ChangeKind, extra: Partial<RawChange> = {}) =>
      ctx.out.push({ kind, function: where.function, tfType: where.tfType, path: here.doc, tfPath: here.tf, ...extra });
    if (!o && n) {
      push(subject === "input" && n.required ? "input-added-required" : `${subject}-added`, { after: describeType(n.type) });
      continue;
    }
    if (o && !n) {
      push(`${subject}-removed`, { before: describeType(o.type) });
      continue;
    }
    if (!o || !n) continue;
    if (!!o.sdkId !== !!n.sdkId) {
      // The result `id` every function has: it came from the data source's `id` attribute, or is made up.
      push(n.sdkId ? "output-id-made-up" : "output-id-from-upstream");
      continue;
    }
    nameChange(ctx, subject, here.tf, o.name, n.name, push);
    if (subject === "input") {
      if (!o.required && n.required) push("input-became-required");
      if (o.required && !n.required) push("input-became-optional");
    } else {
      if (o.required && !n.required) push("output-became-optional");
      if (!o.required && n.required) push("output-became-always-present");
    }
    if (!o.deprecationMessage && n.deprecationMessage) push(`${subject}-deprecated`, { after: n.deprecationMessage });
    compareTypes(ctx, subject, o.type, n.type, here, push);
  }
}

/** The type with object names and list/set left out: two types with one outline differ only inside objects or in collection kind. */
function outline(t: TypeRef): string {
  switch (t.kind) {
    case "list":
      return `list<${outline(t.element)}>`;
    case "map":
      return `map<${outline(t.element)}>`;
    case "object":
      return "object";
    default:
      return t.kind;
  }
}

function hasCollectionChange(a: TypeRef, b: TypeRef): boolean {
  if (a.kind === "list" && b.kind === "list") return a.collection !== b.collection || hasCollectionChange(a.element, b.element);
  if (a.kind === "map" && b.kind === "map") return hasCollectionChange(a.element, b.element);
  return false;
}

/** Pairs of object types at the same position of two types with one outline. */
function objectPairs(a: TypeRef, b: TypeRef): [string, string][] {
  if ((a.kind === "list" && b.kind === "list") || (a.kind === "map" && b.kind === "map")) return objectPairs(a.element, b.element);
  if (a.kind === "object" && b.kind === "object") return [[a.name, b.name]];
  return [];
}

function isListOfObject(t: TypeRef): t is { kind: "list"; element: { kind: "object"; name: string }; collection: "list" | "set" } {
  return t.kind === "list" && t.element.kind === "object";
}

function compareTypes(
  ctx: Ctx,
  subject: FieldSubject,
  a: TypeRef,
  b: TypeRef,
  here: Where,
  push: (kind: ChangeKind, extra?: Partial<RawChange>) => void,
): void {
  const before = describeType(a);
  const after = describeType(b);
  let pairs: [string, string][];
  if (outline(a) === outline(b)) {
    if (hasCollectionChange(a, b)) push(`${subject}-collection-changed`, { before, after });
    pairs = objectPairs(a, b);
  } else if (isListOfObject(a) && b.kind === "object") {
    push(`${subject}-list-to-object`, { before, after });
    pairs = [[a.element.name, b.name]];
  } else if (a.kind === "object" && isListOfObject(b)) {
    push(`${subject}-object-to-list`, { before, after });
    pairs = [[a.name, b.element.name]];
  } else {
    // Anything else is a different type altogether; listing the differences inside it would only be noise.
    push(`${subject}-type-changed`, { before, after });
    return;
  }
  for (const [oldName, newName] of pairs) {
    if (oldName !== newName) {
      ctx.out.push({
        kind: "type-renamed",
        function: here.function,
        tfType: here.tfType,
        path: here.doc,
        tfPath: here.tf,
        before: oldName,
        after: newName,
      });
    }
    const oldProps = ctx.oldTypes.get(oldName)?.[subject] ?? [];
    const newProps = ctx.newTypes.get(newName)?.[subject] ?? [];
    compareProps(ctx, subject, oldProps, newProps, here);
  }
}

/** For config: true when nested objects (if any) hold the same fields; config types are compared as a whole. */
function sameShape(ctx: Ctx, a: TypeRef, b: TypeRef, role: FieldSubject): boolean {
  for (const [x, y] of objectPairs(a, b)) {
    const xp = ctx.oldTypes.get(x)?.[role] ?? [];
    const yp = ctx.newTypes.get(y)?.[role] ?? [];
    const sig = (ps: PropertyModel[]) => JSON.stringify(ps.map((p) => [p.tfName, p.name, outline(p.type), p.required]));
    if (sig(xp) !== sig(yp)) return false;
  }
  return true;
}

/** A nested type seen from the argument side and the result side is one type: report its rename once. */
function dedupe(changes: RawChange[]): RawChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const k = JSON.stringify([c.kind, c.tfPath ?? c.tfType, c.before, c.after]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
