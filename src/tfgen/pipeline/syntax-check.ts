import * as ts from "typescript";
import type { FileTree } from "../write/tree";

/** Generated TypeScript that does not even parse; names every file and the first problems in each. */
export class GeneratedSyntaxError extends Error {}

/**
 * Parses every emitted .ts file (no type checking: that needs the whole program and takes seconds; the tests
 * compile the output under the strict tsconfig). Runs before anything is written, so a generator bug that
 * splices a bad name into code fails the run instead of leaving an unparseable tree behind.
 */
export function checkSyntax(files: FileTree, label: string): void {
  const sources = new Map<string, ts.SourceFile>();
  for (const [rel, text] of files) {
    if (rel.endsWith(".ts")) sources.set(`/${rel}`, ts.createSourceFile(`/${rel}`, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS));
  }
  // A program over the in-memory files only, resolving nothing: syntactic diagnostics are all it is asked for.
  const host: ts.CompilerHost = {
    getSourceFile: (name) => sources.get(name),
    getDefaultLibFileName: () => "/lib.d.ts",
    writeFile: () => undefined,
    getCurrentDirectory: () => "/",
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (f) => sources.has(f),
    readFile: (f) => sources.get(f)?.text,
  };
  const program = ts.createProgram({ rootNames: [...sources.keys()], options: { noResolve: true, noLib: true, types: [] }, host });
  const problems: string[] = [];
  for (const sf of sources.values()) {
    for (const d of program.getSyntacticDiagnostics(sf).slice(0, 3)) {
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
      problems.push(`  ${sf.fileName.slice(1)}:${line + 1}:${character + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    }
  }
  if (problems.length) {
    throw new GeneratedSyntaxError(`${label}: generated code does not parse (nothing was written):\n${problems.slice(0, 20).join("\n")}`);
  }
}
