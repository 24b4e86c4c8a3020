#!/usr/bin/env node
/** The installed package's `tflookup-install-providers` command (npm run install-providers in a checkout). */
import { installProvidersMain } from "./cli";

installProvidersMain(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    process.stderr.write(`install-providers: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  },
);
