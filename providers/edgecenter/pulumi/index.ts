// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import { lazyExports, lazyModule } from "@tflookup/runtime/invoke/lazy";

export type { GetAvailabilityZoneArgs, GetAvailabilityZoneOutputArgs, GetAvailabilityZoneResult } from "./getAvailabilityZone";
export type { GetCdnShieldingLocationArgs, GetCdnShieldingLocationOutputArgs, GetCdnShieldingLocationResult } from "./getCdnShieldingLocation";
export type { GetDnsSecondaryZonesArgs, GetDnsSecondaryZonesOutputArgs, GetDnsSecondaryZonesResult } from "./getDnsSecondaryZones";
export type { GetFlavorArgs, GetFlavorOutputArgs, GetFlavorResult } from "./getFlavor";
export type { GetFloatingipArgs, GetFloatingipOutputArgs, GetFloatingipResult } from "./getFloatingip";
export type { GetImageArgs, GetImageOutputArgs, GetImageResult } from "./getImage";
export type { GetInstanceArgs, GetInstanceOutputArgs, GetInstanceResult } from "./getInstance";
export type { GetInstancePortSecurityArgs, GetInstancePortSecurityOutputArgs, GetInstancePortSecurityResult } from "./getInstancePortSecurity";
export type { GetInstanceV2Args, GetInstanceV2OutputArgs, GetInstanceV2Result } from "./getInstanceV2";
export type { ProviderArgs } from "./provider";
export type * as types from "./types";

export declare const getAvailabilityZone: typeof import("./getAvailabilityZone").getAvailabilityZone;
export declare const getAvailabilityZoneOutput: typeof import("./getAvailabilityZone").getAvailabilityZoneOutput;
export declare const getCdnShieldingLocation: typeof import("./getCdnShieldingLocation").getCdnShieldingLocation;
export declare const getCdnShieldingLocationOutput: typeof import("./getCdnShieldingLocation").getCdnShieldingLocationOutput;
export declare const getDnsSecondaryZones: typeof import("./getDnsSecondaryZones").getDnsSecondaryZones;
export declare const getDnsSecondaryZonesOutput: typeof import("./getDnsSecondaryZones").getDnsSecondaryZonesOutput;
export declare const getFlavor: typeof import("./getFlavor").getFlavor;
export declare const getFlavorOutput: typeof import("./getFlavor").getFlavorOutput;
export declare const getFloatingip: typeof import("./getFloatingip").getFloatingip;
export declare const getFloatingipOutput: typeof import("./getFloatingip").getFloatingipOutput;
export declare const getImage: typeof import("./getImage").getImage;
export declare const getImageOutput: typeof import("./getImage").getImageOutput;
export declare const getInstance: typeof import("./getInstance").getInstance;
export declare const getInstanceOutput: typeof import("./getInstance").getInstanceOutput;
export declare const getInstancePortSecurity: typeof import("./getInstancePortSecurity").getInstancePortSecurity;
export declare const getInstancePortSecurityOutput: typeof import("./getInstancePortSecurity").getInstancePortSecurityOutput;
export declare const getInstanceV2: typeof import("./getInstanceV2").getInstanceV2;
export declare const getInstanceV2Output: typeof import("./getInstanceV2").getInstanceV2Output;
export declare const Provider: typeof import("./provider").Provider;
export type Provider = import("./provider").Provider;
export declare const config: typeof import("./config");

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
