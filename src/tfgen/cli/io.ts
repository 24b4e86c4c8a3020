import { parseArgs, type ParseArgsConfig } from "node:util";
import type { Write } from "../pull/progress";

/**
 * The convention every command of src/tfgen/cli/ keeps (docs/development.md):
 * - results and progress go to stdout, problems to stderr, each problem one line starting `<command>: `;
 * - exit 0 when the command did what was asked, 1 when it failed or a check it was asked for found a
 *   difference (`generate --check`, `pull-schemas --check`, `diff-schemas --fail-on-breaking`), 2 when the
 *   arguments are wrong (the message is followed by the usage text).
 * A command's main takes its arguments, the project root and an io, and returns the exit code; an error it
 * does not expect propagates and runCommand reports it the same way.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export interface CliIo {
  out: Write;
  err: Write;
}

export const processIo: CliIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };

export type CommandOptions = NonNullable<ParseArgsConfig["options"]>;
type Options = CommandOptions;
type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>;

/** node:util parseArgs, strict, with positionals; a message instead of a throw for anything it does not accept. */
export function parseCommandArgs<O extends Options>(argv: string[], options: O): Parsed<O> | string {
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    for (const [name, value] of Object.entries(parsed.values)) {
      if (value === "") return `--${name} needs a value`;
    }
    return parsed;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * Whether `--help` or `-h` stands among the options (not as an option's value): the command then prints its usage
 * on stdout and exits 0, whatever else was given, as most command-line tools do. The command's options tell
 * which of them take a value, so `--report --help` names a report file.
 */
export function helpRequested(argv: string[], options: Options): boolean {
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  return tokens.some((t) => t.kind === "option" && (t.name === "help" || t.name === "h"));
}

/** `--help`: the usage on stdout, exit 0. */
export function printUsage(usage: string, io: CliIo): number {
  io.out(usage);
  return EXIT.ok;
}

/** Prints a wrong-arguments message and the usage, and returns the usage exit code. */
export function usageError(command: string, message: string, usage: string, io: CliIo): number {
  io.err(`${command}: ${message}\n${usage}`);
  return EXIT.usage;
}

/** The whole of a script in scripts/: runs a command's main and turns an unexpected error into its one line. */
export function runCommand(command: string, main: (argv: string[], root: string, io: CliIo) => number | Promise<number>): void {
  const fail = (err: unknown) => {
    process.stderr.write(`${command}: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = EXIT.failed;
  };
  try {
    Promise.resolve(main(process.argv.slice(2), process.cwd(), processIo)).then((code) => (process.exitCode = code), fail);
  } catch (err) {
    fail(err);
  }
}
