/**
 * The packages as a user gets them: every workspace packed once by the README's pack command (`npm pack`, which
 * runs each package's `prepack` build), and a fresh project outside the repository set up by the README's install
 * block, run as written, taking from npm's cache what it has.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { makeTempDir, REPO_ROOT } from "../../support/project";

export interface PackedPackage {
  name: string;
  version: string;
  tarball: string;
  files: string[];
}

const rootManifest = () =>
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
    version: string;
    workspaces: string[];
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

/** npm as a user runs it: nothing of the `npm test` that started this process (npm_config_*, npm_lifecycle_*). */
export function npmEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return { ...env, ...extra };
}

export function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = npmEnv(),
  timeout = 300_000,
): SpawnSyncReturns<string> {
  const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8", timeout, maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return r;
}

export function mustRun(cmd: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  const r = run(cmd, args, cwd, env);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} (in ${cwd}) exited ${r.status}:\n${r.stderr}\n${r.stdout}`);
  return r.stdout;
}

/** The code block of `lang` that follows `<!-- <kind>: <name> -->` in README.md, as a user copies it. */
export function readmeBlock(kind: string, name: string, lang = "sh"): string {
  const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
  const m = new RegExp(`<!-- ${kind}: ${name.replace(/\./g, "\\.")} -->\\n\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
  if (!m) throw new Error(`README.md has no \`<!-- ${kind}: ${name} -->\` ${lang} block`);
  return m[1];
}

/** The shell block that follows `<!-- install: <name> -->` in README.md. */
export const readmeInstallBlock = (name: string): string => readmeBlock("install", name);

/**
 * Packs every workspace of the repository with the README's pack command (`<!-- install: pack -->`), into
 * `<root>/packs` instead of the checkout's own `packs/`; the `npm ci` before it is the one this checkout already had.
 * The runtime comes first in `workspaces`, so its declarations are built before the provider packages that compile
 * against them.
 */
export function packWorkspaces(root: string): PackedPackage[] {
  const command = readmeInstallBlock("pack");
  const words = /^npm ci && (npm pack --workspaces --pack-destination packs)$/.exec(command)?.[1].split(" ");
  if (!words) throw new Error(`README.md's pack command is not the one this test knows how to redirect: ${command}`);
  const dest = join(root, "packs");
  mkdirSync(dest, { recursive: true });
  const out = mustRun(words[0], [...words.slice(1, -1), dest, "--json", "--loglevel=error"], REPO_ROOT);
  const packed = JSON.parse(out) as { name: string; version: string; filename: string; files: { path: string }[] }[];
  return packed.map((p) => ({
    name: p.name,
    version: p.version,
    tarball: join(dest, p.filename),
    files: p.files.map((f) => f.path).sort(),
  }));
}

/**
 * A new project outside the repository, set up by running the README's install block (`<!-- install: project -->`)
 * as written, with `TFLOOKUP` naming the folder whose `packs/` holds the tarballs (npm prefers its cache, as a user's
 * second install would); then CDK Terrain's core library, which the README's CDK Terrain section adds for the
 * `/cdktn` bindings the test checks too.
 */
export function createConsumer(packRoot: string): string {
  const dir = makeTempDir("consumer");
  const env = npmEnv({ TFLOOKUP: packRoot, npm_config_prefer_offline: "true", npm_config_audit: "false", npm_config_fund: "false" });
  mustRun("bash", ["-euo", "pipefail", "-c", readmeInstallBlock("project")], dir, env);
  const cdktn = rootManifest().devDependencies.cdktn;
  mustRun("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", `cdktn@${cdktn}`], dir);
  return dir;
}

export const projectVersion = (): string => rootManifest().version;
export const workspaceFolders = (): string[] => rootManifest().workspaces;
