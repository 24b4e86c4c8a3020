// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.

export type getDnsSecondaryZonesZone = import("../getDnsSecondaryZones").outputs.getDnsSecondaryZonesZone;
export type getFlavorFlavor = import("../getFlavor").outputs.getFlavorFlavor;
export type getFloatingipMetadataReadOnly = import("../getFloatingip").outputs.getFloatingipMetadataReadOnly;
export type getImageMetadataReadOnly = import("../getImage").outputs.getImageMetadataReadOnly;
export type getInstanceAddress = import("../getInstance").outputs.getInstanceAddress;
export type getInstanceAddressNet = import("../getInstance").outputs.getInstanceAddressNet;
export type getInstanceInterface = import("../getInstance").outputs.getInstanceInterface;
export type getInstanceMetadata = import("../getInstance").outputs.getInstanceMetadata;
export type getInstanceSecurityGroup = import("../getInstance").outputs.getInstanceSecurityGroup;
export type getInstanceV2BootVolume = import("../getInstanceV2").outputs.getInstanceV2BootVolume;
export type getInstanceV2DataVolume = import("../getInstanceV2").outputs.getInstanceV2DataVolume;
export type getInstanceV2Interface = import("../getInstanceV2").outputs.getInstanceV2Interface;
export type getInstanceVolume = import("../getInstance").outputs.getInstanceVolume;
