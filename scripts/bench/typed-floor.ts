import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

/**
 * The least any complete typed index of the package could make a consumer read: one declaration file with
 * each function in both forms, its Args and Result interfaces and the nested types they use; the Output form
 * takes its Args through one shared mapped type instead of an interface of its own; no documentation, no
 * re-exports, no per-function files. The bench type-checks a program against it beside the real index, so
 * that the cost of declaring every function at all is measured, not argued. Returns the bytes written.
 */
export function writeTypedFloor(sdkDir: string, out: string): number {
  const printer = ts.createPrinter({ removeComments: true });
  const parts = ['import type * as pulumi from "@pulumi/pulumi";', "type Inputs<T> = { [K in keyof T]: pulumi.Input<T[K]> };"];
  for (const file of fs.readdirSync(sdkDir).sort()) {
    if (!/^get.*\.d\.ts$/.test(file)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(sdkDir, file), "utf8"), ts.ScriptTarget.ES2022, false);
    for (const s of source.statements) {
      if (ts.isInterfaceDeclaration(s) && s.name.text.endsWith("OutputArgs")) continue;
      if (!ts.isFunctionDeclaration(s) && !ts.isInterfaceDeclaration(s) && !ts.isModuleDeclaration(s)) continue;
      // Printed text, so the one rewrite is of the printer's own output: `args: GetXOutputArgs` → `Inputs<GetXArgs>`.
      parts.push(printer.printNode(ts.EmitHint.Unspecified, s, source).replace(/: (\w+)OutputArgs\b/, ": Inputs<$1Args>"));
    }
  }
  const text = parts.join("\n") + "\n";
  fs.writeFileSync(out, text);
  return Buffer.byteLength(text);
}
