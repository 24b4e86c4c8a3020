// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAppConfigIntegrations:getAppConfigIntegrations";
const ARGUMENTS: readonly string[] = ["guid", "id", "limit", "offset"];

/** Reads the `ibm_app_config_integrations` data source of IBM-Cloud/ibm. */
export function getAppConfigIntegrations(args: GetAppConfigIntegrationsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppConfigIntegrationsResult> {
  return invoke<GetAppConfigIntegrationsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAppConfigIntegrations`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAppConfigIntegrationsOutput(args: GetAppConfigIntegrationsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppConfigIntegrationsResult> {
  return invokeOutput<GetAppConfigIntegrationsResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

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

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
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
