/**
 * The production plugin with the real executor, serving a generated tree other than the repository's own
 * providers/ (a temporary copy of the project with a made-up provider added).
 *
 *   tsx tree-plugin.ts --providers-root <dir> --package <pkg> [engine args]
 */
import { startPlugin } from "../../../src/runtime/pulumi-plugin/start";

const argv = process.argv.slice(2);
const take = (flag: string): string => {
  const i = argv.indexOf(flag);
  if (i < 0 || !argv[i + 1]) throw new Error(`${flag} is required`);
  return argv.splice(i, 2)[1];
};
const providersRoot = take("--providers-root");
const pkg = take("--package");

startPlugin({ pkg, providersRoot, engineArgs: argv }).catch((e: unknown) => {
  process.stderr.write(`tree plugin: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
