/*
 * The generation worker, the pipeline's one seam for speed (asked for with `worker`, generate.ts): on a machine
 * with more than one core, it builds the package model and the SDK's files (`startSdk`), and parses every emitted
 * file, in a worker thread while the main thread goes on generating, and the main thread waits for the answers only
 * at the end. The pipeline is synchronous, so the worker is a blocking one
 * (runtime/worker-channel/, which the synth-time lookup worker uses too).
 * Whatever the thread cannot answer (it failed to start, or stopped) is parsed on the main thread instead:
 * the check is never skipped, and the problems come out in the files' order either way.
 */
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import { isGone, receiveUntil, startBlockingWorker, type BlockingWorker } from "../../runtime/worker-channel/host";
import { fileProblems, throwIfProblems } from "./syntax-check";
import { type SdkJob, type SdkResult, type SdkStage, type StageGo, type SyntaxBatch, type SyntaxReply } from "./generation-worker-protocol";
import type { StagedState } from "../write/tree";
import type { FileRecord } from "../write/file-record";

/** A thread left idle this long is ended: it holds TypeScript and the last files, and a next run starts another. */
const IDLE_MS = 2000;

type Thread = BlockingWorker;

let thread: Thread | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/** Set once a thread stopped without answering: the rest of the process parses on the main thread. */
let failed = false;
let nextId = 1;
/**
 * What to do with each reply still to come, by job id (ids are the process's, never reused). One map for every check:
 * a check may still wait for its batches while the next provider's is under way, and a staging answer outlives the
 * check that asked for it.
 */
const waiting = new Map<number, (reply: SyntaxReply | undefined) => void>();

function startThread(): Thread | undefined {
  if (availableParallelism() < 2) return undefined;
  // Running from the sources (this repository's tools and tests), the parser is required before tsx's hook is in
  // place: the hook reads every JavaScript file it loads to tell ES modules from CommonJS (five times oxc-parser's
  // own load). One that fails to load there fails again in syntax-check.ts, which then parses with TypeScript.
  const ts = extname(__filename) === ".ts";
  let started: Thread;
  try {
    started = startBlockingWorker({
      file: join(__dirname, `generation-worker-main${extname(__filename)}`),
      preloads: ts ? resolvable(["oxc-parser"]) : [],
      execArgv: withoutPreloads(process.execArgv),
    });
  } catch {
    return undefined;
  }
  // Its errors are answered by the fallback; its output is not this process's.
  started.worker.on("error", () => undefined);
  return started;
}

function resolvable(modules: string[]): string[] {
  return modules.flatMap((m) => {
    try {
      return [require.resolve(m)];
    } catch {
      return [];
    }
  });
}

const PRELOADS = new Set(["-r", "--require", "--import", "--loader", "--experimental-loader"]);

/**
 * The process's Node options without its preloads (`-r tsx/cjs`, tsx's `--import` loader), which a worker would
 * otherwise run again before its own code: tsx's hook before TypeScript is loaded, and an ES-module loader thread
 * of its own that the worker, which only requires CommonJS, does not use.
 */
function withoutPreloads(execArgv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const a = execArgv[i];
    if (PRELOADS.has(a)) i++;
    else if (![...PRELOADS].some((p) => a.startsWith(`${p}=`))) out.push(a);
  }
  return out;
}

/** The provider's folders in the staging tree and in the previous tree, for `startSdk` to write the SDK's files into. */
export type StageInto = Omit<SdkStage, "id">;

/**
 * An SDK job under way. With a place to stage its files, the thread writes them there as soon as they parse;
 * `startStage()` asks for what it staged, and `staged()` waits for the answer, each file
 * with how it compares with the previous tree's; undefined when the thread did not stage them all (never asked, the
 * job failed, a file has problems, a write failed, or the thread stopped), and then the folder may hold some of them.
 * Once `staged()` returns, the thread writes nothing more there.
 */
export interface SdkUnderWay {
  result: () => SdkResult | undefined;
  startStage: () => void;
  staged: () => ReadonlyMap<string, StagedState> | undefined;
  /** After `staged()`: each staged file's cache record, as the thread wrote it; undefined with `staged()`. */
  records: () => ReadonlyMap<string, FileRecord> | undefined;
}

/**
 * The worker's speed mechanisms, each of which can be left off (`without`) so that the bench shows what it saves:
 * `stage`, the thread writing the SDK's files into the staging folder (off: the write stages every file).
 */
export const WORKER_MECHANISMS = ["stage"] as const;
export type WorkerMechanism = (typeof WORKER_MECHANISMS)[number];

interface Batch {
  id: number;
  files: [string, string][];
  /** `problems[i]`: those of `files[i]`, once parsed (by the thread, or here). */
  problems?: string[][];
}

/** Where the last text added for a file is. */
interface Queued {
  text: string;
  batch: Batch;
  index: number;
}

/**
 * A check under way: files are added in batches and `finish` throws on any problem. A file added again with other
 * text is parsed again, and only its last text counts; the problems come out in the order files were first added.
 */
export class SyntaxCheck {
  private readonly batches: Batch[] = [];
  private readonly queued = new Map<string, Queued>();
  /** This check's batches sent to the thread and not answered yet, by id. */
  private readonly unanswered = new Set<number>();
  /** How many batches the thread answered (the rest were parsed on the main thread); known after `finish`. */
  answeredBeside = 0;

  /** How many of the batches sent to the thread it has not answered yet (as far as this thread has read its replies). */
  get unansweredBeside(): number {
    return this.unanswered.size;
  }

  constructor(private readonly t: Thread | undefined) {}

  /**
   * Has the thread build the package model and the files it alone makes, and check them, while this thread goes on;
   * undefined when there is no thread. `result()` waits for them, and is undefined when the thread stopped or the
   * job threw: the caller then builds them itself, which throws the same error here.
   */
  startSdk(sdk: SdkJob["sdk"], stage?: StageInto): SdkUnderWay | undefined {
    const t = this.t;
    if (!t || isGone(t)) return undefined;
    const id = nextId++;
    const result = awaitReply(id, (reply) => ("sdk" in reply ? reply.sdk : undefined));
    const stageId = stage ? nextId++ : 0;
    let stagedRows: ReturnType<typeof awaitReply<[string, StagedState, FileRecord][]>> | undefined;
    let staged: Map<string, StagedState> | undefined;
    let records: Map<string, FileRecord> | undefined;
    let started = false;
    const go = (yes: boolean) => {
      if (started || !stage) return;
      started = true;
      // Answered either way: once it is, the thread writes nothing more into the staging folder.
      stagedRows = awaitReply(stageId, (reply) => ("staged" in reply ? reply.staged : undefined));
      t.port.postMessage({ id: stageId, go: yes } satisfies StageGo);
    };
    t.port.postMessage({ id, sdk, stage: stage && { id: stageId, ...stage } } satisfies SdkJob);
    return {
      result: () => result(t),
      startStage: () => go(true),
      staged: () => {
        // Never asked for: the thread lets go of what it staged, and says so (the folder is then removed).
        go(false);
        const rows = stagedRows?.(t);
        if (rows && !staged) {
          staged = new Map(rows.map(([rel, state]) => [rel, state]));
          records = new Map(rows.map(([rel, , record]) => [rel, record]));
        }
        return staged;
      },
      records: () => records,
    };
  }

  /** Files already checked (by `startSdk`'s job), with their problems: they count in the order they are added. */
  addChecked(files: readonly (readonly [string, string])[], problems: readonly string[][]): void {
    const batch: Batch = { id: nextId++, files: [], problems: [] };
    files.forEach(([rel, text], i) => {
      if (!rel.endsWith(".ts")) return;
      this.queued.set(rel, { text, batch, index: batch.files.length });
      batch.files.push([rel, text]);
      batch.problems?.push([...problems[i]]);
    });
    this.batches.push(batch);
  }

  /** Files to check, sent to the thread now as one batch. */
  add(files: Iterable<readonly [string, string]>): void {
    const batch: Batch = { id: nextId++, files: [] };
    for (const [rel, text] of files) {
      if (!rel.endsWith(".ts") || this.queued.get(rel)?.text === text) continue;
      this.queued.set(rel, { text, batch, index: batch.files.length });
      batch.files.push([rel, text]);
    }
    if (batch.files.length === 0) return;
    this.batches.push(batch);
    if (this.t && !isGone(this.t)) {
      this.unanswered.add(batch.id);
      waiting.set(batch.id, (reply) => {
        this.unanswered.delete(batch.id);
        if (reply && "problems" in reply) batch.problems = reply.problems;
      });
      this.t.port.postMessage({ id: batch.id, files: batch.files } satisfies SyntaxBatch);
    }
  }

  /**
   * Waits for every answer and throws the problems found (GeneratedSyntaxError). Called again, it gives the same
   * answer without parsing or waiting again: each batch keeps its problems.
   */
  finish(label: string): void {
    if (this.t) {
      collect(this.t, () => this.unanswered.size === 0);
      endWhenIdle();
    }
    this.answeredBeside = this.batches.filter((b) => b.problems).length;
    const problems: string[] = [];
    for (const [rel, q] of this.queued) {
      // Unanswered (no thread, or it stopped): parsed here, only the files' last texts.
      q.batch.problems ??= [];
      problems.push(...(q.batch.problems[q.index] ??= fileProblems(rel, q.text)));
    }
    throwIfProblems(problems, label);
  }
}

/**
 * Waits for the reply to job `id` once called (with the thread), then gives what `take` reads of it: undefined when the
 * job failed or the thread stopped.
 */
function awaitReply<T>(id: number, take: (reply: SyntaxReply) => T | undefined): (t: Thread) => T | undefined {
  let answered = false;
  let value: T | undefined;
  waiting.set(id, (reply) => {
    answered = true;
    if (reply) value = take(reply);
  });
  return (t) => {
    if (!answered) collect(t, () => answered);
    return value;
  };
}

/**
 * Hands the thread's replies to what waits for them until `done`; once the thread has stopped, every job still
 * waiting is told so (with no reply).
 */
function collect(t: Thread, done: () => boolean): void {
  const hand = (message: unknown): void => {
    const reply = message as SyntaxReply;
    const handle = waiting.get(reply.id);
    waiting.delete(reply.id);
    handle?.(reply);
  };
  if (receiveUntil(t, hand, done) !== "gone") return;
  thread = undefined;
  failed = true;
  const handles = [...waiting.values()];
  waiting.clear();
  for (const handle of handles) handle(undefined);
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
export function startSyntaxCheck(inWorker: boolean): SyntaxCheck {
  if (!inWorker) return new SyntaxCheck(undefined);
  clearTimeout(idleTimer);
  if (!thread && !failed) thread = startThread();
  return new SyntaxCheck(thread);
}
