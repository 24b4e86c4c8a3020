import { pulumiSdk } from "./pulumi-sdk";

const warned = new Set<string>();

/**
 * Bridged SDKs warn when a deprecated function is called; the warning goes to the engine's log under Pulumi
 * and to stderr in plain Node. Once per function and process: a loop over a deprecated lookup should not
 * bury the program's own output.
 */
export function warnDeprecated(functionName: string, message: string): void {
  if (warned.has(functionName)) return;
  warned.add(functionName);
  void pulumiSdk().log.warn(`${functionName} is deprecated: ${message}`);
}
