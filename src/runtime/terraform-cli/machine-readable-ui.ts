/**
 * Terraform's machine-readable UI (`-json` on plan, apply, init, validate …): one
 * JSON object per line. Only the parts the project reads are typed.
 */

export type DiagnosticSeverity = "error" | "warning";

export interface TerraformPos {
  line: number;
  column: number;
  byte?: number;
}

export interface TerraformDiagnostic {
  severity: DiagnosticSeverity;
  summary: string;
  detail: string;
  /** Resource address the diagnostic belongs to, e.g. data.edgecenter_flavor.this. */
  address?: string;
  /** Where in the configuration it points (`byte`: offset in the file's UTF-8 bytes; the end is exclusive). */
  range?: { filename: string; start: TerraformPos; end: TerraformPos };
  /** The attribute a provider's diagnostic points at, as Terraform prints it (`tags["env"]`, `items[1]`). */
  attribute?: string;
  /** The same attribute as the documented argument (`tags.env`), when the function documents it. */
  argument?: string;
}

export interface TerraformOutput {
  sensitive: boolean;
  type?: unknown;
  value?: unknown;
}

export interface UiMessage {
  "@level"?: string;
  "@message"?: string;
  type: string;
  diagnostic?: TerraformDiagnostic;
  outputs?: Record<string, TerraformOutput>;
  [key: string]: unknown;
}

/** Parses every JSON line; other lines (Terraform prints a few plain ones) are skipped. */
export function parseUiMessages(stdout: string): UiMessage[] {
  const messages: UiMessage[] = [];
  for (const line of stdout.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed.startsWith("{")) continue;
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (parsed !== null && typeof parsed === "object" && typeof (parsed as UiMessage).type === "string") {
        messages.push(parsed as UiMessage);
      }
    } catch {
      // not a UI message
    }
  }
  return messages;
}

export function diagnosticsOf(messages: UiMessage[]): TerraformDiagnostic[] {
  return messages.filter((m) => m.type === "diagnostic" && m.diagnostic).map((m) => m.diagnostic as TerraformDiagnostic);
}

export function errorsOf(messages: UiMessage[]): TerraformDiagnostic[] {
  return diagnosticsOf(messages).filter((d) => d.severity === "error");
}

/** The outputs of the last "outputs" message (apply prints one at the end), if any. */
export function outputsOf(messages: UiMessage[]): Record<string, TerraformOutput> | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].type === "outputs" && messages[i].outputs) return messages[i].outputs;
  }
  return undefined;
}
