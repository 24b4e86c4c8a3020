/*
 * The syntax check beside generation: on a machine with more than one core, the files are parsed in a worker
 * thread while the main thread goes on emitting (the CDKTF bindings are sent as soon as they exist, the rest
 * when the emitters are done), and the main thread waits for the answers only at the end. The pipeline is
 * synchronous, so the wait is Atomics.wait on a shared counter, as the synth-time lookup worker does.
 * Whatever the thread cannot answer (it failed to start, or stopped) is parsed on the main thread instead:
 * the check is never skipped, and the problems come out in the files' order either way.
 */
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import { syntaxProblems, throwIfProblems } from "./syntax-check";
import { GONE, REPLIES, type SyntaxReply } from "./syntax-check-protocol";

const SLICE_MS = 1000;
/** A thread left idle this long is ended: it holds TypeScript and the last files, and a next run starts another. */
const IDLE_MS = 2000;

interface Thread {
  worker: Worker;
  port: MessagePort;
  flags: Int32Array;
}

let thread: Thread | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/** Set once a thread stopped without answering: the rest of the process parses on the main thread. */
let failed = false;
let nextId = 1;

function startThread(): Thread | undefined {
  if (availableParallelism() < 2) return undefined;
  const flags = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const file = join(__dirname, `syntax-check-worker${extname(__filename)}`);
  // A worker that cannot even load its module marks itself gone, so the main thread does not wait for it.
  const boot = [
    'const { workerData } = require("node:worker_threads");',
    "try { if (workerData.tsx) require(workerData.tsx).register(); require(workerData.file); }",
    "catch (e) { Atomics.store(workerData.flags, 1, 1); Atomics.notify(workerData.flags, 0); throw e; }",
  ].join("\n");
  // Running from the sources (this repository's tools and tests): the worker compiles them as they do.
  const tsx = extname(__filename) === ".ts" ? require.resolve("tsx/cjs/api") : "";
  let worker: Worker;
  try {
    worker = new Worker(boot, { eval: true, workerData: { port: port2, flags, file, tsx }, transferList: [port2] });
  } catch {
    return undefined;
  }
  // Its errors are answered by the fallback; its output is not this process's.
  worker.on("error", () => undefined);
  worker.unref();
  port1.unref();
  return { worker, port: port1, flags };
}

/** A check under way: batches of files are added as they are emitted, `finish` throws on any problem. */
export class SyntaxCheck {
  private readonly batches: { id: number; files: [string, string][]; problems?: string[] }[] = [];
  /** How many batches the thread answered (the rest were parsed on the main thread); known after `finish`. */
  answeredBeside = 0;

  constructor(private readonly t: Thread | undefined) {}

  add(files: Iterable<readonly [string, string]>): void {
    const batch = { id: nextId++, files: [...files].filter(([rel]) => rel.endsWith(".ts")) as [string, string][] };
    this.batches.push(batch);
    if (this.t && Atomics.load(this.t.flags, GONE) === 0) this.t.port.postMessage(batch);
  }

  finish(label: string): void {
    const waiting = new Map(this.batches.map((b) => [b.id, b]));
    if (this.t) {
      collect(this.t, waiting);
      endWhenIdle();
    }
    this.answeredBeside = this.batches.filter((b) => b.problems).length;
    const problems: string[] = [];
    for (const b of this.batches) problems.push(...(b.problems ?? syntaxProblems(b.files)));
    throwIfProblems(problems, label);
  }
}

function collect({ port, flags }: Thread, waiting: Map<number, { problems?: string[] }>): void {
  let seen = Atomics.load(flags, REPLIES);
  while (waiting.size) {
    const got = receiveMessageOnPort(port);
    if (got) {
      const reply = got.message as SyntaxReply;
      const batch = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (batch && "problems" in reply) batch.problems = reply.problems;
      seen = Atomics.load(flags, REPLIES);
      continue;
    }
    if (Atomics.load(flags, GONE) === 1) {
      thread = undefined;
      failed = true;
      return;
    }
    // The reply is posted before the counter moves, so once it has moved the next read finds it.
    Atomics.wait(flags, REPLIES, seen, SLICE_MS);
  }
}

function endWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const t = thread;
    thread = undefined;
    if (t) void t.worker.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Starts a check; the thread is started on first use and kept while checks follow one another (one provider after
 * another in a run), ended once idle. It never keeps the process alive.
 */
export function startSyntaxCheck(): SyntaxCheck {
  clearTimeout(idleTimer);
  if (!thread && !failed) thread = startThread();
  return new SyntaxCheck(thread);
}
