/**
 * A provider's GetProviderSchema answer (GetSchema in protocol 5), as the plugin engine decodes it, in the JSON
 * form `terraform providers schema -json` prints for that provider. Terraform gets there in two steps (the
 * protocol message into its configschema, that into its jsonprovider structs); the rules kept here are the
 * observable ones:
 *
 * - every schema has `version` (0 included) and `block`;
 * - `description_kind` is always printed ("plain" unless the provider said markdown); other strings, booleans,
 *   counts and maps are left out when empty, false or zero (Go's omitempty);
 * - an attribute's `type` is the cty type re-encoded by cty (object attributes and optional-attribute names
 *   sorted), and protocol 6 nested attributes print `nested_type` instead;
 * - maps of schemas are keyed by name (the snapshot writer sorts them; see normalise.ts).
 *
 * Whatever else the message carries (resource, ephemeral resource and function schemas) is converted too, so the
 * document is what Terraform prints for the provider, except the resource schemas when the answer came through the
 * plugin engine's client, which does not decode them (src/runtime/tfplugin/service-definitions.ts); normalise.ts
 * decides what a snapshot keeps, and keeps no resource either way.
 */

type Json = Record<string, unknown>;

/** The decoded message, loosely: field names as in tfplugin5/6, enums by name, absent fields as defaults. */
export interface ProtoProviderSchema {
  provider?: ProtoSchema | null;
  resource_schemas?: Record<string, ProtoSchema> | null;
  data_source_schemas?: Record<string, ProtoSchema> | null;
  ephemeral_resource_schemas?: Record<string, ProtoSchema> | null;
  functions?: Record<string, ProtoFunction> | null;
}

interface ProtoSchema {
  version?: number | null;
  block?: ProtoBlock | null;
}
interface ProtoBlock {
  attributes?: ProtoAttribute[] | null;
  block_types?: ProtoNestedBlock[] | null;
  description?: string | null;
  description_kind?: string | null;
  deprecated?: boolean | null;
}
interface ProtoAttribute {
  name: string;
  type?: Uint8Array | null;
  nested_type?: { attributes?: ProtoAttribute[] | null; nesting?: string | null } | null;
  description?: string | null;
  description_kind?: string | null;
  deprecated?: boolean | null;
  required?: boolean | null;
  optional?: boolean | null;
  computed?: boolean | null;
  sensitive?: boolean | null;
  write_only?: boolean | null;
}
interface ProtoNestedBlock {
  type_name: string;
  block?: ProtoBlock | null;
  nesting?: string | null;
  min_items?: number | null;
  max_items?: number | null;
}
interface ProtoParameter {
  name?: string | null;
  type?: Uint8Array | null;
  allow_null_value?: boolean | null;
  description?: string | null;
}
interface ProtoFunction {
  parameters?: ProtoParameter[] | null;
  variadic_parameter?: ProtoParameter | null;
  return?: { type?: Uint8Array | null } | null;
  summary?: string | null;
  description?: string | null;
  deprecation_message?: string | null;
}

/** Thrown for a message Terraform itself would refuse to read; names where in the schema. */
export class SchemaMessageError extends Error {}

const bytewise = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** A cty type in cty's own JSON encoding: what Terraform prints after decoding and re-encoding it. */
function canonicalType(t: unknown, where: string): unknown {
  if (typeof t === "string") return t;
  if (Array.isArray(t) && typeof t[0] === "string") {
    const [kind, ...rest] = t as [string, ...unknown[]];
    switch (kind) {
      case "list":
      case "set":
      case "map":
        if (rest.length === 1) return [kind, canonicalType(rest[0], where)];
        break;
      case "tuple":
        if (rest.length === 1 && Array.isArray(rest[0])) return [kind, (rest[0] as unknown[]).map((e) => canonicalType(e, where))];
        break;
      case "object": {
        const attrs = rest[0];
        if (attrs === null || typeof attrs !== "object" || Array.isArray(attrs) || rest.length > 2) break;
        const out: Json = {};
        for (const name of Object.keys(attrs).sort(bytewise)) out[name] = canonicalType((attrs as Json)[name], `${where}.${name}`);
        if (rest.length === 2 && Array.isArray(rest[1]) && rest[1].length > 0) {
          return [kind, out, [...(rest[1] as string[])].sort(bytewise)];
        }
        return [kind, out];
      }
    }
  }
  throw new SchemaMessageError(`${where}: the provider sent a type that is not a cty type: ${JSON.stringify(t)?.slice(0, 120)}`);
}

function ctyType(bytes: Uint8Array | null | undefined, where: string): unknown {
  const text = Buffer.from(bytes ?? new Uint8Array()).toString("utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SchemaMessageError(`${where}: the provider sent an unreadable type ${JSON.stringify(text.slice(0, 80))}`);
  }
  return canonicalType(parsed, where);
}

const kind = (k: string | null | undefined): string => (k === "MARKDOWN" ? "markdown" : "plain");

function nesting(mode: string | null | undefined, where: string): string {
  const m = (mode ?? "").toLowerCase();
  if (!["single", "group", "list", "set", "map"].includes(m))
    throw new SchemaMessageError(`${where}: unknown nesting mode ${JSON.stringify(mode)}`);
  return m;
}

/** Sets `key` unless the value is what Go's omitempty leaves out. */
function put(out: Json, key: string, value: unknown): void {
  if (value === undefined || value === null || value === false || value === 0 || value === "") return;
  if (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0) return;
  if (Array.isArray(value) && value.length === 0) return;
  out[key] = value;
}

function attributes(list: ProtoAttribute[] | null | undefined, where: string): Json {
  const out: Json = {};
  for (const a of list ?? []) out[a.name] = attribute(a, `${where}.${a.name}`);
  return out;
}

function attribute(a: ProtoAttribute, where: string): Json {
  const out: Json = {};
  if (a.nested_type) {
    const nested: Json = {};
    put(nested, "attributes", attributes(a.nested_type.attributes, where));
    nested.nesting_mode = nesting(a.nested_type.nesting, where);
    out.nested_type = nested;
  } else {
    out.type = ctyType(a.type, where);
  }
  put(out, "description", a.description);
  out.description_kind = kind(a.description_kind);
  for (const flag of ["deprecated", "required", "optional", "computed", "sensitive", "write_only"] as const) put(out, flag, a[flag]);
  return out;
}

function block(b: ProtoBlock | null | undefined, where: string): Json {
  const out: Json = {};
  put(out, "attributes", attributes(b?.attributes, where));
  const types: Json = {};
  for (const t of b?.block_types ?? []) {
    const at = `${where}.${t.type_name}`;
    const nested: Json = { nesting_mode: nesting(t.nesting, at), block: block(t.block, at) };
    put(nested, "min_items", Number(t.min_items ?? 0));
    put(nested, "max_items", Number(t.max_items ?? 0));
    types[t.type_name] = nested;
  }
  put(out, "block_types", types);
  put(out, "description", b?.description);
  out.description_kind = kind(b?.description_kind);
  put(out, "deprecated", b?.deprecated);
  return out;
}

function schema(s: ProtoSchema | null | undefined, where: string): Json {
  return { version: Number(s?.version ?? 0), block: block(s?.block, where) };
}

function schemas(map: Record<string, ProtoSchema> | null | undefined): Json {
  const out: Json = {};
  for (const [name, s] of Object.entries(map ?? {})) out[name] = schema(s, name);
  return out;
}

function parameter(p: ProtoParameter, where: string): Json {
  const out: Json = { name: p.name ?? "" };
  put(out, "description", p.description);
  put(out, "is_nullable", p.allow_null_value);
  out.type = ctyType(p.type, where);
  return out;
}

function signature(f: ProtoFunction, where: string): Json {
  const out: Json = {};
  put(out, "description", f.description);
  put(out, "summary", f.summary);
  put(out, "deprecation_message", f.deprecation_message);
  out.return_type = ctyType(f.return?.type, `${where} (return type)`);
  put(
    out,
    "parameters",
    (f.parameters ?? []).map((p, i) => parameter(p, `${where} parameter ${p.name || i}`)),
  );
  if (f.variadic_parameter) out.variadic_parameter = parameter(f.variadic_parameter, `${where} variadic parameter`);
  return out;
}

/** The value of `provider_schemas[<address>]` Terraform prints for this answer. */
export function providerSchemaJson(answer: ProtoProviderSchema): Json {
  const out: Json = { provider: schema(answer.provider, "provider") };
  put(out, "resource_schemas", schemas(answer.resource_schemas));
  put(out, "data_source_schemas", schemas(answer.data_source_schemas));
  put(out, "ephemeral_resource_schemas", schemas(answer.ephemeral_resource_schemas));
  const functions: Json = {};
  for (const [name, f] of Object.entries(answer.functions ?? {})) functions[name] = signature(f, `function ${name}`);
  put(out, "functions", functions);
  return out;
}
