/** What a failed provider call becomes: a LookupError named for its function, redacted, its diagnostics in documented names. */
import { diagnosticText, keptDiagnostic, namedText, warningLine } from "../../shared/diagnostics";
import { LookupError } from "../../shared/errors";
import type { FieldMeta, FunctionMeta } from "../../shared/metadata";
import type { Diagnostic } from "./provider-client";
import type { PluginLookup } from "./requests";

/** A warning about the provider's configuration: its attribute path names a setting, not an argument. */
export type ConfigWarning = Diagnostic & { ofConfig: true };
export const ofConfig = (ds: Diagnostic[]): ConfigWarning[] => ds.map((d) => ({ ...d, ofConfig: true }));

/** Diagnostics that stopped a provider from being configured; every lookup that needed it reports them. */
export class DiagnosticsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(diagnosticText).join("\n"));
  }
}

export const errorsOf = (ds: Diagnostic[]) => ds.filter((d) => d.severity === "error");
export const warningsOf = (ds: Diagnostic[]) => ds.filter((d) => d.severity === "warning");

export const requesterOf = (fn: Pick<FunctionMeta, "name" | "token">): string => `${fn.name} (${fn.token})`;

/** An error of finding the binary, without the function name it led with (the LookupError adds it again). */
export const withoutRequester = (fn: Pick<FunctionMeta, "name" | "token">, err: unknown): Error =>
  new Error((err as Error).message.replace(`${requesterOf(fn)}: `, ""));

/** A lookup's error: named for its function, redacted, its diagnostics pointing at documented names. */
export function lookupFailure(
  l: Pick<PluginLookup, "meta" | "fn" | "redactor">,
  message: string,
  diagnostics: Diagnostic[] = [],
  fields: FieldMeta[] = l.fn.inputs,
): LookupError {
  return new LookupError(
    l.fn,
    message,
    l.redactor,
    diagnostics.map((d) => keptDiagnostic(l.meta, fields, d)),
  );
}

/** Terraform's "Provider produced invalid object", for a read answer that does not fit the schema. */
export const invalidAnswer = (l: Pick<PluginLookup, "meta" | "fn" | "redactor">, problem: string): LookupError =>
  lookupFailure(
    l,
    `Provider produced invalid object: the provider ${l.meta.provider.source} ${l.meta.provider.version} ` +
      `answered ReadDataSource for ${l.fn.tfType} with a value that does not fit its schema: ${problem}`,
  );

/** Each distinct warning once per lookup, through the redactor. */
export function reportWarnings(l: PluginLookup, warnings: (Diagnostic | ConfigWarning)[], warn: (line: string) => void): void {
  const seen = new Set<string>();
  for (const w of warnings) {
    const text = "ofConfig" in w ? namedText(l.meta, l.meta.config, w, "setting") : namedText(l.meta, l.fn.inputs, w, "argument");
    if (seen.has(text)) continue;
    seen.add(text);
    warn(warningLine(l.fn, text, l.redactor));
  }
}
