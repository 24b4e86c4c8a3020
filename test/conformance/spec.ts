import * as fs from "fs";
import * as path from "path";

/**
 * The documented API of one provider, read from test/fixtures/spec/<type>.json and normalised so that
 * both spec files (which lay nested types and config out differently) can be compared the same way.
 */

export type ProviderType = "ibm" | "edgecenter";
export const PROVIDERS: readonly ProviderType[] = ["ibm", "edgecenter"];

export interface FieldSpec {
  name: string;
  /** `string | number | boolean | list<T> | map<string> | <nested type name>` */
  type: string;
  /** Inputs: the argument is required. Outputs and nested fields: always present. Absent: not documented. */
  required?: boolean;
  upstream: string;
}

export interface FunctionSpec {
  token: string;
  name: string;
  upstream: string;
  deprecationMessage?: string;
  inputs: FieldSpec[];
  outputs: FieldSpec[];
}

export interface TypeSpec {
  name: string;
  /** Upstream attribute path, e.g. `edgecenter_instance.addresses.net`. */
  upstreamPath: string;
  fields: FieldSpec[];
  /**
   * The TypeScript interfaces the type has: result side (`outputs.X`) and argument side (`inputs.X`).
   * The documented specs only describe results; absent means `{ output: fields }`.
   */
  sides?: { output?: FieldSpec[]; input?: FieldSpec[] };
}

export interface ConfigSpec {
  name: string;
  type: string;
  upstream: string;
  deprecated: boolean;
  deprecationMessage?: string;
  secret: boolean;
  required?: boolean;
  /** The documented default, if any: the SDK then never reports the variable as unset. */
  default?: string | number | boolean;
}

export interface ProviderSpec {
  /** A documented provider, or any other package checked with the same machinery (test/generality). */
  // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- names the usual values for the reader
  provider: ProviderType | string;
  pkg: string;
  functions: FunctionSpec[];
  types: TypeSpec[];
  config: ConfigSpec[];
}

export const SPEC_DIR = path.resolve(__dirname, "..", "fixtures", "spec");

/** The spec writes `<pkg>` for the package name; the brief fixes it to the provider type for both. */
export const PACKAGE_OF: Record<ProviderType, string> = { ibm: "ibm", edgecenter: "edgecenter" };

/**
 * ibm.json has no `secret` flag on config: the project's policy (overrides/ibm.json) marks API keys and
 * tokens secret. Written out here, not read from the overrides, so that dropping one there fails.
 */
export const IBM_SECRET_CONFIG: readonly string[] = [
  "cloudApiKey",
  "iamToken",
  "iamRefreshToken",
  "iaasClassicApiKey",
  "legacyAApiKey",
  "legacyBApiKey",
];

interface RawField {
  name: string;
  type: string;
  required?: boolean;
  upstream: string;
}

interface RawType {
  name: string;
  upstreamPath: string;
  fields: RawField[];
}

function field(f: RawField): FieldSpec {
  return { name: f.name, type: f.type, ...(f.required !== undefined ? { required: f.required } : {}), upstream: f.upstream };
}

/** `edgecenter_instance.addresses[*].net[*]` and `… (set)` are annotations of the spec, not part of the path. */
function upstreamPath(p: string): string {
  return p.replace(/\s*\(.*\)\s*$/, "").replace(/\[\*\]/g, "");
}

export function loadSpec(provider: ProviderType): ProviderSpec {
  const raw = JSON.parse(fs.readFileSync(path.join(SPEC_DIR, `${provider}.json`), "utf8"));
  const pkg = PACKAGE_OF[provider];
  const functions: FunctionSpec[] = raw.functions.map((f: Record<string, any>) => {
    const deprecationMessage: string | undefined =
      provider === "ibm" ? f.upstreamDeprecationMessage : f.deprecated ? f.deprecationMessage : undefined;
    return {
      token: String(f.token).replace("<pkg>", pkg),
      name: f.name,
      upstream: f.upstream,
      ...(deprecationMessage !== undefined ? { deprecationMessage } : {}),
      inputs: f.inputs.map(field),
      outputs: f.outputs.map(field),
    };
  });
  const rawTypes: RawType[] = provider === "ibm" ? raw.typeDetails : raw.nestedTypes;
  const types: TypeSpec[] = rawTypes.map((t) => ({
    name: t.name,
    upstreamPath: upstreamPath(t.upstreamPath),
    fields: t.fields.map(field),
  }));
  const ibmSecrets = new Set(IBM_SECRET_CONFIG);
  const config: ConfigSpec[] = raw.config.map((c: Record<string, any>) => ({
    name: c.name,
    type: c.type,
    upstream: c.upstream,
    deprecated: c.deprecated === true,
    ...(c.deprecationMessage !== undefined ? { deprecationMessage: c.deprecationMessage } : {}),
    secret: provider === "ibm" ? ibmSecrets.has(c.name) : c.secret === true,
    ...(c.required !== undefined ? { required: c.required } : {}),
    ...(c.default !== undefined ? { default: c.default } : {}),
  }));
  return { provider, pkg, functions, types, config };
}

/** Nested type names a spec type string refers to: `list<getFooBar>` → getFooBar. */
export function referencedTypes(type: string): string[] {
  const m = /^(?:list|map)<(.+)>$/.exec(type);
  if (m) return referencedTypes(m[1]);
  return ["string", "number", "boolean"].includes(type) ? [] : [type];
}

/**
 * Checks that the spec file says what this normaliser assumes (the type lists agree with the type
 * details, every referenced type is described, no duplicate names), so a misread spec cannot make the
 * comparison vacuous.
 */
export function specProblems(provider: ProviderType): string[] {
  const raw = JSON.parse(fs.readFileSync(path.join(SPEC_DIR, `${provider}.json`), "utf8"));
  const spec = loadSpec(provider);
  const problems: string[] = [];
  const described = new Set(spec.types.map((t) => t.name));
  const listed: string[] = provider === "ibm" ? raw.types : [...raw.types, ...raw.typesFromUpstreamOnly];
  for (const n of listed) if (!described.has(n)) problems.push(`type ${n} is listed but has no field details`);
  if (provider === "edgecenter") {
    for (const n of described)
      if (!listed.includes(n)) problems.push(`type ${n} has details but is in neither types nor typesFromUpstreamOnly`);
  }
  const dup = (what: string, names: string[]) => {
    const seen = new Set<string>();
    for (const n of names) {
      if (seen.has(n)) problems.push(`${what}: ${n} appears twice`);
      seen.add(n);
    }
  };
  dup(
    "functions",
    spec.functions.map((f) => f.token),
  );
  dup(
    "types",
    spec.types.map((t) => t.name),
  );
  dup(
    "config",
    spec.config.map((c) => c.name),
  );
  const refs = (where: string, fields: FieldSpec[]) => {
    for (const f of fields)
      for (const r of referencedTypes(f.type)) if (!described.has(r)) problems.push(`${where}.${f.name} refers to undescribed type ${r}`);
  };
  for (const f of spec.functions) {
    dup(
      `${f.name} inputs`,
      f.inputs.map((x) => x.name),
    );
    dup(
      `${f.name} outputs`,
      f.outputs.map((x) => x.name),
    );
    if (f.token !== `${spec.pkg}:index/${f.name}:${f.name}`)
      problems.push(`${f.name}: token ${f.token} does not follow <pkg>:index/<name>:<name>`);
    refs(`${f.name} inputs`, f.inputs);
    refs(`${f.name} outputs`, f.outputs);
  }
  for (const t of spec.types) {
    dup(
      `${t.name} fields`,
      t.fields.map((x) => x.name),
    );
    refs(t.name, t.fields);
  }
  return problems;
}
