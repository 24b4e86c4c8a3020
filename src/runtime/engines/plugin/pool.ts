/**
 * Provider processes kept warm: one per key (provider source, version, executable and configuration),
 * started and configured once, shared by every lookup with that key. At most `maxParallel` calls run on one
 * process at a time; the rest wait their turn. A process left idle for `idleTimeoutMs` is closed (0 keeps
 * it until the pool closes). Timers are unref'd: the pool never keeps Node running by itself.
 * A process found dead is dropped, so the next lookup starts a fresh one. Keys may share a group (one
 * provider, several configurations over time): starting a process for a new key of a group retires the
 * group's others, closed as soon as their calls are done, so reconfiguring never leaves stale processes.
 */
export interface Pooled {
  isAlive(): boolean;
  close(): Promise<void>;
}

export interface PoolOptions {
  maxParallel: number;
  idleTimeoutMs: number;
}

interface Entry<T extends Pooled> {
  instance: Promise<T>;
  /** The instance once started: a call that finds a free slot on a live one takes it without waiting. */
  ready?: T;
  group?: string;
  active: number;
  waiting: (() => void)[];
  idleTimer?: NodeJS.Timeout;
  /** Replaced by a newer configuration: closed once its last call is done. */
  retired?: boolean;
}

/** An entry about to be used again is no longer idle: its idle timer, if any, is stopped. */
function keepAlive(entry: { idleTimer?: NodeJS.Timeout }): void {
  if (entry.idleTimer) {
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
  }
}

export class ProcessPool<T extends Pooled> {
  private readonly entries = new Map<string, Entry<T>>();
  private starts = 0;

  constructor(private readonly opts: PoolOptions) {}

  /** Processes started so far (a restart after a crash counts). */
  get started(): number {
    return this.starts;
  }

  get size(): number {
    return this.entries.size;
  }

  use<R>(key: string, create: () => Promise<T>, fn: (instance: T) => Promise<R>, group?: string): Promise<R> {
    const entry = this.entries.get(key);
    const ready = entry?.ready;
    if (entry && ready && entry.active < this.opts.maxParallel && entry.waiting.length === 0 && ready.isAlive()) {
      keepAlive(entry);
      entry.active++;
      return this.run(key, entry, () => fn(ready));
    }
    return this.acquire(key, create, group).then((acquired) => this.run(key, acquired, async () => fn(await acquired.instance)));
  }

  /** Runs `call` on the slot `entry` holds for it, and gives the slot back however the call ends. */
  private async run<R>(key: string, entry: Entry<T>, call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } finally {
      this.release(key, entry);
    }
  }

  private async acquire(key: string, create: () => Promise<T>, group: string | undefined): Promise<Entry<T>> {
    for (let attempt = 0; ; attempt++) {
      let entry = this.entries.get(key);
      if (!entry) {
        if (group !== undefined) for (const [k, e] of this.entries) if (e.group === group) this.retire(k, e);
        this.starts++;
        const instance = create();
        entry = { instance, group, active: 0, waiting: [] };
        this.entries.set(key, entry);
        const created = entry;
        // A start that failed is forgotten, so the next lookup tries again.
        instance.then(
          (started) => {
            created.ready = started;
          },
          () => {
            if (this.entries.get(key) === created) this.entries.delete(key);
          },
        );
      }
      keepAlive(entry);
      if (entry.active >= this.opts.maxParallel) await new Promise<void>((resolve) => entry.waiting.push(resolve));
      entry.active++;
      const instance = await entry.instance.catch((err: unknown) => {
        this.leave(entry);
        throw err;
      });
      if (instance.isAlive() || attempt > 0) return entry;
      // Died since its last use (a crash): replace it once.
      this.leave(entry);
      if (this.entries.get(key) === entry) this.entries.delete(key);
      void instance.close().catch(() => undefined);
    }
  }

  /** Gives up a slot without having used it, passing it on to whoever waits (they will see the same failure). */
  private leave(entry: Entry<T>): void {
    entry.active--;
    entry.waiting.shift()?.();
  }

  private retire(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    entry.retired = true;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    if (entry.active === 0 && entry.waiting.length === 0)
      void entry.instance.then(
        (i) => i.close(),
        () => undefined,
      );
  }

  private release(key: string, entry: Entry<T>): void {
    entry.active--;
    const next = entry.waiting.shift();
    if (next) return next();
    if (entry.retired && entry.active === 0) {
      void entry.instance.then(
        (i) => i.close(),
        () => undefined,
      );
      return;
    }
    if (entry.active > 0 || this.entries.get(key) !== entry) return;
    void entry.instance.then(
      (instance) => {
        if (!instance.isAlive()) {
          if (this.entries.get(key) === entry) this.entries.delete(key);
          return;
        }
        if (this.opts.idleTimeoutMs <= 0 || entry.active > 0) return;
        entry.idleTimer = setTimeout(() => {
          if (entry.active > 0 || this.entries.get(key) !== entry) return;
          this.entries.delete(key);
          void instance.close().catch(() => undefined);
        }, this.opts.idleTimeoutMs);
        entry.idleTimer.unref();
      },
      () => undefined,
    );
  }

  /** Closes every process; lookups still running on one fail. */
  async closeAll(): Promise<void> {
    const all = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(
      all.map(async (e) => {
        if (e.idleTimer) clearTimeout(e.idleTimer);
        const instance = await e.instance.catch(() => undefined);
        await instance?.close().catch(() => undefined);
      }),
    );
  }
}
