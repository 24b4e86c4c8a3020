/**
 * Finding processes and their resident memory in /proc (Linux): the plugin engine's providers are processes of
 * their own, so their memory is not in this process's figures. The plugin engine's tests find the stand-ins
 * they started the same way.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Processes whose command line mentions `marker` (a directory only the caller's own stand-ins name). */
export function processesMentioning(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Peak summed RSS (MB) of the processes mentioning `marker`, and of this process, while `work` runs. */
export async function peakRss(marker: string, work: () => Promise<void>): Promise<{ providers: number; self: number }> {
  let peak = 0;
  let self = 0;
  const sample = () => {
    peak = Math.max(
      peak,
      processesMentioning(marker).reduce((sum, pid) => sum + rssKb(pid), 0),
    );
    self = Math.max(self, process.memoryUsage().rss / 1024);
  };
  // Every 5 ms: 100 parallel lookups take a few hundred ms on the plugin engine.
  const timer = setInterval(sample, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { providers: peak / 1024, self: self / 1024 };
}
