#!/usr/bin/env -S npx tsx
import { upgradeMain } from "../src/tfgen/upgrade/cli";

upgradeMain(process.argv.slice(2), process.cwd()).then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    process.stderr.write(`upgrade: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  },
);
