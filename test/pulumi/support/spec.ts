/**
 * The documented API contract (test/fixtures/spec/*.json) in the shape these tests need. Expectations come
 * from here, not from the generated metadata, so that a naming mistake in the generator shows up as a
 * difference rather than being copied into the expectation. The spec leaves the package name anonymised as
 * `<pkg>`; the packages are `ibm` and `edgecenter`.
 */
import * as fs from "fs";
import * as path from "path";

export const REPO_ROOT = path.resolve(__dirname, "..", "..", "..");

export interface SpecField {
  name: string;
  type: string;
  upstream: string;
  required?: boolean;
}

export interface SpecFunction {
  token: string;
  name: string;
  upstream: string;
  inputs: SpecField[];
  outputs: SpecField[];
}

export interface SpecConfig extends SpecField {
  secret?: boolean;
  deprecated?: boolean;
  deprecationMessage?: string;
  env?: string | string[];
  default?: string | number | boolean;
}

export interface SpecPackage {
  /** Provider type: folder under providers/. */
  type: "ibm" | "edgecenter";
  pkg: string;
  functions: SpecFunction[];
  config: SpecConfig[];
  /** Nested types the spec details, by name. */
  types: Map<string, SpecField[]>;
  /** Every nested type name the spec lists (some without field details). */
  typeNames: string[];
}

export const PACKAGES: readonly ("ibm" | "edgecenter")[] = ["ibm", "edgecenter"];

export function loadSpec(type: "ibm" | "edgecenter"): SpecPackage {
  const raw = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "test", "fixtures", "spec", `${type}.json`), "utf8"));
  const pkg = type;
  const types = new Map<string, SpecField[]>();
  for (const t of [...(raw.typeDetails ?? []), ...(raw.nestedTypes ?? [])]) types.set(t.name, t.fields);
  const functions = (raw.functions as SpecFunction[]).map((f) => ({ ...f, token: f.token.replace("<pkg>", pkg) }));
  return {
    type,
    pkg,
    functions,
    config: raw.config,
    types,
    typeNames: [...raw.types, ...(raw.typesFromUpstreamOnly ?? [])],
  };
}

/**
 * A value of a documented type, different per `seed` so that a field read from the wrong key shows up.
 * Nested types the spec does not detail come back as empty objects: the SDK passes results through as-is.
 */
export function sample(spec: SpecPackage, type: string, seed: string): unknown {
  const list = /^list<(.+)>$/.exec(type);
  if (list) return [sample(spec, list[1], `${seed}.0`)];
  const map = /^map<(.+)>$/.exec(type);
  if (map) return { key: sample(spec, map[1], `${seed}.key`) };
  switch (type) {
    case "string":
      return `${seed}-value`;
    case "number":
      return seed.length * 7 + 0.5;
    case "boolean":
      return seed.length % 2 === 0;
    default: {
      const fields = spec.types.get(type);
      return Object.fromEntries((fields ?? []).map((f) => [f.name, sample(spec, f.type, `${seed}.${f.name}`)]));
    }
  }
}

/** The string a user would put into stack config for a value of a scalar type. */
export function configText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function envList(c: SpecConfig): string[] {
  return c.env === undefined ? [] : Array.isArray(c.env) ? c.env : [c.env];
}

export function readJson<T = unknown>(rel: string): T {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, rel), "utf8")) as T;
}
