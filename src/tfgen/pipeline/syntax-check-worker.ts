/*
 * The syntax check's thread: loads its parser as soon as it starts (while the main thread runs the CDKTF
 * generators) and parses each batch of files it is sent, answering with the problems found. Sent the inputs of a
 * provider, it builds the package model and the files that need no CDKTF names, checks them, and answers with both.
 */
import { workerData, type MessagePort } from "node:worker_threads";
import { fileProblems, preloadParser } from "./syntax-check";
import { GONE, REPLIES, type SdkJob, type SdkResult, type SyntaxBatch, type SyntaxReply } from "./syntax-check-protocol";

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

/** Loaded on the first job: a thread that only checks files does not load the model and the emitters. */
function buildSdk({ sdk: { inputs, context } }: SdkJob): SdkResult {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { buildPackageModel } = require("../model/build") as typeof import("../model/build");
  const { emitWithoutNames } = require("../emit/emitters") as typeof import("../emit/emitters");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const model = buildPackageModel(inputs);
  const files = emitWithoutNames(inputs, model, context);
  const problems = files.map(([rel, text]) => (text === undefined || !rel.endsWith(".ts") ? [] : fileProblems(rel, text)));
  return { model, files, problems };
}

port.on("message", (job: SyntaxBatch | SdkJob) => {
  try {
    if ("sdk" in job) answer({ id: job.id, sdk: buildSdk(job) });
    else answer({ id: job.id, problems: job.files.map(([rel, text]) => fileProblems(rel, text)) });
  } catch (e) {
    answer({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});
preloadParser();
