/**
 * The Provider operations (tfplugin5 and tfplugin6 alike) of a data-source-only stand-in, as plain
 * request → response functions over proto-loader objects (no gRPC types here, so
 * they can be exercised without a server).
 */
import { checkRequired, checkRules, type ProviderOverrides, type RuleViolation, rulesFor } from "./argument-rules";
import { checkCredentials } from "./credentials";
import { CtyCodecError, decodeCty, encodeCty } from "./cty-msgpack";
import { completeValue, type CtyObject } from "./cty-values";
import { readFromCloud } from "./data-source-reader";
import { EphemeralLeases, type OpenResponse, type RenewResponse } from "./ephemeral-resources";
import { callFunction, type CallFunctionResponse } from "./provider-functions";
import { attributePath, errorDiagnostic, type ProtoDiagnostic, warningDiagnostic } from "./diagnostics";
import type { FixtureCloud } from "./fixture-cloud";
import {
  blockCtyType,
  type JsonSchema,
  type ProtoFunction,
  protoFunction,
  type ProtoSchema,
  protoSchema,
  type ProviderSchemaSnapshot,
} from "./provider-schema";
import { encodeCtyJson } from "./cty-json";
import { crashIfAsked, recordCall, rejectionPath } from "./test-hooks";

export interface ProtoDynamicValue {
  msgpack?: Buffer | Uint8Array;
  json?: Buffer | Uint8Array;
}

type Diagnostics = { diagnostics: ProtoDiagnostic[] };

export interface ProviderSchemaResponse extends Diagnostics {
  provider: ProtoSchema;
  resource_schemas: Record<string, ProtoSchema>;
  data_source_schemas: Record<string, ProtoSchema>;
  ephemeral_resource_schemas: Record<string, ProtoSchema>;
  functions: Record<string, ProtoFunction>;
  server_capabilities: { plan_destroy: boolean; get_provider_schema_optional: boolean; move_resource_state: boolean };
}

const violationDiagnostics = (violations: RuleViolation[]): ProtoDiagnostic[] =>
  violations.map((v) => errorDiagnostic(v.summary, v.detail, attributePath(v.attribute)));

function decodeConfig(value: ProtoDynamicValue | null | undefined, schema: JsonSchema): CtyObject {
  const type = blockCtyType(schema.block);
  if (value?.msgpack && value.msgpack.length > 0) return decodeCty(value.msgpack, type) as CtyObject;
  if (value?.json && value.json.length > 0) {
    // Terraform sends msgpack; JSON is accepted for hand-made requests in tests.
    return completeValue(JSON.parse(Buffer.from(value.json).toString("utf8")), type) as CtyObject;
  }
  throw new CtyCodecError([], "the request carries no configuration value");
}

function decodeFailure(err: unknown): Diagnostics {
  const message = err instanceof Error ? err.message : String(err);
  return { diagnostics: [errorDiagnostic("Invalid configuration value", `The stand-in could not decode the configuration: ${message}`)] };
}

export class StandinProvider {
  private configured = false;
  private schemaResponse: ProviderSchemaResponse | undefined;
  private readonly leases = new EphemeralLeases();

  constructor(
    private readonly snapshot: ProviderSchemaSnapshot,
    private readonly overrides: ProviderOverrides,
    private readonly cloud: FixtureCloud,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  getMetadata() {
    return {
      server_capabilities: { plan_destroy: false, get_provider_schema_optional: false, move_resource_state: false },
      diagnostics: [],
      data_sources: Object.keys(this.snapshot.dataSourceSchemas).map((type_name) => ({ type_name })),
      resources: Object.keys(this.snapshot.resourceSchemas).map((type_name) => ({ type_name })),
      functions: Object.keys(this.snapshot.functions).map((name) => ({ name })),
      ephemeral_resources: Object.keys(this.snapshot.ephemeralResourceSchemas).map((type_name) => ({ type_name })),
    };
  }

  getProviderSchema(): ProviderSchemaResponse {
    if (!this.schemaResponse) {
      const convert = (schemas: Record<string, JsonSchema>): Record<string, ProtoSchema> =>
        Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, protoSchema(schema)]));
      this.schemaResponse = {
        provider: protoSchema(this.snapshot.provider),
        resource_schemas: convert(this.snapshot.resourceSchemas),
        data_source_schemas: convert(this.snapshot.dataSourceSchemas),
        ephemeral_resource_schemas: convert(this.snapshot.ephemeralResourceSchemas),
        functions: this.protoFunctions(),
        diagnostics: [],
        server_capabilities: { plan_destroy: false, get_provider_schema_optional: false, move_resource_state: false },
      };
    }
    return this.schemaResponse;
  }

  /**
   * ValidateProviderConfig (6) or PrepareProviderConfig (5). Protocol 5 answers with the prepared
   * configuration too, which an SDKv2 provider fills with defaults; the stand-in has none to add.
   */
  validateProviderConfig(
    request: { config?: ProtoDynamicValue | null },
    version: 5 | 6 = 6,
  ): Diagnostics & { prepared_config?: ProtoDynamicValue | null } {
    let config: CtyObject;
    try {
      config = decodeConfig(request.config, this.snapshot.provider);
    } catch (err) {
      return decodeFailure(err);
    }
    recordCall("ValidateProviderConfig", config, { credentials: this.cloud.auth?.attributes }, this.env);
    const diagnostics = [...violationDiagnostics(checkRules(this.overrides.configRules, config)), ...this.deprecationWarnings(config)];
    if (version === 5) {
      const prepared = diagnostics.every((d) => d.severity !== "ERROR")
        ? { msgpack: Buffer.from(encodeCty(config, blockCtyType(this.snapshot.provider.block))) }
        : null;
      return { prepared_config: prepared, diagnostics };
    }
    return { diagnostics };
  }

  /** SDKv2 warns about each deprecated provider argument that is set; so does the stand-in. */
  private deprecationWarnings(config: CtyObject): ProtoDiagnostic[] {
    return Object.entries(this.snapshot.provider.block.attributes ?? {})
      .filter(([name, attr]) => attr.deprecated && config[name] !== null && config[name] !== undefined)
      .map(([name]) => warningDiagnostic("Argument is deprecated", `The provider argument "${name}" is deprecated.`, attributePath(name)));
  }

  configureProvider(request: { config?: ProtoDynamicValue | null }): Diagnostics {
    let config: CtyObject;
    try {
      config = decodeConfig(request.config, this.snapshot.provider);
    } catch (err) {
      return decodeFailure(err);
    }
    recordCall("ConfigureProvider", config, { credentials: this.cloud.auth?.attributes }, this.env);
    const diagnostics = checkCredentials(this.cloud.auth, config, this.env);
    this.configured = diagnostics.length === 0;
    return { diagnostics };
  }

  private dataSourceSchema(typeName: string): JsonSchema | ProtoDiagnostic {
    const schema = this.snapshot.dataSourceSchemas[typeName];
    return schema ?? errorDiagnostic("Unknown data source", `This provider has no data source "${typeName}".`);
  }

  private argumentViolations(typeName: string, schema: JsonSchema, config: CtyObject): ProtoDiagnostic[] {
    return violationDiagnostics([...checkRequired(schema.block, config), ...checkRules(rulesFor(typeName, this.overrides.rules), config)]);
  }

  validateDataResourceConfig(request: { type_name: string; config?: ProtoDynamicValue | null }): Diagnostics {
    const schema = this.dataSourceSchema(request.type_name);
    if (!("block" in schema)) return { diagnostics: [schema] };
    let config: CtyObject;
    try {
      config = decodeConfig(request.config, schema);
    } catch (err) {
      return decodeFailure(err);
    }
    recordCall("ValidateDataResourceConfig", config, { typeName: request.type_name }, this.env);
    return { diagnostics: this.argumentViolations(request.type_name, schema, config) };
  }

  readDataSource(request: { type_name: string; config?: ProtoDynamicValue | null }): Diagnostics & { state: ProtoDynamicValue | null } {
    const schema = this.dataSourceSchema(request.type_name);
    if (!("block" in schema)) return { state: null, diagnostics: [schema] };
    if (!this.configured) {
      return {
        state: null,
        diagnostics: [errorDiagnostic("Provider not configured", "ReadDataSource was called before a successful ConfigureProvider.")],
      };
    }
    let config: CtyObject;
    try {
      config = decodeConfig(request.config, schema);
    } catch (err) {
      return { state: null, ...decodeFailure(err) };
    }
    recordCall("ReadDataSource", config, { typeName: request.type_name }, this.env);
    crashIfAsked(request.type_name, config, this.env);
    const type = blockCtyType(schema.block);
    const rejected = rejectionPath(config, type, this.env);
    if (rejected) {
      return { state: null, diagnostics: [errorDiagnostic("Rejected value", "The stand-in was asked to reject this value.", rejected)] };
    }
    const violations = this.argumentViolations(request.type_name, schema, config);
    if (violations.length > 0) return { state: null, diagnostics: violations };

    const result = readFromCloud(request.type_name, schema, config, this.cloud.dataSources[request.type_name] ?? []);
    if (!result.ok) return { state: null, diagnostics: result.diagnostics };
    // The protocol lets a provider answer in JSON; Terraform reads that by the schema's type.
    if (this.env.STANDIN_ANSWER_JSON === "1") return { state: { json: Buffer.from(encodeCtyJson(result.state, type)) }, diagnostics: [] };
    return { state: { msgpack: Buffer.from(encodeCty(result.state, type)) }, diagnostics: [] };
  }

  private protoFunctions(): Record<string, ProtoFunction> {
    return Object.fromEntries(Object.entries(this.snapshot.functions).map(([name, fn]) => [name, protoFunction(fn)]));
  }

  /** Functions need no provider configuration: Terraform calls them before, or without, ConfigureProvider. */
  getFunctions(): Diagnostics & { functions: Record<string, ProtoFunction> } {
    return { functions: this.protoFunctions(), diagnostics: [] };
  }

  callFunction(request: { name: string; arguments?: ProtoDynamicValue[] | null }): CallFunctionResponse {
    const answers = this.cloud.functions[request.name] ?? [];
    const { response, args } = callFunction(request.name, this.snapshot.functions[request.name], answers, request.arguments ?? []);
    recordCall("CallFunction", { arguments: args }, { typeName: request.name }, this.env);
    return response;
  }

  private ephemeralSchema(typeName: string): JsonSchema | ProtoDiagnostic {
    const schema = this.snapshot.ephemeralResourceSchemas[typeName];
    return schema ?? errorDiagnostic("Unknown ephemeral resource", `This provider has no ephemeral resource "${typeName}".`);
  }

  validateEphemeralResourceConfig(request: { type_name: string; config?: ProtoDynamicValue | null }): Diagnostics {
    const schema = this.ephemeralSchema(request.type_name);
    if (!("block" in schema)) return { diagnostics: [schema] };
    let config: CtyObject;
    try {
      config = decodeConfig(request.config, schema);
    } catch (err) {
      return decodeFailure(err);
    }
    recordCall("ValidateDataResourceConfig", config, { typeName: request.type_name }, this.env);
    return { diagnostics: this.argumentViolations(request.type_name, schema, config) };
  }

  openEphemeralResource(request: { type_name: string; config?: ProtoDynamicValue | null }): OpenResponse {
    const schema = this.ephemeralSchema(request.type_name);
    if (!("block" in schema)) return { result: null, diagnostics: [schema] };
    if (!this.configured) {
      return {
        result: null,
        diagnostics: [
          errorDiagnostic("Provider not configured", "OpenEphemeralResource was called before a successful ConfigureProvider."),
        ],
      };
    }
    let config: CtyObject;
    try {
      config = decodeConfig(request.config, schema);
    } catch (err) {
      return { result: null, ...decodeFailure(err) };
    }
    const violations = this.argumentViolations(request.type_name, schema, config);
    if (violations.length > 0) return { result: null, diagnostics: violations };
    const { lease, ...response } = this.leases.open(request.type_name, schema, this.cloud.ephemeralResources[request.type_name], config);
    recordCall("OpenEphemeralResource", config, { typeName: request.type_name, lease }, this.env);
    return response;
  }

  renewEphemeralResource(request: { type_name: string; private?: Uint8Array | null }): RenewResponse {
    const { lease, ...response } = this.leases.renew(request.type_name, this.cloud.ephemeralResources[request.type_name], request.private);
    recordCall("RenewEphemeralResource", {}, { typeName: request.type_name, lease }, this.env);
    return response;
  }

  closeEphemeralResource(request: { type_name: string; private?: Uint8Array | null }): Diagnostics {
    const { lease, diagnostics } = this.leases.close(request.type_name, request.private);
    recordCall("CloseEphemeralResource", {}, { typeName: request.type_name, lease }, this.env);
    return { diagnostics };
  }

  /** The answer to every managed-resource operation. */
  static unsupported(operation: string): ProtoDiagnostic {
    return errorDiagnostic(
      "Unsupported operation",
      `${operation} is not supported: this stand-in provider serves data sources, ephemeral resources and functions only.`,
    );
  }
}
