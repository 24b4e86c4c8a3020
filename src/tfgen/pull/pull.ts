import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { locateTerraform, runTerraform, type TerraformRunResult } from "../../runtime/terraform-cli";
import type { ProviderTarget } from "../project/cdktf-config";
import type { ProviderSchemaJson, SchemasFile } from "../schema/types";
import type { CliConfigChoice } from "./cli-config";
import { normalisePrintedSchemas } from "./normalise";
import { silentProgress, type Progress } from "./progress";

export interface PullOptions {
  /** Binary name or path (`terraform`, `tofu`, …); TERRAFORM_BINARY_NAME, then `terraform`, when absent. */
  binary?: string;
  cliConfig: CliConfigChoice;
  progress?: Progress;
  /** Per Terraform command; a first `init` against the public registry may download hundreds of megabytes. */
  timeoutMs?: number;
}

export interface PulledSchema {
  target: ProviderTarget;
  document: SchemasFile;
  schema: ProviderSchemaJson;
  /** `1.11.4` for Terraform, `tofu 1.8.0` for OpenTofu: provenance for the lock. */
  terraformVersion: string;
}

/** A pull that failed; names the provider and quotes what Terraform said. */
export class PullError extends Error {
  constructor(
    readonly target: ProviderTarget,
    readonly step: string,
    detail: string,
  ) {
    super(`${target.source}@${target.version}: ${step} failed.\n${detail}`);
    this.name = "PullError";
  }
}

function quote(result: TerraformRunResult): string {
  const cause = result.timedOut ? `timed out after ${Math.round(result.durationMs / 1000)}s` : `exit ${result.exitCode ?? result.signal}`;
  // Terraform frames each diagnostic in box-drawing characters; the words are what a user needs.
  const text = (result.stderr.trim() || result.stdout.trim())
    .split("\n")
    .map((l) => l.replace(/^[╷│╵]\s?/, "").trimEnd())
    .filter((l, i, all) => l !== "" || (i > 0 && all[i - 1] !== ""))
    .slice(-40)
    .map((l) => (l ? `    ${l}` : ""))
    .join("\n");
  return `  Terraform said (${cause}):\n${text}`;
}

/** The configuration Terraform installs from: the one provider at exactly the pinned version. */
export function workspaceConfig(target: ProviderTarget): string {
  const doc = { terraform: { required_providers: { [target.type]: { source: target.source, version: `= ${target.version}` } } } };
  return JSON.stringify(doc, null, 2) + "\n";
}

function isOpenTofu(binary: string): boolean {
  return /tofu/i.test(path.basename(binary));
}

/**
 * Pulls one provider's schema with the Terraform CLI in a throw-away working directory: init (which
 * installs the provider through the CLI configuration's mirrors, cache or registry), then
 * `providers schema -json`. Nothing in the project is read or written.
 */
export async function pullSchema(target: ProviderTarget, opts: PullOptions): Promise<PulledSchema> {
  const progress = opts.progress ?? silentProgress;
  const binary = locateTerraform({ binary: opts.binary });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tflookup-pull-${target.type}-`));
  const run = (args: string[]) =>
    runTerraform({
      args,
      cwd: dir,
      binary,
      cliConfigFile: opts.cliConfig.file,
      // A data dir or workspace from the user's shell would send init somewhere other than this directory.
      env: { TF_DATA_DIR: undefined, TF_WORKSPACE: undefined },
      timeoutMs: opts.timeoutMs,
    });
  try {
    fs.writeFileSync(path.join(dir, "main.tf.json"), workspaceConfig(target));
    const name = path.basename(binary);
    // Each check runs inside its step, so a failure shows on that step's progress line.
    const checked = (step: string, args: string[]) =>
      progress.step(target.type, step, async () => {
        const r = await run(args);
        if (r.exitCode !== 0 || r.timedOut) throw new PullError(target, `${name} ${args.join(" ")}`, quote(r));
        return r;
      });
    const version = await checked(`${name} version`, ["version", "-json"]);
    let terraformVersion: string;
    try {
      terraformVersion = String((JSON.parse(version.stdout) as { terraform_version: string }).terraform_version);
    } catch {
      throw new PullError(target, `${name} version -json`, `  unexpected output: ${version.stdout.slice(0, 200)}`);
    }
    if (isOpenTofu(binary)) terraformVersion = `tofu ${terraformVersion}`;
    await checked(`init ${target.source} ${target.version} (CLI config: ${opts.cliConfig.origin})`, [
      "init",
      "-input=false",
      "-no-color",
      "-backend=false",
    ]);
    const printed = await checked("providers schema -json", ["providers", "schema", "-json"]);
    let raw: unknown;
    try {
      raw = JSON.parse(printed.stdout);
    } catch (err) {
      throw new PullError(target, `${name} providers schema -json`, `  the output is not JSON: ${(err as Error).message}`);
    }
    const { document, schema } = normalisePrintedSchemas(raw, target, `${name} providers schema -json`);
    return { target, document, schema, terraformVersion };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
