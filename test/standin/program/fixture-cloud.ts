/**
 * The fake cloud behind a stand-in: records per data source type, written with the
 * upstream attribute names, plus an optional credentials gate. Checked against the
 * schema when loaded so that a typo in a fixture fails at startup, not in a test.
 */
import { readFileSync } from "node:fs";
import { conformanceErrors, completeValue, type CtyObject } from "./cty-values";
import { blockCtyType, type ProviderSchemaSnapshot } from "./provider-schema";

export interface CloudAuth {
  /** Provider attributes that may carry the credential. */
  attributes: string[];
  /** Environment variables that stand in for an attribute the configuration leaves unset. */
  env: Record<string, string[]>;
  /** Hex sha256 digests of the credentials the cloud accepts; the values themselves stay out of the fixture. */
  acceptSha256: string[];
}

export interface FixtureCloud {
  dataSources: Record<string, CtyObject[]>;
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

const TOP_LEVEL_KEYS = new Set(["$comment", "dataSources", "auth"]);

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
      if (!Array.isArray(records)) {
        problems.push(`dataSources.${typeName}: expected a list of records`);
        continue;
      }
      const type = blockCtyType(schema.block);
      dataSources[typeName] = records.map((record, i) => {
        for (const problem of conformanceErrors(record, type)) problems.push(`dataSources.${typeName}[${i}].${problem}`);
        return completeValue(record, type) as CtyObject;
      });
    }
  }
  const auth = parseAuth(raw.auth, snapshot, problems);
  if (problems.length > 0) throw new FixtureError(file, problems);
  return { dataSources, auth };
}

export function loadFixtureCloud(file: string, snapshot: ProviderSchemaSnapshot): FixtureCloud {
  return parseFixtureCloud(JSON.parse(readFileSync(file, "utf8")), snapshot, file);
}
