/**
 * The plugin engine: lookups answered by the provider itself, started once and called over the plugin
 * protocol, with no Terraform in between. Per lookup: find the provider's binary (provider-binaries.ts), find (or
 * start and configure: provider-instance.ts) the process for the package's configuration, and read the data
 * source on it (data-source-read.ts); provider functions and ephemeral resources go the same way. The running
 * provider's schema is checked against the pinned one (schema-drift.ts).
 */
import { createHash } from "node:crypto";
import type { ResolvedConfig } from "../../shared/config";
import { diagnosticText, namedText } from "../../shared/diagnostics";
import { LookupError } from "../../shared/errors";
import { mapFields, mapValue } from "../../shared/map-result";
import { EphemeralDeferredError, EphemeralResultError, ProviderFunctionError } from "../../shared/read-only-errors";
import { encodeArguments, upstreamConfig } from "./arguments";
import { CtyConformanceError, decodeCtyValue, encodeCtyValue } from "./cty/msgpack";
import { firstUnknown, formatPath, type CtyValue } from "./cty/values";
import { DataSourceReads } from "./data-source-read";
import { EphemeralSession } from "./ephemeral-session";
import {
  type ConfigWarning,
  DiagnosticsError,
  errorsOf,
  lookupFailure,
  reportWarnings,
  requesterOf,
  warningsOf,
  withoutRequester,
} from "./failures";
import { ProcessPool } from "./pool";
import { ProviderBinaries } from "./provider-binaries";
import { type Diagnostic, ReadOnlyOperations } from "./provider-client";
import { type ProviderInstance, ProviderStarts } from "./provider-instance";
import type { OpenedEphemeral, PluginEngineOptions, PluginFunctionCall, PluginLookup } from "./requests";
import { blockType } from "./schema";
import { SchemaDriftCheck } from "./schema-drift";

export class PluginEngine {
  private readonly pool: ProcessPool<ProviderInstance>;
  private readonly binaries: ProviderBinaries;
  private readonly starts: ProviderStarts;
  private readonly reads: DataSourceReads;
  /** Pool keys of the function processes, by provider and binary: hashed once, not on every warm call. */
  private readonly functionKeys = new Map<string, string>();
  /**
   * Per resolved configuration (the executor hands the same object while nothing it came from changed): the
   * provider's configuration in upstream names, and the process key it makes with each binary.
   */
  private readonly processKeys = new WeakMap<ResolvedConfig, { upstream: Record<string, unknown>; byBinary: Map<string, string> }>();
  /** Ephemeral resources open now, each on a provider process of its own. */
  private readonly ephemerals = new Set<EphemeralSession>();
  /** Closes what is open when the program's work ends (while calls can still be made); set while any is. */
  private exitHook?: () => void;

  constructor(private readonly opts: PluginEngineOptions) {
    this.pool = new ProcessPool({ maxParallel: opts.maxParallel, idleTimeoutMs: opts.idleTimeoutMs });
    const drift = new SchemaDriftCheck(opts);
    this.binaries = new ProviderBinaries(opts);
    this.starts = new ProviderStarts(opts, drift);
    this.reads = new DataSourceReads(opts, drift);
  }

  /** Provider processes started so far. */
  get providerStarts(): number {
    return this.pool.started;
  }

  async lookup(l: PluginLookup): Promise<Record<string, unknown>> {
    const { meta } = l;
    let keys = this.processKeys.get(l.config);
    if (!keys) {
      keys = { upstream: upstreamConfig(l), byBinary: new Map() };
      this.processKeys.set(l.config, keys);
    }
    let binary = this.binaries.known(meta);
    if (binary === undefined) {
      try {
        binary = await this.binaries.find(meta, requesterOf(l.fn), false);
      } catch (err) {
        throw lookupFailure(l, withoutRequester(l.fn, err).message);
      }
    }
    let key = keys.byBinary.get(binary);
    if (key === undefined) {
      key = createHash("sha256")
        .update(JSON.stringify([meta.provider.source, meta.provider.version, binary, keys.upstream]))
        .digest("hex");
      keys.byBinary.set(binary, key);
    }

    try {
      return await this.pool.use(
        key,
        async () => {
          const checked = await this.binaries.find(meta, requesterOf(l.fn), true).catch((err: unknown) => {
            throw withoutRequester(l.fn, err);
          });
          return this.starts.start(meta, checked, l.config.values, l.config.redactor, true, l);
        },
        (instance) => this.reads.read(l, instance),
        // One configuration per provider at a time: a new one retires the process of the old.
        meta.provider.source + "@" + meta.provider.version,
      );
    } catch (err) {
      if (err instanceof LookupError) throw err;
      if (err instanceof DiagnosticsError)
        throw lookupFailure(
          l,
          err.diagnostics.map((d) => namedText(meta, meta.config, d, "setting")).join("\n"),
          err.diagnostics,
          meta.config,
        );
      throw lookupFailure(l, err instanceof Error ? err.message : String(err));
    }
  }

  /** Calls a provider function on a warm, unconfigured provider process; the result in documented names. */
  async callFunction(c: PluginFunctionCall): Promise<unknown> {
    const { meta, fn, redactor } = c;
    const requester = requesterOf(fn);
    const fail = (message: string): never => {
      throw new LookupError(fn, message, redactor);
    };
    const binaryError = (err: unknown) => withoutRequester(fn, err).message;
    // As for lookups: a warm call finds its process by the binary's known path; the file is checked (stat) only
    // when a process is started from it.
    let binary: string;
    try {
      binary = await this.binaries.find(meta, requester, false);
    } catch (err) {
      return fail(binaryError(err));
    }
    const keyOf = JSON.stringify(["functions", meta.provider.source, meta.provider.version, binary]);
    let key = this.functionKeys.get(keyOf);
    if (key === undefined) {
      key = createHash("sha256").update(keyOf).digest("hex");
      this.functionKeys.set(keyOf, key);
    }
    const parameterName = (i: number): string | undefined => fn.parameters[i]?.name ?? fn.variadic?.name;
    try {
      return await this.pool.use(
        key,
        async () => {
          const checked = await this.binaries.find(meta, requester, true).catch((err: unknown) => fail(binaryError(err)));
          return this.starts.start(meta, checked, {}, redactor, false);
        },
        async (instance) => {
          const signature = instance.schema.functions?.[fn.tfName];
          if (!signature) return fail(`the provider ${meta.provider.source} ${meta.provider.version} has no function ${fn.tfName}`);
          const encoded = c.args.map((v, i) => {
            const p = signature.parameters[i] ?? signature.variadic;
            if (!p) return fail(`${c.args.length} arguments, where the provider's ${fn.tfName} takes ${signature.parameters.length}`);
            try {
              return encodeCtyValue(v as CtyValue, p.type);
            } catch (err) {
              throw new ProviderFunctionError(fn, (err as Error).message, redactor, i, parameterName(i));
            }
          });
          const answer = await new ReadOnlyOperations(instance.client, this.opts.callTimeoutMs).callFunction(fn.tfName, encoded);
          if (answer.error) {
            const i = answer.error.argument;
            throw new ProviderFunctionError(fn, answer.error.text, redactor, i, i === undefined ? undefined : parameterName(i));
          }
          if (!answer.result) return fail(`the provider answered CallFunction for ${fn.tfName} with no result`);
          let value: CtyValue;
          try {
            value = decodeCtyValue(answer.result, signature.returnType);
          } catch (err) {
            if (err instanceof CtyConformanceError)
              return fail(`the provider's result does not fit the function's return type: ${err.message}`);
            throw err;
          }
          const unknownAt = firstUnknown(value);
          if (unknownAt) return fail(`the provider's result holds an unknown value at ${formatPath(unknownAt)}`);
          return mapValue(meta, fn.result, value);
        },
      );
    } catch (err) {
      if (err instanceof LookupError) throw err;
      if (err instanceof DiagnosticsError) return fail(err.message);
      return fail(err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * Opens an ephemeral resource on a provider process of its own, configured as lookups are, and keeps both
   * until the session is closed (by the caller, by close(), or when the program's work ends).
   */
  async openEphemeral(l: PluginLookup): Promise<OpenedEphemeral> {
    const { meta, fn } = l;
    const fail = (message: string, diagnostics: Diagnostic[] = []): never => {
      throw new LookupError(
        fn,
        message,
        l.redactor,
        diagnostics.map((d) => ({ severity: d.severity, summary: d.summary, detail: d.detail ?? "" })),
      );
    };
    let binary: string;
    try {
      binary = await this.binaries.find(meta, requesterOf(fn), true);
    } catch (err) {
      return fail(withoutRequester(fn, err).message);
    }
    let instance: ProviderInstance;
    try {
      instance = await this.starts.start(meta, binary, l.config.values, l.config.redactor);
    } catch (err) {
      if (err instanceof DiagnosticsError) return fail(err.message, err.diagnostics);
      return fail(err instanceof Error ? err.message : String(err));
    }
    let session: EphemeralSession | undefined;
    try {
      for (const s of l.secrets) instance.redactor.add(s);
      const schema = instance.schema.ephemeralResources?.[fn.tfType];
      if (!schema) return fail(`the provider ${meta.provider.source} ${meta.provider.version} has no ephemeral resource ${fn.tfType}`);
      const type = blockType(schema.block);
      const config = encodeArguments(l, schema);
      const ops = new ReadOnlyOperations(instance.client, this.opts.callTimeoutMs);
      const warnings: (Diagnostic | ConfigWarning)[] = instance.pendingWarnings.splice(0);
      const validation = await ops.validateEphemeralResourceConfig(fn.tfType, config);
      warnings.push(...warningsOf(validation));
      if (errorsOf(validation).length > 0) {
        reportWarnings(l, warnings, this.opts.warn);
        return fail(errorsOf(validation).map(diagnosticText).join("\n"), errorsOf(validation));
      }
      const answer = await ops.openEphemeralResource(fn.tfType, config);
      warnings.push(...warningsOf(answer.diagnostics));
      reportWarnings(l, warnings, this.opts.warn);
      if (errorsOf(answer.diagnostics).length > 0)
        return fail(errorsOf(answer.diagnostics).map(diagnosticText).join("\n"), errorsOf(answer.diagnostics));
      if (answer.deferredReason) throw new EphemeralDeferredError(fn, answer.deferredReason, l.redactor);
      const opened = new EphemeralSession({
        operations: ops,
        typeName: fn.tfType,
        privateData: answer.private,
        renewAt: answer.renewAt,
        warn: (problem) => this.opts.warn(l.redactor.redact(`warning: ${requesterOf(fn)}: ${problem}`)),
        release: async () => {
          this.ephemerals.delete(opened);
          this.watchExit();
          await instance.close();
        },
      });
      session = opened;
      this.ephemerals.add(opened);
      this.watchExit();
      let value: CtyValue;
      try {
        value = answer.result ? decodeCtyValue(answer.result, type) : null;
      } catch (err) {
        if (err instanceof CtyConformanceError) throw new EphemeralResultError(fn, err.message, l.redactor);
        throw err;
      }
      if (value === null || typeof value !== "object" || Array.isArray(value))
        throw new EphemeralResultError(fn, "a null object", l.redactor);
      const unknownAt = firstUnknown(value);
      if (unknownAt) throw new EphemeralResultError(fn, `${formatPath(unknownAt)}: an unknown value in an opened result`, l.redactor);
      // Whatever the provider prints from now on may quote the secret values; so may an error of this lookup.
      for (const f of fn.outputs.filter((o) => o.secret)) {
        instance.redactor.add((value as Record<string, unknown>)[f.tfName]);
        l.redactor.add((value as Record<string, unknown>)[f.tfName]);
      }
      return { value: mapFields(meta, fn.outputs, value as Record<string, unknown>), session: opened };
    } catch (err) {
      if (session) await session.close();
      else await instance.close();
      if (err instanceof LookupError) throw err;
      return fail(err instanceof Error ? err.message : String(err));
    }
  }

  /** Ephemeral resources open now. */
  get openEphemerals(): number {
    return this.ephemerals.size;
  }

  private watchExit(): void {
    if (this.ephemerals.size > 0 && !this.exitHook) {
      this.exitHook = () => void this.closeEphemerals();
      process.on("beforeExit", this.exitHook);
    } else if (this.ephemerals.size === 0 && this.exitHook) {
      process.off("beforeExit", this.exitHook);
      this.exitHook = undefined;
    }
  }

  /** Closes every open ephemeral resource (each CloseEphemeralResource, then its process). */
  async closeEphemerals(): Promise<void> {
    await Promise.all([...this.ephemerals].map((s) => s.close()));
  }

  async close(): Promise<void> {
    await this.closeEphemerals();
    await this.pool.closeAll();
  }
}
