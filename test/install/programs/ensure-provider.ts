/** Runs ensureProvider once with the JSON options in argv[2] and prints the result: for multi-process tests. */
import { ensureProvider } from "../../../src/runtime/install";

ensureProvider(JSON.parse(process.argv[2])).then(
  (r) => process.stdout.write(JSON.stringify(r)),
  (err: Error) => {
    process.stderr.write(err.message);
    process.exitCode = 1;
  },
);
