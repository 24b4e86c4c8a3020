/**
 * What a secret scan reads besides files: everything this process printed while lookups ran, and the messages and
 * stacks of the errors they rejected with. Shared by the executor's and the plugin engine's secret scans.
 */
export interface Capture {
  /** Chunks written to stdout and stderr inside `capturing`. */
  printed: string[];
  /** Messages and stacks of the rejections read through `messageOf`. */
  errors: string[];
  /** Runs `fn` with stdout and stderr captured (not shown), kept for the final scan. */
  capturing: <T>(fn: () => Promise<T>) => Promise<T>;
  /** The rejection's message (kept, with its stack); a fulfilled result fails the test. */
  messageOf: (r: PromiseSettledResult<unknown>) => string;
}

export function outputCapture(): Capture {
  const printed: string[] = [];
  const errors: string[] = [];
  const keep = (chunk: string | Uint8Array) => (printed.push(chunk.toString()), true);
  return {
    printed,
    errors,
    capturing: async <T>(fn: () => Promise<T>): Promise<T> => {
      const out = jest.spyOn(process.stdout, "write").mockImplementation(keep);
      const err = jest.spyOn(process.stderr, "write").mockImplementation(keep);
      try {
        return await fn();
      } finally {
        out.mockRestore();
        err.mockRestore();
      }
    },
    messageOf: (r: PromiseSettledResult<unknown>): string => {
      if (r.status === "fulfilled") throw new Error(`expected a rejection, got ${JSON.stringify(r.value)}`);
      const reason = r.reason as { message?: unknown; stack?: unknown } | undefined;
      errors.push(String(reason?.message), String(reason?.stack));
      return String(reason?.message);
    },
  };
}
