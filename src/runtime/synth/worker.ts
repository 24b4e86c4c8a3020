/*
 * The lookup worker: a thread that runs synth-time lookups through the executor (asynchronous, the plugin
 * engine by default) while the synth thread waits for each answer. It keeps one executor per provider
 * configuration, so providers stay warm for the whole synth, records each answer in the context file, and
 * stops the providers when the synth thread says it is done.
 */
import { parentPort } from "node:worker_threads";
import { loadPackageMeta } from "../shared/metadata";
import { registerPackage } from "../package-format/registry";
import { lookupTime, recordableResult } from "./answer";
import { updateContextFile, type ContextEntry } from "./context-file";
import { ExecutorsByConfig } from "./executors";
import type { Answer, LookupRequest, Reply, Request } from "./protocol";
import { replyChannel } from "../worker-channel/replies";

const { port, reply } = replyChannel();
const answer = (r: Reply): void => reply(r);
const executors = new ExecutorsByConfig();

async function lookup(req: LookupRequest): Promise<Answer> {
  const { entry } = req;
  registerPackage(entry.package, req.sdkDir, req.version);
  const meta = loadPackageMeta(entry.package);
  const fn = meta.functions.get(entry.token);
  if (!fn) return { ok: false, message: `unknown function token ${entry.token}` };
  const result = await executors.get(entry.package, req.config).lookup(entry.package, entry.token, entry.args);
  const recordable = recordableResult(meta, fn, result, entry.omit);
  if ("refused" in recordable) return { ok: false, message: recordable.refused };
  const done: ContextEntry = { ...entry, lookedUpAt: lookupTime(), result: recordable.result };
  await updateContextFile(req.contextFile, (doc) => {
    doc.entries[req.key] = done;
  });
  return { ok: true, entry: done };
}

async function close(): Promise<Answer> {
  await executors.close();
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
