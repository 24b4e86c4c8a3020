/**
 * Reads the plugin's command line. The Pulumi engine runs `pulumi-resource-<pkg> [--logtostderr] [-v=N] [--tracing X]
 * <pulumi-engine-address>`; everything but our own `--package <pkg>` goes on to the SDK's main() untouched. A person
 * who runs it by hand with `--help` or `--version` gets an answer and an exit instead of a server waiting for an
 * engine that never comes.
 */
import { EXECUTABLE_PREFIX, packageFromExecutable } from "./package-files";

export interface PluginCommandLine {
  pkg: string;
  /** Arguments for main(), which parses the Pulumi engine address and ignores logging flags. */
  pulumiEngineArgs: string[];
}

/** `--help` (the usage, for the executable's own name when it is a pulumi-resource-<pkg>) or `--version`. */
export type PluginQuery = { query: "help"; usage: string } | { query: "version"; pkg: string };

export function pluginUsage(executable: string | undefined): string {
  const pkg = packageFromExecutable(executable);
  const name = pkg ? `${EXECUTABLE_PREFIX}${pkg}` : `${EXECUTABLE_PREFIX}<pkg>`;
  return `usage: ${name} [--package <pkg>] [--logtostderr] [-v=<level>] [--tracing <endpoint>] <pulumi-engine-address>
       ${name} --version | --help

The Pulumi provider plugin of ${pkg ? `@tflookup/${pkg}` : "a tflookup provider package"}: the Pulumi engine starts it (found on PATH,
or where a plugins.providers entry of Pulumi.yaml says) to serve the package's functions, and reads the port it
prints. There is nothing to run by hand.
  --package <pkg>  the package to serve (default: the executable's name, ${EXECUTABLE_PREFIX}<pkg>)
  --version        print the upstream provider version the plugin reports to the engine, and exit
  --help           print this usage, and exit
`;
}

/** `--help`/`-h` or `--version` among the arguments (help wins), else undefined: the engine's command line. */
export function parseQuery(argv: string[]): PluginQuery | undefined {
  const [, script, ...rest] = argv;
  if (rest.some((a) => a === "--help" || a === "-h")) return { query: "help", usage: pluginUsage(script) };
  if (rest.includes("--version")) return { query: "version", pkg: parseCommandLine(argv.filter((a) => a !== "--version")).pkg };
  return undefined;
}

export class UsageError extends Error {}

export function parseCommandLine(argv: string[]): PluginCommandLine {
  const [, script, ...rest] = argv;
  const pulumiEngineArgs: string[] = [];
  let pkg: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === "--package") {
      pkg = rest[++i];
      if (!pkg) throw new UsageError("--package needs a package name");
    } else if (arg.startsWith("--package=")) {
      pkg = arg.slice("--package=".length);
    } else {
      pulumiEngineArgs.push(arg);
    }
  }
  pkg ??= packageFromExecutable(script);
  if (!pkg) {
    throw new UsageError(
      `cannot tell which package to serve: run me as pulumi-resource-<pkg> or pass --package <pkg> (started as ${script ?? "?"})`,
    );
  }
  return { pkg, pulumiEngineArgs };
}
