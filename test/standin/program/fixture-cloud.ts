/**
 * The fake cloud behind a stand-in: records per data source type, written with the
 * upstream attribute names, plus an optional credentials gate. Checked against the
 * schema when loaded so that a typo in a fixture fails at startup, not in a test.
 */
import { readFileSync } from "node:fs";
import { parseCtyType } from "./cty-types";
import { conformanceErrors, completeValue, type CtyObject, type CtyValue } from "./cty-values";
import { blockCtyType, type JsonSchema, type ProviderSchemaSnapshot } from "./provider-schema";

export interface CloudAuth {
  /** Provider attributes that may carry the credential. */
  attributes: string[];
  /** Environment variables that stand in for an attribute the configuration leaves unset. */
  env: Record<string, string[]>;
  /** Hex sha256 digests of the credentials the cloud accepts; the values themselves stay out of the fixture. */
  acceptSha256: string[];
}

/** One answer of a provider function: for these arguments (the variadic ones flat, as sent), a result or an error. */
export interface FunctionAnswer {
  arguments: CtyValue[];
  result?: CtyValue;
  error?: { text: string; argument?: number };
}

export interface EphemeralFixture {
  records: CtyObject[];
  /** Open and each renewal ask to be renewed this many seconds later; absent, the resource is never renewed. */
  renewAfterSeconds?: number;
}

export interface FixtureCloud {
  dataSources: Record<string, CtyObject[]>;
  ephemeralResources: Record<string, EphemeralFixture>;
  functions: Record<string, FunctionAnswer[]>;
  auth?: CloudAuth;
}

export class FixtureError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: the fixture cloud does not fit the schema:\n  ${problems.join("\n  ")}`);
  }
}

const TOP_LEVEL_KEYS = new Set(["$comment", "dataSources", "ephemeralResources", "functions", "auth"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function parseAuth(raw: unknown, snapshot: ProviderSchemaSnapshot, problems: string[]): CloudAuth | undefined {
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) {
    problems.push("auth: expected an object");
    return undefined;
  }
  const providerAttributes = snapshot.provider.block.attributes ?? {};
  const attributes = Array.isArray(raw.attributes) ? raw.attributes.filter((a): a is string => typeof a === "string") : [];
  if (attributes.length === 0) problems.push("auth.attributes: list at least one provider attribute");
  for (const name of attributes) {
    if (providerAttributes[name]?.type !== "string") problems.push(`auth.attributes: "${name}" is not a string attribute of the provider`);
  }
  const env: Record<string, string[]> = {};
  if (raw.env !== undefined) {
    if (!isRecord(raw.env)) problems.push("auth.env: expected an object");
    else {
      for (const [name, vars] of Object.entries(raw.env)) {
        if (!attributes.includes(name)) problems.push(`auth.env: "${name}" is not listed in auth.attributes`);
        if (!Array.isArray(vars) || !vars.every((v) => typeof v === "string"))
          problems.push(`auth.env.${name}: expected a list of variable names`);
        else env[name] = vars;
      }
    }
  }
  const acceptSha256 = Array.isArray(raw.acceptSha256) ? raw.acceptSha256.filter((h): h is string => typeof h === "string") : [];
  if (acceptSha256.length === 0 || !acceptSha256.every((h) => /^[0-9a-f]{64}$/.test(h))) {
    problems.push("auth.acceptSha256: list at least one lower-case hex sha256 digest");
  }
  for (const key of Object.keys(raw)) {
    if (!["attributes", "env", "acceptSha256"].includes(key)) problems.push(`auth.${key}: unknown key`);
  }
  return { attributes, env, acceptSha256 };
}

function parseRecords(where: string, records: unknown, schema: JsonSchema, problems: string[]): CtyObject[] {
  if (!Array.isArray(records)) {
    problems.push(`${where}: expected a list of records`);
    return [];
  }
  const type = blockCtyType(schema.block);
  return records.map((record, i) => {
    for (const problem of conformanceErrors(record, type)) problems.push(`${where}[${i}].${problem}`);
    return completeValue(record, type) as CtyObject;
  });
}

function parseEphemeralResources(raw: unknown, snapshot: ProviderSchemaSnapshot, problems: string[]): Record<string, EphemeralFixture> {
  const out: Record<string, EphemeralFixture> = {};
  if (raw === undefined) return out;
  if (!isRecord(raw)) {
    problems.push("ephemeralResources: expected an object keyed by ephemeral resource type");
    return out;
  }
  for (const [typeName, entry] of Object.entries(raw)) {
    const schema = snapshot.ephemeralResourceSchemas[typeName];
    const where = `ephemeralResources.${typeName}`;
    if (!schema) problems.push(`${where}: the schema has no such ephemeral resource`);
    else if (!isRecord(entry)) problems.push(`${where}: expected { records, renewAfterSeconds? }`);
    else {
      const renew = entry.renewAfterSeconds;
      if (renew !== undefined && (typeof renew !== "number" || !(renew > 0)))
        problems.push(`${where}.renewAfterSeconds: a positive number`);
      for (const key of Object.keys(entry))
        if (key !== "records" && key !== "renewAfterSeconds") problems.push(`${where}.${key}: unknown key`);
      out[typeName] = {
        records: parseRecords(`${where}.records`, entry.records, schema, problems),
        ...(typeof renew === "number" ? { renewAfterSeconds: renew } : {}),
      };
    }
  }
  return out;
}

function parseFunctions(raw: unknown, snapshot: ProviderSchemaSnapshot, problems: string[]): Record<string, FunctionAnswer[]> {
  const out: Record<string, FunctionAnswer[]> = {};
  if (raw === undefined) return out;
  if (!isRecord(raw)) {
    problems.push("functions: expected an object keyed by function name");
    return out;
  }
  for (const [name, answers] of Object.entries(raw)) {
    const fn = snapshot.functions[name];
    const where = `functions.${name}`;
    if (!fn) problems.push(`${where}: the schema has no such function`);
    else if (!Array.isArray(answers)) problems.push(`${where}: expected a list of answers`);
    else {
      const fixed = (fn.parameters ?? []).map((p) => parseCtyType(p.type));
      const variadic = fn.variadic_parameter ? parseCtyType(fn.variadic_parameter.type) : undefined;
      out[name] = answers.map((answer: unknown, i): FunctionAnswer => {
        const at = `${where}[${i}]`;
        if (!isRecord(answer) || !Array.isArray(answer.arguments)) {
          problems.push(`${at}: expected { arguments: [...], result | error }`);
          return { arguments: [] };
        }
        const args = answer.arguments as unknown[];
        if (args.length < fixed.length || (!variadic && args.length > fixed.length)) {
          problems.push(`${at}.arguments: ${args.length} arguments for ${fixed.length} parameters${variadic ? " and a variadic one" : ""}`);
        }
        const types = args.map((_, n) => fixed[n] ?? variadic ?? fixed[0]);
        args.forEach((a, n) => problems.push(...conformanceErrors(a, types[n], [{ index: n }]).map((p) => `${at}.arguments${p}`)));
        const error = answer.error;
        if ((answer.result === undefined) === (error === undefined)) problems.push(`${at}: exactly one of result and error`);
        if (error !== undefined && (!isRecord(error) || typeof error.text !== "string")) problems.push(`${at}.error: { text, argument? }`);
        const returnType = parseCtyType(fn.return_type);
        if (answer.result !== undefined) problems.push(...conformanceErrors(answer.result, returnType).map((p) => `${at}.result: ${p}`));
        return {
          arguments: args.map((a, n) => completeValue(a, types[n])),
          ...(answer.result !== undefined ? { result: completeValue(answer.result, returnType) } : {}),
          ...(isRecord(error)
            ? { error: { text: String(error.text), ...(typeof error.argument === "number" ? { argument: error.argument } : {}) } }
            : {}),
        };
      });
    }
  }
  return out;
}

export function parseFixtureCloud(raw: unknown, snapshot: ProviderSchemaSnapshot, file: string): FixtureCloud {
  const problems: string[] = [];
  if (!isRecord(raw)) throw new FixtureError(file, ["expected a JSON object"]);
  for (const key of Object.keys(raw)) if (!TOP_LEVEL_KEYS.has(key)) problems.push(`${key}: unknown top-level key`);

  const dataSources: Record<string, CtyObject[]> = {};
  const rawSources = raw.dataSources ?? {};
  if (!isRecord(rawSources)) problems.push("dataSources: expected an object keyed by data source type");
  else {
    for (const [typeName, records] of Object.entries(rawSources)) {
      const schema = snapshot.dataSourceSchemas[typeName];
      if (!schema) {
        problems.push(`dataSources.${typeName}: the schema has no such data source`);
        continue;
      }
      dataSources[typeName] = parseRecords(`dataSources.${typeName}`, records, schema, problems);
    }
  }
  const ephemeralResources = parseEphemeralResources(raw.ephemeralResources, snapshot, problems);
  const functions = parseFunctions(raw.functions, snapshot, problems);
  const auth = parseAuth(raw.auth, snapshot, problems);
  if (problems.length > 0) throw new FixtureError(file, problems);
  return { dataSources, ephemeralResources, functions, auth };
}

export function loadFixtureCloud(file: string, snapshot: ProviderSchemaSnapshot): FixtureCloud {
  return parseFixtureCloud(JSON.parse(readFileSync(file, "utf8")), snapshot, file);
}
