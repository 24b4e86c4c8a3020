// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput, warnDeprecated } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getInstance:getInstance";
const ARGUMENTS: readonly string[] = ["id", "name", "projectId", "projectName", "regionId", "regionName"];

/**
 * **WARNING:** Data source "edgecenter_instance" is deprecated and unavailable.
 *  Use "edgecenter_instanceV2" data-source instead.
 *
 *  A cloud instance is a virtual machine in a cloud environment. Could be used with baremetal also.
 *
 * Reads the `edgecenter_instance` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * @deprecated !> **WARNING:** This data-source is deprecated and will be removed in the next major version. Use "edgecenter_instanceV2" data-source instead
 */
export function getInstance(args: GetInstanceArgs, opts?: pulumi.InvokeOptions): Promise<GetInstanceResult> {
  warnDeprecated("getInstance", "!> **WARNING:** This data-source is deprecated and will be removed in the next major version. Use \"edgecenter_instanceV2\" data-source instead");
  return invoke<GetInstanceResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * **WARNING:** Data source "edgecenter_instance" is deprecated and unavailable.
 *  Use "edgecenter_instanceV2" data-source instead.
 *
 *  A cloud instance is a virtual machine in a cloud environment. Could be used with baremetal also.
 *
 * Like `getInstance`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * @deprecated !> **WARNING:** This data-source is deprecated and will be removed in the next major version. Use "edgecenter_instanceV2" data-source instead
 */
export function getInstanceOutput(args: GetInstanceOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetInstanceResult> {
  warnDeprecated("getInstance", "!> **WARNING:** This data-source is deprecated and will be removed in the next major version. Use \"edgecenter_instanceV2\" data-source instead");
  return invokeOutput<GetInstanceResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getInstance`. */
export interface GetInstanceArgs {
  id?: string;
  /** The name of the instance. */
  name: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getInstanceOutput`. */
export interface GetInstanceOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** The name of the instance. */
  name: pulumi.Input<string>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getInstance` returns. */
export interface GetInstanceResult {
  /** A list of network addresses associated with the instance, for example "pub_net": [...]. */
  readonly addresses: outputs.getInstanceAddress[];
  /** A map defining the flavor of the instance, for example, {"flavor_name": "g1-standard-2-4", "ram": 4096, ...}. */
  readonly flavor: { [key: string]: string };
  /** The ID of the flavor to be used for the instance, determining its compute and memory, for example 'g1-standard-2-4'. */
  readonly flavorId: string;
  readonly id: string;
  /** A list defining the network interfaces to be attached to the instance. */
  readonly interfaces: outputs.getInstanceInterface[];
  readonly metadatas: outputs.getInstanceMetadata[];
  /** The name of the instance. */
  readonly name: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
  /** A list of firewall configurations applied to the instance, defined by their id and name. */
  readonly securityGroups: outputs.getInstanceSecurityGroup[];
  /** The current status of the instance. This is computed automatically and can be used to track the instance's state. */
  readonly status: string;
  /**
   * The current virtual machine state of the instance,
   * allowing you to start or stop the VM. Possible values are stopped and active.
   */
  readonly vmState: string;
  /** A set defining the volumes to be attached to the instance. */
  readonly volumes: outputs.getInstanceVolume[];
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `edgecenter_instance.addresses`. */
  export interface getInstanceAddress {
    nets: getInstanceAddressNet[];
  }

  /** Upstream: `edgecenter_instance.addresses.net`. */
  export interface getInstanceAddressNet {
    addr: string;
    type: string;
  }

  /** Upstream: `edgecenter_instance.interface`. */
  export interface getInstanceInterface {
    ipAddress: string;
    networkId: string;
    portId: string;
    subnetId: string;
  }

  /** Upstream: `edgecenter_instance.metadata`. */
  export interface getInstanceMetadata {
    key: string;
    value: string;
  }

  /** Upstream: `edgecenter_instance.security_group`. */
  export interface getInstanceSecurityGroup {
    name: string;
  }

  /** Upstream: `edgecenter_instance.volume`. */
  export interface getInstanceVolume {
    deleteOnTermination: boolean;
    volumeId: string;
  }
}
