import * as path from "path";
import type { CdktfBinding } from "../../../runtime/package-format/metadata";

/** CDKTF names of one block's attributes: upstream name → property name (and struct, for nested blocks). */
export interface CdktfStructNames {
  name: string;
  attributes: Map<string, CdktfAttributeNames>;
}

export interface CdktfAttributeNames {
  property: string;
  struct?: CdktfStructNames;
}

export interface CdktfResourceNames {
  binding: CdktfBinding;
  attributes: Map<string, CdktfAttributeNames>;
}

export interface CdktfNames {
  provider: CdktfResourceNames;
  /** Keyed by upstream data source type (`ibm_account`). */
  dataSources: Map<string, CdktfResourceNames>;
}

// The slice of the generator's (untyped-for-us) models that is read here.
interface AttributeLike {
  name: string;
  terraformName: string;
  type: { struct?: { name: string; attributes: AttributeLike[] } };
}
export interface ResourceModelLike {
  terraformType: string;
  className: string;
  fileName: string;
  attributes: AttributeLike[];
  configStruct: { name: string };
}
function structNames(s: { name: string; attributes: AttributeLike[] }, seen: Map<object, CdktfStructNames>): CdktfStructNames {
  // Recursive schemas make the generator reuse one struct inside itself; reuse its names the same way.
  const known = seen.get(s);
  if (known) return known;
  const out: CdktfStructNames = { name: s.name, attributes: new Map() };
  seen.set(s, out);
  for (const [k, v] of attributeNames(s.attributes, seen)) out.attributes.set(k, v);
  return out;
}

function attributeNames(attrs: AttributeLike[], seen: Map<object, CdktfStructNames>): Map<string, CdktfAttributeNames> {
  const out = new Map<string, CdktfAttributeNames>();
  for (const a of attrs) {
    out.set(a.terraformName, { property: a.name, ...(a.type.struct ? { struct: structNames(a.type.struct, seen) } : {}) });
  }
  return out;
}

function resourceNames(m: ResourceModelLike): CdktfResourceNames {
  return {
    binding: { folder: path.posix.dirname(m.fileName), className: m.className, configStruct: m.configStruct.name },
    attributes: attributeNames(m.attributes, new Map()),
  };
}

/**
 * The names the CDKTF bindings in providers/<type>/ use, taken from CDKTF's own generator rather than
 * re-derived (it de-duplicates class and struct names across the whole provider in parse order); the models
 * are caught during the generator's run in ../cdktf/bindings.ts.
 */
/** The names, from the generator's models of the data sources and of the provider block. */
export function cdktfNamesFromModels(models: readonly ResourceModelLike[], provider: ResourceModelLike): CdktfNames {
  const dataSources = new Map<string, CdktfResourceNames>();
  for (const m of models) {
    if (m.terraformType.startsWith("data_")) dataSources.set(m.terraformType.slice("data_".length), resourceNames(m));
  }
  return { provider: resourceNames(provider), dataSources };
}
