// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput, warnDeprecated } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getApp:getApp";
const ARGUMENTS: readonly string[] = ["id", "name", "spaceGuid"];

/**
 * Reads the `ibm_app` data source of IBM-Cloud/ibm.
 *
 * @deprecated This service is deprecated.
 */
export function getApp(args: GetAppArgs, opts?: pulumi.InvokeOptions): Promise<GetAppResult> {
  warnDeprecated("getApp", "This service is deprecated.");
  return invoke<GetAppResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Like `getApp`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * @deprecated This service is deprecated.
 */
export function getAppOutput(args: GetAppOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppResult> {
  warnDeprecated("getApp", "This service is deprecated.");
  return invokeOutput<GetAppResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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
