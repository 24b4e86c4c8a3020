/**
 * The order in which Terraform lists the elements of a set. cty orders known primitive elements naturally
 * (strings bytewise, numbers numerically, false before true), puts unknowns and nulls last, and orders
 * everything else by a canonical text of the value. Results go through the same ordering (and the same
 * removal of duplicates) so that this engine returns sets exactly as the Terraform engine does.
 */
import { compareNumbers, type ExactNumber } from "../../../shared/numbers";
import type { CtyType } from "./types";
import { type CtyValue, UNKNOWN } from "./values";

/** Go's big.Float String(): %g with 10 significant digits. */
function goNumberText(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e10) return String(n);
  const [mantissa, exponent] = n.toExponential(9).split("e");
  const digits = mantissa.replace(/\.?0+$/, "");
  const exp = Number(exponent);
  if (exp < -4 || exp >= 10) return `${digits}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(Number(n.toPrecision(10)));
}

/** cty's canonical text of a value (what it hashes set elements by). */
export function canonicalText(value: CtyValue, type: CtyType): string {
  if (value === UNKNOWN) return "?";
  if (value === null) return "~";
  switch (type.kind) {
    case "number":
      return goNumberText(Number(value));
    case "bool":
      return value ? "T" : "F";
    case "string":
      return JSON.stringify(value);
    case "map": {
      const entries = Object.entries(value as Record<string, CtyValue>).sort(([a], [b]) => compareBytes(a, b));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalText(v, type.element)};`).join("")}}`;
    }
    case "list":
    case "set":
      return `[${(value as CtyValue[]).map((v) => `${canonicalText(v, type.element)};`).join("")}]`;
    case "tuple":
      return `<${(value as CtyValue[]).map((v, i) => `${canonicalText(v, type.elements[i])};`).join("")}>`;
    case "object": {
      const names = Object.keys(type.attributes).sort(compareBytes);
      const record = value as Record<string, CtyValue>;
      return `<${names.map((n) => `${canonicalText(record[n] ?? null, type.attributes[n])};`).join("")}>`;
    }
    case "dynamic":
      return JSON.stringify(value);
  }
}

/** Go compares strings by their UTF-8 bytes. */
function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

function compare(a: CtyValue, b: CtyValue, type: CtyType, textOf: (v: CtyValue) => string): number {
  const rank = (v: CtyValue) => (v === null ? 2 : v === UNKNOWN ? 1 : 0);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (rank(a) !== 0) return 0;
  switch (type.kind) {
    case "string":
      return compareBytes(a as string, b as string);
    case "number":
      return compareNumbers(a as ExactNumber, b as ExactNumber);
    case "bool":
      return Number(a) - Number(b);
    default:
      return compareBytes(textOf(a), textOf(b));
  }
}

/** Elements of a set in cty's order, duplicates removed (unknowns are never equal to each other). */
export function canonicalSet(elements: CtyValue[], elementType: CtyType): CtyValue[] {
  const texts = new Map<CtyValue, string>();
  const textOf = (v: CtyValue): string => {
    let t = texts.get(v);
    if (t === undefined) texts.set(v, (t = canonicalText(v, elementType)));
    return t;
  };
  const seen = new Set<string>();
  const unique: CtyValue[] = [];
  for (const e of elements) {
    if (e !== UNKNOWN) {
      const key = typeof e === "object" && e !== null ? textOf(e) : `${typeof e}:${String(e)}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    unique.push(e);
  }
  return unique.sort((a, b) => compare(a, b, elementType, textOf));
}
