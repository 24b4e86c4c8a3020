import * as ts from "typescript";

/*
 * The public API of a module as the TypeScript checker sees it, one line per export and per public or protected
 * member: what a user's code can name and how it is typed. The same text comes out of a generated `.ts` source
 * (types inferred) and of a published `.d.ts` (types written), so two bindings can be compared export by export.
 * Types are printed without qualifiers (`IResolvable`, not `cdktf.IResolvable`) and the members of a union in a
 * fixed order, since the checker prints unions in the order it happened to create their members.
 */

export type PublicApi = Map<string, string[]>;

/** Splits `a | (b | c)[] | d` at its top level only. */
function splitUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ("([{<".includes(c)) depth++;
    else if (")]}>".includes(c) && text[i - 1] !== "=") depth--;
    else if (depth === 0 && text.startsWith(" | ", i)) {
      parts.push(text.slice(start, i));
      start = i + 3;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export function typeText(checker: ts.TypeChecker, t: ts.Type): string {
  const text = checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
  return splitUnion(text).sort().join(" | ");
}

function signatureText(checker: ts.TypeChecker, s: ts.Signature): string {
  const params = s.getParameters().map((p) => {
    const decl = p.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = !!decl && !!(decl.questionToken || decl.initializer);
    // `x?: T` and `x: T = {}` are both `x?: T`; only the former's type spells `| undefined`.
    const type = splitUnion(typeText(checker, checker.getTypeOfSymbol(p))).filter((t) => !optional || t !== "undefined");
    return `${p.name}${optional ? "?" : ""}: ${type.join(" | ")}`;
  });
  return `(${params.join(", ")}): ${typeText(checker, s.getReturnType())}`;
}

const isPrivate = (d: ts.Declaration) => (ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Private) !== 0;
const isProtected = (d: ts.Declaration) => (ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Protected) !== 0;

/** The members a class or interface declares itself (inherited ones belong to its base). */
function ownMembers(checker: ts.TypeChecker, type: ts.Type, owner: ts.Declaration, prefix: string): string[] {
  const out: string[] = [];
  for (const p of checker.getPropertiesOfType(type)) {
    // A constructor's parameter property (`constructor(protected wrapsSet: boolean)`) is a member too; a `.d.ts`
    // declares it as a property.
    const decls = (p.declarations ?? []).filter((d) => d.parent === owner || (ts.isParameter(d) && d.parent.parent === owner));
    if (decls.length === 0 || decls.some(isPrivate) || p.name === "prototype") continue;
    const vis = decls.some(isProtected) ? "protected " : "";
    for (const d of decls) {
      if (ts.isGetAccessorDeclaration(d)) out.push(`${prefix}${vis}get ${p.name}: ${typeText(checker, checker.getTypeOfSymbol(p))}`);
      else if (ts.isSetAccessorDeclaration(d))
        out.push(`${prefix}${vis}set ${p.name}: ${typeText(checker, checker.getTypeAtLocation(d.parameters[0]))}`);
      else if (ts.isMethodDeclaration(d) || ts.isMethodSignature(d)) {
        for (const s of checker.getSignaturesOfType(checker.getTypeOfSymbol(p), ts.SignatureKind.Call))
          out.push(`${prefix}${vis}${p.name}${signatureText(checker, s)}`);
        break; // overloads are all listed from the first declaration
      } else {
        const readonly = ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly ? "readonly " : "";
        const optional = p.flags & ts.SymbolFlags.Optional ? "?" : "";
        out.push(`${prefix}${vis}${readonly}${p.name}${optional}: ${typeText(checker, checker.getTypeOfSymbol(p))}`);
      }
    }
  }
  return out;
}

function heritage(checker: ts.TypeChecker, d: ts.ClassDeclaration | ts.InterfaceDeclaration): string {
  const clauses = (d.heritageClauses ?? []).map((h) => {
    const keyword = h.token === ts.SyntaxKind.ExtendsKeyword ? "extends" : "implements";
    return `${keyword} ${h.types.map((t) => typeText(checker, checker.getTypeAtLocation(t))).join(", ")}`;
  });
  return clauses.length ? ` ${clauses.join(" ")}` : "";
}

/** Export name → its declaration line followed by its members, sorted. */
export function publicApi(checker: ts.TypeChecker, file: ts.SourceFile): PublicApi {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`${file.fileName} is not a module`);
  const out: PublicApi = new Map();
  for (const e of checker.getExportsOfModule(moduleSymbol)) {
    const s = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
    const lines: string[] = [];
    for (const d of s.declarations ?? []) {
      if (ts.isClassDeclaration(d)) {
        lines.push(`class${heritage(checker, d)}`);
        const staticType = checker.getTypeOfSymbol(s);
        for (const c of checker.getSignaturesOfType(staticType, ts.SignatureKind.Construct))
          lines.push(`  constructor${signatureText(checker, c)}`);
        lines.push(...ownMembers(checker, staticType, d, "  static ").sort());
        lines.push(...ownMembers(checker, checker.getDeclaredTypeOfSymbol(s), d, "  ").sort());
      } else if (ts.isInterfaceDeclaration(d)) {
        lines.push(`interface${heritage(checker, d)}`);
        lines.push(...ownMembers(checker, checker.getDeclaredTypeOfSymbol(s), d, "  ").sort());
      } else if (ts.isFunctionDeclaration(d)) {
        const sig = checker.getSignatureFromDeclaration(d);
        if (sig) lines.push(`function${signatureText(checker, sig)}`);
      } else {
        lines.push(`${ts.SyntaxKind[d.kind]}: ${typeText(checker, checker.getTypeOfSymbol(s))}`);
      }
    }
    out.set(e.name, lines);
  }
  return out;
}

/** Every way two APIs differ, one line each: an export only one has, or a member line only one has. */
export function apiDifferences(ours: PublicApi, theirs: PublicApi, where: string): string[] {
  const out: string[] = [];
  for (const name of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(name);
    const b = theirs.get(name);
    if (!a) out.push(`${where}: ${name} missing from ours`);
    else if (!b) out.push(`${where}: ${name} only in ours`);
    else {
      const bs = new Set(b);
      const as = new Set(a);
      for (const l of a) if (!bs.has(l)) out.push(`${where}: ${name}: only ours: ${l.trim()}`);
      for (const l of b) if (!as.has(l)) out.push(`${where}: ${name}: only theirs: ${l.trim()}`);
    }
  }
  return out.sort();
}
