/**
 * CallFunction against the fixture cloud: the arguments are decoded by the parameter types (each variadic
 * argument by the variadic parameter's), looked up in the function's answer table, and the answer is encoded
 * by the return type. A `dynamic` return travels with the type the stand-in infers from the fixture's JSON.
 */
import { CtyCodecError, decodeCty, encodeCty } from "./cty-msgpack";
import { type CtyType, parseCtyType } from "./cty-types";
import { type CtyValue, DynamicValue, UnknownValue } from "./cty-values";
import type { FunctionAnswer } from "./fixture-cloud";
import type { JsonFunction } from "./provider-schema";
import type { ProtoDynamicValue } from "./provider-service";

export interface CallFunctionResponse {
  result: ProtoDynamicValue | null;
  error: { text: string; function_argument?: number } | null;
}

/** The type cty gives a JSON value written where the type is dynamic. */
export function impliedType(value: CtyValue): CtyType {
  if (typeof value === "string") return { kind: "string" };
  if (typeof value === "number") return { kind: "number" };
  if (typeof value === "boolean") return { kind: "bool" };
  if (Array.isArray(value)) return { kind: "tuple", elements: value.map(impliedType) };
  if (value !== null && typeof value === "object" && !(value instanceof DynamicValue) && !(value instanceof UnknownValue)) {
    const attributes: Record<string, CtyType> = {};
    for (const [k, v] of Object.entries(value)) attributes[k] = impliedType(v);
    return { kind: "object", attributes, optional: [] };
  }
  return { kind: "dynamic" };
}

/** Equality of a decoded argument with a fixture's JSON: dynamic values by their value, objects without key order. */
function sameValue(a: CtyValue, b: CtyValue): boolean {
  if (a instanceof DynamicValue) return sameValue(a.value, b);
  if (b instanceof DynamicValue) return sameValue(a, b.value);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    const ra = a as Record<string, CtyValue>;
    const rb = b as Record<string, CtyValue>;
    return ka.length === kb.length && ka.every((k) => k in rb && sameValue(ra[k], rb[k]));
  }
  return a === b;
}

function describe(value: CtyValue): string {
  return JSON.stringify(value instanceof DynamicValue ? value.value : value);
}

export function callFunction(
  name: string,
  fn: JsonFunction | undefined,
  answers: FunctionAnswer[],
  encoded: ProtoDynamicValue[],
): { response: CallFunctionResponse; args: CtyValue[] } {
  const fail = (text: string, argument?: number) => ({
    response: { result: null, error: { text, ...(argument === undefined ? {} : { function_argument: argument }) } },
    args: [],
  });
  if (!fn) return fail(`This provider has no function "${name}".`);
  const fixed = (fn.parameters ?? []).map((p) => parseCtyType(p.type));
  const variadic = fn.variadic_parameter ? parseCtyType(fn.variadic_parameter.type) : undefined;
  if (encoded.length < fixed.length || (!variadic && encoded.length > fixed.length)) {
    return fail(`${name} takes ${fixed.length} arguments${variadic ? " or more" : ""}; ${encoded.length} came.`);
  }
  const args: CtyValue[] = [];
  for (const [i, value] of encoded.entries()) {
    const type = fixed[i] ?? (variadic as CtyType);
    try {
      args.push(value.msgpack && value.msgpack.length > 0 ? decodeCty(value.msgpack, type) : null);
    } catch (err) {
      return fail(`argument ${i} could not be decoded: ${err instanceof CtyCodecError ? err.message : String(err)}`, i);
    }
  }
  const answer = answers.find((a) => a.arguments.length === args.length && a.arguments.every((v, i) => sameValue(args[i], v)));
  if (!answer) return { ...fail(`The stand-in has no answer for ${name}(${args.map(describe).join(", ")}).`), args };
  if (answer.error) return { ...fail(answer.error.text, answer.error.argument), args };
  const returnType = parseCtyType(fn.return_type);
  const result = answer.result ?? null;
  const value = returnType.kind === "dynamic" ? new DynamicValue(impliedType(result), result) : result;
  return { response: { result: { msgpack: Buffer.from(encodeCty(value, returnType)) }, error: null }, args };
}
