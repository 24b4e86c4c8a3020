import * as path from "path";
import * as ts from "typescript";

const REPO_ROOT = path.resolve(__dirname, "..", "..");

/**
 * The project's own tsconfig.json options (strict, noUnused*), for type-checking generated code as the repository
 * compiles itself: no emit, and the repository's `@types`. `extra` is laid over them.
 */
export function projectCheckOptions(extra: ts.CompilerOptions = {}): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO_ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error("cannot read tsconfig.json");
  return {
    ...parsed.options,
    noEmit: true,
    rootDir: undefined,
    outDir: undefined,
    declaration: false,
    typeRoots: [path.join(REPO_ROOT, "node_modules", "@types")],
    ...extra,
  };
}
