import * as path from "path";
import { readProjectConfig } from "../project/cdktf-config";
import { chooseCliConfig } from "../pull/cli-config";
import { lineProgress } from "../pull/progress";
import { upgrade, type UpgradeRequest } from "../upgrade/upgrade";
import { EXIT, helpRequested, parseCommandArgs, printUsage, processIo, usageError, type CliIo, type CommandOptions } from "./io";

export const UPGRADE_USAGE = `usage: npm run upgrade -- <provider>@<version>… [options]
       npm run upgrade -- --all [options]

  <provider>@<version>  a type (edgecenter) or source (Edge-Center/edgecenter) from cdktf.json and the exact
                        version to move to; the same version re-checks the pinned schema (a no-op if unchanged)
  --all                 every provider, to the version cdktf.json names (after editing cdktf.json by hand)
  --terraform <binary>  pull through this Terraform CLI (terraform, tofu or a path); without it no Terraform
                        is run: the provider is installed into the plugin cache and asked for its schema
  --cli-config <file>   Terraform CLI configuration to install providers with (default: $TF_CLI_CONFIG_FILE if that file exists, else
                        ~/.terraformrc if present, else the public registry)
  --report <base>       write the report to <base>.md and <base>.json (default:
                        reports/upgrade-<type>-<from>-to-<to>.{md,json}; with several providers, <base>-<type>.*)
  --no-compile          skip type-checking the regenerated code before committing it
  --help                print this usage and exit
`;

interface UpgradeArgs {
  requests: UpgradeRequest[];
  all: boolean;
  terraform?: string;
  cliConfig?: string;
  report?: string;
  compile: boolean;
}

const UPGRADE_OPTIONS = {
  all: { type: "boolean" },
  terraform: { type: "string" },
  "cli-config": { type: "string" },
  report: { type: "string" },
  "no-compile": { type: "boolean" },
} satisfies CommandOptions;

function parseUpgradeArgs(argv: string[]): UpgradeArgs | string {
  const parsed = parseCommandArgs(argv, UPGRADE_OPTIONS);
  if (typeof parsed === "string") return parsed;
  const { values, positionals } = parsed;
  const a: UpgradeArgs = {
    requests: [],
    all: values.all ?? false,
    terraform: values.terraform,
    cliConfig: values["cli-config"],
    report: values.report,
    compile: !values["no-compile"],
  };
  for (const arg of positionals) {
    const at = arg.lastIndexOf("@");
    if (at <= 0 || at === arg.length - 1) return `expected <provider>@<version>, got ${JSON.stringify(arg)}`;
    a.requests.push({ provider: arg.slice(0, at), version: arg.slice(at + 1) });
  }
  if (a.all === a.requests.length > 0)
    return a.all ? "--all takes no <provider>@<version>" : "name at least one <provider>@<version>, or --all";
  return a;
}

export async function upgradeMain(argv: string[], root = process.cwd(), io: CliIo = processIo): Promise<number> {
  if (helpRequested(argv, UPGRADE_OPTIONS)) return printUsage(UPGRADE_USAGE, io);
  const args = parseUpgradeArgs(argv);
  if (typeof args === "string") return usageError("upgrade", args, UPGRADE_USAGE, io);
  const progress = lineProgress(io.out);
  try {
    const requests = args.all ? readProjectConfig(root).providers.map((p) => ({ provider: p.type })) : args.requests;
    const cliConfig = chooseCliConfig(args.cliConfig);
    const outcome = await upgrade({
      root,
      requests,
      terraform: args.terraform,
      cliConfig,
      report: args.report,
      compile: args.compile,
      progress,
    });
    let changes = 0;
    for (const p of outcome.providers) {
      const s = p.report.summary;
      changes += s.changes;
      const files = p.reportFiles.length ? `; report: ${p.reportFiles.map((f) => path.relative(root, f)).join(", ")}` : "";
      progress.line(
        `${p.type.padEnd(12)} ${p.from} → ${p.to}: ` +
          (s.changes === 0
            ? "no change to the generated APIs"
            : `${s.changes} changes (${s.breaking.pulumi} breaking for Pulumi, ${s.breaking.cdktf} breaking for CDKTF / CDK Terrain, ` +
              `${s.flagged} flagged), ${p.report.aliases.length} alias(es) recorded`) +
          files,
      );
      for (const c of p.report.changes.filter((c) => c.pulumi === "breaking" || c.cdktf === "breaking")) {
        progress.line(`  breaking: ${c.function ?? "config"}${c.path ? `.${c.path}` : ""}: ${c.message}`);
      }
    }
    const secs = (progress.elapsedMs() / 1000).toFixed(1);
    const g = outcome.generated;
    const providers = `${outcome.providers.length} provider${outcome.providers.length === 1 ? "" : "s"}`;
    progress.line(
      outcome.written.length === 0
        ? `upgrade: nothing to do (${providers} checked in ${secs}s; no file written)`
        : `upgrade: ${providers} in ${secs}s: ` +
            `${changes} API changes; ${outcome.written.length} files written; ` +
            `generated ${g.changed} changed, ${g.added} added, ${g.removed} removed of ${g.total}`,
    );
    return EXIT.ok;
  } catch (err) {
    io.err(`upgrade: ${(err as Error).message}\nupgrade: nothing was changed.\n`);
    return EXIT.failed;
  }
}
