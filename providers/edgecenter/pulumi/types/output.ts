// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.

/** Upstream: `edgecenter_dns_secondary_zones.zones`. */
export interface getDnsSecondaryZonesZone {
  readonly master: string;
  readonly name: string;
  readonly tsigName: string;
  readonly updatedAt: string;
  readonly zoneId: number;
}

/** Upstream: `edgecenter_flavor.flavors`. */
export interface getFlavorFlavor {
  readonly currencyCode: string;
  readonly disabled: boolean;
  readonly flavorId: string;
  readonly flavorName: string;
  readonly hardwareDescription: { [key: string]: string };
  readonly pricePerHour: number;
  readonly pricePerMonth: number;
  readonly ram: number;
  readonly resourceClass: string;
  readonly type: string;
  readonly vcpus: number;
}

/** Upstream: `edgecenter_floatingip.metadata_read_only`. */
export interface getFloatingipMetadataReadOnly {
  readonly key: string;
  readonly readOnly: boolean;
  readonly value: string;
}

/** Upstream: `edgecenter_image.metadata_read_only`. */
export interface getImageMetadataReadOnly {
  readonly key: string;
  readonly readOnly: boolean;
  readonly value: string;
}

/** Upstream: `edgecenter_instance.addresses`. */
export interface getInstanceAddress {
  readonly nets: getInstanceAddressNet[];
}

/** Upstream: `edgecenter_instance.addresses.net`. */
export interface getInstanceAddressNet {
  readonly addr: string;
  readonly type: string;
}

/** Upstream: `edgecenter_instance.interface`. */
export interface getInstanceInterface {
  readonly ipAddress: string;
  readonly networkId: string;
  readonly portId: string;
  readonly subnetId: string;
}

/** Upstream: `edgecenter_instance.metadata`. */
export interface getInstanceMetadata {
  readonly key: string;
  readonly value: string;
}

/** Upstream: `edgecenter_instance.security_group`. */
export interface getInstanceSecurityGroup {
  readonly name: string;
}

/** Upstream: `edgecenter_instanceV2.boot_volumes`. */
export interface getInstanceV2BootVolume {
  readonly name: string;
  readonly size: number;
  readonly typeName: string;
  readonly volumeId: string;
}

/** Upstream: `edgecenter_instanceV2.data_volumes`. */
export interface getInstanceV2DataVolume {
  readonly name: string;
  readonly size: number;
  readonly typeName: string;
  readonly volumeId: string;
}

/** Upstream: `edgecenter_instanceV2.interfaces`. */
export interface getInstanceV2Interface {
  readonly ipAddress: string;
  readonly networkId: string;
  readonly networkName: string;
  readonly order: number;
  readonly portId: string;
  readonly subnetId: string;
}

/** Upstream: `edgecenter_instance.volume`. */
export interface getInstanceVolume {
  readonly deleteOnTermination: boolean;
  readonly volumeId: string;
}
