// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigFeature:getAppConfigFeature";
const ARGUMENTS: readonly string[] = ["environmentId", "featureId", "guid", "id", "includes"];

/** Reads the `ibm_app_config_feature` data source of IBM-Cloud/ibm. */
export function getAppConfigFeature(args: GetAppConfigFeatureArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigFeatureResult> {
  return invoke<GetAppConfigFeatureResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigFeature`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigFeatureOutput(args: GetAppConfigFeatureOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigFeatureResult> {
  return invokeOutput<GetAppConfigFeatureResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
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
}
