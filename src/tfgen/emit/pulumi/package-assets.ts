import type { PackageModel } from "../../model/types";
import { runtimeImport } from "./layout";
import { tsHeader } from "./marker";

/** `package.ts`: registers where this package's files are, for code that knows only the package name. */
export function packageModule(model: PackageModel): string {
  return `${tsHeader(model)}import { registerPackage } from "${runtimeImport(0, "packages")}";

/** The package name, as function modules pass it to the runtime; registering it records this folder. */
export const pkg = registerPackage(${JSON.stringify(model.pkg)}, __dirname);
`;
}

/**
 * `json-assets.ts`: never loaded. tsc copies a .json file into outDir only when some module imports it, and
 * a side-effect import does that without the type checker ever computing the (large) type of the JSON.
 */
export function jsonAssetsModule(model: PackageModel): string {
  return `${tsHeader(model)}// Never loaded at run time: these imports make \`tsc\` copy the JSON files next to the compiled SDK.
import "./metadata.json";
import "./schema.json";
`;
}
