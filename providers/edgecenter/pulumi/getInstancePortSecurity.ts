// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getInstancePortSecurity:getInstancePortSecurity";
const ARGUMENTS: readonly string[] = ["id", "instanceId", "portId", "projectId", "projectName", "regionId", "regionName"];

/**
 * Represent instance_port_security data_source.
 *
 * Reads the `edgecenter_instance_port_security` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export function getInstancePortSecurity(args: GetInstancePortSecurityArgs, opts?: pulumi.InvokeOptions): Promise<GetInstancePortSecurityResult> {
  return invoke<GetInstancePortSecurityResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Represent instance_port_security data_source.
 *
 * Like `getInstancePortSecurity`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 */
export function getInstancePortSecurityOutput(args: GetInstancePortSecurityOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetInstancePortSecurityResult> {
  return invokeOutput<GetInstancePortSecurityResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getInstancePortSecurity`. */
export interface GetInstancePortSecurityArgs {
  id?: string;
  /** ID of the instance to which the port is connected. */
  instanceId: string;
  /** ID of the port. */
  portId: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getInstancePortSecurityOutput`. */
export interface GetInstancePortSecurityOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** ID of the instance to which the port is connected. */
  instanceId: pulumi.Input<string>;
  /** ID of the port. */
  portId: pulumi.Input<string>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getInstancePortSecurity` returns. */
export interface GetInstancePortSecurityResult {
  /** Set of all security groups IDs on this port. */
  readonly allSecurityGroupIds: string[];
  readonly id: string;
  /** ID of the instance to which the port is connected. */
  readonly instanceId: string;
  /** ID of the port. */
  readonly portId: string;
  /** Is the port_security feature disabled. */
  readonly portSecurityDisabled: boolean;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
}
