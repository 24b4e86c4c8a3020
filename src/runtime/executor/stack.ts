/**
 * One Terraform configuration for a batch of lookups, built from the generated CDKTF classes: a provider block
 * per package, a data block per lookup, and one output per lookup carrying the whole data-source object.
 *
 * Secret values never enter the configuration: each becomes a sensitive variable whose value travels in a
 * TF_VAR_* environment variable. Outputs are all marked sensitive, so `apply -json` never prints a value;
 * they are read from the state the in-memory backend receives instead (see run.ts).
 */
import { App, TerraformBackend, TerraformOutput, TerraformStack, TerraformVariable, Token, type TerraformDataSource, type TerraformRemoteState, type TerraformProvider } from "./cdk";
import type { Construct } from "constructs";
import { join } from "node:path";
import type { ResolvedConfig } from "./config";
import { bindingsFolder } from "./core-library";
import { toCdktf, toUpstream } from "./map-result";
import type { FieldMeta, FunctionMeta, PackageMeta, TypeRef } from "./metadata";
import { isGiven } from "./validate";

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

/** `backend "http" {}` with nothing in it: the address comes from TF_HTTP_ADDRESS, per run. */
class EnvConfiguredHttpBackend extends TerraformBackend {
  constructor(scope: Construct) {
    super(scope, "backend", "http");
  }
  protected synthesizeAttributes(): Record<string, unknown> {
    return {};
  }
  getRemoteStateDataSource(): TerraformRemoteState {
    throw new Error("lookup stacks are never read as remote state");
  }
}

type Ctor<T> = new (scope: Construct, id: string, config: Record<string, unknown>) => T;

function loadClass<T>(dir: string, folder: string, className: string): Ctor<T> {
  const file = join(bindingsFolder(dir), folder);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown>;
  const cls = mod[className];
  if (typeof cls !== "function") throw new Error(`the generated bindings ${file} have no class ${className} (run npm run generate)`);
  return cls as Ctor<T>;
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
 * A value as Terraform parses TF_VAR_* for a variable of this type: primitives as raw text, anything else
 * as an HCL expression. JSON is one, once string templates are escaped so a secret holding `${` stays literal.
 */
function tfVarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" ? v.replace(/\$\{/g, "$${").replace(/%\{/g, "%%{") : v));
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

export function buildStack(lookups: StackLookup[], providers: StackProvider[], workDir: string): SynthesizedStack {
  const app = new App({ outdir: workDir, skipValidation: true, stackTraces: false });
  const stack = new TerraformStack(app, "lookups");
  new EnvConfiguredHttpBackend(stack);
  const env: Record<string, string> = {};
  let secretCount = 0;
  const secretVariable = (meta: PackageMeta, t: TypeRef, value: unknown, flattened: boolean): unknown => {
    const name = `secret_${secretCount++}`;
    const v = new TerraformVariable(stack, name, { type: hclType(meta, t, flattened), sensitive: true, nullable: false });
    env[`TF_VAR_${name}`] = tfVarText(toUpstream(meta, t, value, flattened));
    return Token.asAny(v.value);
  };

  const providerByPkg = new Map<string, TerraformProvider>();
  for (const p of providers) {
    const Provider = loadClass<TerraformProvider>(p.meta.bindingsDir, p.meta.cdktfProvider.folder, p.meta.cdktfProvider.className);
    const config: Record<string, unknown> = {};
    const overrides: [string, unknown][] = [];
    for (const f of p.meta.config) {
      const v = p.config.values[f.name];
      if (!isGiven(v)) continue;
      const value = p.config.secret.has(f.name) ? secretVariable(p.meta, f.type, v, f.flattened) : undefined;
      if (f.cdktfName === null) overrides.push([f.tfName, value ?? toUpstream(p.meta, f.type, v, f.flattened)]);
      else config[f.cdktfName] = value ?? toCdktf(p.meta, f.type, v);
    }
    const provider = new Provider(stack, p.meta.provider.type, config);
    for (const [path, value] of overrides) provider.addOverride(path, value);
    providerByPkg.set(p.meta.pkg, provider);
  }

  const outputs = new Map<string, string>();
  for (const l of lookups) {
    const DataSource = loadClass<TerraformDataSource>(l.meta.bindingsDir, l.fn.cdktf.folder, l.fn.cdktf.className);
    const config: Record<string, unknown> = { provider: providerByPkg.get(l.meta.pkg) };
    // Attributes the CDKTF class has no property for (a camelCase collision it resolved by dropping one)
    // are still Terraform attributes: they go in by override, in upstream names.
    const overrides: [string, unknown][] = [];
    for (const f of l.fn.inputs) {
      const v = l.args[f.name];
      if (!isGiven(v)) continue;
      const value = l.secretInputs.has(f.name) || holdsSecret(l.meta, f) ? secretVariable(l.meta, f.type, v, f.flattened) : undefined;
      if (f.cdktfName === null) overrides.push([f.tfName, value ?? toUpstream(l.meta, f.type, v, f.flattened)]);
      else config[f.cdktfName] = value ?? toCdktf(l.meta, f.type, v);
    }
    const ds = new DataSource(stack, l.key, config);
    for (const [path, value] of overrides) ds.addOverride(path, value);
    const out = `out_${l.key}`;
    new TerraformOutput(stack, out, { value: `\${${ds.fqn}}`, sensitive: true });
    outputs.set(l.key, out);
  }
  const json = stack.toTerraform() as Record<string, unknown>;
  // CDKTF's bookkeeping means nothing to Terraform; dropping it keeps the file to what Terraform reads.
  delete json["//"];
  stripMetadata(json.data);
  return { json, env, outputs };
}

function stripMetadata(data: unknown): void {
  if (!data || typeof data !== "object") return;
  for (const blocks of Object.values(data as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const block of Object.values(blocks)) delete block["//"];
  }
}

/**
 * Where each block sits in the file as written, so a diagnostic's range can be traced back to its lookup or
 * provider. Relies on the layout of JSON.stringify(json, null, 1): a block opens at `"name": {` one level
 * deeper than its type and closes at the first `}` with its own indentation.
 */
export interface BlockSpan {
  kind: "data" | "provider";
  /** Lookup key for data blocks, package type for provider blocks. */
  name: string;
  startLine: number;
  endLine: number;
}

export function renderConfig(json: Record<string, unknown>): { text: string; spans: BlockSpan[] } {
  const text = JSON.stringify(json, null, 1) + "\n";
  const lines = text.split("\n");
  const spans: BlockSpan[] = [];
  const closeOf = (start: number, indent: string): number => {
    for (let i = start + 1; i < lines.length; i++) if (lines[i].startsWith(indent + "}") || lines[i].startsWith(indent + "]")) return i;
    return lines.length - 1;
  };
  let section: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const top = /^ "([^"]+)": [{[]$/.exec(lines[i]);
    if (top) {
      section = top[1];
      continue;
    }
    // `{}` and `[]` close on the line they open.
    if (section === "data") {
      const m = /^( {3})"([^"]+)": \{(\})?$/.exec(lines[i]);
      if (m) spans.push({ kind: "data", name: m[2], startLine: i + 1, endLine: m[3] ? i + 1 : closeOf(i, m[1]) + 1 });
    } else if (section === "provider") {
      const m = /^( {2})"([^"]+)": \[(\])?$/.exec(lines[i]);
      if (m) spans.push({ kind: "provider", name: m[2], startLine: i + 1, endLine: m[3] ? i + 1 : closeOf(i, m[1]) + 1 });
    }
  }
  return { text, spans };
}
