/**
 * Checks a lookup's arguments against the metadata before anything is spawned: a wrong name or type found
 * here costs microseconds, found by Terraform it costs a whole run and comes back in upstream names.
 */
import type { FieldMeta, FunctionMeta, PackageMeta, RuleMeta, TypeRef } from "./metadata";

export class ArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArgumentError";
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Absent in the Pulumi sense: undefined and null both mean "not given". */
export const isGiven = (v: unknown): boolean => v !== undefined && v !== null;

/** How a received value is described; a secret one is named by its kind only. */
export function describeValue(v: unknown, secret: boolean): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return `a list of ${v.length}`;
  const kind = typeof v;
  if (kind === "object") return isPlainObject(v) ? "an object" : `an instance of ${(v as object).constructor?.name ?? "an unknown class"}`;
  if (secret) return `${kind} (secret value)`;
  if (kind === "string") return `string ${JSON.stringify((v as string).length > 60 ? (v as string).slice(0, 57) + "..." : v)}`;
  if (kind === "number" || kind === "boolean" || kind === "bigint") return `${kind} ${String(v)}`;
  return kind;
}

function expected(t: TypeRef): string {
  switch (t.kind) {
    case "string":
      return "a string";
    case "number":
      return "a number";
    case "boolean":
      return "a boolean";
    case "any":
      return "any value";
    case "list":
      return `a list of ${expectedPlural(t.element)}`;
    case "map":
      return `a map of ${expectedPlural(t.element)}`;
    case "object":
      return `an object of type ${t.name}`;
  }
}

function expectedPlural(t: TypeRef): string {
  switch (t.kind) {
    case "string":
    case "number":
    case "boolean":
      return `${t.kind}s`;
    case "object":
      return `${t.name} objects`;
    default:
      return expected(t);
  }
}

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

/** The documented name a misspelt one most likely meant: same letters in another case, the upstream spelling, or a near miss. */
export function suggest(name: string, fields: FieldMeta[]): string | undefined {
  const lower = name.toLowerCase();
  const exact = fields.find((f) => f.name.toLowerCase() === lower || f.tfName === name || f.tfName.replace(/_/g, "").toLowerCase() === lower);
  if (exact) return exact.name;
  let best: { name: string; d: number } | undefined;
  for (const f of fields) {
    const d = editDistance(lower, f.name.toLowerCase());
    if (d <= Math.max(2, Math.floor(f.name.length / 4)) && (!best || d < best.d)) best = { name: f.name, d };
  }
  return best?.name;
}

class Checker {
  readonly problems: string[] = [];
  constructor(
    readonly meta: PackageMeta,
    /** "argument" for lookups, "setting" for provider configuration. */
    readonly noun: "argument" | "setting",
  ) {}

  fail(message: string): void {
    this.problems.push(message);
  }

  value(v: unknown, t: TypeRef, path: string, secret: boolean): void {
    const wrong = () => this.fail(`${this.noun} ${path}: expected ${expected(t)}, got ${describeValue(v, secret)}`);
    switch (t.kind) {
      case "any":
        return;
      case "string":
        if (typeof v !== "string") wrong();
        return;
      case "number":
        if (typeof v !== "number" || !Number.isFinite(v)) wrong();
        return;
      case "boolean":
        if (typeof v !== "boolean") wrong();
        return;
      case "list":
        if (!Array.isArray(v)) return wrong();
        v.forEach((e, i) => {
          if (!isGiven(e)) this.fail(`${this.noun} ${path}[${i}]: expected ${expected(t.element)}, got ${describeValue(e, false)}`);
          else this.value(e, t.element, `${path}[${i}]`, secret);
        });
        return;
      case "map":
        if (!isPlainObject(v)) return wrong();
        for (const [k, e] of Object.entries(v)) {
          if (!isGiven(e)) this.fail(`${this.noun} ${path}.${k}: expected ${expected(t.element)}, got ${describeValue(e, false)}`);
          else this.value(e, t.element, `${path}.${k}`, secret);
        }
        return;
      case "object": {
        if (!isPlainObject(v)) return wrong();
        const type = this.meta.types.get(t.name);
        this.fields(v, type?.input ?? [], path + ".", secret);
        return;
      }
    }
  }

  fields(args: Record<string, unknown>, fields: FieldMeta[], prefix: string, secret: boolean): void {
    for (const k of Object.keys(args)) {
      if (fields.some((f) => f.name === k)) continue;
      const hint = suggest(k, fields);
      this.fail(`unknown ${this.noun} ${prefix}${k}${hint ? ` (did you mean ${prefix}${hint}?)` : fields.length ? ` (expected one of ${fields.map((f) => f.name).join(", ")})` : ""}`);
    }
    for (const f of fields) {
      const v = args[f.name];
      if (!isGiven(v)) {
        if (f.required) this.fail(`${this.noun} ${prefix}${f.name}: expected ${expected(f.type)}, got nothing (it is required)`);
        continue;
      }
      this.value(v, f.type, `${prefix}${f.name}`, secret || f.secret);
    }
  }

  rules(args: Record<string, unknown>, rules: RuleMeta[]): void {
    for (const r of rules) {
      const given = r.fields.filter((f) => isGiven(args[f]));
      const names = `${this.noun}s ${listNames(r.fields)}`;
      const got = given.length === 0 ? "none" : given.length === 2 && r.fields.length === 2 ? "both" : `${given.length} (${given.join(", ")})`;
      switch (r.kind) {
        case "exactlyOneOf":
          if (given.length !== 1) this.fail(`${names}: exactly one must be given, got ${got}`);
          break;
        case "atLeastOneOf":
          if (given.length === 0) this.fail(`${names}: at least one must be given, got none`);
          break;
        case "conflictsWith":
          if (given.length > 1) this.fail(`${names}: at most one may be given, got ${got}`);
          break;
        case "requiredWith": {
          // Upstream's RequiredWith sits on the first field: setting it needs every other one too.
          const [first, ...rest] = r.fields;
          const missing = rest.filter((f) => !isGiven(args[f]));
          if (isGiven(args[first]) && missing.length > 0) this.fail(`${this.noun} ${first} needs ${listNames(missing)} as well, got ${first} without ${missing.length > 1 ? "them" : "it"}`);
          break;
        }
      }
    }
  }
}

function listNames(names: string[]): string {
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Throws an ArgumentError naming the function, every bad argument, what was expected and what came. */
export function validateArgs(meta: PackageMeta, fn: FunctionMeta, args: unknown): Record<string, unknown> {
  if (args === undefined || args === null) args = {};
  if (!isPlainObject(args)) throw new ArgumentError(`${fn.name}: expected an object of arguments, got ${describeValue(args, false)}`);
  const c = new Checker(meta, "argument");
  c.fields(args, fn.inputs, "", false);
  c.rules(args, fn.rules);
  if (c.problems.length > 0) throw new ArgumentError(`${fn.name}: ${c.problems.join("; ")}`);
  return args;
}

/** Same checks for provider configuration, in documented config names. */
export function validateConfig(meta: PackageMeta, values: Record<string, unknown>, source: string): void {
  const c = new Checker(meta, "setting");
  c.fields(values, meta.config, "", false);
  c.rules(values, meta.configRules);
  if (c.problems.length > 0) throw new ArgumentError(`${meta.pkg} configuration (${source}): ${c.problems.join("; ")}`);
}
