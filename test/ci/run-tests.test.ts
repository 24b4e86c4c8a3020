/**
 * `npm test` fails a run whose output shows a leak, even when every test passed (scripts/run-tests): checked on
 * the scan itself, and end to end on a small Jest project of its own with one test that leaks listeners.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { noiseIn } from "../../scripts/run-tests/noise";

test("the scan names each sign of a leak by its first line, colour codes or not, and nothing in a clean run", () => {
  const warning = "(node:7169) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 message listeners added";
  const alive = "Jest did not exit one second after the test run has completed.";
  expect(noiseIn(`PASS a.test.ts\n${warning}\n${warning}\n\u001b[33m${alive}\u001b[39m\n`)).toEqual([
    `a MaxListenersExceededWarning (listeners added per call or per test file): ${warning}`,
    `Jest kept alive after the run (a handle left open): ${alive}`,
  ]);
  expect(noiseIn("PASS a.test.ts\nTests:       3 passed, 3 total\n")).toEqual([]);
  const deprecated = "warning: getAccount is deprecated: This service is deprecated.";
  const node = "(node:12) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.";
  expect(noiseIn(`${deprecated}\n${node}\n`).map((n) => n.split(":")[0])).toEqual([
    "a deprecation warning of Node's",
    "a deprecation warning of a lookup or a setting that a test did not keep to itself",
  ]);
  // A worker slow to end on a loaded machine is not a leak; the test environment finds leaks per file.
  expect(noiseIn("A worker process has failed to exit gracefully and has been force exited...\n")).toEqual([]);
});

/** A test file that adds `n` listeners of one event to one emitter (Node warns from the eleventh on). */
const listenersTest = (n: number) =>
  `test("adds ${n} listeners", () => {\n  const e = new (require("events"))();\n` +
  `  for (let i = 0; i < ${n}; i++) e.on("message", () => {});\n});\n`;

describe("end to end, on a Jest project of its own", () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir("run-tests");
    writeFileSync(join(dir, "clean.test.js"), listenersTest(10));
  });
  afterAll(() => removeDir(dir));

  const runTests = (file: string) =>
    spawnSync(
      process.execPath,
      [
        "-r",
        "tsx/cjs",
        join(REPO_ROOT, "scripts", "run-tests", "main.ts"),
        "--ci",
        "--config",
        JSON.stringify({ rootDir: dir, testEnvironment: "node" }),
        file,
      ],
      { cwd: REPO_ROOT, encoding: "utf8", timeout: 120_000 },
    );

  test("a passing run that printed a MaxListenersExceededWarning fails, saying why", () => {
    writeFileSync(join(dir, "leaky.test.js"), listenersTest(11));
    const r = runTests("leaky.test.js");
    expect(r.stderr).toContain("Tests:       1 passed, 1 total");
    expect(r.stderr).toContain("npm test: the run printed a MaxListenersExceededWarning (listeners added per call or per test file): ");
    expect(r.status).toBe(1);
  });

  test("a clean run passes with Jest's own exit code", () => {
    const r = runTests("clean.test.js");
    expect([r.status, r.stderr.includes("npm test:")]).toEqual([0, false]);
  });
});
