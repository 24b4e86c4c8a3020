import * as path from "path";
import { readProjectConfig, type ProviderTarget } from "../project/cdktf-config";
import { chooseCliConfig } from "./cli-config";
import { commitFiles } from "./commit-files";
import { planPin } from "./pin";
import { pullSchema, type PulledSchema } from "./pull";
import { lineProgress, type Write } from "./progress";

export const PULL_USAGE = `usage: npm run pull-schemas -- [<provider>…] [--terraform <binary>] [--cli-config <file>] [--check]

  <provider>            a type (edgecenter) or source (Edge-Center/edgecenter) from cdktf.json; all when none
  --terraform <binary>  terraform, tofu or a path (default: $TERRAFORM_BINARY_NAME, else terraform)
  --cli-config <file>   Terraform CLI configuration to install providers with (default: $TF_CLI_CONFIG_FILE
                        if that file exists, else ~/.terraformrc if present, else the public registry)
  --check               compare with the pinned snapshots and exit 1 if any differs; writes nothing
`;

export interface CliIo {
  out: Write;
  err: Write;
}

export const processIo: CliIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };

export interface PullArgs {
  providers: string[];
  terraform?: string;
  cliConfig?: string;
  check: boolean;
}

/** Parses `--flag value` and `--flag=value`; returns a message for anything it does not know. */
export function parsePullArgs(argv: string[]): PullArgs | string {
  const args: PullArgs = { providers: [], check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--(terraform|cli-config)(?:=(.*))?$/.exec(a);
    if (m) {
      const v = m[2] ?? argv[++i];
      if (v === undefined || v === "") return `--${m[1]} needs a value`;
      if (m[1] === "terraform") args.terraform = v;
      else args.cliConfig = v;
    } else if (a === "--check") args.check = true;
    else if (a.startsWith("-")) return `unknown option ${a}`;
    else args.providers.push(a);
  }
  return args;
}

/** Finds providers of cdktf.json by type or source; unknown names are an error, not a silent skip. */
export function selectProviders(all: ProviderTarget[], names: string[]): ProviderTarget[] {
  if (names.length === 0) return all;
  return names.map((n) => {
    const p = all.find((t) => t.type === n || t.source.toLowerCase() === n.toLowerCase());
    if (!p) throw new Error(`no provider "${n}" in cdktf.json (have: ${all.map((t) => t.type).join(", ")})`);
    return p;
  });
}

export async function pullMain(argv: string[], root = process.cwd(), io: CliIo = processIo): Promise<number> {
  const args = parsePullArgs(argv);
  if (typeof args === "string") {
    io.err(`pull-schemas: ${args}\n${PULL_USAGE}`);
    return 2;
  }
  const progress = lineProgress(io.out);
  try {
    const targets = selectProviders(readProjectConfig(root).providers, args.providers);
    const cliConfig = chooseCliConfig(args.cliConfig);
    progress.line(`pull-schemas: ${targets.map((t) => `${t.source}@${t.version}`).join(", ")} (CLI config: ${cliConfig.origin}${cliConfig.origin.startsWith("none") ? "" : `, ${cliConfig.file}`})`);
    // Everything is pulled before anything is written: one unreachable provider leaves every snapshot as it was.
    const pulled: PulledSchema[] = [];
    for (const t of targets) pulled.push(await pullSchema(t, { binary: args.terraform, cliConfig, progress }));
    const plan = planPin(root, pulled, { recordProvenance: true });
    for (const r of plan.results) {
      const rel = path.relative(root, r.file);
      progress.line(`${r.target.type.padEnd(12)} ${rel} ${r.schemaChanged ? "CHANGED" : "unchanged"} (sha256 ${r.sha256.slice(0, 12)}…, printed by ${r.entry.terraformVersion})`);
    }
    const changed = plan.results.filter((r) => r.schemaChanged);
    const secs = (progress.elapsedMs() / 1000).toFixed(1);
    if (args.check) {
      progress.line(`pull-schemas --check: ${changed.length === 0 ? "every snapshot matches" : `${changed.map((r) => r.target.type).join(", ")} differ`} (${targets.length} pulled in ${secs}s)`);
      return changed.length === 0 ? 0 : 1;
    }
    if (plan.writes.length) commitFiles(root, plan.writes);
    const lockChanged = plan.results.some((r) => r.entryChanged);
    progress.line(
      `pull-schemas: ${targets.length} pulled in ${secs}s; ${changed.length} snapshot${changed.length === 1 ? "" : "s"} changed; lock ${lockChanged ? "updated" : "unchanged"}` +
        (changed.length ? ". Run `npm run generate` to regenerate providers/ (or `npm run upgrade` for a change report)." : ""),
    );
    return 0;
  } catch (err) {
    io.err(`pull-schemas: ${(err as Error).message}\npull-schemas: nothing was written.\n`);
    return 1;
  }
}
