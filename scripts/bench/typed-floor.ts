import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

/**
 * The least any typed index of the package could make a consumer read: one declaration file with each
 * function's plain form, its Args and Result interfaces and the nested types they use; no documentation, no
 * Output forms, no re-exports, no per-function files. The bench type-checks a program against it beside the
 * real index, so that the cost of declaring every function at all is measured, not argued.
 * Returns the size of the file written.
 */
export function writeTypedFloor(sdkDir: string, out: string): number {
  const printer = ts.createPrinter({ removeComments: true });
  const parts = ['import type * as pulumi from "@pulumi/pulumi";'];
  for (const file of fs.readdirSync(sdkDir).sort()) {
    if (!/^get.*\.d\.ts$/.test(file)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(sdkDir, file), "utf8"), ts.ScriptTarget.ES2022, false);
    for (const s of source.statements) {
      const keep =
        (ts.isFunctionDeclaration(s) && !s.name?.text.endsWith("Output")) ||
        (ts.isInterfaceDeclaration(s) && !s.name.text.endsWith("OutputArgs")) ||
        ts.isModuleDeclaration(s);
      if (keep) parts.push(printer.printNode(ts.EmitHint.Unspecified, s, source));
    }
  }
  const text = parts.join("\n") + "\n";
  fs.writeFileSync(out, text);
  return Buffer.byteLength(text);
}
