/**
 * Ephemeral resources of the fixture cloud, as a provider with leases serves them: Open picks the record as a
 * data source read would and starts a lease (its id travels in `private`, as real providers keep theirs),
 * Renew extends a live lease, Close revokes it. A lease that is renewed or closed after it was revoked, or
 * one the process never opened, is an error, so a client that closes twice or renews late is caught.
 */
import { encodeCty } from "./cty-msgpack";
import type { CtyObject } from "./cty-values";
import { errorDiagnostic, type ProtoDiagnostic } from "./diagnostics";
import type { EphemeralFixture } from "./fixture-cloud";
import { readFromCloud } from "./data-source-reader";
import { blockCtyType, type JsonSchema } from "./provider-schema";
import type { ProtoDynamicValue } from "./provider-service";

export interface ProtoTimestamp {
  seconds: number;
  nanos: number;
}

export interface OpenResponse {
  diagnostics: ProtoDiagnostic[];
  renew_at?: ProtoTimestamp;
  result: ProtoDynamicValue | null;
  private?: Buffer;
}

export interface RenewResponse {
  diagnostics: ProtoDiagnostic[];
  renew_at?: ProtoTimestamp;
  private?: Buffer;
}

function timestampIn(seconds: number): ProtoTimestamp {
  const at = Date.now() + seconds * 1000;
  return { seconds: Math.floor(at / 1000), nanos: (at % 1000) * 1e6 };
}

export class EphemeralLeases {
  private next = 1;
  private readonly live = new Map<string, { typeName: string; renewals: number }>();

  open(typeName: string, schema: JsonSchema, fixture: EphemeralFixture | undefined, config: CtyObject): OpenResponse & { lease?: string } {
    const read = readFromCloud(typeName, schema, config, fixture?.records ?? []);
    if (!read.ok) return { diagnostics: read.diagnostics, result: null };
    const lease = `lease-${process.pid}-${this.next++}`;
    this.live.set(lease, { typeName, renewals: 0 });
    return {
      diagnostics: [],
      result: { msgpack: Buffer.from(encodeCty(read.state, blockCtyType(schema.block))) },
      private: Buffer.from(JSON.stringify({ lease }), "utf8"),
      ...(fixture?.renewAfterSeconds ? { renew_at: timestampIn(fixture.renewAfterSeconds) } : {}),
      lease,
    };
  }

  private leaseOf(typeName: string, privateBytes: Uint8Array | null | undefined): string | ProtoDiagnostic {
    let lease: unknown;
    try {
      lease = (JSON.parse(Buffer.from(privateBytes ?? []).toString("utf8")) as { lease?: unknown }).lease;
    } catch {
      lease = undefined;
    }
    const entry = typeof lease === "string" ? this.live.get(lease) : undefined;
    if (!entry || entry.typeName !== typeName) {
      return errorDiagnostic("Unknown lease", `No open ${typeName} has the lease this request names; it was closed or never opened.`);
    }
    return lease as string;
  }

  renew(
    typeName: string,
    fixture: EphemeralFixture | undefined,
    privateBytes: Uint8Array | null | undefined,
  ): RenewResponse & { lease?: string } {
    const lease = this.leaseOf(typeName, privateBytes);
    if (typeof lease !== "string") return { diagnostics: [lease] };
    const entry = this.live.get(lease);
    if (entry) entry.renewals++;
    return {
      diagnostics: [],
      private: Buffer.from(JSON.stringify({ lease }), "utf8"),
      ...(fixture?.renewAfterSeconds ? { renew_at: timestampIn(fixture.renewAfterSeconds) } : {}),
      lease,
    };
  }

  close(typeName: string, privateBytes: Uint8Array | null | undefined): { diagnostics: ProtoDiagnostic[]; lease?: string } {
    const lease = this.leaseOf(typeName, privateBytes);
    if (typeof lease !== "string") return { diagnostics: [lease] };
    this.live.delete(lease);
    return { diagnostics: [], lease };
  }
}
