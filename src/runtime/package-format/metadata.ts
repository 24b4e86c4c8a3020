/**
 * The format of `providers/<type>/pulumi/metadata.json`: the name map that code running a lookup (the local
 * executor, the provider plugin) needs to turn documented names into upstream Terraform names and back.
 * Written by src/tfgen/emit/pulumi/runtime-metadata.ts; bump METADATA_FORMAT_VERSION on any incompatible change.
 */
export const METADATA_FORMAT_VERSION = 2;
// The rule kinds' list lives in its own module: this file is re-exported with `export type *`, so a value here
// would be typed as importable from the package index without being there at run time.
import type { RuleKind } from "./rule-kinds";
export type { RuleKind };

/**
 * A field's type: the one definition the package model, the schema diff and this file share. Written into
 * metadata.json as it is (structured, never a string to parse back).
 */
export type TypeRef =
  | { kind: "string" | "number" | "boolean" | "any" }
  | { kind: "list"; element: TypeRef; collection: "list" | "set" }
  | { kind: "map"; element: TypeRef }
  | { kind: "object"; name: string };

export interface FieldMetadata {
  /** Documented (Pulumi) name. */
  name: string;
  /** Upstream Terraform attribute or block name. */
  tf: string;
  type: TypeRef;
  /** Inputs: the argument is required. Outputs: the field is always present. */
  required: boolean;
  secret?: true;
  /** A list or set block of at most one item, exposed as that one object. */
  flattened?: true;
  /**
   * Outputs only: the `id` every function result has, for a data source with no `id` attribute (there is no
   * upstream value: the result's `id` is the empty string, always a string as its type says).
   */
  sdkId?: true;
  /**
   * Inputs only: the property of the CDKTF binding's config struct for this attribute; null when the CDKTF
   * generator has no property for it (it drops one of two attributes whose names collide when camelCased).
   */
  cdktf?: string | null;
}

export interface RuleMetadata {
  kind: RuleKind;
  fields: string[];
  tfFields: string[];
}

export interface CdktfBinding {
  /** Folder under each flavour's bindings folder (`providers/<type>/cdktf/`, `cdktn/`), e.g. `data-ibm-account`. */
  folder: string;
  /** Construct class, e.g. `DataIbmAccount`. */
  className: string;
  /** Config interface the constructor takes, e.g. `DataIbmAccountConfig`. */
  configStruct: string;
}

export interface FunctionMetadata {
  name: string;
  /** Upstream data source type, e.g. `ibm_account`. */
  tfType: string;
  deprecationMessage?: string;
  inputs: FieldMetadata[];
  outputs: FieldMetadata[];
  rules: RuleMetadata[];
  cdktf: CdktfBinding;
}

/** A parameter of a provider-defined function: `name` is the key of the SDK's argument object. */
export interface FunctionParameterMetadata {
  name: string;
  tf: string;
  /** For the variadic parameter, one element's type (the SDK takes an array). */
  type: TypeRef;
  nullable?: true;
}

/** A provider-defined function (`provider::<type>::<tf>`), keyed by its token. */
export interface ProviderFunctionMetadata {
  name: string;
  tf: string;
  deprecationMessage?: string;
  parameters: FunctionParameterMetadata[];
  variadic?: FunctionParameterMetadata;
  result: TypeRef;
}

/** An ephemeral resource (`open<Name>`), keyed by its token: arguments and results as for a data source. */
export interface EphemeralResourceMetadata {
  name: string;
  tfType: string;
  deprecationMessage?: string;
  inputs: FieldMetadata[];
  outputs: FieldMetadata[];
}

export interface TypeMetadata {
  /** Upstream path, e.g. `ibm_account.account_users`. */
  tfPath: string;
  input?: FieldMetadata[];
  output?: FieldMetadata[];
  /** The CDKTF struct for the argument form, when the type appears in arguments. */
  cdktfStruct?: string;
}

export interface ConfigVariableMetadata extends FieldMetadata {
  /** Environment variables the upstream provider reads, in its order of precedence. */
  env: string[];
  deprecationMessage?: string;
  default?: string | number | boolean;
  allowedValues?: string[];
}

export interface RuntimeMetadata {
  $comment: string;
  formatVersion: number;
  /** The Pulumi package name: token prefix and config namespace. */
  package: string;
  provider: {
    source: string;
    namespace: string;
    type: string;
    version: string;
    registryKey: string;
    cdktf: CdktfBinding;
  };
  config: ConfigVariableMetadata[];
  configRules: RuleMetadata[];
  /** Keyed by function token. */
  functions: Record<string, FunctionMetadata>;
  /** Provider-defined functions by token; present only when the provider defines some. */
  providerFunctions?: Record<string, ProviderFunctionMetadata>;
  /** Ephemeral resources by token; present only when the provider has some. */
  ephemeralResources?: Record<string, EphemeralResourceMetadata>;
  /** Keyed by nested type name. */
  types: Record<string, TypeMetadata>;
  /**
   * Upstream attributes the CDKTF bindings expose differently, keyed by upstream path (`<data source>.<attr>…`
   * or `config.<attr>`): under another property (the upstream name cannot be one there) and/or typed as any
   * value (CDKTF cannot render the upstream type). Absent when there are none; not read at run time.
   */
  cdktfAdjustments?: Record<string, CdktfAdjustment>;
}

export interface CdktfAdjustment {
  /** The binding's property for the attribute, when it is not what CDKTF would derive from the upstream name. */
  property?: string;
  /** The upstream type (Terraform syntax) of an attribute the binding types as any value. */
  looseType?: string;
  reason: string;
}
