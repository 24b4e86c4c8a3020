/**
 * Installs the stand-in providers for tests the way real providers are installed:
 * a filesystem mirror in Terraform's unpacked layout plus a CLI configuration that
 * sends the pinned providers there and nowhere else, so `terraform init` resolves,
 * "installs" and locks them as it would the upstream builds.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { currentPlatform } from "../../src/runtime/install/platform";
import { writeCliConfig } from "../../src/runtime/terraform-cli";
import { REPO_ROOT, STANDIN_BUNDLE } from "./build";

export interface StandinProviderSpec {
  /** As cdktf.json writes it, e.g. IBM-Cloud/ibm. */
  source: string;
  namespace: string;
  /** Provider type, e.g. ibm; also names its schema, overrides and fixture files. */
  type: string;
  version: string;
  schemaFile: string;
  overridesFile: string;
  cloudFile: string;
  /** Plugin protocol the stand-in serves: 5 (default, as the SDKv2 upstreams do) or 6. */
  protocol?: 5 | 6;
}

export const REGISTRY_HOST = "registry.terraform.io";

/** The providers pinned in cdktf.json, each with the files its stand-in serves. */
export function pinnedStandinProviders(cloudFiles: Record<string, string> = {}): StandinProviderSpec[] {
  const cdktf = JSON.parse(readFileSync(join(REPO_ROOT, "cdktf.json"), "utf8")) as { terraformProviders?: unknown[] };
  return (cdktf.terraformProviders ?? []).map((entry) => {
    const pin = typeof entry === "string" ? entry : `${(entry as { source: string }).source}@${(entry as { version: string }).version}`;
    const match = /^([^/@]+)\/([^/@]+)@=?\s*(\d[^,\s]*)$/.exec(pin);
    if (!match) throw new Error(`cdktf.json: cannot read the provider pin ${JSON.stringify(pin)}`);
    const [, namespace, type, version] = match;
    return {
      source: `${namespace}/${type}`,
      namespace,
      type,
      version,
      schemaFile: join(REPO_ROOT, "schemas", `${type}.json`),
      overridesFile: join(REPO_ROOT, "overrides", `${type}.json`),
      cloudFile: resolve(cloudFiles[type] ?? join(REPO_ROOT, "test", "fixtures", "cloud", `${type}.json`)),
    };
  });
}

/** `required_providers` entries for the pinned providers, keyed by local name (the type). */
export function requiredProviders(
  providers: StandinProviderSpec[] = pinnedStandinProviders(),
): Record<string, { source: string; version: string }> {
  return Object.fromEntries(providers.map((p) => [p.type, { source: p.source, version: p.version }]));
}

/** This machine's platform, as Terraform names it (one definition, in the installer). */
export const terraformPlatform = (): string => currentPlatform();

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

export const standinExecutableName = (p: Pick<StandinProviderSpec, "type" | "version">): string =>
  `terraform-provider-${p.type}_v${p.version}`;

/**
 * The stand-in's executable: a shell script starting the bundle with the provider's schema and fixture cloud,
 * serving plugin protocol `protocol` (the provider's own choice wins; 5 by default, as the SDKv2 upstreams).
 */
export function standinExecutable(p: StandinProviderSpec, bundle: string = STANDIN_BUNDLE, protocol: 5 | 6 = 5): string {
  const served = p.protocol ?? protocol;
  const command = [
    process.execPath,
    resolve(bundle),
    "--schema",
    p.schemaFile,
    "--cloud",
    p.cloudFile,
    "--overrides",
    p.overridesFile,
    "--protocol",
    String(served),
  ]
    .map(shellQuote)
    .join(" ");
  return (
    `#!/bin/sh\n# Test stand-in for ${p.source} ${p.version}, plugin protocol ${served} (see test/standin/program/main.ts).\n` +
    `exec ${command}\n`
  );
}

export interface StandinMirrorOptions {
  /** Providers to mirror; the pinned ones by default. */
  providers?: StandinProviderSpec[];
  pluginCacheDir?: string;
  /** The stand-in bundle to start; build/standin/standin.js by default (see buildStandin). */
  bundle?: string;
  /** Plugin protocol for every provider that does not name its own; 5 by default. */
  protocol?: 5 | 6;
}

/** Where a provider's executable sits in an unpacked mirror (and in Terraform's plugin cache, same layout). */
export function unpackedExecutable(root: string, p: Pick<StandinProviderSpec, "namespace" | "type" | "version">): string {
  return join(root, REGISTRY_HOST, p.namespace, p.type, p.version, terraformPlatform(), standinExecutableName(p));
}

/** The executables createStandinMirror(dir, { providers }) wrote, by "<namespace>/<type>" as the plugin engine takes them. */
export function mirroredExecutables(dir: string, providers: StandinProviderSpec[] = pinnedStandinProviders()): Record<string, string> {
  return Object.fromEntries(providers.map((p) => [p.source, unpackedExecutable(resolve(dir, "mirror"), p)]));
}

/**
 * Creates `<dir>/mirror` (unpacked layout, one executable wrapper per provider) and
 * `<dir>/terraform.rc`, and returns the path of the latter for TF_CLI_CONFIG_FILE.
 */
export function createStandinMirror(dir: string, options: StandinMirrorOptions = {}): string {
  const providers = options.providers ?? pinnedStandinProviders();
  const bundle = resolve(options.bundle ?? STANDIN_BUNDLE);
  if (!existsSync(bundle))
    throw new Error(`the stand-in bundle ${bundle} does not exist: call buildStandin() first (jest's globalSetup does)`);
  const mirror = resolve(dir, "mirror");
  for (const p of providers) {
    const executable = unpackedExecutable(mirror, p);
    mkdirSync(dirname(executable), { recursive: true });
    writeFileSync(executable, standinExecutable(p, bundle, options.protocol));
    chmodSync(executable, 0o755);
  }
  const addresses = providers.map((p) => `${REGISTRY_HOST}/${p.source}`);
  return writeCliConfig(resolve(dir, "terraform.rc"), {
    filesystemMirrors: [{ path: mirror, include: addresses }],
    direct: { exclude: addresses },
    pluginCacheDir: options.pluginCacheDir,
  });
}
