/**
 * The subset of the Terraform plugin protocol (tfplugin6) and of go-plugin's
 * controller service that the stand-in serves. Written for this project from the
 * published protocol; field numbers follow tfplugin6.8, which Terraform 1.11 speaks.
 *
 * Requests only declare the fields the stand-in reads: protobuf skips unknown fields,
 * so the others need not be described. Responses of operations the stand-in refuses
 * only declare `diagnostics`, at the number the real message gives it.
 *
 * Kept as a string (not a .proto file) so that the esbuild bundle carries it and the
 * bundle has no file to find at run time.
 */
export const PLUGIN_PROTOCOL_PROTO = `
syntax = "proto3";

package tfplugin6;

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

message Schema {
  message Block {
    int64 version = 1;
    repeated Attribute attributes = 2;
    repeated NestedBlock block_types = 3;
    string description = 4;
    StringKind description_kind = 5;
    bool deprecated = 6;
  }

  message Attribute {
    string name = 1;
    bytes type = 2;
    Object nested_type = 10;
    string description = 3;
    bool required = 4;
    bool optional = 5;
    bool computed = 6;
    bool sensitive = 7;
    StringKind description_kind = 8;
    bool deprecated = 9;
    bool write_only = 11;
  }

  message NestedBlock {
    enum NestingMode {
      INVALID = 0;
      SINGLE = 1;
      LIST = 2;
      SET = 3;
      MAP = 4;
      GROUP = 5;
    }
    string type_name = 1;
    Block block = 2;
    NestingMode nesting = 3;
    int64 min_items = 4;
    int64 max_items = 5;
  }

  message Object {
    enum NestingMode {
      INVALID = 0;
      SINGLE = 1;
      LIST = 2;
      SET = 3;
      MAP = 4;
    }
    repeated Attribute attributes = 1;
    NestingMode nesting = 3;
  }

  int64 version = 1;
  Block block = 2;
}

message ServerCapabilities {
  bool plan_destroy = 1;
  bool get_provider_schema_optional = 2;
  bool move_resource_state = 3;
}

message FunctionError {
  string text = 1;
}

message GetMetadata {
  message Request {}
  message Response {
    ServerCapabilities server_capabilities = 1;
    repeated Diagnostic diagnostics = 2;
    repeated DataSourceMetadata data_sources = 3;
    repeated ResourceMetadata resources = 4;
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
  }
}

message ValidateProviderConfig {
  message Request {
    DynamicValue config = 1;
  }
  message Response {
    repeated Diagnostic diagnostics = 2;
  }
}

message ValidateDataResourceConfig {
  message Request {
    string type_name = 1;
    DynamicValue config = 2;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
  }
}

message ConfigureProvider {
  message Request {
    string terraform_version = 1;
    DynamicValue config = 2;
  }
  message Response {
    repeated Diagnostic diagnostics = 1;
  }
}

message ReadDataSource {
  message Request {
    string type_name = 1;
    DynamicValue config = 2;
  }
  message Response {
    DynamicValue state = 1;
    repeated Diagnostic diagnostics = 2;
  }
}

message StopProvider {
  message Request {}
  message Response {
    string Error = 1;
  }
}

// Operations on managed and ephemeral resources and functions: the providers this
// stands in for have none of those, so each answer is an error diagnostic.
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
  message CallFunctionResponse {
    FunctionError error = 2;
  }
}

service Provider {
  rpc GetMetadata(GetMetadata.Request) returns (GetMetadata.Response);
  rpc GetProviderSchema(GetProviderSchema.Request) returns (GetProviderSchema.Response);
  rpc ValidateProviderConfig(ValidateProviderConfig.Request) returns (ValidateProviderConfig.Response);
  rpc ValidateResourceConfig(Unsupported.Request) returns (Unsupported.DiagnosticsAt1);
  rpc ValidateDataResourceConfig(ValidateDataResourceConfig.Request) returns (ValidateDataResourceConfig.Response);
  rpc UpgradeResourceState(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc ConfigureProvider(ConfigureProvider.Request) returns (ConfigureProvider.Response);
  rpc ReadResource(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc PlanResourceChange(Unsupported.Request) returns (Unsupported.DiagnosticsAt4);
  rpc ApplyResourceChange(Unsupported.Request) returns (Unsupported.DiagnosticsAt3);
  rpc ImportResourceState(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc MoveResourceState(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc ReadDataSource(ReadDataSource.Request) returns (ReadDataSource.Response);
  rpc ValidateEphemeralResourceConfig(Unsupported.Request) returns (Unsupported.DiagnosticsAt1);
  rpc OpenEphemeralResource(Unsupported.Request) returns (Unsupported.DiagnosticsAt1);
  rpc RenewEphemeralResource(Unsupported.Request) returns (Unsupported.DiagnosticsAt1);
  rpc CloseEphemeralResource(Unsupported.Request) returns (Unsupported.DiagnosticsAt1);
  rpc GetFunctions(Unsupported.Request) returns (Unsupported.DiagnosticsAt2);
  rpc CallFunction(Unsupported.Request) returns (Unsupported.CallFunctionResponse);
  rpc StopProvider(StopProvider.Request) returns (StopProvider.Response);
}
`;

/** go-plugin's controller: Terraform asks each plugin to exit through it. */
export const GO_PLUGIN_CONTROLLER_PROTO = `
syntax = "proto3";

package plugin;

message Empty {}

service GRPCController {
  rpc Shutdown(Empty) returns (Empty);
}
`;
