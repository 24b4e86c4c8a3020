/*
 * How a synth-time lookup learns which data source a generated function reads without running it: while a
 * capture is open, the runtime's `invoke` hands the call (package, token, arguments) to it and returns a
 * promise that never settles, instead of starting a lookup. The slot is on globalThis so that the copy of
 * the runtime a provider package loaded and the one the app imported agree. This module must stay light:
 * every generated function's module loads it.
 */
const SLOT = Symbol.for("tflookup.runtime.synthCapture");

export interface CapturedCall {
  pkg: string;
  token: string;
  /** The arguments object as the caller passed it, not yet read. */
  args: object | undefined;
  /** The function's documented argument names. */
  documented: readonly string[];
  /** "output" when the Output form (`getXOutput`) was called. */
  form: "plain" | "output";
}

type Slot = { [SLOT]?: (call: CapturedCall) => void };

/** Called by invoke/invokeOutput: a never-settling stand-in for the answer while a capture is open, else undefined. */
export function capturedCall<T>(
  token: string,
  args: object | undefined,
  documented: readonly string[],
  pkg: string,
  form: CapturedCall["form"] = "plain",
): Promise<T> | undefined {
  const hook = (globalThis as Slot)[SLOT];
  if (!hook) return undefined;
  hook({ pkg, token, args, documented, form });
  return new Promise<T>(() => undefined);
}

/** Whether a synth-time lookup is learning a function's call right now. */
export function captureOpen(): boolean {
  return (globalThis as Slot)[SLOT] !== undefined;
}

/** Calls `fn` with `callArgs` and returns the first runtime call it made, if any; nothing is looked up. */
export function captureCall(fn: (...args: never[]) => unknown, callArgs: unknown[]): CapturedCall | undefined {
  const g = globalThis as Slot;
  const previous = g[SLOT];
  let call: CapturedCall | undefined;
  g[SLOT] = (c) => (call ??= c);
  try {
    (fn as (...args: unknown[]) => unknown)(...callArgs);
  } finally {
    g[SLOT] = previous;
  }
  return call;
}
