import type { CtyType, ProviderSchemaJson, SchemaBlock, SchemasFile } from "./types";

/** A schema that is not what `terraform providers schema -json` prints; names the file and the JSON path. */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly jsonPath: string,
    readonly problem: string,
  ) {
    super(`${file}: ${jsonPath}: ${problem}`);
    this.name = "SchemaError";
  }
}

const NESTING_MODES = new Set(["single", "group", "list", "set", "map"]);
const ATTRIBUTE_NESTING_MODES = new Set(["single", "list", "set", "map"]);
const PRIMITIVES = new Set(["string", "number", "bool", "dynamic"]);
// Format 1.x only adds fields; 0.x predates Terraform 1.0 and lays attributes out differently.
const SUPPORTED_FORMAT = /^1\.\d+$/;

/** `$.a.b` or `$.a["b.c"]`: a JSON path step that stays readable for plain keys and exact for any other. */
export function jsonPathKey(p: string, k: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? `${p}.${k}` : `${p}[${JSON.stringify(k)}]`;
}

function describe(v: unknown): string {
  // JSON.stringify(undefined) is undefined, which would print "undefined undefined" for a missing key.
  if (v === undefined) return "nothing (the key is missing)";
  if (v === null) return "null";
  if (Array.isArray(v)) return `an array ${JSON.stringify(v).slice(0, 60)}`;
  if (typeof v === "object") return "an object";
  return `${typeof v} ${JSON.stringify(v)}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Checks the shape of a whole schemas file and returns the entry for `registryKey`. */
export function validateSchemasFile(file: string, raw: unknown, registryKey: string): ProviderSchemaJson {
  const fail = (p: string, msg: string): never => {
    throw new SchemaError(file, p, msg);
  };
  if (!isObject(raw)) fail("$", `expected an object, got ${describe(raw)}`);
  const doc = raw as Record<string, unknown>;
  const fv = doc.format_version;
  if (typeof fv !== "string" || !SUPPORTED_FORMAT.test(fv)) {
    fail("$.format_version", `expected a 1.x format version such as "1.0", got ${describe(fv)}`);
  }
  const ps = doc.provider_schemas;
  if (!isObject(ps)) fail("$.provider_schemas", `expected an object, got ${describe(ps)}`);
  const keys = Object.keys(ps as object);
  const match = keys.find((k) => normaliseRegistryKey(k) === normaliseRegistryKey(registryKey));
  if (!match) {
    fail(
      "$.provider_schemas",
      `expected the provider key "${registryKey}" (from cdktf.json), ` +
        `found ${keys.length ? keys.map((k) => `"${k}"`).join(", ") : "no provider"}`,
    );
  }
  const extra = keys.filter((k) => k !== match);
  if (extra.length) fail("$.provider_schemas", `expected only "${registryKey}", also found ${extra.map((k) => `"${k}"`).join(", ")}`);
  const base = jsonPathKey("$.provider_schemas", match as string);
  const entry = (ps as Record<string, unknown>)[match as string];
  if (!isObject(entry)) fail(base, `expected an object, got ${describe(entry)}`);
  const e = entry as Record<string, unknown>;
  validateEntry(fail, `${base}.provider`, e.provider);
  for (const section of ["data_source_schemas", "resource_schemas", "ephemeral_resource_schemas"] as const) {
    const s = e[section];
    if (s === undefined && section !== "data_source_schemas") continue;
    if (!isObject(s)) fail(`${base}.${section}`, `expected an object, got ${describe(s)}`);
    for (const [name, se] of Object.entries(s as object)) validateEntry(fail, jsonPathKey(`${base}.${section}`, name), se);
  }
  if (e.functions !== undefined) {
    if (!isObject(e.functions)) fail(`${base}.functions`, `expected an object, got ${describe(e.functions)}`);
    for (const [name, f] of Object.entries(e.functions as object)) validateFunction(fail, jsonPathKey(`${base}.functions`, name), name, f);
  }
  return entry as ProviderSchemaJson;
}

/** A function name as Terraform accepts it after `provider::<name>::`: an HCL identifier. */
const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function validateFunction(fail: Fail, p: string, fnName: string, v: unknown): void {
  if (!FUNCTION_NAME.test(fnName)) fail(p, `expected a function name Terraform can call (an identifier), got ${describe(fnName)}`);
  if (!isObject(v)) fail(p, `expected a function signature object with "return_type", got ${describe(v)}`);
  for (const text of ["description", "summary", "deprecation_message"]) {
    if (v[text] !== undefined && typeof v[text] !== "string") fail(`${p}.${text}`, `expected a string, got ${describe(v[text])}`);
  }
  if (v.return_type === undefined) fail(`${p}.return_type`, `expected the function's return type, got ${describe(v.return_type)}`);
  validateCtyType(fail, `${p}.return_type`, v.return_type);
  if (v.parameters !== undefined) {
    if (!Array.isArray(v.parameters)) fail(`${p}.parameters`, `expected an array of parameters, got ${describe(v.parameters)}`);
    (v.parameters as unknown[]).forEach((param, i) => validateParameter(fail, `${p}.parameters[${i}]`, param));
  }
  if (v.variadic_parameter !== undefined) validateParameter(fail, `${p}.variadic_parameter`, v.variadic_parameter);
}

function validateParameter(fail: Fail, p: string, v: unknown): void {
  if (!isObject(v)) fail(p, `expected a parameter object with "type", got ${describe(v)}`);
  for (const text of ["name", "description"]) {
    if (v[text] !== undefined && typeof v[text] !== "string") fail(`${p}.${text}`, `expected a string, got ${describe(v[text])}`);
  }
  if (v.is_nullable !== undefined && typeof v.is_nullable !== "boolean") {
    fail(`${p}.is_nullable`, `expected a boolean, got ${describe(v.is_nullable)}`);
  }
  if (v.type === undefined) fail(`${p}.type`, `expected the parameter's type, got ${describe(v.type)}`);
  validateCtyType(fail, `${p}.type`, v.type);
}

type Fail = (p: string, msg: string) => never;

function validateEntry(fail: Fail, p: string, v: unknown): void {
  if (!isObject(v)) fail(p, `expected a schema object with "version" and "block", got ${describe(v)}`);
  const e = v;
  if (typeof e.version !== "number" || !Number.isInteger(e.version))
    fail(`${p}.version`, `expected an integer, got ${describe(e.version)}`);
  validateBlock(fail, `${p}.block`, e.block);
}

function validateBlock(fail: Fail, p: string, v: unknown): void {
  if (!isObject(v)) fail(p, `expected a block object, got ${describe(v)}`);
  const b = v as SchemaBlock & Record<string, unknown>;
  if (b.attributes !== undefined) {
    if (!isObject(b.attributes)) fail(`${p}.attributes`, `expected an object, got ${describe(b.attributes)}`);
    for (const [name, a] of Object.entries(b.attributes as object)) validateAttribute(fail, jsonPathKey(`${p}.attributes`, name), a);
  }
  if (b.block_types !== undefined) {
    if (!isObject(b.block_types)) fail(`${p}.block_types`, `expected an object, got ${describe(b.block_types)}`);
    for (const [name, bt] of Object.entries(b.block_types as object)) {
      const bp = jsonPathKey(`${p}.block_types`, name);
      if (!isObject(bt)) fail(bp, `expected a block type object, got ${describe(bt)}`);
      const t = bt;
      if (typeof t.nesting_mode !== "string" || !NESTING_MODES.has(t.nesting_mode)) {
        fail(`${bp}.nesting_mode`, `expected one of single, group, list, set, map, got ${describe(t.nesting_mode)}`);
      }
      validateItems(fail, bp, t);
      validateBlock(fail, `${bp}.block`, t.block);
    }
  }
  for (const flag of ["deprecated"] as const) {
    if (b[flag] !== undefined && typeof b[flag] !== "boolean") fail(`${p}.${flag}`, `expected a boolean, got ${describe(b[flag])}`);
  }
}

function validateItems(fail: Fail, p: string, t: Record<string, unknown>): void {
  for (const f of ["min_items", "max_items"]) {
    const n = t[f];
    if (n !== undefined && (typeof n !== "number" || !Number.isInteger(n) || n < 0)) {
      fail(`${p}.${f}`, `expected a non-negative integer, got ${describe(n)}`);
    }
  }
}

function validateAttribute(fail: Fail, p: string, v: unknown): void {
  if (!isObject(v)) fail(p, `expected an attribute object, got ${describe(v)}`);
  const a = v;
  for (const flag of ["required", "optional", "computed", "sensitive", "deprecated"]) {
    if (a[flag] !== undefined && typeof a[flag] !== "boolean") fail(`${p}.${flag}`, `expected a boolean, got ${describe(a[flag])}`);
  }
  if (!a.required && !a.optional && !a.computed) fail(p, `expected at least one of required, optional or computed to be true`);
  if (a.required && (a.optional || a.computed)) fail(p, `an attribute cannot be required and also optional or computed`);
  if (a.type === undefined && a.nested_type === undefined) fail(p, `attribute has no "type" (and no "nested_type")`);
  if (a.type !== undefined && a.nested_type !== undefined) fail(p, `attribute has both "type" and "nested_type"`);
  if (a.type !== undefined) validateCtyType(fail, `${p}.type`, a.type);
  if (a.nested_type !== undefined) {
    const np = `${p}.nested_type`;
    if (!isObject(a.nested_type)) fail(np, `expected an object, got ${describe(a.nested_type)}`);
    const nt = a.nested_type;
    if (typeof nt.nesting_mode !== "string" || !ATTRIBUTE_NESTING_MODES.has(nt.nesting_mode)) {
      fail(`${np}.nesting_mode`, `expected one of single, list, set, map, got ${describe(nt.nesting_mode)}`);
    }
    validateItems(fail, np, nt);
    if (!isObject(nt.attributes)) fail(`${np}.attributes`, `expected an object, got ${describe(nt.attributes)}`);
    for (const [name, na] of Object.entries(nt.attributes as object)) validateAttribute(fail, jsonPathKey(`${np}.attributes`, name), na);
  }
}

export function validateCtyType(fail: Fail, p: string, t: unknown): asserts t is CtyType {
  if (typeof t === "string") {
    if (!PRIMITIVES.has(t)) fail(p, `expected a type (string, number, bool, dynamic, or a collection), got ${describe(t)}`);
    return;
  }
  if (!Array.isArray(t) || t.length < 2) fail(p, `expected a type (string, number, bool, dynamic, or a collection), got ${describe(t)}`);
  const [kind, arg] = t as unknown[];
  switch (kind) {
    case "list":
    case "set":
    case "map":
      if (t.length !== 2) fail(p, `expected ["${kind}", <element type>], got ${describe(t)}`);
      validateCtyType(fail, `${p}[1]`, arg);
      return;
    case "object":
      if (!isObject(arg)) fail(`${p}[1]`, `expected an object of attribute types, got ${describe(arg)}`);
      for (const [name, at] of Object.entries(arg as object)) validateCtyType(fail, jsonPathKey(`${p}[1]`, name), at);
      if (t.length === 3 && !(Array.isArray(t[2]) && t[2].every((x: unknown) => typeof x === "string"))) {
        fail(`${p}[2]`, `expected a list of optional attribute names, got ${describe(t[2])}`);
      }
      if (t.length > 3) fail(p, `expected ["object", {…}] or ["object", {…}, [optional names]], got ${describe(t)}`);
      return;
    case "tuple":
      if (!Array.isArray(arg)) fail(`${p}[1]`, `expected an array of element types, got ${describe(arg)}`);
      (arg as unknown[]).forEach((et, i) => validateCtyType(fail, `${p}[1][${i}]`, et));
      return;
    default:
      fail(`${p}[0]`, `expected one of list, set, map, object, tuple, got ${describe(kind)}`);
  }
}

/** `terraform` and `tofu` print different registry hosts for the same provider; both mean the public registry. */
export function normaliseRegistryKey(k: string): string {
  return k.toLowerCase().replace(/^registry\.opentofu\.org\//, "registry.terraform.io/");
}

export type { SchemasFile };
