import * as fs from "fs";
import * as path from "path";
import { RULE_KINDS as RULE_KIND_LIST } from "../../runtime/package-format/rule-kinds";
import type { ProviderOverrides } from "./types";

export const OVERRIDES_DIR = "overrides";
const RULE_KINDS = new Set<string>(RULE_KIND_LIST);
const TOP_KEYS = new Set([
  "provider",
  "package",
  "displayName",
  "renameWords",
  "names",
  "config",
  "configRules",
  "dataSources",
  "rules",
  "include",
  "exclude",
  "aliases",
  "$comment",
]);

export function overridesPath(root: string, providerType: string): string {
  return path.join(root, OVERRIDES_DIR, `${providerType}.json`);
}

/** Loads and shape-checks `overrides/<type>.json`; a typo must fail loudly, not silently drop an override. */
export function loadOverrides(
  root: string,
  providerType: string,
  source: string,
): { file: string; text: string; overrides: ProviderOverrides } {
  const file = overridesPath(root, providerType);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(
      `${file}: every provider in cdktf.json needs an overrides file (at least {"provider", "package"}): ${(err as Error).message}`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: invalid JSON: ${(err as Error).message}`);
  }
  return { file, text, overrides: validateOverrides(file, raw, source) };
}

export function validateOverrides(file: string, raw: unknown, source: string): ProviderOverrides {
  const fail = (p: string, msg: string): never => {
    throw new Error(`${file}: ${p}: ${msg}`);
  };
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const strMap = (p: string, v: unknown) => {
    if (v === undefined) return;
    if (!isObj(v)) fail(p, `expected an object of strings`);
    for (const [k, s] of Object.entries(v as object))
      if (typeof s !== "string" || s === "") fail(`${p}.${k}`, `expected a non-empty string, got ${JSON.stringify(s)}`);
  };
  const strList = (p: string, v: unknown) => {
    if (v === undefined) return;
    if (!Array.isArray(v) || !v.every((s) => typeof s === "string" && s !== ""))
      fail(p, `expected an array of non-empty strings, got ${JSON.stringify(v)}`);
  };
  const rules = (p: string, v: unknown, withDataSources: boolean) => {
    if (v === undefined) return;
    if (!Array.isArray(v)) fail(p, `expected an array of rules`);
    (v as unknown[]).forEach((r, i) => {
      if (!isObj(r)) fail(`${p}[${i}]`, `expected a rule object`);
      const rr = r as Record<string, unknown>;
      if (typeof rr.kind !== "string" || !RULE_KINDS.has(rr.kind))
        fail(`${p}[${i}].kind`, `expected one of ${[...RULE_KINDS].join(", ")}, got ${JSON.stringify(rr.kind)}`);
      strList(`${p}[${i}].fields`, rr.fields);
      if (!Array.isArray(rr.fields) || rr.fields.length < 2) fail(`${p}[${i}].fields`, `expected at least two upstream attribute names`);
      if (withDataSources) {
        strList(`${p}[${i}].dataSources`, rr.dataSources);
        if (!Array.isArray(rr.dataSources) || rr.dataSources.length === 0)
          fail(`${p}[${i}].dataSources`, `expected at least one data source`);
      }
    });
  };

  if (!isObj(raw)) fail("$", "expected an object");
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!TOP_KEYS.has(k)) fail(`$.${k}`, `unknown key (expected one of ${[...TOP_KEYS].join(", ")})`);
  if (o.provider !== source) fail("$.provider", `expected "${source}" (from cdktf.json), got ${JSON.stringify(o.provider)}`);
  if (typeof o.package !== "string" || !/^[a-z][a-z0-9]*$/.test(o.package))
    fail("$.package", `expected a lower-case package name, got ${JSON.stringify(o.package)}`);
  strMap("$.renameWords", o.renameWords);
  strMap("$.names", o.names);
  strMap("$.aliases", o.aliases);
  strList("$.include", o.include);
  strList("$.exclude", o.exclude);
  if (o.config !== undefined) {
    if (!isObj(o.config)) fail("$.config", "expected an object keyed by upstream config attribute");
    for (const [k, c] of Object.entries(o.config as object)) {
      const p = `$.config.${k}`;
      if (!isObj(c)) fail(p, "expected an object");
      const cc = c as Record<string, unknown>;
      for (const ck of Object.keys(cc))
        if (!["secret", "env", "deprecationMessage", "default", "allowedValues"].includes(ck)) fail(`${p}.${ck}`, "unknown key");
      if (cc.secret !== undefined && typeof cc.secret !== "boolean") fail(`${p}.secret`, "expected a boolean");
      strList(`${p}.env`, cc.env);
      strList(`${p}.allowedValues`, cc.allowedValues);
      if (cc.deprecationMessage !== undefined && typeof cc.deprecationMessage !== "string")
        fail(`${p}.deprecationMessage`, "expected a string");
    }
  }
  if (o.dataSources !== undefined) {
    if (!isObj(o.dataSources)) fail("$.dataSources", "expected an object keyed by data source type");
    for (const [k, d] of Object.entries(o.dataSources as object)) {
      const p = `$.dataSources.${k}`;
      if (!isObj(d)) fail(p, "expected an object");
      const dd = d as Record<string, unknown>;
      for (const dk of Object.keys(dd))
        if (!["deprecationMessage", "secrets", "optionalOutputs", "alwaysPresentOutputs", "maxItemsOne"].includes(dk))
          fail(`${p}.${dk}`, "unknown key");
      if (dd.deprecationMessage !== undefined && typeof dd.deprecationMessage !== "string")
        fail(`${p}.deprecationMessage`, "expected a string");
      strList(`${p}.secrets`, dd.secrets);
      strList(`${p}.optionalOutputs`, dd.optionalOutputs);
      strList(`${p}.alwaysPresentOutputs`, dd.alwaysPresentOutputs);
      strList(`${p}.maxItemsOne`, dd.maxItemsOne);
    }
  }
  rules("$.configRules", o.configRules, false);
  rules("$.rules", o.rules, true);
  return o as unknown as ProviderOverrides;
}
