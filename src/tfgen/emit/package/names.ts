import type { CoreLibrary } from "../../project/core-library";
import { RUNTIME_PACKAGE } from "../pulumi/layout";

/** npm scope of every package the project publishes (the runtime is `@tflookup/runtime`). */
export const PACKAGE_SCOPE = RUNTIME_PACKAGE.slice(0, RUNTIME_PACKAGE.indexOf("/"));

/** The npm name of a provider's package: its Pulumi package name under the project's scope. */
export function npmPackageName(pkg: string): string {
  return `${PACKAGE_SCOPE}/${pkg}`;
}

/** The Pulumi provider plugin's executable name, which the engine derives from the package name. */
export function pluginExecutable(pkg: string): string {
  return `pulumi-resource-${pkg}`;
}

/** What users call each flavour of the bindings, in a package's description and README. */
export const FLAVOUR_NAMES: Readonly<Record<CoreLibrary, string>> = { cdktf: "CDKTF", cdktn: "CDK Terrain" };
