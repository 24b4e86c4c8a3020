#!/usr/bin/env -S npx tsx
import { main } from "../src/tfgen/cli/generate";

try {
  process.exitCode = main(process.argv.slice(2), process.cwd());
} catch (err) {
  process.stderr.write(`generate: ${(err as Error).message}\n`);
  process.exitCode = 1;
}
