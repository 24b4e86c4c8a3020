/**
 * Reads the plugin's command line. The engine runs `pulumi-resource-<pkg> [--logtostderr] [-v=N] [--tracing X]
 * <engine-address>`; everything but our own `--package <pkg>` goes on to the SDK's main() untouched.
 */
import { packageFromExecutable } from "./package-files";

export interface PluginCommandLine {
  pkg: string;
  /** Arguments for main(), which parses the engine address and ignores logging flags. */
  engineArgs: string[];
}

export class UsageError extends Error {}

export function parseCommandLine(argv: string[]): PluginCommandLine {
  const [, script, ...rest] = argv;
  const engineArgs: string[] = [];
  let pkg: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === "--package") {
      pkg = rest[++i];
      if (!pkg) throw new UsageError("--package needs a package name");
    } else if (arg.startsWith("--package=")) {
      pkg = arg.slice("--package=".length);
    } else {
      engineArgs.push(arg);
    }
  }
  pkg ??= packageFromExecutable(script);
  if (!pkg) {
    throw new UsageError(
      `cannot tell which package to serve: run me as pulumi-resource-<pkg> or pass --package <pkg> (started as ${script ?? "?"})`,
    );
  }
  return { pkg, engineArgs };
}
