/*
 * The generation worker's own thread: loads its parser as soon as it starts (while the main thread runs the CDKTF
 * generators) and parses each batch of files it is sent, answering with the problems found. Sent the inputs of a
 * provider, it builds the package model and the files that need no CDKTF names, checks them, answers with both, and
 * stages them when asked to.
 */
import { receiveMessageOnPort } from "node:worker_threads";
import { replyChannel } from "../../runtime/worker-channel/replies";
import { fileProblems, preloadParser } from "./syntax-check";
import { type SdkJob, type SdkResult, type StageGo, type SyntaxBatch, type SyntaxReply } from "./generation-worker-protocol";
import { stageFiles, type StagedRow } from "../write/stage-files";

const { port, reply } = replyChannel();
const answer = (r: SyntaxReply): void => reply(r);

/** Loaded on the first job: a thread that only checks files does not load the model and the emitters. */
function emitters(): typeof import("../emit/emitters") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require("../emit/emitters") as typeof import("../emit/emitters");
}

function buildSdk(job: SdkJob): SdkResult {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildPackageModel } = require("../model/build") as typeof import("../model/build");
  const { inputs, context } = job.sdk;
  const files = emitters().emitWithoutNames(inputs, buildPackageModel(inputs), context);
  const problems = files.map(([rel, text]) => (text === undefined || !rel.endsWith(".ts") ? [] : fileProblems(rel, text)));
  return { files, problems };
}

/**
 * What was staged for an SDK job, by its `stage.id`, kept until the main thread asks for it (or says it is not wanted):
 * its rows, or why they are not all the job's files (a write failed: the main thread writes them itself).
 */
type Staged = { rows: StagedRow[] } | { error: string };

const staging = new Map<number, Staged>();

/**
 * The main thread's word: `go` asks for what was staged, and its answer is the rows; otherwise it lets go of them (the
 * folder is removed). Either is answered, so that once the answer is in, nothing more is written into the folder.
 */
function answerStaged({ id, go }: StageGo): void {
  const staged = staging.get(id);
  staging.delete(id);
  if (!go) return answer({ id, error: "not staged: not wanted" });
  if (!staged) return answer({ id, error: "not staged: nothing held" });
  if ("error" in staged) return answer({ id, error: `not staged: ${staged.error}` });
  answer({ id, staged: staged.rows });
}

type Job = SyntaxBatch | SdkJob | StageGo;

/** Jobs taken off the port and not run yet. */
const queue: Job[] = [];
let running = false;

/**
 * Runs the jobs in the order sent, except that any other job goes before the batches of files to parse: a provider's
 * bindings may still be waiting here when the next provider's SDK job comes, or when the write asks for what was
 * staged, and the main thread waits for those answers first; it waits for the batches only before the tree is swapped
 * in. The port is read between two jobs so that such a job is seen as soon as it is sent.
 */
function runQueued(): void {
  if (running) return;
  running = true;
  try {
    for (;;) {
      for (let got = receiveMessageOnPort(port); got; got = receiveMessageOnPort(port)) queue.push(got.message as Job);
      const first = queue.findIndex((j) => !("files" in j));
      const job = first >= 0 ? queue.splice(first, 1)[0] : queue.shift();
      if (!job) return;
      run(job);
    }
  } finally {
    running = false;
  }
}

port.on("message", (job: Job) => {
  queue.push(job);
  runQueued();
});

function run(job: Job): void {
  try {
    if ("go" in job) answerStaged(job);
    else if ("sdk" in job) {
      const sdk = buildSdk(job);
      answer({ id: job.id, sdk });
      // Files that do not parse make the run fail before any write: those are never staged.
      if (job.stage && sdk.problems.every((p) => p.length === 0)) {
        let staged: Staged;
        try {
          staged = { rows: stageFiles(sdk.files, job.stage) };
        } catch (e) {
          staged = { error: e instanceof Error ? e.message : String(e) };
        }
        staging.set(job.stage.id, staged);
      }
    } else answer({ id: job.id, problems: job.files.map(([rel, text]) => fileProblems(rel, text)) });
  } catch (e) {
    answer({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
}
preloadParser();
