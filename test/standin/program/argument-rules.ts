/**
 * Argument rules the upstream providers declare in Go (ExactlyOneOf, ConflictsWith,
 * RequiredWith, AtLeastOneOf) and that the schema JSON cannot carry; the project
 * records them in overrides/<pkg>.json, and the stand-in enforces them from there.
 */
import { readFileSync } from "node:fs";
import type { CtyObject } from "./cty-values";
import type { JsonBlock } from "./provider-schema";

export type RuleKind = "exactlyOneOf" | "conflictsWith" | "requiredWith" | "atLeastOneOf";

export interface ArgumentRule {
  kind: RuleKind;
  fields: string[];
  /** Data source types the rule applies to; absent means all of them. */
  dataSources?: string[];
}

export interface ProviderOverrides {
  /** Rules on data source arguments. */
  rules: ArgumentRule[];
  /** Rules on the provider configuration block. */
  configRules: ArgumentRule[];
}

export interface RuleViolation {
  attribute: string;
  summary: string;
  detail: string;
}

const RULE_KINDS: readonly RuleKind[] = ["exactlyOneOf", "conflictsWith", "requiredWith", "atLeastOneOf"];

function parseRules(raw: unknown, where: string): ArgumentRule[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error(`${where}: expected an array`);
  return raw.map((entry, i) => {
    const rule = entry as Partial<ArgumentRule>;
    if (!RULE_KINDS.includes(rule.kind as RuleKind)) throw new Error(`${where}[${i}]: unknown rule kind ${JSON.stringify(rule.kind)}`);
    if (!Array.isArray(rule.fields) || rule.fields.length < 2 || !rule.fields.every((f) => typeof f === "string")) {
      throw new Error(`${where}[${i}]: fields must list at least two attribute names`);
    }
    if (rule.dataSources !== undefined && !(Array.isArray(rule.dataSources) && rule.dataSources.every((d) => typeof d === "string"))) {
      throw new Error(`${where}[${i}]: dataSources must be a list of names`);
    }
    return { kind: rule.kind as RuleKind, fields: rule.fields, dataSources: rule.dataSources };
  });
}

export function loadOverrides(file: string): ProviderOverrides {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { rules?: unknown; configRules?: unknown };
  return { rules: parseRules(parsed.rules, `${file}: rules`), configRules: parseRules(parsed.configRules, `${file}: configRules`) };
}

export function rulesFor(dataSource: string, rules: ArgumentRule[]): ArgumentRule[] {
  return rules.filter((rule) => rule.dataSources === undefined || rule.dataSources.includes(dataSource));
}

const quoted = (names: string[]): string => names.map((n) => `"${n}"`).join(", ");

/**
 * Unknown values count as set, as in the upstream SDK's checks: whatever they turn
 * into, the configuration names the argument.
 */
function isSet(config: CtyObject, name: string): boolean {
  return config[name] !== null && config[name] !== undefined;
}

export function checkRules(rules: ArgumentRule[], config: CtyObject): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const rule of rules) {
    const fields = rule.fields.filter((f) => f in config);
    if (fields.length < 2) continue; // the rule names attributes this schema lacks
    const set = fields.filter((f) => isSet(config, f));
    switch (rule.kind) {
      case "exactlyOneOf":
        if (set.length === 0) {
          violations.push({
            attribute: fields[0],
            summary: "Invalid combination of arguments",
            detail: `Exactly one of ${quoted(fields)} must be set, but none of them is.`,
          });
        } else if (set.length > 1) {
          violations.push({
            attribute: set[1],
            summary: "Invalid combination of arguments",
            detail: `Exactly one of ${quoted(fields)} must be set, but ${set.length === 2 ? "both" : "all of"} ${quoted(set)} are set.`,
          });
        }
        break;
      case "atLeastOneOf":
        if (set.length === 0) {
          violations.push({
            attribute: fields[0],
            summary: "Invalid combination of arguments",
            detail: `At least one of ${quoted(fields)} must be set.`,
          });
        }
        break;
      case "conflictsWith":
        if (set.length > 1) {
          violations.push({
            attribute: set[1],
            summary: "Conflicting configuration arguments",
            detail: `${quoted(set)} cannot be set together; set only one of them.`,
          });
        }
        break;
      case "requiredWith":
        if (set.length > 0 && set.length < fields.length) {
          const missing = fields.filter((f) => !set.includes(f));
          violations.push({
            attribute: missing[0],
            summary: "Missing required argument",
            detail: `${quoted(fields)} must be set together: ${quoted(set)} is set but ${quoted(missing)} is not.`,
          });
        }
        break;
    }
  }
  return violations;
}

/** Terraform checks required arguments itself; the stand-in checks again, as the SDK does. */
export function checkRequired(block: JsonBlock, config: CtyObject): RuleViolation[] {
  return Object.entries(block.attributes ?? {})
    .filter(([name, attr]) => attr.required && !isSet(config, name))
    .map(([name]) => ({
      attribute: name,
      summary: "Missing required argument",
      detail: `The argument "${name}" is required, but no definition was found.`,
    }));
}
