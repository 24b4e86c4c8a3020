/** jest globalTeardown: removes the run's temporary folder (global-setup.ts). */
import { rmSync } from "node:fs";

export default function globalTeardown(): void {
  const dir = process.env.TFLOOKUP_TESTS_TMPDIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
