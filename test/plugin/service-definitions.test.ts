import * as protobuf from "protobufjs";
import { loadServiceDefinitions } from "../../src/runtime/tfplugin/service-definitions";
import { PROTOCOL_SOURCES, TIMESTAMP_PROTO } from "../../src/runtime/tfplugin/proto-source";

/* The client decodes a GetProviderSchema answer without its resource schemas, which no lookup reads. */

const answer = {
  provider: { version: 1, block: { attributes: [{ name: "region", type: Buffer.from('"string"'), optional: true }] } },
  resource_schemas: { acme_widget: { version: 2, block: { attributes: [{ name: "id", type: Buffer.from('"string"'), computed: true }] } } },
  data_source_schemas: { acme_thing: { version: 3, block: { block_types: [{ type_name: "filter", nesting: "LIST", block: {} }] } } },
  ephemeral_resource_schemas: { acme_token: { version: 0, block: {} } },
  functions: { parse: { return: { type: Buffer.from('"string"') } } },
  diagnostics: [{ summary: "deprecated", severity: "WARNING" }],
  server_capabilities: { get_provider_schema_optional: true },
};

test.each([5, 6] as const)("protocol %i: everything but the resource schemas is decoded, as the full type decodes it", (version) => {
  const method = loadServiceDefinitions(version).provider[version === 5 ? "GetSchema" : "GetProviderSchema"];
  // What a provider sends: the full message, resources included (the stand-ins serialize with the full type).
  const bytes = method.responseSerialize(answer);
  const root = new protobuf.Root();
  protobuf.parse(TIMESTAMP_PROTO, root, { keepCase: true });
  protobuf.parse(PROTOCOL_SOURCES[version], root, { keepCase: true });
  root.resolveAll();
  const fullType = root.lookupType(`tfplugin${version}.GetProviderSchema.Response`);
  const full = fullType.toObject(fullType.decode(bytes), { longs: Number, enums: String, defaults: true, oneofs: true });
  expect(Object.keys(full.resource_schemas as object)).toEqual(["acme_widget"]);

  const decoded = method.responseDeserialize(bytes) as Record<string, unknown>;
  expect(decoded).not.toHaveProperty("resource_schemas");
  const { resource_schemas: _resources, ...rest } = full;
  expect(decoded).toEqual(rest);
  expect(Object.keys(decoded).sort()).toEqual([
    "data_source_schemas",
    "diagnostics",
    "ephemeral_resource_schemas",
    "functions",
    "provider",
    "server_capabilities",
  ]);
});
