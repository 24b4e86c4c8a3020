// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput, warnDeprecated } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "ibm:index/getAccount:getAccount";
const ARGUMENTS: readonly string[] = ["id", "orgGuid"];

/**
 * Reads the `ibm_account` data source of IBM-Cloud/ibm.
 *
 * @deprecated This service is deprecated.
 */
export function getAccount(args: GetAccountArgs, opts?: pulumi.InvokeOptions): Promise<GetAccountResult> {
  warnDeprecated("getAccount", "This service is deprecated.");
  return invoke<GetAccountResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * Like `getAccount`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * @deprecated This service is deprecated.
 */
export function getAccountOutput(args: GetAccountOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAccountResult> {
  warnDeprecated("getAccount", "This service is deprecated.");
  return invokeOutput<GetAccountResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getAccount`. */
export interface GetAccountArgs {
  id?: string;
  /** The guid of the org */
  orgGuid: string;
}

/** Arguments of `getAccountOutput`. */
export interface GetAccountOutputArgs {
  id?: pulumi.Input<string | undefined>;
  /** The guid of the org */
  orgGuid: pulumi.Input<string>;
}

/** What `getAccount` returns. */
export interface GetAccountResult {
  readonly accountUsers: outputs.getAccountAccountUser[];
  readonly id: string;
  /** The guid of the org */
  readonly orgGuid: string;
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `ibm_account.account_users`. */
  export interface getAccountAccountUser {
    email: string;
    id: string;
    role: string;
    state: string;
  }
}
