#!/usr/bin/env -S npx tsx
import { diffMain } from "../src/tfgen/diff/cli";

try {
  process.exitCode = diffMain(process.argv.slice(2), process.cwd());
} catch (err) {
  process.stderr.write(`diff-schemas: ${(err as Error).stack ?? (err as Error).message}\n`);
  process.exitCode = 1;
}
