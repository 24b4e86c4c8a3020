// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigCollection:getAppConfigCollection";
const ARGUMENTS: readonly string[] = ["collectionId", "expand", "guid", "id", "includes"];

/** Reads the `ibm_app_config_collection` data source of IBM-Cloud/ibm. */
export function getAppConfigCollection(args: GetAppConfigCollectionArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigCollectionResult> {
  return invoke<GetAppConfigCollectionResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigCollection`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigCollectionOutput(args: GetAppConfigCollectionOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigCollectionResult> {
  return invokeOutput<GetAppConfigCollectionResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
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
}
