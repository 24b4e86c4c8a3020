/**
 * Puts one package's plugin together and serves it. Separate from main.ts so that a test program can serve
 * the same plugin with a stand-in for the executor.
 */
import { configService } from "./config-service";
import type { LookupEngine } from "./lookup-engine";
import { LookupProvider } from "./lookup-provider";
import { openPackage, type PackageFiles } from "./package-files";
import { upstreamVersion } from "./package-version";
import { serve } from "./serve";

export interface PluginOptions {
  pkg: string;
  /** Passed to the SDK's main(): the engine address and logging flags. */
  engineArgs: string[];
  /** The providers/ folder to serve from; found above this file when absent. */
  providersRoot?: string;
  /** How the first Invoke gets its engine; the real executor when absent. */
  loadEngine?: (files: PackageFiles) => Promise<LookupEngine>;
}

async function loadExecutor(files: PackageFiles): Promise<LookupEngine> {
  // A dynamic import keeps the executor and its engines off the startup path; see main.ts.
  return (await import("./executor-binding")).loadExecutorEngine(files);
}

export async function startPlugin(options: PluginOptions): Promise<void> {
  const files = openPackage(options.pkg, options.providersRoot);
  const load = options.loadEngine ?? loadExecutor;
  const provider = new LookupProvider({ files, version: upstreamVersion(files), loadEngine: () => load(files) });
  await serve(provider, configService({ schema: () => files.schema(), configure: (s) => provider.configure(s) }), options.engineArgs);
}
