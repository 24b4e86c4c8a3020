/*
 * The syntax check's thread: loads its parser as soon as it starts (while the main thread runs the CDKTF
 * generators) and parses each batch of files it is sent, answering with the problems found.
 */
import { workerData, type MessagePort } from "node:worker_threads";
import { fileProblems, preloadParser } from "./syntax-check";
import { GONE, REPLIES, type SyntaxBatch, type SyntaxReply } from "./syntax-check-protocol";

const { port, flags } = workerData as { port: MessagePort; flags: Int32Array };

function answer(reply: SyntaxReply): void {
  port.postMessage(reply);
  Atomics.add(flags, REPLIES, 1);
  Atomics.notify(flags, REPLIES);
}

process.on("exit", () => {
  Atomics.store(flags, GONE, 1);
  Atomics.notify(flags, REPLIES);
});

port.on("message", (batch: SyntaxBatch) => {
  try {
    answer({ id: batch.id, problems: batch.files.map(([rel, text]) => fileProblems(rel, text)) });
  } catch (e) {
    answer({ id: batch.id, error: e instanceof Error ? e.message : String(e) });
  }
});
preloadParser();
