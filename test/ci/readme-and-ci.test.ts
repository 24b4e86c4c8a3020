import * as fs from "fs";
import * as path from "path";
import { REPO_ROOT } from "../support/project";

/*
 * The README's first block is the contract for a fresh machine and .ci/run is what CI executes; these checks keep
 * the two, and the dependency list, from drifting apart as the project changes.
 */

const readme = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
const ciRun = path.join(REPO_ROOT, ".ci", "run");
const ci = fs.readFileSync(ciRun, "utf8");
const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"));

function firstBlockCommands(): string[] {
  const m = /^```sh\n([\s\S]*?)\n```/.exec(readme);
  if (!m) throw new Error("README.md does not start with a ```sh block");
  return m[1].split("\n").map((l) => l.replace(/\s+#.*$/, "").trim());
}

/** The commands .ci/run executes through its `run` helper, in order. */
function ciCommands(): string[] {
  return ci
    .split("\n")
    .filter((l) => /^run /.test(l))
    .map((l) => l.slice(4).trim());
}

test("README.md starts with the two set-up commands, each complete on its own", () => {
  expect(firstBlockCommands()).toEqual(["npm ci && npm run generate", "npm ci && npm test"]);
});

test(".ci/run installs, checks providers/ and runs the README's test command, in that order", () => {
  const testCommand = firstBlockCommands()[1].replace(/^npm ci && /, "");
  const cmds = ciCommands();
  expect(cmds).toHaveLength(3);
  expect(cmds[0]).toMatch(/^npm ci( |$)/);
  expect(cmds[1]).toBe("npm run generate -- --check");
  expect(cmds[2]).toBe(testCommand);
});

test(".ci/run is an executable bash script that fails fast and needs nothing outside the checkout", () => {
  expect(ci.startsWith("#!/usr/bin/env bash\n")).toBe(true);
  expect(ci).toMatch(/^set -euo pipefail$/m);
  expect(fs.statSync(ciRun).mode & 0o111).not.toBe(0);
  expect(ci).not.toMatch(/\.\.\/shared|\bshared\//);
});

test("every dependency in package.json is explained under 'Dependencies and why'", () => {
  const start = readme.indexOf("## Dependencies and why");
  expect(start).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  expect(names.filter((n) => !section.includes(`**${n}**`))).toEqual([]);
});

test("the sections other work fills in are present", () => {
  const headings = readme.split("\n").filter((l) => l.startsWith("## "));
  for (const h of ["Layout", "Regenerating", "Pulumi-shaped SDK", "Lookups at run time", "Stand-in providers and pull-schemas", "Upgrading", "Performance", "Dependencies and why", "Notes"]) {
    expect(headings).toContain(`## ${h}`);
  }
});
