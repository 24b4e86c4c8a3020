/**
 * Each provider's binary, found once: a warm lookup neither searches nor hashes again while the file is unchanged,
 * and a process is started only from a file looked at again just before.
 */
import { statSync } from "node:fs";
import { parseProviderAddress } from "../../install/address";
import type { PackageMeta } from "../../shared/metadata";
import { binaryEnvVariable, findProviderBinary, type ProviderBinaryOptions } from "./provider-binary";

function fileStamp(path: string): string {
  const st = statSync(path, { throwIfNoEntry: false });
  return st ? `${st.size}:${st.mtimeMs}:${st.ino}` : "missing";
}

export class ProviderBinaries {
  /**
   * Binaries found per provider (binaryKey), so a warm lookup does not search (or hash) again while the file is
   * unchanged; `foundBinaries` holds the same once found. An entry goes when a look at the file before a start
   * finds it changed, or when the search failed.
   */
  private readonly binaries = new Map<string, Promise<{ path: string; stamp: string }>>();
  private readonly foundBinaries = new Map<string, { path: string; stamp: string }>();
  /**
   * Per package: the variable that names its provider's binary (TFLOOKUP_PROVIDER_BINARY_<TYPE>), the value it had
   * last, and the key made with that value (made again only when the value changes).
   */
  private readonly binaryKeys = new WeakMap<PackageMeta, { variable: string; value: string | undefined; key: string }>();

  constructor(private readonly opts: ProviderBinaryOptions) {}

  /**
   * The key under which a provider's binary is found: its source and version, and the variable that can name
   * its binary (read on every call, so setting it takes effect at once). The variable's name is worked out once
   * per package, the key again only when the variable's value changed.
   */
  private binaryKey(meta: PackageMeta): string {
    const { source, version } = meta.provider;
    let known = this.binaryKeys.get(meta);
    if (!known) {
      known = { variable: binaryEnvVariable(parseProviderAddress(source).type), value: undefined, key: "" };
      this.binaryKeys.set(meta, known);
    }
    const value = (this.opts.env ?? process.env)[known.variable];
    if (known.key === "" || value !== known.value) {
      known.value = value;
      known.key = JSON.stringify([source, version, value]);
    }
    return known.key;
  }

  /**
   * The provider's executable. `verify` (before a process is started from it) looks at the file again: one
   * replaced or removed since it was found is searched for, and checked against the lock file, again. A lookup
   * served by a process already running needs no look at the file, whose bytes that process no longer reads.
   */
  async find(meta: PackageMeta, requester: string, verify: boolean): Promise<string> {
    const { source, version } = meta.provider;
    const key = this.binaryKey(meta);
    let found = this.binaries.get(key);
    if (found) {
      const known = await found.catch(() => undefined);
      if (known && (!verify || fileStamp(known.path) === known.stamp)) return known.path;
      if (this.binaries.get(key) === found) this.forget(key);
    }
    found = this.binaries.get(key);
    if (!found) {
      const finding = findProviderBinary({ source, version, requester }, this.opts).then((path) => {
        const known = { path, stamp: fileStamp(path) };
        if (this.binaries.get(key) === finding) this.foundBinaries.set(key, known);
        return known;
      });
      found = finding;
      this.binaries.set(key, finding);
      finding.catch(() => {
        if (this.binaries.get(key) === finding) this.forget(key);
      });
    }
    return (await found).path;
  }

  private forget(key: string): void {
    this.binaries.delete(key);
    this.foundBinaries.delete(key);
  }

  /** The path `find` found for this provider, when it has found one: what a warm lookup needs, without waiting. */
  known(meta: PackageMeta): string | undefined {
    return this.foundBinaries.get(this.binaryKey(meta))?.path;
  }
}
