/**
 * gRPC method tables for the plugin protocol, built straight from protobufjs reflection over the shared
 * source text. @grpc/proto-loader would do the same but also builds descriptor protos for server
 * reflection, which costs a noticeable slice of every provider (and client) start.
 */
import type * as grpc from "@grpc/grpc-js";
import * as protobuf from "protobufjs";
import { GO_PLUGIN_CONTROLLER_PROTO, PROTOCOL_SOURCES, PROVIDER_OPERATIONS, type ProtocolVersion, TIMESTAMP_PROTO } from "./proto-source";

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

/** A method's message types; `decodedType` is what a client decodes its answer as (the lean copy, when there is one). */
function methodTypes(
  root: protobuf.Root,
  method: protobuf.Method,
): { requestType: protobuf.Type; responseType: protobuf.Type; decodedType: protobuf.Type } {
  const requestType = root.lookupType(method.resolvedRequestType?.fullName ?? method.requestType);
  const responseType = root.lookupType(method.resolvedResponseType?.fullName ?? method.responseType);
  const lean = (responseType.parent as protobuf.Namespace).get(`${responseType.name}${CLIENT_SUFFIX}`);
  return { requestType, responseType, decodedType: lean instanceof protobuf.Type ? lean : responseType };
}

function serviceDefinition(root: protobuf.Root, serviceName: string): grpc.ServiceDefinition {
  const service = root.lookupService(serviceName);
  const definition: Record<string, grpc.MethodDefinition<object, object>> = {};
  for (const method of service.methodsArray) {
    const { requestType, responseType, decodedType } = methodTypes(root, method);
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

const cache = new Map<ProtocolVersion, ServiceDefinitions & { root: protobuf.Root }>();

/** The provider service of one protocol version and go-plugin's controller, parsed once per process. */
export function loadServiceDefinitions(version: ProtocolVersion): ServiceDefinitions {
  return loaded(version);
}

function loaded(version: ProtocolVersion): ServiceDefinitions & { root: protobuf.Root } {
  const hit = cache.get(version);
  if (hit) return hit;
  const root = new protobuf.Root();
  protobuf.parse(TIMESTAMP_PROTO, root, { keepCase: true });
  protobuf.parse(PROTOCOL_SOURCES[version], root, { keepCase: true });
  protobuf.parse(GO_PLUGIN_CONTROLLER_PROTO, root, { keepCase: true });
  addClientTypes(root, `tfplugin${version}`);
  root.resolveAll();
  const definitions = {
    root,
    provider: serviceDefinition(root, `tfplugin${version}.Provider`),
    controller: serviceDefinition(root, "plugin.GRPCController"),
  };
  cache.set(version, definitions);
  return definitions;
}

/**
 * Builds the definitions of `version`, then writes the codecs of its messages, one type a step (protobufjs writes
 * a type's encoder, decoder and converters as code when it is first used: on a provider's first calls that was
 * most of this client's own work). A process start runs the steps while the provider boots, when this thread has
 * nothing else to do, and drops the rest once the handshake comes; whatever was not prepared is written on first
 * use as before. The types of a first lookup's calls come first, in the order it makes them, each after the
 * types nested in it; then those of every other call of the services.
 */
export function* codecPreparation(version: ProtocolVersion): Generator<void, void, void> {
  const { root } = loaded(version);
  yield;
  let progress = preparation.get(version);
  if (!progress) preparation.set(version, (progress = { order: typesByUse(root, version), next: 0 }));
  // Resumed where an earlier start stopped; a type is written once.
  while (progress.next < progress.order.length) {
    progress.order[progress.next++].setup();
    yield;
  }
}

const preparation = new Map<ProtocolVersion, { order: protobuf.Type[]; next: number }>();

function typesByUse(root: protobuf.Root, version: ProtocolVersion): protobuf.Type[] {
  const service = root.lookupService(`tfplugin${version}.Provider`);
  const ops = PROVIDER_OPERATIONS[version];
  const first = [
    ops.getProviderSchema,
    ops.validateProviderConfig,
    ops.configureProvider,
    ops.validateDataSourceConfig,
    ops.readDataSource,
  ];
  const methods = [...first.map((name) => service.methods[name]), ...root.lookupService("plugin.GRPCController").methodsArray];
  const order: protobuf.Type[] = [];
  const seen = new Set<protobuf.Type>();
  const visit = (type: protobuf.Type): void => {
    if (seen.has(type)) return;
    seen.add(type);
    for (const field of type.fieldsArray) {
      const nested = field.resolve().resolvedType;
      if (nested instanceof protobuf.Type) visit(nested);
    }
    order.push(type);
  };
  for (const m of methods) {
    const { requestType, decodedType } = methodTypes(root, m);
    visit(requestType);
    visit(decodedType);
  }
  return order;
}
