/**
 * The installation methods of a CLI configuration as one source, with Terraform's rules: a method serves a
 * provider only when its include/exclude patterns accept it; the versions on offer are the union over the
 * methods that accept it; a version's package comes from the first such method, in file order, that has it
 * for the platform. Without a provider_installation block, Terraform's implied methods apply: the local
 * plugin directories as filesystem mirrors, and direct for every provider none of them holds.
 */
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { addressString, methodAccepts, type ProviderAddress, type ProviderPattern } from "./address";
import { InstallError } from "./errors";
import type { CliConfig } from "./cli-config";
import { FilesystemMirrorSource } from "./filesystem-mirror-source";
import type { HttpOptions } from "./http";
import { NetworkMirrorSource } from "./network-mirror-source";
import { RegistrySource } from "./registry-source";
import type { PackageMeta, ProviderSource } from "./source";

export interface Selector {
  source: ProviderSource;
  accepts(address: ProviderAddress): boolean;
}

const patterned = (source: ProviderSource, include?: ProviderPattern[], exclude?: ProviderPattern[]): Selector => ({
  source,
  accepts: (a) => methodAccepts(a, include, exclude),
});

/** The local directories Terraform searches when the CLI configuration has no provider_installation block (Unix). */
export function impliedMirrorDirs(env: NodeJS.ProcessEnv = process.env, home = homedir()): string[] {
  const dataHome = env.XDG_DATA_HOME || join(home, ".local", "share");
  const dataDirs = (env.XDG_DATA_DIRS || "/usr/local/share/:/usr/share/").split(":").filter(Boolean);
  return [
    join(home, ".terraform.d", "plugins"),
    join(dataHome, "terraform", "plugins"),
    ...dataDirs.map((d) => join(d, "terraform", "plugins")),
  ];
}

export function selectorsFor(config: CliConfig, http: HttpOptions, env: NodeJS.ProcessEnv = process.env, home = homedir()): Selector[] {
  const tokenFor = (hostname: string) => config.tokenFor(hostname);
  const registry = new RegistrySource({ ...http, tokenFor }, config.hostServices);
  if (config.providerInstallation) {
    return config.providerInstallation.map((m) => {
      if (m.kind === "direct") return patterned(registry, m.include, m.exclude);
      if (m.kind === "filesystem_mirror") return patterned(new FilesystemMirrorSource(m.path), m.include, m.exclude);
      return patterned(new NetworkMirrorSource(m.url, { ...http, tokenFor }), m.include, m.exclude);
    });
  }
  const mirrors = impliedMirrorDirs(env, home)
    .filter((d) => existsSync(d))
    .map((d) => new FilesystemMirrorSource(d));
  return [
    ...mirrors.map((m) => ({ source: m, accepts: () => true })),
    { source: registry, accepts: (a: ProviderAddress) => !mirrors.some((m) => m.has(a)) },
  ];
}

export interface Resolved {
  versions: string[];
  /** Methods that accept the provider, for messages. */
  consulted: string[];
}

/**
 * The versions every accepting method offers. `trail`, when given, gets one line per method: where it
 * looked (URL or directory) and what it answered, or that include/exclude ruled it out.
 */
export async function availableVersions(selectors: Selector[], address: ProviderAddress, trail?: string[]): Promise<Resolved> {
  const versions = new Set<string>();
  const consulted: string[] = [];
  for (const s of selectors) {
    const where = s.source.describeFor?.(address) ?? s.source.describe();
    if (!s.accepts(address)) {
      trail?.push(`${where}: not tried (its include/exclude rules leave ${addressString(address)} out)`);
      continue;
    }
    consulted.push(s.source.describe());
    let offered: string[];
    try {
      offered = await s.source.availableVersions(address);
    } catch (err) {
      trail?.push(`${where}: failed${err instanceof InstallError ? ` (${err.code})` : ""}`);
      throw err;
    }
    trail?.push(
      offered.length === 0
        ? `${where}: does not have the provider`
        : `${where}: offers ${offered.slice(0, 5).join(", ")}${offered.length > 5 ? ", …" : ""}`,
    );
    for (const v of offered) versions.add(v);
  }
  return { versions: [...versions], consulted };
}

/** The package from the first accepting method that has it, or undefined with the methods consulted. */
export async function findPackage(
  selectors: Selector[],
  address: ProviderAddress,
  version: string,
  platform: string,
): Promise<PackageMeta | undefined> {
  for (const s of selectors) {
    if (!s.accepts(address)) continue;
    const meta = await s.source.packageMeta(address, version, platform);
    if (meta) return meta;
  }
  return undefined;
}
