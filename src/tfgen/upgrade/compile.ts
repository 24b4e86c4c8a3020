import * as fs from "fs";
import * as path from "path";
import type * as TS from "typescript";

export interface CompileResult {
  files: number;
  errors: string[];
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...tsFiles(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out.sort();
}

/**
 * Type-checks generated folders with the project's compiler options before an upgrade commits them: a
 * schema the generators mishandle must fail the upgrade, not the next build. `dirs` must sit at the depth
 * of the real output folders (siblings of providers/<type>) so that relative imports into the project
 * resolve as they will after the swap, and node_modules is found by walking up from them.
 */
export function typecheck(root: string, dirs: string[]): CompileResult {
  // Loaded on demand: typescript is a dev dependency and only this step needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require("typescript") as typeof TS;
  // The build config is the one that compiles providers/ (it relaxes the unused-name checks for generated code).
  const configFile = ["tsconfig.build.json", "tsconfig.json"].map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
  let options: TS.CompilerOptions;
  if (configFile) {
    const read = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
    options = ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
  } else {
    options = { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, skipLibCheck: true, types: ["node"] };
  }
  // Test-only types (jest) are not what generated code may use, and declaration output is not wanted here.
  options = { ...options, noEmit: true, declaration: false, types: ["node"], rootDir: undefined, outDir: undefined };
  const rootNames = dirs.flatMap(tsFiles);
  const program = ts.createProgram({ rootNames, options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const errors = diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .slice(0, 20)
    .map((d) => {
      const msg = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      if (!d.file || d.start === undefined) return msg;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${path.relative(root, d.file.fileName)}:${line + 1}:${character + 1}: ${msg}`;
    });
  return { files: rootNames.length, errors };
}
