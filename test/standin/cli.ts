/**
 * The stand-in providers' command line, for programs outside the test suite (the lookup bench): they run this
 * rather than import test code, so scripts/ stays free of test/ (issue 16) while the mirror is laid out by the
 * one definition in mirror.ts.
 *
 *   node -r tsx/cjs test/standin/cli.ts mirror --dir <dir> [--cloud <type>=<file>]... [--protocol 5|6] [--toolbox]
 *     [--provider <spec.json>]...
 *
 * builds the bundle if needed, writes the filesystem mirror and CLI configuration under <dir>, and prints one
 * JSON object: { cliConfigFile, providerBinaries } (providerBinaries by "<namespace>/<type>", as the plugin
 * engine takes them). --toolbox adds the made-up provider with functions and ephemeral resources
 * (test/fixtures/toolbox) to the mirror, generates a temporary copy of the project with it, and adds
 * `toolboxProject` (that copy, which the caller removes; its providers/ holds the toolbox package).
 * --provider adds a provider that is not pinned, described by a JSON file holding a StandinProviderSpec
 * (source, namespace, type, version, schemaFile, overridesFile, cloudFile, and optionally protocol), e.g. a
 * real provider's whole schema for the lookup bench.
 * Exit codes follow src/tfgen/cli/io.ts: 0 done, 1 failed, 2 wrong arguments.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildStandin } from "./build";
import { createStandinMirror, mirroredExecutables, pinnedStandinProviders, type StandinProviderSpec } from "./mirror";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { makeToolboxProject, toolboxStandin } from "../support/toolbox";

const USAGE = "usage: standin mirror --dir <dir> [--cloud <type>=<file>]... [--protocol 5|6] [--toolbox] [--provider <spec.json>]...\n";

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

async function mirror(argv: string[]): Promise<MirrorAnswer> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        dir: { type: "string" },
        cloud: { type: "string", multiple: true },
        protocol: { type: "string" },
        toolbox: { type: "boolean" },
        provider: { type: "string", multiple: true },
      },
      strict: true,
    }));
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
  mkdirSync(dir, { recursive: true });
  await buildStandin();
  const cliConfigFile = createStandinMirror(dir, { providers, protocol });
  const answer: MirrorAnswer = { cliConfigFile, providerBinaries: mirroredExecutables(dir, providers) };
  if (values.toolbox) {
    const project = makeToolboxProject();
    answer.toolboxProject = project;
    writeTree(buildTree(project, { worker: true }));
  }
  return answer;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
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
