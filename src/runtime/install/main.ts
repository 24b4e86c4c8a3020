#!/usr/bin/env node
/** The installed package's `tflookup-install-providers` command (npm run install-providers in a checkout). */
import { installProvidersMain } from "./cli";

installProvidersMain(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    // Expected failures are reported by the command itself; anything else is still one line, without a stack.
    process.stderr.write(`install-providers: unexpected error: ${err.message}\n`);
    process.exitCode = 1;
  },
);
