/**
 * The plugin reports the upstream provider's version (2.5.0 for IBM-Cloud/ibm 2.5.0): the package is that
 * provider's data sources, and the Pulumi engine matches a plugin to an SDK by this number.
 */
import type { PackageFiles } from "./package-files";

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export class PackageVersionError extends Error {}

export function upstreamVersion(files: PackageFiles): string {
  const meta = files.metadata();
  const holder = [meta.provider, meta.upstream].find((v): v is Record<string, unknown> => typeof v === "object" && v !== null);
  const raw = holder?.version;
  // Upstream tags carry a leading v (v2.5.0); the Pulumi engine parses plugin versions as semver without it.
  const version = typeof raw === "string" ? raw.replace(/^v/, "") : undefined;
  if (!version || !SEMVER.test(version)) {
    throw new PackageVersionError(
      `${files.dir}/metadata.json: no upstream provider version (provider.version), found ${JSON.stringify(raw)}`,
    );
  }
  return version;
}
