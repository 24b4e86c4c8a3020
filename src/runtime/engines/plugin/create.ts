/**
 * The plugin engine as the executor uses it: its settings from the executor's options, the installer as the
 * last place to find a binary, and each lookup's redaction built from the configuration in force.
 */
import type { InstallProgress } from "../../install";
import type { ResolvedConfig } from "../../shared/config";
import type { Engine, EngineHost } from "../../shared/engine";
import { positionalArguments } from "../../shared/read-only";
import { Redactor } from "../../shared/redact";
import { PluginEngine } from "./engine";
import type { ProviderInstaller } from "./provider-binary";

export function createEngine(host: EngineHost): Engine {
  const o = host.options;
  const engine = new PluginEngine({
    providerBinaries: o.providerBinaries,
    resolveProviderBinary: o.resolveProviderBinary,
    installer: installer(host),
    startTimeoutMs: o.providerStartTimeoutMs ?? 60_000,
    callTimeoutMs: o.timeoutMs ?? 600_000,
    idleTimeoutMs: o.providerIdleTimeoutMs ?? 60_000,
    maxParallel: o.providerParallelism ?? 32,
    providerEnv: o.env ?? {},
    schemaDrift: o.schemaDrift ?? (process.env.TFLOOKUP_SCHEMA_DRIFT === "warn" ? "warn" : "error"),
    log: host.log(),
    warn: host.warn,
  });
  // Every secret in play: the configuration's (upstream secret variables included) and the lookup's own.
  const redactorFor = (config: ResolvedConfig, secrets: unknown[]): Redactor => {
    const redactor = config.redactor.merge(new Redactor());
    for (const s of secrets) redactor.add(s);
    return redactor;
  };
  return {
    get providerStarts() {
      return engine.providerStarts;
    },
    async lookup({ meta, fn, args, secrets }) {
      // Read per lookup, so configure() calls and Pulumi config count as they stand now.
      const config = host.configFor(meta.pkg);
      // A lookup only reads its redactor: without secrets of its own, the configuration's serves as it is.
      const redactor = secrets.length === 0 ? config.redactor : redactorFor(config, secrets);
      return engine.lookup({ meta, fn, args, config, redactor, secrets });
    },
    async callFunction({ meta, fn, args }) {
      return engine.callFunction({ meta, fn, args: positionalArguments(meta, fn, args), redactor: new Redactor() });
    },
    async openEphemeral({ meta, fn, args, secrets }) {
      const config = host.configFor(meta.pkg);
      const { value, session } = await engine.openEphemeral({ meta, fn, args, config, redactor: redactorFor(config, secrets), secrets });
      return {
        value,
        get closed() {
          return session.closed;
        },
        close: () => session.close(),
      };
    },
    closeEphemerals: () => engine.closeEphemerals(),
    close: () => engine.close(),
  };
}

/** The installer as the plugin engine's last place to find a binary, and the lock check of every other. */
function installer(host: EngineHost): ProviderInstaller {
  // Loaded with the engine, not with the executor: a program whose lookups all go through Terraform never needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { checkAgainstLock, installEnabled, providerBinaryResolver } = require("../../install") as typeof import("../../install");
  // The installer sees what Terraform would: proxies, TF_TOKEN_<host>, TF_PLUGIN_CACHE_DIR, SSL_CERT_FILE.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(host.options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const log = host.log();
  const cacheDir = host.paths.cacheDir;
  const resolve = providerBinaryResolver({
    install: host.options.install ?? installEnabled(env),
    cacheDir,
    cliConfigFile: host.options.cliConfigFile,
    env,
    onProgress: log && ((e) => log(installProgressLine(e))),
  });
  return {
    ensure: (source, version) => resolve({ source, version }),
    checkLock: (source, version, binaryPath) => checkAgainstLock({ source, version, binaryPath, cacheDir, env }),
  };
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
