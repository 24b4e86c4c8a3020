/**
 * Runs one Terraform command with a controlled environment and captures what it
 * prints. Nothing here logs: the environment may hold credentials.
 */
import { spawn } from "node:child_process";
import { locateTerraform } from "./binary";
import { emptyCliConfigFile } from "./cli-config";
import { errorsOf, parseUiMessages, type UiMessage } from "./machine-readable-ui";

export interface RunTerraformOptions {
  args: string[];
  cwd: string;
  /** CLI configuration file for this run; an empty one when absent. */
  cliConfigFile?: string;
  /** Variables to add (a value of undefined removes an inherited one). */
  env?: Record<string, string | undefined>;
  /** Start from process.env (default) or from PATH and HOME only. */
  inheritEnv?: boolean;
  /** Binary name or path; see locateTerraform. */
  binary?: string;
  /** Kill the command (and the providers it started) after this long; default 10 minutes. */
  timeoutMs?: number;
  /** Text for standard input; stdin is closed when absent. */
  input?: string;
}

export interface TerraformRunResult {
  binary: string;
  args: string[];
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  durationMs: number;
  /** The machine-readable UI lines of stdout (empty unless the command ran with -json). */
  messages: UiMessage[];
}

let spawned = 0;

/** How many Terraform processes this module has started in this process. */
export function terraformSpawnCount(): number {
  return spawned;
}

/** Inherited variables that would change what Terraform does or prints behind the caller's back. */
function isInheritedNoise(name: string): boolean {
  return name === "TF_LOG" || name.startsWith("TF_LOG_") || name === "TF_CLI_ARGS" || name.startsWith("TF_CLI_ARGS_");
}

export function terraformEnvironment(options: Pick<RunTerraformOptions, "env" | "inheritEnv">, cliConfigFile: string): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = options.inheritEnv === false ? { PATH: process.env.PATH, HOME: process.env.HOME } : { ...process.env };
  for (const name of Object.keys(base)) if (isInheritedNoise(name)) delete base[name];
  base.TF_INPUT = "0";
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  base.TF_CLI_CONFIG_FILE = cliConfigFile;
  base.CHECKPOINT_DISABLE = "1";
  base.TF_IN_AUTOMATION = "1";
  return base;
}

export function runTerraform(options: RunTerraformOptions): Promise<TerraformRunResult> {
  const binary = locateTerraform({ binary: options.binary, cwd: options.cwd, env: { ...process.env, ...options.env } });
  const env = terraformEnvironment(options, options.cliConfigFile ?? emptyCliConfigFile());
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout can end Terraform and every provider it started.
    const child = spawn(binary, options.args, {
      cwd: options.cwd,
      env,
      detached: true,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    spawned++;
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
    if (options.input !== undefined) child.stdin?.end(options.input);

    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, options.timeoutMs ?? 600_000);

    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      const out = Buffer.concat(stdout).toString("utf8");
      resolve({
        binary,
        args: options.args,
        exitCode,
        signal,
        timedOut,
        stdout: out,
        stderr: Buffer.concat(stderr).toString("utf8"),
        durationMs: Date.now() - started,
        messages: options.args.includes("-json") ? parseUiMessages(out) : [],
      });
    });
  });
}

export class TerraformCommandError extends Error {
  constructor(readonly result: TerraformRunResult) {
    const errors = errorsOf(result.messages).map((d) => `${d.summary}: ${d.detail}`);
    const cause = result.timedOut ? `timed out after ${result.durationMs} ms` : `exited with ${result.exitCode ?? result.signal}`;
    const text = errors.length > 0 ? errors.join("\n") : (result.stderr.trim() || result.stdout.trim()).slice(-4000);
    super(`terraform ${result.args[0] ?? ""} ${cause}\n${text}`);
    this.name = "TerraformCommandError";
  }
}

/** Returns the result if the command succeeded, else throws a TerraformCommandError that quotes its errors. */
export function ensureSucceeded(result: TerraformRunResult): TerraformRunResult {
  if (result.exitCode !== 0 || result.timedOut) throw new TerraformCommandError(result);
  return result;
}
