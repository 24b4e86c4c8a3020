/*
 * The lookup worker: a thread that runs synth-time lookups through the executor (asynchronous, the plugin
 * engine by default) while the synth thread waits for each answer. It keeps one executor per provider
 * configuration, so providers stay warm for the whole synth, records each answer in the context file, and
 * stops the providers when the synth thread says it is done.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { Executor } from "../executor";
import { loadPackageMeta } from "../executor/metadata";
import { registerPackage } from "../invoke/packages";
import { lookupTime, recordableResult } from "./answer";
import { canonicalJson, updateContextFile, type ContextEntry } from "./context-file";
import { REPLIES, WORKER_GONE, type Answer, type LookupRequest, type Reply, type Request } from "./protocol";

const { port, flags } = workerData as { port: MessagePort; flags: Int32Array };
const executors = new Map<string, Executor>();

function answer(reply: Reply): void {
  port.postMessage(reply);
  Atomics.add(flags, REPLIES, 1);
  Atomics.notify(flags, REPLIES);
}

// Whatever ends this thread, the synth thread must not sleep on: it is told.
process.on("exit", () => {
  Atomics.store(flags, WORKER_GONE, 1);
  Atomics.notify(flags, REPLIES);
});

function executorFor(pkg: string, config: Record<string, unknown>): Executor {
  const key = `${pkg} ${canonicalJson(config)}`;
  let executor = executors.get(key);
  if (!executor) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the executor loads only in this thread
    const { Executor } = require("../executor") as typeof import("../executor");
    // A CDK app has no Pulumi stack: its provider settings are the construct's, the lookup's and the environment.
    executor = new Executor({ config: { [pkg]: config }, usePulumiConfig: false });
    executors.set(key, executor);
  }
  return executor;
}

async function lookup(req: LookupRequest): Promise<Answer> {
  const { entry } = req;
  registerPackage(entry.package, req.sdkDir, req.version);
  const meta = loadPackageMeta(entry.package);
  const fn = meta.functions.get(entry.token);
  if (!fn) return { ok: false, message: `unknown function token ${entry.token}` };
  const result = await executorFor(entry.package, req.config).lookup(entry.package, entry.token, entry.args);
  const recordable = recordableResult(meta, fn, result, entry.omit);
  if ("refused" in recordable) return { ok: false, message: recordable.refused };
  const done: ContextEntry = { ...entry, lookedUpAt: lookupTime(), result: recordable.result };
  await updateContextFile(req.contextFile, (doc) => {
    doc.entries[req.key] = done;
  });
  return { ok: true, entry: done };
}

async function close(): Promise<Answer> {
  const all = [...executors.values()];
  executors.clear();
  await Promise.allSettled(all.map((e) => e.close()));
  return { ok: true };
}

port.on("message", (req: Request) => {
  const work = req.type === "close" ? close() : lookup(req);
  work.then(
    (a) => answer({ ...a, id: req.id }),
    (err: unknown) => answer({ id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) }),
  );
});
parentPort?.unref();
