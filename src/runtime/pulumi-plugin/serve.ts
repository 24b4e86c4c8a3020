/**
 * Serves a provider with the SDK's own main() (argument parsing, gRPC server, printing the port, the
 * Provider-to-RPC translation of GetPluginInfo, GetSchema and Invoke) and swaps in the configuration RPCs
 * main() leaves unimplemented (see config-service.ts).
 *
 * main() builds its service object internally and does not export it, so the swap happens where it hands
 * that object to grpc-js: Server.prototype.addService, patched for the duration of the main() call only.
 * grpc-js binds each handler to the object it is given (server.js, addService), so own properties set on it
 * take the place of the prototype's methods.
 */
import * as grpc from "@grpc/grpc-js";
import { ResourceProviderService } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { main, type Provider } from "@pulumi/pulumi/provider";
import type { ConfigService } from "./config-service";

export class ServeError extends Error {}

export async function serve(provider: Provider, config: ConfigService, args: string[]): Promise<void> {
  const prototype = grpc.Server.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with the server as `this` below
  const addService = prototype.addService;
  let swapped = false;
  prototype.addService = function (this: grpc.Server, service, implementation) {
    if (service === ResourceProviderService) {
      Object.assign(implementation, config);
      swapped = true;
    }
    return addService.call(this, service, implementation);
  };
  try {
    await main(provider, args);
  } finally {
    prototype.addService = addService;
  }
  // Reached only if main() stopped using this copy of grpc-js (two installed versions) or changed how it
  // registers: then configuration would be silently ignored, which must not pass for working.
  if (!swapped)
    throw new ServeError(
      "the provider SDK's main() did not register its service through this @grpc/grpc-js; configuration cannot be served",
    );
}
