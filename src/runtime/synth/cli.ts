/**
 * `tflookup-context`: the context file of synth-time lookups from the command line. Lists its entries, forgets
 * some or all of them (the next synth looks those up again), and refreshes them (looks every one up again now,
 * records the answers and reports what changed). Results on stdout, each problem one `tflookup-context: …` line
 * on stderr; exit 0 done, 1 failed, 2 wrong arguments.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { loadPackageMeta } from "../shared/metadata";
import { packageDir, registerPackage } from "../package-format/registry";
import { lookupTime, recordableResult } from "./answer";
import { ExecutorsByConfig } from "./executors";
import { canonicalJson, contextFilePath, readContextFile, updateContextFile, type ContextEntry } from "./context-file";

const NAME = "tflookup-context";

export const CONTEXT_USAGE = `usage: ${NAME} <command> [--file <path>]

  list [--json]                 every recorded lookup: its number, key, provider version and when it was looked up
  forget <key or number>…       forget these entries (a number is a position in list); the next synth looks them up
  forget --all                  forget every entry
  forget --older-than <age>     forget entries looked up longer ago than <age>: 45m, 12h, 30d, 2w
  refresh                       look every entry up again now, record the answers and report what changed

  --file <path>   the context file; default TFLOOKUP_CONTEXT_FILE, else tflookup.context.json beside the nearest cdktf.json
`;

export interface ContextCommandIo {
  out: (s: string) => void;
  err: (s: string) => void;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** Milliseconds of an age such as `30d`; undefined when it is not one. */
export function parseAge(text: string): number | undefined {
  const m = /^(\d+)([smhdw])$/.exec(text);
  return m ? Number(m[1]) * UNITS[m[2]] : undefined;
}

class UsageError extends Error {}

export async function contextMain(argv: string[], io: ContextCommandIo): Promise<number> {
  const env = io.env ?? process.env;
  const cwd = io.cwd ?? process.cwd();
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        file: { type: "string" },
        json: { type: "boolean" },
        all: { type: "boolean" },
        "older-than": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (err) {
    io.err(`${NAME}: ${(err as Error).message}\n${CONTEXT_USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(CONTEXT_USAGE);
    return 0;
  }
  const [command, ...rest] = parsed.positionals;
  const file = parsed.values.file !== undefined ? join(cwd, parsed.values.file) : contextFilePath(env, cwd);
  try {
    switch (command) {
      case "list":
        if (rest.length > 0) throw new UsageError(`list takes no arguments, got ${rest.join(" ")}`);
        return list(file, parsed.values.json === true, io);
      case "forget":
        return await forget(file, rest, parsed.values.all === true, parsed.values["older-than"], io);
      case "refresh":
        if (rest.length > 0) throw new UsageError(`refresh takes no arguments, got ${rest.join(" ")}`);
        return await refresh(file, cwd, io);
      default:
        throw new UsageError(command === undefined ? "a command is needed" : `unknown command ${command}`);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${NAME}: ${err.message}\n${CONTEXT_USAGE}`);
      return 2;
    }
    io.err(`${NAME}: ${(err as Error).message}\n`);
    return 1;
  }
}

function sortedKeys(entries: Record<string, ContextEntry>): string[] {
  return Object.keys(entries).sort();
}

function list(file: string, json: boolean, io: ContextCommandIo): number {
  const { entries } = readContextFile(file);
  const keys = sortedKeys(entries);
  if (json) {
    io.out(
      `${canonicalJson(
        keys.map((key, i) => ({ number: i + 1, key, ...entries[key] })),
        2,
      )}\n`,
    );
    return 0;
  }
  if (keys.length === 0) io.out(`${file}: no entries\n`);
  keys.forEach((key, i) => {
    const e = entries[key];
    io.out(`${i + 1}\t${e.lookedUpAt}\t${e.provider} ${e.providerVersion}\t${key}\n`);
  });
  return 0;
}

async function forget(file: string, names: string[], all: boolean, olderThan: string | undefined, io: ContextCommandIo): Promise<number> {
  const modes = [names.length > 0, all, olderThan !== undefined].filter(Boolean).length;
  if (modes !== 1) throw new UsageError("forget takes entries, --all or --older-than <age> (one of them)");
  const age = olderThan === undefined ? undefined : parseAge(olderThan);
  if (olderThan !== undefined && age === undefined) throw new UsageError(`--older-than: expected an age such as 30d, got ${olderThan}`);
  const now = (io.now ?? (() => new Date()))().getTime();
  const forgotten: string[] = [];
  let unknown: string[] = [];
  await updateContextFile(file, (doc) => {
    const keys = sortedKeys(doc.entries);
    let chosen: string[];
    if (all) chosen = keys;
    else if (age !== undefined) chosen = keys.filter((k) => !(now - Date.parse(doc.entries[k].lookedUpAt) <= age));
    else {
      chosen = [];
      unknown = [];
      for (const n of names) {
        const byNumber = /^\d+$/.test(n) ? keys[Number(n) - 1] : undefined;
        const key = byNumber ?? (n in doc.entries ? n : undefined);
        if (key === undefined) unknown.push(n);
        else chosen.push(key);
      }
      if (unknown.length > 0) return;
    }
    for (const k of chosen) delete doc.entries[k];
    forgotten.push(...chosen);
  });
  if (unknown.length > 0) {
    for (const n of unknown) io.err(`${NAME}: forget: no entry ${n} in ${file} (see ${NAME} list); nothing was forgotten\n`);
    return 1;
  }
  for (const k of forgotten) io.out(`forgot ${k}\n`);
  io.out(`${forgotten.length} entr${forgotten.length === 1 ? "y" : "ies"} forgotten\n`);
  return 0;
}

/** Makes a package's metadata findable by name: from the project's node_modules, else the runtime's own providers/. */
function registerFromProject(entry: ContextEntry, cwd: string): void {
  if (packageDir(entry.package)) return;
  try {
    const metadata = createRequire(join(cwd, "package.json")).resolve(`${entry.npmPackage}/metadata.json`);
    registerPackage(entry.package, dirname(metadata), entry.providerVersion);
  } catch {
    // Not installed beside the project: loadPackageMeta looks beside the runtime instead, and says so if absent.
  }
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((n) => canonicalJson(before[n]) !== canonicalJson(after[n]));
}

async function refresh(file: string, cwd: string, io: ContextCommandIo): Promise<number> {
  const { entries } = readContextFile(file);
  const keys = sortedKeys(entries);
  if (keys.length === 0) {
    io.out(`${file}: no entries to refresh\n`);
    return 0;
  }
  const executors = new ExecutorsByConfig();
  const fresh = new Map<string, ContextEntry>();
  let changed = 0;
  let failed = 0;
  try {
    for (const key of keys) {
      const entry = entries[key];
      try {
        registerFromProject(entry, cwd);
        const meta = loadPackageMeta(entry.package);
        const fn = meta.functions.get(entry.token);
        if (!fn) throw new Error(`the installed ${entry.npmPackage} has no function ${entry.token}`);
        const executor = executors.get(entry.package, entry.providerConfig);
        const answer = recordableResult(meta, fn, await executor.lookup(entry.package, entry.token, entry.args), entry.omit);
        if ("refused" in answer) throw new Error(answer.refused);
        const diff = changedFields(entry.result, answer.result);
        const version =
          meta.provider.version === entry.providerVersion ? "" : ` (provider ${entry.providerVersion} → ${meta.provider.version})`;
        fresh.set(key, { ...entry, providerVersion: meta.provider.version, lookedUpAt: lookupTime(), result: answer.result });
        if (diff.length > 0) changed++;
        io.out(diff.length > 0 ? `changed ${key}: ${diff.join(", ")}${version}\n` : `same    ${key}${version}\n`);
      } catch (err) {
        failed++;
        io.err(`${NAME}: refresh ${key}: ${(err as Error).message}\n`);
      }
    }
  } finally {
    await executors.close();
  }
  await updateContextFile(file, (doc) => {
    for (const [key, entry] of fresh) doc.entries[key] = entry;
  });
  io.out(`${keys.length} looked up again: ${changed} changed, ${fresh.size - changed} the same, ${failed} failed\n`);
  return failed > 0 ? 1 : 0;
}
