import type { TerraformDiagnostic } from "../terraform-cli";
import type { FunctionMeta } from "./metadata";
import type { Redactor } from "./redact";

/** Beyond this, a message is cut: long values are already shortened, so only a flood of diagnostics gets here. */
const MESSAGE_LIMIT = 4000;

function capped(message: string): string {
  return message.length > MESSAGE_LIMIT
    ? `${message.slice(0, MESSAGE_LIMIT)}... (${message.length - MESSAGE_LIMIT} more characters)`
    : message;
}

/** A lookup that Terraform or the upstream provider refused; the message names the function and the token. */
export class LookupError extends Error {
  readonly function: string;
  readonly token: string;
  readonly diagnostics: TerraformDiagnostic[];

  constructor(fn: Pick<FunctionMeta, "name" | "token">, upstream: string, redactor: Redactor, diagnostics: TerraformDiagnostic[] = []) {
    super(capped(redactor.redact(`${fn.name} (${fn.token}): ${upstream}`)));
    this.name = "LookupError";
    this.function = fn.name;
    this.token = fn.token;
    // Diagnostics may quote configuration; they are kept only in redacted form.
    this.diagnostics = diagnostics.map((d) => ({ ...d, summary: redactor.redact(d.summary), detail: redactor.redact(d.detail ?? "") }));
  }
}
