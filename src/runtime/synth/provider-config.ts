/*
 * The provider configuration a synth-time lookup runs with: the settings of the stack's provider construct for
 * that provider (read through the construct's own properties, in CDKTF names, and turned into documented
 * names), overridden by settings given to the lookup itself. What neither gives, the upstream provider reads
 * from its environment variables, as under Terraform. Works on CDKTF's and CDK Terrain's constructs alike
 * without loading either library: both mark stacks and providers with the same global symbols.
 */
import type { FieldMeta, PackageMeta, TypeRef } from "../shared/metadata";
import { findToken } from "./tokens";

const STACK_SYMBOL = Symbol.for("cdktf/TerraformStack");
const PROVIDER_SYMBOL = Symbol.for("cdktf/TerraformProvider");

/** What a synth-time lookup needs of a construct: the `constructs` library's Node, structurally. */
export interface ConstructLike {
  readonly node: {
    readonly path: string;
    readonly scopes: ConstructLike[];
    findAll(): ConstructLike[];
    addValidation(validation: { validate(): string[] }): void;
  };
}

export interface ProviderSettings {
  /** Documented names; secret ones included (they reach the provider, never the file). */
  values: Record<string, unknown>;
  /** The part that keys an entry and is written to the file. */
  recorded: Record<string, unknown>;
  /** Path of the provider construct the settings came from, if any (for messages). */
  from?: string;
}

const isProvider = (c: unknown): c is ConstructLike & { terraformResourceType?: string; alias?: string } =>
  typeof c === "object" && c !== null && PROVIDER_SYMBOL in c;

/** The stack a construct belongs to: the innermost scope marked as a stack, else the root. */
function stackOf(scope: ConstructLike): ConstructLike {
  const scopes = scope.node.scopes;
  for (let i = scopes.length - 1; i >= 0; i--) if (STACK_SYMBOL in scopes[i]) return scopes[i];
  return scopes[0] ?? scope;
}

/** The provider construct of `meta`'s provider that a lookup at `scope` uses, or undefined when the stack has none. */
export function findProviderConstruct(scope: ConstructLike, meta: PackageMeta, given: unknown, where: string): ConstructLike | undefined {
  const type = meta.provider.type;
  if (given !== undefined) {
    if (!isProvider(given) || given.terraformResourceType !== type)
      throw new Error(`${where}: the provider option must be a ${type} provider construct (${meta.cdktfProvider.className})`);
    return given;
  }
  const all = stackOf(scope)
    .node.findAll()
    .filter((c) => isProvider(c) && c.terraformResourceType === type) as (ConstructLike & { alias?: string })[];
  if (all.length <= 1) return all[0];
  const plain = all.filter((p) => p.alias === undefined);
  if (plain.length === 1) return plain[0];
  throw new Error(
    `${where}: the stack has ${all.length} ${type} providers (${all.map((p) => p.node.path).join(", ")}); ` +
      `say which one with the lookup's provider option`,
  );
}

/** The settings of `construct` and `explicit` (documented names; explicit wins), checked and split for the file. */
export function providerSettings(
  meta: PackageMeta,
  construct: ConstructLike | undefined,
  explicit: Record<string, unknown> | undefined,
  where: string,
): ProviderSettings {
  const values = Object.create(null) as Record<string, unknown>;
  if (construct) {
    for (const f of meta.config) {
      if (f.cdktfName === null) continue;
      const v = (construct as unknown as Record<string, unknown>)[f.cdktfName];
      if (v === undefined || v === null) continue;
      const at = findToken(v);
      if (at !== undefined)
        throw new Error(
          `${where}: setting ${f.cdktfName}${at ? `.${at}` : ""} of provider ${construct.node.path} is a token, known only to ` +
            `Terraform; a synth-time lookup needs a plain value: give it in the lookup's providerConfig option` +
            (f.env.length > 0 ? ` or in the environment (${f.env.join(", ")})` : ""),
        );
      values[f.name] = fromCdktf(meta, f.type, v);
    }
  }
  for (const [name, v] of Object.entries(explicit ?? {})) {
    if (!meta.config.some((f) => f.name === name))
      throw new Error(`${where}: providerConfig names ${name}, which is not a setting of the ${meta.pkg} provider`);
    if (v !== undefined) values[name] = v;
  }
  const recorded = Object.create(null) as Record<string, unknown>;
  for (const f of meta.config) if (f.name in values && !f.secret && !hasSecretField(meta, f.type)) recorded[f.name] = values[f.name];
  return { values, recorded, from: construct?.node.path };
}

/** Whether values of type `t` (an input type) can hold a field the provider marks sensitive. */
export function hasSecretField(meta: PackageMeta, t: TypeRef, seen = new Set<string>()): boolean {
  if (t.kind === "list" || t.kind === "map") return hasSecretField(meta, t.element, seen);
  if (t.kind !== "object" || seen.has(t.name)) return false;
  seen.add(t.name);
  return (meta.types.get(t.name)?.input ?? []).some((f) => f.secret || hasSecretField(meta, f.type, seen));
}

/** A value as the CDK construct holds it (nested structs in CDKTF property names) in documented names. */
function fromCdktf(meta: PackageMeta, t: TypeRef, v: unknown): unknown {
  if (v === null || v === undefined) return v;
  if (t.kind === "list") return Array.isArray(v) ? v.map((e) => fromCdktf(meta, t.element, e)) : v;
  if (t.kind === "map" && typeof v === "object") {
    const out = Object.create(null) as Record<string, unknown>;
    for (const [k, e] of Object.entries(v)) out[k] = fromCdktf(meta, t.element, e);
    return out;
  }
  if (t.kind !== "object" || typeof v !== "object") return v;
  const fields: FieldMeta[] = meta.types.get(t.name)?.input ?? [];
  const source = (Array.isArray(v) ? v[0] : v) as Record<string, unknown> | undefined;
  if (!source) return undefined;
  const out = Object.create(null) as Record<string, unknown>;
  for (const f of fields) {
    const e = source[f.cdktfName ?? f.name];
    if (e !== undefined && e !== null) out[f.name] = fromCdktf(meta, f.type, e);
  }
  return out;
}
