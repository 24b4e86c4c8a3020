import * as protobuf from "protobufjs";
import { codecPreparation, loadServiceDefinitions } from "../../src/runtime/tfplugin/service-definitions";
import { PROTOCOL_SOURCES, PROVIDER_OPERATIONS, TIMESTAMP_PROTO } from "../../src/runtime/tfplugin/proto-source";

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

test.each([5, 6] as const)("protocol %i: a first lookup's message codecs are prepared a type a step, once a process", (version) => {
  const setup = jest.spyOn(protobuf.Type.prototype, "setup");
  try {
    const steps = codecPreparation(version);
    // The first step builds the definitions; each one after writes one type's codecs.
    expect(steps.next().done).toBe(false);
    expect(setup).not.toHaveBeenCalled();
    let n = 0;
    while (!steps.next().done) expect(setup).toHaveBeenCalledTimes(++n);
    const prepared = setup.mock.contexts.map((t) => (t as protobuf.Type).fullName);
    expect(new Set(prepared).size).toBe(n);
    const ops = PROVIDER_OPERATIONS[version];
    // Protocol 5 names the schema call GetSchema but its messages GetProviderSchema, as 6 names both.
    const messages = [
      "GetProviderSchema",
      ops.validateProviderConfig,
      ops.configureProvider,
      ops.validateDataSourceConfig,
      ops.readDataSource,
    ];
    // The answer to the schema request is decoded by its lean copy (above), so that is the one prepared.
    const named = messages.flatMap((m) => [`.tfplugin${version}.${m}.Request`, `.tfplugin${version}.${m}.Response`]);
    const schemaRequest = `.tfplugin${version}.GetProviderSchema`;
    for (const name of named.map((x) => (x === `${schemaRequest}.Response` ? `${schemaRequest}.ResponseForClient` : x)))
      expect(prepared).toContain(name);
    // What a message holds is prepared before it, so that writing the message's codec finds its parts ready.
    for (const [outer, inner] of [
      [`.tfplugin${version}.ReadDataSource.Request`, `.tfplugin${version}.DynamicValue`],
      [`${schemaRequest}.ResponseForClient`, `.tfplugin${version}.Schema.Block`],
      [`.tfplugin${version}.Schema.Block`, `.tfplugin${version}.Schema.Attribute`],
    ])
      expect(prepared.indexOf(inner)).toBeLessThan(prepared.indexOf(outer));
    // Resources, whose calls no lookup makes, are left to be written on first use.
    expect(prepared).not.toContain(`.tfplugin${version}.ReadResource.Request`);
    // A later provider start in the same process resumes where this one ended: nothing is written twice.
    const again = codecPreparation(version);
    again.next();
    expect(again.next().done).toBe(true);
    expect(setup).toHaveBeenCalledTimes(n);
  } finally {
    setup.mockRestore();
  }
  // The prepared codecs are the ones the definitions use.
  const read = loadServiceDefinitions(version).provider.ReadDataSource;
  const request = { type_name: "acme_thing", config: { msgpack: Buffer.from([0x80]) } };
  expect(read.requestDeserialize(read.requestSerialize(request))).toMatchObject(request);
});
