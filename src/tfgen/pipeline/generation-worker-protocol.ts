import type { EmitContext } from "../emit/context";
import type { ProviderInputs } from "../schema/provider-inputs";

export interface SyntaxBatch {
  id: number;
  files: [string, string][];
}

/** The package model and the files it alone makes (emit/emitters.ts, `emitWithoutNames`), built and checked beside the generator. */
export interface SdkJob {
  id: number;
  sdk: { inputs: ProviderInputs; context: Pick<EmitContext, "project" | "coreLibraries"> };
}

/**
 * NAMED_FILE (emit/emitters.ts) of the SDK job `sdk`, rendered from the model the thread built for it once CDKTF's
 * generator has named the bindings; answered with its text.
 */
export interface NamedJob {
  id: number;
  named: { sdk: number; context: Pick<EmitContext, "cdktf" | "cdktfEscapes" | "cdktfLooseTypes"> };
}

/**
 * `problems[i]`: those of `files[i]` (none for a file the check does not read). The model stays in the thread, which
 * renders NAMED_FILE from it (`NamedJob`); only its notes (`PackageModel.resolutions`) come back.
 */
export interface SdkResult {
  resolutions: string[];
  files: [string, string | undefined][];
  problems: string[][];
}

/** `problems[i]`: those of `files[i]` of the batch. A job whose model or emitters threw answers `error`. */
export type SyntaxReply =
  { id: number; problems: string[][] } | { id: number; sdk: SdkResult } | { id: number; named: string } | { id: number; error: string };
