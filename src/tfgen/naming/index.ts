/**
 * Naming rules of pulumi-terraform-bridge for data sources, reproduced so the generated SDK carries
 * exactly the names a bridged provider would (plus documented overrides).
 */
export { DEFAULT_INFLECTOR_PROFILE, pluralize, singularize } from "./inflector";
export type { InflectorProfile } from "./inflector";
export { camelCaseTf, capitaliseFirst, pascalCaseToken, renameSegments, titleCase } from "./case";
export { pulumiFieldName } from "./fields";
export type { FieldNamingOptions, FieldShape } from "./fields";
export { compareCodeUnits, resolveCollisions } from "./table";
export type { CollisionResolution, NamePair, ResolvedNames } from "./table";
export { dataSourceFunctionName, dataSourceToken, functionToken, nestedTypeName } from "./tokens";
export type { FunctionNamingOptions, NestedTypeOptions } from "./tokens";
export { dedupeFunctionNames, PinnedFunctionNameClash } from "./functions";
export type { FunctionNameRequest, FunctionNameResolution } from "./functions";
