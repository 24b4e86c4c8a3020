import { spawnSync } from "child_process";

/** Where a bench project keeps the floor's files between runs: what a full generate wrote. */
export const FLOOR_STASH = "floor-stash";

export interface Sample {
  ms: number;
  maxRssKb?: number;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Runs a command to completion and returns its wall time; throws with its stderr when it fails. */
export function timeCommand(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): { ms: number; stdout: string } {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stderr || r.stdout}`);
  return { ms, stdout: r.stdout };
}

/** Runs a child that prints {ms, maxRssKb} as its last line (see child-generate.ts). */
export function runChild(cmd: string, args: string[], cwd: string): Sample {
  const { stdout } = timeCommand(cmd, args, cwd);
  const last = stdout.trim().split("\n").pop() as string;
  return JSON.parse(last) as Sample;
}

export function repeat(times: number, f: () => Sample): { ms: number; maxRssKb?: number } {
  return summarise(Array.from({ length: times }, f));
}

/** Median time and the highest peak RSS of a set of samples. */
export function summarise(samples: Sample[]): { ms: number; maxRssKb?: number } {
  const rss = samples.map((s) => s.maxRssKb).filter((x): x is number => x !== undefined);
  return { ms: median(samples.map((s) => s.ms)), ...(rss.length ? { maxRssKb: Math.max(...rss) } : {}) };
}
