import * as ts from "typescript";
import { CDKTF_BASE_MEMBERS, reservedProperties, type CdktfBaseClass } from "../../src/tfgen/emit/cdktf/reserved";

/*
 * The escape lists must name every member a generated class inherits from the class it extends, or an attribute
 * named like a new one would compile to a getter that overrides it. Read from cdktf's and cdktn's own
 * declarations, so upgrading either fails here rather than in a user's build.
 */

const LIBRARIES = ["cdktf", "cdktn"] as const;
const BASES = Object.keys(CDKTF_BASE_MEMBERS) as CdktfBaseClass[];

const memo = new Map<string, Map<CdktfBaseClass, string[]>>();
function declaredMembers(library: (typeof LIBRARIES)[number]): Map<CdktfBaseClass, string[]> {
  const hit = memo.get(library);
  if (hit) return hit;
  const file = require.resolve(`${library}/lib/index.d.ts`);
  const program = ts.createProgram([file], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  const out = new Map<CdktfBaseClass, string[]>();
  for (const name of BASES) {
    const s = exports.find((e) => e.name === name);
    if (!s) throw new Error(`${library} no longer exports ${name}`);
    const sym = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    out.set(
      name,
      checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(sym)).map((p) => p.name),
    );
  }
  memo.set(library, out);
  return out;
}

test.each(LIBRARIES)("every member of the %s classes a binding extends is reserved where it lands", (library) => {
  const members = declaredMembers(library);
  expect(members.get("TerraformDataSource")).toContain("provider"); // the walk found real members
  const missing = [...members].flatMap(([cls, names]) =>
    names.filter((n) => !CDKTF_BASE_MEMBERS[cls].includes(n)).map((n) => `${cls}.${n}`),
  );
  expect(missing).toEqual([]);
});

test("the lists hold nothing cdktf or cdktn does not declare (a stale entry would escape names for no reason)", () => {
  const stale = BASES.flatMap((cls) => {
    const declared = new Set(LIBRARIES.flatMap((l) => declaredMembers(l).get(cls) ?? []));
    return CDKTF_BASE_MEMBERS[cls].filter((n) => !declared.has(n)).map((n) => `${cls}.${n}`);
  });
  expect(stale).toEqual([]);
});

test("a name is reserved only where it lands: alias on the provider, count on a data source, fqn everywhere a class is", () => {
  expect(reservedProperties("provider").has("alias")).toBe(true);
  expect(reservedProperties("dataSource").has("alias")).toBe(false);
  expect(reservedProperties("dataSource").has("count")).toBe(true);
  expect(reservedProperties("struct").has("count")).toBe(false);
  expect(reservedProperties("struct").has("lifecycle")).toBe(false);
  expect(reservedProperties("struct").has("provider")).toBe(false);
  expect(reservedProperties("struct").has("internalValue")).toBe(true);
  for (const landing of ["dataSource", "provider", "struct"] as const) expect(reservedProperties(landing).has("fqn")).toBe(true);
  // A provider's nested block is a struct only: nothing but Object.prototype's names can break it.
  expect([...reservedProperties("providerStruct").keys()].sort()).toContain("constructor");
  expect(reservedProperties("providerStruct").has("fqn")).toBe(false);
  expect(reservedProperties("dataSource").get("count")).toMatch(/TerraformDataSource/);
});
