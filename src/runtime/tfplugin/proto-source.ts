/**
 * The Terraform provider plugin protocol, versions 5 and 6, as protobuf source text: the messages and fields
 * that tflookup's client sends and reads and that the test stand-in serves. Written for this project from the
 * published protocol; field numbers are those of tfplugin5.8 and tfplugin6.8 (what Terraform 1.11 speaks).
 *
 * One definition for both sides on purpose: the test suite runs real Terraform against the stand-in, which
 * serves these very messages, so a wrong field number here fails there before any user meets it.
 *
 * Only what is used is declared: protobuf skips unknown fields, so a provider's answers with fields this
 * file does not name still decode. Kept as strings (not .proto files) so that bundles carry them.
 * Provider-defined functions (protocol 5.5 / 6.5) and ephemeral resources (5.7 / 6.7) have the same
 * messages and numbers in both versions.
 */
export type ProtocolVersion = 5 | 6;

/** Messages whose field numbers are the same in both versions. */
function shared(pkg: string): string {
  return `
syntax = "proto3";

package ${pkg};

message DynamicValue {
  bytes msgpack = 1;
  bytes json = 2;
}

message Diagnostic {
  enum Severity {
    INVALID = 0;
    ERROR = 1;
    WARNING = 2;
  }
  Severity severity = 1;
  string summary = 2;
  string detail = 3;
  AttributePath attribute = 4;
}

message AttributePath {
  message Step {
    oneof selector {
      string attribute_name = 1;
      string element_key_string = 2;
      int64 element_key_int = 3;
    }
  }
  repeated Step steps = 1;
}

enum StringKind {
  PLAIN = 0;
  MARKDOWN = 1;
}

message ServerCapabilities {
  bool plan_destroy = 1;
  bool get_provider_schema_optional = 2;
  bool move_resource_state = 3;
}

message ClientCapabilities {
  bool deferral_allowed = 1;
  bool write_only_attributes_allowed = 2;
}

message Deferred {
  enum Reason {
    UNKNOWN = 0;
    RESOURCE_CONFIG_UNKNOWN = 1;
    PROVIDER_CONFIG_UNKNOWN = 2;
    ABSENT_PREREQ = 3;
  }
  Reason reason = 1;
}

message FunctionError {
  string text = 1;
  optional int64 function_argument = 2;
}

message Function {
  message Parameter {
    string name = 1;
    bytes type = 2;
    bool allow_null_value = 3;
    bool allow_unknown_values = 4;
    string description = 5;
    StringKind description_kind = 6;
  }
  message Return {
    bytes type = 1;
  }
  repeated Parameter parameters = 1;
  Parameter variadic_parameter = 2;
  Return return = 3;
  string summary = 4;
  string description = 5;
  StringKind description_kind = 6;
  string deprecation_message = 7;
}

message GetMetadata {
  message Request {}
  message Response {
    ServerCapabilities server_capabilities = 1;
    repeated Diagnostic diagnostics = 2;
    repeated DataSourceMetadata data_sources = 3;
    repeated ResourceMetadata resources = 4;
    repeated FunctionMetadata functions = 5;
    repeated EphemeralResourceMetadata ephemeral_resources = 6;
  }
  message FunctionMetadata {
    string name = 1;
  }
  message EphemeralResourceMetadata {
    string type_name = 1;
  }
  message DataSourceMetadata {
    string type_name = 1;
  }
  message ResourceMetadata {
    string type_name = 1;
  }
}

message GetProviderSchema {
  message Request {}
  message Response {
    Schema provider = 1;
    map<string, Schema> resource_schemas = 2;
    map<string, Schema> data_source_schemas = 3;
    repeated Diagnostic diagnostics = 4;
    ServerCapabilities server_capabilities = 6;
    map<string, Function> functions = 7;
    map<string, Schema> ephemeral_resource_schemas = 8;
  }
}

message ReadDataSource {
  message Request {
    string type_name = 1;
    DynamicValue config = 2;
    DynamicValue provider_meta = 3;
    ClientCapabilities client_capabilities = 4;
  }
  message Response {
    DynamicValue state = 1;
    repeated Diagnostic diagnostics = 2;
    Deferred deferred = 3;
  }
}

message GetFunctions {
  message Request {}
  message Response {
    map<string, Function> functions = 1;
    repeated Diagnostic diagnostics = 2;
  }
}

message CallFunction {
  message Request {
    string name = 1;
    repeated DynamicValue arguments = 2;
  }
  message Response {
    DynamicValue result = 1;
    FunctionError error = 2;
  }
}

message ValidateEphemeralResourceConfig {
  message Request {
    string type_name = 1;
    DynamicValue config = 2;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
  }
}

message OpenEphemeralResource {
  message Request {
    string type_name = 1;
    DynamicValue config = 2;
    ClientCapabilities client_capabilities = 3;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
    optional google.protobuf.Timestamp renew_at = 2;
    DynamicValue result = 3;
    optional bytes private = 4;
    Deferred deferred = 5;
  }
}

message RenewEphemeralResource {
  message Request {
    string type_name = 1;
    optional bytes private = 2;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
    optional google.protobuf.Timestamp renew_at = 2;
    optional bytes private = 3;
  }
}

message CloseEphemeralResource {
  message Request {
    string type_name = 1;
    optional bytes private = 2;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
  }
}

// Operations on managed resources: neither side here uses them, so they are declared with their diagnostics
// only, at the number the real response gives them.
message Unsupported {
  message Request {}
  message DiagnosticsAt1 {
    repeated Diagnostic diagnostics = 1;
  }
  message DiagnosticsAt2 {
    repeated Diagnostic diagnostics = 2;
  }
  message DiagnosticsAt3 {
    repeated Diagnostic diagnostics = 3;
  }
  message DiagnosticsAt4 {
    repeated Diagnostic diagnostics = 4;
  }
}
`;
}

/** Unsupported operations, by name, with the response shape each is declared with. */
const UNSUPPORTED_RPCS = `
  rpc UpgradeResourceState(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc ReadResource(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc PlanResourceChange(Unsupported.Request) returns (Unsupported.DiagnosticsAt4);
  rpc ApplyResourceChange(Unsupported.Request) returns (Unsupported.DiagnosticsAt3);
  rpc ImportResourceState(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc MoveResourceState(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
`;

/** Functions and ephemeral resources: the same method names in both versions. */
const READ_ONLY_RPCS = `
  rpc ValidateEphemeralResourceConfig(ValidateEphemeralResourceConfig.Request) returns (ValidateEphemeralResourceConfig.Response);
  rpc OpenEphemeralResource(OpenEphemeralResource.Request) returns (OpenEphemeralResource.Response);
  rpc RenewEphemeralResource(RenewEphemeralResource.Request) returns (RenewEphemeralResource.Response);
  rpc CloseEphemeralResource(CloseEphemeralResource.Request) returns (CloseEphemeralResource.Response);
  rpc GetFunctions(GetFunctions.Request) returns (GetFunctions.Response);
  rpc CallFunction(CallFunction.Request) returns (CallFunction.Response);
`;

/** The operations a lookup needs, by what they do, with each version's method name. */
export interface ProviderOperations {
  getProviderSchema: string;
  validateProviderConfig: string;
  validateDataSourceConfig: string;
  configureProvider: string;
  readDataSource: string;
  stopProvider: string;
}

export const PROVIDER_OPERATIONS: Record<ProtocolVersion, ProviderOperations> = {
  5: {
    getProviderSchema: "GetSchema",
    validateProviderConfig: "PrepareProviderConfig",
    validateDataSourceConfig: "ValidateDataSourceConfig",
    configureProvider: "Configure",
    readDataSource: "ReadDataSource",
    stopProvider: "Stop",
  },
  6: {
    getProviderSchema: "GetProviderSchema",
    validateProviderConfig: "ValidateProviderConfig",
    validateDataSourceConfig: "ValidateDataResourceConfig",
    configureProvider: "ConfigureProvider",
    readDataSource: "ReadDataSource",
    stopProvider: "StopProvider",
  },
};

/** The lookup operations' messages and the service: alike in both versions but for the names in PROVIDER_OPERATIONS. */
function lookupOperations(version: ProtocolVersion): string {
  const op = PROVIDER_OPERATIONS[version];
  // Protocol 5 answers validation with the config as the provider completed it; 6 dropped that field.
  const prepared = version === 5 ? "\n    DynamicValue prepared_config = 1;" : "";
  const validateResource = version === 5 ? "ValidateResourceTypeConfig" : "ValidateResourceConfig";
  return `message ${op.validateProviderConfig} {
  message Request {
    DynamicValue config = 1;
  }
  message Response {${prepared}
    repeated Diagnostic diagnostics = 2;
  }
}

message ${op.validateDataSourceConfig} {
  message Request {
    string type_name = 1;
    DynamicValue config = 2;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
  }
}

message ${op.configureProvider} {
  message Request {
    string terraform_version = 1;
    DynamicValue config = 2;
    ClientCapabilities client_capabilities = 3;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
  }
}

message ${op.stopProvider} {
  message Request {}
  message Response {
    string Error = 1;
  }
}

service Provider {
  rpc GetMetadata(GetMetadata.Request) returns (GetMetadata.Response);
  rpc ${op.getProviderSchema}(GetProviderSchema.Request) returns (GetProviderSchema.Response);
  rpc ${op.validateProviderConfig}(${op.validateProviderConfig}.Request) returns (${op.validateProviderConfig}.Response);
  rpc ${validateResource}(Unsupported.Request) returns (Unsupported.DiagnosticsAt1);
  rpc ${op.validateDataSourceConfig}(${op.validateDataSourceConfig}.Request) returns (${op.validateDataSourceConfig}.Response);
  rpc ${op.configureProvider}(${op.configureProvider}.Request) returns (${op.configureProvider}.Response);
  rpc ${op.readDataSource}(ReadDataSource.Request) returns (ReadDataSource.Response);
  rpc ${op.stopProvider}(${op.stopProvider}.Request) returns (${op.stopProvider}.Response);
${UNSUPPORTED_RPCS}${READ_ONLY_RPCS}
}
`;
}

/** NestingMode as both versions number it; nested attribute types (tfplugin6's Object) stop before GROUP. */
function nestingModeEnum(last: "MAP" | "GROUP"): string {
  const modes = ["INVALID", "SINGLE", "LIST", "SET", "MAP", "GROUP"];
  const values = modes.slice(0, modes.indexOf(last) + 1).map((mode, number) => `      ${mode} = ${number};`);
  return ["    enum NestingMode {", ...values, "    }"].join("\n");
}

/**
 * The Schema message. tfplugin6 adds nested attribute types (Attribute.nested_type, message Object), which took
 * the attribute's field 10 there: write_only, added to both versions later, is 10 in tfplugin5 and 11 in tfplugin6.
 */
function schemaMessage(version: ProtocolVersion): string {
  const nested = version === 6;
  const nestedType = nested ? "\n    Object nested_type = 10;" : "";
  const object = nested
    ? `
  message Object {
${nestingModeEnum("MAP")}
    repeated Attribute attributes = 1;
    NestingMode nesting = 3;
  }
`
    : "";
  return `message Schema {
  message Attribute {
    string name = 1;
    bytes type = 2;${nestedType}
    string description = 3;
    bool required = 4;
    bool optional = 5;
    bool computed = 6;
    bool sensitive = 7;
    StringKind description_kind = 8;
    bool deprecated = 9;
    bool write_only = ${nested ? 11 : 10};
  }
${object}
  message Block {
    int64 version = 1;
    repeated Attribute attributes = 2;
    repeated NestedBlock block_types = 3;
    string description = 4;
    StringKind description_kind = 5;
    bool deprecated = 6;
  }

  message NestedBlock {
${nestingModeEnum("GROUP")}
    string type_name = 1;
    Block block = 2;
    NestingMode nesting = 3;
    int64 min_items = 4;
    int64 max_items = 5;
  }

  int64 version = 1;
  Block block = 2;
}`;
}

function protocolSource(version: ProtocolVersion): string {
  return `${shared(`tfplugin${version}`)}
${schemaMessage(version)}

${lookupOperations(version)}`;
}

/** tfplugin5: what terraform-plugin-sdk v2 providers (both pinned upstreams among them) serve. */
export const TFPLUGIN5_PROTO = protocolSource(5);

/** tfplugin6: what terraform-plugin-framework providers serve; adds nested attribute types. */
export const TFPLUGIN6_PROTO = protocolSource(6);

/** The well-known Timestamp message (ephemeral resources' renew_at), declared here as its own file declares it. */
export const TIMESTAMP_PROTO = `
syntax = "proto3";

package google.protobuf;

message Timestamp {
  int64 seconds = 1;
  int32 nanos = 2;
}
`;

/** go-plugin's controller: the client asks a plugin process to exit through it. */
export const GO_PLUGIN_CONTROLLER_PROTO = `
syntax = "proto3";

package plugin;

message Empty {}

service GRPCController {
  rpc Shutdown(Empty) returns (Empty);
}
`;

export const PROTOCOL_SOURCES: Record<ProtocolVersion, string> = { 5: TFPLUGIN5_PROTO, 6: TFPLUGIN6_PROTO };
