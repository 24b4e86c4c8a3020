/**
 * The production plugin with the real executor, serving a generated tree other than the repository's own
 * providers/ (a temporary copy of the project with a made-up provider added).
 *
 *   tsx tree-plugin.ts --providers-root <dir> --package <pkg> [engine args]
 */
import { startPlugin } from "../../../src/runtime/pulumi-plugin/start";
import { pluginArgs } from "./plugin-args";

const { providersRoot, pkg, pulumiEngineArgs } = pluginArgs();

startPlugin({ pkg, providersRoot, pulumiEngineArgs }).catch((e: unknown) => {
  process.stderr.write(`tree plugin: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
