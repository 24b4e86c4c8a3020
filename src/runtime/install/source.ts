/** What every installation method offers: the versions it has, and where a version's package for a platform is. */
import type { ProviderAddress } from "./address";

export type PackageLocation =
  { kind: "remote-archive"; url: string; filename: string } | { kind: "local-archive"; file: string } | { kind: "local-dir"; dir: string };

export interface PackageMeta {
  address: ProviderAddress;
  version: string;
  platform: string;
  /** "registry registry.terraform.io", "network mirror https://…", "filesystem mirror /dir": for progress lines and errors. */
  origin: string;
  location: PackageLocation;
  /**
   * Checks a downloaded or local archive (never unpacked yet) and returns the hashes it vouches for, which go
   * into the lock file (e.g. every zh: of a signed SHA256SUMS). Throws when the archive fails the check.
   */
  authenticate(archive: string | undefined): Promise<{ hashes: string[]; summary: string }>;
}

export interface ProviderSource {
  describe(): string;
  /** Where this source looks for one provider (its URL or directory), when that says more than describe(). */
  describeFor?(address: ProviderAddress): string;
  /** Versions on offer; [] when this source does not know the provider. */
  availableVersions(address: ProviderAddress): Promise<string[]>;
  /** Undefined when this source has no package for that version and platform. */
  packageMeta(address: ProviderAddress, version: string, platform: string): Promise<PackageMeta | undefined>;
}
