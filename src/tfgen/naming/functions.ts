import { compareCodeUnits } from "./table";

export interface FunctionNameRequest {
  /** Terraform data source type. */
  readonly tfType: string;
  /** The name the bridge's rules (or an explicit override) give it. */
  readonly name: string;
  /** True when the overrides file pinned the name: it is never renamed, and two pinned names must not clash. */
  readonly pinned?: boolean;
}

export interface FunctionNameResolution {
  readonly tfType: string;
  readonly wanted: string;
  readonly assigned: string;
  readonly keptBy: string;
}

/** Thrown when two names pinned by the overrides differ only in case: no rule may rename either. */
export class PinnedFunctionNameClash extends Error {
  constructor(
    readonly tfTypes: readonly [string, string],
    readonly names: readonly [string, string],
  ) {
    super(`data sources "${tfTypes[0]}" and "${tfTypes[1]}" are pinned to "${names[0]}" and "${names[1]}", which differ only in case`);
    this.name = "PinnedFunctionNameClash";
  }
}

/**
 * Function names that differ only in case are one name to a case-insensitive file system (each function is
 * a module file) and to the Pulumi engine's tokens. The bridge (in its dynamic mode, which resolves every
 * clash this way) keeps the first and appends "V2" to the later one ("V3", … if that is taken too):
 * fortios_firewall_security_policy → getFirewallSecurityPolicy, fortios_firewall_securitypolicy →
 * getFirewallSecuritypolicyV2. "First" is Terraform-type order (code units), so the outcome does not depend
 * on the order of keys in a schema file. Pinned names claim theirs before any derived name is placed.
 */
export function dedupeFunctionNames(requests: readonly FunctionNameRequest[]): {
  names: Map<string, string>;
  resolutions: FunctionNameResolution[];
} {
  const sorted = [...requests].sort((a, b) => compareCodeUnits(a.tfType, b.tfType));
  const claimed = new Map<string, string>(); // lower-cased name → tfType holding it
  const names = new Map<string, string>();
  const resolutions: FunctionNameResolution[] = [];
  for (const r of sorted.filter((x) => x.pinned)) {
    const holder = claimed.get(r.name.toLowerCase());
    if (holder !== undefined) throw new PinnedFunctionNameClash([holder, r.tfType], [names.get(holder) as string, r.name]);
    claimed.set(r.name.toLowerCase(), r.tfType);
    names.set(r.tfType, r.name);
  }
  for (const r of sorted.filter((x) => !x.pinned)) {
    let assigned = r.name;
    const holder = claimed.get(assigned.toLowerCase());
    if (holder !== undefined) {
      let i = 2;
      while (claimed.has(`${r.name}V${i}`.toLowerCase())) i++;
      assigned = `${r.name}V${i}`;
      resolutions.push({ tfType: r.tfType, wanted: r.name, assigned, keptBy: holder });
    }
    claimed.set(assigned.toLowerCase(), r.tfType);
    names.set(r.tfType, assigned);
  }
  return { names, resolutions };
}
