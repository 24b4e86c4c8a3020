import { pascalCaseToken, renameSegments, titleCase } from "./case";
import { DEFAULT_INFLECTOR_PROFILE, InflectorProfile, singularize } from "./inflector";

export interface FunctionNamingOptions {
  /** Whole snake_case segments of the data source name to replace, as for fields. */
  readonly renameWords?: Readonly<Record<string, string>>;
  /** Explicit function names ("getFoo") by Terraform data source type; they win over everything. */
  readonly overrides?: Readonly<Record<string, string>>;
}

/**
 * The function name the bridge's single-module token strategy gives a data source:
 * "get" + PascalCase of the type without "<provider>_".
 * ("ibm", "ibm_app_config_integration_kms") -> "getAppConfigIntegrationKms",
 * ("edgecenter", "edgecenter_instanceV2") -> "getInstanceV2".
 * A data source named exactly like its provider keeps its whole name, as the bridge does:
 * ("http", "http") -> "getHttp".
 *
 * Throws when the prefix is missing, as the bridge does, rather than inventing a name.
 */
export function dataSourceFunctionName(provider: string, tfType: string, options: FunctionNamingOptions = {}): string {
  const explicit =
    options.overrides && Object.prototype.hasOwnProperty.call(options.overrides, tfType) ? options.overrides[tfType] : undefined;
  if (explicit !== undefined && explicit !== "") return explicit;

  if (tfType === provider) return "get" + pascalCaseToken(tfType);
  const prefix = `${provider}_`;
  if (!tfType.startsWith(prefix) || tfType.length === prefix.length) {
    throw new Error(`data source "${tfType}" does not start with provider prefix "${prefix}"`);
  }
  let rest = tfType.slice(prefix.length);
  if (options.renameWords) rest = renameSegments(rest, options.renameWords);
  return "get" + pascalCaseToken(rest);
}

/** "<pkg>:index/<fn>:<fn>", the token of a function in the package's root module. */
export function functionToken(pkg: string, functionName: string): string {
  const member = functionName.charAt(0).toLowerCase() + functionName.slice(1);
  return `${pkg}:index/${member}:${member}`;
}

/** Token of data source `tfType`: ("ibm", "ibm", "ibm_account") -> "ibm:index/getAccount:getAccount". */
export function dataSourceToken(pkg: string, provider: string, tfType: string, options: FunctionNamingOptions = {}): string {
  return functionToken(pkg, dataSourceFunctionName(provider, tfType, options));
}

export interface NestedTypeOptions {
  /** True when the property is an array (list/set that is not flattened by MaxItems=1). */
  readonly collection: boolean;
  readonly inflector?: InflectorProfile;
}

/**
 * Name of the object type of a property: parent name + Title(property name), where array properties
 * are singularised first. The parent is the function name for top-level properties and the enclosing
 * type's name below that, so names chain: getInstance + addresses -> getInstanceAddress,
 * getInstanceAddress + nets -> getInstanceAddressNet.
 *
 * The singular is taken of the final Pulumi name (after pluralisation, overrides and renames), which is
 * why "previouses" yields "Previouse" rather than "Previous".
 */
export function nestedTypeName(parent: string, pulumiPropertyName: string, options: NestedTypeOptions): string {
  const name = options.collection ? singularize(pulumiPropertyName, options.inflector ?? DEFAULT_INFLECTOR_PROFILE) : pulumiPropertyName;
  return parent + titleCase(name);
}
