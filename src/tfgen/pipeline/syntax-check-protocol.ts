/** Slots of the shared counter array between the generating thread and the syntax check's thread. */
export const REPLIES = 0;
export const GONE = 1;

export interface SyntaxBatch {
  id: number;
  files: [string, string][];
}

/** `problems[i]`: those of `files[i]` of the batch. */
export type SyntaxReply = { id: number; problems: string[][] } | { id: number; error: string };
