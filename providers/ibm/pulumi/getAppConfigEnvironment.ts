// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment";
const ARGUMENTS: readonly string[] = ["environmentId", "expand", "guid", "id"];

/** Reads the `ibm_app_config_environment` data source of IBM-Cloud/ibm. */
export function getAppConfigEnvironment(args: GetAppConfigEnvironmentArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigEnvironmentResult> {
  return invoke<GetAppConfigEnvironmentResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigEnvironment`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigEnvironmentOutput(args: GetAppConfigEnvironmentOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigEnvironmentResult> {
  return invokeOutput<GetAppConfigEnvironmentResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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
