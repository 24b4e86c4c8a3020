/**
 * The provider service operations a lookup needs, over either protocol version: each is called by what it
 * does and mapped to the version's method name (GetSchema or GetProviderSchema, Configure or
 * ConfigureProvider …) from the shared protocol definitions.
 */
import { PROVIDER_OPERATIONS, type ProviderOperations } from "../../tfplugin/proto-source";
import { formatPath, type PathStep } from "./cty/values";
import type { PluginProcess } from "./plugin-process";
import { functionFromProto, type ProtoFunction, type ProtoSchema, type ProviderSchema, schemaFromProto } from "./schema";

export interface Diagnostic {
  severity: "error" | "warning";
  summary: string;
  detail?: string;
  /** The attribute the diagnostic points at, as Terraform prints it (`tags["env"]`), and its steps. */
  attribute?: string;
  path?: PathStep[];
}

interface ProtoDiagnostic {
  severity?: string;
  summary?: string;
  detail?: string;
  attribute?: { steps?: { attribute_name?: string; element_key_string?: string; element_key_int?: number; selector?: string }[] } | null;
}

interface ProtoDynamicValue {
  msgpack?: Uint8Array;
  json?: Uint8Array;
}

/**
 * What Terraform 1.11 tells providers it can do, in ConfigureProvider, ReadDataSource and OpenEphemeralResource
 * alike: no deferred actions (`terraform apply` without its experiment), and write-only attributes understood.
 */
const CLIENT_CAPABILITIES = { deferral_allowed: false, write_only_attributes_allowed: true };

function diagnostics(list: ProtoDiagnostic[] | undefined): Diagnostic[] {
  return (list ?? []).map((d) => {
    const steps: PathStep[] = [];
    for (const s of d.attribute?.steps ?? []) {
      if (s.selector === "attribute_name" || (s.selector === undefined && s.attribute_name))
        steps.push({ attribute: s.attribute_name ?? "" });
      else if (s.selector === "element_key_string") steps.push({ key: s.element_key_string ?? "" });
      else if (s.selector === "element_key_int") steps.push({ index: Number(s.element_key_int ?? 0) });
    }
    const out: Diagnostic = { severity: d.severity === "WARNING" ? "warning" : "error", summary: d.summary ?? "" };
    if (d.detail) out.detail = d.detail;
    if (steps.length > 0) {
      out.attribute = formatPath(steps);
      out.path = steps;
    }
    return out;
  });
}

export interface SchemaAnswer {
  schema: ProviderSchema;
  diagnostics: Diagnostic[];
  /** The provider does not need GetProviderSchema on each start (a cached copy will do). */
  schemaOptional: boolean;
}

export interface ReadAnswer {
  state?: Uint8Array;
  /** JSON-encoded state, which a provider may send instead of msgpack. */
  stateJson?: Uint8Array;
  diagnostics: Diagnostic[];
  deferredReason?: string;
}

export class ProviderClient {
  private readonly ops: ProviderOperations;

  constructor(
    readonly process: PluginProcess,
    private readonly timeoutMs: number,
  ) {
    this.ops = PROVIDER_OPERATIONS[process.protocolVersion];
  }

  get protocolVersion(): 5 | 6 {
    return this.process.protocolVersion;
  }

  async getProviderSchema(): Promise<SchemaAnswer> {
    const r = await this.process.call<{
      provider?: ProtoSchema;
      data_source_schemas?: Record<string, ProtoSchema>;
      ephemeral_resource_schemas?: Record<string, ProtoSchema>;
      functions?: Record<string, ProtoFunction>;
      diagnostics?: ProtoDiagnostic[];
      server_capabilities?: { get_provider_schema_optional?: boolean } | null;
    }>(this.ops.getProviderSchema, {}, this.timeoutMs);
    const dataSources: Record<string, ReturnType<typeof schemaFromProto>> = {};
    for (const [name, s] of Object.entries(r.data_source_schemas ?? {})) dataSources[name] = schemaFromProto(s, name);
    const schema: ProviderSchema = { provider: schemaFromProto(r.provider, "provider"), dataSources };
    const ephemeral = Object.entries(r.ephemeral_resource_schemas ?? {});
    if (ephemeral.length > 0) schema.ephemeralResources = Object.fromEntries(ephemeral.map(([n, s]) => [n, schemaFromProto(s, n)]));
    const functions = Object.entries(r.functions ?? {});
    if (functions.length > 0) schema.functions = Object.fromEntries(functions.map(([n, f]) => [n, functionFromProto(f, `function ${n}`)]));
    return {
      schema,
      diagnostics: diagnostics(r.diagnostics),
      schemaOptional: r.server_capabilities?.get_provider_schema_optional === true,
    };
  }

  async validateProviderConfig(config: Uint8Array): Promise<Diagnostic[]> {
    // Protocol 5 also answers with a "prepared" configuration, which Terraform has long ignored; so does this.
    const r = await this.process.call<{ diagnostics?: ProtoDiagnostic[] }>(
      this.ops.validateProviderConfig,
      { config: { msgpack: config } },
      this.timeoutMs,
    );
    return diagnostics(r.diagnostics);
  }

  async configure(terraformVersion: string, config: Uint8Array): Promise<Diagnostic[]> {
    const r = await this.process.call<{ diagnostics?: ProtoDiagnostic[] }>(
      this.ops.configureProvider,
      { terraform_version: terraformVersion, config: { msgpack: config }, client_capabilities: CLIENT_CAPABILITIES },
      this.timeoutMs,
    );
    return diagnostics(r.diagnostics);
  }

  async validateDataSourceConfig(typeName: string, config: Uint8Array): Promise<Diagnostic[]> {
    const r = await this.process.call<{ diagnostics?: ProtoDiagnostic[] }>(
      this.ops.validateDataSourceConfig,
      { type_name: typeName, config: { msgpack: config } },
      this.timeoutMs,
    );
    return diagnostics(r.diagnostics);
  }

  async readDataSource(typeName: string, config: Uint8Array): Promise<ReadAnswer> {
    const r = await this.process.call<{
      state?: ProtoDynamicValue | null;
      diagnostics?: ProtoDiagnostic[];
      deferred?: { reason?: string } | null;
    }>(
      this.ops.readDataSource,
      { type_name: typeName, config: { msgpack: config }, client_capabilities: CLIENT_CAPABILITIES },
      this.timeoutMs,
    );
    const out: ReadAnswer = { diagnostics: diagnostics(r.diagnostics) };
    if (r.state?.msgpack && r.state.msgpack.length > 0) out.state = r.state.msgpack;
    else if (r.state?.json && r.state.json.length > 0) out.stateJson = r.state.json;
    if (r.deferred) out.deferredReason = r.deferred.reason ?? "UNKNOWN";
    return out;
  }
}

export interface FunctionAnswer {
  result?: Uint8Array;
  /** The provider's error, with the index of the argument it blames when it names one. */
  error?: { text: string; argument?: number };
}

export interface OpenAnswer {
  result?: Uint8Array;
  diagnostics: Diagnostic[];
  /** When the provider wants RenewEphemeralResource called, in milliseconds since the epoch. */
  renewAt?: number;
  private?: Uint8Array;
  deferredReason?: string;
}

export interface RenewAnswer {
  diagnostics: Diagnostic[];
  renewAt?: number;
  private?: Uint8Array;
}

interface ProtoTimestamp {
  seconds?: number;
  nanos?: number;
}

const millis = (t: ProtoTimestamp | null | undefined): number | undefined =>
  t ? Number(t.seconds ?? 0) * 1000 + Math.floor(Number(t.nanos ?? 0) / 1e6) : undefined;

/** Functions and ephemeral resources: the same method names in both protocol versions. */
export class ReadOnlyOperations {
  constructor(
    private readonly client: ProviderClient,
    private readonly timeoutMs: number,
  ) {}

  async callFunction(name: string, args: Uint8Array[]): Promise<FunctionAnswer> {
    const r = await this.client.process.call<{
      result?: ProtoDynamicValue | null;
      error?: { text?: string; function_argument?: number | null } | null;
    }>("CallFunction", { name, arguments: args.map((msgpack) => ({ msgpack })) }, this.timeoutMs);
    if (r.error) {
      const argument = r.error.function_argument;
      return { error: { text: r.error.text ?? "", ...(typeof argument === "number" ? { argument } : {}) } };
    }
    return r.result?.msgpack && r.result.msgpack.length > 0 ? { result: r.result.msgpack } : {};
  }

  async validateEphemeralResourceConfig(typeName: string, config: Uint8Array): Promise<Diagnostic[]> {
    const r = await this.client.process.call<{ diagnostics?: ProtoDiagnostic[] }>(
      "ValidateEphemeralResourceConfig",
      { type_name: typeName, config: { msgpack: config } },
      this.timeoutMs,
    );
    return diagnostics(r.diagnostics);
  }

  async openEphemeralResource(typeName: string, config: Uint8Array): Promise<OpenAnswer> {
    const r = await this.client.process.call<{
      diagnostics?: ProtoDiagnostic[];
      renew_at?: ProtoTimestamp | null;
      result?: ProtoDynamicValue | null;
      private?: Uint8Array | null;
      deferred?: { reason?: string } | null;
    }>(
      "OpenEphemeralResource",
      { type_name: typeName, config: { msgpack: config }, client_capabilities: CLIENT_CAPABILITIES },
      this.timeoutMs,
    );
    const out: OpenAnswer = { diagnostics: diagnostics(r.diagnostics) };
    if (r.result?.msgpack && r.result.msgpack.length > 0) out.result = r.result.msgpack;
    const renewAt = millis(r.renew_at);
    if (renewAt !== undefined) out.renewAt = renewAt;
    if (r.private) out.private = r.private;
    if (r.deferred) out.deferredReason = r.deferred.reason ?? "UNKNOWN";
    return out;
  }

  async renewEphemeralResource(typeName: string, privateData: Uint8Array | undefined): Promise<RenewAnswer> {
    const r = await this.client.process.call<{
      diagnostics?: ProtoDiagnostic[];
      renew_at?: ProtoTimestamp | null;
      private?: Uint8Array | null;
    }>("RenewEphemeralResource", { type_name: typeName, ...(privateData ? { private: privateData } : {}) }, this.timeoutMs);
    const out: RenewAnswer = { diagnostics: diagnostics(r.diagnostics) };
    const renewAt = millis(r.renew_at);
    if (renewAt !== undefined) out.renewAt = renewAt;
    if (r.private) out.private = r.private;
    return out;
  }

  async closeEphemeralResource(typeName: string, privateData: Uint8Array | undefined): Promise<Diagnostic[]> {
    const r = await this.client.process.call<{ diagnostics?: ProtoDiagnostic[] }>(
      "CloseEphemeralResource",
      { type_name: typeName, ...(privateData ? { private: privateData } : {}) },
      this.timeoutMs,
    );
    return diagnostics(r.diagnostics);
  }
}
