/**
 * Provider source addresses (`[hostname/]namespace/type`) and the include/exclude patterns of the CLI
 * configuration, compared the way Terraform compares them: case-insensitively, the hostname defaulting to
 * the public registry.
 */
import { InstallError } from "./errors";

export const DEFAULT_REGISTRY_HOST = "registry.terraform.io";

export interface ProviderAddress {
  /** Lower-case hostname, with a port when one was given. */
  hostname: string;
  namespace: string;
  type: string;
}

const PART = /^[0-9a-z](?:[0-9a-z-]*[0-9a-z])?$/;
const HOST = /^[0-9a-z](?:[0-9a-z.-]*[0-9a-z])?(?::[0-9]{1,5})?$/;

function part(value: string, what: string, source: string): string {
  const v = value.toLowerCase();
  if (!PART.test(v))
    throw new InstallError(
      "bad-argument",
      `provider address ${JSON.stringify(source)}: ${what} ${JSON.stringify(value)} is not valid (letters, digits and dashes)`,
    );
  return v;
}

function host(value: string, source: string): string {
  const v = value.toLowerCase();
  if (!HOST.test(v))
    throw new InstallError("bad-argument", `provider address ${JSON.stringify(source)}: hostname ${JSON.stringify(value)} is not valid`);
  return v;
}

/** Parses "IBM-Cloud/ibm" or "registry.terraform.io/ibm-cloud/ibm". */
export function parseProviderAddress(source: string): ProviderAddress {
  const parts = source.split("/");
  if (parts.length < 2 || parts.length > 3) {
    throw new InstallError(
      "bad-argument",
      `provider address ${JSON.stringify(source)}: expected namespace/type or hostname/namespace/type`,
    );
  }
  const [h, ns, t] = parts.length === 3 ? parts : [DEFAULT_REGISTRY_HOST, ...parts];
  return { hostname: host(h, source), namespace: part(ns, "namespace", source), type: part(t, "type", source) };
}

export const addressString = (a: ProviderAddress): string => `${a.hostname}/${a.namespace}/${a.type}`;

/** A pattern segment is a literal or the wildcard "*". */
export interface ProviderPattern {
  hostname: string;
  namespace: string;
  type: string;
}

/** Parses an include/exclude pattern (a literal or "*" per segment), with the wildcard rules Terraform applies. */
export function parseProviderPattern(text: string, where: string): ProviderPattern {
  const parts = text.split("/");
  const bad = (why: string) => new InstallError("bad-cli-config", `${where}: invalid provider pattern ${JSON.stringify(text)}: ${why}`);
  if (parts.length < 2 || parts.length > 3) throw bad("expected two or three slash-separated segments");
  const [h, ns, t] = parts.length === 3 ? parts : [DEFAULT_REGISTRY_HOST, ...parts];
  const seg = (v: string, check: RegExp) => {
    if (v === "*") return v;
    const lower = v.toLowerCase();
    if (!check.test(lower)) throw bad(`segment ${JSON.stringify(v)} is neither * nor a valid name`);
    return lower;
  };
  const pattern = { hostname: seg(h, HOST), namespace: seg(ns, PART), type: seg(t, PART) };
  if (pattern.hostname === "*" && (pattern.namespace !== "*" || pattern.type !== "*"))
    throw bad("the hostname can be * only if namespace and type are * too");
  if (pattern.namespace === "*" && pattern.type !== "*") throw bad("the namespace can be * only if the type is * too");
  return pattern;
}

export function patternMatches(p: ProviderPattern, a: ProviderAddress): boolean {
  return (
    (p.hostname === "*" || p.hostname === a.hostname) &&
    (p.namespace === "*" || p.namespace === a.namespace) &&
    (p.type === "*" || p.type === a.type)
  );
}

/**
 * Whether an installation method may serve this provider: an exclude match always wins, no include list
 * means everything, else an include must match.
 */
export function methodAccepts(a: ProviderAddress, include: ProviderPattern[] | undefined, exclude: ProviderPattern[] | undefined): boolean {
  if ((exclude ?? []).some((p) => patternMatches(p, a))) return false;
  if (include && include.length > 0) return include.some((p) => patternMatches(p, a));
  return true;
}
