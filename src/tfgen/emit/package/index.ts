import type { ProviderInputs } from "../../schema/provider-inputs";
import type { CoreLibrary } from "../../project/core-library";
import type { FileTree } from "../file-tree";
import { buildConfig, pluginBin } from "./build-files";
import { BIN_FOLDER, providerPackageJson } from "./manifest";
import { pluginExecutable } from "./names";
import type { ProjectPackage } from "./project-package";
import { providerReadme } from "./readme";

/** The files that make `providers/<type>/` an installable npm package, keyed relative to that folder. */
export function emitPackageFiles(
  inputs: ProviderInputs,
  context: { project: ProjectPackage; coreLibraries: readonly CoreLibrary[] },
): FileTree {
  return new Map([
    ["package.json", providerPackageJson(inputs, context.project, context.coreLibraries)],
    ["README.md", providerReadme(inputs, context.project, context.coreLibraries)],
    ["tsconfig.json", buildConfig()],
    [`${BIN_FOLDER}/${pluginExecutable(inputs.overrides.package)}.ts`, pluginBin(inputs)],
  ]);
}
