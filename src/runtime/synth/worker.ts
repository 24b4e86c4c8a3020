/*
 * The lookup worker: a thread that runs synth-time lookups through the executor (asynchronous, the plugin
 * engine by default) while the synth thread waits for each answer. It keeps one executor per provider
 * configuration, so providers stay warm for the whole synth, records each answer in the context file, and
 * stops the providers when the synth thread says it is done.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { Executor } from "../executor";
import { loadPackageMeta, type PackageMeta, type TypeRef } from "../executor/metadata";
import { registerPackage } from "../invoke/packages";
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

/** Paths of result fields the provider marks sensitive that hold a value. */
function sensitivePaths(meta: PackageMeta, fields: { name: string; type: TypeRef; secret: boolean }[], value: unknown, at: string): string[] {
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const out: string[] = [];
  for (const f of fields) {
    const v = record[f.name];
    if (v === undefined || v === null) continue;
    const path = at ? `${at}.${f.name}` : f.name;
    if (f.secret) out.push(path);
    else out.push(...sensitiveIn(meta, f.type, v, path));
  }
  return out;
}

function sensitiveIn(meta: PackageMeta, t: TypeRef, v: unknown, path: string): string[] {
  if (t.kind === "list" && Array.isArray(v)) return [...new Set(v.flatMap((e) => sensitiveIn(meta, t.element, e, `${path}[]`)))];
  if (t.kind === "map" && v && typeof v === "object")
    return [...new Set(Object.values(v).flatMap((e) => sensitiveIn(meta, t.element, e, `${path}.*`)))];
  if (t.kind === "object") return sensitivePaths(meta, meta.types.get(t.name)?.output ?? [], v, path);
  return [];
}

async function lookup(req: LookupRequest): Promise<Answer> {
  const { entry } = req;
  registerPackage(entry.package, req.sdkDir, req.version);
  const meta = loadPackageMeta(entry.package);
  const fn = meta.functions.get(entry.token);
  if (!fn) return { ok: false, message: `unknown function token ${entry.token}` };
  const result = await executorFor(entry.package, req.config).lookup(entry.package, entry.token, entry.args);
  for (const name of entry.omit) delete result[name];
  const sensitive = sensitivePaths(meta, fn.outputs, result, "");
  if (sensitive.length > 0) {
    const tops = [...new Set(sensitive.map((p) => p.split(/[.[]/)[0]))];
    return {
      ok: false,
      message:
        `the answer holds sensitive field${sensitive.length > 1 ? "s" : ""} ${sensitive.join(", ")}, and a sensitive value is never ` +
        `written to the context file. Read this data source with its construct (${fn.cdktf.className}), which Terraform ` +
        `resolves at plan time, or, if the stack does not need ${sensitive.length > 1 ? "them" : "it"}, leave ` +
        `${sensitive.length > 1 ? "them" : "it"} out: { omit: ${JSON.stringify(tops)} }`,
    };
  }
  const done: ContextEntry = { ...entry, lookedUpAt: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"), result };
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
