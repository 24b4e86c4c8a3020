/**
 * Property values as they cross the provider gRPC boundary. Plain google.protobuf.Struct JSON, except that
 * the Pulumi engine encodes secrets, unknowns, assets and resource references as objects tagged with the SDK's
 * signature key. The SDK's own constants are used so that a change of encoding there cannot drift from here.
 */
import { specialSecretSig, specialSigKey, unknownValue } from "@pulumi/pulumi/runtime/rpc";

export type PlainValue = null | boolean | number | string | PlainValue[] | { [key: string]: PlainValue };

/** A value unwrapped from its wire form, remembering whether any part of it was a secret. */
export interface Revealed<T> {
  value: T;
  secret: boolean;
}

export class UnsupportedValueError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function isSecretValue(v: unknown): boolean {
  return isObject(v) && v[specialSigKey] === specialSecretSig;
}

export function isUnknownValue(v: unknown): boolean {
  return v === unknownValue;
}

/**
 * Strips secret wrappers at any depth. Anything else the Pulumi engine can tag (assets, resource references, output
 * values) or an unknown means the caller sent something a lookup cannot take: that is refused with the path
 * of the offending property rather than forwarded as a strange object.
 *
 * What holds no wrapper is returned as it is, not copied: the value is the SDK's own fresh reading of the request
 * (Struct.toJavaScript), which the executor copies once more as plain data anyway. Nothing given is ever changed; a
 * list or object with a wrapper inside is copied along the way down to it. An object whose prototype is not
 * Object's (Struct.toJavaScript makes one from a key named `__proto__`), or with an own `__proto__` key, is always
 * copied, by assignment, so that nothing under that name is carried on as data.
 */
export function reveal(value: unknown, path = ""): Revealed<PlainValue> {
  if (isUnknownValue(value)) throw new UnsupportedValueError(`${path || "value"} is not known yet (an unresolved output)`);
  if (Array.isArray(value)) {
    let secret = false;
    let out: PlainValue[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const r = reveal(item, `${path}[${i}]`);
      secret ||= r.secret;
      if (!out && r.value !== item) out = value.slice(0, i) as PlainValue[];
      out?.push(r.value);
    }
    return { value: out ?? (value as PlainValue[]), secret };
  }
  if (isObject(value)) {
    if (specialSigKey in value) {
      if (value[specialSigKey] !== specialSecretSig) {
        throw new UnsupportedValueError(
          `${path || "value"} is an asset, archive, resource or output reference, which a lookup cannot take`,
        );
      }
      return { value: reveal(value.value, path).value, secret: true };
    }
    let secret = false;
    const entries = Object.entries(value);
    const ordinary = Object.getPrototypeOf(value) === Object.prototype && !Object.prototype.hasOwnProperty.call(value, "__proto__");
    let out: Record<string, PlainValue> | undefined = ordinary ? undefined : {};
    for (let i = 0; i < entries.length; i++) {
      const [k, v] = entries[i];
      const r = reveal(v, path ? `${path}.${k}` : k);
      secret ||= r.secret;
      if (!out && r.value !== v) {
        out = {};
        for (let j = 0; j < i; j++) out[entries[j][0]] = entries[j][1] as PlainValue;
      }
      if (out) out[k] = r.value;
    }
    return { value: out ?? (value as Record<string, PlainValue>), secret };
  }
  if (value === undefined) return { value: null, secret: false };
  return { value: value as PlainValue, secret: false };
}

export function secretValue(value: unknown): Record<string, unknown> {
  // protobuf Struct has no undefined; the SDK sends null in its place (rpc.serializeSecretValue).
  return { [specialSigKey]: specialSecretSig, value: value === undefined ? null : value };
}

/**
 * The return of an Invoke must be a Struct, so "the whole result is secret" is expressed by wrapping each
 * top-level field; the Pulumi engine keeps those wrappers (it unmarshals Invoke returns with KeepSecrets).
 */
export function secretRecord(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = isSecretValue(v) ? v : secretValue(v);
  return out;
}
