import * as ts from "typescript";
import { CDKTF_BASE_MEMBERS, CDKTF_RESERVED_PROPERTIES } from "../../src/tfgen/cdktf-prep/reserved";

/*
 * The escape list must name every member a generated binding inherits from cdktf, or an attribute named like a
 * new one would compile to a getter that overrides it. Read from cdktf's own declarations, so upgrading cdktf
 * fails here rather than in a user's build.
 */

const BASES = [
  "TerraformDataSource",
  "TerraformProvider",
  "TerraformMetaArguments",
  "ComplexObject",
  "ComplexList",
  "ComplexMap",
  "MapList",
];

let memo: Map<string, string[]> | undefined;
function declaredMembers(): Map<string, string[]> {
  if (memo) return memo;
  const file = require.resolve("cdktf/lib/index.d.ts");
  const program = ts.createProgram([file], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  const out = new Map<string, string[]>();
  for (const name of BASES) {
    const s = exports.find((e) => e.name === name);
    if (!s) throw new Error(`cdktf no longer exports ${name}`);
    const sym = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    out.set(
      name,
      checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(sym)).map((p) => p.name),
    );
  }
  memo = out;
  return out;
}

test("every member of the cdktf classes a binding extends is reserved", () => {
  const members = declaredMembers();
  expect(members.get("TerraformDataSource")).toContain("provider"); // the walk found real members
  const missing = [...members].flatMap(([cls, names]) => names.filter((n) => !CDKTF_RESERVED_PROPERTIES.has(n)).map((n) => `${cls}.${n}`));
  expect(missing).toEqual([]);
});

test("the list holds nothing cdktf does not declare (a stale entry would escape names for no reason)", () => {
  const all = new Set([...declaredMembers().values()].flat());
  expect(CDKTF_BASE_MEMBERS.filter((n) => !all.has(n))).toEqual([]);
});
