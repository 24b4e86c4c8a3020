import type { PackageModel } from "../../model/types";
import { runtimeImport } from "./layout";
import { tsHeader } from "./marker";

/**
 * `package.ts`: the package's name and version, registered with the runtime together with this folder for
 * code that knows only the name (the local executor finds metadata.json through it).
 */
export function packageModule(model: PackageModel): string {
  return `${tsHeader(model)}import { registerPackage } from "${runtimeImport("packages")}";

/** The upstream provider's version: the version of this package and of the plugin that serves it. */
export const version = ${JSON.stringify(model.provider.version)};

/** The package name, as function modules pass it to the runtime. */
export const pkg = registerPackage(${JSON.stringify(model.pkg)}, __dirname, version);
`;
}

/**
 * `json-assets.ts`: never loaded. tsc copies a .json file into outDir only when some module imports it, and
 * a side-effect import does that without the type checker ever computing the (large) type of the JSON.
 */
export function jsonAssetsModule(model: PackageModel, jsonFiles: readonly string[]): string {
  return (
    `${tsHeader(model)}// Never loaded at run time: these imports make \`tsc\` copy the JSON files next to the compiled SDK.\n` +
    [...jsonFiles]
      .sort()
      .map((f) => `import ${JSON.stringify(`./${f}`)};\n`)
      .join("")
  );
}
