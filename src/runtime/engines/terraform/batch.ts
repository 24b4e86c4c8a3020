/**
 * Lookups issued together share one Terraform run: everything enqueued before the event loop turns (a
 * Promise.all over a map of calls, or calls in the same tick) is flushed as one batch. Terraform's start-up,
 * provider launch and plan dominate a run, so a hundred lookups cost little more than one.
 *
 * When a run fails, the lookups its diagnostics point at are rejected with their own errors and the others
 * run again without them, so one bad lookup does not take its neighbours down.
 */
import type { ResolvedConfig } from "../../shared/config";
import { Redactor } from "../../shared/redact";
import { runLookups, type Outcome, type RunOptions } from "./run";
import type { StackLookup } from "./stack";

export interface PendingLookup {
  lookup: Omit<StackLookup, "key">;
  /** Secret input values, for redaction. */
  secrets: unknown[];
  resolve(value: Record<string, unknown>): void;
  reject(err: Error): void;
}

export interface BatcherOptions {
  /** 0: flush when the current turn of the event loop ends; more: wait that many ms for stragglers. */
  windowMs: number;
  maxBatchSize: number;
  /** At most this many reruns after failures, each without the lookups that failed before. */
  maxReruns: number;
  /** Resolves configuration per package at flush time, so configure() calls made before the flush count. */
  configFor(pkg: string): ResolvedConfig;
  runOptions(): RunOptions;
  onBatch?(size: number): void;
}

export class Batcher {
  private pending: PendingLookup[] = [];
  private timer?: NodeJS.Immediate | NodeJS.Timeout;

  constructor(private readonly opts: BatcherOptions) {}

  enqueue(p: PendingLookup): void {
    this.pending.push(p);
    if (this.pending.length >= this.opts.maxBatchSize) {
      this.flush();
      return;
    }
    if (!this.timer)
      this.timer = this.opts.windowMs > 0 ? setTimeout(() => this.flush(), this.opts.windowMs) : setImmediate(() => this.flush());
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = undefined;
    }
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.opts.onBatch?.(batch.length);
    void this.execute(batch);
  }

  private async execute(batch: PendingLookup[]): Promise<void> {
    // Configuration problems belong to the lookups of that package alone.
    const configs = new Map<string, ResolvedConfig>();
    let remaining: PendingLookup[] = [];
    for (const p of batch) {
      const pkg = p.lookup.meta.pkg;
      try {
        if (!configs.has(pkg)) configs.set(pkg, this.opts.configFor(pkg));
        remaining.push(p);
      } catch (err) {
        p.reject(err as Error);
      }
    }
    for (let round = 0; remaining.length > 0; round++) {
      const keyed = remaining.map((p, i) => ({ p, key: `lookup_${i}` }));
      let redactor = new Redactor();
      for (const c of configs.values()) redactor = redactor.merge(c.redactor);
      for (const { p } of keyed) {
        for (const s of p.secrets) redactor.add(s);
        redactor.shorten(p.lookup.args);
      }
      let outcomes: Map<string, Outcome>;
      try {
        outcomes = await runLookups(
          { lookups: keyed.map(({ p, key }) => ({ ...p.lookup, key })), configs, redactor },
          this.opts.runOptions(),
        );
      } catch (err) {
        const e = err instanceof Error ? err : new Error(String(err));
        e.message = redactor.redact(e.message);
        for (const { p } of keyed) p.reject(e);
        return;
      }
      const next: PendingLookup[] = [];
      for (const { p, key } of keyed) {
        const o = outcomes.get(key);
        if (!o) next.push(p);
        else if (o.ok) p.resolve(o.value);
        else p.reject(o.error);
      }
      if (next.length === remaining.length || round >= this.opts.maxReruns) {
        // Nothing was pinned on anyone, or the reruns are spent: there is nothing better to report.
        const err = new Error(
          `terraform apply failed for this batch and the failure could not be traced to a lookup; ${next.length} lookup(s) not run`,
        );
        for (const p of next) p.reject(err);
        return;
      }
      remaining = next;
    }
  }
}
