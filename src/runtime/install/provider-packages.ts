/**
 * Which generated provider packages a command such as `tflookup-install-providers` serves: the `@tflookup/*`
 * packages installed where Node would resolve them from the working directory (each node_modules/@tflookup
 * from there up to the file system's root, nearest first), and this checkout's providers/ when the runtime runs
 * from its sources in the repository. A package is known by its SDK folder's metadata.json: `dist/pulumi/` in a
 * built or installed package, `pulumi/` in the repository's sources.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { defaultProvidersDir, loadSdkMeta } from "../shared/metadata";

export interface ProviderPackage {
  /** The Pulumi package name, `ibm`. */
  pkg: string;
  source: string;
  version: string;
  /** The package's folder. */
  dir: string;
}

/** The npm scope every generated package is published under (the runtime's own scope). */
const SCOPE = "@tflookup";

/** The SDK folder holding a package's metadata.json, built first. */
function sdkDirOf(packageDir: string): string | undefined {
  return [join(packageDir, "dist", "pulumi"), join(packageDir, "pulumi")].find((d) => existsSync(join(d, "metadata.json")));
}

/** Every generated package directly under `dir` (a providers/ folder or a node_modules/@tflookup folder). */
export function packagesIn(dir: string): ProviderPackage[] {
  if (!existsSync(dir)) return [];
  const found: ProviderPackage[] = [];
  for (const name of readdirSync(dir).sort()) {
    const sdkDir = sdkDirOf(join(dir, name));
    if (!sdkDir) continue;
    const meta = loadSdkMeta(sdkDir);
    found.push({ pkg: meta.pkg, source: meta.provider.source, version: meta.provider.version, dir: join(dir, name) });
  }
  return found;
}

/** The folders searched by default, nearest first. */
export function defaultPackageDirs(from: string = process.cwd()): string[] {
  const dirs: string[] = [];
  for (let d = resolve(from); ; d = dirname(d)) {
    dirs.push(join(d, "node_modules", SCOPE));
    if (dirname(d) === d) break;
  }
  dirs.push(defaultProvidersDir());
  return dirs;
}

/** The packages in `dirs`, the nearest of each package name winning (as Node's resolution would). */
export function findProviderPackages(dirs: readonly string[]): ProviderPackage[] {
  const byPkg = new Map<string, ProviderPackage>();
  for (const dir of dirs) for (const p of packagesIn(dir)) if (!byPkg.has(p.pkg)) byPkg.set(p.pkg, p);
  return [...byPkg.values()];
}
