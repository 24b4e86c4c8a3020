import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { REPO_ROOT } from "../support/project";

/*
 * scripts/ holds entry points and benches that run outside Jest: test code imported there would bring Jest's
 * globals, fixtures and test-only shortcuts into what users and CI run (issue 16, "no script imports test code").
 * A bench that needs the stand-in providers runs the stand-in's command line (test/standin/cli.ts) instead.
 */

const SCRIPTS = path.join(REPO_ROOT, "scripts");
const TEST = path.join(REPO_ROOT, "test");

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.(ts|mts|cts|js|mjs|cjs)$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
}

/** Every module specifier of `text`: static and type-only imports, re-exports, import(), require(). */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** `file`'s imports that land under test/, as "<file> → <specifier>". */
function testImports(file: string, text: string): string[] {
  return specifiers(text)
    .filter((s) => s.startsWith(".") || path.isAbsolute(s))
    .filter((s) => {
      const rel = path.relative(TEST, path.resolve(path.dirname(file), s));
      return rel === "" || !(rel.startsWith("..") || path.isAbsolute(rel));
    })
    .map((s) => `${path.relative(REPO_ROOT, file)} → ${s}`);
}

test("no file under scripts/ imports from test/", () => {
  const files = filesUnder(SCRIPTS);
  expect(files.length).toBeGreaterThan(5);
  expect(files.flatMap((f) => testImports(f, fs.readFileSync(f, "utf8")))).toEqual([]);
  // The scan sees the scripts' real imports, so an empty list above is a finding and not a blind spot.
  expect(files.flatMap((f) => specifiers(fs.readFileSync(f, "utf8")))).toContain("../src/runtime/executor");
});

test("the scan catches every form of import from test/, and only those", () => {
  const bench = path.join(SCRIPTS, "bench", "planted.ts");
  const planted = [
    `import { a } from "../../test/support/project";`,
    `import type { B } from "../../test/standin/mirror";`,
    `export { c } from "../../test";`,
    `const d = require("../../test/engines/plugin/support");`,
    `const e = await import("../../test/support/executor-harness");`,
    `import "${path.join(TEST, "support", "global-setup")}";`,
  ];
  expect(planted.flatMap((line) => testImports(bench, line))).toHaveLength(planted.length);
  const allowed = [
    `import { Executor } from "../../src/runtime/executor";`,
    `import { median } from "./measure";`,
    `import * as fs from "node:fs";`,
    // A sibling whose name merely starts with "test" is not test code.
    `import { x } from "../../testdata/x";`,
    // Naming the stand-in's command line as a path to run is not importing it.
    `const cli = path.join(ROOT, "test", "standin", "cli.ts");`,
  ];
  expect(allowed.flatMap((line) => testImports(bench, line))).toEqual([]);
});
