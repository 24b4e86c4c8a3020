// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getFlavor:getFlavor";
const ARGUMENTS: readonly string[] = ["excludeWindows", "id", "includeDisabled", "includePrices", "projectId", "projectName", "regionId", "regionName", "type"];

/**
 * Represent flavors
 *
 * Reads the `edgecenter_flavor` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export function getFlavor(args?: GetFlavorArgs, opts?: pulumi.InvokeOptions): Promise<GetFlavorResult> {
  return invoke<GetFlavorResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Represent flavors
 *
 * Like `getFlavor`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export function getFlavorOutput(args?: GetFlavorOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetFlavorResult> {
  return invokeOutput<GetFlavorResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getFlavor`. */
export interface GetFlavorArgs {
  /** Set to true to exclude flavors dedicated for Windows images. */
  excludeWindows?: boolean;
  id?: string;
  /** Set to true to include disabled flavors. */
  includeDisabled?: boolean;
  /** Set to true if the response should include flavor prices. Default is true. */
  includePrices?: boolean;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
  /** Type of flavors to return: instance, baremetal, or load_balancer. If not specified, all flavors are returned. */
  type?: string;
}

/** Arguments of `getFlavorOutput`. */
export interface GetFlavorOutputArgs {
  /** Set to true to exclude flavors dedicated for Windows images. */
  excludeWindows?: pulumi.Input<boolean | undefined>;
  id?: pulumi.Input<string | undefined>;
  /** Set to true to include disabled flavors. */
  includeDisabled?: pulumi.Input<boolean | undefined>;
  /** Set to true if the response should include flavor prices. Default is true. */
  includePrices?: pulumi.Input<boolean | undefined>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
  /** Type of flavors to return: instance, baremetal, or load_balancer. If not specified, all flavors are returned. */
  type?: pulumi.Input<string | undefined>;
}

/** What `getFlavor` returns. */
export interface GetFlavorResult {
  /** Set to true to exclude flavors dedicated for Windows images. */
  readonly excludeWindows?: boolean;
  /** A list of available flavors. */
  readonly flavors: outputs.getFlavorFlavor[];
  readonly id: string;
  /** Set to true to include disabled flavors. */
  readonly includeDisabled?: boolean;
  /** Set to true if the response should include flavor prices. Default is true. */
  readonly includePrices?: boolean;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
  /** Type of flavors to return: instance, baremetal, or load_balancer. If not specified, all flavors are returned. */
  readonly type?: string;
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `edgecenter_flavor.flavors`. */
  export interface getFlavorFlavor {
    currencyCode: string;
    disabled: boolean;
    flavorId: string;
    flavorName: string;
    hardwareDescription: { [key: string]: string };
    pricePerHour: number;
    pricePerMonth: number;
    ram: number;
    resourceClass: string;
    type: string;
    vcpus: number;
  }
}
