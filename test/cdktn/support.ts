/**
 * Both flavours of the CDKTF bindings, generated in memory and written where each can be compiled against its
 * own core library only: a project folder whose node_modules holds that library, constructs and Node's types,
 * and nothing else, so a binding that reached for the other library would not resolve.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { BINDINGS_SUBDIR, CORE_LIBRARIES, type CoreLibrary } from "../../src/tfgen/project/core-library";
import { generateCdktfBindingsAndNames } from "../../src/tfgen/emit/cdktf/bindings";
import { filterSchema } from "../../src/tfgen/model/select";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import type { ProviderTarget } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import type { FileTree } from "../../src/tfgen/emit/file-tree";
import { REPO_ROOT } from "../support/project";

export type FlavourTrees = Record<CoreLibrary, FileTree>;

/** One provider's bindings in both flavours, each keyed relative to its own folder (`cdktf/`, `cdktn/` removed). */
export function generateFlavours(target: ProviderTarget, schema: ProviderSchemaJson, overrides: ProviderOverrides): FlavourTrees {
  const { files } = generateCdktfBindingsAndNames(target, filterSchema(schema, overrides), CORE_LIBRARIES);
  const out: FlavourTrees = { cdktf: new Map(), cdktn: new Map() };
  for (const [rel, content] of files) {
    const library = CORE_LIBRARIES.find((l) => rel.startsWith(`${BINDINGS_SUBDIR[l]}/`));
    if (!library) throw new Error(`${rel}: in no flavour's folder`);
    out[library].set(rel.slice(BINDINGS_SUBDIR[library].length + 1), content);
  }
  return out;
}

/** `<dir>/<type>/…` for each tree, beside a node_modules that offers only `library`. */
export function writeFlavourProject(dir: string, library: CoreLibrary, trees: Record<string, FileTree>): void {
  for (const [type, tree] of Object.entries(trees)) {
    for (const [rel, content] of tree) {
      const file = path.join(dir, type, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
  }
  const modules = path.join(dir, "node_modules");
  fs.mkdirSync(path.join(modules, "@types"), { recursive: true });
  for (const pkg of [library, "constructs", "@types/node"])
    fs.symlinkSync(path.join(REPO_ROOT, "node_modules", pkg), path.join(modules, pkg), "dir");
}

/** The project's compiler options for generated code (tsconfig.build.json: strict), type-checking only. */
export function strictOptions(dir: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO_ROOT, "tsconfig.build.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error("cannot read tsconfig.build.json");
  if (parsed.options.strict !== true) throw new Error("tsconfig.build.json is no longer strict; these tests assume it is");
  return {
    ...parsed.options,
    noEmit: true,
    rootDir: dir,
    outDir: undefined,
    typeRoots: [path.join(dir, "node_modules", "@types")],
    types: ["node"],
  };
}

export function listTs(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules") continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listTs(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out.sort();
}

export function compile(dir: string): { program: ts.Program; diagnostics: string[] } {
  const program = ts.createProgram({ rootNames: listTs(dir), options: strictOptions(dir) });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.relative(dir, d.file.fileName) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  return { program, diagnostics };
}

/** Every bare module specifier imported by the tree's files (relative ones left out). */
export function packageImports(tree: FileTree): Set<string> {
  const out = new Set<string>();
  for (const content of tree.values()) {
    for (const m of content.matchAll(/\b(?:from\s+|require\(\s*|import\s+)['"]([^'"]+)['"]/g)) if (!m[1].startsWith(".")) out.add(m[1]);
  }
  return out;
}

/**
 * The public API a TypeScript user of the bindings sees: per module, each exported declaration and its public
 * members declared by the bindings themselves with their types (the core library's name normalised to `CORE`),
 * so two flavours can be compared.
 */
export function apiSurface(program: ts.Program, dir: string): Map<string, string> {
  const checker = program.getTypeChecker();
  const out = new Map<string, string>();
  const norm = (s: string) => s.replace(/\bcdkt[fn]\b/g, "CORE").replace(/import\("[^"]*"\)\./g, "");
  for (const sf of program.getSourceFiles()) {
    if (sf.isDeclarationFile || !sf.fileName.startsWith(dir + path.sep)) continue;
    const mod = checker.getSymbolAtLocation(sf);
    if (!mod) continue;
    const rel = path.relative(dir, sf.fileName);
    for (const exp of checker.getExportsOfModule(mod)) {
      const sym = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      const decl = sym.declarations?.[0];
      if (!decl) continue;
      if (ts.isModuleDeclaration(decl) || ts.isSourceFile(decl)) {
        out.set(`${rel} ${exp.name}`, "namespace");
        continue;
      }
      const kind = ts.SyntaxKind[decl.kind];
      out.set(`${rel} ${exp.name}`, kind);
      const members: ts.Symbol[] = [];
      if (ts.isClassDeclaration(decl)) {
        members.push(...checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(sym)));
        members.push(
          ...checker
            .getPropertiesOfType(checker.getTypeOfSymbolAtLocation(sym, decl))
            .filter((m) => m.name !== "prototype")
            .map((m) => m),
        );
      } else if (ts.isInterfaceDeclaration(decl)) {
        members.push(...checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(sym)));
      } else if (ts.isFunctionDeclaration(decl)) {
        out.set(`${rel} ${exp.name}`, `${kind} ${norm(checker.typeToString(checker.getTypeOfSymbolAtLocation(sym, decl)))}`);
      }
      for (const m of members) {
        const md = m.valueDeclaration ?? m.declarations?.[0];
        // What the core library itself declares (inherited members) is that library's API, not the bindings'.
        if (!md || !md.getSourceFile().fileName.startsWith(dir + path.sep)) continue;
        const mods = md ? ts.getCombinedModifierFlags(md) : ts.ModifierFlags.None;
        if (mods & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || m.name.startsWith("#")) continue;
        const optional = m.flags & ts.SymbolFlags.Optional ? "?" : "";
        const type = md ? checker.getTypeOfSymbolAtLocation(m, md) : checker.getDeclaredTypeOfSymbol(m);
        out.set(`${rel} ${exp.name}.${m.name}${optional}`, norm(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)));
      }
    }
  }
  return out;
}

/** What differs between two surfaces: keys only in one, and keys whose types differ. */
export function surfaceDelta(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [k, v] of before) if (!after.has(k)) out.push(`- ${k}: ${v}`);
  for (const [k, v] of after) {
    if (!before.has(k)) out.push(`+ ${k}: ${v}`);
    else if (before.get(k) !== v) out.push(`~ ${k}: ${before.get(k)} → ${v}`);
  }
  return out.sort();
}
