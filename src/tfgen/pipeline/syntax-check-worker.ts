/*
 * The syntax check's thread: loads its parser as soon as it starts (while the main thread runs the CDKTF
 * generators) and parses each batch of files it is sent, answering with the problems found. Sent the inputs of a
 * provider, it builds the package model and the files that need no CDKTF names, checks them, and answers with both.
 */
import { link, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { workerData, type MessagePort } from "node:worker_threads";
import { fileProblems, preloadParser } from "./syntax-check";
import { GONE, REPLIES, type SdkJob, type SdkResult, type SdkStage, type SyntaxBatch, type SyntaxReply } from "./syntax-check-protocol";
import type { StagedState } from "../write/tree";

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

/**
 * Writes the SDK's files into the staging tree; a file equal to the previous tree's is hard-linked from it, so that
 * it keeps its mtime. The writes go on (libuv's pool) while this thread parses the bindings sent meanwhile.
 */
async function stageFiles(files: SdkResult["files"], { into, from }: SdkStage): Promise<[string, StagedState][]> {
  const written = files.filter((f): f is [string, string] => f[1] !== undefined);
  for (const d of [...new Set(written.map(([rel]) => dirname(join(into, rel))))].sort()) await mkdir(d, { recursive: true });
  // Every write settled before answering, so that a failed stage is not being written to while it is removed.
  const settled = await Promise.allSettled(
    written.map(async ([rel, text]): Promise<[string, StagedState]> => {
      const old = join(from, rel);
      const before = await readFile(old, "utf8").catch((e: NodeJS.ErrnoException) => {
        if (e.code === "ENOENT" || e.code === "ENOTDIR") return undefined;
        throw e;
      });
      if (before === text) {
        await link(old, join(into, rel));
        return [rel, "unchanged"];
      }
      await writeFile(join(into, rel), text);
      return [rel, before === undefined ? "added" : "changed"];
    }),
  );
  return settled.map((r) => {
    if (r.status === "rejected") throw r.reason;
    return r.value;
  });
}

function stage(sdk: SdkResult, job: SdkStage): void {
  // Files that do not parse make the run fail before any write: not staged, the main thread has nothing to take.
  if (sdk.problems.some((p) => p.length > 0)) return answer({ id: job.id, error: "not staged: the files have problems" });
  stageFiles(sdk.files, job).then(
    (staged) => answer({ id: job.id, staged }),
    (e: unknown) => answer({ id: job.id, error: e instanceof Error ? e.message : String(e) }),
  );
}

port.on("message", (job: SyntaxBatch | SdkJob) => {
  try {
    if ("sdk" in job) {
      let sdk: SdkResult;
      try {
        sdk = buildSdk(job);
      } catch (e) {
        if (job.stage) answer({ id: job.stage.id, error: "not staged: the job failed" });
        throw e;
      }
      answer({ id: job.id, sdk });
      if (job.stage) stage(sdk, job.stage);
    } else answer({ id: job.id, problems: job.files.map(([rel, text]) => fileProblems(rel, text)) });
  } catch (e) {
    answer({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});
preloadParser();
