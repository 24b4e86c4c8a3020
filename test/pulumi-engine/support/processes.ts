/** The process tree under a process, read from /proc (Linux), for the tests of what ends with the engine. */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** argv, as /proc/<pid>/cmdline holds it. */
  argv: string[];
}

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may itself hold spaces and parentheses: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z") return undefined;
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    return { pid, ppid: Number(fields[1]), argv };
  } catch {
    return undefined; // gone meanwhile
  }
}

export function allProcesses(): ProcessInfo[] {
  return readdirSync("/proc")
    .filter((e) => /^\d+$/.test(e))
    .map((e) => readProcess(Number(e)))
    .filter((p): p is ProcessInfo => p !== undefined);
}

/** Every live process below `root` (not `root` itself). */
export function descendants(root: number): ProcessInfo[] {
  const all = allProcesses();
  const out: ProcessInfo[] = [];
  const walk = (pid: number) => {
    for (const p of all)
      if (p.ppid === pid) {
        out.push(p);
        walk(p.pid);
      }
  };
  walk(root);
  return out;
}

/** Whether the processes are still running (zombies count as ended). */
export const alive = (pids: number[]): number[] => pids.filter((pid) => readProcess(pid) !== undefined);

export async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = probe();
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
