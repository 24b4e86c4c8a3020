import * as path from "path";
import type { ProviderTarget } from "../../project/cdktf-config";
import type { ProviderSchemaJson } from "../../schema/types";
import type { CdktfBinding } from "../../../runtime/invoke/metadata";
import { loadGenerator } from "../cdktf/load-generator";

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
interface ResourceParserLike {
  parse(fqpn: string, type: string, schema: unknown, kind: string, constraint: unknown): ResourceModelLike;
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
 * re-derived: it de-duplicates class and struct names across the whole provider in parse order, so the
 * schema has to be the one generateCdktfBindings is given, parsed in the same order (resources, then data
 * sources, then the provider block).
 */
export function readCdktfNames(target: ProviderTarget, schema: ProviderSchemaJson): CdktfNames {
  const g = loadGenerator();
  const clone = structuredClone(schema);
  const generator = new g.TerraformProviderGenerator(new g.CodeMaker(), {
    format_version: "1.0",
    provider_schemas: { [target.registryKey]: clone },
    provider_versions: { [target.registryKey]: target.version },
  } as never);
  const constraint = new g.ConstructsMakerProviderTarget(new g.TerraformProviderConstraint(`${target.source}@${target.version}`), g.LANGUAGES[0]);
  const models = generator.buildResourceModels(target.registryKey as never, constraint) as unknown as ResourceModelLike[];
  // The provider class is parsed by a private step of generate(); its parser is the one that holds the
  // names already taken, so it has to be this instance's.
  const parser = (generator as unknown as { resourceParser: ResourceParserLike }).resourceParser;
  const provider = parser.parse(target.registryKey, "provider", clone.provider, "provider", constraint);

  return cdktfNamesFromModels(models, provider);
}

/** The names, from the generator's models of the data sources and of the provider block. */
export function cdktfNamesFromModels(models: readonly ResourceModelLike[], provider: ResourceModelLike): CdktfNames {
  const dataSources = new Map<string, CdktfResourceNames>();
  for (const m of models) {
    if (m.terraformType.startsWith("data_")) dataSources.set(m.terraformType.slice("data_".length), resourceNames(m));
  }
  return { provider: resourceNames(provider), dataSources };
}
