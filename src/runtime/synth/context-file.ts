/*
 * The context file: every synth-time lookup's answer, recorded beside cdktf.json so that later synths are
 * deterministic and offline. One JSON object, keys sorted at every depth and each entry its own indented block,
 * so that a diff shows which lookups changed and how. Written only under a lock (two synths of one project may
 * run at once) and through a rename, so a killed synth leaves the previous file as it was.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { acquireLock, pidAlive } from "../files/disk";
import { writeFileAtomic } from "../files/atomic-file";

export const CONTEXT_FILE_NAME = "tflookup.context.json";
export const CONTEXT_FORMAT_VERSION = 1;
const COMMENT =
  "Answers of tflookup's synth-time lookups, reused by every synth until forgotten. Commit this file. " +
  "`npx tflookup-context` lists, forgets and refreshes entries.";

/** One recorded answer. Never holds a secret: secret provider settings and sensitive result fields stay out. */
export interface ContextEntry {
  /** Package name (`ibm`), the npm package that provides it, function and token. */
  package: string;
  npmPackage: string;
  function: string;
  token: string;
  /** The upstream provider and the version that answered. */
  provider: string;
  providerVersion: string;
  /** Arguments in documented names, as validated. */
  args: Record<string, unknown>;
  /** The provider settings the answer depends on, secret ones left out. */
  providerConfig: Record<string, unknown>;
  /** Result fields left out on request. */
  omit: string[];
  /** ISO 8601, UTC. */
  lookedUpAt: string;
  result: Record<string, unknown>;
}

export interface ContextDocument {
  entries: Record<string, ContextEntry>;
}

export class ContextFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContextFileError";
  }
}

/**
 * Where this project's context file is: TFLOOKUP_CONTEXT_FILE, else beside the nearest cdktf.json at or above
 * the working directory (the CDKTF and CDK Terrain CLIs run the app there), else in the working directory.
 */
export function contextFilePath(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.TFLOOKUP_CONTEXT_FILE) return resolve(cwd, env.TFLOOKUP_CONTEXT_FILE);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "cdktf.json"))) return join(dir, CONTEXT_FILE_NAME);
    if (dirname(dir) === dir) return join(resolve(cwd), CONTEXT_FILE_NAME);
  }
}

/** JSON with object keys sorted at every depth: the one text of a value, for keys and for the file. */
export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(sortKeys(value), null, indent);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k]);
  return out;
}

/**
 * An entry's key: the token, the arguments and the non-secret provider settings (and the fields left out), so
 * a lookup with other arguments or against another region is another entry. Readable on purpose: it is what
 * `tflookup-context forget` takes and what a diff of the file shows.
 */
export function entryKey(token: string, args: Record<string, unknown>, providerConfig: Record<string, unknown>, omit: string[]): string {
  let key = `${token} ${canonicalJson(args)}`;
  if (Object.keys(providerConfig).length > 0) key += ` provider=${canonicalJson(providerConfig)}`;
  if (omit.length > 0) key += ` omit=${[...omit].sort().join(",")}`;
  return key;
}

/** The file's document; an empty one when there is no file yet. */
export function readContextFile(file: string): ContextDocument {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { entries: Object.create(null) as ContextDocument["entries"] };
    throw new ContextFileError(file, `cannot be read: ${(err as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ContextFileError(file, `is not JSON (${(err as Error).message}); restore it from version control or delete it`);
  }
  const doc = raw as { formatVersion?: unknown; entries?: unknown };
  if (!doc || typeof doc !== "object" || Array.isArray(doc) || doc.formatVersion !== CONTEXT_FORMAT_VERSION)
    throw new ContextFileError(file, `expected a tflookup context file of format version ${CONTEXT_FORMAT_VERSION}`);
  if (!doc.entries || typeof doc.entries !== "object" || Array.isArray(doc.entries))
    throw new ContextFileError(file, `"entries" must be an object`);
  const entries = Object.assign(Object.create(null), doc.entries) as ContextDocument["entries"];
  for (const [key, e] of Object.entries(entries)) {
    const ok = e && typeof e === "object" && typeof e.token === "string" && typeof e.package === "string" && e.result;
    if (!ok) throw new ContextFileError(file, `entry ${JSON.stringify(key)} is not a lookup answer`);
  }
  return { entries };
}

/** The file's text for a document: stable for equal content, whatever order entries were added in. */
export function renderContextFile(doc: ContextDocument): string {
  // The header first, then the entries; canonicalJson sorts everything below the top.
  const entries = canonicalJson(doc.entries, 2).replace(/\n/g, "\n  ");
  return `{\n  "$comment": ${JSON.stringify(COMMENT)},\n  "formatVersion": ${CONTEXT_FORMAT_VERSION},\n  "entries": ${entries}\n}\n`;
}

async function lockFor(file: string): Promise<() => void> {
  return acquireLock(`${file}.lock`, { dir: dirname(file), setting: "the context file's location" });
}

/**
 * Changes the file under its lock: reads what is there now (another synth may have added entries since this
 * one read it), applies `change`, and writes the result through a rename when it differs. Temp files left by a
 * killed writer are removed first. Returns the document as written.
 */
export async function updateContextFile(file: string, change: (doc: ContextDocument) => void): Promise<ContextDocument> {
  const release = await lockFor(file);
  try {
    removeDeadTempFiles(file);
    const doc = readContextFile(file);
    const before = existsSync(file) ? renderContextFile(doc) : undefined;
    change(doc);
    const after = renderContextFile(doc);
    if (after !== before) writeFileAtomic(file, after);
    return doc;
  } finally {
    release();
  }
}

/**
 * Removes what a killed writer of `file` left: its temp file and its lock, when their process is gone. A synth
 * calls it when it reads the file, so a synth with nothing to write still clears them.
 */
export function clearLeftovers(file: string): void {
  removeDeadTempFiles(file);
  let owner = NaN;
  try {
    owner = Number(readFileSync(join(`${file}.lock`, "owner"), "utf8"));
  } catch {
    return; // no lock, or a writer that has not yet written its pid
  }
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && !pidAlive(owner))
    rmSync(`${file}.lock`, { recursive: true, force: true });
}

/** `.<name>.<pid>.<time>.tmp` beside the file whose writer is gone (writeFileAtomic's naming). */
function removeDeadTempFiles(file: string): void {
  const prefix = `.${basename(file)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
    const pid = Number(name.slice(prefix.length).split(".")[0]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !pidAlive(pid)) rmSync(join(dirname(file), name), { force: true });
  }
}
