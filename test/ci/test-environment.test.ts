/**
 * The suite's test environment (test/support/test-environment.js) fails a test file that leaves a process it
 * started running after its last test and hook, naming it, or leaves a timer or a socket keeping its worker alive;
 * one whose afterAll stops what it started passes. Checked on a Jest project of its own.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

const program = (closeInAfterAll: boolean) =>
  `const { spawn } = require("node:child_process");\nlet child;\n` +
  `test("starts a process", () => {\n  child = spawn("sleep", ["4"], { stdio: "ignore" });\n  child.unref();\n});\n` +
  (closeInAfterAll ? `afterAll(() => child.kill());\n` : "");

let dir: string;
beforeAll(() => {
  dir = makeTempDir("test-environment");
  writeFileSync(join(dir, "leaves.test.js"), program(false));
  writeFileSync(join(dir, "closes.test.js"), program(true));
  writeFileSync(join(dir, "timer.test.js"), `test("starts a timer", () => {\n  setTimeout(() => undefined, 5_000);\n});\n`);
  writeFileSync(
    join(dir, "server.test.js"),
    `const { createServer } = require("node:net");\nlet server;\n` +
      `test("listens", (done) => {\n  server = createServer().listen(0, "127.0.0.1", done);\n});\n` +
      `afterAll(() => setTimeout(() => server.close(), 300));\n`,
  );
});
afterAll(() => removeDir(dir));

const runJest = (file: string) =>
  spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, "node_modules", "jest", "bin", "jest.js"),
      "--ci",
      "--config",
      JSON.stringify({ rootDir: dir, testEnvironment: join(REPO_ROOT, "test", "support", "test-environment.js") }),
      file,
    ],
    { cwd: REPO_ROOT, encoding: "utf8", timeout: 60_000, env: { ...process.env, TEST_CHILDREN_WAIT_MS: "1000" } },
  );

test("a file that leaves a process running fails, naming it", () => {
  const r = runJest("leaves.test.js");
  expect(r.stderr).toMatch(/processes this test file started are still running 1 s after its last test and hook/);
  expect(r.stderr).toMatch(/\d+: sleep 4/);
  expect(r.status).toBe(1);
});

test("a file whose afterAll stops what it started passes", () => {
  const r = runJest("closes.test.js");
  expect([r.status, r.stderr]).toEqual([0, expect.stringContaining("Tests:       1 passed, 1 total")]);
});

test("a file that leaves a timer keeping its worker alive fails, naming it", () => {
  const r = runJest("timer.test.js");
  expect(r.stderr).toMatch(/this test file left 1 × Timeout keeping its worker alive 1 s after its last test and hook/);
  expect(r.status).toBe(1);
});

test("a socket closed a moment after the file's last hook is waited for, not reported", () => {
  const r = runJest("server.test.js");
  expect([r.status, r.stderr]).toEqual([0, expect.stringContaining("Tests:       1 passed, 1 total")]);
});
