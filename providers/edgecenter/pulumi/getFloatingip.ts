// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getFloatingip:getFloatingip";
const ARGUMENTS: readonly string[] = ["floatingIpAddress", "id", "portId", "projectId", "projectName", "regionId", "regionName"];

/**
 * A floating IP is a static IP address that can be associated with one of your instances or loadbalancers,
 * allowing it to have a static public IP address. The floating IP can be re-associated to any other instance in the same datacenter.
 *
 * Reads the `edgecenter_floatingip` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `floatingIpAddress`.
 */
export function getFloatingip(args?: GetFloatingipArgs, opts?: pulumi.InvokeOptions): Promise<GetFloatingipResult> {
  return invoke<GetFloatingipResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * A floating IP is a static IP address that can be associated with one of your instances or loadbalancers,
 * allowing it to have a static public IP address. The floating IP can be re-associated to any other instance in the same datacenter.
 *
 * Like `getFloatingip`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `floatingIpAddress`.
 */
export function getFloatingipOutput(args?: GetFloatingipOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetFloatingipResult> {
  return invokeOutput<GetFloatingipResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getFloatingip`. */
export interface GetFloatingipArgs {
  /** The floating IP address assigned to the resource. It must be a valid IP address. */
  floatingIpAddress?: string;
  /** floating IP uuid */
  id?: string;
  /** The ID (uuid) of the network port that the floating IP is associated with. */
  portId?: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getFloatingipOutput`. */
export interface GetFloatingipOutputArgs {
  /** The floating IP address assigned to the resource. It must be a valid IP address. */
  floatingIpAddress?: pulumi.Input<string | undefined>;
  /** floating IP uuid */
  id?: pulumi.Input<string | undefined>;
  /** The ID (uuid) of the network port that the floating IP is associated with. */
  portId?: pulumi.Input<string | undefined>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getFloatingip` returns. */
export interface GetFloatingipResult {
  /** The fixed (reserved) IP address that is associated with the floating IP. */
  readonly fixedIpAddress: string;
  /** The floating IP address assigned to the resource. It must be a valid IP address. */
  readonly floatingIpAddress?: string;
  /** floating IP uuid */
  readonly id?: string;
  /** The ID (uuid) of the instance, that the floating IP is associated with. */
  readonly instanceIdAttachedTo: string;
  /** The ID (uuid) of the loadbalancer, that the floating IP associated with */
  readonly loadBalancersIdAttachedTo: string;
  /** A list of read-only metadata items, e.g. tags. */
  readonly metadataReadOnlies: outputs.getFloatingipMetadataReadOnly[];
  /** The ID (uuid) of the network port that the floating IP is associated with. */
  readonly portId?: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
  /** The ID (uuid) of the router that the floating IP is associated with. */
  readonly routerId: string;
  /** The current status of the floating IP resource. Can be 'DOWN' or 'ACTIVE'. */
  readonly status: string;
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `edgecenter_floatingip.metadata_read_only`. */
  export interface getFloatingipMetadataReadOnly {
    key: string;
    readOnly: boolean;
    value: string;
  }
}
