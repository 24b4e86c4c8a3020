/**
 * What a clean test run never prints: each line names a sign of a leak that passing tests do not show by
 * themselves (an emitter collecting a listener per call or per test file, Jest kept alive by a handle left open);
 * and a deprecation warning, Node's own or one of a deprecated lookup or setting, which tests that call deprecated
 * things on purpose keep to themselves (test/support/quiet-deprecations.ts, the harness's `warn`).
 *
 * Jest's "A worker process has failed to exit gracefully" is not among them: Jest prints it when a worker takes over
 * 500 ms to end once the run is over, which on a loaded machine happens with nothing left behind (seen in full runs
 * where every file had been checked clean). Leaks are found per file instead, by the suite's test environment
 * (test/support/test-environment.js), which fails the file that leaves a process, timer, socket or pipe, naming it.
 */
export const NOISE: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /MaxListenersExceededWarning/, what: "a MaxListenersExceededWarning (listeners added per call or per test file)" },
  { pattern: /Jest did not exit one second after the test run has completed/, what: "Jest kept alive after the run (a handle left open)" },
  { pattern: /DeprecationWarning|\[DEP\d+\]/, what: "a deprecation warning of Node's" },
  { pattern: /^warning: .* is deprecated/, what: "a deprecation warning of a lookup or a setting that a test did not keep to itself" },
];

/** The kinds of noise `output` holds, each with the first line that shows it. */
export function noiseIn(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- colour codes are what is removed
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split(/\r?\n/);
  return NOISE.flatMap(({ pattern, what }) => {
    const line = lines.find((l) => pattern.test(l));
    return line === undefined ? [] : [`${what}: ${line.trim()}`];
  });
}
