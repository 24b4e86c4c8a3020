/**
 * Runs the SDK's lookups in plain Node: validate, then answer through one of two engines, and map the answer
 * back to documented names. The plugin engine (the default) starts the upstream provider itself and calls it
 * over the plugin protocol (src/runtime/engines/plugin); the Terraform engine batches lookups into Terraform
 * runs. Under the Pulumi engine the SDK goes through pulumi.runtime.invoke instead and this class is not
 * involved (unless the provider plugin uses it to serve those invokes).
 */
import type { InstallProgress } from "../install";
import type { PluginEngine, ProviderInstaller, ResolveProviderBinary } from "../engines/plugin";
import { pulumiConfigFor, resolveConfig, type ExplicitConfig, type PulumiConfigReader, type ResolvedConfig } from "../lookup/config";
import type { Batcher } from "../engines/terraform/batch";
import { loadPackageMeta, type FunctionMeta, type PackageMeta, type ProviderFunctionMeta, type TypeRef } from "../lookup/metadata";
import { type EphemeralHandle, parameterFields, positionalArguments } from "../lookup/read-only";
import { EngineUnsupportedError } from "../lookup/read-only-errors";
import type { RunOptions } from "../engines/terraform/run";
import { chooseCacheDir, chooseTmpDir, removeLeftoverRuns } from "../lookup/disk";
import { Redactor } from "../lookup/redact";
import { checkExpressible } from "../engines/terraform/stack";
import { ArgumentError, isGiven, listSome, plainArguments, suggest, validateArgs } from "../lookup/validate";
import { defaultBaseCliConfig } from "../engines/terraform/workspace";

export type EngineName = "plugin" | "terraform";

export interface ExecutorOptions {
  /**
   * "plugin" (default): run the provider binary directly over the plugin protocol, no Terraform CLI needed.
   * "terraform": write a configuration and run `terraform apply`. Default TFLOOKUP_ENGINE, else "plugin".
   */
  engine?: EngineName;
  /**
   * Plugin engine: provider executable per "<namespace>/<type>"; else TFLOOKUP_PROVIDER_BINARY_<TYPE>, then
   * resolveProviderBinary, then the plugin cache, installing into it on demand (see `install`).
   */
  providerBinaries?: Record<string, string>;
  /** Plugin engine: a place of your own to find a provider executable, asked before the plugin cache. */
  resolveProviderBinary?: ResolveProviderBinary;
  /**
   * Plugin engine: install a provider missing from the plugin cache through the CLI configuration's methods
   * (filesystem and network mirrors, registries), verified. Default true unless TFLOOKUP_INSTALL=0.
   */
  install?: boolean;
  /** Plugin engine: close a provider process idle this long. Default 60 s; 0 keeps it while the executor lives. */
  providerIdleTimeoutMs?: number;
  /** Plugin engine: calls in flight per provider process. Default 32. */
  providerParallelism?: number;
  /** Plugin engine: handshake and connection per provider start. Default 60 s. */
  providerStartTimeoutMs?: number;
  /**
   * Plugin engine: a provider whose schema drifted from the pinned one is an error, or a warning.
   * Default TFLOOKUP_SCHEMA_DRIFT, else "error".
   */
  schemaDrift?: "error" | "warn";
  /** Warnings from providers, once per lookup (already redacted). Default: stderr. */
  warn?: (line: string) => void;
  /** Provider configuration per package, in documented names; wins over Pulumi config and environment. */
  config?: Record<string, Record<string, unknown>>;
  /** Read `<pkg>:<name>` Pulumi configuration (PULUMI_CONFIG in plain Node). Default true. */
  usePulumiConfig?: boolean;
  /** Stand-in for pulumi.Config, mostly for tests. */
  pulumiConfig?: (pkg: string) => PulumiConfigReader | undefined;
  /** Folder holding providers/<type>/ (bindings and pulumi/metadata.json). Default: the package's own. */
  providersDir?: string;
  /** Init state, plugin cache and CLI config. Default TFLOOKUP_CACHE_DIR, else ~/.cache/tflookup. */
  cacheDir?: string;
  /** Parent of the per-run directories. Default TFLOOKUP_TMPDIR, else the OS temp dir. */
  tmpDir?: string;
  /**
   * CLI configuration to build on (provider_installation, credentials …). Default TFLOOKUP_TF_CLI_CONFIG,
   * else TF_CLI_CONFIG_FILE or ~/.terraformrc when they exist, else none (the public registry).
   */
  cliConfigFile?: string;
  /** Terraform binary name or path. Default TERRAFORM_BINARY_NAME, else `terraform` on PATH. */
  terraformBinary?: string;
  /** Keep each run's directory (and a redacted log of Terraform's output) for debugging. Default TFLOOKUP_KEEP_WORKDIR=1. */
  keepWorkDir?: boolean;
  /** Wait this long for more lookups before running a batch; 0 (default) batches what one tick issued. */
  batchWindowMs?: number;
  /** Largest batch per Terraform run. Default 500. */
  maxBatchSize?: number;
  /** Per Terraform command. Default 10 minutes. */
  timeoutMs?: number;
  /** -parallelism for apply; default scales with the batch (10..64). */
  parallelism?: number;
  /** Variables added to Terraform's environment (undefined removes one). */
  env?: Record<string, string | undefined>;
  /** Debug lines (already redacted). Default: stderr when TFLOOKUP_DEBUG=1, else nowhere. */
  log?: (line: string) => void;
}

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

export interface ExecutorPaths {
  cacheDir: string;
  tmpDir: string;
  pluginCacheDir: string;
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
  private batcherInstance?: Batcher;
  private pluginInstance?: PluginEngine;
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

  /** Created on first use: the plugin engine never needs the Terraform engine's modules. */
  private get batcher(): Batcher {
    if (!this.batcherInstance) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { Batcher } = require("../engines/terraform/batch") as typeof import("../engines/terraform/batch");
      this.batcherInstance = new Batcher({
        windowMs: this.opts.batchWindowMs ?? 0,
        maxBatchSize: this.opts.maxBatchSize ?? 500,
        maxReruns: 3,
        configFor: (pkg) => this.configFor(pkg),
        runOptions: () => this.runOptions(),
        onBatch: () => this.counters.batches++,
      });
    }
    return this.batcherInstance;
  }

  private get plugin(): PluginEngine {
    if (!this.pluginInstance) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { PluginEngine } = require("../engines/plugin") as typeof import("../engines/plugin");
      const env = process.env;
      const drift = this.opts.schemaDrift ?? (env.TFLOOKUP_SCHEMA_DRIFT === "warn" ? "warn" : "error");
      this.pluginInstance = new PluginEngine({
        providerBinaries: this.opts.providerBinaries,
        resolveProviderBinary: this.opts.resolveProviderBinary,
        installer: this.installer(),
        startTimeoutMs: this.opts.providerStartTimeoutMs ?? 60_000,
        callTimeoutMs: this.opts.timeoutMs ?? 600_000,
        idleTimeoutMs: this.opts.providerIdleTimeoutMs ?? 60_000,
        maxParallel: this.opts.providerParallelism ?? 32,
        providerEnv: this.opts.env ?? {},
        schemaDrift: drift,
        log: this.runOptions().log,
        warn: this.opts.warn ?? ((line) => process.stderr.write(`${line}\n`)),
      });
    }
    return this.pluginInstance;
  }

  /** The installer as the plugin engine's last place to find a binary, and the lock check of every other. */
  private installer(): ProviderInstaller {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { checkAgainstLock, installEnabled, providerBinaryResolver } = require("../install") as typeof import("../install");
    // The installer sees what Terraform would: proxies, TF_TOKEN_<host>, TF_PLUGIN_CACHE_DIR, SSL_CERT_FILE.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const [k, v] of Object.entries(this.opts.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const log = this.runOptions().log;
    const resolve = providerBinaryResolver({
      install: this.opts.install ?? installEnabled(env),
      cacheDir: this.paths.cacheDir,
      cliConfigFile: this.opts.cliConfigFile,
      env,
      onProgress: log && ((e) => log(installProgressLine(e))),
    });
    return {
      ensure: (source, version) => resolve({ source, version }),
      checkLock: (source, version, binaryPath) => checkAgainstLock({ source, version, binaryPath, cacheDir: this.paths.cacheDir, env }),
    };
  }

  /** Provider processes the plugin engine has started (0 under the Terraform engine). */
  providerStarts(): number {
    return this.pluginInstance?.providerStarts ?? 0;
  }

  /** Stops every provider process the plugin engine keeps warm. The executor stays usable. */
  async close(): Promise<void> {
    const plugin = this.pluginInstance;
    this.pluginInstance = undefined;
    await plugin?.close();
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
    const kind = this.kindOf(pkg, token);
    if (kind === "function") return { result: await this.callFunction(pkg, token, args) };
    if (kind === "ephemeral") return (await this.openEphemeral(pkg, token, args)).value;
    const fn = this.fn(meta, token);
    const valid = validateArgs(meta, fn, args);
    // Only Terraform's language has names it cannot express; the plugin engine sends any attribute.
    if (this.engine === "terraform") checkExpressible(meta, fn, valid);
    const secretInputs = new Set(options.secretInputs ?? []);
    const notArguments = [...secretInputs].filter((s) => !fn.inputs.some((f) => f.name === s));
    if (notArguments.length > 0)
      throw new ArgumentError(
        `${fn.name}: secretInputs names ${listSome(notArguments)}, which ` +
          `${notArguments.length > 1 ? "are not arguments" : "is not an argument"}`,
      );
    const secrets = fn.inputs.filter((f) => (f.secret || secretInputs.has(f.name)) && isGiven(valid[f.name])).map((f) => valid[f.name]);
    this.counters.lookups++;
    if (this.engine === "plugin") {
      // Read per lookup, so configure() calls and Pulumi config count as they stand now.
      const config = this.configFor(pkg);
      const redactor = config.redactor.merge(new Redactor());
      for (const s of secrets) redactor.add(s);
      return this.plugin.lookup({ meta, fn, args: valid, config, redactor, secrets });
    }
    return new Promise((resolve, reject) => {
      this.batcher.enqueue({ lookup: { meta, fn, args: valid, secretInputs }, secrets, resolve, reject });
    });
  }

  /**
   * Calls a provider-defined function (`provider::<type>::<name>`) with its arguments in documented names (the
   * variadic parameter as an array). Pure and offline: the provider is started but not configured.
   */
  async callFunction(pkg: string, token: string, args?: Record<string, unknown>): Promise<unknown> {
    const meta = this.meta(pkg);
    const fn = this.providerFunction(meta, token);
    const valid = validateArgs(meta, parameterFields(fn), args ?? {});
    if (this.engine !== "plugin") throw new EngineUnsupportedError(`${fn.name} (${fn.token})`);
    this.counters.lookups++;
    return this.plugin.callFunction({ meta, fn, args: positionalArguments(meta, fn, valid), redactor: new Redactor() });
  }

  /**
   * Opens an ephemeral resource: its value is valid until the handle is closed, and is renewed meanwhile when
   * the provider asks. Whatever is still open is closed by close(), and when the program's work ends.
   */
  async openEphemeral(pkg: string, token: string, args?: Record<string, unknown>): Promise<EphemeralHandle> {
    const meta = this.meta(pkg);
    const fn = this.ephemeralResource(meta, token);
    const valid = validateArgs(meta, fn, args ?? {});
    if (this.engine !== "plugin") throw new EngineUnsupportedError(`${fn.name} (${fn.token})`);
    const secrets = fn.inputs.filter((f) => f.secret && isGiven(valid[f.name])).map((f) => valid[f.name]);
    this.counters.lookups++;
    const config = this.configFor(pkg);
    const redactor = config.redactor.merge(new Redactor());
    for (const s of secrets) redactor.add(s);
    const { value, session } = await this.plugin.openEphemeral({ meta, fn, args: valid, config, redactor, secrets });
    return {
      value,
      get closed() {
        return session.closed;
      },
      close: () => session.close(),
    };
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
    await this.pluginInstance?.closeEphemerals();
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

  private runOptions(): RunOptions {
    const env = process.env;
    const debug = env.TFLOOKUP_DEBUG === "1";
    return {
      cacheDir: this.paths.cacheDir,
      tmpDir: this.paths.tmpDir,
      settings: this.settings,
      baseCliConfig: this.opts.cliConfigFile ?? defaultBaseCliConfig(env),
      terraformBinary: this.opts.terraformBinary,
      timeoutMs: this.opts.timeoutMs ?? 600_000,
      env: this.opts.env ?? {},
      keepWorkDir: this.opts.keepWorkDir ?? env.TFLOOKUP_KEEP_WORKDIR === "1",
      parallelism: this.opts.parallelism,
      log: this.opts.log ?? (debug ? (line) => process.stderr.write(`${line}\n`) : undefined),
      onRun: () => this.counters.runs++,
    };
  }
}

/**
 * One debug line per installation step. URLs lose their query and user info: a registry may hand out
 * pre-signed download links, and a mirror URL may carry credentials.
 */
export function installProgressLine(e: InstallProgress): string {
  const detail = (e.detail ?? "").replace(/\b(https?:\/\/)[^\s/@]*@/g, "$1").replace(/(https?:\/\/[^\s?#]*)[?#]\S*/g, "$1");
  const bytes = e.bytes === undefined ? "" : ` ${e.bytes}${e.totalBytes ? `/${e.totalBytes}` : ""} bytes`;
  return `tflookup install: ${e.address} ${e.version} ${e.step}${detail ? ` ${detail}` : ""}${bytes}`;
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
