import * as fs from "fs";
import * as path from "path";
import * as semver from "semver";
import { didYouMeanHint } from "../../runtime/did-you-mean";
import { CORE_LIBRARIES, isCoreLibrary, type CoreLibrary } from "./core-library";

/** One upstream provider named in cdktf.json `terraformProviders`, e.g. "IBM-Cloud/ibm@2.5.0". */
export interface ProviderTarget {
  /** `<namespace>/<type>` as written in cdktf.json. */
  source: string;
  namespace: string;
  /** The provider type, which is also the CDKTF folder name under providers/. */
  type: string;
  version: string;
  /** Lower-cased registry key as `terraform providers schema -json` prints it. */
  registryKey: string;
}

export interface ProjectConfig {
  root: string;
  codeMakerOutput: string;
  providers: ProviderTarget[];
  /**
   * The CDK core libraries the bindings are generated for (`coreLibrary` in cdktf.json: "cdktf", the default,
   * "cdktn" for CDK Terrain, or both as an array), in canonical order.
   */
  coreLibraries: CoreLibrary[];
}

export const DEFAULT_REGISTRY_HOST = "registry.terraform.io";

/**
 * cdktf.json is the one list of what is wrapped; every script reads it through here so that no other
 * file names a version. Only exact versions are accepted: a range would make generation depend on
 * whatever the registry serves that day.
 */
export function readProjectConfig(root: string): ProjectConfig {
  const file = path.join(root, "cdktf.json");
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: cannot read cdktf.json: ${(err as Error).message}`);
  }
  if (typeof raw !== "object" || raw === null) throw new Error(`${file}: expected a JSON object`);
  const obj = raw as Record<string, unknown>;
  const out = obj.codeMakerOutput;
  if (typeof out !== "string" || out === "") {
    throw new Error(`${file}: codeMakerOutput: expected a folder name, got ${JSON.stringify(out)}`);
  }
  const list = obj.terraformProviders;
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error(`${file}: terraformProviders: expected a non-empty array, got ${JSON.stringify(list)}`);
  }
  const providers = list.map((entry, i) => parseProviderSpec(entry, `${file}: terraformProviders[${i}]`));
  const seen = new Set<string>();
  for (const p of providers) {
    if (seen.has(p.type)) throw new Error(`${file}: terraformProviders: provider type "${p.type}" is listed twice`);
    seen.add(p.type);
  }
  return { root, codeMakerOutput: out, providers, coreLibraries: parseCoreLibraries(obj.coreLibrary, `${file}: coreLibrary`) };
}

/** `coreLibrary`: absent (cdktf), one name, or a non-empty array of distinct names. */
export function parseCoreLibraries(value: unknown, where = "coreLibrary"): CoreLibrary[] {
  if (value === undefined) return ["cdktf"];
  const expected = `expected ${CORE_LIBRARIES.map((l) => JSON.stringify(l)).join(" or ")}, or an array of them`;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) throw new Error(`${where}: ${expected}, got an empty array`);
  for (const v of list) if (!isCoreLibrary(v)) throw new Error(`${where}: ${expected}, got ${JSON.stringify(value)}`);
  if (new Set(list).size !== list.length) throw new Error(`${where}: ${JSON.stringify(value)} names a library twice`);
  return CORE_LIBRARIES.filter((l) => list.includes(l));
}

export function parseProviderSpec(entry: unknown, where = "provider"): ProviderTarget {
  if (typeof entry !== "string") {
    throw new Error(`${where}: expected "<namespace>/<type>@<exact version>", got ${JSON.stringify(entry)}`);
  }
  const m = /^([A-Za-z0-9][A-Za-z0-9_-]*)\/([A-Za-z0-9][A-Za-z0-9_-]*)@(.+)$/.exec(entry);
  if (!m) throw new Error(`${where}: expected "<namespace>/<type>@<exact version>", got ${JSON.stringify(entry)}`);
  const [, namespace, type, version] = m;
  if (!semver.valid(version)) {
    throw new Error(`${where}: version must be exact (e.g. 2.5.0), got ${JSON.stringify(version)}`);
  }
  return {
    source: `${namespace}/${type}`,
    namespace,
    type,
    version,
    registryKey: `${DEFAULT_REGISTRY_HOST}/${namespace}/${type}`.toLowerCase(),
  };
}

export function formatProviderSpec(p: Pick<ProviderTarget, "source" | "version">): string {
  return `${p.source}@${p.version}`;
}

/** Finds providers of cdktf.json by type or source; unknown names are an error, not a silent skip. */
export function selectProviders(all: ProviderTarget[], names: string[]): ProviderTarget[] {
  if (names.length === 0) return all;
  return names.map((n) => {
    const p = all.find((t) => t.type === n || t.source.toLowerCase() === n.toLowerCase());
    if (!p) {
      const hint = didYouMeanHint(n, [...all.map((t) => t.type), ...all.map((t) => t.source)]);
      throw new Error(`no provider "${n}" in cdktf.json${hint} (have: ${all.map((t) => t.type).join(", ")})`);
    }
    return p;
  });
}
