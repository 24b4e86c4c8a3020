/**
 * jest globalSetup: builds the stand-in provider bundle once before any test file runs, so tests that start
 * Terraform find build/standin/standin.js ready, and gives the run a temporary folder of its own (TMPDIR, which
 * the test files' processes and everything they start inherit), removed by global-teardown.ts. Tests that kill
 * processes on purpose (a provider's socket stays behind), or keep a fixture for a failure's post-mortem, then leave
 * nothing on the machine. The tests that prove a command leaves nothing behind give it a TMPDIR of their own and
 * look into it. The tools `npm run tools` built (build/tools/bin: Terraform when none of the pinned version is on the
 * machine's PATH) come first on the PATH every test and its processes inherit.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { buildStandin } from "../standin/build";
import { REPO_ROOT } from "./project";

export default async function globalSetup(): Promise<void> {
  const tools = join(REPO_ROOT, "build", "tools", "bin");
  if (existsSync(tools)) process.env.PATH = [tools, process.env.PATH].filter(Boolean).join(delimiter);
  await buildStandin();
  const dir = mkdtempSync(join(tmpdir(), "tflookup-tests-"));
  process.env.TFLOOKUP_TESTS_TMPDIR = dir;
  process.env.TMPDIR = dir;
}
