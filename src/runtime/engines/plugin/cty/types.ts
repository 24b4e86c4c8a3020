/**
 * cty types, the type system of Terraform values, in the JSON form providers send them in schemas
 * (`"string"`, `["list","number"]`, `["object",{"a":"bool"}]`, `"dynamic"`), parsed into a tagged form that
 * the msgpack codec walks.
 */
export type CtyType =
  | { kind: "string" | "number" | "bool" }
  | DynamicType
  | { kind: "list" | "set" | "map"; element: CtyType }
  | { kind: "tuple"; elements: CtyType[] }
  | { kind: "object"; attributes: Record<string, CtyType> };

/**
 * The dynamic pseudo-type. Where it stands for a list or map of nested blocks whose content is partly dynamic
 * (Terraform cannot give those a collection type), `blocks` keeps what the schema does say: each element is an
 * object of the block's type, only its dynamic parts taking their type from the value.
 */
export interface DynamicType {
  kind: "dynamic";
  blocks?: { nesting: "list" | "map"; element: CtyType };
}

export const CTY_STRING: CtyType = { kind: "string" };
export const CTY_NUMBER: CtyType = { kind: "number" };
export const CTY_BOOL: CtyType = { kind: "bool" };
export const CTY_DYNAMIC: CtyType = { kind: "dynamic" };

export class CtyTypeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CtyTypeError";
  }
}

export function parseCtyType(json: unknown): CtyType {
  if (json === "string" || json === "number" || json === "bool" || json === "dynamic") return { kind: json };
  if (!Array.isArray(json) || typeof json[0] !== "string") throw new CtyTypeError(`not a cty type: ${JSON.stringify(json)}`);
  const [kind, arg] = json as [string, unknown];
  switch (kind) {
    case "list":
    case "set":
    case "map":
      return { kind, element: parseCtyType(arg) };
    case "tuple":
      if (!Array.isArray(arg)) throw new CtyTypeError("a tuple type needs an array of element types");
      return { kind, elements: arg.map(parseCtyType) };
    case "object": {
      if (arg === null || typeof arg !== "object" || Array.isArray(arg))
        throw new CtyTypeError("an object type needs a map of attribute types");
      // A third element lists optional attributes (type constraints only); values never carry it.
      const attributes: Record<string, CtyType> = {};
      for (const [name, t] of Object.entries(arg as Record<string, unknown>)) attributes[name] = parseCtyType(t);
      return { kind, attributes };
    }
    default:
      throw new CtyTypeError(`unknown cty type kind ${JSON.stringify(kind)}`);
  }
}

/** The JSON form, as carried inside msgpack-encoded dynamic values (attribute names sorted, as cty writes them). */
export function ctyTypeJson(type: CtyType): unknown {
  switch (type.kind) {
    case "string":
    case "number":
    case "bool":
    case "dynamic":
      return type.kind;
    case "list":
    case "set":
    case "map":
      return [type.kind, ctyTypeJson(type.element)];
    case "tuple":
      return ["tuple", type.elements.map(ctyTypeJson)];
    case "object": {
      const attributes: Record<string, unknown> = {};
      for (const name of Object.keys(type.attributes).sort()) attributes[name] = ctyTypeJson(type.attributes[name]);
      return ["object", attributes];
    }
  }
}

export function sameType(a: CtyType, b: CtyType): boolean {
  return JSON.stringify(ctyTypeJson(a)) === JSON.stringify(ctyTypeJson(b));
}

/** Whether the dynamic pseudo-type appears anywhere inside (decides how Terraform types some nested blocks). */
export function hasDynamic(type: CtyType): boolean {
  switch (type.kind) {
    case "dynamic":
      return true;
    case "list":
    case "set":
    case "map":
      return hasDynamic(type.element);
    case "tuple":
      return type.elements.some(hasDynamic);
    case "object":
      return Object.values(type.attributes).some(hasDynamic);
    default:
      return false;
  }
}

export function describeType(type: CtyType): string {
  switch (type.kind) {
    case "list":
    case "set":
    case "map":
      return `${type.kind} of ${describeType(type.element)}`;
    case "tuple":
      return `tuple of ${type.elements.length}`;
    default:
      return type.kind;
  }
}
