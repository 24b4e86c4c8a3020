// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput } from "@tflookup/runtime/invoke";
import { pkg } from "./package";

const TOKEN = "edgecenter:index/getImage:getImage";
const ARGUMENTS: readonly string[] = ["id", "isBaremetal", "metadataK", "metadataKv", "name", "projectId", "projectName", "regionId", "regionName"];

/**
 * A cloud image is a pre-configured virtual machine template that you can use to create new instances.
 *
 * Reads the `edgecenter_image` data source of Edge-Center/edgecenter.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `name`.
 */
export function getImage(args?: GetImageArgs, opts?: pulumi.InvokeOptions): Promise<GetImageResult> {
  return invoke<GetImageResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/**
 * A cloud image is a pre-configured virtual machine template that you can use to create new instances.
 *
 * Like `getImage`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the result holds secrets.
 *
 * Exactly one of these arguments must be given: `projectId`, `projectName`.
 *
 * Exactly one of these arguments must be given: `regionId`, `regionName`.
 *
 * Exactly one of these arguments must be given: `id`, `name`.
 */
export function getImageOutput(args?: GetImageOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetImageResult> {
  return invokeOutput<GetImageResult>(TOKEN, args, ARGUMENTS, opts, pkg);
}

/** Arguments of `getImage`. */
export interface GetImageArgs {
  /** The ID of the image. Either 'id' or 'name' must be specified. */
  id?: string;
  /** Set to true if need to get the baremetal image. */
  isBaremetal?: boolean;
  /** Filtration query opts (only key). */
  metadataK?: string;
  /** Filtration query opts, for example, {offset = "10", limit = "10"}. */
  metadataKv?: { [key: string]: string };
  /** The name of the image. Use 'os-version', for example 'ubuntu-20.04'. Use only with uniq name. Either 'id' or 'name' must be specified. */
  name?: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: string;
}

/** Arguments of `getImageOutput`. */
export interface GetImageOutputArgs {
  /** The ID of the image. Either 'id' or 'name' must be specified. */
  id?: pulumi.Input<string | undefined>;
  /** Set to true if need to get the baremetal image. */
  isBaremetal?: pulumi.Input<boolean | undefined>;
  /** Filtration query opts (only key). */
  metadataK?: pulumi.Input<string | undefined>;
  /** Filtration query opts, for example, {offset = "10", limit = "10"}. */
  metadataKv?: pulumi.Input<{ [key: string]: pulumi.Input<string> } | undefined>;
  /** The name of the image. Use 'os-version', for example 'ubuntu-20.04'. Use only with uniq name. Either 'id' or 'name' must be specified. */
  name?: pulumi.Input<string | undefined>;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  projectId?: pulumi.Input<number | undefined>;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  projectName?: pulumi.Input<string | undefined>;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  regionId?: pulumi.Input<number | undefined>;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  regionName?: pulumi.Input<string | undefined>;
}

/** What `getImage` returns. */
export interface GetImageResult {
  /** A detailed description of the image. */
  readonly description: string;
  /** The ID of the image. Either 'id' or 'name' must be specified. */
  readonly id: string;
  /** Set to true if need to get the baremetal image. */
  readonly isBaremetal?: boolean;
  /** Filtration query opts (only key). */
  readonly metadataK?: string;
  /** Filtration query opts, for example, {offset = "10", limit = "10"}. */
  readonly metadataKv?: { [key: string]: string };
  /** A list of read-only metadata items, e.g. tags. */
  readonly metadataReadOnlies: outputs.getImageMetadataReadOnly[];
  /** Minimum disk space (in GB) required to launch an instance using this image. */
  readonly minDisk: number;
  /** Minimum VM RAM (in MB) required to launch an instance using this image. */
  readonly minRam: number;
  /** The name of the image. Use 'os-version', for example 'ubuntu-20.04'. Use only with uniq name. Either 'id' or 'name' must be specified. */
  readonly name: string;
  /** The distribution of the OS present in the image, e.g. Debian, CentOS, Ubuntu etc. */
  readonly osDistro: string;
  /** The version of the OS present in the image. e.g. 19.04 (for Ubuntu) or 9.4 for Debian. */
  readonly osVersion: string;
  /** The uuid of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectId?: number;
  /** The name of the project. Either 'project_id' or 'project_name' must be specified. */
  readonly projectName?: string;
  /** The uuid of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionId?: number;
  /** The name of the region. Either 'region_id' or 'region_name' must be specified. */
  readonly regionName?: string;
}

/** Nested types of the result; also `types.output.<name>`. */
export namespace outputs {
  /** Upstream: `edgecenter_image.metadata_read_only`. */
  export interface getImageMetadataReadOnly {
    key: string;
    readOnly: boolean;
    value: string;
  }
}
