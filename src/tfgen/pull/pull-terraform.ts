import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { locateTerraform, runTerraform, type TerraformRunResult } from "../../runtime/terraform-cli";
import { PluginProcess, PluginProcessError } from "../../runtime/engines/plugin";
import { currentPlatform, providerBinaryIn } from "../../runtime/install";
import type { ProviderTarget } from "../project/cdktf-config";
import { normalisePrintedSchemas } from "./normalise";
import { silentProgress } from "./progress";
import { indented, plainText, type PrintedSchemas, PullError, type PulledSchema, type PullOptions } from "./pulled";

function quote(result: TerraformRunResult): string {
  const cause = result.timedOut ? `timed out after ${Math.round(result.durationMs / 1000)}s` : `exit ${result.exitCode ?? result.signal}`;
  // Terraform frames each diagnostic in box-drawing characters; the words are what a user needs.
  const text = plainText(result.stderr.trim() || result.stdout.trim())
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

/**
 * When Terraform could not start the provider it says so in its own words ("Unrecognized remote plugin
 * message", "plugin exited before we could connect") and keeps what the provider wrote on stderr, which says
 * why, to its debug log. Starting the binary init installed once more, the same way, recovers those words.
 * Empty when the provider starts fine or wrote nothing.
 */
async function providerOwnWords(dir: string, target: ProviderTarget): Promise<string> {
  const packageDir = path.join(dir, ".terraform", "providers", target.registryKey, target.version, currentPlatform());
  const binary = providerBinaryIn(packageDir, target.type);
  if (!binary) return "";
  try {
    const p = await PluginProcess.start({ binary, label: `${target.source} ${target.version}`, startTimeoutMs: 30_000, redact: (t) => t });
    await p.close();
    return "";
  } catch (err) {
    return plainText(err instanceof PluginProcessError ? (err.stderr ?? "") : "");
  }
}

function isOpenTofu(binary: string): boolean {
  return /tofu/i.test(path.basename(binary));
}

/**
 * Pulls one provider's schema with the Terraform CLI in a throw-away working directory: init (which
 * installs the provider through the CLI configuration's mirrors, cache or registry), then
 * `providers schema -json`. Nothing in the project is read or written.
 */
export async function pullSchemaWithTerraform(target: ProviderTarget, opts: PullOptions): Promise<PulledSchema> {
  const { printed, printedBy, where } = await printSchemaWithTerraform(target, opts);
  const { document, schema } = normalisePrintedSchemas(printed, target, where);
  return { target, document, schema, terraformVersion: printedBy };
}

/** What `providers schema -json` printed, parsed, with the CLI's version. */
export async function printSchemaWithTerraform(target: ProviderTarget, opts: PullOptions): Promise<PrintedSchemas> {
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
    const printed = await progress.step(target.type, "providers schema -json", async () => {
      const args = ["providers", "schema", "-json"];
      const r = await run(args);
      if (r.exitCode === 0 && !r.timedOut) return r;
      const own = await providerOwnWords(dir, target);
      const said = own ? `  The provider said on stderr when started:\n${indented(own)}\n` : "";
      throw new PullError(target, `${name} ${args.join(" ")}`, `${said}${quote(r)}`);
    });
    let raw: unknown;
    try {
      raw = JSON.parse(printed.stdout);
    } catch (err) {
      throw new PullError(target, `${name} providers schema -json`, `  the output is not JSON: ${(err as Error).message}`);
    }
    return { printed: raw, printedBy: terraformVersion, where: `${name} providers schema -json` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
