/**
 * The provider registry protocol: service discovery (/.well-known/terraform.json → providers.v1, or a `host`
 * block of the CLI configuration), the version list, the download metadata for one platform, and the
 * verification of the archive against the signed SHA256SUMS.
 */
import { addressString, type ProviderAddress } from "./address";
import { InstallError, packageLabel } from "./errors";
import { hashArchive } from "./hashes";
import { getBytes, getJson, type HttpOptions } from "./http";
import { parseShaSums, verifyDetachedSignature, type SigningKey } from "./signature";
import type { PackageMeta, ProviderSource } from "./source";
import { splitPlatform } from "./platform";

interface VersionsDoc {
  versions?: Array<{ version: string; protocols?: string[]; platforms?: Array<{ os: string; arch: string }> }>;
}

interface DownloadDoc {
  filename: string;
  download_url: string;
  shasums_url: string;
  shasums_signature_url: string;
  shasum: string;
  signing_keys?: { gpg_public_keys?: SigningKey[] };
}

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
    if (override) return new URL(override, discoveryUrl).toString();
    const ctx = {
      what: `service discovery for ${hostname}`,
      advice:
        `check that ${hostname} is a provider registry reachable from here, ` +
        `or install from a mirror (provider_installation in the CLI configuration)`,
    };
    const { json, url } = await getJson<Record<string, unknown>>(discoveryUrl, ctx, this.http);
    const service = json["providers.v1"];
    if (typeof service !== "string")
      throw new InstallError(
        "bad-response",
        `${ctx.what}: ${hostname} does not offer the providers.v1 service (${url}); it is not a provider registry`,
      );
    return new URL(service, url).toString();
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
            await getJson<VersionsDoc>(
              url,
              { what: `the version list of ${key}`, advice: "check the provider address and the registry" },
              this.http,
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
    try {
      ({ json: meta, url: metaFinalUrl } = await getJson<DownloadDoc>(
        metaUrl,
        {
          what: `the download metadata of ${packageLabel(key, version)} for ${platform}`,
          advice: "check that the registry publishes this build",
        },
        this.http,
      ));
    } catch (err) {
      if (err instanceof InstallError && err.code === "http-status" && / 404\b/.test(err.message)) return undefined;
      throw err;
    }
    // Terraform speaks plugin protocols 5 and 6; a build for another (e.g. 4, before Terraform 0.12) cannot serve lookups.
    const protocols = (meta as DownloadDoc & { protocols?: unknown }).protocols;
    if (Array.isArray(protocols) && protocols.length > 0 && !protocols.some((p) => /^[56](\.|$)/.test(String(p)))) {
      throw new InstallError(
        "platform-not-found",
        `${packageLabel(key, version)}: the registry says this build speaks plugin protocol ${protocols.join(", ")}, ` +
          `but only 5 and 6 are supported (${metaUrl}); choose a newer version of the provider`,
      );
    }
    for (const field of ["filename", "download_url", "shasums_url", "shasums_signature_url", "shasum"] as const) {
      if (typeof meta[field] !== "string")
        throw new InstallError(
          "bad-response",
          `the download metadata of ${packageLabel(key, version)} for ${platform} has no ${field} (${metaUrl}); ` +
            `the registry is not following the provider registry protocol`,
        );
    }
    const resolveUrl = (u: string) => new URL(u, metaFinalUrl).toString();
    const http = this.http;
    return {
      address,
      version,
      platform,
      origin: `registry ${address.hostname}`,
      location: { kind: "remote-archive", url: resolveUrl(meta.download_url), filename: meta.filename },
      async authenticate(archive) {
        const label = `${packageLabel(key, version)} (${platform})`;
        const ctx = (what: string) => ({
          what: `${what} of ${label}`,
          advice: "retry; if it persists, the registry is serving an incomplete release",
        });
        const sums = await getBytes(resolveUrl(meta.shasums_url), ctx("SHA256SUMS"), http);
        const sig = await getBytes(resolveUrl(meta.shasums_signature_url), ctx("SHA256SUMS.sig"), http);
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
            `${label}: the archive downloaded from ${resolveUrl(meta.download_url)} has sha256 ${actual}, ` +
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
