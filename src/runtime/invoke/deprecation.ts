import { captureOpen } from "./synth-capture";
import { pulumiSdk } from "./pulumi-sdk";

const warned = new Set<string>();

/**
 * Bridged SDKs warn when a deprecated function is called; the warning goes to the Pulumi engine's log under it
 * and to stderr in plain Node (and in a CDK app's synth-time lookups). Once per function and process: a loop
 * over a deprecated lookup should not bury the program's own output.
 */
export function warnDeprecated(functionName: string, message: string): void {
  if (warned.has(functionName)) return;
  warned.add(functionName);
  const text = `${functionName} is deprecated: ${message}`;
  // A CDK app's synth-time lookup has no Pulumi log to write to, and should not load @pulumi/pulumi for one line.
  if (captureOpen()) process.stderr.write(`warning: ${text}\n`);
  else void pulumiSdk().log.warn(text);
}
