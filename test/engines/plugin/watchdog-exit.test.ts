/**
 * The watchdog shell around each provider: when Node sees it exit, nothing of its process group may be left.
 * Its reader of the pipe was once still on its way out a moment after the exit (close() returned, and a test
 * found a process naming the provider's path); the shell now reaps it before exiting.
 */
import { readdirSync, readFileSync } from "node:fs";
import { spawnProvider } from "../../../src/runtime/engines/plugin/plugin-process";

/** Live (not zombie) processes whose process group is `pgid`, from /proc. */
function groupMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const e of readdirSync("/proc")) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pgid && state !== "Z") pids.push(Number(e));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

test("a provider that exits leaves no member of its group behind once the exit is seen", async () => {
  // The race was about one run in forty; sixty runs of a provider that exits at once.
  const left: number[][] = [];
  for (let i = 0; i < 60; i++) {
    const child = spawnProvider("/bin/true", process.env);
    await new Promise((resolve) => child.on("exit", resolve));
    const members = groupMembers(child.pid!);
    if (members.length) left.push(members);
    child.stdin!.end();
  }
  expect(left).toEqual([]);
});
