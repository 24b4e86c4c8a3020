/**
 * A provider's (or Terraform's) diagnostic as both engines report it: the text of an error or a warning, led by the
 * argument (or setting) its attribute path points at in documented names, and the form `LookupError.diagnostics`
 * keeps. The plugin engine has the path from the provider itself; the Terraform engine reads it back from the
 * configuration range Terraform reports. Either way the same path gives the same words.
 */
import type { TerraformDiagnostic } from "../terraform-cli";
import { documentedPath, formatPath, type UpstreamStep } from "./map-result";
import type { FieldMeta, FunctionMeta, PackageMeta } from "./metadata";
import type { Redactor } from "./redact";

export interface PointedDiagnostic {
  severity: "error" | "warning";
  summary: string;
  detail?: string;
  /** The attribute it points at, in upstream names; none when it points at no attribute. */
  path?: readonly UpstreamStep[];
}

/** What is pointed at: a lookup's argument, or a provider's setting. */
export type PathNoun = "argument" | "setting";

export function diagnosticText(d: Pick<PointedDiagnostic, "summary" | "detail">): string {
  return d.detail ? `${d.summary}: ${d.detail}` : d.summary;
}

/**
 * A diagnostic's text, starting with what its attribute path points at: the argument (or setting) in documented
 * names when there is one (`argument tags.env: …`), else the attribute as Terraform prints it.
 */
export function namedText(meta: PackageMeta, fields: FieldMeta[], d: PointedDiagnostic, noun: PathNoun): string {
  return keptText(keptDiagnostic(meta, fields, d), noun);
}

/** The text of a diagnostic in its kept form (keptDiagnostic), led by what it points at. */
export function keptText(d: TerraformDiagnostic, noun: PathNoun): string {
  const at = d.argument ? `${noun} ${d.argument}` : d.attribute;
  return at ? `${at}: ${diagnosticText(d)}` : diagnosticText(d);
}

/** A warning as the executor's `warn` receives it: naming the lookup, redacted. */
export function warningLine(fn: Pick<FunctionMeta, "name" | "token">, text: string, redactor: Redactor): string {
  return redactor.redact(`warning: ${fn.name} (${fn.token}): ${text}`);
}

/**
 * The diagnostic as a LookupError keeps it: where it points as Terraform prints it (`attribute`: `tags["env"]`) and
 * as the function documents it (`argument`: `tags.env`).
 */
export function keptDiagnostic(meta: PackageMeta, fields: FieldMeta[], d: PointedDiagnostic): TerraformDiagnostic {
  const path = d.path && d.path.length > 0 ? d.path : undefined;
  const argument = path && documentedPath(meta, fields, path);
  return {
    severity: d.severity,
    summary: d.summary,
    detail: d.detail ?? "",
    ...(path ? { attribute: formatPath(path) } : {}),
    ...(argument ? { argument } : {}),
  };
}
