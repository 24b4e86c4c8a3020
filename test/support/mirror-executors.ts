/**
 * Executors on a provider mirror laid out in a folder of their own (its cache and temporary folders beside it), each
 * keeping the warnings its `warn` option was given; `closeAll` ends every one.
 */
import { join } from "node:path";
import { Executor, type ExecutorOptions } from "../../src/runtime/executor";

export interface MirrorExecutorOptions {
  engine: "terraform" | "plugin";
  /** Where the mirror was laid out: the executor's cache and temporary folders go here. */
  dir: string;
  providersDir: string;
  cliConfigFile: string;
  config: ExecutorOptions["config"];
  providerBinaries: Record<string, string>;
}

export class MirrorExecutors {
  private readonly open: Executor[] = [];
  private readonly warned = new Map<Executor, string[]>();

  get count(): number {
    return this.open.length;
  }

  create(o: MirrorExecutorOptions): Executor {
    const warnings: string[] = [];
    const e = new Executor({
      engine: o.engine,
      providersDir: o.providersDir,
      cliConfigFile: o.cliConfigFile,
      cacheDir: join(o.dir, "cache"),
      tmpDir: join(o.dir, "tmp"),
      usePulumiConfig: false,
      config: o.config,
      providerBinaries: o.providerBinaries,
      warn: (line) => warnings.push(line),
    });
    this.warned.set(e, warnings);
    this.open.push(e);
    return e;
  }

  /** The warnings `e` has passed to its `warn` option so far. */
  warnings(e: Executor): string[] {
    return this.warned.get(e)!;
  }

  closeAll(): Promise<void[]> {
    return Promise.all(this.open.map((e) => e.close()));
  }
}
