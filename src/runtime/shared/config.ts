/**
 * Provider configuration in documented names, from three places in this order of precedence:
 *   1. explicit values (`new Executor({ config })`, `executor.configure(pkg, values)`),
 *   2. Pulumi configuration `<pkg>:<name>` (what `new pulumi.Config(pkg)` reads; in plain Node that is the
 *      PULUMI_CONFIG environment variable),
 *   3. the upstream provider's own environment variables, which are not read here at all: Terraform and the
 *      provider inherit the environment, and an argument the configuration leaves unset falls back to them
 *      exactly as upstream documents.
 */
import type { ConfigFieldMeta, PackageMeta, TypeRef } from "./metadata";
import { Redactor } from "./redact";
import { ArgumentError, isGiven, validateConfig } from "./validate";

export interface ResolvedConfig {
  /** Documented name → value, validated. */
  values: Record<string, unknown>;
  /** Documented names whose values reach Terraform only through the environment. */
  secret: Set<string>;
  /** Secret values in play for this package, including upstream secret environment variables. */
  redactor: Redactor;
}

export interface ExplicitConfig {
  values: Record<string, unknown>;
  /** Extra names to treat as secret beyond what the metadata marks. */
  secrets?: string[];
}

/** The subset of pulumi.Config used here, so tests can hand in their own. */
export interface PulumiConfigReader {
  get(key: string): string | undefined;
  /** Whether Pulumi holds the key as a secret (PULUMI_CONFIG_SECRET_KEYS). */
  isSecret?(key: string): boolean;
}

/**
 * Pulumi's configuration for a package, or undefined when there is none to read. @pulumi/pulumi is loaded only
 * when PULUMI_CONFIG is set: loading it costs a noticeable part of a lookup and without that variable
 * pulumi.Config has nothing to return in plain Node.
 */
export function pulumiConfigFor(pkg: string, env: NodeJS.ProcessEnv = process.env): PulumiConfigReader | undefined {
  if (!env.PULUMI_CONFIG) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pulumi = require("@pulumi/pulumi") as typeof import("@pulumi/pulumi");
  const cfg = new pulumi.Config(pkg);
  let secretKeys: string[] = [];
  try {
    secretKeys = JSON.parse(env.PULUMI_CONFIG_SECRET_KEYS ?? "[]") as string[];
  } catch {
    secretKeys = [];
  }
  return { get: (k) => cfg.get(k), isSecret: (k) => secretKeys.includes(`${pkg}:${k}`) };
}

/** Pulumi configuration values are strings; the provider wants them typed. */
function coerce(raw: string, f: ConfigFieldMeta): unknown {
  const t: TypeRef = f.type;
  const bad = (what: string) =>
    new ArgumentError(`Pulumi config ${f.name}: expected ${what}, got ${f.secret ? "a secret value" : JSON.stringify(raw)}`);
  switch (t.kind) {
    case "number": {
      const n = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(n)) throw bad("a number");
      return n;
    }
    case "boolean":
      if (raw === "true") return true;
      if (raw === "false") return false;
      throw bad("true or false");
    case "list":
    case "map":
    case "object":
      try {
        return JSON.parse(raw);
      } catch {
        throw bad("JSON");
      }
    default:
      return raw;
  }
}

export function resolveConfig(
  meta: PackageMeta,
  explicit: ExplicitConfig | undefined,
  pulumi: PulumiConfigReader | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ResolvedConfig {
  // Keyed by the caller's names: no prototype, so every name, `__proto__` included, is an own key to check.
  let values = Object.create(null) as Record<string, unknown>;
  const secret = new Set<string>();
  const redactor = new Redactor();

  if (pulumi) {
    for (const f of meta.config) {
      const raw = pulumi.get(f.name);
      if (raw === undefined) continue;
      values[f.name] = coerce(raw, f);
      if (pulumi.isSecret?.(f.name)) secret.add(f.name);
    }
  }
  if (explicit) {
    for (const [k, v] of Object.entries(explicit.values)) {
      if (isGiven(v)) values[k] = v;
      else delete values[k];
    }
    for (const s of explicit.secrets ?? []) secret.add(s);
  }
  values = validateConfig(meta, values, explicit ? "explicit options and Pulumi config" : "Pulumi config");
  redactor.shorten(values);

  for (const f of meta.config) {
    if (f.secret) secret.add(f.name);
    if (secret.has(f.name) && isGiven(values[f.name])) redactor.add(values[f.name]);
    // Upstream reads these itself; a provider that echoes one in an error must not get it past us.
    if (f.secret) for (const e of f.env) if (env[e]) redactor.add(env[e]);
  }
  return { values, secret, redactor };
}
