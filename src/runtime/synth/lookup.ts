/*
 * `lookup(scope, fn, args)`: a data source's answer as plain data while a CDKTF or CDK Terrain stack is being
 * constructed, so a stack can branch on it. The answer comes from the context file when it holds one; else the
 * lookup worker runs it (the synth thread waits) and records it there. In strict mode (TFLOOKUP_LOOKUPS=0) a
 * missing answer is not looked up: the lookup returns a placeholder of the right shape and the synth fails,
 * naming every missing lookup and the construct that asked for it.
 */
import { dirname, join } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import type { FunctionMeta, PackageMeta, TypeRef } from "../shared/metadata";
import { loadPackageMeta } from "../shared/metadata";
import { withoutUndefined, functionName } from "../invoke/args";
import { packageDir } from "../package-format/registry";
import { validateArgs } from "../shared/validate";
import { captureCall } from "../invoke/synth-capture";
import { clearLeftovers, contextFilePath, entryKey, readContextFile, type ContextDocument, type ContextEntry } from "./context-file";
import { findProviderConstruct, hasSecretField, providerSettings, type ConstructLike } from "./provider-config";
import { requestSync, stopLookupWorker } from "./sync-worker";
import { findToken } from "./tokens";

export type { ConstructLike };

export interface SynthLookupOptions<K extends string = string> {
  /** The provider construct whose settings the lookup uses, when the stack has several (aliases). */
  provider?: ConstructLike;
  /** Provider settings in documented names (`region`, …), over the provider construct's. */
  providerConfig?: Record<string, unknown>;
  /**
   * Result fields the stack does not need: left out of the answer and of the context file. The way to look up
   * a data source whose answer holds a sensitive field, which is never recorded.
   */
  omit?: readonly K[];
}

/** A failed synth-time lookup: names the construct path, the function and token, and the provider. */
export class SynthLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SynthLookupError";
  }
}

interface Missing {
  path: string;
  what: string;
  /** The construct tree's root (the app) that asked. */
  app: object | undefined;
}

const documents = new Map<string, ContextDocument>();
const missing: Missing[] = [];
let strictExitHook = false;
/** Set when the synth ran the validations strict mode adds: the core library then reports the missing lookups. */
let missingReported = false;

/** Whether missing answers may be looked up: TFLOOKUP_LOOKUPS=0 (what CI sets) says no. */
export function lookupsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.TFLOOKUP_LOOKUPS;
  return !(v === "0" || v === "false");
}

function timeoutMs(): number {
  const n = Number(process.env.TFLOOKUP_LOOKUP_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : 30 * 60_000;
}

function documentFor(file: string): ContextDocument {
  let doc = documents.get(file);
  if (!doc) {
    clearLeftovers(file);
    doc = readContextFile(file);
    documents.set(file, doc);
  }
  return doc;
}

/** The npm package a generated SDK folder belongs to (the nearest package.json above it). */
function npmPackageOf(sdkDir: string, fallback: string): string {
  for (let dir = sdkDir; dirname(dir) !== dir; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (!existsSync(file)) continue;
    const name = (JSON.parse(readFileSync(file, "utf8")) as { name?: unknown }).name;
    return typeof name === "string" ? name : fallback;
  }
  return fallback;
}

/** A value of type `t` standing in for an answer strict mode did not look up; never written anywhere. */
function placeholder(meta: PackageMeta, t: TypeRef, name: string, seen: Set<string>): unknown {
  switch (t.kind) {
    case "string":
    case "any":
      return `placeholder-for-${name}`;
    case "number":
      return 0;
    case "boolean":
      return false;
    case "list":
      return [];
    case "map":
      return {};
    case "object":
      return placeholderRecord(meta, meta.types.get(t.name)?.output ?? [], seen.has(t.name) ? seen : new Set([...seen, t.name]));
  }
}

function placeholderRecord(meta: PackageMeta, fields: FunctionMeta["outputs"], seen: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (!(f.type.kind === "object" && seen.has(f.type.name))) out[f.name] = placeholder(meta, f.type, f.name, seen);
  return out;
}

/** The missing lookups' list, as the synth's failure gives it. */
function missingList(list: readonly Missing[]): string {
  return (
    `tflookup: ${list.length} synth-time lookup${list.length > 1 ? "s have" : " has"} no answer in the context file ` +
    `and TFLOOKUP_LOOKUPS=0 forbids looking ${list.length > 1 ? "them" : "it"} up:\n` +
    list.map((m) => `  [${m.path}] ${m.what}\n`).join("") +
    `Run the synth once with lookups allowed (and the providers' credentials) and commit the context file.\n`
  );
}

interface SynthesizingApp {
  synth(): void;
  readonly skipValidation?: boolean;
}

const guardedApps = new WeakSet<object>();

/**
 * An app told to skip validation (`skipValidation: true`, which the core library's own message suggests) would write
 * the placeholders: its synth is made to fail first, naming the missing lookups, so that no placeholder is ever
 * written. With validation on, the validations strict mode adds fail the synth as the core library reports them.
 */
function guardSynth(scope: ConstructLike): void {
  const app = (scope.node as unknown as { root?: Partial<SynthesizingApp> }).root;
  if (!app || typeof app.synth !== "function" || guardedApps.has(app)) return;
  guardedApps.add(app);
  const synth = app.synth.bind(app);
  app.synth = () => {
    const own = missing.filter((m) => m.app === app);
    if (app.skipValidation && own.length > 0) {
      missingReported = true;
      throw new Error(missingList(own).trimEnd());
    }
    synth();
  };
}

function recordMissing(scope: ConstructLike, what: string): void {
  const entry = { path: scope.node.path, what, app: (scope.node as unknown as { root?: object }).root };
  missing.push(entry);
  guardSynth(scope);
  scope.node.addValidation({
    validate: () => {
      missingReported = true;
      return [`${what}: no answer in the context file, and TFLOOKUP_LOOKUPS=0 forbids looking it up`];
    },
  });
  // If the app dies on a placeholder before the validations run, the list still reaches the user.
  if (!strictExitHook) {
    strictExitHook = true;
    process.on("exit", () => {
      if (missingReported || missing.length === 0) return;
      process.stderr.write(missingList(missing));
      process.exitCode = 1;
    });
  }
}

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

type Rest<A, K extends string> = undefined extends A
  ? [args?: A, options?: SynthLookupOptions<K>]
  : [args: A, options?: SynthLookupOptions<K>];

/**
 * Reads a data source at synth time and returns its answer as plain data, typed as the SDK function's result:
 * `const env = lookup(this, ibm.getAppConfigEnvironment, { guid, environmentId: "dev" })`. The answer is
 * recorded in the context file (tflookup.context.json beside cdktf.json) and reused by later synths.
 */
export function lookup<A, R, K extends keyof R & string = never>(
  scope: ConstructLike,
  fn: (args: A) => Promise<R>,
  ...rest: Rest<A, K>
): Omit<R, K> {
  const [args, options = {}] = rest as [A | undefined, SynthLookupOptions<K> | undefined];
  const path = scope?.node?.path;
  if (typeof path !== "string")
    throw new SynthLookupError(`lookup: scope: expected a construct (the stack or a construct in it), got ${typeof scope}`);
  if (typeof fn !== "function")
    throw new SynthLookupError(`lookup at ${path || "<root>"}: expected a function of a tflookup provider package, got ${typeof fn}`);
  const call = captureCall(fn, args === undefined ? [] : [args]);
  if (!call)
    throw new SynthLookupError(
      `lookup at ${path || "<root>"}: ${fn.name || "the function"} is not a function of a tflookup provider package ` +
        `(pass one such as getAccount from @tflookup/ibm)`,
    );
  const fnName = functionName(call.token);
  if (call.form === "output")
    throw new SynthLookupError(`lookup at ${path || "<root>"}: pass ${fnName.replace(/Output$/, "")}, not its Output form ${fnName}Output`);
  const meta = loadPackageMeta(call.pkg);
  const fnMeta = meta.functions.get(call.token);
  const providerLabel = `${meta.provider.source} ${meta.provider.version}`;
  const where = `lookup at ${path || "<root>"}: ${fnName} (${call.token}), provider ${providerLabel}`;
  const fail = (problem: string): never => {
    throw new SynthLookupError(`${where}: ${problem}`);
  };
  if (!fnMeta) return fail("the package's metadata has no such function");

  let valid: Record<string, unknown>;
  try {
    const given = withoutUndefined(call.args, fnName);
    const at = findToken(given);
    if (at !== undefined)
      fail(
        `argument ${at} is a token, a value only Terraform will know; ` +
          `a synth-time lookup needs plain values (use the data source construct)`,
      );
    valid = validateArgs(meta, fnMeta, given);
  } catch (err) {
    if (err instanceof SynthLookupError) throw err;
    return fail((err as Error).message);
  }
  // Arguments key the entry and are written with it, so none may be sensitive.
  const sensitive = fnMeta.inputs
    .filter((f) => valid[f.name] !== undefined && (f.secret || hasSecretField(meta, f.type)))
    .map((f) => f.name);
  if (sensitive.length > 0)
    fail(
      `argument${sensitive.length > 1 ? "s" : ""} ${sensitive.join(", ")} can hold sensitive values, and a synth-time lookup ` +
        `records its arguments in the context file; read this data source with its construct (${fnMeta.cdktf.className})`,
    );
  const omit = [...(options.omit ?? [])] as string[];
  for (const name of omit) if (!fnMeta.outputs.some((f) => f.name === name)) fail(`omit names ${name}, which is not a field of the result`);

  let settings;
  try {
    settings = providerSettings(meta, findProviderConstruct(scope, meta, options.provider, where), options.providerConfig, where);
  } catch (err) {
    throw new SynthLookupError((err as Error).message);
  }
  const key = entryKey(call.token, valid, settings.recorded, omit);
  const file = contextFilePath();
  let doc: ContextDocument;
  try {
    doc = documentFor(file);
  } catch (err) {
    return fail((err as Error).message);
  }
  const known = doc.entries[key];
  if (known) return copy(known.result) as Omit<R, K>;

  if (!lookupsEnabled()) {
    recordMissing(scope, `${fnName} (${call.token}) ${key.slice(call.token.length + 1)}`);
    const answer = placeholderRecord(meta, fnMeta.outputs, new Set());
    for (const name of omit) delete answer[name];
    return answer as Omit<R, K>;
  }

  const sdkDir = packageDir(call.pkg) ?? join(meta.bindingsDir, "pulumi");
  const entry: Omit<ContextEntry, "lookedUpAt" | "result"> = {
    package: call.pkg,
    npmPackage: npmPackageOf(sdkDir, `@tflookup/${call.pkg}`),
    function: fnName,
    token: call.token,
    provider: meta.provider.source,
    providerVersion: meta.provider.version,
    args: valid,
    providerConfig: settings.recorded,
    omit: [...omit].sort(),
  };
  const reply = requestSync(
    { type: "lookup", sdkDir, version: meta.provider.version, config: settings.values, contextFile: file, key, entry },
    timeoutMs(),
  );
  if (!reply.ok) {
    // The executor's messages start with the function and token, which `where` already says.
    const own = `${fnName} (${call.token}): `;
    return fail(reply.message.startsWith(own) ? reply.message.slice(own.length) : reply.message);
  }
  if (!reply.entry) return fail("the lookup worker sent no answer");
  doc.entries[key] = reply.entry;
  return copy(reply.entry.result) as Omit<R, K>;
}

/**
 * Forgets what this process read from context files and the missing lookups strict mode noted, and stops the
 * lookup worker and its providers. For programs (tests) that synthesize several times in one process.
 */
export function resetLookups(): void {
  stopLookupWorker();
  documents.clear();
  missing.length = 0;
  missingReported = false;
}
