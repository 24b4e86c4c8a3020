#!/usr/bin/env -S npx tsx
import { installProvidersMain } from "../src/runtime/install/cli";

installProvidersMain(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    process.stderr.write(`install-providers: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  },
);
