/**
 * cty types as Terraform writes them in JSON (`"string"`, `["list","number"]`,
 * `["object",{...}]`), parsed into a tagged form the codec and validators walk.
 */

export type CtyPrimitive = "string" | "number" | "bool";

export type CtyType =
  | { kind: CtyPrimitive }
  | { kind: "dynamic" }
  | { kind: "list"; element: CtyType }
  | { kind: "set"; element: CtyType }
  | { kind: "map"; element: CtyType }
  | { kind: "tuple"; elements: CtyType[] }
  | { kind: "object"; attributes: Record<string, CtyType>; optional: string[] };

export class CtyTypeError extends Error {}

export function parseCtyType(json: unknown): CtyType {
  if (typeof json === "string") {
    switch (json) {
      case "string":
      case "number":
      case "bool":
        return { kind: json };
      case "dynamic":
        return { kind: "dynamic" };
      default:
        throw new CtyTypeError(`unknown primitive type ${JSON.stringify(json)}`);
    }
  }
  if (!Array.isArray(json) || json.length < 2 || typeof json[0] !== "string") {
    throw new CtyTypeError(`not a cty type: ${JSON.stringify(json)}`);
  }
  const [kind, arg, extra] = json as [string, unknown, unknown];
  switch (kind) {
    case "list":
    case "set":
    case "map":
      return { kind, element: parseCtyType(arg) };
    case "tuple":
      if (!Array.isArray(arg)) throw new CtyTypeError("tuple type needs an array of element types");
      return { kind, elements: arg.map(parseCtyType) };
    case "object": {
      if (arg === null || typeof arg !== "object" || Array.isArray(arg)) {
        throw new CtyTypeError("object type needs a map of attribute types");
      }
      const attributes: Record<string, CtyType> = {};
      for (const [name, t] of Object.entries(arg as Record<string, unknown>)) attributes[name] = parseCtyType(t);
      const optional = Array.isArray(extra) ? extra.filter((x): x is string => typeof x === "string") : [];
      return { kind, attributes, optional };
    }
    default:
      throw new CtyTypeError(`unknown type kind ${JSON.stringify(kind)}`);
  }
}

/** The JSON form, as needed inside msgpack-encoded dynamic values. */
export function ctyTypeToJson(type: CtyType): unknown {
  switch (type.kind) {
    case "string":
    case "number":
    case "bool":
    case "dynamic":
      return type.kind;
    case "list":
    case "set":
    case "map":
      return [type.kind, ctyTypeToJson(type.element)];
    case "tuple":
      return ["tuple", type.elements.map(ctyTypeToJson)];
    case "object": {
      const attrs: Record<string, unknown> = {};
      for (const name of Object.keys(type.attributes).sort()) attrs[name] = ctyTypeToJson(type.attributes[name]);
      return type.optional.length > 0 ? ["object", attrs, [...type.optional].sort()] : ["object", attrs];
    }
  }
}

export function describeCtyType(type: CtyType): string {
  switch (type.kind) {
    case "list":
    case "set":
    case "map":
      return `${type.kind} of ${describeCtyType(type.element)}`;
    case "tuple":
      return "tuple";
    case "object":
      return "object";
    default:
      return type.kind;
  }
}

/** Whether the dynamic pseudo-type appears anywhere inside. */
export function containsDynamic(type: CtyType): boolean {
  switch (type.kind) {
    case "dynamic":
      return true;
    case "list":
    case "set":
    case "map":
      return containsDynamic(type.element);
    case "tuple":
      return type.elements.some(containsDynamic);
    case "object":
      return Object.values(type.attributes).some(containsDynamic);
    default:
      return false;
  }
}
