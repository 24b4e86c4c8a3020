import { addProvider, addressProblem } from "../add/add-provider";
import { countLabel, type KindCounts } from "../model/counts";
import { chooseCliConfig } from "../pull/cli-config";
import { lineProgress } from "../pull/progress";
import { EXIT, helpRequested, parseCommandArgs, printUsage, processIo, usageError, type CliIo, type CommandOptions } from "./io";

export const ADD_PROVIDER_USAGE = `usage: npm run add-provider -- <namespace>/<type>@<version> [options]

  <namespace>/<type>@<version>  the provider's registry address and the exact version to pin (hashicorp/tls@4.1.0)
  --package <name>      the npm package's name (@tflookup/<name>; default: the type, lower-case letters and digits)
  --terraform <binary>  pull the schema through this Terraform CLI (terraform, tofu or a path); without it no
                        Terraform is run: the provider is installed into the plugin cache and asked for its schema
  --cli-config <file>   Terraform CLI configuration to install providers with (default: $TF_CLI_CONFIG_FILE
                        if that file exists, else ~/.terraformrc if present, else the public registry)
  --no-compile          skip type-checking the generated code before committing it
  --help                print this usage and exit

Writes the cdktf.json entry, schemas/<type>.json and its lock entry, overrides/<type>.json (drafted from the
schema: package name, secret configuration, environment variables the descriptions name; an existing file is
kept), providers/<type>/ and the README's providers table, all together or nothing.
`;

const ADD_OPTIONS = {
  package: { type: "string" },
  terraform: { type: "string" },
  "cli-config": { type: "string" },
  "no-compile": { type: "boolean" },
} satisfies CommandOptions;

interface AddArgs {
  source: string;
  version: string;
  packageName?: string;
  terraform?: string;
  cliConfig?: string;
  compile: boolean;
}

function parseAddArgs(argv: string[]): AddArgs | string {
  const parsed = parseCommandArgs(argv, ADD_OPTIONS);
  if (typeof parsed === "string") return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return `expected one <namespace>/<type>@<version>, got ${positionals.length}`;
  const arg = positionals[0];
  const at = arg.lastIndexOf("@");
  if (at <= 0 || at === arg.length - 1) return `expected <namespace>/<type>@<version>, got ${JSON.stringify(arg)}`;
  const [source, version] = [arg.slice(0, at), arg.slice(at + 1)];
  const problem = addressProblem(source, version);
  if (problem !== undefined) return problem;
  return {
    source,
    version,
    packageName: values.package,
    terraform: values.terraform,
    cliConfig: values["cli-config"],
    compile: !values["no-compile"],
  };
}

export async function addProviderMain(argv: string[], root = process.cwd(), io: CliIo = processIo): Promise<number> {
  if (helpRequested(argv, ADD_OPTIONS)) return printUsage(ADD_PROVIDER_USAGE, io);
  const args = parseAddArgs(argv);
  if (typeof args === "string") return usageError("add-provider", args, ADD_PROVIDER_USAGE, io);
  const progress = lineProgress(io.out);
  try {
    const cliConfig = chooseCliConfig(args.cliConfig);
    const added = await addProvider({
      root,
      source: args.source,
      version: args.version,
      packageName: args.packageName,
      terraform: args.terraform,
      cliConfig,
      compile: args.compile,
      progress,
    });
    const { target } = added;
    const line = (text: string) => progress.line(text);
    line(`add-provider: ${target.source}@${target.version} added as @tflookup/${added.packageName} (schema printed by ${added.printedBy})`);
    for (const [kind, entries] of Object.entries(added.wrapped) as [keyof KindCounts, { name: string; tfName: string }[]][]) {
      if (kind !== "dataSources" && entries.length === 0) continue;
      line(`  ${countLabel(kind, entries.length)}${entries.length ? ":" : ""}`);
      for (const f of entries) line(`    ${f.name} (${f.tfName})`);
    }
    line(`  ${added.config.length} configuration variable${added.config.length === 1 ? "" : "s"}:`);
    for (const c of added.config) {
      const traits = [c.secret ? "secret" : "", c.env.length ? `env ${c.env.join(", ")}` : ""].filter(Boolean).join("; ");
      line(`    ${c.name}${traits ? ` (${traits})` : ""}`);
    }
    if (added.notes.length) {
      line(`  names the generator chose (pin another in overrides/${target.type}.json under "names" or "renameWords"):`);
      for (const n of added.notes) line(`    ${n}`);
    }
    const noEnv = added.config.filter((c) => c.secret && c.env.length === 0);
    if (noEnv.length) {
      line(`  secret configuration with no environment variable in its description; if the provider reads one, add it:`);
      for (const c of noEnv)
        line(`    overrides/${target.type}.json: "config": { "${c.tfName}": { "secret": true, "env": ["<VARIABLE>"] } }`);
    }
    line(
      `  overrides/${target.type}.json ${added.overridesDrafted ? "drafted" : "kept as it was"}; ` +
        `written: ${added.written.join(", ")}; generated ${added.generated.added} added, ${added.generated.changed} changed, ` +
        `${added.generated.removed} removed of ${added.generated.total}`,
    );
    return EXIT.ok;
  } catch (err) {
    io.err(`add-provider: ${(err as Error).message}\nadd-provider: nothing was written.\n`);
    return EXIT.failed;
  }
}
