import { buildPackageModel } from "../../model/build";
import { filterSchema } from "../../model/select";
import type { FunctionModel, PackageModel } from "../../model/types";
import type { ProviderInputs } from "../../schema/provider-inputs";
import type { FileTree } from "../file-tree";
import { generateSafeCdktfBindings } from "../cdktf/safe-bindings";
import type { CdktfNames } from "../cdktf/names";
import { configIndexModule, configVarsModule } from "./config-module";
import { functionSurface, surfaceModule, type FunctionSurface } from "./function-module";
import { indexModule } from "./index-module";
import { SDK_FOLDER } from "./layout";
import { jsonAssetsModule, packageModule } from "./package-assets";
import { packageSchema } from "./package-schema";
import { PINNED_SCHEMA_FILE, pinnedSchemaDocument } from "./pinned-schema";
import { providerModule } from "./provider-module";
import { ephemeralSurface, providerFunctionSurface, sdkModel } from "./read-only-modules";
import { runtimeMetadata, type CdktfAdjustments } from "./runtime-metadata";
import { inputTypesModule, outputTypesModule, typesIndexModule } from "./types-module";

const byKey =
  <T>(key: (x: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** What the SDK needs of CDKTF's run: the bindings' names, and what the bindings do differently (escapes, loose types). */
export type SdkNames = { cdktf: CdktfNames } & CdktfAdjustments;

/**
 * Every file of the Pulumi-shaped SDK of one package, keyed relative to the provider folder, in the tree's order:
 * the one entry point that emits it. metadata.json alone needs CDKTF's names: without `names` its place is kept with
 * its text undefined (what can be rendered before, or beside, CDKTF's generator; `metadataFile` renders it once they
 * are known). Functions and types are put in name order here, so the output does not depend on the order the model
 * lists them in.
 */
export function emitSdk(
  input: PackageModel,
  opts: {
    names?: SdkNames;
    /** JSON files made from more than the model (the pinned schema), shipped beside metadata.json. */
    extraJson?: readonly [string, string][];
  } = {},
): [string, string | undefined][] {
  const files = sdkFilesWithoutNames(input, opts.extraJson ?? []);
  const names = opts.names;
  if (!names) return files;
  const metadata = `${SDK_FOLDER}/${METADATA_FILE}`;
  return files.map(([rel, text]) => [rel, rel === metadata ? metadataFile(input, names.cdktf, names) : text]);
}

/** `emitSdk` with CDKTF's names: every file with its text. */
export function emitSdkFiles(input: PackageModel, names: SdkNames, extraJson: readonly [string, string][] = []): FileTree {
  return new Map(emitSdk(input, { names, extraJson }) as [string, string][]);
}

/** metadata.json's text: the one SDK file that needs CDKTF's names. */
export function metadataFile(input: PackageModel, cdktf: CdktfNames, adjustments: CdktfAdjustments = {}): string {
  return runtimeMetadata(sortedModel(input), cdktf, adjustments);
}

/** The file of the SDK that needs CDKTF's names (the runtime's map to the bindings); every other file needs the model alone. */
export const METADATA_FILE = "metadata.json";

/** The model with its functions and types in name order, as every SDK file lists them. */
export function sortedModel(input: PackageModel): PackageModel {
  return {
    ...input,
    functions: [...input.functions].sort(byKey((f) => f.token)),
    types: [...input.types].sort(byKey((t) => t.name)),
  };
}

/**
 * Every file of the SDK in the tree's order, metadata.json's text left undefined (its place kept).
 */
function sdkFilesWithoutNames(input: PackageModel, extraJson: readonly [string, string][]): [string, string | undefined][] {
  const sorted = sortedModel(input);
  // Ephemeral resources and provider functions are functions of the SDK too; metadata.json keeps them apart.
  const model = sdkModel(sorted);
  const views = new Map(model.functions.map((f) => [f.token, f]));
  // Each function's declarations, once: its module and the package index both write them.
  const surfaces: [FunctionModel, FunctionSurface][] = [
    ...sorted.functions.map((fn): [FunctionModel, FunctionSurface] => [fn, functionSurface(model, fn)]),
    ...(sorted.ephemeralResources ?? []).map((fn): [FunctionModel, FunctionSurface] => [fn, ephemeralSurface(model, fn)]),
    ...(sorted.providerFunctions ?? []).map((fn): [FunctionModel, FunctionSurface] => {
      const view = views.get(fn.token) as FunctionModel;
      return [view, providerFunctionSurface(model, fn, view)];
    }),
  ];
  const files: [string, string][] = [
    ["index.ts", indexModule(model, new Map(surfaces.map(([fn, s]) => [fn.token, s])))],
    ["package.ts", packageModule(model)],
    ["provider.ts", providerModule(model)],
    ["config/index.ts", configIndexModule(model)],
    ["config/vars.ts", configVarsModule(model)],
    ["types/index.ts", typesIndexModule(model)],
    ["types/input.ts", inputTypesModule(model)],
    ["types/output.ts", outputTypesModule(model)],
    ["schema.json", packageSchema(model)],
    [METADATA_FILE, ""],
    ...extraJson,
    ...surfaces.map(([fn, surface]): [string, string] => [`${fn.name}.ts`, surfaceModule(model, fn, surface)]),
  ];
  files.push([
    "json-assets.ts",
    jsonAssetsModule(
      model,
      files.map(([rel]) => rel).filter((rel) => rel.endsWith(".json")),
    ),
  ]);
  const tree = new Map<string, string | undefined>();
  for (const [rel, content] of files.sort(byKey(([rel]) => rel))) {
    const key = `${SDK_FOLDER}/${rel}`;
    if (tree.has(key)) throw new Error(`${model.pkg}: two generated files would be ${key} (a function named like a package module?)`);
    tree.set(key, rel === METADATA_FILE ? undefined : content);
  }
  return [...tree];
}

/**
 * The emitter registered with the pipeline. CDKTF names are read from the same filtered schema the bindings
 * are generated from, since CDKTF de-duplicates names over whatever it is given.
 */
export function emitPulumiSdk(inputs: ProviderInputs, context?: { cdktf: CdktfNames; model?: PackageModel } & CdktfAdjustments): FileTree {
  // Without the pipeline's context (a direct call), run the generator once to learn its names.
  const cdktf = context ?? toContext(generateSafeCdktfBindings(inputs.target, filterSchema(inputs.pinned.schema, inputs.overrides)));
  const model = context?.model ?? buildPackageModel(inputs);
  return emitSdkFiles(model, cdktf, sdkExtraJson(inputs, model));
}

/** The JSON files the pipeline's SDK ships beyond the model's own: the pinned schema. */
export function sdkExtraJson(inputs: ProviderInputs, model: PackageModel): [string, string][] {
  return [[PINNED_SCHEMA_FILE, pinnedSchemaDocument(inputs, model)]];
}

const toContext = (b: ReturnType<typeof generateSafeCdktfBindings>) => ({
  cdktf: b.names,
  cdktfEscapes: b.escapes,
  cdktfLooseTypes: b.looseTypes,
});
