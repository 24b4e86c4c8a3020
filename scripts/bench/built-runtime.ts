/**
 * The runtime as tsc builds it (src/runtime/dist, what the published package holds), for the benches that time
 * warm calls in their own process. Run from the sources under tsx instead, every function the call path makes per
 * call is also handed to esbuild's keepNames helper (`__name`): a cost no installed package pays, and one the
 * executor's side pays more of than the Node floor's, since it makes more closures per call.
 */
import { join, resolve } from "node:path";
import { buildRuntime } from "./generate-bench";

const DIST = join(resolve(__dirname, "..", ".."), "src", "runtime", "dist");

let built = false;

/** A module of the built runtime by its path under src/runtime (built first, once a process), typed by its source. */
export function builtRuntimeModule<T>(rel: string): T {
  if (!built) {
    buildRuntime();
    built = true;
  }
  return require(join(DIST, rel)) as T;
}
