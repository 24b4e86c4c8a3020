/*
 * One executor per package and provider configuration, as synth-time lookups need them (the lookup worker, and
 * `tflookup-context refresh`): providers stay warm across the lookups that share a configuration, and a CDK app's
 * settings come from its constructs and the environment, never from a Pulumi stack.
 */
import type { Executor } from "../executor";
import { canonicalJson } from "./context-file";

export class ExecutorsByConfig {
  private readonly executors = new Map<string, Executor>();

  get(pkg: string, config: Record<string, unknown>): Executor {
    const key = `${pkg} ${canonicalJson(config)}`;
    let executor = this.executors.get(key);
    if (!executor) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when a lookup has to run
      const { Executor } = require("../executor") as typeof import("../executor");
      executor = new Executor({ config: { [pkg]: config }, usePulumiConfig: false });
      this.executors.set(key, executor);
    }
    return executor;
  }

  /** Stops every provider they keep warm. */
  async close(): Promise<void> {
    const all = [...this.executors.values()];
    this.executors.clear();
    await Promise.allSettled(all.map((e) => e.close()));
  }
}
