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

function serviceDefinition(root: protobuf.Root, serviceName: string): grpc.ServiceDefinition {
  const service = root.lookupService(serviceName);
  const definition: Record<string, grpc.MethodDefinition<object, object>> = {};
  for (const method of service.methodsArray) {
    const requestType = root.lookupType(method.resolvedRequestType?.fullName ?? method.requestType);
    const responseType = root.lookupType(method.resolvedResponseType?.fullName ?? method.responseType);
    definition[method.name] = {
      path: `/${service.fullName.replace(/^\./, "")}/${method.name}`,
      requestStream: false,
      responseStream: false,
      requestSerialize: (value: object) => Buffer.from(requestType.encode(requestType.fromObject(value)).finish()),
      requestDeserialize: (bytes: Buffer) => requestType.toObject(requestType.decode(bytes), TO_OBJECT),
      responseSerialize: (value: object) => Buffer.from(responseType.encode(responseType.fromObject(value)).finish()),
      responseDeserialize: (bytes: Buffer) => responseType.toObject(responseType.decode(bytes), TO_OBJECT),
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
  root.resolveAll();
  const definitions = {
    provider: serviceDefinition(root, `tfplugin${version}.Provider`),
    controller: serviceDefinition(root, "plugin.GRPCController"),
  };
  cache.set(version, definitions);
  return definitions;
}
