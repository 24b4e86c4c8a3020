/**
 * The CDK classes the lookup engine builds stacks with, from whichever core library is installed (cdktf or
 * CDK Terrain's cdktn; see core-library.ts). The two declare the same API, so cdktf's declarations type both.
 */
import { coreLibrary } from "./core-library";

export const { App, TerraformBackend, TerraformOutput, TerraformStack, TerraformVariable, Token } = coreLibrary().lib;
export type { TerraformDataSource, TerraformRemoteState, TerraformProvider } from "cdktf";
