/**
 * One Terraform configuration for a batch of lookups, written as JSON: a provider block per package, a data block
 * per lookup, and one output per lookup carrying the whole data-source object.
 *
 * Values are data. Every argument and setting is written in its upstream name with its value passed through
 * `literal` (literal.ts), at every depth, map keys included; the only expressions in the file are the writer's own
 * references. Arguments named like Terraform's meta-arguments (`count`, `provider`, …) go into the `_` block,
 * Terraform's escape for exactly that, so they reach the provider as ordinary arguments.
 *
 * Secret values never enter the configuration: each becomes a sensitive variable whose value travels in a
 * TF_VAR_* environment variable. Outputs are all marked sensitive, so `apply -json` never prints a value;
 * they are read from the state the in-memory backend receives instead (see run.ts).
 *
 * The file is written directly rather than through the generated CDKTF classes: a construct reads some property
 * names as its own (`count`, `provider`, `node`, `fqn` …) and resolves token-shaped text inside values, and
 * neither may happen to a value.
 */
import type { ResolvedConfig } from "../../shared/config";
import { literal } from "../../shared/literal";
import { toUpstream } from "../../shared/map-result";
import type { FieldMeta, FunctionMeta, PackageMeta, TypeRef } from "../../shared/metadata";
import { ArgumentError, isGiven } from "../../shared/validate";

export interface StackLookup {
  /** Block name, unique in the batch; also names the output. */
  key: string;
  meta: PackageMeta;
  fn: FunctionMeta;
  /** Validated, documented names. */
  args: Record<string, unknown>;
  /** Documented top-level input names to send as secrets even when the metadata does not mark them. */
  secretInputs: ReadonlySet<string>;
}

export interface StackProvider {
  meta: PackageMeta;
  config: Pick<ResolvedConfig, "values" | "secret">;
}

export interface SynthesizedStack {
  /** The configuration, as written to main.tf.json. */
  json: Record<string, unknown>;
  /** TF_VAR_<name> → value, for the secrets. */
  env: Record<string, string>;
  /** Output name per lookup key. */
  outputs: Map<string, string>;
}

/**
 * Names Terraform reads as its own in a data block (meta-arguments and reserved names) or in a provider block.
 * An argument of the provider with such a name goes into the block's `_` escape block instead.
 */
const DATA_BLOCK_NAMES = new Set(["count", "for_each", "provider", "depends_on", "lifecycle", "locals", "connection", "provisioner", "_"]);
const PROVIDER_BLOCK_NAMES = new Set(["alias", "version", "_"]);

/**
 * The one thing Terraform's language cannot say in a data block, even escaped: a nested block (or an object or
 * list value) named `dynamic`, which Terraform always takes for its own dynamic-block construct. A direct plugin
 * engine has no such limit, so this is the Terraform engine's check, made before anything is spawned.
 */
export function checkExpressible(meta: PackageMeta, fn: FunctionMeta, args: Record<string, unknown>): void {
  const problems: string[] = [];
  const walk = (fields: FieldMeta[], values: Record<string, unknown>, prefix: string, seen: Set<string>) => {
    for (const f of fields) {
      const v = values[f.name];
      if (!isGiven(v)) continue;
      if (f.tfName === "dynamic" && typeof v === "object") {
        problems.push(
          `argument ${prefix}${f.name} cannot be sent through Terraform: ` +
            `Terraform reads a block or object named "dynamic" as its own dynamic-block construct, so leave it unset`,
        );
        continue;
      }
      let t = f.type;
      const many = t.kind === "list" || t.kind === "map";
      while (t.kind === "list" || t.kind === "map") t = t.element;
      if (t.kind !== "object") continue;
      const nested = meta.types.get(t.name)?.input ?? [];
      const items = f.flattened || !many ? [v] : Object.values(v as Record<string, unknown>);
      for (const item of items)
        if (item && typeof item === "object" && !seen.has(t.name))
          walk(nested, item as Record<string, unknown>, `${prefix}${f.name}.`, new Set([...seen, t.name]));
    }
  };
  walk(fn.inputs, args, "", new Set());
  if (problems.length > 0) throw new ArgumentError(`${fn.name}: ${problems.slice(0, 5).join("; ")}`);
}

/** Terraform's type expression for a variable holding a value of this type, in upstream names. */
function hclType(meta: PackageMeta, t: TypeRef, flattened = false): string {
  if (flattened) return `list(${hclType(meta, t)})`;
  switch (t.kind) {
    case "string":
    case "number":
      return t.kind;
    case "boolean":
      return "bool";
    case "any":
      return "any";
    case "list":
      return `${t.collection === "set" ? "set" : "list"}(${hclType(meta, t.element)})`;
    case "map":
      return `map(${hclType(meta, t.element)})`;
    case "object": {
      const fields = meta.types.get(t.name)?.input ?? [];
      return `object({${fields.map((f) => `${f.tfName}=optional(${hclType(meta, f.type, f.flattened)})`).join(",")}})`;
    }
  }
}

/**
 * A value as Terraform parses TF_VAR_* for a variable of this type: primitives as raw text (never parsed), anything
 * else as an HCL expression. JSON is one, once made literal like every other value.
 */
function tfVarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(literal(value));
}

/** Does this field carry a secret anywhere inside it? Then the whole argument travels as one variable. */
function holdsSecret(meta: PackageMeta, f: FieldMeta, seen = new Set<string>()): boolean {
  if (f.secret) return true;
  let t = f.type;
  while (t.kind === "list" || t.kind === "map") t = t.element;
  if (t.kind !== "object" || seen.has(t.name)) return false;
  seen.add(t.name);
  return (meta.types.get(t.name)?.input ?? []).some((g) => holdsSecret(meta, g, seen));
}

/** Sets a key as an own property whatever its name (a plain assignment to `__proto__` would not). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function buildStack(lookups: StackLookup[], providers: StackProvider[]): SynthesizedStack {
  const env: Record<string, string> = {};
  const variables: Record<string, unknown> = {};
  const secretVariable = (meta: PackageMeta, t: TypeRef, value: unknown, flattened: boolean): string => {
    const name = `secret_${Object.keys(variables).length}`;
    variables[name] = { type: hclType(meta, t, flattened), sensitive: true, nullable: false };
    env[`TF_VAR_${name}`] = tfVarText(toUpstream(meta, t, value, flattened));
    return `\${var.${name}}`;
  };
  /** A block body: each given field in its upstream name, literal unless it travels as a secret variable. */
  const body = (
    meta: PackageMeta,
    fields: FieldMeta[],
    values: Record<string, unknown>,
    isSecret: (f: FieldMeta) => boolean,
    reserved: Set<string>,
    own: Record<string, unknown> = {},
  ) => {
    const block: Record<string, unknown> = own;
    const escaped: Record<string, unknown> = {};
    for (const f of fields) {
      const v = values[f.name];
      if (!isGiven(v)) continue;
      const value = isSecret(f) ? secretVariable(meta, f.type, v, f.flattened) : literal(toUpstream(meta, f.type, v, f.flattened));
      put(reserved.has(f.tfName) ? escaped : block, f.tfName, value);
    }
    if (Object.keys(escaped).length > 0) block._ = escaped;
    return block;
  };

  const requiredProviders: Record<string, unknown> = {};
  const providerBlocks: Record<string, unknown> = {};
  for (const p of providers) {
    requiredProviders[p.meta.provider.type] = { source: p.meta.provider.source, version: p.meta.provider.version };
    providerBlocks[p.meta.provider.type] = [
      body(p.meta, p.meta.config, p.config.values, (f) => p.config.secret.has(f.name), PROVIDER_BLOCK_NAMES),
    ];
  }

  const data: Record<string, Record<string, unknown>> = {};
  const output: Record<string, unknown> = {};
  const outputs = new Map<string, string>();
  for (const l of lookups) {
    const isSecret = (f: FieldMeta) => l.secretInputs.has(f.name) || holdsSecret(l.meta, f);
    // The provider reference is the writer's own; an argument named `provider` goes into `_`.
    const block = body(l.meta, l.fn.inputs, l.args, isSecret, DATA_BLOCK_NAMES, { provider: l.meta.provider.type });
    (data[l.fn.tfType] ??= {})[l.key] = block;
    const out = `out_${l.key}`;
    output[out] = { value: `\${data.${l.fn.tfType}.${l.key}}`, sensitive: true };
    outputs.set(l.key, out);
  }

  const json: Record<string, unknown> = { terraform: { backend: { http: {} }, required_providers: requiredProviders } };
  if (Object.keys(variables).length > 0) json.variable = variables;
  if (providers.length > 0) json.provider = providerBlocks;
  if (lookups.length > 0) {
    json.data = data;
    json.output = output;
  }
  return { json, env, outputs };
}
