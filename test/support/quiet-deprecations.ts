/*
 * Jest setupFilesAfterEnv: many tests call deprecated data sources on purpose (the pinned providers deprecate
 * several), and the runtime then warns once per function and process, as bridged SDKs do: through Pulumi's log
 * (console.warn in plain Node) or, in a CDK app's synth-time lookups, straight to stderr. Those warnings are the
 * behaviour under test in test/pulumi/invoke-local.test.ts, which spies on console.warn itself; everywhere else
 * they are expected output, so they are kept off the run's console. Every other warning passes through.
 */
const DEPRECATION = /^warning: \[runtime\] \S+ is deprecated: /;
const passThrough = console.warn.bind(console);

console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && DEPRECATION.test(args[0])) return;
  passThrough(...args);
};

const SYNTH_DEPRECATION = /^warning: \S+ is deprecated: [^\n]*\n$/;
const writeStderr = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
process.stderr.write = (chunk: unknown, ...rest: unknown[]) => {
  if (typeof chunk === "string" && SYNTH_DEPRECATION.test(chunk)) return true;
  return writeStderr(chunk, ...rest);
};
