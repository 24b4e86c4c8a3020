/*
 * The synth thread's side of the lookup worker: construct code is synchronous, so a lookup sends its request
 * and sleeps in Atomics.wait until the worker has answered (no spinning, no event loop turn). One worker serves
 * the whole synth and is unref'd, so it never keeps the app alive; when the app exits, the worker is asked to
 * stop its providers and given a few seconds to do so.
 */
import { extname, join } from "node:path";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import { REPLIES, WORKER_GONE, type Outgoing, type Reply } from "./protocol";

const SLICE_MS = 1000;
const CLOSE_WAIT_MS = 10_000;

interface Running {
  worker: Worker;
  port: MessagePort;
  flags: Int32Array;
}

let running: Running | undefined;
let exitHookInstalled = false;

function start(): Running {
  const flags = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const file = join(__dirname, `worker${extname(__filename)}`);
  const data = { port: port2, flags, file, tsx: "" };
  // The environment as this module sees it now (a test framework may give modules their own process.env).
  let worker: Worker;
  if (extname(__filename) === ".ts") {
    // Running from the sources (this repository's tests): the worker compiles them as the tests do.
    data.tsx = require.resolve("tsx/cjs/api");
    const boot = 'const { workerData } = require("node:worker_threads"); require(workerData.tsx).register(); require(workerData.file);';
    worker = new Worker(boot, { eval: true, workerData: data, transferList: [port2], env: { ...process.env } });
  } else {
    worker = new Worker(file, { workerData: data, transferList: [port2], env: { ...process.env } });
  }
  worker.unref();
  port1.unref();
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", stopLookupWorker);
  }
  return { worker, port: port1, flags };
}

/** Sends one request and waits for its reply; `timeoutMs` bounds the wait. */
export function requestSync(req: Outgoing, timeoutMs: number): Reply {
  running ??= start();
  const reply = exchange(running, req, timeoutMs);
  if (Atomics.load(running.flags, WORKER_GONE) === 1) running = undefined;
  return reply;
}

let nextId = 1;

function exchange({ port, flags }: Running, outgoing: Outgoing, timeoutMs: number): Reply {
  const req = { ...outgoing, id: nextId++ };
  let seen = Atomics.load(flags, REPLIES);
  port.postMessage(req);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = receiveMessageOnPort(port);
    if (got) {
      const reply = got.message as Reply;
      if (reply.id === req.id) return reply;
      seen = Atomics.load(flags, REPLIES);
      continue;
    }
    if (Atomics.load(flags, WORKER_GONE) === 1) return { id: req.id, ok: false, message: "the lookup worker stopped before it answered" };
    const left = deadline - Date.now();
    if (left <= 0) return { id: req.id, ok: false, message: `no answer within ${Math.round(timeoutMs / 1000)} s` };
    // The reply is posted before the counter moves, so once it has moved the next read finds it.
    Atomics.wait(flags, REPLIES, seen, Math.min(left, SLICE_MS));
  }
}

/** Stops the providers the worker keeps warm and ends it; the next lookup starts a new one. Synchronous. */
export function stopLookupWorker(): void {
  const r = running;
  if (!r) return;
  running = undefined;
  if (Atomics.load(r.flags, WORKER_GONE) === 0) exchange(r, { type: "close" }, CLOSE_WAIT_MS);
  void r.worker.terminate();
}
