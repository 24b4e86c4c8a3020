/**
 * The plugin engine: lookups answered by the provider itself, started once and called over the plugin
 * protocol, with no Terraform in between. Per lookup: find (or start and configure) the provider process for
 * the package's configuration, validate the data source configuration, read it, check the answer against
 * the schema and map it to documented names exactly as the Terraform engine does (map-result.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { ResolvedConfig } from "../../shared/config";
import { diagnosticText, keptDiagnostic, namedText, warningLine } from "../../shared/diagnostics";
import { LookupError } from "../../shared/errors";
import { mapFields, mapValue, toUpstream } from "../../shared/map-result";
import type { FieldMeta, FunctionMeta, PackageMeta, ProviderFunctionMeta } from "../../shared/metadata";
import { EphemeralDeferredError, EphemeralResultError, ProviderFunctionError } from "../../shared/read-only-errors";
import { Redactor } from "../../shared/redact";
import { isGiven } from "../../shared/validate";
import { encodeConfig } from "./config-value";
import { decodeCtyJson } from "./cty/json";
import { CtyConformanceError, decodeCtyValue, decodeNotingUnknowns, encodeCtyValue, msgpackPreparation } from "./cty/msgpack";
import { firstUnknown, formatPath, type CtyValue } from "./cty/values";
import { PluginProcess } from "./plugin-process";
import { ProcessPool } from "./pool";
import { parseProviderAddress } from "../../install/address";
import { binaryEnvVariable, findProviderBinary, type ProviderBinaryOptions } from "./provider-binary";
import { type Diagnostic, ProviderClient, ReadOnlyOperations, type SchemaAnswer } from "./provider-client";
import { EphemeralSession } from "./ephemeral-session";
import { blockType, type ProviderSchema, type Schema, schemaDifferences, type SchemaBlock } from "./schema";

/** The Terraform version this engine tells providers it is: the one whose protocol it follows. */
export const CLAIMED_TERRAFORM_VERSION = "1.11.4";

export interface PluginEngineOptions extends ProviderBinaryOptions {
  /** Handshake and connection, per provider start. */
  startTimeoutMs: number;
  /** Per call to the provider. */
  callTimeoutMs: number;
  /** Close a provider process idle this long; 0 keeps it until close(). */
  idleTimeoutMs: number;
  /** Calls in flight per provider process. */
  maxParallel: number;
  /** Variables added to the providers' environment (undefined removes one). */
  providerEnv: Record<string, string | undefined>;
  /** What a running provider whose schema differs from the pinned snapshot gets: an error, or a warning. */
  schemaDrift: "error" | "warn";
  log?: (line: string) => void;
  warn: (line: string) => void;
}

export interface PluginLookup {
  meta: PackageMeta;
  fn: FunctionMeta;
  /** Validated, documented names. */
  args: Record<string, unknown>;
  config: ResolvedConfig;
  /**
   * Every secret in play. A lookup only reads it (it may be the configuration's own); an ephemeral open adds its
   * secret results to it, and is given one of its own.
   */
  redactor: Redactor;
  /** The lookup's own secret values (secret inputs), which the provider process serving it also learns. */
  secrets: unknown[];
}

/** A warning about the provider's configuration: its attribute path names a setting, not an argument. */
type ConfigWarning = Diagnostic & { ofConfig: true };
const ofConfig = (ds: Diagnostic[]): ConfigWarning[] => ds.map((d) => ({ ...d, ofConfig: true }));

export interface PluginFunctionCall {
  meta: PackageMeta;
  fn: ProviderFunctionMeta;
  /** Upstream values in the provider's order: the fixed parameters, then each variadic value. */
  args: unknown[];
  redactor: Redactor;
}

export interface OpenedEphemeral {
  /** The result in documented names; valid until the session is closed. */
  value: Record<string, unknown>;
  session: EphemeralSession;
}

/** Diagnostics that stopped a provider from being configured; every lookup that needed it reports them. */
class DiagnosticsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(diagnosticText).join("\n"));
  }
}

const errorsOf = (ds: Diagnostic[]) => ds.filter((d) => d.severity === "error");
const warningsOf = (ds: Diagnostic[]) => ds.filter((d) => d.severity === "warning");

/**
 * How many validation answers one provider process remembers. Validation depends on the configuration
 * alone (the protocol has providers validate without calling out), so a lookup repeated with the same
 * arguments need not ask again.
 */
const VALIDATION_CACHE_SIZE = 512;

interface ProviderInstance {
  client: ProviderClient;
  /** Every secret this process was given (configuration, and the secret inputs of the lookups it served). */
  redactor: Redactor;
  schema: ProviderSchema;
  /** Data source type and configuration bytes (validationKey) → the provider's diagnostics for them. */
  validated: Map<string, Diagnostic[]>;
  /** The first lookup's validation, asked while the process started (see startInstance), until a lookup uses it. */
  prevalidation?: { key: string; answer: Promise<Diagnostic[]> };
  /** Warnings from configuring it, reported with the first lookup it serves. */
  pendingWarnings: ConfigWarning[];
  isAlive(): boolean;
  close(): Promise<void>;
}

interface PinnedSchema {
  file: string;
  schema: ProviderSchema;
}

/**
 * The pinned schema the package ships beside its metadata.json (PINNED_SCHEMA_FILE), when there is one. Read once
 * per process: a large provider's is megabytes, and it does not change under a running program.
 */
const pinnedSchemas = new Map<string, PinnedSchema | undefined>();

function pinnedSchema(meta: PackageMeta): PinnedSchema | undefined {
  const file = meta.pinnedSchemaFile;
  if (file === undefined) return undefined;
  if (!pinnedSchemas.has(file)) pinnedSchemas.set(file, readPinnedSchema(file));
  return pinnedSchemas.get(file);
}

function readPinnedSchema(file: string): PinnedSchema | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as {
    provider_schemas?: Record<string, { provider?: Schema; data_source_schemas?: Record<string, Schema> }>;
  };
  const entry = Object.values(parsed.provider_schemas ?? {})[0];
  if (!entry) return undefined;
  return { file, schema: { provider: entry.provider ?? { version: 0, block: {} }, dataSources: entry.data_source_schemas ?? {} } };
}

function upstreamConfig(l: Pick<PluginLookup, "meta" | "config">): Record<string, unknown> {
  const providerConfig: Record<string, unknown> = {};
  for (const f of l.meta.config) {
    const v = l.config.values[f.name];
    if (isGiven(v)) providerConfig[f.tfName] = toUpstream(l.meta, f.type, v, f.flattened);
  }
  return providerConfig;
}

/** A lookup's (or an ephemeral open's) arguments in upstream names, encoded by the data source's schema. */
function encodeArguments(l: Pick<PluginLookup, "meta" | "fn" | "args" | "redactor">, schema: Schema): Uint8Array {
  const args: Record<string, unknown> = {};
  for (const f of l.fn.inputs) {
    const v = l.args[f.name];
    if (isGiven(v)) args[f.tfName] = toUpstream(l.meta, f.type, v, f.flattened);
  }
  try {
    return encodeConfig(schema.block, args);
  } catch (err) {
    throw lookupFailure(l, `the arguments do not fit the schema of ${l.fn.tfType}: ${(err as Error).message}`);
  }
}

/** A lookup's arguments as sent: their encoding, and the validation cache's key for it. */
interface EncodedArguments {
  fn: FunctionMeta;
  /** The validated arguments' values in the function's input order, each a primitive (or unset). */
  values: unknown[];
  bytes: Uint8Array;
  key: string;
}

const isPrimitive = (v: unknown): boolean => v === null || (typeof v !== "object" && typeof v !== "function");

/** What the validation cache knows a data source configuration by. */
function validationKey(typeName: string, config: Uint8Array): string {
  return `${typeName}\0${Buffer.from(config.buffer, config.byteOffset, config.byteLength).toString("base64")}`;
}

/**
 * A call made before the provider's own schema is known, on bytes encoded by the pinned (or an earlier process's)
 * schema: its answer stands for the call the running schema would make when that encodes the same bytes.
 */
interface EarlyCall {
  bytes: Uint8Array;
  answer: Promise<Diagnostic[]>;
}

function earlyCall(encode: () => Uint8Array, call: (bytes: Uint8Array) => Promise<Diagnostic[]>): EarlyCall | undefined {
  let bytes: Uint8Array;
  try {
    bytes = encode();
  } catch {
    // Encoded again from the running schema, which reports what does not fit.
    return undefined;
  }
  const answer = call(bytes);
  // Awaited only when used; a process that fails meanwhile is reported by the calls that follow.
  answer.catch(() => undefined);
  return { bytes, answer };
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

function fileStamp(path: string): string {
  const st = statSync(path, { throwIfNoEntry: false });
  return st ? `${st.size}:${st.mtimeMs}:${st.ino}` : "missing";
}

const requesterOf = (fn: Pick<FunctionMeta, "name" | "token">): string => `${fn.name} (${fn.token})`;

/** An error of finding the binary, without the function name it led with (the LookupError adds it again). */
const withoutRequester = (fn: Pick<FunctionMeta, "name" | "token">, err: unknown): Error =>
  new Error((err as Error).message.replace(`${requesterOf(fn)}: `, ""));

/** A lookup's error: named for its function, redacted, its diagnostics pointing at documented names. */
function lookupFailure(
  l: Pick<PluginLookup, "meta" | "fn" | "redactor">,
  message: string,
  diagnostics: Diagnostic[] = [],
  fields: FieldMeta[] = l.fn.inputs,
): LookupError {
  return new LookupError(
    l.fn,
    message,
    l.redactor,
    diagnostics.map((d) => keptDiagnostic(l.meta, fields, d)),
  );
}

/** Terraform's "Provider produced invalid object", for a read answer that does not fit the schema. */
const invalidAnswer = (l: Pick<PluginLookup, "meta" | "fn" | "redactor">, problem: string): LookupError =>
  lookupFailure(
    l,
    `Provider produced invalid object: the provider ${l.meta.provider.source} ${l.meta.provider.version} ` +
      `answered ReadDataSource for ${l.fn.tfType} with a value that does not fit its schema: ${problem}`,
  );

export class PluginEngine {
  private readonly pool: ProcessPool<ProviderInstance>;
  private readonly checkedSchemas = new Map<string, ProviderSchema>();
  /** Pool keys of the function processes, by provider and binary: hashed once, not on every warm call. */
  private readonly functionKeys = new Map<string, string>();
  /** Per schema fetched, the parts already compared with the pinned snapshot ("" the provider block). */
  private readonly driftChecked = new WeakMap<ProviderSchema, Set<string>>();
  /**
   * Per resolved configuration (the executor hands the same object while nothing it came from changed): the
   * provider's configuration in upstream names, and the process key it makes with each binary.
   */
  private readonly upstreamConfigs = new WeakMap<ResolvedConfig, { values: Record<string, unknown>; keys: Map<string, string> }>();
  /**
   * Binaries found per provider (binaryKey), so a warm lookup does not search (or hash) again while the file is
   * unchanged; `foundBinaries` holds the same once found. An entry goes when a look at the file before a start
   * finds it changed, or when the search failed.
   */
  private readonly binaries = new Map<string, Promise<{ path: string; stamp: string }>>();
  private readonly foundBinaries = new Map<string, { path: string; stamp: string }>();
  /**
   * Per package: the variable that names its provider's binary (TFLOOKUP_PROVIDER_BINARY_<TYPE>), the value it had
   * last, and the key made with that value (made again only when the value changes).
   */
  private readonly binaryKeys = new WeakMap<PackageMeta, { variable: string; value: string | undefined; key: string }>();
  /**
   * Per data source schema (a provider process's own), the last arguments encoded: a lookup repeated with the same
   * values, each a primitive and the same by `Object.is`, sends the same bytes (which the validation cache knows
   * already), so it reuses them instead of encoding them again (see docs/performance.md).
   */
  private readonly lastArguments = new WeakMap<SchemaBlock, EncodedArguments>();
  /** Ephemeral resources open now, each on a provider process of its own. */
  private readonly ephemerals = new Set<EphemeralSession>();
  /** Closes what is open when the program's work ends (while calls can still be made); set while any is. */
  private exitHook?: () => void;

  constructor(private readonly opts: PluginEngineOptions) {
    this.pool = new ProcessPool({ maxParallel: opts.maxParallel, idleTimeoutMs: opts.idleTimeoutMs });
  }

  /** Provider processes started so far. */
  get providerStarts(): number {
    return this.pool.started;
  }

  /**
   * The key under which a provider's binary is found: its source and version, and the variable that can name
   * its binary (read on every call, so setting it takes effect at once). The variable's name is worked out once
   * per package, the key again only when the variable's value changed.
   */
  private binaryKey(meta: PackageMeta): string {
    const { source, version } = meta.provider;
    let known = this.binaryKeys.get(meta);
    if (!known) {
      known = { variable: binaryEnvVariable(parseProviderAddress(source).type), value: undefined, key: "" };
      this.binaryKeys.set(meta, known);
    }
    const value = (this.opts.env ?? process.env)[known.variable];
    if (known.key === "" || value !== known.value) {
      known.value = value;
      known.key = JSON.stringify([source, version, value]);
    }
    return known.key;
  }

  /**
   * The provider's executable. `verify` (before a process is started from it) looks at the file again: one
   * replaced or removed since it was found is searched for, and checked against the lock file, again. A lookup
   * served by a process already running needs no look at the file, whose bytes that process no longer reads.
   */
  private async binaryFor(meta: PackageMeta, requester: string, verify: boolean): Promise<string> {
    const { source, version } = meta.provider;
    const key = this.binaryKey(meta);
    let found = this.binaries.get(key);
    if (found) {
      const known = await found.catch(() => undefined);
      if (known && (!verify || fileStamp(known.path) === known.stamp)) return known.path;
      if (this.binaries.get(key) === found) this.forgetBinary(key);
    }
    found = this.binaries.get(key);
    if (!found) {
      const finding = findProviderBinary({ source, version, requester }, this.opts).then((path) => {
        const known = { path, stamp: fileStamp(path) };
        if (this.binaries.get(key) === finding) this.foundBinaries.set(key, known);
        return known;
      });
      found = finding;
      this.binaries.set(key, finding);
      finding.catch(() => {
        if (this.binaries.get(key) === finding) this.forgetBinary(key);
      });
    }
    return (await found).path;
  }

  private forgetBinary(key: string): void {
    this.binaries.delete(key);
    this.foundBinaries.delete(key);
  }

  /** The path binaryFor found for this provider, when it has found one: what a warm lookup needs, without waiting. */
  private knownBinary(meta: PackageMeta): string | undefined {
    return this.foundBinaries.get(this.binaryKey(meta))?.path;
  }

  async lookup(l: PluginLookup): Promise<Record<string, unknown>> {
    const { meta } = l;
    let upstream = this.upstreamConfigs.get(l.config);
    if (!upstream) {
      upstream = { values: upstreamConfig(l), keys: new Map() };
      this.upstreamConfigs.set(l.config, upstream);
    }
    const providerConfig = upstream.values;
    let binary = this.knownBinary(meta);
    if (binary === undefined) {
      try {
        binary = await this.binaryFor(meta, requesterOf(l.fn), false);
      } catch (err) {
        throw lookupFailure(l, withoutRequester(l.fn, err).message);
      }
    }
    let key = upstream.keys.get(binary);
    if (key === undefined) {
      key = createHash("sha256")
        .update(JSON.stringify([meta.provider.source, meta.provider.version, binary, providerConfig]))
        .digest("hex");
      upstream.keys.set(binary, key);
    }

    try {
      return await this.pool.use(
        key,
        async () => {
          const checked = await this.binaryFor(meta, requesterOf(l.fn), true).catch((err: unknown) => {
            throw withoutRequester(l.fn, err);
          });
          return this.startInstance(meta, checked, providerConfig, l.config.redactor, true, l);
        },
        (instance) => this.read(l, instance),
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

  /**
   * A warm lookup's own work: encode, validate (answered from the process's cache when the provider has seen
   * these arguments), read, decode and map. Warnings and errors are built only when the provider sent some.
   */
  private async read(l: PluginLookup, instance: ProviderInstance): Promise<Record<string, unknown>> {
    const { meta, fn } = l;
    // Whatever the provider prints from now on may quote these.
    for (const s of l.secrets) instance.redactor.add(s);
    this.checkDrift(meta, instance.schema, fn.tfType);
    const schema = instance.schema.dataSources[fn.tfType];
    if (!schema) throw lookupFailure(l, `the provider ${meta.provider.source} ${meta.provider.version} has no data source ${fn.tfType}`);
    const type = blockType(schema.block);
    const { bytes: config, key } = this.encodedArguments(l, schema);
    const warnings: (Diagnostic | ConfigWarning)[] = instance.pendingWarnings.length > 0 ? instance.pendingWarnings.splice(0) : [];
    const validation = instance.validated.get(key) ?? (await this.validate(instance, key, fn.tfType, config));
    if (validation.length > 0) {
      warnings.push(...warningsOf(validation));
      const errors = errorsOf(validation);
      if (errors.length > 0) {
        this.report(l, warnings);
        throw lookupFailure(l, errors.map((d) => namedText(l.meta, l.fn.inputs, d, "argument")).join("\n"), errors);
      }
    }
    const answer = await instance.client.readDataSource(fn.tfType, config);
    if (answer.diagnostics.length > 0) warnings.push(...warningsOf(answer.diagnostics));
    if (warnings.length > 0) this.report(l, warnings);
    if (answer.diagnostics.length > 0) {
      const errors = errorsOf(answer.diagnostics);
      if (errors.length > 0) throw lookupFailure(l, errors.map((d) => namedText(l.meta, l.fn.inputs, d, "argument")).join("\n"), errors);
    }
    if (answer.deferredReason)
      throw lookupFailure(l, `the provider deferred the read (${answer.deferredReason}), though deferrals were not allowed`);
    if (!answer.state && !answer.stateJson) throw invalidAnswer(l, "a null object");
    let value: CtyValue;
    let hasUnknown = true;
    try {
      // Terraform reads a JSON-encoded answer (which the protocol allows) by the schema's type, as it does msgpack.
      if (answer.state) ({ value, hasUnknown } = decodeNotingUnknowns(answer.state, type));
      else value = decodeCtyJson(answer.stateJson as Uint8Array, type);
    } catch (err) {
      if (err instanceof CtyConformanceError) throw invalidAnswer(l, err.message);
      throw err;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw invalidAnswer(l, "a null object");
    const unknownAt = hasUnknown ? firstUnknown(value) : undefined;
    if (unknownAt) throw invalidAnswer(l, `${formatPath(unknownAt)}: an unknown value in a read result`);
    return mapFields(meta, fn.outputs, value as Record<string, unknown>);
  }

  /** The lookup's arguments encoded by `schema`: the last call's bytes when its primitive values are the same. */
  private encodedArguments(l: PluginLookup, schema: Schema): EncodedArguments {
    const values = l.fn.inputs.map((f) => l.args[f.name]);
    const last = this.lastArguments.get(schema.block);
    if (last?.fn === l.fn && values.every((v, i) => isPrimitive(v) && Object.is(v, last.values[i]))) return last;
    const bytes = encodeArguments(l, schema);
    const encoded = { fn: l.fn, values, bytes, key: validationKey(l.fn.tfType, bytes) };
    this.lastArguments.set(schema.block, encoded);
    return encoded;
  }

  /** Asks the provider to validate a configuration it has not seen, and remembers the answer under `key`. */
  private async validate(instance: ProviderInstance, key: string, typeName: string, config: Uint8Array): Promise<Diagnostic[]> {
    const early = instance.prevalidation?.key === key ? instance.prevalidation : undefined;
    if (early) instance.prevalidation = undefined;
    const diagnostics = await (early?.answer ?? instance.client.validateDataSourceConfig(typeName, config));
    if (instance.validated.size >= VALIDATION_CACHE_SIZE) instance.validated.delete(instance.validated.keys().next().value as string);
    instance.validated.set(key, diagnostics);
    return diagnostics;
  }

  /** Each distinct warning once per lookup, through the redactor. */
  private report(l: PluginLookup, warnings: (Diagnostic | ConfigWarning)[]): void {
    const seen = new Set<string>();
    for (const w of warnings) {
      const text = "ofConfig" in w ? namedText(l.meta, l.meta.config, w, "setting") : namedText(l.meta, l.fn.inputs, w, "argument");
      if (seen.has(text)) continue;
      seen.add(text);
      this.opts.warn(warningLine(l.fn, text, l.redactor));
    }
  }

  private async startInstance(
    meta: PackageMeta,
    binary: string,
    providerConfig: Record<string, unknown>,
    redactor: Redactor,
    // Provider functions need no configuration: Terraform calls them on an unconfigured provider, and so does this.
    configure = true,
    // The lookup the process is started for: its arguments are validated while the process starts.
    first?: PluginLookup,
  ): Promise<ProviderInstance> {
    const label = `${meta.provider.source} ${meta.provider.version}`;
    const started = Date.now();
    const own = redactor.merge(new Redactor());
    const process_ = await PluginProcess.start({
      binary,
      label,
      // Pulumi's own configuration (credentials among it, in plain Node) means nothing to an upstream provider:
      // what it needs arrives in ConfigureProvider. Its own variables (IC_API_KEY …) pass through.
      env: { PULUMI_CONFIG: undefined, PULUMI_CONFIG_SECRET_KEYS: undefined, ...this.opts.providerEnv },
      startTimeoutMs: this.opts.startTimeoutMs,
      whileBooting: [msgpackPreparation()],
      redact: (t) => own.redact(t),
      log: this.opts.log,
    });
    try {
      const client = new ProviderClient(process_, this.opts.callTimeoutMs);
      const cacheKey = `${meta.provider.source}@${meta.provider.version}@${binary}`;
      const cached = this.checkedSchemas.get(cacheKey);
      const pendingWarnings: ConfigWarning[] = [];
      // The validations do not wait for the provider's schema (Terraform itself skips asking for it when the
      // provider allows): they are sent beside it, encoded by the schema expected, and their answers used only
      // when the running schema encodes the same bytes (compared below); otherwise they are asked again.
      const fetching = cached ? undefined : client.getProviderSchema();
      fetching?.catch(() => undefined);
      const expected = cached ?? pinnedSchema(meta)?.schema;
      const earlyConfig =
        expected && configure
          ? earlyCall(
              () => encodeConfig(expected.provider.block, providerConfig),
              (c) => client.validateProviderConfig(c),
            )
          : undefined;
      const firstSchema = first && expected?.dataSources[first.fn.tfType];
      if (first) for (const s of first.secrets) own.add(s);
      const earlyArguments =
        first && firstSchema
          ? earlyCall(
              () => encodeArguments(first, firstSchema),
              (c) => client.validateDataSourceConfig(first.fn.tfType, c),
            )
          : undefined;
      let schema: ProviderSchema;
      if (cached) schema = cached;
      else {
        const answer = await (fetching as Promise<SchemaAnswer>);
        if (errorsOf(answer.diagnostics).length > 0) throw new DiagnosticsError(errorsOf(answer.diagnostics));
        pendingWarnings.push(...ofConfig(warningsOf(answer.diagnostics)));
        this.checkDrift(meta, answer.schema);
        schema = answer.schema;
        // A provider that says its schema need not be fetched again gets the cached copy on its next start.
        if (answer.schemaOptional) this.checkedSchemas.set(cacheKey, schema);
      }
      if (configure) {
        let config: Uint8Array;
        try {
          config = encodeConfig(schema.provider.block, providerConfig);
        } catch (err) {
          throw new Error(`the provider configuration does not fit the schema of ${meta.provider.source}: ${(err as Error).message}`);
        }
        const validation = await (earlyConfig && sameBytes(earlyConfig.bytes, config)
          ? earlyConfig.answer
          : client.validateProviderConfig(config));
        if (errorsOf(validation).length > 0) throw new DiagnosticsError(errorsOf(validation));
        pendingWarnings.push(...ofConfig(warningsOf(validation)));
        const configured = await client.configure(CLAIMED_TERRAFORM_VERSION, config);
        if (errorsOf(configured).length > 0) throw new DiagnosticsError(errorsOf(configured));
        pendingWarnings.push(...ofConfig(warningsOf(configured)));
      }
      process_.unref();
      this.opts.log?.(
        `tflookup: started ${label} ` +
          `(plugin protocol ${client.protocolVersion} over ${process_.network}, pid ${process_.pid}) in ${Date.now() - started} ms`,
      );
      return {
        client,
        redactor: own,
        schema,
        validated: new Map(),
        ...(first && earlyArguments
          ? { prevalidation: { key: validationKey(first.fn.tfType, earlyArguments.bytes), answer: earlyArguments.answer } }
          : {}),
        pendingWarnings,
        isAlive: () => !process_.exited,
        close: () => process_.close(),
      };
    } catch (err) {
      await process_.close(500);
      throw err;
    }
  }

  /**
   * The running provider's schema against the pinned one: its configuration block when it starts, each data
   * source when a lookup first reads it (a large provider's hundreds of data sources are not compared for the
   * few a program uses). Each part is compared once per schema fetched.
   */
  private checkDrift(meta: PackageMeta, running: ProviderSchema, dataSource?: string): void {
    let checked = this.driftChecked.get(running);
    if (!checked) this.driftChecked.set(running, (checked = new Set()));
    const part = dataSource ?? "";
    if (checked.has(part)) return;
    const pinned = pinnedSchema(meta);
    if (!pinned) {
      checked.add(part);
      if (dataSource === undefined)
        this.opts.log?.(
          `tflookup: no pinned schema for ${meta.provider.type} (${meta.pinnedSchemaFile ?? "metadata not read from a package"}); ` +
            "the running provider's schema is used unchecked",
        );
      return;
    }
    const differences: string[] = [];
    if (dataSource === undefined) differences.push(...schemaDifferences(pinned.schema.provider.block, running.provider.block, "provider"));
    else {
      const p: SchemaBlock | undefined = pinned.schema.dataSources[dataSource]?.block;
      const r: SchemaBlock | undefined = running.dataSources[dataSource]?.block;
      if (p && !r) differences.push(`${dataSource}: data source missing from the running provider`);
      else if (p && r) differences.push(...schemaDifferences(p, r, dataSource));
    }
    // An error stays an error for every lookup that meets it; a warning is given once.
    if (differences.length === 0 || this.opts.schemaDrift === "warn") checked.add(part);
    if (differences.length === 0) return;
    const message =
      `the running provider ${meta.provider.source} ${meta.provider.version} does not match its pinned schema ${pinned.file}:\n` +
      differences.map((d) => `  - ${d}`).join("\n");
    if (this.opts.schemaDrift === "warn") this.opts.warn(`warning: ${message}`);
    else throw new Error(`${message}\nSet the executor option schemaDrift: "warn" (TFLOOKUP_SCHEMA_DRIFT=warn) to go on with a warning.`);
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
      binary = await this.binaryFor(meta, requester, false);
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
          const checked = await this.binaryFor(meta, requester, true).catch((err: unknown) => fail(binaryError(err)));
          return this.startInstance(meta, checked, {}, redactor, false);
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
      binary = await this.binaryFor(meta, requesterOf(fn), true);
    } catch (err) {
      return fail(withoutRequester(fn, err).message);
    }
    let instance: ProviderInstance;
    try {
      instance = await this.startInstance(meta, binary, upstreamConfig(l), l.config.redactor);
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
        this.report(l, warnings);
        return fail(errorsOf(validation).map(diagnosticText).join("\n"), errorsOf(validation));
      }
      const answer = await ops.openEphemeralResource(fn.tfType, config);
      warnings.push(...warningsOf(answer.diagnostics));
      this.report(l, warnings);
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
