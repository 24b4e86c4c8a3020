/**
 * The command line of the test plugin programs (fake-executor-plugin.ts, tree-plugin.ts):
 * `--providers-root <dir> --package <pkg>`, anything else passed on to the engine.
 */
export function pluginArgs(argv: readonly string[] = process.argv.slice(2)): {
  providersRoot: string;
  pkg: string;
  pulumiEngineArgs: string[];
} {
  const rest = [...argv];
  const take = (flag: string): string => {
    const i = rest.indexOf(flag);
    const value = i < 0 ? undefined : rest[i + 1];
    if (value === undefined || value === "") throw new Error(`${flag} is required`);
    rest.splice(i, 2);
    return value;
  };
  const providersRoot = take("--providers-root");
  const pkg = take("--package");
  return { providersRoot, pkg, pulumiEngineArgs: rest };
}
