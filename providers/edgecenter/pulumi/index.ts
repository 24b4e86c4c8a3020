// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { lazyExports, lazyModule } from "@tflookup/runtime/invoke/lazy";

/**
 * Represent Availability Zones
 *
 * Reads the `edgecenter_availability_zone` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export declare function getAvailabilityZone(args?: GetAvailabilityZoneArgs, opts?: pulumi.InvokeOptions): Promise<GetAvailabilityZoneResult>;

/**
 * Represent Availability Zones
 *
 * Like `getAvailabilityZone`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export declare function getAvailabilityZoneOutput(args?: GetAvailabilityZoneOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAvailabilityZoneResult>;

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

/**
 * Represent shielding locations.
 *
 * Reads the `edgecenter_cdn_shielding_location` data source of Edge-Center/edgecenter.
 */
export declare function getCdnShieldingLocation(args: GetCdnShieldingLocationArgs, opts?: pulumi.InvokeOptions): Promise<GetCdnShieldingLocationResult>;

/**
 * Represent shielding locations.
 *
 * Like `getCdnShieldingLocation`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 */
export declare function getCdnShieldingLocationOutput(args: GetCdnShieldingLocationOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetCdnShieldingLocationResult>;

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

/**
 * Get list of DNS secondary zones
 *
 * Reads the `edgecenter_dns_secondary_zones` data source of Edge-Center/edgecenter.
 */
export declare function getDnsSecondaryZones(args?: GetDnsSecondaryZonesArgs, opts?: pulumi.InvokeOptions): Promise<GetDnsSecondaryZonesResult>;

/**
 * Get list of DNS secondary zones
 *
 * Like `getDnsSecondaryZones`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 */
export declare function getDnsSecondaryZonesOutput(args?: GetDnsSecondaryZonesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnsSecondaryZonesResult>;

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

/**
 * Represent flavors
 *
 * Reads the `edgecenter_flavor` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export declare function getFlavor(args?: GetFlavorArgs, opts?: pulumi.InvokeOptions): Promise<GetFlavorResult>;

/**
 * Represent flavors
 *
 * Like `getFlavor`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export declare function getFlavorOutput(args?: GetFlavorOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetFlavorResult>;

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
export declare function getFloatingip(args?: GetFloatingipArgs, opts?: pulumi.InvokeOptions): Promise<GetFloatingipResult>;

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
export declare function getFloatingipOutput(args?: GetFloatingipOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetFloatingipResult>;

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

/**
 * A cloud image is a pre-configured virtual machine template that you can use to create new instances.
 *
 * Reads the `edgecenter_image` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `name`.
 */
export declare function getImage(args?: GetImageArgs, opts?: pulumi.InvokeOptions): Promise<GetImageResult>;

/**
 * A cloud image is a pre-configured virtual machine template that you can use to create new instances.
 *
 * Like `getImage`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `name`.
 */
export declare function getImageOutput(args?: GetImageOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetImageResult>;

/** Arguments of `getImage`. */
export interface GetImageArgs {
  /** The ID of the image. Either 'id' or 'name' must be specified. */
  id?: string;
  /** Set to true if need to get the baremetal image. */
  isBaremetal?: boolean;
  /** Filtration query opts (only key). */
  metadataK?: string;
  /** Filtration query opts, for example, {offset = "10", limit = "10"}. */
  metadataKv?: { [key: string]: string };
  /** The name of the image. Use 'os-version', for example 'ubuntu-20.04'. Use only with uniq name. Either 'id' or 'name' must be specified. */
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

/** Arguments of `getImageOutput`. */
export interface GetImageOutputArgs {
  /** The ID of the image. Either 'id' or 'name' must be specified. */
  id?: pulumi.Input<string | undefined>;
  /** Set to true if need to get the baremetal image. */
  isBaremetal?: pulumi.Input<boolean | undefined>;
  /** Filtration query opts (only key). */
  metadataK?: pulumi.Input<string | undefined>;
  /** Filtration query opts, for example, {offset = "10", limit = "10"}. */
  metadataKv?: pulumi.Input<{ [key: string]: pulumi.Input<string> } | undefined>;
  /** The name of the image. Use 'os-version', for example 'ubuntu-20.04'. Use only with uniq name. Either 'id' or 'name' must be specified. */
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

/** What `getImage` returns. */
export interface GetImageResult {
  /** A detailed description of the image. */
  readonly description: string;
  /** The ID of the image. Either 'id' or 'name' must be specified. */
  readonly id: string;
  /** Set to true if need to get the baremetal image. */
  readonly isBaremetal?: boolean;
  /** Filtration query opts (only key). */
  readonly metadataK?: string;
  /** Filtration query opts, for example, {offset = "10", limit = "10"}. */
  readonly metadataKv?: { [key: string]: string };
  /** A list of read-only metadata items, e.g. tags. */
  readonly metadataReadOnlies: outputs.getImageMetadataReadOnly[];
  /** Minimum disk space (in GB) required to launch an instance using this image. */
  readonly minDisk: number;
  /** Minimum VM RAM (in MB) required to launch an instance using this image. */
  readonly minRam: number;
  /** The name of the image. Use 'os-version', for example 'ubuntu-20.04'. Use only with uniq name. Either 'id' or 'name' must be specified. */
  readonly name: string;
  /** The distribution of the OS present in the image, e.g. Debian, CentOS, Ubuntu etc. */
  readonly osDistro: string;
  /** The version of the OS present in the image. e.g. 19.04 (for Ubuntu) or 9.4 for Debian. */
  readonly osVersion: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
}

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
export declare function getInstance(args: GetInstanceArgs, opts?: pulumi.InvokeOptions): Promise<GetInstanceResult>;

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
export declare function getInstanceOutput(args: GetInstanceOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetInstanceResult>;

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

/**
 * Represent instance_port_security data_source.
 *
 * Reads the `edgecenter_instance_port_security` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export declare function getInstancePortSecurity(args: GetInstancePortSecurityArgs, opts?: pulumi.InvokeOptions): Promise<GetInstancePortSecurityResult>;

/**
 * Represent instance_port_security data_source.
 *
 * Like `getInstancePortSecurity`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export declare function getInstancePortSecurityOutput(args: GetInstancePortSecurityOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetInstancePortSecurityResult>;

/** Arguments of `getInstancePortSecurity`. */
export interface GetInstancePortSecurityArgs {
  id?: string;
  /** ID of the instance to which the port is connected. */
  instanceId: string;
  /** ID of the port. */
  portId: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getInstancePortSecurityOutput`. */
export interface GetInstancePortSecurityOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** ID of the instance to which the port is connected. */
  instanceId: pulumi.Input<string>;
  /** ID of the port. */
  portId: pulumi.Input<string>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getInstancePortSecurity` returns. */
export interface GetInstancePortSecurityResult {
  /** Set of all security groups IDs on this port. */
  readonly allSecurityGroupIds: string[];
  readonly id: string;
  /** ID of the instance to which the port is connected. */
  readonly instanceId: string;
  /** ID of the port. */
  readonly portId: string;
  /** Is the port_security feature disabled. */
  readonly portSecurityDisabled: boolean;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
}

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
export declare function getInstanceV2(args?: GetInstanceV2Args, opts?: pulumi.InvokeOptions): Promise<GetInstanceV2Result>;

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
export declare function getInstanceV2Output(args?: GetInstanceV2OutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetInstanceV2Result>;

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

export type { ProviderArgs } from "./provider";
export declare const Provider: typeof import("./provider").Provider;
export type Provider = import("./provider").Provider;
export declare const config: typeof import("./config");

/** Nested types of the functions' arguments and results: `types.input.<name>`, `types.output.<name>`. */
export declare namespace types {
  export namespace input {}
  export namespace output {
    /** Upstream: `edgecenter_dns_secondary_zones.zones`. */
    export interface getDnsSecondaryZonesZone {
      master: string;
      name: string;
      tsigName: string;
      updatedAt: string;
      zoneId: number;
    }

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

    /** Upstream: `edgecenter_floatingip.metadata_read_only`. */
    export interface getFloatingipMetadataReadOnly {
      key: string;
      readOnly: boolean;
      value: string;
    }

    /** Upstream: `edgecenter_image.metadata_read_only`. */
    export interface getImageMetadataReadOnly {
      key: string;
      readOnly: boolean;
      value: string;
    }

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
}
import outputs = types.output;

// Placeholders that name each export for Node's ES-module loader; the getters below replace them.
module.exports.getAvailabilityZone = module.exports.getAvailabilityZoneOutput = undefined;
module.exports.getCdnShieldingLocation = module.exports.getCdnShieldingLocationOutput = undefined;
module.exports.getDnsSecondaryZones = module.exports.getDnsSecondaryZonesOutput = undefined;
module.exports.getFlavor = module.exports.getFlavorOutput = undefined;
module.exports.getFloatingip = module.exports.getFloatingipOutput = undefined;
module.exports.getImage = module.exports.getImageOutput = undefined;
module.exports.getInstance = module.exports.getInstanceOutput = undefined;
module.exports.getInstancePortSecurity = module.exports.getInstancePortSecurityOutput = undefined;
module.exports.getInstanceV2 = module.exports.getInstanceV2Output = undefined;
module.exports.Provider = module.exports.config = undefined;

lazyExports(
  module.exports,
  {
    "./getAvailabilityZone": ["getAvailabilityZone", "getAvailabilityZoneOutput"],
    "./getCdnShieldingLocation": ["getCdnShieldingLocation", "getCdnShieldingLocationOutput"],
    "./getDnsSecondaryZones": ["getDnsSecondaryZones", "getDnsSecondaryZonesOutput"],
    "./getFlavor": ["getFlavor", "getFlavorOutput"],
    "./getFloatingip": ["getFloatingip", "getFloatingipOutput"],
    "./getImage": ["getImage", "getImageOutput"],
    "./getInstance": ["getInstance", "getInstanceOutput"],
    "./getInstancePortSecurity": ["getInstancePortSecurity", "getInstancePortSecurityOutput"],
    "./getInstanceV2": ["getInstanceV2", "getInstanceV2Output"],
    "./provider": ["Provider"],
  },
  require,
);
lazyModule(module.exports, "config", "./config", require);
