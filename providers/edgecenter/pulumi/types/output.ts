// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.

export type getDnsSecondaryZonesZone = import("../index").types.output.getDnsSecondaryZonesZone;
export type getFlavorFlavor = import("../index").types.output.getFlavorFlavor;
export type getFloatingipMetadataReadOnly = import("../index").types.output.getFloatingipMetadataReadOnly;
export type getImageMetadataReadOnly = import("../index").types.output.getImageMetadataReadOnly;
export type getInstanceAddress = import("../index").types.output.getInstanceAddress;
export type getInstanceAddressNet = import("../index").types.output.getInstanceAddressNet;
export type getInstanceInterface = import("../index").types.output.getInstanceInterface;
export type getInstanceMetadata = import("../index").types.output.getInstanceMetadata;
export type getInstanceSecurityGroup = import("../index").types.output.getInstanceSecurityGroup;
export type getInstanceV2BootVolume = import("../index").types.output.getInstanceV2BootVolume;
export type getInstanceV2DataVolume = import("../index").types.output.getInstanceV2DataVolume;
export type getInstanceV2Interface = import("../index").types.output.getInstanceV2Interface;
export type getInstanceVolume = import("../index").types.output.getInstanceVolume;
