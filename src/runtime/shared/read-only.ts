/**
 * Provider functions and ephemeral resources as the executor takes them: a function's arguments are one object
 * keyed by documented parameter names (the variadic one an array), checked like lookup arguments and then laid
 * out positionally, as the provider takes them.
 */
import { toUpstream } from "./map-result";
import type { FieldMeta, FunctionMeta, PackageMeta, ProviderFunctionMeta } from "./metadata";
import { isGiven } from "./validate";

/** What the caller gets for an open ephemeral resource: its value, valid until close(). */
export interface EphemeralHandle {
  readonly value: Record<string, unknown>;
  readonly closed: boolean;
  /** CloseEphemeralResource (which may revoke the value), then the provider process that held it. Idempotent. */
  close(): Promise<void>;
}

/** The function's parameters as argument fields: a nullable parameter may be left out (it goes as null). */
export function parameterFields(fn: ProviderFunctionMeta): FunctionMeta {
  // Built once per function: a warm call validates against it every time.
  let fields = parameterFieldsOf.get(fn);
  if (!fields) {
    fields = buildParameterFields(fn);
    parameterFieldsOf.set(fn, fields);
  }
  return fields;
}

const parameterFieldsOf = new WeakMap<ProviderFunctionMeta, FunctionMeta>();

function buildParameterFields(fn: ProviderFunctionMeta): FunctionMeta {
  const field = (name: string, tfName: string, type: FieldMeta["type"], required: boolean): FieldMeta => ({
    name,
    tfName,
    cdktfName: null,
    type,
    required,
    secret: false,
    flattened: false,
    sdkId: false,
  });
  const inputs = fn.parameters.map((p) => field(p.name, p.tfName, p.type, !p.nullable));
  if (fn.variadic)
    inputs.push(field(fn.variadic.name, fn.variadic.tfName, { kind: "list", element: fn.variadic.type, collection: "list" }, false));
  return { name: fn.name, token: fn.token, tfType: fn.tfName, cdktf: { folder: "", className: "" }, inputs, outputs: [], rules: [] };
}

/** The validated argument object as the provider's positional arguments (each variadic value one more). */
export function positionalArguments(meta: PackageMeta, fn: ProviderFunctionMeta, valid: Record<string, unknown>): unknown[] {
  const fixed = fn.parameters.map((p) => (isGiven(valid[p.name]) ? toUpstream(meta, p.type, valid[p.name]) : null));
  const variadic = fn.variadic ? ((valid[fn.variadic.name] as unknown[] | undefined) ?? []) : [];
  return [...fixed, ...variadic.map((v) => (fn.variadic && isGiven(v) ? toUpstream(meta, fn.variadic.type, v) : null))];
}
