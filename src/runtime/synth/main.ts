#!/usr/bin/env node
/** The installed package's `tflookup-context` command: the context file of synth-time lookups. */
import { contextMain } from "./cli";

contextMain(process.argv.slice(2), { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) }).then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    process.stderr.write(`tflookup-context: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  },
);
