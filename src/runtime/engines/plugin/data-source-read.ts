/**
 * A warm lookup's own work on a running provider: encode the arguments, validate them (answered from the
 * process's cache when the provider has seen them), read, decode, check and map the answer to documented names
 * exactly as the Terraform engine does (map-result.ts).
 */
import { mapFields } from "../../shared/map-result";
import { encodeArguments, type EncodedArguments, isPrimitive, validationKey } from "./arguments";
import { decodeCtyJson } from "./cty/json";
import { CtyConformanceError, decodeNotingUnknowns } from "./cty/msgpack";
import { firstUnknown, formatPath, type CtyValue } from "./cty/values";
import { type ConfigWarning, errorsOf, invalidAnswer, lookupFailure, reportWarnings, warningsOf } from "./failures";
import { namedText } from "../../shared/diagnostics";
import type { Diagnostic } from "./provider-client";
import type { ProviderInstance } from "./provider-instance";
import type { PluginEngineOptions, PluginLookup } from "./requests";
import { blockType, type Schema, type SchemaBlock } from "./schema";
import type { SchemaDriftCheck } from "./schema-drift";

/**
 * How many validation answers one provider process remembers. Validation depends on the configuration
 * alone (the protocol has providers validate without calling out), so a lookup repeated with the same
 * arguments need not ask again.
 */
const VALIDATION_CACHE_SIZE = 512;

export class DataSourceReads {
  /**
   * Per data source schema (a provider process's own), the last arguments encoded: a lookup repeated with the same
   * values, each a primitive and the same by `Object.is`, sends the same bytes (which the validation cache knows
   * already), so it reuses them instead of encoding them again (see docs/performance.md).
   */
  private readonly lastArguments = new WeakMap<SchemaBlock, EncodedArguments>();

  constructor(
    private readonly opts: Pick<PluginEngineOptions, "warn">,
    private readonly drift: SchemaDriftCheck,
  ) {}

  /**
   * A warm lookup's own work: encode, validate (answered from the process's cache when the provider has seen
   * these arguments), read, decode and map. Warnings and errors are built only when the provider sent some.
   */
  async read(l: PluginLookup, instance: ProviderInstance): Promise<Record<string, unknown>> {
    const { meta, fn } = l;
    // Whatever the provider prints from now on may quote these.
    for (const s of l.secrets) instance.redactor.add(s);
    this.drift.check(meta, instance.schema, fn.tfType);
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
        reportWarnings(l, warnings, this.opts.warn);
        throw lookupFailure(l, errors.map((d) => namedText(l.meta, l.fn.inputs, d, "argument")).join("\n"), errors);
      }
    }
    const answer = await instance.client.readDataSource(fn.tfType, config);
    if (answer.diagnostics.length > 0) warnings.push(...warningsOf(answer.diagnostics));
    if (warnings.length > 0) reportWarnings(l, warnings, this.opts.warn);
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
}
