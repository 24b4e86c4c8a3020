import type { ProviderOverrides } from "../overrides/types";
import type { CtyType, ProviderSchemaJson, SchemaAttribute, SchemaBlock } from "../schema/types";
import type { PrunedOverride } from "./types";

/**
 * Removes from the overrides what a new schema no longer has (a removed data source, config attribute or
 * field). The model rejects stale overrides on purpose, so without this an upstream removal would make the
 * upgrade fail instead of reporting the removal; every entry removed here is listed in the report.
 */
export function reconcileOverrides(
  o: ProviderOverrides,
  schema: ProviderSchemaJson,
): { overrides: ProviderOverrides; pruned: PrunedOverride[] } {
  const pruned: PrunedOverride[] = [];
  const out: ProviderOverrides = { ...o };
  const providerAttrs = schema.provider.block.attributes ?? {};
  const dataSources = schema.data_source_schemas ?? {};

  if (o.config) {
    const kept = Object.entries(o.config).filter(([k]) => {
      if (providerAttrs[k]) return true;
      pruned.push({ path: `$.config.${k}`, why: `the provider schema no longer has the attribute "${k}"` });
      return false;
    });
    out.config = Object.fromEntries(kept);
  }
  if (o.configRules) {
    out.configRules = o.configRules.filter((r, i) => {
      const missing = r.fields.filter((f) => !inputNames(schema.provider.block).has(f));
      if (missing.length === 0) return true;
      pruned.push({
        path: `$.configRules[${i}]`,
        why: `${r.kind}(${r.fields.join(", ")}): the provider no longer takes ${missing.join(", ")}`,
      });
      return false;
    });
  }
  if (o.dataSources) {
    const kept = Object.entries(o.dataSources)
      .filter(([k]) => {
        if (dataSources[k]) return true;
        pruned.push({ path: `$.dataSources.${k}`, why: `the schema no longer has the data source "${k}"` });
        return false;
      })
      .map(([k, d]) => {
        if (!d.secrets) return [k, d] as const;
        const secrets = d.secrets.filter((f) => {
          if (pathExists(schema, `${k}.${f}`)) return true;
          pruned.push({ path: `$.dataSources.${k}.secrets`, why: `"${k}" no longer has a field at ${f}` });
          return false;
        });
        return [k, secrets.length === d.secrets.length ? d : { ...d, secrets }] as const;
      });
    out.dataSources = Object.fromEntries(kept);
  }
  if (o.rules) {
    const rules: NonNullable<ProviderOverrides["rules"]> = [];
    o.rules.forEach((r, i) => {
      const keep = r.dataSources.filter((ds) => {
        const entry = dataSources[ds];
        if (!entry) {
          pruned.push({
            path: `$.rules[${i}].dataSources`,
            why: `${r.kind}(${r.fields.join(", ")}): the schema no longer has the data source "${ds}"`,
          });
          return false;
        }
        const missing = r.fields.filter((f) => !inputNames(entry.block).has(f));
        if (missing.length) {
          pruned.push({
            path: `$.rules[${i}].dataSources`,
            why: `${r.kind}(${r.fields.join(", ")}): "${ds}" no longer takes ${missing.join(", ")}`,
          });
          return false;
        }
        return true;
      });
      if (keep.length > 0) rules.push(keep.length === r.dataSources.length ? r : { ...r, dataSources: keep });
      else pruned.push({ path: `$.rules[${i}]`, why: `${r.kind}(${r.fields.join(", ")}): no data source left` });
    });
    out.rules = rules;
  }
  for (const table of ["names", "aliases"] as const) {
    const t = o[table];
    if (!t) continue;
    const kept = Object.entries(t).filter(([p]) => {
      if (pathExists(schema, p)) return true;
      pruned.push({ path: `$.${table}["${p}"]`, why: `the schema no longer has a field at ${p}` });
      return false;
    });
    out[table] = Object.fromEntries(kept);
  }
  return { overrides: pruned.length ? out : o, pruned };
}

/** Upstream names of a block's fields that take an argument (what override rules may name). */
function inputNames(b: SchemaBlock): Set<string> {
  const names = new Set<string>();
  for (const [n, a] of Object.entries(b.attributes ?? {})) if (a.required || a.optional) names.add(n);
  for (const [n, bt] of Object.entries(b.block_types ?? {})) if (blockHasInput(bt.block)) names.add(n);
  return names;
}

function blockHasInput(b: SchemaBlock): boolean {
  return (
    Object.values(b.attributes ?? {}).some((a) => a.required || a.optional) ||
    Object.values(b.block_types ?? {}).some((bt) => blockHasInput(bt.block))
  );
}

/** Whether an overrides path (`config.<attr>` or `<data source>.<field>[.<nested>…]`) names a field of the schema. */
export function pathExists(schema: ProviderSchemaJson, p: string): boolean {
  const [head, ...rest] = p.split(".");
  const root = head === "config" ? schema.provider.block : schema.data_source_schemas?.[head]?.block;
  if (!root || rest.length === 0) return false;
  let node: Node = { block: root };
  for (const seg of rest) {
    const next = child(node, seg);
    if (!next) return false;
    node = next;
  }
  return true;
}

type Node = { block: SchemaBlock } | { attr: SchemaAttribute } | { cty: CtyType };

function child(node: Node, name: string): Node | undefined {
  if ("block" in node) {
    const a = node.block.attributes?.[name];
    if (a) return { attr: a };
    const bt = node.block.block_types?.[name];
    return bt ? { block: bt.block } : undefined;
  }
  if ("attr" in node) {
    if (node.attr.nested_type) {
      const a = node.attr.nested_type.attributes[name];
      return a ? { attr: a } : undefined;
    }
    return node.attr.type ? child({ cty: node.attr.type }, name) : undefined;
  }
  let t = node.cty;
  while (Array.isArray(t) && (t[0] === "list" || t[0] === "set" || t[0] === "map")) t = t[1];
  if (Array.isArray(t) && t[0] === "object") {
    const at = t[1][name];
    return at === undefined ? undefined : { cty: at };
  }
  return undefined;
}
