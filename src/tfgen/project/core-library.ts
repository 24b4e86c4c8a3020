/*
 * The CDK core libraries the bindings can target: CDKTF's `cdktf`, or CDK Terrain's `cdktn` (its maintained
 * fork, same API under another name). `coreLibrary` in cdktf.json chooses one or both. The lookup engines need
 * neither: the Terraform engine writes its configuration itself (src/runtime/engines/terraform/stack.ts).
 */
export const CORE_LIBRARIES = ["cdktf", "cdktn"] as const;
export type CoreLibrary = (typeof CORE_LIBRARIES)[number];

/**
 * Where each flavour's bindings sit inside providers/<type>/: each in the folder its export names (`cdktf/`,
 * `cdktn/`), beside the SDK's `pulumi/`, so that no export pattern of one flavour reaches another's folder.
 */
export const BINDINGS_SUBDIR: Readonly<Record<CoreLibrary, string>> = { cdktf: "cdktf", cdktn: "cdktn" };

export function isCoreLibrary(v: unknown): v is CoreLibrary {
  return typeof v === "string" && (CORE_LIBRARIES as readonly string[]).includes(v);
}
