// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getCdnShieldingLocation:getCdnShieldingLocation";
const ARGUMENTS: readonly string[] = ["datacenter", "id"];

/**
 * Represent shielding locations.
 *
 * Reads the `edgecenter_cdn_shielding_location` data source of Edge-Center/edgecenter.
 */
export function getCdnShieldingLocation(args: GetCdnShieldingLocationArgs, opts?: pulumi.InvokeOptions): Promise<GetCdnShieldingLocationResult> {
  return invoke<GetCdnShieldingLocationResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Represent shielding locations.
 *
 * Like `getCdnShieldingLocation`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 */
export function getCdnShieldingLocationOutput(args: GetCdnShieldingLocationOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetCdnShieldingLocationResult> {
  return invokeOutput<GetCdnShieldingLocationResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getCdnShieldingLocation`. */
export interface GetCdnShieldingLocationArgs {
  /** Datacenter of shielding location. */
  datacenter: string;
  id?: string;
}

/** Arguments of `getCdnShieldingLocationOutput`. */
export interface GetCdnShieldingLocationOutputArgs {
  /** Datacenter of shielding location. */
  datacenter: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
}

/** What `getCdnShieldingLocation` returns. */
export interface GetCdnShieldingLocationResult {
  /** Datacenter of shielding location. */
  readonly datacenter: string;
  readonly id: string;
}
