/*
 * A worker thread that a synchronous caller waits for: the caller posts a job on a MessagePort and sleeps in
 * Atomics.wait on a shared counter; the worker posts its reply, then moves the counter and wakes it (replies.ts),
 * and the caller takes the reply with receiveMessageOnPort. No spinning, no turn of the event loop. Used where the
 * caller cannot await: a CDK stack's construct code (synth-time lookups) and the generation pipeline.
 */
import { extname } from "node:path";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import { GONE, REPLIES } from "./slots";

export interface BlockingWorker {
  worker: Worker;
  port: MessagePort;
  /** The shared slots (slots.ts). */
  flags: Int32Array;
}

export interface BlockingWorkerOptions {
  /** The worker's module. A `.ts` file (running from this repository's sources) is compiled by tsx's hook. */
  file: string;
  /**
   * Modules required before tsx's hook is in place, each only if it loads: the hook reads every JavaScript file it
   * loads to tell ES modules from CommonJS, which costs a large module several times its own load.
   */
  preloads?: readonly string[];
  /** The worker's Node options (default: this process's). */
  execArgv?: string[];
  /** The worker's environment (default: shared with this thread). */
  env?: NodeJS.ProcessEnv;
}

// A worker that cannot even load its module marks itself gone, so that its caller does not wait for it.
const BOOT = [
  'const { workerData } = require("node:worker_threads");',
  "for (const p of workerData.preloads) try { require(p); } catch {}",
  "try { if (workerData.tsx) require(workerData.tsx).register(); require(workerData.file); }",
  `catch (e) { Atomics.store(workerData.flags, ${GONE}, 1); Atomics.notify(workerData.flags, ${REPLIES}); throw e; }`,
].join("\n");

/** Starts the worker, unref'd (it never keeps the process alive). Throws what `new Worker` throws. */
export function startBlockingWorker(opts: BlockingWorkerOptions): BlockingWorker {
  const flags = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const tsx = extname(opts.file) === ".ts" ? require.resolve("tsx/cjs/api") : "";
  const worker = new Worker(BOOT, {
    eval: true,
    ...(opts.execArgv ? { execArgv: opts.execArgv } : {}),
    ...(opts.env ? { env: opts.env } : {}),
    workerData: { port: port2, flags, file: opts.file, tsx, preloads: opts.preloads ?? [] },
    transferList: [port2],
  });
  worker.unref();
  port1.unref();
  return { worker, port: port1, flags };
}

/** Whether the worker has stopped (ended, crashed, or failed to load its module). */
export const isGone = (w: Pick<BlockingWorker, "flags">): boolean => Atomics.load(w.flags, GONE) === 1;

const SLICE_MS = 1000;

/**
 * Hands each message the worker posts to `take` until `done()`, sleeping while there is none. Ends "gone" when the
 * worker stopped, "timeout" once `timeoutMs` (when given) has passed.
 */
export function receiveUntil(
  { port, flags }: BlockingWorker,
  take: (message: unknown) => void,
  done: () => boolean,
  opts: { timeoutMs?: number } = {},
): "done" | "gone" | "timeout" {
  const deadline = opts.timeoutMs === undefined ? Infinity : Date.now() + opts.timeoutMs;
  let seen = Atomics.load(flags, REPLIES);
  while (!done()) {
    const got = receiveMessageOnPort(port);
    if (got) {
      take(got.message);
      seen = Atomics.load(flags, REPLIES);
      continue;
    }
    if (Atomics.load(flags, GONE) === 1) return "gone";
    const left = deadline - Date.now();
    if (left <= 0) return "timeout";
    // A reply is posted before the counter moves, so once it has moved the next read finds it.
    Atomics.wait(flags, REPLIES, seen, Math.min(left, SLICE_MS));
  }
  return "done";
}
