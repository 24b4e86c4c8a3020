/**
 * Runs the SDK's lookups in plain Node: validate, then answer through one of two engines, and map the answer
 * back to documented names. The plugin engine (the default) starts the upstream provider itself and calls it
 * over the plugin protocol (src/runtime/engines/plugin); the Terraform engine batches lookups into Terraform
 * runs. Under the Pulumi engine the SDK goes through pulumi.runtime.invoke instead and this class is not
 * involved (unless the provider plugin uses it to serve those invokes).
 */
import { pulumiConfigFor, resolveConfig, type ExplicitConfig, type PulumiConfigReader, type ResolvedConfig } from "../shared/config";
import type { Engine, EngineFactory, EngineName, ExecutorOptions, ExecutorPaths } from "../shared/engine";
import { loadPackageMeta, type FunctionMeta, type PackageMeta, type ProviderFunctionMeta, type TypeRef } from "../shared/metadata";
import { type EphemeralHandle, parameterFields } from "../shared/read-only";
import { EngineUnsupportedError } from "../shared/read-only-errors";
import { chooseCacheDir, chooseTmpDir, removeLeftoverRuns } from "../files/disk";
import { ArgumentError, isGiven, listSome, plainArguments, suggest, validateArgs } from "../shared/validate";

export type { EngineName, ExecutorOptions, ExecutorPaths };

/**
 * The one place the engines are named. Each is loaded on first use, so a program never loads the modules of
 * the engine it does not use; the executor sees an engine only through the Engine interface.
 */
const ENGINES: Record<EngineName, () => EngineFactory> = {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  plugin: () => (require("../engines/plugin/create") as typeof import("../engines/plugin/create")).createEngine,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  terraform: () => (require("../engines/terraform/create") as typeof import("../engines/terraform/create")).createEngine,
};

export interface LookupOptions {
  /** Documented names of top-level arguments whose values are secret though the metadata does not say so. */
  secretInputs?: string[];
}

export interface ConfigureOptions {
  /** Documented names to treat as secret in addition to those the metadata marks. */
  secrets?: string[];
  /** Replace what was configured for the package before instead of merging into it. */
  replace?: boolean;
}

export interface ExecutorStats {
  lookups: number;
  batches: number;
  runs: number;
}

function engineFrom(opts: ExecutorOptions, env: NodeJS.ProcessEnv): EngineName {
  const chosen = opts.engine ?? (env.TFLOOKUP_ENGINE || "plugin");
  if (chosen !== "plugin" && chosen !== "terraform") {
    throw new ArgumentError(
      `${opts.engine !== undefined ? "the engine option" : "TFLOOKUP_ENGINE"}: expected "plugin" or "terraform", ` +
        `got ${JSON.stringify(chosen)}`,
    );
  }
  return chosen;
}

export class Executor {
  private readonly explicit = new Map<string, ExplicitConfig>();
  private engineInstance?: Engine;
  private readonly counters: ExecutorStats = { lookups: 0, batches: 0, runs: 0 };
  private readonly metas = new Map<string, PackageMeta>();
  /** The last configuration resolved per package and what it was resolved from (see configFor). */
  private readonly resolved = new Map<string, { explicit: ExplicitConfig | undefined; key: string; config: ResolvedConfig }>();
  readonly paths: ExecutorPaths;
  private readonly settings: { cacheDir: string; tmpDir: string };
  /** Which engine answers this executor's lookups. */
  readonly engine: EngineName;

  constructor(private readonly opts: ExecutorOptions = {}) {
    this.engine = engineFrom(opts, process.env);
    for (const [pkg, values] of Object.entries(opts.config ?? {}))
      this.explicit.set(pkg, { values: plainArguments(`${pkg} configuration (explicit options)`, values, "setting") });
    const cache = chooseCacheDir(opts.cacheDir);
    const tmp = chooseTmpDir(opts.tmpDir);
    this.paths = { cacheDir: cache.dir, tmpDir: tmp.dir, pluginCacheDir: `${cache.dir}/plugins` };
    this.settings = { cacheDir: cache.setting, tmpDir: tmp.setting };
    // A program killed mid-run leaves its run directory behind; the next executor on this host clears it.
    removeLeftoverRuns(tmp.dir);
  }

  /** The chosen engine, created on first use (and again after close()). */
  private get answering(): Engine {
    this.engineInstance ??= ENGINES[this.engine]()({
      options: this.opts,
      paths: this.paths,
      settings: this.settings,
      configFor: (pkg) => this.configFor(pkg),
      log: () => this.opts.log ?? (process.env.TFLOOKUP_DEBUG === "1" ? (line) => process.stderr.write(`${line}\n`) : undefined),
      warn: this.opts.warn ?? ((line) => process.stderr.write(`${line}\n`)),
      count: (what) => this.counters[what]++,
    });
    return this.engineInstance;
  }

  /** Provider processes the plugin engine has started (0 under the Terraform engine). */
  providerStarts(): number {
    return this.engineInstance?.providerStarts ?? 0;
  }

  /** Stops every provider process the plugin engine keeps warm. The executor stays usable. */
  async close(): Promise<void> {
    const engine = this.engineInstance;
    this.engineInstance = undefined;
    await engine?.close();
  }

  /** Sets provider configuration for a package in documented names (what the Pulumi provider plugin calls). */
  configure(pkg: string, values: Record<string, unknown>, options: ConfigureOptions = {}): void {
    const meta = this.meta(pkg);
    const given = plainArguments(`${pkg} configuration (configure)`, values, "setting");
    const prev = options.replace ? undefined : this.explicit.get(pkg);
    const merged: ExplicitConfig = {
      values: Object.assign(Object.create(null) as Record<string, unknown>, prev?.values, given),
      secrets: [...new Set([...(prev?.secrets ?? []), ...(options.secrets ?? [])])],
    };
    // Checked now so a bad name fails where it was written, not at the next lookup.
    resolveConfig(meta, merged, undefined);
    this.explicit.set(pkg, merged);
  }

  /** Runs one lookup; under the Terraform engine, calls made together share a Terraform run. */
  async lookup(pkg: string, token: string, args?: Record<string, unknown>, options: LookupOptions = {}): Promise<Record<string, unknown>> {
    const meta = this.meta(pkg);
    // The SDK's functions for provider functions and ephemeral resources come through here too (invoke.ts):
    // a function's value as `result`, as the provider plugin answers it; what an open returns stays open until
    // the program's work ends or close().
    const lookupFn = meta.functions.get(token);
    if (!lookupFn) {
      const kind = this.kindOf(pkg, token);
      if (kind === "function") return { result: await this.callFunction(pkg, token, args) };
      if (kind === "ephemeral") return (await this.openEphemeral(pkg, token, args)).value;
    }
    const fn = lookupFn ?? this.fn(meta, token);
    const valid = validateArgs(meta, fn, args);
    this.answering.check?.(meta, fn, valid);
    const secretInputs = new Set(options.secretInputs);
    if (secretInputs.size > 0) {
      const notArguments = [...secretInputs].filter((s) => !fn.inputs.some((f) => f.name === s));
      if (notArguments.length > 0)
        throw new ArgumentError(
          `${fn.name}: secretInputs names ${listSome(notArguments)}, which ` +
            `${notArguments.length > 1 ? "are not arguments" : "is not an argument"}`,
        );
    }
    const secrets: unknown[] = [];
    for (const f of fn.inputs) if ((f.secret || secretInputs.has(f.name)) && isGiven(valid[f.name])) secrets.push(valid[f.name]);
    this.counters.lookups++;
    return this.answering.lookup({ meta, fn, args: valid, secretInputs, secrets });
  }

  /**
   * Calls a provider-defined function (`provider::<type>::<name>`) with its arguments in documented names (the
   * variadic parameter as an array). Pure and offline: the provider is started but not configured.
   */
  async callFunction(pkg: string, token: string, args?: Record<string, unknown>): Promise<unknown> {
    const meta = this.meta(pkg);
    const fn = this.providerFunction(meta, token);
    const valid = validateArgs(meta, parameterFields(fn), args ?? {});
    const engine = this.answering;
    if (!engine.callFunction) throw new EngineUnsupportedError(`${fn.name} (${fn.token})`);
    this.counters.lookups++;
    return engine.callFunction({ meta, fn, args: valid });
  }

  /**
   * Opens an ephemeral resource: its value is valid until the handle is closed, and is renewed meanwhile when
   * the provider asks. Whatever is still open is closed by close(), and when the program's work ends.
   */
  async openEphemeral(pkg: string, token: string, args?: Record<string, unknown>): Promise<EphemeralHandle> {
    const meta = this.meta(pkg);
    const fn = this.ephemeralResource(meta, token);
    const valid = validateArgs(meta, fn, args ?? {});
    const engine = this.answering;
    if (!engine.openEphemeral) throw new EngineUnsupportedError(`${fn.name} (${fn.token})`);
    const secrets = fn.inputs.filter((f) => f.secret && isGiven(valid[f.name])).map((f) => valid[f.name]);
    this.counters.lookups++;
    return engine.openEphemeral({ meta, fn, args: valid, secretInputs: new Set(), secrets });
  }

  /** What a token of the package names: a data source lookup, a provider function, or an ephemeral resource. */
  kindOf(pkg: string, token: string): "lookup" | "function" | "ephemeral" | undefined {
    const meta = this.meta(pkg);
    if (meta.functions.has(token)) return "lookup";
    if (meta.providerFunctions.has(token)) return "function";
    if (meta.ephemeralResources.has(token)) return "ephemeral";
    return undefined;
  }

  /** Closes every ephemeral resource still open, keeping the warm providers (what a cancelled deployment needs). */
  async closeEphemerals(): Promise<void> {
    await this.engineInstance?.closeEphemerals();
  }

  /**
   * Whether a result of `token` must be a secret Output: some result field is secret (sensitive upstream, or
   * named secret in the overrides). Secret arguments make it secret on their own (the Output carries them);
   * provider configuration never does, however it was given: the rule of Pulumi's engine and bridge, which
   * the provider plugin follows too.
   */
  resultIsSecret(pkg: string, token: string): boolean {
    const meta = this.meta(pkg);
    if (meta.ephemeralResources.has(token)) return true;
    // A function reads no configuration; an argument that was secret keeps its result secret through the Output form.
    if (meta.providerFunctions.has(token)) return false;
    const fn = this.fn(meta, token);
    return hasSecretField(meta, fn.outputs, new Set());
  }

  stats(): ExecutorStats {
    return { ...this.counters };
  }

  /** The documented function behind a token, for callers that want to check before invoking. */
  functionFor(pkg: string, token: string): FunctionMeta {
    return this.fn(this.meta(pkg), token);
  }

  private meta(pkg: string): PackageMeta {
    let m = this.metas.get(pkg);
    if (!m) {
      m = loadPackageMeta(pkg, this.opts.providersDir);
      this.metas.set(pkg, m);
    }
    return m;
  }

  private providerFunction(meta: PackageMeta, token: string): ProviderFunctionMeta {
    const fn = meta.providerFunctions.get(token);
    if (fn) return fn;
    const known = [...meta.providerFunctions.keys()];
    throw new ArgumentError(
      `${meta.pkg}: unknown provider function token ${token}` +
        (known.length > 0 ? ` (the package has ${listSome(known)})` : " (the package has none)"),
    );
  }

  private ephemeralResource(meta: PackageMeta, token: string): FunctionMeta {
    const fn = meta.ephemeralResources.get(token);
    if (fn) return fn;
    const known = [...meta.ephemeralResources.keys()];
    throw new ArgumentError(
      `${meta.pkg}: unknown ephemeral resource token ${token}` +
        (known.length > 0 ? ` (the package has ${listSome(known)})` : " (the package has none)"),
    );
  }

  private fn(meta: PackageMeta, token: string): FunctionMeta {
    const fn = meta.functions.get(token);
    if (fn) return fn;
    const all = [...meta.functions.values()];
    const asFields = all.map((g) => ({
      name: g.name,
      tfName: g.tfType,
      cdktfName: null,
      type: { kind: "any" as const },
      required: false,
      secret: false,
      flattened: false,
      sdkId: false,
    }));
    const guess = suggest(token.split(":").pop() ?? token, asFields);
    const hint = all.find((f) => f.name === guess)?.token;
    throw new ArgumentError(`${meta.pkg}: unknown function token ${token}${hint ? ` (did you mean ${hint}?)` : ""}`);
  }

  /**
   * The package's configuration as it stands now: configure() calls, Pulumi config and the upstream secret
   * variables are read on every call, but resolved (validated, coerced, redactor built) only when one of them
   * changed since the last call — what a warm lookup would otherwise redo every time.
   */
  private configFor(pkg: string): ResolvedConfig {
    const meta = this.meta(pkg);
    const explicit = this.explicit.get(pkg);
    const reader = this.opts.usePulumiConfig === false ? undefined : (this.opts.pulumiConfig ?? pulumiConfigFor)(pkg);
    // Read once here, so what is resolved is exactly what the key was made of.
    const pulumiValues = reader && meta.config.map((f) => [reader.get(f.name), reader.isSecret?.(f.name) ?? false] as const);
    // Only the upstream secret variables are read (resolveConfig redacts them), as Terraform and the provider
    // will see them: the executor's env option over this process's environment.
    const env: NodeJS.ProcessEnv = {};
    for (const f of meta.config) {
      if (!f.secret) continue;
      for (const e of f.env) env[e] = this.opts.env && Object.hasOwn(this.opts.env, e) ? this.opts.env[e] : process.env[e];
    }
    const key = JSON.stringify([pulumiValues ?? null, env]);
    const known = this.resolved.get(pkg);
    if (known && known.explicit === explicit && known.key === key) return known.config;
    const pulumi: PulumiConfigReader | undefined = pulumiValues && {
      get: (k) => pulumiValues[meta.config.findIndex((f) => f.name === k)]?.[0],
      isSecret: (k) => pulumiValues[meta.config.findIndex((f) => f.name === k)]?.[1] ?? false,
    };
    const config = resolveConfig(meta, explicit, pulumi, env);
    this.resolved.set(pkg, { explicit, key, config });
    return config;
  }
}

/** Whether any field, at any depth of the nested types it reaches, is secret. */
function hasSecretField(meta: PackageMeta, fields: FunctionMeta["outputs"], seen: Set<string>): boolean {
  const objectName = (t: TypeRef): string | undefined =>
    t.kind === "object" ? t.name : t.kind === "list" || t.kind === "map" ? objectName(t.element) : undefined;
  for (const f of fields) {
    if (f.secret) return true;
    const name = objectName(f.type);
    const nested = name === undefined || seen.has(name) ? undefined : meta.types.get(name)?.output;
    if (!nested) continue;
    seen.add(name as string);
    if (hasSecretField(meta, nested, seen)) return true;
  }
  return false;
}
