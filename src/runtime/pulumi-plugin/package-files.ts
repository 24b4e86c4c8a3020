/**
 * Finds a package's generated Pulumi files (providers/<pkg>/pulumi/{schema.json,metadata.json}) and reads only
 * what a call needs: GetPluginInfo must not pay for parsing a large schema, GetSchema must not re-serialise it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { packageDir } from "../package-format/registry";
import { UnknownPackageError } from "../shared/metadata";

export const EXECUTABLE_PREFIX = "pulumi-resource-";

/** The slice of a Pulumi Package Schema the plugin reads. */
export interface SchemaProperty {
  type?: string;
  $ref?: string;
  items?: SchemaProperty;
  additionalProperties?: SchemaProperty;
  secret?: boolean;
}

export interface PackageSchema {
  name: string;
  version?: string;
  config?: { variables?: Record<string, SchemaProperty>; defaults?: string[] };
  functions?: Record<string, { outputs?: { properties?: Record<string, SchemaProperty> } }>;
  types?: Record<string, { properties?: Record<string, SchemaProperty> }>;
}

export interface PackageFiles {
  pkg: string;
  /** providers/<pkg>/pulumi */
  dir: string;
  /** schema.json as it is on disk (the committed file when run from the sources). */
  schemaText(): string;
  schema(): PackageSchema;
  metadata(): Record<string, unknown>;
}

function readOnce<T>(read: () => T): () => T {
  let cached: { v: T } | undefined;
  return () => (cached ??= { v: read() }).v;
}

/**
 * The providers/ tree beside the src/ tree this file belongs to: where a plugin run from this repository's
 * sources (tsx) finds the generated packages. An installed provider package's bin registers its own folder
 * instead (see openPackage). The executor finds its bindings the same way, so plugin and executor always read
 * one tree.
 */
export function findProvidersRoot(from: string = __dirname): string {
  return resolve(from, "..", "..", "..", "providers");
}

export function availablePackages(providersRoot: string): string[] {
  if (!existsSync(providersRoot)) return [];
  return readdirSync(providersRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(providersRoot, e.name, "pulumi", "schema.json")))
    .map((e) => e.name)
    .sort();
}

function packageUnder(pkg: string, providersRoot: string): string {
  const known = availablePackages(providersRoot);
  if (!known.includes(pkg)) {
    throw new UnknownPackageError(pkg, known, providersRoot);
  }
  return join(providersRoot, pkg, "pulumi");
}

/**
 * Without a providers root, a package that registered itself (an installed provider package's bin loads its
 * `package` module first) is served from its own folder; otherwise providers/<pkg>/pulumi beside the runtime.
 */
export function openPackage(pkg: string, providersRoot?: string): PackageFiles {
  const registered = providersRoot === undefined ? packageDir(pkg) : undefined;
  const dir = registered ?? packageUnder(pkg, providersRoot ?? findProvidersRoot());
  const schemaText = readOnce(() => readFileSync(join(dir, "schema.json"), "utf8"));
  return {
    pkg,
    dir,
    schemaText,
    schema: readOnce(() => JSON.parse(schemaText()) as PackageSchema),
    metadata: readOnce(() => JSON.parse(readFileSync(join(dir, "metadata.json"), "utf8")) as Record<string, unknown>),
  };
}

/**
 * The Pulumi engine starts a plugin by its file name, pulumi-resource-<pkg>; npm's bin links keep that name in argv[1]
 * (Node does not resolve the symlink there), so one compiled entry serves every package.
 */
export function packageFromExecutable(executable: string | undefined): string | undefined {
  if (!executable) return undefined;
  const base = executable.replace(/\\/g, "/").split("/").pop() ?? "";
  const name = base.replace(/\.(c?js|ts|cmd)$/, "");
  return name.startsWith(EXECUTABLE_PREFIX) && name.length > EXECUTABLE_PREFIX.length ? name.slice(EXECUTABLE_PREFIX.length) : undefined;
}
