/**
 * One open ephemeral resource: renewed when the provider asks (`renew_at`) for as long as it is open, and
 * closed exactly once. Closing may revoke what it holds (a Vault lease, a short-lived token), so the value
 * stays valid until close() and is no longer valid after it. The renewal timer is unref'd: an open resource
 * never keeps Node running by itself; the engine closes what is open when the program's work ends.
 */
import type { Diagnostic, ReadOnlyOperations } from "./provider-client";

export interface EphemeralSessionOptions {
  operations: ReadOnlyOperations;
  typeName: string;
  privateData?: Uint8Array;
  renewAt?: number;
  /** A renewal or close the provider refused, already in words (the value may no longer be valid). */
  warn: (problem: string) => void;
  /** Called once after CloseEphemeralResource (or its failure): ends the provider process that held it. */
  release: () => Promise<void>;
}

const text = (ds: Diagnostic[]) => ds.map((d) => (d.detail ? `${d.summary}: ${d.detail}` : d.summary)).join("; ");

export class EphemeralSession {
  private timer?: NodeJS.Timeout;
  private renewing?: Promise<void>;
  private closing?: Promise<void>;
  private privateData?: Uint8Array;
  /** Renewals the provider accepted, for tests and logs. */
  renewals = 0;

  constructor(private readonly opts: EphemeralSessionOptions) {
    this.privateData = opts.privateData;
    if (opts.renewAt !== undefined) this.schedule(opts.renewAt);
  }

  get closed(): boolean {
    return this.closing !== undefined;
  }

  private schedule(at: number): void {
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.renewing = this.renew().finally(() => (this.renewing = undefined));
      },
      Math.max(0, at - Date.now()),
    );
    this.timer.unref();
  }

  private async renew(): Promise<void> {
    if (this.closing) return;
    try {
      const answer = await this.opts.operations.renewEphemeralResource(this.opts.typeName, this.privateData);
      const errors = answer.diagnostics.filter((d) => d.severity === "error");
      if (errors.length > 0) {
        this.opts.warn(`renewing ${this.opts.typeName} failed: ${text(errors)}`);
        return;
      }
      this.renewals++;
      if (answer.private) this.privateData = answer.private;
      if (answer.renewAt !== undefined && !this.closing) this.schedule(answer.renewAt);
    } catch (err) {
      this.opts.warn(`renewing ${this.opts.typeName} failed: ${(err as Error).message}`);
    }
  }

  /** Closes the resource (once, whoever asks first) and then the process that held it. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      // A renewal under way finishes first: its private data is what the provider expects back.
      await this.renewing;
      try {
        const diagnostics = await this.opts.operations.closeEphemeralResource(this.opts.typeName, this.privateData);
        const errors = diagnostics.filter((d) => d.severity === "error");
        if (errors.length > 0) this.opts.warn(`closing ${this.opts.typeName} failed: ${text(errors)}`);
      } catch (err) {
        this.opts.warn(`closing ${this.opts.typeName} failed: ${(err as Error).message}`);
      } finally {
        await this.opts.release();
      }
    })();
    return this.closing;
  }
}
