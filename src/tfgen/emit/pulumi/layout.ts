/*
 * Where the generated SDK sits: `<codeMakerOutput>/<type>/pulumi/` with codeMakerOutput a top-level folder
 * ("providers"), compiled by tsconfig.build.json with rootDir "." so that dist/ mirrors the same layout. Its
 * modules reach the shipped runtime by a relative path, valid in both trees; the compile test fails if the
 * layout changes without this.
 */
export const SDK_FOLDER = "pulumi";
export const RUNTIME_FROM_SDK = "../../../src/runtime/invoke";

/** The runtime path as seen from a file `depth` folders below the SDK root (0 for the root itself). */
export function runtimeImport(depth: number, module?: string): string {
  return "../".repeat(depth) + RUNTIME_FROM_SDK + (module ? `/${module}` : "");
}
