// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getDnsSecondaryZones:getDnsSecondaryZones";
const ARGUMENTS: readonly string[] = ["id"];

/**
 * Get list of DNS secondary zones
 *
 * Reads the `edgecenter_dns_secondary_zones` data source of Edge-Center/edgecenter.
 */
export function getDnsSecondaryZones(args?: GetDnsSecondaryZonesArgs, opts?: pulumi.InvokeOptions): Promise<GetDnsSecondaryZonesResult> {
  return invoke<GetDnsSecondaryZonesResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Get list of DNS secondary zones
 *
 * Like `getDnsSecondaryZones`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 */
export function getDnsSecondaryZonesOutput(args?: GetDnsSecondaryZonesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnsSecondaryZonesResult> {
  return invokeOutput<GetDnsSecondaryZonesResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getDnsSecondaryZones`. */
export interface GetDnsSecondaryZonesArgs {
  id?: string;
}

/** Arguments of `getDnsSecondaryZonesOutput`. */
export interface GetDnsSecondaryZonesOutputArgs {
  id?: pulumi.Input<string | undefined>;
}

/** What `getDnsSecondaryZones` returns. */
export interface GetDnsSecondaryZonesResult {
  readonly id: string;
  /** List of secondary zones */
  readonly zones: outputs.getDnsSecondaryZonesZone[];
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `edgecenter_dns_secondary_zones.zones`. */
  export interface getDnsSecondaryZonesZone {
    master: string;
    name: string;
    tsigName: string;
    updatedAt: string;
    zoneId: number;
  }
}
