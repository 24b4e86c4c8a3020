import type { ProviderTarget } from "../../project/cdktf-config";
import type { CoreLibrary } from "../../project/core-library";
import type { ProviderSchemaJson } from "../../schema/types";
import type { FileTree } from "../file-tree";
import { generateCdktfBindingsAndNames } from "./bindings";
import type { CdktfNames } from "./names";
import { prepareSchemaForCdktf, type CdktfEscape, type CdktfLooseType } from "./prepare";
import { restoreFiles, restoreNames } from "./restore";

export type { CdktfEscape, CdktfLooseType } from "./prepare";

export interface SafeCdktfBindings {
  files: FileTree;
  /** Keyed by upstream names, whatever the generator was given. */
  names: CdktfNames;
  escapes: CdktfEscape[];
  looseTypes: CdktfLooseType[];
}

/**
 * The CDKTF bindings of a schema, for any names and types the schema holds: what the generator cannot take is
 * escaped before it runs (prepare.ts) and put back into what it wrote (restore.ts), so every attribute keeps a
 * property and every property sends its upstream name to Terraform.
 */
export function generateSafeCdktfBindings(
  target: ProviderTarget,
  schema: ProviderSchemaJson,
  coreLibraries: readonly CoreLibrary[] = ["cdktf"],
): SafeCdktfBindings {
  const prepared = prepareSchemaForCdktf(schema);
  const { files, names } = generateCdktfBindingsAndNames(target, prepared.schema, coreLibraries);
  return {
    files: restoreFiles(files, prepared.escapes),
    names: restoreNames(names, prepared.escapes),
    escapes: prepared.escapes,
    looseTypes: prepared.looseTypes,
  };
}
