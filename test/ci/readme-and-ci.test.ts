import * as fs from "fs";
import * as path from "path";
import { REPO_ROOT } from "../support/project";
import { readmeShellBlocks } from "../packages/support/consumer-project";

/*
 * The README's first block is the contract for a fresh machine and .ci/run is what CI executes; these checks keep
 * the two, and the dependency list, from drifting apart as the project changes.
 */

const readme = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
const ciRun = path.join(REPO_ROOT, ".ci", "run");
const ci = fs.readFileSync(ciRun, "utf8");
const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"));

/** The commands of the README's `n`th ```sh block from its top (0: the first), comments dropped. */
function blockCommands(n: number): string[] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)\n```/g)];
  // The first block is the README's first screen, below only the comment that says why the tests do not run it.
  if (!/^<!--[^\n]*-->\n```sh\n/.test(readme) || !blocks[n]) throw new Error(`README.md does not start with ${n + 1} \`\`\`sh blocks`);
  return blocks[n][1].split("\n").map((l) => l.replace(/\s+#.*$/, "").trim());
}
const firstBlockCommands = () => blockCommands(0);

/** The commands .ci/run executes through its `run` helper, in order. */
function ciCommands(): string[] {
  return ci
    .split("\n")
    .filter((l) => /^run /.test(l))
    .map((l) => l.slice(4).trim());
}

test("README.md starts with the two set-up commands, then the demo on its first screen, each complete on its own", () => {
  expect(firstBlockCommands()).toEqual(["npm ci && npm run generate", "npm ci && npm test"]);
  expect(blockCommands(1)).toEqual(["npm ci && npm run demo"]);
  expect(readme.indexOf("npm run demo")).toBeLessThan(readme.indexOf("\n# tflookup"));
});

test(
  ".ci/run installs, builds the tools the tests use, checks providers/, lints, checks the format and runs the README's " +
    "test command, in that order",
  () => {
    const testCommand = firstBlockCommands()[1].replace(/^npm ci && /, "");
    const cmds = ciCommands();
    expect(cmds).toHaveLength(6);
    expect(cmds[0]).toMatch(/^npm ci( |$)/);
    expect(cmds.slice(1, 5)).toEqual(["npm run tools", "npm run generate -- --check", "npm run lint", "npm run format:check"]);
    expect(cmds[5]).toBe(testCommand);
  },
);

test(".ci/run is an executable bash script that fails fast and needs nothing outside the checkout", () => {
  expect(ci.startsWith("#!/usr/bin/env bash\n")).toBe(true);
  expect(ci).toMatch(/^set -euo pipefail$/m);
  expect(fs.statSync(ciRun).mode & 0o111).not.toBe(0);
  expect(ci).not.toMatch(/\.\.\/shared|\bshared\//);
});

test("every dependency in package.json is explained in docs/dependencies.md", () => {
  const section = fs.readFileSync(path.join(REPO_ROOT, "docs", "dependencies.md"), "utf8");
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  expect(names.filter((n) => !section.includes(`**${n}**`))).toEqual([]);
});

test("the README is for users first: install, examples, configuration, then the documentation it links", () => {
  const headings = readme.split("\n").filter((l) => l.startsWith("## "));
  expect(headings).toEqual(["## Install", "## Examples", "## Configuration and credentials", "## Documentation"]);
  // The manual lives in docs/: every page the README links exists, apart from the pages other work adds.
  const links = [...readme.matchAll(/\]\((docs\/[^)]+\.md)\)/g)].map((m) => m[1]);
  for (const later of ["docs/security.md", "docs/engines.md", "docs/installing-providers.md", "docs/naming.md"])
    expect(links).toContain(later);
  const manual = [
    "packages",
    "sdk",
    "executor",
    "plugin",
    "development",
    "standins",
    "upgrading",
    "performance",
    "dependencies",
    "notes",
  ].map((n) => `docs/${n}.md`);
  expect(links).toEqual(expect.arrayContaining(manual));
  for (const f of manual) expect([f, fs.existsSync(path.join(REPO_ROOT, f))]).toEqual([f, true]);
});

test("the README's examples are, byte for byte, the programs the consumer test runs", () => {
  const examples = [...readme.matchAll(/<!-- example: (\S+) -->\n```\w+\n([\s\S]*?)\n```/g)].map((m) => [m[1], m[2] + "\n"]);
  expect(examples.map(([f]) => f)).toEqual([
    "test/packages/consumer/pulumi/index.ts",
    "test/packages/consumer/pulumi/index.test.mjs",
    "test/packages/consumer/script.ts",
    "test/packages/consumer/cdktf/main.ts",
    "test/packages/consumer/cdktf-lookups/main.ts",
  ]);
  for (const [file, text] of examples) expect([file, text]).toEqual([file, fs.readFileSync(path.join(REPO_ROOT, file), "utf8")]);
});

test("every command block of the README says where the tests run it as written, or why they cannot", () => {
  // test/packages/consumer.test.ts runs each marked block and fails on any it did not run; this is the quick check.
  const blocks = readmeShellBlocks();
  expect(blocks.filter((b) => b.problem).map((b) => b.problem)).toEqual([]);
  expect(blocks.filter((b) => b.place).length).toBeGreaterThan(4);
  // The parser sees an unmarked block, and a marker of another kind, as what they are.
  expect(
    readmeShellBlocks("text\n```sh\nnpm ci\n```\n<!-- example: x -->\n```bash\nls\n```\n```ts\nx;\n```\n").map((b) => b.problem),
  ).toEqual([
    expect.stringMatching(/^README\.md:2: a command block with no comment right above it/),
    expect.stringMatching(/^README\.md:6: .*; found <!-- example: x -->$/),
  ]);
});
