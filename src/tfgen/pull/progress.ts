/**
 * Progress for long commands: one line per provider per step, with the time since the command started and
 * how long the step took. The line is opened when the step starts and closed when it ends, so a slow
 * `terraform init` shows what it is waiting for without printing a second line.
 */
export interface Progress {
  step<T>(provider: string, what: string, run: () => Promise<T> | T): Promise<T>;
  /** A whole line (notes, the summary). */
  line(text: string): void;
  elapsedMs(): number;
}

export type Write = (text: string) => void;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function lineProgress(write: Write, now: () => number = Date.now): Progress {
  const t0 = now();
  return {
    async step<T>(provider: string, what: string, run: () => Promise<T> | T): Promise<T> {
      const started = now();
      write(`[${seconds(started - t0).padStart(7)}] ${provider.padEnd(12)} ${what} …`);
      try {
        const result = await run();
        write(` ${seconds(now() - started)}\n`);
        return result;
      } catch (err) {
        write(` failed after ${seconds(now() - started)}\n`);
        throw err;
      }
    },
    line(text: string) {
      write(`${text}\n`);
    },
    elapsedMs: () => now() - t0,
  };
}

/** For callers that want the work without the lines (library use, most tests). */
export const silentProgress: Progress = {
  step: async (_p, _w, run) => run(),
  line: () => {},
  elapsedMs: () => 0,
};
