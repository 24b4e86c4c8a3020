/**
 * Error text leaves the plugin for the Pulumi engine's log and the user's terminal. The executor is expected not to
 * echo secrets, but Terraform diagnostics quote arguments freely, so every secret the plugin was handed is
 * blotted out of a message before it is sent, whatever produced it. The masking itself is the executor's
 * Redactor (one module for the runtime), which also catches a secret's JSON- and URL-escaped forms.
 */
import { Redactor } from "../shared/redact";
import type { ProviderSettings } from "./provider-config";
import { isSecretValue } from "./rpc-values";

/** Secret strings in a Pulumi engine value: only those inside a secret wrapper count. */
function addSecretValues(value: unknown, into: Redactor): void {
  if (isSecretValue(value)) into.add((value as { value: unknown }).value);
  else if (Array.isArray(value)) for (const v of value) addSecretValues(v, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) addSecretValues(v, into);
}

export function redactor(settings: ProviderSettings, inputs: unknown, alsoSecret: Iterable<string> = []): (message: string) => string {
  const r = new Redactor();
  for (const name of [...settings.secretNames, ...alsoSecret]) r.add(settings.values[name]);
  addSecretValues(inputs, r);
  return (message) => r.redact(message);
}
