import type * as TypeScript from "typescript";
import type { FileTree } from "../emit/file-tree";

// Loaded on first use: a run that reuses every provider's files parses nothing and should not pay ~0.3 s for it.
let tsModule: typeof TypeScript | undefined;
function typescript(): typeof TypeScript {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (tsModule ??= require("typescript") as typeof TypeScript);
}

/** The slice of oxc-parser's API the check uses. */
interface FastParser {
  parseSync(
    filename: string,
    text: string,
    options: { lang: "ts"; sourceType: "module"; astType: "js" },
  ): { errors: readonly { message: string; labels?: readonly { start: number }[] }[] };
}

/** A native module with a prebuilt binary per platform, or null where it cannot be loaded (see below). */
function optionalModule<T>(name: string, entry: keyof T): T | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(name) as Partial<T>;
    return typeof loaded[entry] === "function" ? (loaded as T) : null;
  } catch {
    return null;
  }
}

// undefined: not tried yet; null: it cannot be loaded here (no binary for this platform, a Node before 20.19, which
// cannot require an ES module, or a module registry that cannot either, as Jest's): TypeScript's parser then decides
// every file.
let fastModule: FastParser | null | undefined;
function fastParser(): FastParser | undefined {
  if (fastModule === undefined) fastModule = optionalModule<FastParser>("oxc-parser", "parseSync");
  return fastModule ?? undefined;
}

/** Which parser decides whether a file parses in this thread (TypeScript's words are used for its problems either way). */
export function syntaxParser(): "oxc" | "typescript" {
  return fastParser() ? "oxc" : "typescript";
}

/** Generated TypeScript that does not even parse; names every file and the first problems in each. */
export class GeneratedSyntaxError extends Error {}

/**
 * Parses every emitted .ts file (no type checking: that needs the whole program and takes seconds; the tests
 * compile the output under the strict tsconfig). Runs before anything is written, so a generator bug that
 * splices a bad name into code fails the run instead of leaving an unparseable tree behind.
 *
 * Each file is parsed by oxc's parser (Rust, about a third of TypeScript's CPU time on the generated code, and no
 * 9 MB module to load first); a file it rejects is parsed again by TypeScript, whose messages are tsc's own, and
 * oxc's are given only where TypeScript finds nothing. Where oxc cannot be loaded, TypeScript decides every file:
 * the check is never skipped.
 *
 * TypeScript parses one file at a time, dropped after, without a Program: at ~800 data sources (20 MiB of code) a
 * Program holding every file doubled the time and added ~200 MiB. Doc comments are not parsed as JSDoc (a `*` +
 * `/` inside one still ends it and is caught): that halves the cost and JSDoc content is no syntax.
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
  // The file is parsed as TypeScript either way; `astType: "js"` only leaves the TypeScript-only fields out of the
  // AST handed back, which the check never reads (about a fifth less CPU on a large tree: handing the AST over is
  // most of what oxc costs here).
  const rejected = fastParser()?.parseSync(rel, text, { lang: "ts", sourceType: "module", astType: "js" }).errors;
  if (rejected?.length === 0) return [];
  const problems = typescriptProblems(rel, text);
  if (problems.length > 0 || rejected === undefined) return problems;
  return rejected.slice(0, 3).map((e) => `  ${rel}:${lineAndColumn(text, e.labels?.[0]?.start ?? 0)}: ${e.message}`);
}

/** `line:column`, both from 1, of an offset into `text`. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return `${before.split("\n").length}:${offset - lineStart + 1}`;
}

function typescriptProblems(rel: string, text: string): string[] {
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

/** Loads the parser now (a worker does so while the main thread generates); TypeScript only where oxc is missing. */
export function preloadParser(): void {
  if (!fastParser()) typescript();
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
