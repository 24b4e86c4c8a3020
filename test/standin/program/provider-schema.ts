/**
 * The pinned schema snapshot (`terraform providers schema -json`, format 1.0) that a
 * stand-in serves: its single provider entry, the implied object type of every block
 * (what DynamicValues are decoded against) and the protocol form of each schema.
 */
import { readFileSync } from "node:fs";
import { containsDynamic, type CtyType, parseCtyType } from "./cty-types";

export interface JsonAttribute {
  type?: unknown;
  nested_type?: JsonNestedType;
  description?: string;
  description_kind?: string;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  deprecated?: boolean;
  write_only?: boolean;
}

export interface JsonNestedType {
  attributes: Record<string, JsonAttribute>;
  nesting_mode: string;
}

export interface JsonBlock {
  attributes?: Record<string, JsonAttribute>;
  block_types?: Record<string, JsonBlockType>;
  description?: string;
  description_kind?: string;
  deprecated?: boolean;
}

export interface JsonBlockType {
  nesting_mode: string;
  block: JsonBlock;
  min_items?: number;
  max_items?: number;
}

export interface JsonSchema {
  version: number;
  block: JsonBlock;
}

/** A function parameter as `terraform providers schema -json` prints it (`is_nullable` is the protocol's allow_null_value). */
export interface JsonFunctionParameter {
  name?: string;
  description?: string;
  is_nullable?: boolean;
  type: unknown;
}

export interface JsonFunction {
  description?: string;
  summary?: string;
  deprecation_message?: string;
  return_type: unknown;
  parameters?: JsonFunctionParameter[];
  variadic_parameter?: JsonFunctionParameter;
}

export interface ProviderSchemaSnapshot {
  /** The key the snapshot files it under, e.g. registry.terraform.io/ibm-cloud/ibm. */
  address: string;
  provider: JsonSchema;
  resourceSchemas: Record<string, JsonSchema>;
  dataSourceSchemas: Record<string, JsonSchema>;
  ephemeralResourceSchemas: Record<string, JsonSchema>;
  functions: Record<string, JsonFunction>;
}

export function loadSchemaSnapshot(file: string): ProviderSchemaSnapshot {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as {
    format_version?: string;
    provider_schemas?: Record<
      string,
      {
        provider?: JsonSchema;
        resource_schemas?: Record<string, JsonSchema>;
        data_source_schemas?: Record<string, JsonSchema>;
        ephemeral_resource_schemas?: Record<string, JsonSchema>;
        functions?: Record<string, JsonFunction>;
      }
    >;
  };
  const entries = Object.entries(parsed.provider_schemas ?? {});
  if (entries.length !== 1) {
    throw new Error(`${file}: expected exactly one provider entry, found ${entries.length}`);
  }
  const [address, entry] = entries[0];
  return {
    address,
    provider: entry.provider ?? { version: 0, block: {} },
    resourceSchemas: entry.resource_schemas ?? {},
    dataSourceSchemas: entry.data_source_schemas ?? {},
    ephemeralResourceSchemas: entry.ephemeral_resource_schemas ?? {},
    functions: entry.functions ?? {},
  };
}

/** Whether any schema of the snapshot has an attribute with a nested type (protocol 6 only). */
export function usesNestedAttributes(snapshot: ProviderSchemaSnapshot): boolean {
  const inBlock = (block: JsonBlock): boolean =>
    Object.values(block.attributes ?? {}).some((a) => a.nested_type !== undefined) ||
    Object.values(block.block_types ?? {}).some((b) => inBlock(b.block));
  return [
    snapshot.provider,
    ...Object.values(snapshot.resourceSchemas),
    ...Object.values(snapshot.dataSourceSchemas),
    ...Object.values(snapshot.ephemeralResourceSchemas),
  ].some((s) => inBlock(s.block));
}

function nestedTypeAsCty(nested: JsonNestedType): CtyType {
  const attributes: Record<string, CtyType> = {};
  const optional: string[] = [];
  for (const [name, attr] of Object.entries(nested.attributes)) {
    attributes[name] = attributeCtyType(attr);
    if (attr.optional) optional.push(name);
  }
  const object: CtyType = { kind: "object", attributes, optional };
  switch (nested.nesting_mode) {
    case "single":
      return object;
    case "list":
      return { kind: "list", element: object };
    case "set":
      return { kind: "set", element: object };
    case "map":
      return { kind: "map", element: object };
    default:
      throw new Error(`unknown nesting mode ${nested.nesting_mode}`);
  }
}

export function attributeCtyType(attr: JsonAttribute): CtyType {
  if (attr.nested_type) return nestedTypeAsCty(attr.nested_type);
  return parseCtyType(attr.type);
}

/** The object type Terraform derives from a block: attributes plus nested blocks. */
export function blockCtyType(block: JsonBlock): CtyType & { kind: "object" } {
  const attributes: Record<string, CtyType> = {};
  for (const [name, attr] of Object.entries(block.attributes ?? {})) attributes[name] = attributeCtyType(attr);
  for (const [name, nested] of Object.entries(block.block_types ?? {})) {
    const inner = blockCtyType(nested.block);
    switch (nested.nesting_mode) {
      case "single":
      case "group":
        attributes[name] = inner;
        break;
      // Terraform types a list or map of blocks with dynamic content dynamic: no one collection type fits it.
      case "list":
        attributes[name] = containsDynamic(inner) ? { kind: "dynamic" } : { kind: "list", element: inner };
        break;
      case "set":
        attributes[name] = { kind: "set", element: inner };
        break;
      case "map":
        attributes[name] = containsDynamic(inner) ? { kind: "dynamic" } : { kind: "map", element: inner };
        break;
      default:
        throw new Error(`unknown nesting mode ${nested.nesting_mode}`);
    }
  }
  return { kind: "object", attributes, optional: [] };
}

// ---- protocol form -------------------------------------------------------------

type StringKind = "PLAIN" | "MARKDOWN";

export interface ProtoAttribute {
  name: string;
  type: Buffer;
  nested_type: ProtoObject | null;
  description: string;
  required: boolean;
  optional: boolean;
  computed: boolean;
  sensitive: boolean;
  description_kind: StringKind;
  deprecated: boolean;
  write_only: boolean;
}

export interface ProtoObject {
  attributes: ProtoAttribute[];
  nesting: string;
}

export interface ProtoBlock {
  version: number;
  attributes: ProtoAttribute[];
  block_types: ProtoNestedBlock[];
  description: string;
  description_kind: StringKind;
  deprecated: boolean;
}

export interface ProtoNestedBlock {
  type_name: string;
  block: ProtoBlock;
  nesting: string;
  min_items: number;
  max_items: number;
}

export interface ProtoSchema {
  version: number;
  block: ProtoBlock;
}

function stringKind(kind: string | undefined): StringKind {
  return kind === "markdown" ? "MARKDOWN" : "PLAIN";
}

function protoAttribute(name: string, attr: JsonAttribute): ProtoAttribute {
  return {
    name,
    // A nested attribute carries its shape in nested_type and no type bytes.
    type: attr.nested_type ? Buffer.alloc(0) : Buffer.from(JSON.stringify(attr.type), "utf8"),
    nested_type: attr.nested_type
      ? {
          attributes: Object.entries(attr.nested_type.attributes).map(([n, a]) => protoAttribute(n, a)),
          nesting: attr.nested_type.nesting_mode.toUpperCase(),
        }
      : null,
    description: attr.description ?? "",
    required: attr.required ?? false,
    optional: attr.optional ?? false,
    computed: attr.computed ?? false,
    sensitive: attr.sensitive ?? false,
    description_kind: stringKind(attr.description_kind),
    deprecated: attr.deprecated ?? false,
    write_only: attr.write_only ?? false,
  };
}

function protoBlock(block: JsonBlock, version: number): ProtoBlock {
  return {
    version,
    attributes: Object.entries(block.attributes ?? {}).map(([name, attr]) => protoAttribute(name, attr)),
    block_types: Object.entries(block.block_types ?? {}).map(([name, nested]) => ({
      type_name: name,
      block: protoBlock(nested.block, 0),
      nesting: nested.nesting_mode.toUpperCase(),
      min_items: nested.min_items ?? 0,
      max_items: nested.max_items ?? 0,
    })),
    description: block.description ?? "",
    description_kind: stringKind(block.description_kind),
    deprecated: block.deprecated ?? false,
  };
}

export function protoSchema(schema: JsonSchema): ProtoSchema {
  return { version: schema.version, block: protoBlock(schema.block, schema.version) };
}

export interface ProtoFunctionParameter {
  name: string;
  type: Buffer;
  allow_null_value: boolean;
  allow_unknown_values: boolean;
  description: string;
  description_kind: StringKind;
}

export interface ProtoFunction {
  parameters: ProtoFunctionParameter[];
  variadic_parameter: ProtoFunctionParameter | null;
  return: { type: Buffer };
  summary: string;
  description: string;
  description_kind: StringKind;
  deprecation_message: string;
}

function protoParameter(parameter: JsonFunctionParameter): ProtoFunctionParameter {
  return {
    name: parameter.name ?? "",
    type: Buffer.from(JSON.stringify(parameter.type), "utf8"),
    allow_null_value: parameter.is_nullable ?? false,
    // The JSON form does not carry it; the stand-in's functions want known values only, as most do.
    allow_unknown_values: false,
    description: parameter.description ?? "",
    description_kind: "PLAIN",
  };
}

export function protoFunction(fn: JsonFunction): ProtoFunction {
  return {
    parameters: (fn.parameters ?? []).map(protoParameter),
    variadic_parameter: fn.variadic_parameter ? protoParameter(fn.variadic_parameter) : null,
    return: { type: Buffer.from(JSON.stringify(fn.return_type), "utf8") },
    summary: fn.summary ?? "",
    description: fn.description ?? "",
    description_kind: "PLAIN",
    deprecation_message: fn.deprecation_message ?? "",
  };
}
