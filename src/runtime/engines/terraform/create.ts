/**
 * The Terraform engine as the executor uses it: lookups issued together are batched into one Terraform run,
 * with the run's settings read from the executor's options each time a batch runs.
 */
import type { Engine, EngineHost } from "../../shared/engine";
import { Batcher } from "./batch";
import type { RunOptions } from "./run";
import { checkExpressible } from "./stack";
import { defaultBaseCliConfig } from "./workspace";

export function createEngine(host: EngineHost): Engine {
  const o = host.options;
  const runOptions = (): RunOptions => ({
    cacheDir: host.paths.cacheDir,
    tmpDir: host.paths.tmpDir,
    settings: host.settings,
    baseCliConfig: o.cliConfigFile ?? defaultBaseCliConfig(process.env),
    terraformBinary: o.terraformBinary,
    timeoutMs: o.timeoutMs ?? 600_000,
    env: o.env ?? {},
    keepWorkDir: o.keepWorkDir ?? process.env.TFLOOKUP_KEEP_WORKDIR === "1",
    parallelism: o.parallelism,
    log: host.log(),
    warn: host.warn,
    onRun: () => host.count("runs"),
  });
  const batcher = new Batcher({
    windowMs: o.batchWindowMs ?? 0,
    maxBatchSize: o.maxBatchSize ?? 500,
    maxReruns: 3,
    configFor: (pkg) => host.configFor(pkg),
    runOptions,
    onBatch: () => host.count("batches"),
  });
  return {
    // Terraform starts the providers; none of them are this engine's to count or to close.
    providerStarts: 0,
    // Only Terraform's language has names it cannot express; the plugin engine sends any attribute.
    check: checkExpressible,
    lookup: ({ meta, fn, args, secretInputs, secrets }) =>
      new Promise((resolve, reject) => batcher.enqueue({ lookup: { meta, fn, args, secretInputs }, secrets, resolve, reject })),
    // Neither provider functions nor ephemeral resources: Terraform evaluates those only inside its own runs.
    closeEphemerals: async () => {},
    close: async () => {},
  };
}
