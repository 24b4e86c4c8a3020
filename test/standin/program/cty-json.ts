/**
 * The JSON form of a DynamicValue, as cty writes it: objects with every attribute, numbers as JSON numbers
 * with all their digits (bigints included), dynamic values as {"value": …, "type": …}, map keys as data.
 */
import { type CtyType, ctyTypeToJson } from "./cty-types";
import { type CtyObject, type CtyValue, DynamicValue, UNKNOWN } from "./cty-values";

function json(value: CtyValue, type: CtyType): string {
  if (value === UNKNOWN) throw new Error("an unknown value has no JSON form");
  if (type.kind === "dynamic") {
    if (value === null) return "null";
    const dynamic = value as DynamicValue;
    return `{"value":${json(dynamic.value, dynamic.type)},"type":${JSON.stringify(ctyTypeToJson(dynamic.type))}}`;
  }
  if (value === null) return "null";
  switch (type.kind) {
    case "number":
      return typeof value === "bigint" ? value.toString() : JSON.stringify(value);
    case "string":
    case "bool":
      return JSON.stringify(value);
    case "list":
    case "set":
      return `[${(value as CtyValue[]).map((v) => json(v, type.element)).join(",")}]`;
    case "tuple":
      return `[${(value as CtyValue[]).map((v, i) => json(v, type.elements[i])).join(",")}]`;
    case "map":
      return `{${Object.entries(value as CtyObject)
        .map(([k, v]) => `${JSON.stringify(k)}:${json(v, type.element)}`)
        .join(",")}}`;
    case "object":
      return `{${Object.entries(type.attributes)
        .map(([name, t]) => `${JSON.stringify(name)}:${json((value as CtyObject)[name] ?? null, t)}`)
        .join(",")}}`;
  }
}

export function encodeCtyJson(value: CtyValue, type: CtyType): string {
  return json(value, type);
}
