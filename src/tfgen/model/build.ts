import type { ProviderInputs } from "../schema/provider-inputs";
import { functionName, token } from "./naming-adapter";
import { dedupeFunctionNames, PinnedFunctionNameClash, type FunctionNameRequest } from "../naming";
import { isBindingName } from "../naming/identifiers";
import { NamingError, namesEntry, SchemaPaths, suggestIdentifier } from "./naming-error";
import { SchemaError } from "../schema/validate";
import { buildReadOnlyModels } from "./read-only";
import type { ConfigModel, FunctionModel, PackageModel, PropertyModel } from "./types";
import { OverridesError, ModelBuilder } from "./builder";
import { PACKAGE_MODULES } from "./package-modules";
import { selectDataSources } from "./select";

/** Builds the package model for one provider from its pinned schema and overrides file. */
export function buildPackageModel(inputs: ProviderInputs): PackageModel {
  const { target, overrides: o, overridesFile } = inputs;
  const schema = inputs.pinned.schema;
  const b = new ModelBuilder(o, overridesFile);

  const paths = new SchemaPaths(target.registryKey);
  const providerBlock = schema.provider.block;
  for (const reserved of PROVIDER_META_ARGUMENTS) {
    if (providerBlock.attributes?.[reserved] || providerBlock.block_types?.[reserved]) {
      throw new SchemaError(
        inputs.pinned.file,
        paths.configAttribute(reserved),
        `"${reserved}" is a meta-argument Terraform reserves in every provider block, ` +
          `so this attribute could never be set (no overrides entry can change that; the provider's schema is wrong)`,
      );
    }
  }
  const configProps = b.properties(providerBlock, "config", "config", "input", new Set());
  for (const p of configProps) {
    // Each config variable is exported as a `const` of config/vars.ts, which no property-key quoting can rescue.
    if (!isBindingName(p.name)) {
      throw new NamingError(
        inputs.pinned.file,
        paths.configAttribute(p.tfName),
        `the config variable's name "${p.name}" cannot be declared in TypeScript (it is exported as a const)`,
        overridesFile,
        namesEntry(`config.${p.tfName}`, suggestIdentifier(p.name, "")),
      );
    }
  }
  const configOverrides = o.config ?? {};
  for (const k of Object.keys(configOverrides)) {
    if (!providerBlock.attributes?.[k])
      throw new OverridesError(`${overridesFile}: $.config.${k}: the provider schema has no attribute "${k}"`);
  }
  const config: ConfigModel[] = configProps.map((p) => {
    const c = configOverrides[p.tfName] ?? {};
    return {
      ...p,
      // Every config variable is optional to Pulumi: the upstream provider may read it from its environment.
      required: false,
      secret: p.secret || !!c.secret,
      deprecationMessage: c.deprecationMessage ?? p.deprecationMessage,
      env: c.env ?? [],
      ...(c.default !== undefined ? { default: c.default } : {}),
      ...(c.allowedValues ? { allowedValues: c.allowedValues } : {}),
    };
  });
  const configRules = b.rules(o.configRules ?? [], config, "the provider configuration");

  const selected = selectDataSources(schema, o);
  for (const k of Object.keys(o.dataSources ?? {})) {
    if (!schema.data_source_schemas?.[k])
      throw new OverridesError(`${overridesFile}: $.dataSources.${k}: the schema has no data source "${k}"`);
  }
  for (const r of o.rules ?? []) {
    for (const ds of r.dataSources) {
      if (!schema.data_source_schemas?.[ds])
        throw new OverridesError(
          `${overridesFile}: rule ${r.kind}(${r.fields.join(", ")}) names data source "${ds}", which the schema does not have`,
        );
    }
  }

  const { names: fnNames, resolutions: fnResolutions } = nameFunctions(inputs, selected, paths, b);
  for (const r of fnResolutions) b.report(r);

  for (const [tfType, dso] of Object.entries(o.dataSources ?? {})) {
    for (const p of dso.optionalOutputs ?? []) b.optionalOutputs.add(`${tfType}.${p}`);
    for (const p of dso.alwaysPresentOutputs ?? []) b.alwaysPresentOutputs.add(`${tfType}.${p}`);
    for (const p of dso.maxItemsOne ?? []) b.maxItemsOne.add(`${tfType}.${p}`);
  }

  const functions: FunctionModel[] = selected.map((tfType) => {
    const entry = schema.data_source_schemas![tfType];
    const dso = o.dataSources?.[tfType] ?? {};
    const secretPaths = new Set((dso.secrets ?? []).map((s) => `${tfType}.${s}`));
    const name = fnNames.get(tfType) as string;
    const outputs = withResultId(b.properties(entry.block, tfType, name, "output", secretPaths, true));
    const inputs = b.properties(entry.block, tfType, name, "input", secretPaths, true);
    const rules = b.rules(
      (o.rules ?? []).filter((r) => r.dataSources.includes(tfType)),
      inputs,
      `data source ${tfType}`,
    );
    return {
      name,
      token: token(o.package, name),
      tfType,
      description: entry.block.description,
      deprecationMessage: dso.deprecationMessage ?? (entry.block.deprecated ? `${name} is deprecated upstream` : undefined),
      inputs,
      outputs,
      rules,
    };
  });

  for (const tfType of selected) {
    for (const s of o.dataSources?.[tfType]?.secrets ?? []) {
      if (!b.usedSecrets.has(`${tfType}.${s}`))
        throw new OverridesError(`${overridesFile}: $.dataSources.${tfType}.secrets: "${s}" is no field of ${tfType}`);
    }
    for (const key of ["optionalOutputs", "alwaysPresentOutputs", "maxItemsOne"] as const) {
      for (const s of o.dataSources?.[tfType]?.[key] ?? []) {
        if (!b[key].wasMet(`${tfType}.${s}`))
          throw new OverridesError(`${overridesFile}: $.dataSources.${tfType}.${key}: "${s}" is no result field of ${tfType}`);
      }
    }
  }

  // After the data sources, so that their names stand and a clashing provider function takes the suffix.
  const readOnly = buildReadOnlyModels(inputs, b, functions);

  for (const table of ["names", "aliases"] as const) {
    for (const k of Object.keys(o[table] ?? {})) {
      if (!b.usedOverrides.has(`${table}:${k}`) && !isExcludedPath(k, selected)) {
        throw new OverridesError(`${overridesFile}: $.${table}["${k}"]: no field at that upstream path`);
      }
    }
  }

  return {
    pkg: o.package,
    displayName: o.displayName ?? o.package,
    provider: {
      source: target.source,
      namespace: target.namespace,
      type: target.type,
      version: target.version,
      registryKey: target.registryKey,
    },
    description: providerBlock.description,
    config,
    configRules,
    functions,
    ...readOnly,
    types: [...b.types.values()].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)),
    resolutions: b.resolutions,
  };
}

/**
 * Every function result has an `id: string`, as in a bridged SDK: pkg/tfgen adds one to a data source without an
 * `id` attribute (Plugin Framework data sources often have none). It is kept in the upstream order of fields.
 */
function withResultId(outputs: PropertyModel[]): PropertyModel[] {
  if (outputs.some((p) => p.tfName === "id" || p.name === "id")) return outputs;
  const id: PropertyModel = {
    name: "id",
    tfName: "id",
    type: { kind: "string" },
    required: true,
    description: "Always the empty string: this data source has no `id` attribute (every result has an `id`, as in a bridged SDK).",
    secret: false,
    sdkId: true,
  };
  const at = outputs.findIndex((p) => p.tfName > "id");
  return at < 0 ? [...outputs, id] : [...outputs.slice(0, at), id, ...outputs.slice(at)];
}

/** Written by Terraform itself in a provider block (and by CDKTF's provider class). */
const PROVIDER_META_ARGUMENTS = ["alias", "version"];

/**
 * Function names: an explicit `names["<data source>"]` wins, then the bridge's rule, then the bridge's
 * case-insensitive de-duplication. A name that cannot be a TypeScript function is an error naming the fix.
 */
function nameFunctions(
  inputs: ProviderInputs,
  selected: string[],
  paths: SchemaPaths,
  b: ModelBuilder,
): { names: Map<string, string>; resolutions: string[] } {
  const { target, overridesFile } = inputs;
  const schemaFile = inputs.pinned.file;
  const suggestion = (tfType: string) =>
    namesEntry(tfType, suggestIdentifier(tfType.startsWith(`${target.type}_`) ? tfType.slice(target.type.length + 1) : tfType, "get"));
  const requests: FunctionNameRequest[] = selected.map((tfType) => {
    const explicit = b.explicitName(tfType);
    if (explicit !== undefined) {
      if (!isBindingName(explicit) || PACKAGE_MODULES.has(explicit.toLowerCase())) {
        throw new OverridesError(
          `${overridesFile}: $.names["${tfType}"]: "${explicit}" cannot name a function ` +
            `(it must be a TypeScript identifier and not a package module name)`,
        );
      }
      return { tfType, name: explicit, pinned: true };
    }
    let name: string;
    try {
      name = functionName(tfType, target.type);
    } catch (err) {
      throw new NamingError(schemaFile, paths.dataSource(tfType), (err as Error).message, overridesFile, suggestion(tfType));
    }
    if (!isBindingName(name) || PACKAGE_MODULES.has(name.toLowerCase())) {
      throw new NamingError(
        schemaFile,
        paths.dataSource(tfType),
        `the function name "${name}" derived from it cannot name a TypeScript function`,
        overridesFile,
        suggestion(tfType),
      );
    }
    return { tfType, name };
  });
  try {
    const { names, resolutions } = dedupeFunctionNames(requests);
    return {
      names,
      resolutions: resolutions.map(
        (r) =>
          `${r.tfType}: function name "${r.wanted}" differs only in case from that of ${r.keptBy}; ` +
          `named "${r.assigned}" (pin another with ${namesEntry(r.tfType, "…")})`,
      ),
    };
  } catch (err) {
    if (err instanceof PinnedFunctionNameClash) throw new OverridesError(`${overridesFile}: $.names: ${err.message}`);
    throw err;
  }
}

/** A name override for a data source that include/exclude left out is not stale, just unused this time. */
function isExcludedPath(path: string, selected: string[]): boolean {
  const ds = path.split(".")[0];
  return ds !== "config" && !selected.includes(ds);
}
