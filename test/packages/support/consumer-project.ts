/**
 * The packages as a user gets them: every workspace packed once (`npm pack`, which runs each package's
 * `prepack` build), and a fresh project outside the repository that installs the tarballs with npm, taking
 * everything else from npm's cache where it has it.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
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

/**
 * Packs every workspace of the repository into `dest`. The runtime comes first in `workspaces`, so its
 * declarations are built before the provider packages that compile against them.
 */
export function packWorkspaces(dest: string): PackedPackage[] {
  mkdirSync(dest, { recursive: true });
  const out = mustRun("npm", ["pack", "--workspaces", "--pack-destination", dest, "--json", "--loglevel=error"], REPO_ROOT);
  const packed = JSON.parse(out) as { name: string; version: string; filename: string; files: { path: string }[] }[];
  return packed.map((p) => ({
    name: p.name,
    version: p.version,
    tarball: join(dest, p.filename),
    files: p.files.map((f) => f.path).sort(),
  }));
}

/**
 * A new project that depends on the packed tarballs plus what a user adds beside them (@pulumi/pulumi, cdktf,
 * cdktn, constructs at the versions this repository pins, @types/node for TypeScript), installed with
 * `npm install --prefer-offline`.
 */
export function createConsumer(packages: PackedPackage[]): string {
  const root = rootManifest();
  const dir = makeTempDir("consumer");
  const manifest = {
    name: "tflookup-consumer",
    version: "1.0.0",
    private: true,
    dependencies: {
      ...Object.fromEntries(packages.map((p) => [p.name, `file:${p.tarball}`])),
      "@pulumi/pulumi": root.dependencies["@pulumi/pulumi"],
      cdktf: root.dependencies.cdktf,
      // The provider packages' other flavour of bindings (`…/cdktn`) needs CDK Terrain's core library.
      cdktn: root.devDependencies.cdktn,
      constructs: root.dependencies.constructs,
    },
    devDependencies: { "@types/node": root.devDependencies["@types/node"] },
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2) + "\n");
  mustRun("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], dir);
  return dir;
}

export const projectVersion = (): string => rootManifest().version;
export const workspaceFolders = (): string[] => rootManifest().workspaces;
