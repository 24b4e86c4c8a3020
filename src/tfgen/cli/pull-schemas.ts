import * as path from "path";
import { readProjectConfig, selectProviders } from "../project/cdktf-config";
import { chooseCliConfig } from "../pull/cli-config";
import { planPin } from "../pull/pin";
import { pullSchema, type PulledSchema } from "../pull/pull";
import { lineProgress } from "../pull/progress";
import { commitFiles } from "../write/commit-files";
import { EXIT, helpRequested, parseCommandArgs, printUsage, processIo, usageError, type CliIo, type CommandOptions } from "./io";

export const PULL_USAGE = `usage: npm run pull-schemas -- [<provider>…] [--terraform <binary>] [--cli-config <file>] [--check]

  <provider>            a type (edgecenter) or source (Edge-Center/edgecenter) from cdktf.json; all when none
  --terraform <binary>  pull through this Terraform CLI (terraform, tofu or a path); without it no Terraform
                        is run: the provider is installed into the plugin cache and asked for its schema
  --cli-config <file>   Terraform CLI configuration to install providers with (default: $TF_CLI_CONFIG_FILE
                        if that file exists, else ~/.terraformrc if present, else the public registry)
  --check               compare with the pinned snapshots and exit 1 if any differs; writes nothing
  --help                print this usage and exit
`;

export interface PullArgs {
  providers: string[];
  terraform?: string;
  cliConfig?: string;
  check: boolean;
}

const PULL_OPTIONS = {
  terraform: { type: "string" },
  "cli-config": { type: "string" },
  check: { type: "boolean" },
} satisfies CommandOptions;

export function parsePullArgs(argv: string[]): PullArgs | string {
  const parsed = parseCommandArgs(argv, PULL_OPTIONS);
  if (typeof parsed === "string") return parsed;
  const { values, positionals } = parsed;
  return { providers: positionals, terraform: values.terraform, cliConfig: values["cli-config"], check: values.check ?? false };
}

export async function pullMain(argv: string[], root = process.cwd(), io: CliIo = processIo): Promise<number> {
  if (helpRequested(argv, PULL_OPTIONS)) return printUsage(PULL_USAGE, io);
  const args = parsePullArgs(argv);
  if (typeof args === "string") return usageError("pull-schemas", args, PULL_USAGE, io);
  const progress = lineProgress(io.out);
  try {
    const targets = selectProviders(readProjectConfig(root).providers, args.providers);
    const cliConfig = chooseCliConfig(args.cliConfig);
    progress.line(
      `pull-schemas: ${targets.map((t) => `${t.source}@${t.version}`).join(", ")} ` +
        `(CLI config: ${cliConfig.origin}${cliConfig.origin.startsWith("none") ? "" : `, ${cliConfig.file}`})`,
    );
    // Everything is pulled before anything is written: one unreachable provider leaves every snapshot as it was.
    const pulled: PulledSchema[] = [];
    for (const t of targets) pulled.push(await pullSchema(t, { binary: args.terraform, cliConfig, progress }));
    const plan = planPin(root, pulled, { recordProvenance: true });
    for (const r of plan.results) {
      const rel = path.relative(root, r.file);
      progress.line(
        `${r.target.type.padEnd(12)} ${rel} ${r.schemaChanged ? "CHANGED" : "unchanged"} (sha256 ${r.sha256.slice(0, 12)}…, ` +
          `printed by ${r.entry.terraformVersion})`,
      );
    }
    const changed = plan.results.filter((r) => r.schemaChanged);
    const secs = (progress.elapsedMs() / 1000).toFixed(1);
    if (args.check) {
      const verdict = changed.length === 0 ? "every snapshot matches" : `${changed.map((r) => r.target.type).join(", ")} differ`;
      progress.line(`pull-schemas --check: ${verdict} (${targets.length} pulled in ${secs}s)`);
      return changed.length === 0 ? EXIT.ok : EXIT.failed;
    }
    if (plan.writes.length) commitFiles(root, plan.writes);
    const lockChanged = plan.results.some((r) => r.entryChanged);
    progress.line(
      `pull-schemas: ${targets.length} pulled in ${secs}s; ${changed.length} snapshot${changed.length === 1 ? "" : "s"} changed; ` +
        `lock ${lockChanged ? "updated" : "unchanged"}` +
        (changed.length ? ". Run `npm run generate` to regenerate providers/ (or `npm run upgrade` for a change report)." : ""),
    );
    return EXIT.ok;
  } catch (err) {
    io.err(`pull-schemas: ${(err as Error).message}\npull-schemas: nothing was written.\n`);
    return EXIT.failed;
  }
}
