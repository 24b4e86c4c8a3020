#!/usr/bin/env -S npx tsx
import { pullMain } from "../src/tfgen/pull/cli";

pullMain(process.argv.slice(2), process.cwd()).then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    process.stderr.write(`pull-schemas: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  },
);
