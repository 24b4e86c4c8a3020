import type * as TypeScript from "typescript";
import type { FileTree } from "../write/tree";

// Loaded on first use: a run that reuses every provider's files parses nothing and should not pay ~0.3 s for it.
let tsModule: typeof TypeScript | undefined;
function typescript(): typeof TypeScript {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (tsModule ??= require("typescript") as typeof TypeScript);
}

/** Generated TypeScript that does not even parse; names every file and the first problems in each. */
export class GeneratedSyntaxError extends Error {}

/**
 * Parses every emitted .ts file (no type checking: that needs the whole program and takes seconds; the tests
 * compile the output under the strict tsconfig). Runs before anything is written, so a generator bug that
 * splices a bad name into code fails the run instead of leaving an unparseable tree behind.
 *
 * Files are parsed one at a time and dropped, without a Program: at ~800 data sources (20 MiB of code) a Program
 * holding every file doubled the time and added ~200 MiB. Doc comments are not parsed as JSDoc (a `*` + `/`
 * inside one still ends it and is caught): that halves the cost and JSDoc content is no syntax.
 */
export function checkSyntax(files: FileTree, label: string): void {
  throwIfProblems(syntaxProblems(files), label);
}

/** Up to three problems a file, as `  rel:line:col: message` lines, in the order of the files given. */
export function syntaxProblems(files: Iterable<readonly [string, string]>): string[] {
  const problems: string[] = [];
  for (const [rel, text] of files) if (rel.endsWith(".ts")) problems.push(...fileProblems(rel, text));
  return problems;
}

/** Up to three problems of one TypeScript file, as `  rel:line:col: message` lines. */
export function fileProblems(rel: string, text: string): string[] {
  const ts = typescript();
  const sf = ts.createSourceFile(
    rel,
    text,
    { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    ts.ScriptKind.TS,
  );
  return parseDiagnostics(sf)
    .slice(0, 3)
    .map((d) => {
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
      return `  ${rel}:${line + 1}:${character + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
    });
}

export function throwIfProblems(problems: readonly string[], label: string): void {
  if (problems.length) {
    throw new GeneratedSyntaxError(`${label}: generated code does not parse (nothing was written):\n${problems.slice(0, 20).join("\n")}`);
  }
}

/** Loads TypeScript now (a worker does so while the main thread generates). */
export function preloadTypescript(): void {
  typescript();
}

/**
 * The parser's diagnostics of one file. The parser keeps them on the SourceFile (what
 * `Program.getSyntacticDiagnostics` returns); when a TypeScript version no longer does, a one-file Program
 * asks the public way, slower but never silently skipping the check.
 */
export function parseDiagnostics(sf: TypeScript.SourceFile): readonly TypeScript.Diagnostic[] {
  const ts = typescript();
  const kept = (sf as { parseDiagnostics?: readonly TypeScript.Diagnostic[] }).parseDiagnostics;
  if (Array.isArray(kept)) return kept as readonly TypeScript.Diagnostic[];
  // The Program parses the text itself: whatever it keeps its diagnostics in, it reports them.
  const host: TypeScript.CompilerHost = {
    getSourceFile: (name, target) =>
      name === sf.fileName ? ts.createSourceFile(name, sf.text, target, false, ts.ScriptKind.TS) : undefined,
    getDefaultLibFileName: () => "lib.d.ts",
    writeFile: () => undefined,
    getCurrentDirectory: () => "",
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (f) => f === sf.fileName,
    readFile: () => undefined,
  };
  const program = ts.createProgram({ rootNames: [sf.fileName], options: { noResolve: true, noLib: true, types: [] }, host });
  return program.getSyntacticDiagnostics();
}
