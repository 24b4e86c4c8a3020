// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigEnvironments:getAppConfigEnvironments";
const ARGUMENTS: readonly string[] = ["expand", "guid", "id", "limit", "offset", "tags"];

/** Reads the `ibm_app_config_environments` data source of IBM-Cloud/ibm. */
export function getAppConfigEnvironments(args: GetAppConfigEnvironmentsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigEnvironmentsResult> {
  return invoke<GetAppConfigEnvironmentsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigEnvironments`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigEnvironmentsOutput(args: GetAppConfigEnvironmentsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigEnvironmentsResult> {
  return invokeOutput<GetAppConfigEnvironmentsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
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
}
