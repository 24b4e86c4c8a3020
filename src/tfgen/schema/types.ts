/** The subset of `terraform providers schema -json` (format 1.0) this project reads. */

export type CtyPrimitive = "string" | "number" | "bool" | "dynamic";
export type CtyType =
  | CtyPrimitive
  | ["list" | "set" | "map", CtyType]
  | ["object", Record<string, CtyType>]
  | ["object", Record<string, CtyType>, string[]]
  | ["tuple", CtyType[]];

export type NestingMode = "single" | "group" | "list" | "set" | "map";

export interface SchemaAttribute {
  type?: CtyType;
  nested_type?: NestedAttributeType;
  description?: string;
  description_kind?: string;
  deprecated?: boolean;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
}

export interface NestedAttributeType {
  attributes: Record<string, SchemaAttribute>;
  nesting_mode: NestingMode;
  min_items?: number;
  max_items?: number;
}

export interface SchemaBlock {
  attributes?: Record<string, SchemaAttribute>;
  block_types?: Record<string, SchemaBlockType>;
  description?: string;
  description_kind?: string;
  deprecated?: boolean;
}

export interface SchemaBlockType {
  nesting_mode: NestingMode;
  block: SchemaBlock;
  min_items?: number;
  max_items?: number;
}

export interface SchemaEntry {
  version: number;
  block: SchemaBlock;
}

/** A provider function's parameter as Terraform prints it; `is_nullable` is the protocol's allow_null_value. */
export interface FunctionParameterJson {
  name?: string;
  description?: string;
  is_nullable?: boolean;
  type: CtyType;
}

/** A provider-defined function's signature (Terraform 1.8+, `functions` of the provider's entry). */
export interface FunctionSignatureJson {
  description?: string;
  summary?: string;
  deprecation_message?: string;
  return_type: CtyType;
  parameters?: FunctionParameterJson[];
  variadic_parameter?: FunctionParameterJson;
}

export interface ProviderSchemaJson {
  provider: SchemaEntry;
  resource_schemas?: Record<string, SchemaEntry>;
  data_source_schemas?: Record<string, SchemaEntry>;
  /** Terraform 1.10+: ephemeral resources, shaped like data sources. */
  ephemeral_resource_schemas?: Record<string, SchemaEntry>;
  functions?: Record<string, FunctionSignatureJson>;
}

export interface SchemasFile {
  format_version: string;
  provider_schemas: Record<string, ProviderSchemaJson>;
}
