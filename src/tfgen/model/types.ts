/**
 * The package model: one provider's schema after naming and overrides, in documented (Pulumi) names with
 * the upstream name kept beside each. Every emitter (SDK, schema.json, runtime metadata) reads only this.
 */
import type { TypeRef } from "../../runtime/package-format/metadata";
import type { RuleKind } from "../overrides/types";

// One definition of a field's type for the model, the diff and the runtime (which reads it from metadata.json).
export type { TypeRef };

export interface PropertyModel {
  /** Documented name (camelCase, pluralised where the bridge pluralises). */
  name: string;
  /** Upstream Terraform attribute or block name. */
  tfName: string;
  type: TypeRef;
  /** Inputs: the argument is required. Outputs: the field is always present. */
  required: boolean;
  description?: string;
  deprecationMessage?: string;
  secret: boolean;
  /** A list/set block with max_items = 1 that the SDK exposes as one object. */
  flattened?: boolean;
  /**
   * The result `id` a bridged SDK gives every function whose data source has no `id` attribute: no upstream
   * field; the runtime sets it to the empty string.
   */
  sdkId?: boolean;
}

export interface ObjectTypeModel {
  name: string;
  /** Upstream path, e.g. `ibm_app_config_feature.segment_rules.rules`. */
  tfPath: string;
  /** Fields as an argument (types.input); absent when the type only appears in results. */
  input?: PropertyModel[];
  /** Fields in a result (types.output); absent when the type only appears in arguments. */
  output?: PropertyModel[];
}

export interface RuleModel {
  kind: RuleKind;
  fields: string[];
  tfFields: string[];
}

export interface FunctionModel {
  name: string;
  token: string;
  tfType: string;
  description?: string;
  deprecationMessage?: string;
  inputs: PropertyModel[];
  outputs: PropertyModel[];
  rules: RuleModel[];
}

export interface FunctionParameterModel {
  /** Documented name (camelCase), the key of the argument object. */
  name: string;
  /** The parameter's name in the schema (`param<i>` when the schema leaves it out, as the plugin framework does). */
  tfName: string;
  /** For the variadic parameter, the type of one element: the SDK takes an array of them. */
  type: TypeRef;
  /** Null may be passed (`is_nullable`); every other parameter is required. */
  nullable: boolean;
  description?: string;
}

/** A provider-defined function (`provider::<type>::<tfName>(...)`): pure, offline, no provider configuration. */
export interface ProviderFunctionModel {
  name: string;
  token: string;
  tfName: string;
  summary?: string;
  description?: string;
  deprecationMessage?: string;
  parameters: FunctionParameterModel[];
  variadic?: FunctionParameterModel;
  result: TypeRef;
}

export interface ConfigModel extends PropertyModel {
  env: string[];
  default?: string | number | boolean;
  allowedValues?: string[];
}

export interface PackageModel {
  pkg: string;
  displayName: string;
  provider: { source: string; namespace: string; type: string; version: string; registryKey: string };
  description?: string;
  config: ConfigModel[];
  configRules: RuleModel[];
  functions: FunctionModel[];
  /** Provider-defined functions; absent when the provider has none (or include/exclude left none). */
  providerFunctions?: ProviderFunctionModel[];
  /** Ephemeral resources, each shaped as a data source is and named `open<Name>`; absent when there are none. */
  ephemeralResources?: FunctionModel[];
  types: ObjectTypeModel[];
  /** Deterministic resolutions of name collisions, reported by the generator rather than dropped. */
  resolutions: string[];
}
