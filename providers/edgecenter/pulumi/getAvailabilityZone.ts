// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getAvailabilityZone:getAvailabilityZone";
const ARGUMENTS: readonly string[] = ["id", "regionId", "regionName"];

/**
 * Represent Availability Zones
 *
 * Reads the `edgecenter_availability_zone` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export function getAvailabilityZone(args?: GetAvailabilityZoneArgs, opts?: pulumi.InvokeOptions): Promise<GetAvailabilityZoneResult> {
  return invoke<GetAvailabilityZoneResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Represent Availability Zones
 *
 * Like `getAvailabilityZone`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export function getAvailabilityZoneOutput(args?: GetAvailabilityZoneOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAvailabilityZoneResult> {
  return invokeOutput<GetAvailabilityZoneResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getAvailabilityZone`. */
export interface GetAvailabilityZoneArgs {
  id?: string;
  /** The ID of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getAvailabilityZoneOutput`. */
export interface GetAvailabilityZoneOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** The ID of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getAvailabilityZone` returns. */
export interface GetAvailabilityZoneResult {
  /** A list of availability zones in the region. */
  readonly availabilityZones: string[];
  readonly id: string;
  /** The ID of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
}
