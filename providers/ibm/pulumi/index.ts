// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import { lazyExports, lazyModule } from "@tflookup/runtime/invoke/lazy";

export type { GetAccountArgs, GetAccountOutputArgs, GetAccountResult } from "./getAccount";
export type { GetAccountInfoArgs, GetAccountInfoOutputArgs, GetAccountInfoResult } from "./getAccountInfo";
export type { GetAppArgs, GetAppOutputArgs, GetAppResult } from "./getApp";
export type { GetAppConfigCollectionArgs, GetAppConfigCollectionOutputArgs, GetAppConfigCollectionResult } from "./getAppConfigCollection";
export type { GetAppConfigCollectionsArgs, GetAppConfigCollectionsOutputArgs, GetAppConfigCollectionsResult } from "./getAppConfigCollections";
export type { GetAppConfigEnvironmentArgs, GetAppConfigEnvironmentOutputArgs, GetAppConfigEnvironmentResult } from "./getAppConfigEnvironment";
export type { GetAppConfigEnvironmentsArgs, GetAppConfigEnvironmentsOutputArgs, GetAppConfigEnvironmentsResult } from "./getAppConfigEnvironments";
export type { GetAppConfigFeatureArgs, GetAppConfigFeatureOutputArgs, GetAppConfigFeatureResult } from "./getAppConfigFeature";
export type { GetAppConfigFeaturesArgs, GetAppConfigFeaturesOutputArgs, GetAppConfigFeaturesResult } from "./getAppConfigFeatures";
export type { GetAppConfigIntegrationEnArgs, GetAppConfigIntegrationEnOutputArgs, GetAppConfigIntegrationEnResult } from "./getAppConfigIntegrationEn";
export type { GetAppConfigIntegrationKmsArgs, GetAppConfigIntegrationKmsOutputArgs, GetAppConfigIntegrationKmsResult } from "./getAppConfigIntegrationKms";
export type { GetAppConfigIntegrationsArgs, GetAppConfigIntegrationsOutputArgs, GetAppConfigIntegrationsResult } from "./getAppConfigIntegrations";
export type { ProviderArgs } from "./provider";
export type * as types from "./types";

export declare const getAccount: typeof import("./getAccount").getAccount;
export declare const getAccountOutput: typeof import("./getAccount").getAccountOutput;
export declare const getAccountInfo: typeof import("./getAccountInfo").getAccountInfo;
export declare const getAccountInfoOutput: typeof import("./getAccountInfo").getAccountInfoOutput;
export declare const getApp: typeof import("./getApp").getApp;
export declare const getAppOutput: typeof import("./getApp").getAppOutput;
export declare const getAppConfigCollection: typeof import("./getAppConfigCollection").getAppConfigCollection;
export declare const getAppConfigCollectionOutput: typeof import("./getAppConfigCollection").getAppConfigCollectionOutput;
export declare const getAppConfigCollections: typeof import("./getAppConfigCollections").getAppConfigCollections;
export declare const getAppConfigCollectionsOutput: typeof import("./getAppConfigCollections").getAppConfigCollectionsOutput;
export declare const getAppConfigEnvironment: typeof import("./getAppConfigEnvironment").getAppConfigEnvironment;
export declare const getAppConfigEnvironmentOutput: typeof import("./getAppConfigEnvironment").getAppConfigEnvironmentOutput;
export declare const getAppConfigEnvironments: typeof import("./getAppConfigEnvironments").getAppConfigEnvironments;
export declare const getAppConfigEnvironmentsOutput: typeof import("./getAppConfigEnvironments").getAppConfigEnvironmentsOutput;
export declare const getAppConfigFeature: typeof import("./getAppConfigFeature").getAppConfigFeature;
export declare const getAppConfigFeatureOutput: typeof import("./getAppConfigFeature").getAppConfigFeatureOutput;
export declare const getAppConfigFeatures: typeof import("./getAppConfigFeatures").getAppConfigFeatures;
export declare const getAppConfigFeaturesOutput: typeof import("./getAppConfigFeatures").getAppConfigFeaturesOutput;
export declare const getAppConfigIntegrationEn: typeof import("./getAppConfigIntegrationEn").getAppConfigIntegrationEn;
export declare const getAppConfigIntegrationEnOutput: typeof import("./getAppConfigIntegrationEn").getAppConfigIntegrationEnOutput;
export declare const getAppConfigIntegrationKms: typeof import("./getAppConfigIntegrationKms").getAppConfigIntegrationKms;
export declare const getAppConfigIntegrationKmsOutput: typeof import("./getAppConfigIntegrationKms").getAppConfigIntegrationKmsOutput;
export declare const getAppConfigIntegrations: typeof import("./getAppConfigIntegrations").getAppConfigIntegrations;
export declare const getAppConfigIntegrationsOutput: typeof import("./getAppConfigIntegrations").getAppConfigIntegrationsOutput;
export declare const Provider: typeof import("./provider").Provider;
export type Provider = import("./provider").Provider;
export declare const config: typeof import("./config");

// Placeholders that name each export for Node's ES-module loader; the getters below replace them.
module.exports.getAccount = module.exports.getAccountOutput = undefined;
module.exports.getAccountInfo = module.exports.getAccountInfoOutput = undefined;
module.exports.getApp = module.exports.getAppOutput = undefined;
module.exports.getAppConfigCollection = module.exports.getAppConfigCollectionOutput = undefined;
module.exports.getAppConfigCollections = module.exports.getAppConfigCollectionsOutput = undefined;
module.exports.getAppConfigEnvironment = module.exports.getAppConfigEnvironmentOutput = undefined;
module.exports.getAppConfigEnvironments = module.exports.getAppConfigEnvironmentsOutput = undefined;
module.exports.getAppConfigFeature = module.exports.getAppConfigFeatureOutput = undefined;
module.exports.getAppConfigFeatures = module.exports.getAppConfigFeaturesOutput = undefined;
module.exports.getAppConfigIntegrationEn = module.exports.getAppConfigIntegrationEnOutput = undefined;
module.exports.getAppConfigIntegrationKms = module.exports.getAppConfigIntegrationKmsOutput = undefined;
module.exports.getAppConfigIntegrations = module.exports.getAppConfigIntegrationsOutput = undefined;
module.exports.Provider = module.exports.config = undefined;

lazyExports(
  module.exports,
  {
    "./getAccount": ["getAccount", "getAccountOutput"],
    "./getAccountInfo": ["getAccountInfo", "getAccountInfoOutput"],
    "./getApp": ["getApp", "getAppOutput"],
    "./getAppConfigCollection": ["getAppConfigCollection", "getAppConfigCollectionOutput"],
    "./getAppConfigCollections": ["getAppConfigCollections", "getAppConfigCollectionsOutput"],
    "./getAppConfigEnvironment": ["getAppConfigEnvironment", "getAppConfigEnvironmentOutput"],
    "./getAppConfigEnvironments": ["getAppConfigEnvironments", "getAppConfigEnvironmentsOutput"],
    "./getAppConfigFeature": ["getAppConfigFeature", "getAppConfigFeatureOutput"],
    "./getAppConfigFeatures": ["getAppConfigFeatures", "getAppConfigFeaturesOutput"],
    "./getAppConfigIntegrationEn": ["getAppConfigIntegrationEn", "getAppConfigIntegrationEnOutput"],
    "./getAppConfigIntegrationKms": ["getAppConfigIntegrationKms", "getAppConfigIntegrationKmsOutput"],
    "./getAppConfigIntegrations": ["getAppConfigIntegrations", "getAppConfigIntegrationsOutput"],
    "./provider": ["Provider"],
  },
  require,
);
lazyModule(module.exports, "config", "./config", require);
