/**
 * The provider registry protocol: service discovery (/.well-known/terraform.json → providers.v1, or a `host`
 * block of the CLI configuration), the version list, the download metadata for one platform, and the
 * verification of the archive against the signed SHA256SUMS.
 */
import { addressString, type ProviderAddress } from "./address";
import { InstallError, packageLabel } from "./errors";
import { hashArchive } from "./hashes";
import { getBytes, getJson, resolveUrl, type HttpOptions } from "./http";
import { list, object, optional, string, version as versionString } from "./json-shape";
import { parseShaSums, verifyDetachedSignature } from "./signature";
import type { PackageMeta, ProviderSource } from "./source";
import { splitPlatform } from "./platform";

const discoveryShape = object({ "providers.v1": optional(string) });

const versionsShape = object({
  versions: optional(
    list(
      object({
        version: string,
        protocols: optional(list(versionString)),
        platforms: optional(list(object({ os: string, arch: string }))),
      }),
    ),
  ),
});
type VersionsDoc = ReturnType<typeof versionsShape>;

const downloadShape = object({
  protocols: optional(list(versionString)),
  filename: string,
  download_url: string,
  shasums_url: string,
  shasums_signature_url: string,
  shasum: string,
  signing_keys: optional(object({ gpg_public_keys: optional(list(object({ key_id: optional(string), ascii_armor: string }))) })),
});
type DownloadDoc = ReturnType<typeof downloadShape>;

export class RegistrySource implements ProviderSource {
  private readonly discovered = new Map<string, Promise<string>>();
  private readonly versionDocs = new Map<string, Promise<VersionsDoc | undefined>>();

  constructor(
    private readonly http: HttpOptions,
    private readonly hostServices: Map<string, Record<string, string>> = new Map(),
  ) {}

  describe(): string {
    return "the provider's origin registry";
  }

  describeFor(address: ProviderAddress): string {
    const override = this.hostServices.get(address.hostname)?.["providers.v1"];
    return override
      ? `the registry ${address.hostname} (providers.v1 at ${override}, from a host block)`
      : `the registry ${address.hostname} (https://${address.hostname}/.well-known/terraform.json)`;
  }

  /** The providers.v1 base URL of a registry host. */
  private base(hostname: string): Promise<string> {
    let p = this.discovered.get(hostname);
    if (!p) {
      p = this.discover(hostname);
      p.catch(() => this.discovered.delete(hostname));
      this.discovered.set(hostname, p);
    }
    return p;
  }

  private async discover(hostname: string): Promise<string> {
    const override = this.hostServices.get(hostname)?.["providers.v1"];
    const discoveryUrl = `https://${hostname}/.well-known/terraform.json`;
    const hostBlock = { what: `the host block for ${hostname}`, advice: "fix it in the CLI configuration" };
    if (override) return resolveUrl(override, discoveryUrl, hostBlock, "providers.v1");
    const ctx = {
      what: `service discovery for ${hostname}`,
      advice:
        `check that ${hostname} is a provider registry reachable from here, ` +
        `or install from a mirror (provider_installation in the CLI configuration)`,
    };
    const { json, url } = await getJson(discoveryUrl, ctx, this.http, discoveryShape);
    const service = json["providers.v1"];
    if (service === undefined)
      throw new InstallError(
        "bad-response",
        `${ctx.what}: ${hostname} does not offer the providers.v1 service (${url}); it is not a provider registry`,
      );
    return resolveUrl(service, url, ctx, "providers.v1");
  }

  private versionsDoc(address: ProviderAddress): Promise<VersionsDoc | undefined> {
    const key = addressString(address);
    let p = this.versionDocs.get(key);
    if (!p) {
      p = (async () => {
        const base = await this.base(address.hostname);
        const url = new URL(`${address.namespace}/${address.type}/versions`, base).toString();
        try {
          return (
            await getJson(
              url,
              { what: `the version list of ${key}`, advice: "check the provider address and the registry" },
              this.http,
              versionsShape,
            )
          ).json;
        } catch (err) {
          if (err instanceof InstallError && err.code === "http-status" && / 404\b/.test(err.message)) return undefined;
          throw err;
        }
      })();
      p.catch(() => this.versionDocs.delete(key));
      this.versionDocs.set(key, p);
    }
    return p;
  }

  async availableVersions(address: ProviderAddress): Promise<string[]> {
    const doc = await this.versionsDoc(address);
    return (doc?.versions ?? []).map((v) => v.version);
  }

  async packageMeta(address: ProviderAddress, version: string, platform: string): Promise<PackageMeta | undefined> {
    const key = addressString(address);
    const doc = await this.versionsDoc(address);
    const entry = doc?.versions?.find((v) => v.version === version);
    if (!entry) return undefined;
    const { os, arch } = splitPlatform(platform);
    if (entry.platforms && !entry.platforms.some((p) => p.os === os && p.arch === arch)) return undefined;
    const base = await this.base(address.hostname);
    const metaUrl = new URL(`${address.namespace}/${address.type}/${version}/download/${os}/${arch}`, base).toString();
    let meta: DownloadDoc;
    let metaFinalUrl: string;
    const metaCtx = {
      what: `the download metadata of ${packageLabel(key, version)} for ${platform}`,
      advice: "check that the registry publishes this build",
    };
    try {
      ({ json: meta, url: metaFinalUrl } = await getJson(metaUrl, metaCtx, this.http, downloadShape));
    } catch (err) {
      if (err instanceof InstallError && err.code === "http-status" && / 404\b/.test(err.message)) return undefined;
      throw err;
    }
    // Terraform speaks plugin protocols 5 and 6; a build for another (e.g. 4, before Terraform 0.12) cannot serve lookups.
    const protocols = meta.protocols;
    if (protocols && protocols.length > 0 && !protocols.some((p) => /^[56](\.|$)/.test(p))) {
      throw new InstallError(
        "platform-not-found",
        `${packageLabel(key, version)}: the registry says this build speaks plugin protocol ${protocols.join(", ")}, ` +
          `but only 5 and 6 are supported (${metaUrl}); choose a newer version of the provider`,
      );
    }
    const urls = {
      download: resolveUrl(meta.download_url, metaFinalUrl, metaCtx, "download_url"),
      shasums: resolveUrl(meta.shasums_url, metaFinalUrl, metaCtx, "shasums_url"),
      signature: resolveUrl(meta.shasums_signature_url, metaFinalUrl, metaCtx, "shasums_signature_url"),
    };
    const http = this.http;
    return {
      address,
      version,
      platform,
      origin: `registry ${address.hostname}`,
      location: { kind: "remote-archive", url: urls.download, filename: meta.filename },
      async authenticate(archive) {
        const label = `${packageLabel(key, version)} (${platform})`;
        const ctx = (what: string) => ({
          what: `${what} of ${label}`,
          advice: "retry; if it persists, the registry is serving an incomplete release",
        });
        const sums = await getBytes(urls.shasums, ctx("SHA256SUMS"), http);
        const sig = await getBytes(urls.signature, ctx("SHA256SUMS.sig"), http);
        const keyId = await verifyDetachedSignature(
          sums.body,
          sig.body,
          meta.signing_keys?.gpg_public_keys ?? [],
          `${label} from ${sums.url}`,
        );
        const listed = parseShaSums(sums.body.toString("utf8"));
        const expected = listed.get(meta.filename);
        if (!expected)
          throw new InstallError(
            "checksum-mismatch",
            `${label}: the signed SHA256SUMS (${sums.url}) does not list ${meta.filename}; ` +
              `the registry is serving an inconsistent release, do not use it`,
          );
        if (expected !== meta.shasum.toLowerCase())
          throw new InstallError(
            "checksum-mismatch",
            `${label}: the registry's metadata gives sha256 ${meta.shasum} for ${meta.filename} ` +
              `but the signed SHA256SUMS gives ${expected}; do not use this package`,
          );
        const actual = (await hashArchive(archive!)).slice(3);
        if (actual !== expected) {
          throw new InstallError(
            "checksum-mismatch",
            `${label}: the archive downloaded from ${urls.download} has sha256 ${actual}, ` +
              `but the signed SHA256SUMS says ${expected}; it was altered or corrupted in transit, nothing was installed; ` +
              `retry, and report it if it persists`,
          );
        }
        const prefix = `terraform-provider-${address.type}_${version}_`;
        const hashes = [...listed].filter(([name]) => name.startsWith(prefix) && name.endsWith(".zip")).map(([, sha]) => `zh:${sha}`);
        return { hashes, summary: `signed by key ${keyId.toUpperCase()}` };
      },
    };
  }
}
