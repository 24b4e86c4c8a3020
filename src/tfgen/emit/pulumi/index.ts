import { buildPackageModel, filterSchema } from "../../model/build";
import type { PackageModel } from "../../model/types";
import type { ProviderInputs } from "../../pipeline/provider-inputs";
import type { FileTree } from "../../write/tree";
import { readCdktfNames, type CdktfNames } from "./cdktf-names";
import { configIndexModule, configVarsModule } from "./config-module";
import { functionModule } from "./function-module";
import { indexModule } from "./index-module";
import { SDK_FOLDER } from "./layout";
import { jsonAssetsModule, packageModule } from "./package-assets";
import { packageSchema } from "./package-schema";
import { providerModule } from "./provider-module";
import { runtimeMetadata } from "./runtime-metadata";
import { inputTypesModule, outputTypesModule, typesIndexModule } from "./types-module";

/** All files of the Pulumi-shaped SDK of one package, keyed relative to the provider folder. */
export function emitPulumiSdkFromModel(model: PackageModel, cdktf: CdktfNames): FileTree {
  const files: [string, string][] = [
    ["index.ts", indexModule(model)],
    ["package.ts", packageModule(model)],
    ["json-assets.ts", jsonAssetsModule(model)],
    ["provider.ts", providerModule(model)],
    ["config/index.ts", configIndexModule(model)],
    ["config/vars.ts", configVarsModule(model)],
    ["types/index.ts", typesIndexModule(model)],
    ["types/input.ts", inputTypesModule(model)],
    ["types/output.ts", outputTypesModule(model)],
    ["schema.json", packageSchema(model)],
    ["metadata.json", runtimeMetadata(model, cdktf)],
    ...model.functions.map((fn): [string, string] => [`${fn.name}.ts`, functionModule(model, fn)]),
  ];
  const tree: FileTree = new Map();
  for (const [rel, content] of files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const key = `${SDK_FOLDER}/${rel}`;
    if (tree.has(key)) throw new Error(`${model.pkg}: two generated files would be ${key} (a function named like a package module?)`);
    tree.set(key, content);
  }
  return tree;
}

/**
 * The emitter registered with the pipeline. CDKTF names are read from the same filtered schema the bindings
 * are generated from, since CDKTF de-duplicates names over whatever it is given.
 */
export function emitPulumiSdk(inputs: ProviderInputs): FileTree {
  const cdktf = readCdktfNames(inputs.target, filterSchema(inputs.pinned.schema, inputs.overrides));
  return emitPulumiSdkFromModel(buildPackageModel(inputs), cdktf);
}
