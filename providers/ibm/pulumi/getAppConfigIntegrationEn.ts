// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigIntegrationEn:getAppConfigIntegrationEn";
const ARGUMENTS: readonly string[] = ["guid", "id", "integrationId"];

/** Reads the `ibm_app_config_integration_en` data source of IBM-Cloud/ibm. */
export function getAppConfigIntegrationEn(args: GetAppConfigIntegrationEnArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigIntegrationEnResult> {
  return invoke<GetAppConfigIntegrationEnResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigIntegrationEn`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigIntegrationEnOutput(args: GetAppConfigIntegrationEnOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigIntegrationEnResult> {
  return invokeOutput<GetAppConfigIntegrationEnResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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
