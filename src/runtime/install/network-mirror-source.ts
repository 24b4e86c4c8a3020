/**
 * The provider network mirror protocol: <base>/<hostname>/<namespace>/<type>/index.json lists versions,
 * <version>.json lists one archive per platform with its URL (relative to that document) and hashes
 * (zh: and/or h1:), which the downloaded archive must match.
 */
import { addressString, type ProviderAddress } from "./address";
import { InstallError, packageLabel } from "./errors";
import { hashArchive, hashScheme, hashZipContents } from "./hashes";
import { getJson, type HttpOptions } from "./http";
import type { PackageMeta, ProviderSource } from "./source";

interface IndexDoc {
  versions?: Record<string, unknown>;
}
interface VersionDoc {
  archives?: Record<string, { url: string; hashes?: string[] }>;
}

const notFound = (err: unknown): boolean => err instanceof InstallError && err.code === "http-status" && / 404\b/.test(err.message);

export class NetworkMirrorSource implements ProviderSource {
  constructor(
    private readonly baseUrl: string,
    private readonly http: HttpOptions,
  ) {}

  describe(): string {
    return `network mirror ${this.baseUrl}`;
  }

  private providerUrl(a: ProviderAddress, file: string): string {
    return new URL(`${a.hostname}/${a.namespace}/${a.type}/${file}`, this.baseUrl).toString();
  }

  async availableVersions(address: ProviderAddress): Promise<string[]> {
    try {
      const { json } = await getJson<IndexDoc>(
        this.providerUrl(address, "index.json"),
        {
          what: `the version index of ${addressString(address)} on ${this.describe()}`,
          advice: "check the mirror URL in the CLI configuration and that the mirror is reachable",
        },
        this.http,
      );
      return Object.keys(json.versions ?? {});
    } catch (err) {
      if (notFound(err)) return [];
      throw err;
    }
  }

  async packageMeta(address: ProviderAddress, version: string, platform: string): Promise<PackageMeta | undefined> {
    const label = packageLabel(addressString(address), version);
    let doc: VersionDoc;
    let docUrl: string;
    try {
      ({ json: doc, url: docUrl } = await getJson<VersionDoc>(
        this.providerUrl(address, `${version}.json`),
        { what: `the archive list of ${label} on ${this.describe()}`, advice: "check the mirror" },
        this.http,
      ));
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
    const archive = doc.archives?.[platform];
    if (!archive) return undefined;
    if (typeof archive.url !== "string")
      throw new InstallError("bad-response", `${label} on ${this.describe()}: the archive entry for ${platform} has no url (${docUrl})`);
    const url = new URL(archive.url, docUrl).toString();
    const listed = (archive.hashes ?? []).filter((h) => hashScheme(h) !== undefined);
    const origin = this.describe();
    return {
      address,
      version,
      platform,
      origin,
      location: { kind: "remote-archive", url, filename: url.split("/").pop() ?? "package.zip" },
      async authenticate(file) {
        if (listed.length === 0) return { hashes: [], summary: "not verified: the mirror lists no hashes" };
        const zh = await hashArchive(file!);
        // An archive too damaged to read as a zip simply has no h1: to match.
        const h1 =
          !listed.includes(zh) && listed.some((h) => hashScheme(h) === "h1")
            ? await hashZipContents(file!).catch(() => undefined)
            : undefined;
        if (!listed.includes(zh) && !(h1 && listed.includes(h1))) {
          throw new InstallError(
            "checksum-mismatch",
            `${label} (${platform}): the archive downloaded from ${url} has ${zh}${h1 ? ` and ${h1}` : ""}, ` +
              `but ${origin} lists ${listed.join(", ")}; it was altered or corrupted, nothing was installed; ` +
              `retry, and report it to the mirror's operator if it persists`,
          );
        }
        return { hashes: listed, summary: `matches the mirror's ${listed.includes(zh) ? "zh:" : "h1:"} hash` };
      },
    };
  }
}
