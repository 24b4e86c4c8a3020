// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigFeatures:getAppConfigFeatures";
const ARGUMENTS: readonly string[] = ["collections", "environmentId", "expand", "guid", "id", "includes", "limit", "offset", "segments", "sort", "tags"];

/** Reads the `ibm_app_config_features` data source of IBM-Cloud/ibm. */
export function getAppConfigFeatures(args: GetAppConfigFeaturesArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigFeaturesResult> {
  return invoke<GetAppConfigFeaturesResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigFeatures`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigFeaturesOutput(args: GetAppConfigFeaturesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigFeaturesResult> {
  return invokeOutput<GetAppConfigFeaturesResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
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
}
