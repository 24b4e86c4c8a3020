import type { KindCounts } from "../model/counts";
/**
 * What a schema change means for the generated APIs. Everything here is in documented names (the package
 * model), because that is what users of the Pulumi-shaped SDK type; upstream paths ride along so a reader
 * can find the change in the provider's changelog.
 */

export type Impact = "breaking" | "non-breaking";

/** Where a change sits: a whole function, one of its arguments or result fields, a config variable, a nested type. */
export type Subject = "function" | "input" | "output" | "config" | "type";

export type ChangeKind =
  | "function-added"
  | "function-removed"
  | "function-deprecated"
  | "input-added"
  | "input-added-required"
  | "input-removed"
  | "input-became-required"
  | "input-became-optional"
  | "input-renamed"
  | "input-name-kept"
  | "input-type-changed"
  | "input-list-to-object"
  | "input-object-to-list"
  | "input-collection-changed"
  | "input-deprecated"
  | "output-added"
  | "output-removed"
  | "output-became-optional"
  | "output-became-always-present"
  | "output-renamed"
  | "output-name-kept"
  | "output-type-changed"
  | "output-list-to-object"
  | "output-object-to-list"
  | "output-collection-changed"
  | "output-deprecated"
  | "output-id-made-up"
  | "output-id-from-upstream"
  | "config-added"
  | "config-added-required"
  | "config-removed"
  | "config-became-required"
  | "config-became-optional"
  | "config-renamed"
  | "config-name-kept"
  | "config-type-changed"
  | "config-deprecated"
  | "type-renamed"
  | "provider-function-added"
  | "provider-function-removed"
  | "provider-function-deprecated"
  | "parameter-added"
  | "parameter-removed"
  | "parameter-type-changed"
  | "variadic-changed"
  | "return-type-changed";

/** A change before classification: what the comparison of two package models found. */
export interface RawChange {
  kind: ChangeKind;
  /** Documented function name; absent for config variables. */
  function?: string;
  /** Upstream data source type; absent for config variables. */
  tfType?: string;
  /** Documented path inside the function (or the config variable's name): `addresses.net.addr`. */
  path?: string;
  /** Upstream path as the overrides spell it: `edgecenter_instance.addresses.net`, `config.api_endpoint`. */
  tfPath?: string;
  /** Old and new value where the change has one (a type, a name, a deprecation message). */
  before?: string;
  after?: string;
}

export interface Change extends RawChange {
  pulumi: Impact;
  /** For the CDKTF bindings of either flavour (CDKTF's and CDK Terrain's share their API). */
  cdktf: Impact;
  /** Not breaking, but a person should read it (a kept alias, a weaker ordering guarantee, …). */
  flagged: boolean;
  /** One sentence for people, already in documented names. */
  message: string;
}

/** A name kept for compatibility: recorded in overrides/<type>.json `aliases` as tfPath → name. */
export interface KeptName {
  tfPath: string;
  name: string;
  /** What the naming rules would have produced without the alias. */
  wouldBe: string;
}

/** An entry removed from the overrides because the new schema no longer has what it refers to. */
export interface PrunedOverride {
  /** JSON path in overrides/<type>.json, e.g. `$.dataSources.edgecenter_foo`. */
  path: string;
  why: string;
}

export interface SchemaSide {
  version: string;
  sha256: string;
}

export interface DiffReport {
  reportVersion: 2;
  provider: { source: string; type: string; package: string };
  from: SchemaSide;
  to: SchemaSide;
  summary: {
    changes: number;
    breaking: { pulumi: number; cdktf: number };
    flagged: number;
    /** What the package wraps of each kind, before and after. */
    counts: { before: KindCounts; after: KindCounts };
  };
  /** Ordered: config variables first, then functions by upstream type, each by section and path. */
  changes: Change[];
  aliases: KeptName[];
  overridesPruned: PrunedOverride[];
  /** Upstream data sources added or removed that the overrides' include/exclude leave out of the API. */
  notSelected: { added: string[]; removed: string[] };
}
