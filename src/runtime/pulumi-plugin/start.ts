/**
 * Puts one package's plugin together and serves it. Separate from main.ts so that a test program can serve
 * the same plugin with a stand-in for the executor.
 */
import { configService } from "./config-service";
import type { ExecutorHandle } from "./executor-handle";
import { LookupProvider } from "./lookup-provider";
import { openPackage, type PackageFiles } from "./package-files";
import { upstreamVersion } from "./package-version";
import { serve } from "./serve";

export interface PluginOptions {
  pkg: string;
  /** Passed to the SDK's main(): the Pulumi engine address and logging flags. */
  pulumiEngineArgs: string[];
  /** The providers/ folder to serve from; found above this file when absent. */
  providersRoot?: string;
  /** How the first Invoke gets its executor; the real executor when absent. */
  loadExecutor?: (files: PackageFiles) => Promise<ExecutorHandle>;
}

async function loadRealExecutor(files: PackageFiles): Promise<ExecutorHandle> {
  // A dynamic import keeps the executor and its engines off the startup path; see main.ts.
  return (await import("./executor-binding")).loadExecutorHandle(files);
}

export async function startPlugin(options: PluginOptions): Promise<void> {
  const files = openPackage(options.pkg, options.providersRoot);
  const load = options.loadExecutor ?? loadRealExecutor;
  const provider = new LookupProvider({ files, version: upstreamVersion(files), loadExecutor: () => load(files) });
  await serve(provider, configService({ schema: () => files.schema(), configure: (s) => provider.configure(s) }), options.pulumiEngineArgs);
}
