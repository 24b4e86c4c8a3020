/**
 * Errors handed to grpc-js as they are: grpc-js takes `code` and `details` from the object (serverErrorToStatus),
 * so the caller sees the executor's message under a meaningful status rather than a generic UNKNOWN.
 */

/** grpc.status values, spelled out so that modules on the startup path need not load @grpc/grpc-js. */
export const GRPC_UNKNOWN = 2;
export const GRPC_INVALID_ARGUMENT = 3;

export class PluginCallError extends Error {
  readonly details: string;
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "PluginCallError";
    this.details = message;
  }
}
