/**
 * A world for the real Pulumi engine: the `pulumi` CLI and its YAML language host built by scripts/tools/pulumi.sh
 * (build/tools/bin), a file backend and a `PULUMI_HOME` in a temporary folder, passphrase secrets, no update check
 * and no plugin download; the packages installed from their packed tarballs into a new project whose
 * `node_modules/.bin` (where each package installs its `pulumi-resource-<pkg>`) is on `PATH`, as docs/plugin.md
 * tells a user; the stand-in providers and their fixture clouds behind the plugins (test/support/executor-harness).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { createHarness, type Harness } from "../../support/executor-harness";
import { makeTempDir, removeDir, REPO_ROOT } from "../../support/project";
import { createConsumer, npmEnv, packWorkspaces } from "../../packages/support/consumer-project";

export const TOOLS_BIN = join(REPO_ROOT, "build", "tools", "bin");
/** The stacks' passphrase: a test's own, never a credential. */
export const PASSPHRASE = "tflookup-engine-test-passphrase";

export interface CommandResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface EngineWorld {
  root: string;
  harness: Harness;
  /** The project the packed packages were installed into. */
  consumer: string;
  /** Where the file backend keeps the stacks' state. */
  stateDir: string;
  home: string;
  env(extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** A new Pulumi project folder (under the consumer project, so Node programs resolve its node_modules). */
  project(name: string, files: Record<string, string>): string;
  /** Runs `pulumi <args>` in `cwd`, `input` on its standard input. */
  pulumi(cwd: string, args: string[], options?: { input?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<CommandResult>;
  /** Starts a command without waiting for it (for the signal tests). */
  spawn(cmd: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): ChildProcess;
  cleanup(): void;
}

/** Fails with the command that builds them when the engine's binaries are missing. */
export function requireEngine(): void {
  const missing = ["pulumi", "pulumi-language-yaml"].filter((b) => !existsSync(join(TOOLS_BIN, b)));
  if (missing.length > 0)
    throw new Error(`these tests run the real Pulumi engine, and ${missing.join(", ")} is missing from build/tools/bin: run npm run tools`);
}

export function collect(child: ChildProcess, input?: string, timeoutMs = 300_000): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    // A bound on a hung command, never what keeps the test process alive.
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs).unref();
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("close", (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
    child.stdin?.end(input ?? "");
  });
}

export async function createEngineWorld(label: string): Promise<EngineWorld> {
  requireEngine();
  const harness = await createHarness(`pulumi-engine-${label}`, { terraform: false });
  const root = makeTempDir(`pulumi-engine-${label}`);
  const packed = makeTempDir(`pulumi-engine-packs-${label}`);
  let consumer: string;
  try {
    packWorkspaces(packed);
    consumer = createConsumer(packed);
  } finally {
    removeDir(packed);
  }
  const stateDir = join(root, "state");
  const home = join(root, "pulumi-home");
  mkdirSync(stateDir);
  mkdirSync(home);

  const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
    const base = npmEnv();
    // Nothing of the machine's Pulumi, tflookup or upstream settings: each test says what it sets.
    for (const k of Object.keys(base))
      if (/^(PULUMI_|TFLOOKUP_|IC_|IBMCLOUD_|EC_|TF_)/.test(k) || k === "TERRAFORM_BINARY_NAME") delete base[k];
    const merged: NodeJS.ProcessEnv = {
      ...base,
      PATH: [join(consumer, "node_modules", ".bin"), TOOLS_BIN, base.PATH ?? ""].join(delimiter),
      PULUMI_HOME: home,
      PULUMI_BACKEND_URL: `file://${stateDir}`,
      PULUMI_CONFIG_PASSPHRASE: PASSPHRASE,
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
      // The Automation API checks the CLI's version against its own minimum; this CLI is newer.
      PULUMI_AUTOMATION_API_SKIP_VERSION_CHECK: "true",
      TFLOOKUP_TF_CLI_CONFIG: harness.cliConfigFile,
      TFLOOKUP_CACHE_DIR: harness.cacheDir,
      TFLOOKUP_TMPDIR: harness.tmpDir,
      ...extra,
    };
    for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
    return merged;
  };

  const spawnIn = (cmd: string, args: string[], cwd: string, e: NodeJS.ProcessEnv = env()) =>
    spawn(cmd, args, { cwd, env: e, stdio: ["pipe", "pipe", "pipe"] });

  return {
    root,
    harness,
    consumer,
    stateDir,
    home,
    env,
    project(name, files) {
      const dir = join(consumer, name);
      mkdirSync(dir, { recursive: true });
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
      return dir;
    },
    pulumi: (cwd, args, options = {}) =>
      collect(
        spawnIn(join(TOOLS_BIN, "pulumi"), [...args, "--non-interactive"], cwd, options.env ?? env()),
        options.input,
        options.timeoutMs,
      ),
    spawn: spawnIn,
    cleanup() {
      removeDir(root);
      removeDir(consumer);
      removeDir(harness.root);
    },
  };
}

/** Every plugin folder under `PULUMI_HOME/plugins`: none when the engine downloaded nothing. */
export function installedPlugins(home: string): string[] {
  const dir = join(home, "plugins");
  return existsSync(dir) ? readdirSync(dir).filter((e) => !e.startsWith(".")) : [];
}
