/**
 * jest globalSetup: builds the stand-in provider bundle once before any test file runs, so tests that start
 * Terraform find build/standin/standin.js ready, and gives the run a temporary folder of its own (TMPDIR, which
 * the test files' processes and everything they start inherit), removed by global-teardown.ts. Tests that kill
 * processes on purpose (a provider's socket stays behind), or keep a fixture for a failure's post-mortem, then leave
 * nothing on the machine. The tests that prove a command leaves nothing behind give it a TMPDIR of their own and
 * look into it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildStandin } from "../standin/build";

export default async function globalSetup(): Promise<void> {
  await buildStandin();
  const dir = mkdtempSync(join(tmpdir(), "tflookup-tests-"));
  process.env.TFLOOKUP_TESTS_TMPDIR = dir;
  process.env.TMPDIR = dir;
}
