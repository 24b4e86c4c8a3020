import {
  dataSourceFunctionName,
  functionToken,
  nestedTypeName as bridgeNestedTypeName,
  pulumiFieldName,
  resolveCollisions,
  type FieldShape,
  type NamePair,
} from "../naming";

/** The bridge naming rules as the model uses them; the rules themselves live in src/tfgen/naming. */

export function functionName(tfType: string, providerType: string): string {
  return dataSourceFunctionName(providerType, tfType);
}

export function token(pkg: string, fn: string): string {
  return functionToken(pkg, fn);
}

export interface SiblingField {
  tfName: string;
  shape: FieldShape;
  /** An explicit documented name (overrides `names` or a kept alias); wins over every rule. */
  explicit?: string;
}

/** Names every field of one object and resolves collisions deterministically, reporting each. */
export function nameObjectFields(
  fields: SiblingField[],
  renameWords: Record<string, string>,
): { names: Map<string, string>; resolutions: string[] } {
  const siblings: Record<string, FieldShape> = {};
  const overrides: Record<string, string> = {};
  for (const f of fields) {
    siblings[f.tfName] = f.shape;
    if (f.explicit) overrides[f.tfName] = f.explicit;
  }
  const proposed: NamePair[] = fields.map((f) => ({
    tf: f.tfName,
    pulumi: pulumiFieldName(f.tfName, siblings, { overrides, renameWords }),
  }));
  const { pairs, resolutions } = resolveCollisions(proposed);
  return {
    names: new Map(pairs.map((p) => [p.tf, p.pulumi])),
    resolutions: resolutions.map((r) => `"${r.tf}" and "${r.keptBy}" both name "${r.wanted}"; "${r.tf}" is named "${r.assigned}"`),
  };
}

export function nestedTypeName(parent: string, field: string, collection: boolean): string {
  return bridgeNestedTypeName(parent, field, { collection });
}
