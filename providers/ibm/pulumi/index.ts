// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { lazyExports, lazyModule } from "@tflookup/runtime/invoke/lazy";

/**
 * Reads the `ibm_account` data source of IBM-Cloud/ibm.
 *
 * @deprecated This service is deprecated.
 */
export declare function getAccount(args: GetAccountArgs, opts?: pulumi.InvokeOptions): Promise<GetAccountResult>;

/**
 * Like `getAccount`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * @deprecated This service is deprecated.
 */
export declare function getAccountOutput(args: GetAccountOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAccountResult>;

/** Arguments of `getAccount`. */
export interface GetAccountArgs {
  id?: string;
  /** The guid of the org */
  orgGuid: string;
}

/** Arguments of `getAccountOutput`. */
export interface GetAccountOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** The guid of the org */
  orgGuid: pulumi.Input<string>;
}

/** What `getAccount` returns. */
export interface GetAccountResult {
  readonly accountUsers: outputs.getAccountAccountUser[];
  readonly id: string;
  /** The guid of the org */
  readonly orgGuid: string;
}

/** Reads the `ibm_account_info` data source of IBM-Cloud/ibm. */
export declare function getAccountInfo(args: GetAccountInfoArgs, opts?: pulumi.InvokeOptions): Promise<GetAccountInfoResult>;

/** Like `getAccountInfo`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAccountInfoOutput(args: GetAccountInfoOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAccountInfoResult>;

/** Arguments of `getAccountInfo`. */
export interface GetAccountInfoArgs {
  /** The unique identifier of the account you want to retrieve. */
  accountId: string;
  id?: string;
}

/** Arguments of `getAccountInfoOutput`. */
export interface GetAccountInfoOutputArgs {
  /** The unique identifier of the account you want to retrieve. */
  accountId: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
}

/** What `getAccountInfo` returns. */
export interface GetAccountInfoResult {
  /** The unique identifier of the account you want to retrieve. */
  readonly accountId: string;
  readonly id: string;
  readonly linkedLegacyBAccount: string;
  readonly name: string;
  readonly owner: string;
  readonly ownerIamid: string;
  readonly ownerUserid: string;
  readonly status: string;
  readonly teamDirectoryEnabled: boolean;
  readonly traits: outputs.getAccountInfoTrait[];
  readonly type: string;
}

/**
 * Reads the `ibm_app` data source of IBM-Cloud/ibm.
 *
 * @deprecated This service is deprecated.
 */
export declare function getApp(args: GetAppArgs, opts?: pulumi.InvokeOptions): Promise<GetAppResult>;

/**
 * Like `getApp`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * @deprecated This service is deprecated.
 */
export declare function getAppOutput(args: GetAppOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppResult>;

/** Arguments of `getApp`. */
export interface GetAppArgs {
  id?: string;
  /** The name for the app */
  name: string;
  /** Define space guid to which app belongs */
  spaceGuid: string;
}

/** Arguments of `getAppOutput`. */
export interface GetAppOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** The name for the app */
  name: pulumi.Input<string>;
  /** Define space guid to which app belongs */
  spaceGuid: pulumi.Input<string>;
}

/** What `getApp` returns. */
export interface GetAppResult {
  /** Buildpack to build the app. 3 options: a) Blank means autodetection; b) A Git Url pointing to a buildpack; c) Name of an installed buildpack. */
  readonly buildpack: string;
  /** The maximum amount of disk available to an instance of an app. In megabytes. */
  readonly diskQuota: number;
  /** Key/value pairs of all the environment variables to run in your app. Does not include any system or service variables. */
  readonly environmentJson: { [key: string]: string };
  /** Endpoint called to determine if the app is healthy. */
  readonly healthCheckHttpEndpoint: string;
  /** Timeout in seconds for health checking of an staged app when starting up. */
  readonly healthCheckTimeout: number;
  /** Type of health check to perform. */
  readonly healthCheckType: string;
  readonly id: string;
  /** The number of instances */
  readonly instances: number;
  /** The amount of memory each instance should have. In megabytes. */
  readonly memory: number;
  /** The name for the app */
  readonly name: string;
  /** The state of the application package whether staged, pending etc */
  readonly packageState: string;
  /** Define the route guids which should be bound to the application. */
  readonly routeGuids: string[];
  /** Define the service instance guids that should be bound to this application. */
  readonly serviceInstanceGuids: string[];
  /** Define space guid to which app belongs */
  readonly spaceGuid: string;
  /** The state of the application */
  readonly state: string;
}

/** Reads the `ibm_app_config_collection` data source of IBM-Cloud/ibm. */
export declare function getAppConfigCollection(args: GetAppConfigCollectionArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigCollectionResult>;

/** Like `getAppConfigCollection`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigCollectionOutput(args: GetAppConfigCollectionOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigCollectionResult>;

/** Arguments of `getAppConfigCollection`. */
export interface GetAppConfigCollectionArgs {
  /** Collection Id of the collection. */
  collectionId: string;
  /** If set to true, returns expanded view of the resource details. */
  expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** Include feature, property details in the response. */
  includes?: string[];
}

/** Arguments of `getAppConfigCollectionOutput`. */
export interface GetAppConfigCollectionOutputArgs {
  /** Collection Id of the collection. */
  collectionId: pulumi.Input<string>;
  /** If set to true, returns expanded view of the resource details. */
  expand?: pulumi.Input<boolean | undefined>;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** Include feature, property details in the response. */
  includes?: pulumi.Input<pulumi.Input<string>[] | undefined>;
}

/** What `getAppConfigCollection` returns. */
export interface GetAppConfigCollectionResult {
  /** Collection Id of the collection. */
  readonly collectionId: string;
  /** Creation time of the collection. */
  readonly createdTime: string;
  /** Collection description. */
  readonly description: string;
  /** If set to true, returns expanded view of the resource details. */
  readonly expand?: boolean;
  /** List of Features associated with the collection. */
  readonly features: outputs.getAppConfigCollectionFeature[];
  /** Number of features associated with the collection. */
  readonly featuresCount: number;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  /** Collection URL. */
  readonly href: string;
  readonly id: string;
  /** Include feature, property details in the response. */
  readonly includes?: string[];
  /** Collection name. */
  readonly name: string;
  /** List of properties associated with the collection. */
  readonly properties: outputs.getAppConfigCollectionProperty[];
  /** Number of properties associated with the collection. */
  readonly propertiesCount: number;
  /** Tags associated with the collection. */
  readonly tags: string;
  /** Last modified time of the collection data. */
  readonly updatedTime: string;
}

/** Reads the `ibm_app_config_collections` data source of IBM-Cloud/ibm. */
export declare function getAppConfigCollections(args: GetAppConfigCollectionsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigCollectionsResult>;

/** Like `getAppConfigCollections`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigCollectionsOutput(args: GetAppConfigCollectionsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigCollectionsResult>;

/** Arguments of `getAppConfigCollections`. */
export interface GetAppConfigCollectionsArgs {
  /** If set to true, returns expanded view of the resource details. */
  expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** Include feature, property details in the response. */
  includes?: string[];
  /** The number of records to retrieve. */
  limit?: number;
  /** Skipped number of records. */
  offset?: number;
}

/** Arguments of `getAppConfigCollectionsOutput`. */
export interface GetAppConfigCollectionsOutputArgs {
  /** If set to true, returns expanded view of the resource details. */
  expand?: pulumi.Input<boolean | undefined>;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** Include feature, property details in the response. */
  includes?: pulumi.Input<pulumi.Input<string>[] | undefined>;
  /** The number of records to retrieve. */
  limit?: pulumi.Input<number | undefined>;
  /** Skipped number of records. */
  offset?: pulumi.Input<number | undefined>;
}

/** What `getAppConfigCollections` returns. */
export interface GetAppConfigCollectionsResult {
  /** Array of Features. */
  readonly collections: outputs.getAppConfigCollectionsCollection[];
  /** If set to true, returns expanded view of the resource details. */
  readonly expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  readonly id: string;
  /** Include feature, property details in the response. */
  readonly includes?: string[];
  /** The number of records to retrieve. */
  readonly limit?: number;
  /** Skipped number of records. */
  readonly offset?: number;
  /** Total number of records. */
  readonly totalCount: number;
}

/** Reads the `ibm_app_config_environment` data source of IBM-Cloud/ibm. */
export declare function getAppConfigEnvironment(args: GetAppConfigEnvironmentArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigEnvironmentResult>;

/** Like `getAppConfigEnvironment`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigEnvironmentOutput(args: GetAppConfigEnvironmentOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigEnvironmentResult>;

/** Arguments of `getAppConfigEnvironment`. */
export interface GetAppConfigEnvironmentArgs {
  /** Environment Id. */
  environmentId: string;
  /** If set to `true`, returns expanded view of the resource details. */
  expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
}

/** Arguments of `getAppConfigEnvironmentOutput`. */
export interface GetAppConfigEnvironmentOutputArgs {
  /** Environment Id. */
  environmentId: pulumi.Input<string>;
  /** If set to `true`, returns expanded view of the resource details. */
  expand?: pulumi.Input<boolean | undefined>;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
}

/** What `getAppConfigEnvironment` returns. */
export interface GetAppConfigEnvironmentResult {
  /** Color code to distinguish the environment. The Hex code for the color. For example `#FF0000` for `red`. */
  readonly colorCode: string;
  /** Creation time of the environment. */
  readonly createdTime: string;
  /** Environment description. */
  readonly description: string;
  /** Environment Id. */
  readonly environmentId: string;
  /** If set to `true`, returns expanded view of the resource details. */
  readonly expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  /** Environment URL. */
  readonly href: string;
  readonly id: string;
  /** Environment name. */
  readonly name: string;
  /** Tags associated with the environment. */
  readonly tags: string;
  /** Last modified time of the environment data. */
  readonly updatedTime: string;
}

/** Reads the `ibm_app_config_environments` data source of IBM-Cloud/ibm. */
export declare function getAppConfigEnvironments(args: GetAppConfigEnvironmentsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigEnvironmentsResult>;

/** Like `getAppConfigEnvironments`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigEnvironmentsOutput(args: GetAppConfigEnvironmentsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigEnvironmentsResult>;

/** Arguments of `getAppConfigEnvironments`. */
export interface GetAppConfigEnvironmentsArgs {
  /** If set to `true`, returns expanded view of the resource details. */
  expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  limit?: number;
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  offset?: number;
  /** filter the resources to be returned based on the associated tags. Returns resources associated with any of the specified tags. */
  tags?: string;
}

/** Arguments of `getAppConfigEnvironmentsOutput`. */
export interface GetAppConfigEnvironmentsOutputArgs {
  /** If set to `true`, returns expanded view of the resource details. */
  expand?: pulumi.Input<boolean | undefined>;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  limit?: pulumi.Input<number | undefined>;
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  offset?: pulumi.Input<number | undefined>;
  /** filter the resources to be returned based on the associated tags. Returns resources associated with any of the specified tags. */
  tags?: pulumi.Input<string | undefined>;
}

/** What `getAppConfigEnvironments` returns. */
export interface GetAppConfigEnvironmentsResult {
  /** Array of environments. */
  readonly environments: outputs.getAppConfigEnvironmentsEnvironment[];
  /** If set to `true`, returns expanded view of the resource details. */
  readonly expand?: boolean;
  /** URL to navigate to the first page of records. */
  readonly firsts: outputs.getAppConfigEnvironmentsFirst[];
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  readonly id: string;
  /** URL to navigate to the last page of records. */
  readonly lasts: outputs.getAppConfigEnvironmentsLast[];
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  readonly limit?: number;
  /** URL to navigate to the next list of records. */
  readonly nexts: outputs.getAppConfigEnvironmentsNext[];
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  readonly offset?: number;
  /** URL to navigate to the previous list of records. */
  readonly previouses: outputs.getAppConfigEnvironmentsPreviouse[];
  /** filter the resources to be returned based on the associated tags. Returns resources associated with any of the specified tags. */
  readonly tags?: string;
  /** Total number of records. */
  readonly totalCount: number;
}

/** Reads the `ibm_app_config_feature` data source of IBM-Cloud/ibm. */
export declare function getAppConfigFeature(args: GetAppConfigFeatureArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigFeatureResult>;

/** Like `getAppConfigFeature`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigFeatureOutput(args: GetAppConfigFeatureOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigFeatureResult>;

/** Arguments of `getAppConfigFeature`. */
export interface GetAppConfigFeatureArgs {
  /** Environment Id. */
  environmentId: string;
  /** Feature Id. */
  featureId: string;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** Include the associated collections in the response. */
  includes?: string;
}

/** Arguments of `getAppConfigFeatureOutput`. */
export interface GetAppConfigFeatureOutputArgs {
  /** Environment Id. */
  environmentId: pulumi.Input<string>;
  /** Feature Id. */
  featureId: pulumi.Input<string>;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** Include the associated collections in the response. */
  includes?: pulumi.Input<string | undefined>;
}

/** What `getAppConfigFeature` returns. */
export interface GetAppConfigFeatureResult {
  /** List of collection id representing the collections that are associated with the specified feature flag. */
  readonly collections: outputs.getAppConfigFeatureCollection[];
  /** Creation time of the feature flag. */
  readonly createdTime: string;
  /** Feature description. */
  readonly description: string;
  /** Value of the feature when it is disabled. The value can be Boolean, String or a Numeric value as per the `type` attribute. */
  readonly disabledValue: string;
  /** The state of the feature flag. */
  readonly enabled: boolean;
  /** Value of the feature when it is enabled. The value can be Boolean, String or a Numeric value as per the `type` attribute. */
  readonly enabledValue: string;
  /** Environment Id. */
  readonly environmentId: string;
  /** Feature Id. */
  readonly featureId: string;
  /** Format of the feature (TEXT, JSON, YAML) and it is a required attribute when `type` is `STRING`. It is not required for `BOOLEAN` and `NUMERIC` types. This property is populated in the response body of `POST, PUT and GET` calls if the type `STRING` is used and not populated for `BOOLEAN` and `NUMERIC` types. */
  readonly format: string;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  /** Feature flag URL. */
  readonly href: string;
  readonly id: string;
  /** Include the associated collections in the response. */
  readonly includes?: string;
  /** Feature name. */
  readonly name: string;
  /** Rollout percentage of the feature. */
  readonly rolloutPercentage: number;
  /** Denotes if the targeting rules are specified for the feature flag. */
  readonly segmentExists: boolean;
  /** Specify the targeting rules that is used to set different feature flag values for different segments. */
  readonly segmentRules: outputs.getAppConfigFeatureSegmentRule[];
  /** Tags associated with the feature. */
  readonly tags: string;
  /** Type of the feature (BOOLEAN, STRING, NUMERIC). */
  readonly type: string;
  /** Last modified time of the feature flag data. */
  readonly updatedTime: string;
}

/** Reads the `ibm_app_config_features` data source of IBM-Cloud/ibm. */
export declare function getAppConfigFeatures(args: GetAppConfigFeaturesArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigFeaturesResult>;

/** Like `getAppConfigFeatures`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigFeaturesOutput(args: GetAppConfigFeaturesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigFeaturesResult>;

/** Arguments of `getAppConfigFeatures`. */
export interface GetAppConfigFeaturesArgs {
  /** Filter features by a list of comma separated collections. */
  collections?: string[];
  /** Environment Id. */
  environmentId: string;
  /** If set to `true`, returns expanded view of the resource details. */
  expand?: boolean;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** Include the associated collections or targeting rules details in the response. */
  includes?: string[];
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  limit?: number;
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  offset?: number;
  /** Filter features by a list of comma separated segments. */
  segments?: string[];
  /** Sort the feature details based on the specified attribute. */
  sort?: string;
  /** Filter the resources to be returned based on the associated tags. Specify the parameter as a list of comma separated tags. Returns resources associated with any of the specified tags. */
  tags?: string;
}

/** Arguments of `getAppConfigFeaturesOutput`. */
export interface GetAppConfigFeaturesOutputArgs {
  /** Filter features by a list of comma separated collections. */
  collections?: pulumi.Input<pulumi.Input<string>[] | undefined>;
  /** Environment Id. */
  environmentId: pulumi.Input<string>;
  /** If set to `true`, returns expanded view of the resource details. */
  expand?: pulumi.Input<boolean | undefined>;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** Include the associated collections or targeting rules details in the response. */
  includes?: pulumi.Input<pulumi.Input<string>[] | undefined>;
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  limit?: pulumi.Input<number | undefined>;
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  offset?: pulumi.Input<number | undefined>;
  /** Filter features by a list of comma separated segments. */
  segments?: pulumi.Input<pulumi.Input<string>[] | undefined>;
  /** Sort the feature details based on the specified attribute. */
  sort?: pulumi.Input<string | undefined>;
  /** Filter the resources to be returned based on the associated tags. Specify the parameter as a list of comma separated tags. Returns resources associated with any of the specified tags. */
  tags?: pulumi.Input<string | undefined>;
}

/** What `getAppConfigFeatures` returns. */
export interface GetAppConfigFeaturesResult {
  /** Filter features by a list of comma separated collections. */
  readonly collections?: string[];
  /** Environment Id. */
  readonly environmentId: string;
  /** If set to `true`, returns expanded view of the resource details. */
  readonly expand?: boolean;
  /** Array of Features. */
  readonly features: outputs.getAppConfigFeaturesFeature[];
  /** URL to navigate to the first page of records. */
  readonly firsts: outputs.getAppConfigFeaturesFirst[];
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  readonly id: string;
  /** Include the associated collections or targeting rules details in the response. */
  readonly includes?: string[];
  /** URL to navigate to the last page of records. */
  readonly lasts: outputs.getAppConfigFeaturesLast[];
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  readonly limit?: number;
  /** URL to navigate to the next list of records. */
  readonly nexts: outputs.getAppConfigFeaturesNext[];
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  readonly offset?: number;
  /** URL to navigate to the previous list of records. */
  readonly previouses: outputs.getAppConfigFeaturesPreviouse[];
  /** Filter features by a list of comma separated segments. */
  readonly segments?: string[];
  /** Sort the feature details based on the specified attribute. */
  readonly sort?: string;
  /** Filter the resources to be returned based on the associated tags. Specify the parameter as a list of comma separated tags. Returns resources associated with any of the specified tags. */
  readonly tags?: string;
  /** Number of records returned in the current response. */
  readonly totalCount: number;
}

/** Reads the `ibm_app_config_integration_en` data source of IBM-Cloud/ibm. */
export declare function getAppConfigIntegrationEn(args: GetAppConfigIntegrationEnArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigIntegrationEnResult>;

/** Like `getAppConfigIntegrationEn`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigIntegrationEnOutput(args: GetAppConfigIntegrationEnOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigIntegrationEnResult>;

/** Arguments of `getAppConfigIntegrationEn`. */
export interface GetAppConfigIntegrationEnArgs {
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** ID of integration */
  integrationId: string;
}

/** Arguments of `getAppConfigIntegrationEnOutput`. */
export interface GetAppConfigIntegrationEnOutputArgs {
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** ID of integration */
  integrationId: pulumi.Input<string>;
}

/** What `getAppConfigIntegrationEn` returns. */
export interface GetAppConfigIntegrationEnResult {
  /** Creation time of the environment. */
  readonly createdTime: string;
  /** Endpoint of EN instance */
  readonly enEndpoint: string;
  /** CRN of EN instance */
  readonly enInstanceCrn: string;
  /** EN source id which appears in instance */
  readonly enSourceId: string;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  /** Integration URL */
  readonly href: string;
  readonly id: string;
  /** ID of integration */
  readonly integrationId: string;
  /** Integration type [will be EVENT_NOTIFICATIONS always] */
  readonly integrationType: string;
  /** Last modified time of the environment data. */
  readonly updatedTime: string;
}

/** Reads the `ibm_app_config_integration_kms` data source of IBM-Cloud/ibm. */
export declare function getAppConfigIntegrationKms(args: GetAppConfigIntegrationKmsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigIntegrationKmsResult>;

/** Like `getAppConfigIntegrationKms`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigIntegrationKmsOutput(args: GetAppConfigIntegrationKmsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigIntegrationKmsResult>;

/** Arguments of `getAppConfigIntegrationKms`. */
export interface GetAppConfigIntegrationKmsArgs {
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** ID of integration */
  integrationId: string;
}

/** Arguments of `getAppConfigIntegrationKmsOutput`. */
export interface GetAppConfigIntegrationKmsOutputArgs {
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** ID of integration */
  integrationId: pulumi.Input<string>;
}

/** What `getAppConfigIntegrationKms` returns. */
export interface GetAppConfigIntegrationKmsResult {
  /** Creation time of the environment. */
  readonly createdTime: string;
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  /** Integration URL */
  readonly href: string;
  readonly id: string;
  /** ID of integration */
  readonly integrationId: string;
  /** Integration type [will be KMS always] */
  readonly integrationType: string;
  /** Status of root key */
  readonly keyStatus: string;
  /** Endpoint of KMS instance */
  readonly kmsEndpoint: string;
  /** CRN of KMS instance */
  readonly kmsInstanceCrn: string;
  /** Type of key protect instance being used */
  readonly kmsSchemaType: string;
  /** ID of root key used for encryption */
  readonly rootKeyId: string;
  /** Last modified time of the environment data. */
  readonly updatedTime: string;
}

/** Reads the `ibm_app_config_integrations` data source of IBM-Cloud/ibm. */
export declare function getAppConfigIntegrations(args: GetAppConfigIntegrationsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigIntegrationsResult>;

/** Like `getAppConfigIntegrations`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export declare function getAppConfigIntegrationsOutput(args: GetAppConfigIntegrationsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigIntegrationsResult>;

/** Arguments of `getAppConfigIntegrations`. */
export interface GetAppConfigIntegrationsArgs {
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: string;
  id?: string;
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  limit?: number;
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  offset?: number;
}

/** Arguments of `getAppConfigIntegrationsOutput`. */
export interface GetAppConfigIntegrationsOutputArgs {
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  guid: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  limit?: pulumi.Input<number | undefined>;
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  offset?: pulumi.Input<number | undefined>;
}

/** What `getAppConfigIntegrations` returns. */
export interface GetAppConfigIntegrationsResult {
  /** URL to navigate to the first page of records. */
  readonly firsts: outputs.getAppConfigIntegrationsFirst[];
  /** GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard. */
  readonly guid: string;
  readonly id: string;
  /** List of integrations */
  readonly integrations: outputs.getAppConfigIntegrationsIntegration[];
  /** URL to navigate to the last page of records. */
  readonly lasts: outputs.getAppConfigIntegrationsLast[];
  /** The number of records to retrieve. By default, the list operation return the first 10 records. To retrieve different set of records, use `limit` with `offset` to page through the available records. */
  readonly limit?: number;
  /** URL to navigate to the next list of records. */
  readonly nexts: outputs.getAppConfigIntegrationsNext[];
  /** The number of records to skip. By specifying `offset`, you retrieve a subset of items that starts with the `offset` value. Use `offset` with `limit` to page through the available records. */
  readonly offset?: number;
  /** URL to navigate to the previous list of records. */
  readonly previouses: outputs.getAppConfigIntegrationsPreviouse[];
  /** Number of records returned in the current response. */
  readonly totalCount: number;
}

export type { ProviderArgs } from "./provider";
export declare const Provider: typeof import("./provider").Provider;
export type Provider = import("./provider").Provider;
export declare const config: typeof import("./config");

/** Nested types of the functions' arguments and results: `types.input.<name>`, `types.output.<name>`. */
export declare namespace types {
  export namespace input {}
  export namespace output {
    /** Upstream: `ibm_account.account_users`. */
    export interface getAccountAccountUser {
      email: string;
      id: string;
      role: string;
      state: string;
    }

    /** Upstream: `ibm_account_info.traits`. */
    export interface getAccountInfoTrait {
      euSupported: boolean;
      hippa: boolean;
      poc: boolean;
    }

    /** Upstream: `ibm_app_config_collection.features`. */
    export interface getAppConfigCollectionFeature {
      featureId: string;
      name: string;
    }

    /** Upstream: `ibm_app_config_collection.properties`. */
    export interface getAppConfigCollectionProperty {
      name: string;
      propertyId: string;
    }

    /** Upstream: `ibm_app_config_collections.collections`. */
    export interface getAppConfigCollectionsCollection {
      collectionId: string;
      createdTime: string;
      description: string;
      features: getAppConfigCollectionsCollectionFeature[];
      featuresCount: number;
      href: string;
      name: string;
      properties: getAppConfigCollectionsCollectionProperty[];
      propertiesCount: number;
      tags: string;
      updatedTime: string;
    }

    /** Upstream: `ibm_app_config_collections.collections.features`. */
    export interface getAppConfigCollectionsCollectionFeature {
      featureId: string;
      name: string;
    }

    /** Upstream: `ibm_app_config_collections.collections.properties`. */
    export interface getAppConfigCollectionsCollectionProperty {
      name: string;
      propertyId: string;
    }

    /** Upstream: `ibm_app_config_environments.environments`. */
    export interface getAppConfigEnvironmentsEnvironment {
      colorCode: string;
      createdTime: string;
      description: string;
      environmentId: string;
      href: string;
      name: string;
      tags: string;
      updatedTime: string;
    }

    /** Upstream: `ibm_app_config_environments.first`. */
    export interface getAppConfigEnvironmentsFirst {
      href: string;
    }

    /** Upstream: `ibm_app_config_environments.last`. */
    export interface getAppConfigEnvironmentsLast {
      href: string;
    }

    /** Upstream: `ibm_app_config_environments.next`. */
    export interface getAppConfigEnvironmentsNext {
      href: string;
    }

    /** Upstream: `ibm_app_config_environments.previous`. */
    export interface getAppConfigEnvironmentsPreviouse {
      href: string;
    }

    /** Upstream: `ibm_app_config_feature.collections`. */
    export interface getAppConfigFeatureCollection {
      collectionId: string;
      name: string;
    }

    /** Upstream: `ibm_app_config_feature.segment_rules`. */
    export interface getAppConfigFeatureSegmentRule {
      order: number;
      rolloutPercentage: number;
      rules: getAppConfigFeatureSegmentRuleRule[];
      value: string;
    }

    /** Upstream: `ibm_app_config_feature.segment_rules.rules`. */
    export interface getAppConfigFeatureSegmentRuleRule {
      segments: string[];
    }

    /** Upstream: `ibm_app_config_features.features`. */
    export interface getAppConfigFeaturesFeature {
      collections: getAppConfigFeaturesFeatureCollection[];
      createdTime: string;
      description: string;
      disabledValue: string;
      enabled: boolean;
      enabledValue: string;
      featureId: string;
      format: string;
      href: string;
      name: string;
      rolloutPercentage: number;
      segmentExists: boolean;
      segmentRules: getAppConfigFeaturesFeatureSegmentRule[];
      tags: string;
      type: string;
      updatedTime: string;
    }

    /** Upstream: `ibm_app_config_features.features.collections`. */
    export interface getAppConfigFeaturesFeatureCollection {
      collectionId: string;
      name: string;
    }

    /** Upstream: `ibm_app_config_features.features.segment_rules`. */
    export interface getAppConfigFeaturesFeatureSegmentRule {
      order: number;
      rolloutPercentage: number;
      rules: getAppConfigFeaturesFeatureSegmentRuleRule[];
      value: string;
    }

    /** Upstream: `ibm_app_config_features.features.segment_rules.rules`. */
    export interface getAppConfigFeaturesFeatureSegmentRuleRule {
      segments: string[];
    }

    /** Upstream: `ibm_app_config_features.first`. */
    export interface getAppConfigFeaturesFirst {
      href: string;
    }

    /** Upstream: `ibm_app_config_features.last`. */
    export interface getAppConfigFeaturesLast {
      href: string;
    }

    /** Upstream: `ibm_app_config_features.next`. */
    export interface getAppConfigFeaturesNext {
      href: string;
    }

    /** Upstream: `ibm_app_config_features.previous`. */
    export interface getAppConfigFeaturesPreviouse {
      href: string;
    }

    /** Upstream: `ibm_app_config_integrations.first`. */
    export interface getAppConfigIntegrationsFirst {
      href: string;
    }

    /** Upstream: `ibm_app_config_integrations.integrations`. */
    export interface getAppConfigIntegrationsIntegration {
      integrationId: string;
      integrationType: string;
    }

    /** Upstream: `ibm_app_config_integrations.last`. */
    export interface getAppConfigIntegrationsLast {
      href: string;
    }

    /** Upstream: `ibm_app_config_integrations.next`. */
    export interface getAppConfigIntegrationsNext {
      href: string;
    }

    /** Upstream: `ibm_app_config_integrations.previous`. */
    export interface getAppConfigIntegrationsPreviouse {
      href: string;
    }
  }
}
import outputs = types.output;

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
