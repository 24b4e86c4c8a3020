// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAccountInfo:getAccountInfo";
const ARGUMENTS: readonly string[] = ["accountId", "id"];

/** Reads the `ibm_account_info` data source of IBM-Cloud/ibm. */
export function getAccountInfo(args: GetAccountInfoArgs, opts?: pulumi.InvokeOptions): Promise<GetAccountInfoResult> {
  return invoke<GetAccountInfoResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Like `getAccountInfo`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets. */
export function getAccountInfoOutput(args: GetAccountInfoOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAccountInfoResult> {
  return invokeOutput<GetAccountInfoResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getAccountInfo`. */
export interface GetAccountInfoArgs {
  /** The unique identifier of the account you want to retrieve. */
  accountId: string;
  id?: string;
}

/** Arguments of `getAccountInfoOutput`. */
export interface GetAccountInfoOutputArgs {
  /** The unique identifier of the account you want to retrieve. */
  accountId: pulumi.Input<string>;
  id?: pulumi.Input<string | undefined>;
}

/** What `getAccountInfo` returns. */
export interface GetAccountInfoResult {
  /** The unique identifier of the account you want to retrieve. */
  readonly accountId: string;
  readonly id: string;
  readonly linkedLegacyBAccount: string;
  readonly name: string;
  readonly owner: string;
  readonly ownerIamid: string;
  readonly ownerUserid: string;
  readonly status: string;
  readonly teamDirectoryEnabled: boolean;
  readonly traits: outputs.getAccountInfoTrait[];
  readonly type: string;
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `ibm_account_info.traits`. */
  export interface getAccountInfoTrait {
    euSupported: boolean;
    hippa: boolean;
    poc: boolean;
  }
}
