/**
 * The stand-in providers' command line, for programs outside the test suite (the demo, the lookup bench) and for
 * people trying the packages from their own project (`npm run standin-mirror`): they run this rather than import
 * test code, so scripts/ stays free of test/ (issue 16) while the mirror is laid out by the one definition in
 * mirror.ts. What it takes and prints: USAGE below. Exit codes follow src/tfgen/cli/io.ts: 0 done (and --help), 1
 * failed, 2 wrong arguments.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildStandin } from "./build";
import { createStandinMirror, mirroredExecutables, pinnedStandinProviders, type StandinProviderSpec } from "./mirror";
import { generatedToolboxProject, toolboxStandin } from "../support/toolbox";
import { helpRequested } from "../../src/tfgen/cli/io";

export const USAGE = `usage: npm run standin-mirror -- --dir <dir> [--toolbox] [--cloud <type>=<file>]... [--protocol 5|6]
                                  [--provider <spec.json>]...
       (the same as: node -r tsx/cjs test/standin/cli.ts mirror --dir <dir> ...)

Lays out the stand-in providers (test/standin: they speak Terraform's plugin protocol and answer from the fixture
clouds of test/fixtures/cloud) as a filesystem mirror in <dir>/mirror, with a Terraform CLI configuration that
installs from it, <dir>/terraform.rc; builds the stand-ins first if needed. Point a program at it with
TFLOOKUP_TF_CLI_CONFIG=<dir>/terraform.rc (or Terraform with TF_CLI_CONFIG_FILE). The mirror runs the stand-ins
of this checkout: keep the checkout while you use it. Prints one JSON object:
{ "cliConfigFile": ..., "providerBinaries": { "<namespace>/<type>": <executable>, ... }[, "toolboxProject": ...] }.

  --dir <dir>             where to write the mirror and terraform.rc (created if missing)
  --toolbox               add Acme/toolbox 0.4.0, the made-up provider with provider functions and ephemeral
                          resources (test/fixtures/toolbox), and generate its package: toolboxProject is a
                          temporary copy of this project whose providers/toolbox holds it (remove it when done)
  --cloud <type>=<file>   answer a pinned provider's lookups from this fixture cloud instead of its own
  --protocol 5|6          the plugin protocol the stand-ins speak (default: 5, as the pinned providers do)
  --provider <spec.json>  add a provider that is not pinned, described by a StandinProviderSpec (source,
                          namespace, type, version, schemaFile, overridesFile, cloudFile, optionally protocol)
  --help                  print this usage, and exit
`;

class UsageError extends Error {}

function readCloudFiles(entries: string[], types: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const eq = entry.indexOf("=");
    const type = entry.slice(0, eq);
    if (eq <= 0 || eq === entry.length - 1) throw new UsageError(`--cloud: expected <type>=<file>, got ${JSON.stringify(entry)}`);
    if (!types.includes(type))
      throw new UsageError(`--cloud: no pinned provider of type ${JSON.stringify(type)} (pinned: ${types.join(", ")})`);
    const file = resolve(entry.slice(eq + 1));
    if (!existsSync(file)) throw new UsageError(`--cloud: ${type}: no such file ${file}`);
    files[type] = file;
  }
  return files;
}

function readProtocol(value: string | undefined): 5 | 6 | undefined {
  if (value === undefined) return undefined;
  if (value !== "5" && value !== "6") throw new UsageError(`--protocol: expected 5 or 6, got ${JSON.stringify(value)}`);
  return value === "5" ? 5 : 6;
}

const SPEC_FIELDS = ["source", "namespace", "type", "version", "schemaFile", "overridesFile", "cloudFile"] as const;

function readProviderSpecs(files: string[]): StandinProviderSpec[] {
  return files.map((file) => {
    let spec: Record<string, unknown>;
    try {
      spec = JSON.parse(readFileSync(resolve(file), "utf8")) as Record<string, unknown>;
    } catch (err) {
      throw new UsageError(`--provider: cannot read ${file}: ${(err as Error).message}`);
    }
    for (const field of SPEC_FIELDS) {
      if (typeof spec[field] !== "string" || spec[field] === "")
        throw new UsageError(`--provider: ${file}: expected a string "${field}", got ${JSON.stringify(spec[field])}`);
    }
    const protocol =
      spec.protocol === undefined
        ? undefined
        : readProtocol(
            typeof spec.protocol === "number" || typeof spec.protocol === "string" ? String(spec.protocol) : JSON.stringify(spec.protocol),
          );
    const s = spec as Record<(typeof SPEC_FIELDS)[number], string>;
    for (const f of ["schemaFile", "overridesFile", "cloudFile"] as const) {
      if (!existsSync(resolve(s[f]))) throw new UsageError(`--provider: ${file}: no such ${f} ${resolve(s[f])}`);
    }
    return {
      source: s.source,
      namespace: s.namespace,
      type: s.type,
      version: s.version,
      schemaFile: resolve(s.schemaFile),
      overridesFile: resolve(s.overridesFile),
      cloudFile: resolve(s.cloudFile),
      ...(protocol ? { protocol } : {}),
    };
  });
}

interface MirrorAnswer {
  cliConfigFile: string;
  providerBinaries: Record<string, string>;
  toolboxProject?: string;
}

const MIRROR_OPTIONS = {
  dir: { type: "string" },
  cloud: { type: "string", multiple: true },
  protocol: { type: "string" },
  toolbox: { type: "boolean" },
  provider: { type: "string", multiple: true },
} as const;

async function mirror(argv: string[]): Promise<MirrorAnswer> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: MIRROR_OPTIONS, strict: true }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (!values.dir) throw new UsageError("--dir is required");
  const types = pinnedStandinProviders().map((p) => p.type);
  const providers = [
    ...pinnedStandinProviders(readCloudFiles(values.cloud ?? [], types)),
    ...(values.toolbox ? [toolboxStandin()] : []),
    ...readProviderSpecs(values.provider ?? []),
  ];
  const protocol = readProtocol(values.protocol);
  const dir = resolve(values.dir);
  // First, since it is the step that can refuse (a checkout that already pins the toolbox): nothing is written then.
  const toolboxProject = values.toolbox ? generatedToolboxProject() : undefined;
  try {
    mkdirSync(dir, { recursive: true });
    await buildStandin();
    const cliConfigFile = createStandinMirror(dir, { providers, protocol });
    return { cliConfigFile, providerBinaries: mirroredExecutables(dir, providers), ...(toolboxProject ? { toolboxProject } : {}) };
  } catch (err) {
    if (toolboxProject) rmSync(toolboxProject, { recursive: true, force: true });
    throw err;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (helpRequested(argv, MIRROR_OPTIONS)) {
    process.stdout.write(USAGE);
    return 0;
  }
  try {
    if (command !== "mirror")
      throw new UsageError(command === undefined ? "no command given" : `unknown command ${JSON.stringify(command)}`);
    process.stdout.write(`${JSON.stringify(await mirror(rest))}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`standin: ${(err as Error).message}\n${err instanceof UsageError ? USAGE : ""}`);
    return err instanceof UsageError ? 2 : 1;
  }
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
