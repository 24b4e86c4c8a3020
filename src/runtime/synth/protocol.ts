/*
 * What the synth thread and the lookup worker say to each other, over a blocking worker's channel
 * (worker-channel/): the synth thread sends a request and sleeps until the worker has replied.
 */
import type { ContextEntry } from "./context-file";

export interface LookupRequest {
  type: "lookup";
  id: number;
  /** Where the package's SDK (metadata.json) is, and its version, for the worker to register it. */
  sdkDir: string;
  version: string;
  /** Provider settings in documented names, secret ones included. */
  config: Record<string, unknown>;
  contextFile: string;
  key: string;
  /** The entry to record, without its answer. */
  entry: Omit<ContextEntry, "lookedUpAt" | "result">;
}

export interface CloseRequest {
  type: "close";
  id: number;
}

export type Request = LookupRequest | CloseRequest;

/** `id` is the request's: a reply that comes after its request timed out is recognised and dropped. */
export type Answer = { ok: true; entry?: ContextEntry } | { ok: false; message: string };
export type Reply = { id: number } & Answer;

/** A request without its id, which the sender adds. */
export type Outgoing = Omit<LookupRequest, "id"> | Omit<CloseRequest, "id">;
