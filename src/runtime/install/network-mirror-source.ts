/**
 * The provider network mirror protocol: <base>/<hostname>/<namespace>/<type>/index.json lists versions,
 * <version>.json lists one archive per platform with its URL (relative to that document) and hashes
 * (zh: and/or h1:), which the downloaded archive must match.
 */
import { addressString, type ProviderAddress } from "./address";
import { InstallError, packageLabel } from "./errors";
import { hashArchive, hashScheme, hashZipContents } from "./hashes";
import { getJson, resolveUrl, type HttpOptions } from "./http";
import { list, object, optional, record, string } from "./json-shape";
import { installLimits } from "./limits";
import type { PackageMeta, ProviderSource } from "./source";

const indexShape = object({ versions: optional(record(object({}))) });
const versionShape = object({ archives: optional(record(object({ url: string, hashes: optional(list(string)) }))) });

/**
 * A URL under `base` from path segments, each escaped on its own, as Terraform builds mirror URLs: a hostname
 * with a port ("registry.example.com:8443") stays one segment with its colon, never a URL scheme.
 */
export function mirrorUrl(base: string, segments: string[]): string {
  const u = new URL(base);
  if (!u.pathname.endsWith("/")) u.pathname += "/";
  u.pathname += segments.map((s) => encodeURIComponent(s).replace(/%3A/gi, ":")).join("/");
  u.search = "";
  u.hash = "";
  return u.toString();
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
    return mirrorUrl(this.baseUrl, [a.hostname, a.namespace, a.type, file]);
  }

  async availableVersions(address: ProviderAddress): Promise<string[]> {
    try {
      const { json } = await getJson(
        this.providerUrl(address, "index.json"),
        {
          what: `the version index of ${addressString(address)} on ${this.describe()}`,
          advice: "check the mirror URL in the CLI configuration and that the mirror is reachable",
        },
        this.http,
        indexShape,
      );
      return Object.keys(json.versions ?? {});
    } catch (err) {
      if (notFound(err)) return [];
      throw err;
    }
  }

  async packageMeta(address: ProviderAddress, version: string, platform: string): Promise<PackageMeta | undefined> {
    const label = packageLabel(addressString(address), version);
    let doc: ReturnType<typeof versionShape>;
    let docUrl: string;
    const ctx = { what: `the archive list of ${label} on ${this.describe()}`, advice: "check the mirror" };
    try {
      ({ json: doc, url: docUrl } = await getJson(this.providerUrl(address, `${version}.json`), ctx, this.http, versionShape));
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
    const archive = doc.archives?.[platform];
    if (!archive) return undefined;
    const url = resolveUrl(archive.url, docUrl, ctx, `archives.${platform}.url`);
    const listed = (archive.hashes ?? []).filter((h) => hashScheme(h) !== undefined);
    const origin = this.describe();
    const limits = this.http.limits ?? installLimits(this.http.env);
    return {
      address,
      version,
      platform,
      origin,
      location: { kind: "remote-archive", url, filename: url.split("/").pop() ?? "package.zip" },
      async authenticate(file) {
        if (listed.length === 0) return { hashes: [], summary: "not verified: the mirror lists no hashes" };
        const zh = await hashArchive(file!);
        // An archive too damaged to read as a zip simply has no h1: to match; one past a limit is refused as such.
        const h1 =
          !listed.includes(zh) && listed.some((h) => hashScheme(h) === "h1")
            ? await hashZipContents(file!, limits).catch((err: unknown) => {
                if (err instanceof InstallError && err.code === "limit-exceeded") throw err;
                return undefined;
              })
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
