/**
 * Checks a lookup's arguments against the metadata before anything is spawned: a wrong name or type found
 * here costs microseconds, found by Terraform it costs a whole run and comes back in upstream names.
 *
 * This is the shared front door of every engine. The caller's object is first read once into a copy made only of
 * plain data (see `plainCopy`), so that whatever the object does on access (getters or Proxy traps that throw or
 * answer differently each time, inherited or odd keys, holes, cycles) is found here, reported as an
 * ArgumentError, and what is checked is exactly what is sent.
 */
import type { FieldMeta, FunctionMeta, PackageMeta, RuleMeta, TypeRef } from "./metadata";

export class ArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArgumentError";
  }
}

/** No message quotes more of a value, or lists more names or problems, than this. */
const QUOTE_LIMIT = 60;
const NAME_LIMIT = 6;
const PROBLEM_LIMIT = 5;
/** Deeper than any schema nests; a deeper value is a mistake or an attack. */
const DEPTH_LIMIT = 64;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Absent in the Pulumi sense: undefined and null both mean "not given". */
export const isGiven = (v: unknown): boolean => v !== undefined && v !== null;

/** A string cut to a length an error message can carry, quoted. */
export function quote(s: string, limit = QUOTE_LIMIT): string {
  return JSON.stringify(s.length > limit ? `${s.slice(0, limit - 3)}...` : s) + (s.length > limit ? ` (${s.length} characters)` : "");
}

/** At most a handful of names, then how many more. */
export function listSome(names: readonly string[], limit = NAME_LIMIT): string {
  return names.length <= limit ? names.join(", ") : `${names.slice(0, limit).join(", ")} and ${names.length - limit} more`;
}

/** One step of a path: `.name` for identifier-like keys, `["…"]` (quoted, cut short) for anything else. */
export function keyStep(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$-]{0,80}$/.test(key) ? `.${key}` : `[${quote(key, 40)}]`;
}

/** How a received value is described; a secret one is named by its kind only. Never throws. */
export function describeValue(v: unknown, secret: boolean): string {
  try {
    if (v === null) return "null";
    if (Array.isArray(v)) return `a list of ${v.length}`;
    const kind = typeof v;
    if (kind === "object") {
      if (isPlainObject(v)) return "an object";
      const proto = Object.getPrototypeOf(v) as { constructor?: { name?: unknown } } | null;
      if (proto !== null && !Object.prototype.hasOwnProperty.call(proto, "constructor"))
        return "an object that inherits from another object (give a plain object)";
      const name = proto?.constructor?.name;
      return `an instance of ${typeof name === "string" && name ? quote(name, 40).slice(1, -1) : "an unknown class"}`;
    }
    if (secret) return `${kind} (secret value)`;
    if (kind === "string") return `string ${quote(v as string)}`;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- `kind` is typeof v: a primitive here
    if (kind === "number" || kind === "boolean" || kind === "bigint") return `${kind} ${String(v)}`;
    return kind;
  } catch {
    return "a value that cannot be inspected";
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

class CopyProblem extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** What a caller's code threw, in a few words; whatever was thrown, describing it never throws. */
export function describeThrown(err: unknown): string {
  try {
    const message = err instanceof Error ? err.message : String(err);
    return quote(typeof message === "string" ? message : "an unreadable error", 120).slice(1, -1);
  } catch {
    return "an unreadable error";
  }
}

/**
 * Where plainCopy is, as the keys and indexes that led there (pushed and popped as it goes): the path's text
 * (`.tags["a b"][0]`) is made only for an error.
 */
type CopyPath = (string | number)[];
const pathText = (path: CopyPath): string => path.map((k) => (typeof k === "number" ? `[${k}]` : keyStep(k))).join("");

/** A caller's getter or Proxy trap threw while `what` was read at `path`. */
const threw = (path: CopyPath, what: string, err: unknown): CopyProblem =>
  new CopyProblem(pathText(path), `${what} threw (${describeThrown(err)})`);

/**
 * The value as plain data, read exactly once: arrays as arrays, plain objects as null-prototype objects holding
 * their own enumerable string keys (so `__proto__` or `constructor` is an ordinary key and nothing inherited is
 * ever read), everything else as it is (class instances are then reported by the type check; at the top, with
 * `instanceAsRecord`, a class instance is read by its own properties, as a call's arguments may be). Throws a
 * CopyProblem for a getter or Proxy trap that throws, a hole in an array, a cycle, too deep a nesting, or a string
 * JSON cannot carry (a lone UTF-16 surrogate). Symbol keys and non-enumerable properties are not data and are not read.
 * With `topOnly`, the values under the top are read once and passed on as they are, for the copy made later.
 */
function plainCopy(v: unknown, path: CopyPath, ancestors: object[], instanceAsRecord = false, topOnly = false): unknown {
  if (typeof v === "string") {
    if (LONE_SURROGATE.test(v))
      throw new CopyProblem(pathText(path), "holds a lone UTF-16 surrogate, which cannot be sent as text; pass well-formed Unicode");
    return v;
  }
  if (v === null || (typeof v !== "object" && typeof v !== "function")) return v;
  if (typeof v === "function") return v;
  if (ancestors.includes(v)) throw new CopyProblem(pathText(path), "contains itself (a reference cycle)");
  if (ancestors.length >= DEPTH_LIMIT) throw new CopyProblem(pathText(path), `is nested more than ${DEPTH_LIMIT} levels deep`);
  const obj = v as Record<string | number, unknown>;
  let isArray: boolean;
  try {
    isArray = Array.isArray(obj);
  } catch (err) {
    throw threw(path, "reading it", err);
  }
  ancestors.push(obj);
  const out = isArray ? copyList(obj, path, ancestors, topOnly) : copyRecord(obj, path, ancestors, instanceAsRecord, topOnly);
  ancestors.pop();
  return out;
}

function copyList(obj: Record<number, unknown>, path: CopyPath, ancestors: object[], topOnly: boolean): unknown[] {
  let length: number;
  try {
    length = (obj as unknown as unknown[]).length;
  } catch (err) {
    throw threw(path, "reading its length", err);
  }
  const out: unknown[] = [];
  for (let i = 0; i < length; i++) {
    path.push(i);
    let element: unknown;
    try {
      if (!Object.getOwnPropertyDescriptor(obj, i))
        throw new CopyProblem(pathText(path), "is a hole in the list (a sparse array); give every element");
      element = obj[i];
    } catch (err) {
      throw err instanceof CopyProblem ? err : threw(path, "reading it", err);
    }
    out.push(topOnly ? element : plainCopy(element, path, ancestors));
    path.pop();
  }
  return out;
}

function copyRecord(
  obj: Record<string, unknown>,
  path: CopyPath,
  ancestors: object[],
  instanceAsRecord: boolean,
  topOnly: boolean,
): Record<string, unknown> {
  let keys: (string | symbol)[];
  let proto: object | null;
  let isInstance: boolean;
  try {
    proto = Object.getPrototypeOf(obj) as object | null;
    isInstance = proto !== null && Object.prototype.hasOwnProperty.call(proto, "constructor");
  } catch (err) {
    throw threw(path, "reading it", err);
  }
  // An instance of a class may hold a call's arguments (its own properties); anywhere else it is not data.
  if (proto !== Object.prototype && proto !== null && !(instanceAsRecord && isInstance)) return obj;
  try {
    keys = Reflect.ownKeys(obj);
  } catch (err) {
    throw threw(path, "listing its keys", err);
  }
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    if (typeof key !== "string") continue;
    path.push(key);
    if (LONE_SURROGATE.test(key))
      throw new CopyProblem(pathText(path), "has a key holding a lone UTF-16 surrogate, which cannot be sent as text");
    let value: unknown;
    try {
      if (!Object.getOwnPropertyDescriptor(obj, key)?.enumerable) {
        path.pop();
        continue;
      }
      value = obj[key];
    } catch (err) {
      throw threw(path, "reading it", err);
    }
    out[key] = topOnly ? value : plainCopy(value, path, ancestors);
    path.pop();
  }
  return out;
}

/**
 * A call's arguments as plain data, for the engines and the SDK glue: throws an ArgumentError naming the function
 * and the argument when reading the caller's object fails. `undefined`/`null` is no arguments. With `topOnly`, only
 * the arguments object itself is read (its keys and each value, once), the values staying as the caller gave them:
 * what the SDK glue reads on the way to the executor, whose validation makes the one plain copy of a lookup.
 */
export function plainArguments(
  fnName: string,
  args: unknown,
  noun: "argument" | "setting" = "argument",
  topOnly = false,
): Record<string, unknown> {
  if (args === undefined || args === null) return Object.create(null) as Record<string, unknown>;
  let copy: unknown;
  try {
    copy = plainCopy(args, [], [], true, topOnly);
  } catch (err) {
    if (!(err instanceof CopyProblem)) throw err;
    const name = err.path.replace(/^\./, "");
    throw new ArgumentError(`${fnName}: ${name ? `${noun} ${name}` : `the ${noun}s object`} ${err.problem}`);
  }
  if (!isPlainObject(copy)) throw new ArgumentError(`${fnName}: expected an object of ${noun}s, got ${describeValue(args, false)}`);
  return copy;
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

/** The documented name a misspelt one most likely meant: same letters in another case, the upstream spelling, or a near miss. */
export function suggest(name: string, fields: FieldMeta[]): string | undefined {
  // No documented name is this long; comparing would only cost time.
  if (name.length > 100) return undefined;
  const lower = name.toLowerCase();
  const exact = fields.find(
    (f) => f.name.toLowerCase() === lower || f.tfName === name || f.tfName.replace(/_/g, "").toLowerCase() === lower,
  );
  if (exact) return exact.name;
  // Loaded here, on the error path only: a lookup that passes never needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { distance } = require("fastest-levenshtein") as typeof import("fastest-levenshtein");
  let best: { name: string; d: number } | undefined;
  for (const f of fields) {
    const d = distance(lower, f.name.toLowerCase());
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
      case "any": {
        // Anything JSON can say; plainCopy has already turned plain objects and arrays into data.
        const bad = jsonProblem(v);
        if (bad)
          this.fail(
            `${this.noun} ${path}${bad.at}: expected a JSON value (string, number, boolean, list or object), ` +
              `got ${describeValue(bad.value, secret)}`,
          );
        return;
      }
      case "string":
        if (typeof v !== "string") wrong();
        return;
      case "number":
        // A bigint is exact where a number may not be (a 64-bit ID: `BigInt(result.serial)` sends one back).
        if (typeof v === "bigint") return;
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
          if (!isGiven(e)) this.fail(`${this.noun} ${path}${keyStep(k)}: expected ${expected(t.element)}, got ${describeValue(e, false)}`);
          else this.value(e, t.element, `${path}${keyStep(k)}`, secret);
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
      const shown = `${prefix}${keyStep(k).replace(/^\./, "")}`;
      const why = hint
        ? ` (did you mean ${prefix}${hint}?)`
        : fields.length
          ? ` (expected one of ${listSome(fields.map((f) => f.name))})`
          : "";
      this.fail(`unknown ${this.noun} ${shown}${why}`);
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
      const got =
        given.length === 0 ? "none" : given.length === 2 && r.fields.length === 2 ? "both" : `${given.length} (${given.join(", ")})`;
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
          if (isGiven(args[first]) && missing.length > 0)
            this.fail(
              `${this.noun} ${first} needs ${listNames(missing)} as well, got ${first} without ${missing.length > 1 ? "them" : "it"}`,
            );
          break;
        }
      }
    }
  }
}

function listNames(names: string[]): string {
  if (names.length > NAME_LIMIT) return listSome(names);
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * The first part of a value JSON cannot carry as it is (a function, symbol, bigint, non-finite number, class
 * instance, undefined in a list).
 */
function jsonProblem(v: unknown, at = ""): { at: string; value: unknown } | undefined {
  if (v === null || typeof v === "string" || typeof v === "boolean") return undefined;
  if (typeof v === "number") return Number.isFinite(v) ? undefined : { at, value: v };
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = v[i] === undefined ? { at: `${at}[${i}]`, value: undefined } : jsonProblem(v[i], `${at}[${i}]`);
      if (p) return p;
    }
    return undefined;
  }
  if (isPlainObject(v)) {
    for (const [k, e] of Object.entries(v)) {
      const p = e === undefined ? undefined : jsonProblem(e, `${at}${keyStep(k)}`);
      if (p) return p;
    }
    return undefined;
  }
  return { at, value: v };
}

/** The problems of one check as one message: the first few, then how many more. */
function problemList(problems: string[]): string {
  const shown = problems.slice(0, PROBLEM_LIMIT).join("; ");
  return problems.length > PROBLEM_LIMIT ? `${shown}; and ${problems.length - PROBLEM_LIMIT} more problems` : shown;
}

/** Throws an ArgumentError naming the function, every bad argument, what was expected and what came. */
export function validateArgs(meta: PackageMeta, fn: FunctionMeta, args: unknown): Record<string, unknown> {
  const copy = plainArguments(fn.name, args);
  const c = new Checker(meta, "argument");
  c.fields(copy, fn.inputs, "", false);
  c.rules(copy, fn.rules);
  if (c.problems.length > 0) throw new ArgumentError(`${fn.name}: ${problemList(c.problems)}`);
  return copy;
}

/** Same checks for provider configuration, in documented config names. */
export function validateConfig(meta: PackageMeta, values: Record<string, unknown>, source: string): Record<string, unknown> {
  const copy = plainArguments(`${meta.pkg} configuration (${source})`, values, "setting");
  const c = new Checker(meta, "setting");
  c.fields(copy, meta.config, "", false);
  c.rules(copy, meta.configRules);
  if (c.problems.length > 0) throw new ArgumentError(`${meta.pkg} configuration (${source}): ${problemList(c.problems)}`);
  return copy;
}
