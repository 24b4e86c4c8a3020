/**
 * The provider behind one package's plugin: schema and version from the generated files, configuration kept
 * until the first lookup needs it, lookups handed to the executor with documented names both ways.
 */
import { fstatSync } from "node:fs";
import type { InvokeResult, Provider } from "@pulumi/pulumi/provider";
import type { PackageFiles, PackageSchema } from "./package-files";
import type { ExecutorHandle, ExecutorHandleLoader } from "./executor-handle";
import { configVariables, type ProviderSettings } from "./provider-config";
import { reveal, secretRecord, UnsupportedValueError, type PlainValue } from "./rpc-values";
import { redactor } from "./redact";
import { markDeclaredSecrets } from "./secret-fields";
import { GRPC_INVALID_ARGUMENT, GRPC_UNKNOWN, PluginCallError } from "./call-error";

export interface LookupProviderOptions {
  files: PackageFiles;
  loadExecutor: ExecutorHandleLoader;
  /** The upstream version, read once at startup so that a broken metadata.json stops the plugin there. */
  version: string;
}

export class LookupProvider implements Provider {
  private settings: ProviderSettings = { values: {}, secretNames: new Set() };
  private executor?: Promise<ExecutorHandle>;
  private configuredFor?: ProviderSettings;
  /**
   * Set by the first Invoke, which may start provider processes: from then on the plugin ends when the Pulumi engine
   * does, closing any open ephemeral resource first.
   */
  private endWatched = false;

  constructor(private readonly options: LookupProviderOptions) {}

  get pkg(): string {
    return this.options.files.pkg;
  }

  get version(): string {
    return this.options.version;
  }

  async getSchema(): Promise<string> {
    return this.options.files.schemaText();
  }

  configure(settings: ProviderSettings): void {
    this.settings = settings;
  }

  async invoke(token: string, inputs: unknown): Promise<InvokeResult> {
    const schema = this.options.files.schema();
    const redact = redactor(this.settings, inputs, declaredSecretConfig(schema));
    const args = revealArgs(token, inputs);
    let executor: ExecutorHandle | undefined;
    let result: Record<string, unknown>;
    this.watchEnd();
    try {
      executor = await this.configuredExecutorFor(this.settings);
      const kind = executor.kindOf?.(this.pkg, token) ?? "lookup";
      if (kind === "function" && executor.callFunction) {
        // A function's value may be of any type; an invoke's outputs are an object, so it travels as `result`.
        const value = await executor.callFunction(this.pkg, token, args.values);
        return { outputs: { result: structSafe(value) } };
      }
      if (kind === "ephemeral" && executor.openEphemeral) {
        const value = await executor.openEphemeral(this.pkg, token, args.values);
        // Every value of an ephemeral resource is secret, whatever its schema says.
        return { outputs: secretRecord(dropUndefined(value)) };
      }
      result = await executor.lookup(this.pkg, token, args.values, args.secretNames);
    } catch (e) {
      const message = redact(e instanceof Error ? e.message : String(e));
      const code = executor?.isInputError?.(e) ? GRPC_INVALID_ARGUMENT : GRPC_UNKNOWN;
      throw new PluginCallError(code, message);
    }
    const outputs = markDeclaredSecrets(token, dropUndefined(result), schema);
    // Pulumi's rule (the Pulumi engine and the Terraform bridge alike): fields the schema marks sensitive are secret, and the
    // whole result when an argument was; provider configuration (a credential held as a secret) taints nothing.
    return { outputs: args.secretNames.length > 0 ? secretRecord(outputs) : outputs };
  }

  /** The Pulumi engine's Cancel: closes every ephemeral resource still open (providers stay warm). */
  async cancel(): Promise<void> {
    const executor = await this.executor?.catch(() => undefined);
    await executor?.cancel?.();
  }

  /**
   * Once lookups may have started provider processes, each way the plugin ends where a call can still be made closes
   * the open ephemeral resources first (closing may revoke them), then the plugin exits, and its providers with it:
   * - SIGINT, how the Pulumi engine ends a plugin (then SIGKILL after a grace period), or SIGTERM, exiting as Node
   *   would;
   * - the end of standard input when it is a pipe: the Pulumi engine holds its end open for as long as it runs, so the
   *   end comes only when the Pulumi engine itself is gone without signalling (killed, crashed). Input that is not a
   *   pipe (none, a terminal, a file) says nothing about the Pulumi engine and is not read.
   */
  private watchEnd(): void {
    if (this.endWatched) return;
    this.endWatched = true;
    const closeAndExit = (code: number) => void this.cancel().finally(() => process.exit(code));
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => closeAndExit(signal === "SIGINT" ? 130 : 143));
    if (stdinIsPipe()) {
      process.stdin.once("end", () => closeAndExit(0));
      process.stdin.on("data", () => undefined).resume();
    }
  }

  private async configuredExecutorFor(settings: ProviderSettings): Promise<ExecutorHandle> {
    this.executor ??= this.options.loadExecutor();
    const executor = await this.executor;
    if (this.configuredFor !== settings) {
      await executor.configure(this.pkg, settings.values, [...settings.secretNames]);
      this.configuredFor = settings;
    }
    return executor;
  }
}

/** A pipe (the Pulumi engine's, Go's os.Pipe) or a socket pair (how Node's child_process makes a pipe). */
function stdinIsPipe(): boolean {
  try {
    const stat = fstatSync(0);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}

function revealArgs(token: string, inputs: unknown): { values: Record<string, PlainValue>; secretNames: string[] } {
  const values: Record<string, PlainValue> = {};
  const secretNames: string[] = [];
  try {
    for (const [name, raw] of Object.entries((inputs ?? {}) as Record<string, unknown>)) {
      const { value, secret } = reveal(raw, name);
      values[name] = value;
      if (secret) secretNames.push(name);
    }
  } catch (e) {
    if (e instanceof UnsupportedValueError) throw new PluginCallError(GRPC_INVALID_ARGUMENT, `${token}: ${e.message}`);
    throw e;
  }
  return { values, secretNames };
}

/** Credentials sent in clear by mistake are still credentials: their values never appear in an error. */
function declaredSecretConfig(schema: PackageSchema): string[] {
  return Object.entries(configVariables(schema))
    .filter(([, v]) => v.secret)
    .map(([name]) => name);
}

/** protobuf Struct cannot carry undefined: an absent field is left out, a hole in a list becomes null. */
function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = structSafe(v);
  return out;
}

function structSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : structSafe(v)));
  if (typeof value === "object" && value !== null) return dropUndefined(value as Record<string, unknown>);
  return value;
}
