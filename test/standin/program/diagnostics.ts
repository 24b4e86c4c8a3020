/** tfplugin6 Diagnostic messages, in the plain-object form proto-loader serialises. */
import type { CtyPath } from "./cty-values";

export interface ProtoAttributePath {
  steps: Array<{ attribute_name: string } | { element_key_string: string } | { element_key_int: number }>;
}

export interface ProtoDiagnostic {
  severity: "ERROR" | "WARNING";
  summary: string;
  detail: string;
  attribute?: ProtoAttributePath;
}

function toProtoPath(path: CtyPath): ProtoAttributePath {
  return {
    steps: path.map((step) =>
      "attribute" in step
        ? { attribute_name: step.attribute }
        : "index" in step
          ? { element_key_int: step.index }
          : { element_key_string: step.key },
    ),
  };
}

/** An error; with an attribute path Terraform points at that argument in the configuration. */
export function errorDiagnostic(summary: string, detail: string, path?: CtyPath): ProtoDiagnostic {
  const diagnostic: ProtoDiagnostic = { severity: "ERROR", summary, detail };
  if (path && path.length > 0) diagnostic.attribute = toProtoPath(path);
  return diagnostic;
}

export function attributePath(name: string): CtyPath {
  return [{ attribute: name }];
}

/** A warning, as SDKv2 gives for a deprecated argument that is set. */
export function warningDiagnostic(summary: string, detail: string, path?: CtyPath): ProtoDiagnostic {
  return { ...errorDiagnostic(summary, detail, path), severity: "WARNING" };
}
