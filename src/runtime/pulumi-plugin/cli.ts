/**
 * Reads the plugin's command line. The Pulumi engine runs `pulumi-resource-<pkg> [--logtostderr] [-v=N] [--tracing X]
 * <pulumi-engine-address>`; everything but our own `--package <pkg>` goes on to the SDK's main() untouched.
 */
import { packageFromExecutable } from "./package-files";

export interface PluginCommandLine {
  pkg: string;
  /** Arguments for main(), which parses the Pulumi engine address and ignores logging flags. */
  pulumiEngineArgs: string[];
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
