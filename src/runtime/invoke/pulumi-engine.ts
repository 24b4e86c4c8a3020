import { pulumiSdk } from "./pulumi-sdk";

/**
 * Whether an invoke has to go through the Pulumi engine: a program run by the CLI or the Automation API, or
 * a test that called `pulumi.runtime.setMocks`. `hasMonitor()` alone can be false in a real run, because it
 * only reports a monitor client that already exists and the client is created on first use; `getMonitor()`
 * creates it from the address the CLI passes (PULUMI_NODEJS_MONITOR), returns the mock monitor once mocks
 * are set, and returns undefined in a plain Node process, which is the one case that runs locally.
 */
export function engineOrMocksActive(): boolean {
  const { runtime } = pulumiSdk();
  return runtime.hasMonitor() || runtime.getMonitor() !== undefined;
}
