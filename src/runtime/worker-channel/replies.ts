/*
 * The worker's side of a blocking worker (host.ts): each reply is posted, then the counter the caller sleeps on is
 * moved; whatever ends the thread, the caller is told, so that it never sleeps on a worker that is gone.
 */
import { workerData, type MessagePort } from "node:worker_threads";
import { GONE, REPLIES } from "./slots";

export interface ReplyChannel {
  /** Where the caller's jobs arrive. */
  port: MessagePort;
  reply: (message: unknown) => void;
}

/** Call once, in the worker's module. */
export function replyChannel(): ReplyChannel {
  const { port, flags } = workerData as { port: MessagePort; flags: Int32Array };
  process.on("exit", () => {
    Atomics.store(flags, GONE, 1);
    Atomics.notify(flags, REPLIES);
  });
  return {
    port,
    reply: (message) => {
      port.postMessage(message);
      Atomics.add(flags, REPLIES, 1);
      Atomics.notify(flags, REPLIES);
    },
  };
}
