import type { CdktfEscape, CdktfLooseType } from "./cdktf/safe-bindings";
import type { PackageModel } from "../model/types";
import type { ProviderInputs } from "../schema/provider-inputs";
import type { FileTree } from "./file-tree";
import type { CdktfNames } from "./cdktf/names";
import type { ProjectPackage } from "./package/project-package";
import type { CoreLibrary } from "../project/core-library";

/** What the earlier steps learnt that emitters need: the package model, and the names CDKTF gave everything. */
export interface EmitContext {
  cdktf: CdktfNames;
  model?: PackageModel;
  /** Upstream names the CDKTF bindings could not use and the property each got instead. */
  cdktfEscapes?: CdktfEscape[];
  /** Attributes the CDKTF bindings type as any value. */
  cdktfLooseTypes?: CdktfLooseType[];
  /** The project's own package.json: version and pins the generated packages take. */
  project: ProjectPackage;
  /** The CDK core libraries the bindings are generated for (cdktf.json's coreLibrary). */
  coreLibraries: readonly CoreLibrary[];
}

/** One emitter: the files it adds to a provider's folder, keyed relative to that folder. */
export type ProviderEmitter = (inputs: ProviderInputs, context: EmitContext) => FileTree;
