// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigCollections:getAppConfigCollections";
const ARGUMENTS: readonly string[] = ["expand", "guid", "id", "includes", "limit", "offset"];

/** Reads the `ibm_app_config_collections` data source of IBM-Cloud/ibm. */
export function getAppConfigCollections(args: GetAppConfigCollectionsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigCollectionsResult> {
  return invoke<GetAppConfigCollectionsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigCollections`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigCollectionsOutput(args: GetAppConfigCollectionsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigCollectionsResult> {
  return invokeOutput<GetAppConfigCollectionsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
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
}
