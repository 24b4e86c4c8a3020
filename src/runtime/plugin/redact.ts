/**
 * Error text leaves the plugin for the engine's log and the user's terminal. The executor is expected not to
 * echo secrets, but Terraform diagnostics quote arguments freely, so every secret the plugin was handed is
 * blotted out of a message before it is sent, whatever produced it.
 */
import type { ProviderSettings } from "./provider-config";
import { isSecretValue } from "./rpc-values";

const MASK = "[secret]";
/** Shorter strings are too likely to occur by chance (a "1" would blot out every digit one). */
const MIN_LENGTH = 4;

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (value.length >= MIN_LENGTH) into.add(value);
  } else if (typeof value === "number" || typeof value === "boolean") {
    const text = String(value);
    if (text.length >= MIN_LENGTH) into.add(text);
  } else if (Array.isArray(value)) {
    for (const v of value) collectStrings(v, into);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) collectStrings(v, into);
  }
}

/** Secret strings in an engine value: only those inside a secret wrapper count. */
function collectSecretStrings(value: unknown, into: Set<string>): void {
  if (isSecretValue(value)) collectStrings((value as { value: unknown }).value, into);
  else if (Array.isArray(value)) for (const v of value) collectSecretStrings(v, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collectSecretStrings(v, into);
}

export function redactor(settings: ProviderSettings, inputs: unknown, alsoSecret: Iterable<string> = []): (message: string) => string {
  const secrets = new Set<string>();
  for (const name of [...settings.secretNames, ...alsoSecret]) collectStrings(settings.values[name], secrets);
  collectSecretStrings(inputs, secrets);
  // Longest first, so a secret that contains another is masked whole rather than leaving its remainder.
  const ordered = [...secrets].sort((a, b) => b.length - a.length);
  return (message) => ordered.reduce((text, secret) => text.split(secret).join(MASK), message);
}
