/**
 * The model of what else a provider offers for reading besides data sources: its provider-defined functions
 * (`functions` of the schema) and its ephemeral resources (`ephemeral_resource_schemas`). Both are left out of
 * the model when the provider has none, so that a provider without them models, and generates, as before.
 *
 * Names: a function is the camelCase of its name (`arn_parse` → `arnParse`), with a `Function` suffix when that
 * is taken by another function of the package (reported); an ephemeral resource is `open<Name>`, its name with
 * the provider prefix removed as for data sources (`aws_secretsmanager_secret_version` → `openSecretsmanagerSecretVersion`).
 */
import type { ProviderInputs } from "../schema/provider-inputs";
import type { FunctionParameterJson } from "../schema/types";
import { camelCaseTf, pascalCaseToken } from "../naming/case";
import { isBindingName } from "../naming/identifiers";
import type { ModelBuilder } from "./builder";
import { PACKAGE_MODULES } from "./package-modules";
import { selectByGlobs } from "./select";
import { functionName, nameObjectFields, token } from "./naming-adapter";
import { NamingError, SchemaPaths } from "./naming-error";
import type { FunctionModel, FunctionParameterModel, ProviderFunctionModel } from "./types";
import { jsonPathKey } from "../schema/validate";

const NO_SECRETS = new Set<string>();

/** Where Terraform itself writes the function; also the upstream path of its parameter and result types. */
export function functionAddress(providerType: string, name: string): string {
  return `provider::${providerType}::${name}`;
}

function ephemeralModels(inputs: ProviderInputs, b: ModelBuilder): FunctionModel[] {
  const schema = inputs.pinned.schema;
  const providerType = inputs.target.type;
  const paths = new SchemaPaths(inputs.target.registryKey);
  return selectByGlobs(Object.keys(schema.ephemeral_resource_schemas ?? {}), inputs.overrides).map((tfType) => {
    const entry = schema.ephemeral_resource_schemas![tfType];
    let dataSourceName: string;
    try {
      dataSourceName = functionName(tfType, providerType);
    } catch (err) {
      const where = jsonPathKey(`${jsonPathKey("$.provider_schemas", paths.registryKey)}.ephemeral_resource_schemas`, tfType);
      throw new NamingError(inputs.pinned.file, where, (err as Error).message, inputs.overridesFile, `"exclude": ["${tfType}"]`);
    }
    const name = `open${dataSourceName.slice("get".length)}`;
    // Paths start with the type, as a data source's do: the SDK declares a nested type in the module of the
    // function whose type starts its path.
    const path = tfType;
    return {
      name,
      token: token(inputs.overrides.package, name),
      tfType,
      description: entry.block.description,
      deprecationMessage: entry.block.deprecated ? `${name} is deprecated upstream` : undefined,
      inputs: b.properties(entry.block, path, name, "input", NO_SECRETS, true),
      outputs: b.properties(entry.block, path, name, "output", NO_SECRETS, true),
      rules: [],
    };
  });
}

function functionModels(inputs: ProviderInputs, b: ModelBuilder, taken: Set<string>): ProviderFunctionModel[] {
  const schema = inputs.pinned.schema;
  const providerType = inputs.target.type;
  const functionsPath = `${jsonPathKey("$.provider_schemas", inputs.target.registryKey)}.functions`;
  return selectByGlobs(Object.keys(schema.functions ?? {}), inputs.overrides).map((tfName) => {
    const fn = schema.functions![tfName];
    const wanted = camelCaseTf(tfName.replace(/-/g, "_"));
    const name = taken.has(wanted.toLowerCase()) ? `${wanted}Function` : wanted;
    if (name !== wanted) b.report(`${functionAddress(providerType, tfName)}: function name "${wanted}" is taken; named "${name}"`);
    if (!isBindingName(name) || taken.has(name.toLowerCase())) {
      throw new NamingError(
        inputs.pinned.file,
        jsonPathKey(functionsPath, tfName),
        `the function name "${name}" derived from it cannot name a TypeScript function of this package`,
        inputs.overridesFile,
        `"exclude": ["${tfName}"]`,
      );
    }
    taken.add(name.toLowerCase());
    const address = functionAddress(providerType, tfName);
    const pascal = pascalCaseToken(name);
    const declared: FunctionParameterJson[] = [...(fn.parameters ?? []), ...(fn.variadic_parameter ? [fn.variadic_parameter] : [])];
    // The plugin framework names an unnamed parameter param<position>; the model does the same.
    const tfNames = declared.map((p, i) => p.name || `param${i + 1}`);
    const named = nameObjectFields(
      tfNames.map((n) => ({ tfName: n, shape: {} })),
      inputs.overrides.renameWords ?? {},
    );
    for (const r of named.resolutions) b.report(`${address}: ${r}`);
    const parameters: FunctionParameterModel[] = declared.map((p, i) => {
      const paramName = named.names.get(tfNames[i]) as string;
      return {
        name: paramName,
        tfName: tfNames[i],
        type: b.ctyType(p.type, `${address}.${tfNames[i]}`, `${pascal}${pascalCaseToken(paramName)}`, "input", NO_SECRETS),
        nullable: !!p.is_nullable,
        ...(p.description ? { description: p.description } : {}),
      };
    });
    const variadic = fn.variadic_parameter ? parameters.pop() : undefined;
    return {
      name,
      token: token(inputs.overrides.package, name),
      tfName,
      ...(fn.summary ? { summary: fn.summary } : {}),
      ...(fn.description ? { description: fn.description } : {}),
      ...(fn.deprecation_message ? { deprecationMessage: fn.deprecation_message } : {}),
      parameters,
      ...(variadic ? { variadic } : {}),
      result: b.ctyType(fn.return_type, `${address}.result`, `${pascal}Result`, "output", NO_SECRETS),
    };
  });
}

/** The model's `providerFunctions` and `ephemeralResources`, each present only when not empty. */
export function buildReadOnlyModels(
  inputs: ProviderInputs,
  b: ModelBuilder,
  dataSources: FunctionModel[],
): { providerFunctions?: ProviderFunctionModel[]; ephemeralResources?: FunctionModel[] } {
  const ephemeralResources = ephemeralModels(inputs, b);
  // Module files count as taken names too: a function named `config` would overwrite the config module.
  const taken = new Set([...PACKAGE_MODULES, ...[...dataSources, ...ephemeralResources].map((f) => f.name.toLowerCase())]);
  const providerFunctions = functionModels(inputs, b, taken);
  return {
    ...(providerFunctions.length > 0 ? { providerFunctions } : {}),
    ...(ephemeralResources.length > 0 ? { ephemeralResources } : {}),
  };
}
