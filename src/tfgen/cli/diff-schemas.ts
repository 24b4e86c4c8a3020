import * as fs from "fs";
import * as path from "path";
import { diffSchemas, type SchemaVersion } from "../diff/diff-schemas";
import { reportJson, reportMarkdown } from "../diff/report";
import { loadOverrides } from "../overrides/load";
import { readProjectConfig, selectProviders, type ProviderTarget } from "../project/cdktf-config";
import { parseSchemaFile } from "../schema/load";
import { readLock } from "../schema/lock";
import { normaliseRegistryKey } from "../schema/validate";
import { EXIT, helpRequested, parseCommandArgs, printUsage, processIo, usageError, type CliIo, type CommandOptions } from "./io";

export const DIFF_USAGE = `usage: npm run --silent diff-schemas -- <old.json> <new.json> [--provider <type>] [--json] [--no-aliases]
                                         [--fail-on-breaking]

  Compares two schema files (the format of \`terraform providers schema -json\`) as the generated APIs see
  them, using the provider's overrides, and prints the change report. Writes nothing. (--silent keeps npm's
  own banner off stdout, so that --json prints JSON alone.)

  --provider <type>  which provider of cdktf.json the files belong to (default: from the files' provider key)
  --from-version <v> the old file's provider version (default: the locked version when it is the pinned
                     snapshot, else the version in its file name, e.g. edgecenter-0.13.0.json)
  --to-version <v>   the same for the new file
  --json             print the JSON report instead of markdown
  --no-aliases       report documented-name changes as they fall, without the aliases upgrade would record
  --fail-on-breaking exit 1 when any change is breaking for Pulumi or for CDKTF / CDK Terrain (for CI)
  --help             print this usage and exit
`;

interface DiffArgs {
  files: string[];
  provider?: string;
  versions: (string | undefined)[];
  json: boolean;
  aliases: boolean;
  failOnBreaking: boolean;
}

const DIFF_OPTIONS = {
  provider: { type: "string" },
  "from-version": { type: "string" },
  "to-version": { type: "string" },
  json: { type: "boolean" },
  "no-aliases": { type: "boolean" },
  "fail-on-breaking": { type: "boolean" },
} satisfies CommandOptions;

function parseDiffArgs(argv: string[]): DiffArgs | string {
  const parsed = parseCommandArgs(argv, DIFF_OPTIONS);
  if (typeof parsed === "string") return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 2) return `expected two schema files, got ${positionals.length}`;
  return {
    files: positionals,
    provider: values.provider,
    versions: [values["from-version"], values["to-version"]],
    json: values.json ?? false,
    aliases: !values["no-aliases"],
    failOnBreaking: values["fail-on-breaking"] ?? false,
  };
}

/** The cdktf.json provider whose registry address a schema file is keyed by. */
function providerOfFile(file: string, all: ProviderTarget[]): ProviderTarget {
  let keys: string[];
  try {
    keys = Object.keys((JSON.parse(fs.readFileSync(file, "utf8")) as { provider_schemas?: object }).provider_schemas ?? {});
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
  const hits = all.filter((t) => keys.some((k) => normaliseRegistryKey(k) === normaliseRegistryKey(t.registryKey)));
  if (hits.length !== 1) {
    throw new Error(
      `${file}: cannot tell the provider from its keys (${keys.join(", ") || "none"}); ` +
        `cdktf.json has ${all.map((t) => t.registryKey).join(", ")}; pass --provider`,
    );
  }
  return hits[0];
}

/** The first exact version (x.y.z, with any pre-release) in a file's name: `edgecenter-0.13.0.json` → `0.13.0`. */
export function versionInFileName(file: string): string | undefined {
  return /(?:^|[^0-9.])(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)(?=\.json$|[^0-9A-Za-z.])/.exec(path.basename(file))?.[1];
}

/**
 * A side's version label: the one given, else the locked version when the file is the pinned snapshot, else the
 * version its file name carries; the path only when none of these says (a schema file holds no version).
 */
function side(root: string, file: string, target: ProviderTarget, given: string | undefined): SchemaVersion {
  const parsed = parseSchemaFile(file, target, null);
  let version = given;
  if (version === undefined) {
    try {
      const entry = readLock(root).providers[target.source];
      if (entry?.sha256 === parsed.sha256) version = entry.version;
    } catch {
      // No readable lock: the file name may still say.
    }
  }
  version ??= versionInFileName(file) ?? (path.relative(root, path.resolve(file)) || file);
  return { version, sha256: parsed.sha256, schema: parsed.schema };
}

export function diffMain(argv: string[], root = process.cwd(), io: CliIo = processIo): number {
  if (helpRequested(argv, DIFF_OPTIONS)) return printUsage(DIFF_USAGE, io);
  const args = parseDiffArgs(argv);
  if (typeof args === "string") return usageError("diff-schemas", args, DIFF_USAGE, io);
  try {
    const all = readProjectConfig(root).providers;
    const [oldFile, newFile] = args.files.map((f) => path.resolve(f));
    let target: ProviderTarget;
    if (args.provider) target = selectProviders(all, [args.provider])[0];
    else {
      target = providerOfFile(oldFile, all);
      const other = providerOfFile(newFile, all);
      if (other.source !== target.source) throw new Error(`the files belong to different providers (${target.source}, ${other.source})`);
    }
    const { file, overrides } = loadOverrides(root, target.type, target.source);
    const result = diffSchemas({
      target,
      from: side(root, oldFile, target, args.versions[0]),
      to: side(root, newFile, target, args.versions[1]),
      overrides,
      overridesFile: file,
      keepNames: args.aliases,
    });
    io.out(args.json ? reportJson(result.report) : reportMarkdown(result.report));
    const { pulumi, cdktf } = result.report.summary.breaking;
    if (args.failOnBreaking && pulumi + cdktf > 0) {
      io.err(`diff-schemas: breaking changes (${pulumi} for Pulumi, ${cdktf} for CDKTF / CDK Terrain) and --fail-on-breaking\n`);
      return EXIT.failed;
    }
    return EXIT.ok;
  } catch (err) {
    io.err(`diff-schemas: ${(err as Error).message}\n`);
    return EXIT.failed;
  }
}
