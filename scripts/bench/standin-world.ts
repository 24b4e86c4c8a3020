/**
 * The lookup bench's world: the stand-in providers in a filesystem mirror of its own, an ibm fixture cloud that
 * accepts only BENCH_CREDENTIAL (so every timed lookup carries the credential to the provider and has it checked,
 * as a real provider's configure would), and cache and temp directories under one root that `remove` deletes.
 *
 * The mirror is laid out by the stand-in program's own command line (test/standin/cli.ts), run as a child: the
 * bench runs that program as Terraform does, and imports nothing from test/.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ExecutorOptions } from "../../src/runtime/executor";

const ROOT = resolve(__dirname, "..", "..");
const STANDIN_CLI = join(ROOT, "test", "standin", "cli.ts");

/** Made up; only its sha256 is in the fixture cloud. */
export const BENCH_CREDENTIAL = "bench-ibm-apikey-standin";

export interface StandinWorld {
  root: string;
  /** Named on every stand-in's command line (--cloud), so the bench can find the processes it started. */
  cloudDir: string;
  cliConfigFile: string;
  /** The stand-in executables by "<namespace>/<type>". */
  providerBinaries: Record<string, string>;
  /** With `toolbox`: a generated copy of the project holding the toolbox package (functions, ephemeral resources). */
  toolboxProvidersDir?: string;
  /** Executor options for this world, the ibm credential given as explicit configuration. */
  options(extra: Partial<ExecutorOptions>): ExecutorOptions;
  remove(): void;
}

/** test/fixtures/cloud/ibm.json with an auth gate on ibmcloud_api_key (format: test/standin/README.md). */
function gatedIbmCloud(records: Record<string, unknown[]>): string {
  const cloud = JSON.parse(readFileSync(join(ROOT, "test", "fixtures", "cloud", "ibm.json"), "utf8"));
  for (const [dataSource, more] of Object.entries(records))
    cloud.dataSources[dataSource] = [...(cloud.dataSources[dataSource] ?? []), ...more];
  cloud.auth = {
    attributes: ["ibmcloud_api_key"],
    env: { ibmcloud_api_key: ["IC_API_KEY", "IBMCLOUD_API_KEY"] },
    acceptSha256: [createHash("sha256").update(BENCH_CREDENTIAL, "utf8").digest("hex")],
  };
  return JSON.stringify(cloud, null, 2);
}

export function runStandinCli(args: string[]): {
  cliConfigFile: string;
  providerBinaries: Record<string, string>;
  toolboxProject?: string;
} {
  const r = spawnSync(process.execPath, ["--require", require.resolve("tsx/cjs"), STANDIN_CLI, ...args], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`test/standin/cli.ts ${args.join(" ")} failed (${r.status ?? r.signal}):\n${r.stderr}`);
  return JSON.parse(r.stdout) as { cliConfigFile: string; providerBinaries: Record<string, string>; toolboxProject?: string };
}

/**
 * `records`: more ibm records per data source (upstream names), appended to the fixture cloud's own; `toolbox`: the
 * fixture provider with functions and ephemeral resources beside the pinned ones.
 */
export function createStandinWorld(label: string, options: { records?: Record<string, unknown[]>; toolbox?: boolean } = {}): StandinWorld {
  const root = mkdtempSync(join(tmpdir(), `tflookup-${label}-`));
  let toolboxProject: string | undefined;
  try {
    const cloudDir = join(root, "clouds");
    mkdirSync(cloudDir);
    const ibmCloud = join(cloudDir, "ibm.json");
    writeFileSync(ibmCloud, gatedIbmCloud(options.records ?? {}));
    const answer = runStandinCli([
      "mirror",
      "--dir",
      join(root, "mirror"),
      "--cloud",
      `ibm=${ibmCloud}`,
      ...(options.toolbox ? ["--toolbox"] : []),
    ]);
    const { cliConfigFile, providerBinaries } = answer;
    toolboxProject = answer.toolboxProject;
    return {
      root,
      cloudDir,
      cliConfigFile,
      providerBinaries,
      ...(toolboxProject ? { toolboxProvidersDir: join(toolboxProject, "providers") } : {}),
      options: (extra) => ({
        providerBinaries,
        cliConfigFile,
        cacheDir: join(root, "cache"),
        tmpDir: join(root, "tmp"),
        usePulumiConfig: false,
        config: { ibm: { cloudApiKey: BENCH_CREDENTIAL } },
        ...extra,
      }),
      remove: () => {
        rmSync(root, { recursive: true, force: true });
        if (toolboxProject) rmSync(toolboxProject, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    if (toolboxProject) rmSync(toolboxProject, { recursive: true, force: true });
    throw err;
  }
}
