/*
 * Where the generated SDK sits: `<codeMakerOutput>/<type>/pulumi/`, inside the provider's npm package
 * (`<codeMakerOutput>/<type>/package.json`, see ../package). Its modules reach the runtime by package name,
 * so an installed SDK and the repository's sources load the same runtime the same way, and one copy of it.
 */
export const SDK_FOLDER = "pulumi";
/** The runtime package (src/runtime/package.json); generated packages depend on it by this name. */
export const RUNTIME_PACKAGE = "@tflookup/runtime";
export const RUNTIME_FROM_SDK = `${RUNTIME_PACKAGE}/invoke`;

/** The runtime module a generated file imports (`@tflookup/runtime/invoke[/<module>]`), the same from any depth. */
export function runtimeImport(module?: string): string {
  return RUNTIME_FROM_SDK + (module ? `/${module}` : "");
}

/** The runtime's generic Pulumi provider plugin, which a provider package's bin runs. */
export const runtimePluginMain = `${RUNTIME_PACKAGE}/plugin/main`;
