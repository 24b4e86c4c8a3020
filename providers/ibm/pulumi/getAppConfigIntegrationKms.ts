// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigIntegrationKms:getAppConfigIntegrationKms";
const ARGUMENTS: readonly string[] = ["guid", "id", "integrationId"];

/** Reads the `ibm_app_config_integration_kms` data source of IBM-Cloud/ibm. */
export function getAppConfigIntegrationKms(args: GetAppConfigIntegrationKmsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigIntegrationKmsResult> {
  return invoke<GetAppConfigIntegrationKmsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigIntegrationKms`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigIntegrationKmsOutput(args: GetAppConfigIntegrationKmsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigIntegrationKmsResult> {
  return invokeOutput<GetAppConfigIntegrationKmsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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
