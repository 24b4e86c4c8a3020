/**
 * Provider configuration as the Pulumi engine hands it over, turned into documented config names and typed values
 * for the executor. The Pulumi engine's two spellings are both accepted:
 *  - ConfigureRequest.args: a Struct keyed by plain documented names, secrets still wrapped;
 *  - ConfigureRequest.variables: the deprecated string map keyed "<pkg>:config:<name>", non-strings JSON-encoded,
 *    secrets already stripped (so args wins whenever it is present).
 */
import type { PackageSchema, SchemaProperty } from "./package-files";
import { isUnknownValue, reveal, type PlainValue } from "./rpc-values";

/** Inputs every provider resource carries that are about the plugin, not configuration for it. */
const PULUMI_ENGINE_KEYS = new Set(["version", "pluginDownloadURL"]);

export interface ProviderSettings {
  /** Documented config name → value, only those set. */
  values: Record<string, PlainValue>;
  /** Names whose value arrived as a secret; results read with them are secret too. */
  secretNames: Set<string>;
}

export interface ConfigFailure {
  property: string;
  reason: string;
}

export class ConfigError extends Error {
  constructor(readonly failures: ConfigFailure[]) {
    super(failures.map((f) => `${f.property}: ${f.reason}`).join("; "));
  }
}

export function configVariables(schema: PackageSchema): Record<string, SchemaProperty> {
  return schema.config?.variables ?? {};
}

function typeName(p: SchemaProperty): string {
  return p.type ?? (p.$ref ? "object" : "any");
}

/**
 * Stack config reaches a default provider as strings (`pulumi config set ibm:cloudTimeout 60`), so a declared
 * number or boolean is parsed from its text; anything else of the wrong kind is a failure naming the variable.
 */
function coerce(name: string, value: PlainValue, declared: SchemaProperty): PlainValue {
  const type = typeName(declared);
  const fail = (): never => {
    // The value itself is left out: this may be a credential, and the message ends up in logs.
    throw new ConfigError([{ property: name, reason: `expected ${/^[aeiou]/.test(type) ? "an" : "a"} ${type}, got ${kindOf(value)}` }]);
  };
  if (value === null) return null;
  switch (type) {
    case "string":
      return typeof value === "string" ? value : fail();
    case "number":
    case "integer": {
      const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      if (!Number.isFinite(n) || (type === "integer" && !Number.isInteger(n))) fail();
      return n;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      return fail();
    case "array":
      if (Array.isArray(value)) return value;
      return typeof value === "string" ? coerce(name, parseJson(name, value), declared) : fail();
    case "object":
      if (typeof value === "object" && !Array.isArray(value)) return value;
      return typeof value === "string" ? coerce(name, parseJson(name, value), declared) : fail();
    default:
      return value;
  }
}

function kindOf(value: PlainValue): string {
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

function parseJson(name: string, text: string): PlainValue {
  try {
    return JSON.parse(text) as PlainValue;
  } catch {
    throw new ConfigError([{ property: name, reason: "is not valid JSON" }]);
  }
}

function unknownNameFailure(name: string, schema: PackageSchema): ConfigFailure {
  const known = Object.keys(configVariables(schema)).sort();
  return { property: name, reason: `is not a configuration variable of ${schema.name}; known: ${known.join(", ")}` };
}

/**
 * Builds settings from documented-name inputs, collecting every failure rather than stopping at the first, so
 * that one `pulumi up` reports all misspelt or mistyped variables together.
 */
function settingsFrom(inputs: Record<string, unknown>, schema: PackageSchema): ProviderSettings {
  const declared = configVariables(schema);
  const values: Record<string, PlainValue> = {};
  const secretNames = new Set<string>();
  const failures: ConfigFailure[] = [];
  for (const [name, raw] of Object.entries(inputs)) {
    if (PULUMI_ENGINE_KEYS.has(name) || raw === undefined) continue;
    const variable = declared[name];
    if (!variable) {
      failures.push(unknownNameFailure(name, schema));
      continue;
    }
    try {
      const { value, secret } = reveal(raw, name);
      if (value === null) continue;
      values[name] = coerce(name, value, variable);
      if (secret) secretNames.add(name);
    } catch (e) {
      if (e instanceof ConfigError) failures.push(...e.failures);
      else failures.push({ property: name, reason: (e as Error).message });
    }
  }
  // By name, so the report does not depend on the order the Pulumi engine's Struct happened to have.
  if (failures.length) throw new ConfigError(failures.sort((a, b) => (a.property < b.property ? -1 : a.property > b.property ? 1 : 0)));
  return { values, secretNames };
}

/**
 * CheckConfig: the Pulumi engine sends documented names with secrets stripped and, during previews, unknowns for
 * values that come from other resources; those cannot be judged yet and pass. The inputs go back unchanged
 * (the protocol asks that their representation be kept, since the Pulumi engine diffs and stores them).
 */
export function checkConfig(news: Record<string, unknown>, schema: PackageSchema): ConfigFailure[] {
  const known: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(news)) if (!isUnknownValue(v)) known[k] = v;
  try {
    settingsFrom(known, schema);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.failures;
    throw e;
  }
}

export interface ConfigureInput {
  /** ConfigureRequest.args as JavaScript, when the Pulumi engine sent it. */
  args?: Record<string, unknown>;
  /** ConfigureRequest.variables. */
  variables: Iterable<[string, string]>;
}

export function settingsFromConfigure(input: ConfigureInput, schema: PackageSchema): ProviderSettings {
  if (input.args && Object.keys(input.args).length > 0) return settingsFrom(input.args, schema);
  const byName: Record<string, unknown> = {};
  const prefixes = [`${schema.name}:config:`, `${schema.name}:`];
  for (const [key, value] of input.variables) {
    const prefix = prefixes.find((p) => key.startsWith(p));
    // Keys of another package cannot be ours; reporting them as unknown names would blame the wrong thing.
    if (!prefix) continue;
    byName[key.slice(prefix.length)] = value;
  }
  return settingsFrom(byName, schema);
}

/**
 * DiffConfig: no resource is owned by this provider (it only reads), so a configuration change never forces
 * a replacement; only the changed names are reported, for the Pulumi engine's display.
 */
export function diffConfig(olds: Record<string, unknown>, news: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(olds), ...Object.keys(news)]);
  return [...names].filter((n) => !PULUMI_ENGINE_KEYS.has(n) && JSON.stringify(olds[n]) !== JSON.stringify(news[n])).sort();
}
