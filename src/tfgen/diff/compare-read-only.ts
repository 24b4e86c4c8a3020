/**
 * Changes to a provider's functions between two package models, matched by their upstream names: a function
 * added, removed or deprecated, a parameter (by position) added, removed or retyped, the variadic parameter or
 * the return type changed. Ephemeral resources are compared as data sources are (compare.ts).
 */
import type { FunctionParameterModel, PackageModel, ProviderFunctionModel } from "../model/types";
import { compareCodeUnits } from "../naming/table";
import { describeType } from "./describe-type";
import type { RawChange } from "./types";

const parameterText = (p: FunctionParameterModel | undefined): string =>
  p ? `${p.name}: ${describeType(p.type)}${p.nullable ? " (nullable)" : ""}` : "none";

function compareOne(o: ProviderFunctionModel | undefined, n: ProviderFunctionModel | undefined, address: string, out: RawChange[]): void {
  const fn = (n ?? o) as ProviderFunctionModel;
  const at = { function: fn.name, tfType: address };
  if (!o) return void out.push({ kind: "provider-function-added", ...at });
  if (!n) return void out.push({ kind: "provider-function-removed", ...at });
  if (n.deprecationMessage && n.deprecationMessage !== o.deprecationMessage) {
    out.push({ kind: "provider-function-deprecated", ...at, after: n.deprecationMessage });
  }
  const count = Math.max(o.parameters.length, n.parameters.length);
  for (let i = 0; i < count; i++) {
    const before = o.parameters[i];
    const after = n.parameters[i];
    const where = (p: FunctionParameterModel) => ({ ...at, path: p.name, tfPath: `${address}.${p.tfName}` });
    if (before && after && before.tfName === after.tfName) {
      const from = parameterText(before);
      const to = parameterText(after);
      if (from !== to) out.push({ kind: "parameter-type-changed", ...where(after), before: from, after: to });
      continue;
    }
    if (before) out.push({ kind: "parameter-removed", ...where(before), before: parameterText(before) });
    if (after) out.push({ kind: "parameter-added", ...where(after), after: parameterText(after) });
  }
  if (parameterText(o.variadic) !== parameterText(n.variadic)) {
    out.push({ kind: "variadic-changed", ...at, before: parameterText(o.variadic), after: parameterText(n.variadic) });
  }
  const from = describeType(o.result);
  const to = describeType(n.result);
  if (from !== to) out.push({ kind: "return-type-changed", ...at, before: from, after: to });
}

export function compareProviderFunctions(oldModel: PackageModel, newModel: PackageModel): RawChange[] {
  const before = new Map((oldModel.providerFunctions ?? []).map((f) => [f.tfName, f]));
  const after = new Map((newModel.providerFunctions ?? []).map((f) => [f.tfName, f]));
  const out: RawChange[] = [];
  const type = newModel.provider.type;
  for (const name of [...new Set([...before.keys(), ...after.keys()])].sort(compareCodeUnits)) {
    compareOne(before.get(name), after.get(name), `provider::${type}::${name}`, out);
  }
  return out;
}
