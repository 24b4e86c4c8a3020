/**
 * Filesystem mirrors, in both of Terraform's layouts under the mirror directory:
 *   packed    HOSTNAME/NAMESPACE/TYPE/terraform-provider-TYPE_VERSION_OS_ARCH.zip
 *   unpacked  HOSTNAME/NAMESPACE/TYPE/VERSION/OS_ARCH/   (the package's files)
 * Directory names are compared case-insensitively, as Terraform normalises addresses.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ProviderAddress } from "./address";
import type { PackageMeta, ProviderSource } from "./source";

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** Subdirectory of `dir` whose name equals `name` ignoring case. */
function child(dir: string, name: string): string | undefined {
  const match = listDir(dir).find((e) => e.toLowerCase() === name.toLowerCase());
  return match === undefined ? undefined : join(dir, match);
}

interface Found {
  version: string;
  platform: string;
  location: { kind: "local-archive"; file: string } | { kind: "local-dir"; dir: string };
}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const PLATFORM = /^[a-z0-9]+_[a-z0-9]+$/;

/** Every package of one provider in a mirror directory. */
export function scanMirror(baseDir: string, a: ProviderAddress): Found[] {
  const hostDir = child(baseDir, a.hostname);
  const nsDir = hostDir && child(hostDir, a.namespace);
  const typeDir = nsDir && child(nsDir, a.type);
  if (!typeDir) return [];
  const found: Found[] = [];
  const packed = new RegExp(`^terraform-provider-${a.type}_(.+)_([a-z0-9]+_[a-z0-9]+)\\.zip$`, "i");
  for (const entry of listDir(typeDir)) {
    const full = join(typeDir, entry);
    const m = packed.exec(entry);
    if (m && VERSION.test(m[1])) {
      found.push({ version: m[1], platform: m[2].toLowerCase(), location: { kind: "local-archive", file: full } });
    } else if (VERSION.test(entry) && isDir(full)) {
      for (const platform of listDir(full)) {
        if (PLATFORM.test(platform) && isDir(join(full, platform)))
          found.push({ version: entry, platform, location: { kind: "local-dir", dir: join(full, platform) } });
      }
    }
  }
  return found;
}

export class FilesystemMirrorSource implements ProviderSource {
  constructor(readonly dir: string) {}

  describe(): string {
    return `filesystem mirror ${this.dir}`;
  }

  async availableVersions(address: ProviderAddress): Promise<string[]> {
    return [...new Set(scanMirror(this.dir, address).map((f) => f.version))];
  }

  /** Whether the mirror has any package of this provider (Terraform's implied mirrors take providers off `direct` this way). */
  has(address: ProviderAddress): boolean {
    return scanMirror(this.dir, address).length > 0;
  }

  async packageMeta(address: ProviderAddress, version: string, platform: string): Promise<PackageMeta | undefined> {
    // An unpacked directory wins over an archive of the same package, as in Terraform's search.
    const all = scanMirror(this.dir, address).filter((f) => f.version === version && f.platform === platform);
    const pick = all.find((f) => f.location.kind === "local-dir") ?? all[0];
    if (!pick) return undefined;
    return {
      address,
      version,
      platform,
      origin: this.describe(),
      location: pick.location,
      // A local mirror is trusted as the user placed it; the lock file is what guards it.
      authenticate: async () => ({ hashes: [], summary: "local mirror (checked against the lock file only)" }),
    };
  }
}
