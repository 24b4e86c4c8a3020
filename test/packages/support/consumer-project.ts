/**
 * The packages as a user gets them, by the README's command blocks run as written: in a fresh clone of this
 * repository, every workspace packed by the README's pack block (`npm pack`, which runs each package's `prepack`
 * build); then a fresh project outside the repository set up by the README's install block, taking from npm's
 * cache what it has.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
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

/** Where the tests run a README command block: a fresh clone of this repository, the new project, a CDK folder of it. */
export const RUN_PLACES = ["clone", "project", "cdk"] as const;
export type RunPlace = (typeof RUN_PLACES)[number];
const NOT_RUN = "not run by the tests";

/**
 * A shell block of README.md (```sh, ```bash, ```shell, or a fence without a language), with the comment right above
 * it that says where the tests run it (`<!-- clone: pack -->`) or why they do not (`<!-- not run by the tests:
 * <why> -->`); `problem` says what is wrong with a block that has neither.
 */
export interface ReadmeShellBlock {
  line: number;
  code: string;
  place?: RunPlace;
  name?: string;
  notRun?: string;
  problem?: string;
}

export function readmeShellBlocks(readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8")): ReadmeShellBlock[] {
  const blocks: ReadmeShellBlock[] = [];
  for (const m of readme.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
    if (!["", "sh", "bash", "shell"].includes(m[1])) continue;
    const before = readme.slice(0, m.index);
    const line = before.split("\n").length;
    const comment = /^<!--\s*(.*?)\s*-->$/.exec(before.slice(0, -1).split("\n").pop() ?? "")?.[1];
    const block: ReadmeShellBlock = { line, code: m[2].replace(/\n$/, "") };
    const marker = comment === undefined ? undefined : /^([a-z ]+):\s*(\S.*)$/.exec(comment);
    if (marker && (RUN_PLACES as readonly string[]).includes(marker[1])) {
      block.place = marker[1] as RunPlace;
      block.name = marker[2];
    } else if (marker && marker[1] === NOT_RUN) {
      block.notRun = marker[2];
    } else {
      block.problem =
        `README.md:${line}: a command block with no comment right above it saying where the tests run it ` +
        `(<!-- ${RUN_PLACES.join(" | ")}: <name> -->) or why they cannot (<!-- ${NOT_RUN}: <why> -->)` +
        (comment === undefined ? "" : `; found <!-- ${comment} -->`);
    }
    blocks.push(block);
  }
  return blocks;
}

/** `place: name`, how a run block is named in messages and in the record of what ran. */
export const blockLabel = (b: { place?: string; name?: string }): string => `${b.place}: ${b.name}`;

/** The README's blocks run so far in this process, by label. */
export const ranReadmeBlocks = new Set<string>();

/**
 * Runs the README's `<!-- <place>: <name> -->` block as written, in bash with -euo pipefail, in `cwd`; the
 * environment is the caller's (npm as a user runs it by default). Fails with the block's output when it does.
 */
export function runReadmeBlock(
  place: RunPlace,
  name: string,
  cwd: string,
  env: NodeJS.ProcessEnv = npmEnv(),
  timeout = 600_000,
): SpawnSyncReturns<string> {
  const block = readmeShellBlocks().find((b) => b.place === place && b.name === name);
  if (!block) throw new Error(`README.md has no \`<!-- ${place}: ${name} -->\` command block`);
  const r = run("bash", ["-euo", "pipefail", "-c", block.code], cwd, env, timeout);
  if (r.status !== 0)
    throw new Error(`README.md:${block.line} (${place}: ${name}) exited ${r.status ?? r.signal} in ${cwd}:\n${r.stderr}\n${r.stdout}`);
  ranReadmeBlocks.add(blockLabel(block));
  return r;
}

/**
 * A fresh clone of this checkout in a new temporary folder: the files git tracks, as they are in the work tree
 * (uncommitted edits included, deleted files left out), and new files git does not ignore; nothing of node_modules/,
 * build/ or anything else a run leaves behind.
 */
export function freshClone(): string {
  const dir = makeTempDir("clone");
  const listed = mustRun("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], REPO_ROOT);
  for (const file of new Set(listed.split("\0").filter(Boolean))) {
    const from = join(REPO_ROOT, file);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file), { verbatimSymlinks: true });
  }
  return dir;
}

/**
 * Packs every workspace of this checkout into `<root>/packs`, for tests that need the packages installed but are
 * about something else (the Pulumi engine's): the README's own pack block is run as written by the consumer test, in
 * a fresh clone. The runtime comes first in `workspaces`, so its declarations are built before the provider
 * packages that compile against them.
 */
export function packWorkspaces(root: string): PackedPackage[] {
  const dest = join(root, "packs");
  mkdirSync(dest, { recursive: true });
  mustRun("npm", ["pack", "--workspaces", "--pack-destination", dest, "--loglevel=error"], REPO_ROOT);
  return packedIn(dest);
}

/**
 * The tarballs in `dir` (the README's pack block writes them to the clone's packs/): each package's name and
 * version from its manifest, and the files it holds.
 */
export function packedIn(dir: string): PackedPackage[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".tgz"))
    .sort()
    .map((f) => {
      const tarball = join(dir, f);
      const manifest = JSON.parse(mustRun("tar", ["-xzOf", tarball, "package/package.json"], dir)) as { name: string; version: string };
      const files = mustRun("tar", ["-tzf", tarball], dir)
        .split("\n")
        .filter((e) => e && !e.endsWith("/"))
        .map((e) => e.replace(/^package\//, ""))
        .sort();
      return { name: manifest.name, version: manifest.version, tarball, files };
    });
}

/**
 * A new project outside the repository, set up by running the README's install block (`<!-- project: install -->`)
 * as written, with `TFLOOKUP` naming the clone whose `packs/` holds the tarballs (npm prefers its cache, as a user's
 * second install would); then CDK Terrain's core library, which the README's CDK Terrain section adds for the
 * `/cdktn` bindings the test checks too.
 */
export function createConsumer(clone: string): string {
  const dir = makeTempDir("consumer");
  runReadmeBlock("project", "install", dir, consumerEnv(clone));
  const cdktn = rootManifest().devDependencies.cdktn;
  mustRun("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", `cdktn@${cdktn}`], dir);
  return dir;
}

/**
 * What the tests add to npm's settings: its cache first, no audit or funding notes, and no look for a newer npm
 * (which asks the registry, and prints a notice).
 */
export const NPM_QUIET = {
  npm_config_prefer_offline: "true",
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_update_notifier: "false",
} as const;

/** npm as a user runs it (NPM_QUIET aside), with `TFLOOKUP` naming the clone. */
export const consumerEnv = (clone: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
  npmEnv({ TFLOOKUP: clone, ...NPM_QUIET, ...extra });

export const projectVersion = (): string => rootManifest().version;
export const workspaceFolders = (): string[] => rootManifest().workspaces;
