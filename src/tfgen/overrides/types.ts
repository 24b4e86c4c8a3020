/**
 * What is special about one provider, declared as data (one JSON file per provider under overrides/).
 * All names in here are upstream Terraform names; the generator derives documented names from them.
 */
export interface ProviderOverrides {
  /** `<namespace>/<type>` of the provider this file belongs to; must match cdktf.json. */
  provider: string;
  /** The Pulumi package name (`ibm` → tokens `ibm:index/getX:getX`, config namespace `ibm:`). */
  package: string;
  displayName?: string;
  /** Whole snake_case words replaced in config and field names before camelCasing (anonymised prefixes). */
  renameWords?: Record<string, string>;
  /**
   * Explicit documented names by upstream path: `config.<attr>`, `<data source>.<attr>[.<nested attr>…]`, and
   * `<data source>` alone for the function name (`getX`).
   */
  names?: Record<string, string>;
  config?: Record<string, ConfigOverride>;
  configRules?: ArgumentRule[];
  dataSources?: Record<string, DataSourceOverride>;
  rules?: DataSourceRule[];
  /** Globs over data-source type names; when given, only matching data sources are generated. */
  include?: string[];
  exclude?: string[];
  /**
   * Names kept for compatibility after an upstream change would have renamed them (written by `upgrade`):
   * upstream path → the documented name users already have.
   */
  aliases?: Record<string, string>;
}

export interface ConfigOverride {
  secret?: boolean;
  /** Environment variables the upstream provider reads for this attribute, in its order of precedence. */
  env?: string[];
  deprecationMessage?: string;
  default?: string | number | boolean;
  allowedValues?: string[];
}

export interface DataSourceOverride {
  deprecationMessage?: string;
  /** Upstream attribute paths (`attr` or `attr.nested`) to treat as secret even though the schema does not. */
  secrets?: string[];
  /**
   * Result paths (`attr.nested`) that are optional although the schema JSON makes them look always present:
   * fields of computed list-of-object attributes carry no flags of their own there, while the provider's Go
   * schema (which the bridge reads) may mark some Optional.
   */
  optionalOutputs?: string[];
  /**
   * Result paths that are always present although the schema JSON makes them look optional: a block that is
   * Optional and Computed in the provider's Go schema (the JSON carries no Computed for blocks), which the
   * bridge reads as always set.
   */
  alwaysPresentOutputs?: string[];
  /**
   * Upstream paths of lists or sets exposed as one object, as a bridged provider's `MaxItemsOne` does: a
   * computed nested list whose MaxItems the schema JSON does not carry, or a published package's own choice.
   */
  maxItemsOne?: string[];
}

import type { RuleKind } from "../../runtime/package-format/metadata";

export type { RuleKind };

export interface ArgumentRule {
  kind: RuleKind;
  fields: string[];
}

export interface DataSourceRule extends ArgumentRule {
  dataSources: string[];
}
