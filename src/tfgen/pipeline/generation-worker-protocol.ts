import type { EmitContext } from "../emit/context";
import type { StagedState } from "../write/tree";
import type { FileRecord } from "../write/file-record";
import type { ProviderInputs } from "../schema/provider-inputs";

export interface SyntaxBatch {
  id: number;
  files: [string, string][];
}

/** The package model and the files it alone makes (emit/emitters.ts, `emitWithoutNames`), built and checked beside the generator. */
export interface SdkJob {
  id: number;
  sdk: { inputs: ProviderInputs; context: Pick<EmitContext, "project" | "coreLibraries"> };
  /**
   * Where to stage the files, as soon as they parse, hard-linking those equal to the previous tree's; what was
   * staged is answered under `stage.id` once a `StageGo` asks for it.
   */
  stage?: SdkStage;
}

/**
 * Answer with what was staged for an SDK job (`go`), or let go of it (the folder is removed): answered either way, and
 * nothing more is written into the folder once it is.
 */
export interface StageGo {
  id: number;
  go: boolean;
}

export interface SdkStage {
  id: number;
  /** The provider's folder in the staging tree. */
  into: string;
  /** The provider's folder in the previous tree (which may not exist). */
  from: string;
}

/**
 * `files`: what `emitWithoutNames` returns (NAMED_FILE's text undefined: the main thread renders it once CDKTF's
 * generator has named the bindings); `problems[i]`: those of `files[i]` (none for a file the check does not read).
 */
export interface SdkResult {
  files: [string, string | undefined][];
  problems: string[][];
}

/** `problems[i]`: those of `files[i]` of the batch. A job whose model or emitters threw answers `error`. */
export type SyntaxReply =
  | { id: number; problems: string[][] }
  | { id: number; sdk: SdkResult }
  | { id: number; staged: [string, StagedState, FileRecord][] }
  | { id: number; error: string };
