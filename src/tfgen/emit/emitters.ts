import type { ProviderEmitter } from "./context";
import { emitPackageFiles } from "./package";
import { emitPulumiSdk } from "./pulumi";

/**
 * The emitters that run after the CDKTF bindings, in order: the one list every caller that generates passes
 * to the pipeline, so none can forget one and silently produce bindings only.
 */
export const EMITTERS: readonly ProviderEmitter[] = [emitPulumiSdk, emitPackageFiles];
