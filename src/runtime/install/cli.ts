/**
 * `tflookup-install-providers [<provider>…]` (`npm run install-providers -- …` in a checkout): installs the pinned
 * providers of the generated packages (or the ones named, by package name or source address) into the plugin cache,
 * one progress line per provider and step, then a summary. Exit code 1 when any provider failed.
 */
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { InstallError } from "./errors";
import { ensureProvider, type EnsuredProvider, type InstallProgress } from "./installer";
import { formatBytes, limitSettingsHelp } from "./limits";
import { defaultPackageDirs, findProviderPackages, type ProviderPackage } from "./provider-packages";

/** The usage, for the name the command was run by: `tflookup-install-providers`, or the checkout's npm script. */
export function installUsage(command: string): string {
  return (
    `usage: ${command} [<package or provider source>…] [--plugin-cache-dir <dir>] [--lock-file <file>] ` +
    `[--cli-config <file>] [--providers-dir <dir>]

Installs the providers the generated packages pin (all of them, or the ones named) from the registry, a
network mirror or a filesystem mirror, as the Terraform CLI configuration says, into the plugin cache.
  --plugin-cache-dir <dir>  default: plugin_cache_dir of the CLI configuration, else $TFLOOKUP_CACHE_DIR/plugins
  --lock-file <file>        default: $TFLOOKUP_LOCK_FILE, else $TFLOOKUP_CACHE_DIR/.terraform.lock.hcl
  --cli-config <file>       default: $TFLOOKUP_TF_CLI_CONFIG, $TF_CLI_CONFIG_FILE, ~/.terraformrc
  --providers-dir <dir>     where the generated packages are (a node_modules/@tflookup folder, or a checkout's
                            providers/; default: the @tflookup packages installed where Node would resolve them
                            from here, nearest first)
  --help                    print this usage, and exit
Limits on what a registry or mirror may send, each set by an environment variable (sizes in bytes, optionally with
K, M or G; times in seconds):
${limitSettingsHelp("  ")}`
  );
}

/** The installed package's command name; a checkout runs the same command as `npm run install-providers --`. */
export const INSTALL_COMMAND = "tflookup-install-providers";

type Pin = ProviderPackage;

function describe(e: InstallProgress): string {
  switch (e.step) {
    case "download":
      // The first line names the URL; later ones only count bytes.
      return e.bytes === 0
        ? `download ${e.detail ?? ""}`
        : `download ${formatBytes(e.bytes ?? 0)}` +
            `${e.totalBytes !== undefined && e.totalBytes !== e.bytes ? ` of ${formatBytes(e.totalBytes)}` : ""}`;
    default:
      return `${e.step}${e.detail ? ` ${e.detail}` : ""}`;
  }
}

export async function installProvidersMain(
  argv: string[],
  io: { out: (s: string) => void; err: (s: string) => void } = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) },
  command: string = INSTALL_COMMAND,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        "plugin-cache-dir": { type: "string" },
        "lock-file": { type: "string" },
        "cli-config": { type: "string" },
        "providers-dir": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (err) {
    io.err(`install-providers: ${(err as Error).message}\n${installUsage(command)}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(installUsage(command));
    return 0;
  }
  const dirs = parsed.values["providers-dir"] ? [parsed.values["providers-dir"]] : defaultPackageDirs();
  const pins = findProviderPackages(dirs);
  if (pins.length === 0) {
    io.err(
      `install-providers: no generated provider package (@tflookup/<provider>) found in ${dirs.join(", ")}; ` +
        "install one (npm install @tflookup/<provider>) or name its folder with --providers-dir\n",
    );
    return 1;
  }
  for (const p of pins)
    io.out(`install-providers: found ${p.pkg} (${p.source} ${p.version}) in ${relative(process.cwd(), p.dir) || "."}\n`);
  const wanted = parsed.positionals;
  const unknown = wanted.filter(
    (w) =>
      !pins.some(
        (p) =>
          p.pkg === w ||
          p.source.toLowerCase() === w.toLowerCase() ||
          `registry.terraform.io/${p.source}`.toLowerCase() === w.toLowerCase(),
      ),
  );
  if (unknown.length > 0) {
    io.err(
      `install-providers: no generated package pins ${unknown.join(", ")} ` +
        `(known: ${pins.map((p) => `${p.pkg} (${p.source} ${p.version})`).join(", ")})\n`,
    );
    return 2;
  }
  const selected =
    wanted.length === 0
      ? pins
      : pins.filter((p) =>
          wanted.some(
            (w) =>
              p.pkg === w ||
              p.source.toLowerCase() === w.toLowerCase() ||
              `registry.terraform.io/${p.source}`.toLowerCase() === w.toLowerCase(),
          ),
        );
  const t0 = Date.now();
  const stamp = () => `[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s]`;
  const results: Array<{ pin: Pin; ok?: EnsuredProvider; error?: Error }> = [];
  for (const pin of selected) {
    const name = `${pin.source} ${pin.version}`;
    try {
      const ok = await ensureProvider({
        source: pin.source,
        version: pin.version,
        install: true,
        pluginCacheDir: parsed.values["plugin-cache-dir"],
        lockFile: parsed.values["lock-file"],
        cliConfigFile: parsed.values["cli-config"],
        onProgress: (e) => io.out(`${stamp()} ${name.padEnd(28)} ${describe(e)}\n`),
      });
      results.push({ pin, ok });
    } catch (err) {
      io.out(`${stamp()} ${name.padEnd(28)} FAILED\n`);
      // Every expected failure is an InstallError; anything else is still told in one line, without a stack.
      io.err(`${err instanceof InstallError ? err.message : `unexpected error: ${err instanceof Error ? err.message : String(err)}`}\n`);
      results.push({ pin, error: err as Error });
    }
  }
  const failed = results.filter((r) => r.error);
  io.out(
    `\ninstall-providers: ${results.length - failed.length} of ${results.length} ready in ${((Date.now() - t0) / 1000).toFixed(1)}s\n`,
  );
  for (const r of results) {
    io.out(
      r.ok
        ? `  ${r.pin.source} ${r.pin.version}: ${r.ok.installed ? "installed from" : "already in the cache, from"} ` +
            `${r.ok.installed ? r.ok.origin : r.ok.packageDir}\n`
        : `  ${r.pin.source} ${r.pin.version}: FAILED (${(r.error as InstallError).code ?? "error"})\n`,
    );
  }
  const lock = results.find((r) => r.ok)?.ok?.lockFile;
  if (lock) io.out(`  lock file: ${lock}\n`);
  return failed.length === 0 ? 0 : 1;
}

/** The whole of a process running the command as `command`: its exit code, or one line for an error it did not expect. */
export function runInstallProviders(command: string): void {
  installProvidersMain(process.argv.slice(2), undefined, command).then(
    (code) => (process.exitCode = code),
    (err: Error) => {
      // Expected failures are reported by the command itself; anything else is still one line, without a stack.
      process.stderr.write(`install-providers: unexpected error: ${err.message}\n`);
      process.exitCode = 1;
    },
  );
}
