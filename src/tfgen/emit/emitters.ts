import type { PackageModel } from "../model/types";
import type { ProviderInputs } from "../schema/provider-inputs";
import type { EmitContext, ProviderEmitter } from "./context";
import { emitPackageFiles } from "./package";
import { emitPulumiSdk, emitSdk, METADATA_FILE, metadataFile, sdkExtraJson } from "./pulumi";
import { SDK_FOLDER } from "./pulumi/layout";

/**
 * The emitters that run after the CDKTF bindings, in order: the pipeline's default list (and the one the generation
 * worker renders), so that no caller can forget one and silently produce bindings only.
 */
export const EMITTERS: readonly ProviderEmitter[] = [emitPulumiSdk, emitPackageFiles];

/** The one file of EMITTERS' output that needs CDKTF's names; `emitWithoutNames` leaves its text undefined. */
export const NAMED_FILE = `${SDK_FOLDER}/${METADATA_FILE}`;

/**
 * What EMITTERS write, in their order, from the model alone: every file but NAMED_FILE, whose place is kept with
 * its text undefined. It can run before (or beside) CDKTF's generator.
 */
export function emitWithoutNames(
  inputs: ProviderInputs,
  model: PackageModel,
  context: Pick<EmitContext, "project" | "coreLibraries">,
): [string, string | undefined][] {
  return [...emitSdk(model, { extraJson: sdkExtraJson(inputs, model) }), ...emitPackageFiles(inputs, context)];
}

/** NAMED_FILE's text, once CDKTF's generator has run. */
export function emitNamedFile(context: EmitContext & { model: PackageModel }): string {
  return metadataFile(context.model, context.cdktf, context);
}
