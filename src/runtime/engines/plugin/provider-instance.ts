/**
 * Starting a provider process as Terraform does, configured for a lookup: its schema fetched (or the cached copy
 * used), its configuration validated and sent, and the first lookup's arguments validated while it starts.
 */
import type { PackageMeta } from "../../shared/metadata";
import { Redactor } from "../../shared/redact";
import { encodeArguments, validationKey } from "./arguments";
import { msgpackPreparation } from "./cty/msgpack";
import { encodeDocumentedConfig } from "./documented-config";
import { type ConfigWarning, DiagnosticsError, errorsOf, ofConfig, warningsOf } from "./failures";
import { PluginProcess } from "./plugin-process";
import { type Diagnostic, ProviderClient, type SchemaAnswer } from "./provider-client";
import type { PluginEngineOptions, PluginLookup } from "./requests";
import type { ProviderSchema } from "./schema";
import { pinnedSchema, type SchemaDriftCheck } from "./schema-drift";

/** The Terraform version this engine tells providers it is: the one whose protocol it follows. */
export const CLAIMED_TERRAFORM_VERSION = "1.11.4";

export interface ProviderInstance {
  client: ProviderClient;
  /** Every secret this process was given (configuration, and the secret inputs of the lookups it served). */
  redactor: Redactor;
  schema: ProviderSchema;
  /** Data source type and configuration bytes (validationKey) → the provider's diagnostics for them. */
  validated: Map<string, Diagnostic[]>;
  /** The first lookup's validation, asked while the process started (see ProviderStarts), until a lookup uses it. */
  prevalidation?: { key: string; answer: Promise<Diagnostic[]> };
  /** Warnings from configuring it, reported with the first lookup it serves. */
  pendingWarnings: ConfigWarning[];
  isAlive(): boolean;
  close(): Promise<void>;
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

export class ProviderStarts {
  /** Schemas of providers that said they need not be fetched again, by provider and binary. */
  private readonly checkedSchemas = new Map<string, ProviderSchema>();

  constructor(
    private readonly opts: PluginEngineOptions,
    private readonly drift: SchemaDriftCheck,
  ) {}

  async start(
    meta: PackageMeta,
    binary: string,
    // The provider's configuration in documented names, validated (ResolvedConfig.values).
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
              () => encodeDocumentedConfig(meta, meta.config, providerConfig, expected.provider.block),
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
        this.drift.check(meta, answer.schema);
        schema = answer.schema;
        // A provider that says its schema need not be fetched again gets the cached copy on its next start.
        if (answer.schemaOptional) this.checkedSchemas.set(cacheKey, schema);
      }
      if (configure) {
        let config: Uint8Array;
        try {
          config = encodeDocumentedConfig(meta, meta.config, providerConfig, schema.provider.block);
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
}
