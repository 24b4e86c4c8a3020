/*
 * The synth thread's side of the lookup worker: construct code is synchronous, so a lookup sends its request
 * and sleeps in Atomics.wait until the worker has answered (no spinning, no event loop turn). One worker serves
 * the whole synth and is unref'd, so it never keeps the app alive; when the app exits, the worker is asked to
 * stop its providers and given a few seconds to do so.
 */
import { extname, join } from "node:path";
import { isGone, receiveUntil, startBlockingWorker, type BlockingWorker } from "../worker-channel/host";
import type { Outgoing, Reply } from "./protocol";

const CLOSE_WAIT_MS = 10_000;

let running: BlockingWorker | undefined;
let exitHookInstalled = false;

function start(): BlockingWorker {
  // The environment as this module sees it now (a test framework may give modules their own process.env).
  const started = startBlockingWorker({ file: join(__dirname, `worker${extname(__filename)}`), env: { ...process.env } });
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", stopLookupWorker);
  }
  return started;
}

/** Sends one request and waits for its reply; `timeoutMs` bounds the wait. */
export function requestSync(req: Outgoing, timeoutMs: number): Reply {
  running ??= start();
  const reply = exchange(running, req, timeoutMs);
  if (isGone(running)) running = undefined;
  return reply;
}

let nextId = 1;

function exchange(w: BlockingWorker, outgoing: Outgoing, timeoutMs: number): Reply {
  const req = { ...outgoing, id: nextId++ };
  let reply: Reply | undefined;
  w.port.postMessage(req);
  const end = receiveUntil(
    w,
    // A reply to an earlier request that timed out is dropped.
    (message) => {
      if ((message as Reply).id === req.id) reply = message as Reply;
    },
    () => reply !== undefined,
    { timeoutMs },
  );
  if (reply) return reply;
  if (end === "gone") return { id: req.id, ok: false, message: "the lookup worker stopped before it answered" };
  return { id: req.id, ok: false, message: `no answer within ${Math.round(timeoutMs / 1000)} s` };
}

/** Stops the providers the worker keeps warm and ends it; the next lookup starts a new one. Synchronous. */
export function stopLookupWorker(): void {
  const r = running;
  if (!r) return;
  running = undefined;
  if (!isGone(r)) exchange(r, { type: "close" }, CLOSE_WAIT_MS);
  void r.worker.terminate();
}
