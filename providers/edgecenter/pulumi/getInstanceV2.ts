// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getInstanceV2:getInstanceV2";
const ARGUMENTS: readonly string[] = ["id", "name", "projectId", "projectName", "regionId", "regionName"];

/**
 * A cloud instance is a virtual machine in a cloud environment. Could be used with baremetal too.
 *
 * Reads the `edgecenter_instanceV2` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `name`.
 */
export function getInstanceV2(args?: GetInstanceV2Args, opts?: pulumi.InvokeOptions): Promise<GetInstanceV2Result> {
  return invoke<GetInstanceV2Result>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * A cloud instance is a virtual machine in a cloud environment. Could be used with baremetal too.
 *
 * Like `getInstanceV2`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `name`.
 */
export function getInstanceV2Output(args?: GetInstanceV2OutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetInstanceV2Result> {
  return invokeOutput<GetInstanceV2Result>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getInstanceV2`. */
export interface GetInstanceV2Args {
  /** The ID of the instance. Either 'id' or 'name' must be specified. */
  id?: string;
  /** The name of the instance. Either 'id' or 'name' must be specified. */
  name?: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getInstanceV2Output`. */
export interface GetInstanceV2OutputArgs {
  /** The ID of the instance. Either 'id' or 'name' must be specified. */
  id?: pulumi.Input<string | undefined>;
  /** The name of the instance. Either 'id' or 'name' must be specified. */
  name?: pulumi.Input<string | undefined>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getInstanceV2` returns. */
export interface GetInstanceV2Result {
  /** The availability zone where the instance is located. */
  readonly availabilityZone: string;
  /** A set defining the volumes to be attached to the instance. */
  readonly bootVolumes: outputs.getInstanceV2BootVolume[];
  /** A set defining the volumes to be attached to the instance. */
  readonly dataVolumes: outputs.getInstanceV2DataVolume[];
  /** A map defining the flavor of the instance, for example, {"flavor_name": "g1-standard-2-4", "ram": 4096, ...}. */
  readonly flavor: { [key: string]: string };
  /** The ID of the flavor to be used for the instance, determining its compute and memory, for example 'g1-standard-2-4'. */
  readonly flavorId: string;
  /** The ID of the instance. Either 'id' or 'name' must be specified. */
  readonly id: string;
  /** A list defining the network interfaces to be attached to the instance. */
  readonly interfaces: outputs.getInstanceV2Interface[];
  /** A map containing metadata, for example tags. */
  readonly metadata: { [key: string]: string };
  /** The name of the instance. Either 'id' or 'name' must be specified. */
  readonly name: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
  /** The current status of the instance. This is computed automatically and can be used to track the instance's state. */
  readonly status: string;
  /**
   * The current virtual machine state of the instance,
   * allowing you to start or stop the VM. Possible values are stopped and active.
   */
  readonly vmState: string;
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `edgecenter_instanceV2.boot_volumes`. */
  export interface getInstanceV2BootVolume {
    name: string;
    size: number;
    typeName: string;
    volumeId: string;
  }

  /** Upstream: `edgecenter_instanceV2.data_volumes`. */
  export interface getInstanceV2DataVolume {
    name: string;
    size: number;
    typeName: string;
    volumeId: string;
  }

  /** Upstream: `edgecenter_instanceV2.interfaces`. */
  export interface getInstanceV2Interface {
    ipAddress: string;
    networkId: string;
    networkName: string;
    order: number;
    portId: string;
    subnetId: string;
  }
}
