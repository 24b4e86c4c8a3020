import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { REPO_ROOT, STANDIN_SOURCE_DIR } from "./build";

/*
 * The stand-in is checked by real Terraform independently of tflookup only while it shares nothing with
 * tflookup but the protocol's message definitions: the rule test/standin/README.md states.
 */

const ALLOWED_IN_SRC = [join("src", "runtime", "tfplugin")];

function programFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? programFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from\s+|import\s+|require\()\s*["'](\.[^"']*)["']/g)].map((m) =>
    relative(REPO_ROOT, resolve(file, "..", m[1])),
  );
}

test("the stand-in program imports from src/ only the shared protocol definitions, and nothing else of the repository", () => {
  const files = programFiles(STANDIN_SOURCE_DIR);
  expect(files.length).toBeGreaterThan(10);
  const outside: string[] = [];
  for (const file of files) {
    for (const target of relativeImports(file)) {
      const inProgram = !relative(relative(REPO_ROOT, STANDIN_SOURCE_DIR), target).startsWith("..");
      if (!inProgram && !ALLOWED_IN_SRC.some((a) => target === a || target.startsWith(a + "/")))
        outside.push(`${relative(REPO_ROOT, file)} → ${target}`);
    }
  }
  expect(outside).toEqual([]);
  // Not vacuous: the one allowed import is found.
  expect(files.flatMap(relativeImports)).toContain(ALLOWED_IN_SRC[0]);
});
