/**
 * gRPC method tables for the plugin protocol, built straight from protobufjs reflection over the shared
 * source text. @grpc/proto-loader would do the same but also builds descriptor protos for server
 * reflection, which costs a noticeable slice of every provider (and client) start.
 */
import type * as grpc from "@grpc/grpc-js";
import * as protobuf from "protobufjs";
import { GO_PLUGIN_CONTROLLER_PROTO, PROTOCOL_SOURCES, type ProtocolVersion, TIMESTAMP_PROTO } from "./proto-source";

export interface ServiceDefinitions {
  provider: grpc.ServiceDefinition;
  controller: grpc.ServiceDefinition;
}

/** protobufjs message objects → plain objects: enums by name, int64 as numbers, absent fields as defaults. */
export const TO_OBJECT: protobuf.IConversionOptions = { longs: Number, enums: String, defaults: true, oneofs: true };

/**
 * Fields of a response that this client never reads, by response type: a client deserializes those responses
 * as a type without them, whose decoder skips their bytes instead of building objects from them. The resource
 * schemas are most of a large provider's GetProviderSchema answer (hashicorp/aws: about 1600 resources against
 * 660 data sources, 12 MiB of schema in all) and lookups never use them. Serializing (the stand-in providers'
 * side) keeps the whole type.
 */
const UNREAD_RESPONSE_FIELDS: Record<string, readonly string[]> = {
  "GetProviderSchema.Response": ["resource_schemas"],
};

const CLIENT_SUFFIX = "ForClient";

/**
 * Adds, beside each type of UNREAD_RESPONSE_FIELDS in `pkg`, a copy without those fields, for decoding only
 * (same field numbers, so the same wire format). Before the root is resolved, which resolves the copies too.
 */
function addClientTypes(root: protobuf.Root, pkg: string): void {
  for (const [name, drop] of Object.entries(UNREAD_RESPONSE_FIELDS)) {
    const type = root.lookup(`${pkg}.${name}`);
    if (type instanceof protobuf.Type) withoutFields(type, drop);
  }
}

function withoutFields(type: protobuf.Type, drop: readonly string[]): void {
  const lean = new protobuf.Type(`${type.name}${CLIENT_SUFFIX}`);
  for (const f of type.fieldsArray) {
    if (drop.includes(f.name)) continue;
    lean.add(
      f instanceof protobuf.MapField
        ? new protobuf.MapField(f.name, f.id, f.keyType, f.type, f.options)
        : new protobuf.Field(f.name, f.id, f.type, f.repeated ? "repeated" : f.optional ? "optional" : undefined, undefined, f.options),
    );
  }
  for (const o of type.oneofsArray) lean.add(new protobuf.OneOf(o.name, [...o.oneof], o.options));
  (type.parent as protobuf.Namespace).add(lean);
}

function serviceDefinition(root: protobuf.Root, serviceName: string): grpc.ServiceDefinition {
  const service = root.lookupService(serviceName);
  const definition: Record<string, grpc.MethodDefinition<object, object>> = {};
  for (const method of service.methodsArray) {
    const requestType = root.lookupType(method.resolvedRequestType?.fullName ?? method.requestType);
    const responseType = root.lookupType(method.resolvedResponseType?.fullName ?? method.responseType);
    const lean = (responseType.parent as protobuf.Namespace).get(`${responseType.name}${CLIENT_SUFFIX}`);
    const decodedType = lean instanceof protobuf.Type ? lean : responseType;
    definition[method.name] = {
      path: `/${service.fullName.replace(/^\./, "")}/${method.name}`,
      requestStream: false,
      responseStream: false,
      requestSerialize: (value: object) => Buffer.from(requestType.encode(requestType.fromObject(value)).finish()),
      requestDeserialize: (bytes: Buffer) => requestType.toObject(requestType.decode(bytes), TO_OBJECT),
      responseSerialize: (value: object) => Buffer.from(responseType.encode(responseType.fromObject(value)).finish()),
      responseDeserialize: (bytes: Buffer) => decodedType.toObject(decodedType.decode(bytes), TO_OBJECT),
    };
  }
  return definition;
}

const cache = new Map<ProtocolVersion, ServiceDefinitions>();

/** The provider service of one protocol version and go-plugin's controller, parsed once per process. */
export function loadServiceDefinitions(version: ProtocolVersion): ServiceDefinitions {
  const hit = cache.get(version);
  if (hit) return hit;
  const root = new protobuf.Root();
  protobuf.parse(TIMESTAMP_PROTO, root, { keepCase: true });
  protobuf.parse(PROTOCOL_SOURCES[version], root, { keepCase: true });
  protobuf.parse(GO_PLUGIN_CONTROLLER_PROTO, root, { keepCase: true });
  addClientTypes(root, `tfplugin${version}`);
  root.resolveAll();
  const definitions = {
    provider: serviceDefinition(root, `tfplugin${version}.Provider`),
    controller: serviceDefinition(root, "plugin.GRPCController"),
  };
  cache.set(version, definitions);
  return definitions;
}
