/**
 * Checks a lookup result against the documented SDK (test/fixtures/spec/<type>.json) rather than against the
 * generated schema.json, so a naming bug in the generator cannot make its own output look right. Every key at
 * every depth must be a documented field of its type, fields documented as always present must be there,
 * and values must have the documented kind.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./plugin-process";

interface SpecField {
  name: string;
  type: string;
  required?: boolean;
}

interface Spec {
  functions: { name: string; token: string; outputs: SpecField[] }[];
  typeDetails?: { name: string; fields: SpecField[] }[];
  nestedTypes?: { name: string; fields: SpecField[] }[];
}

export interface DocumentedPackage {
  outputsOf(token: string): SpecField[];
  /** Problems with `result` as the documented result of `token`; empty when it conforms. */
  check(token: string, result: Record<string, unknown>): string[];
}

export function documentedPackage(pkg: string): DocumentedPackage {
  const spec = JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "spec", `${pkg}.json`), "utf8")) as Spec;
  const types = new Map([...(spec.typeDetails ?? []), ...(spec.nestedTypes ?? [])].map((t) => [t.name, t.fields]));
  const functions = new Map(spec.functions.map((f) => [f.token.replace("<pkg>", pkg), f]));

  const outputsOf = (token: string): SpecField[] => {
    const fn = functions.get(token);
    if (!fn) throw new Error(`the documented ${pkg} SDK has no function ${token}`);
    return fn.outputs;
  };

  function checkFields(value: Record<string, unknown>, fields: SpecField[], path: string, problems: string[]): void {
    const byName = new Map(fields.map((f) => [f.name, f]));
    for (const [key, v] of Object.entries(value)) {
      const field = byName.get(key);
      if (!field) problems.push(`${path}${key}: not a documented field (documented: ${[...byName.keys()].join(", ")})`);
      else checkValue(v, field.type, `${path}${key}`, problems);
    }
    for (const f of fields) if (f.required && !(f.name in value)) problems.push(`${path}${f.name}: documented as always present, missing`);
  }

  function checkValue(value: unknown, type: string, path: string, problems: string[]): void {
    if (value === null) return;
    const collection = /^(list|map)<(.+)>$/.exec(type);
    if (collection) {
      if (collection[1] === "list") {
        if (!Array.isArray(value)) problems.push(`${path}: expected a list, got ${JSON.stringify(value)}`);
        else value.forEach((v, i) => checkValue(v, collection[2], `${path}[${i}]`, problems));
      } else if (typeof value !== "object" || Array.isArray(value)) problems.push(`${path}: expected a map`);
      else for (const [k, v] of Object.entries(value)) checkValue(v, collection[2], `${path}[${JSON.stringify(k)}]`, problems);
      return;
    }
    if (type === "any") return;
    if (type === "string" || type === "number" || type === "boolean") {
      if (typeof value !== type) problems.push(`${path}: expected a ${type}, got ${JSON.stringify(value)}`);
      return;
    }
    const fields = types.get(type);
    if (!fields) throw new Error(`the documented ${pkg} SDK has no type ${type} (at ${path})`);
    if (typeof value !== "object" || Array.isArray(value))
      problems.push(`${path}: expected a ${type} object, got ${JSON.stringify(value)}`);
    else checkFields(value as Record<string, unknown>, fields, `${path}.`, problems);
  }

  return {
    outputsOf,
    check(token, result) {
      const problems: string[] = [];
      checkFields(result, outputsOf(token), "", problems);
      return problems;
    },
  };
}
