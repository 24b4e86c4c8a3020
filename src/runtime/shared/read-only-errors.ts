/**
 * Named errors of provider functions and ephemeral resources, each a LookupError (so a caller that catches
 * lookup failures catches these too) with what it is about in its own fields.
 */
import { LookupError } from "./errors";
import type { Redactor } from "./redact";

/** A provider function refused its arguments or failed: the provider's text, and the argument it blames. */
export class ProviderFunctionError extends LookupError {
  constructor(
    fn: { name: string; token: string },
    text: string,
    redactor: Redactor,
    /** Position in the call as the provider counts it (fixed parameters, then each variadic value). */
    readonly argumentIndex?: number,
    /** The documented name of that argument (the variadic one's name for any of its values). */
    readonly argumentName?: string,
  ) {
    super(fn, argumentName === undefined ? text : `argument ${argumentName} (position ${argumentIndex}): ${text}`, redactor);
    this.name = "ProviderFunctionError";
  }
}

/** An ephemeral resource whose opened value does not fit its schema; nothing of the value is kept. */
export class EphemeralResultError extends LookupError {
  constructor(fn: { name: string; token: string }, problem: string, redactor: Redactor) {
    super(fn, `Provider produced an invalid ephemeral value: ${problem}`, redactor);
    this.name = "EphemeralResultError";
  }
}

/** The provider deferred the open (it cannot open it with what is known yet), though deferrals were not allowed. */
export class EphemeralDeferredError extends LookupError {
  constructor(
    fn: { name: string; token: string },
    readonly reason: string,
    redactor: Redactor,
  ) {
    super(fn, `the provider deferred opening it (${reason}), though deferrals were not allowed`, redactor);
    this.name = "EphemeralDeferredError";
  }
}

/** The Terraform engine cannot hold an ephemeral value or call a provider function without writing it to disk. */
export class EngineUnsupportedError extends Error {
  constructor(what: string) {
    super(
      `${what}: the terraform engine does not run provider functions or ephemeral resources ` +
        `(it would write their values into a configuration or state on disk); use the plugin engine ` +
        `(engine: "plugin", the default, or TFLOOKUP_ENGINE=plugin)`,
    );
    this.name = "EngineUnsupportedError";
  }
}
