/**
 * The production plugin (start.ts, served by the SDK's main()) with a scripted executor in place of the real
 * executor, so the plugin's own behaviour can be tested over gRPC without Terraform.
 *
 *   tsx fake-executor-plugin.ts --providers-root <dir> --package <pkg> [Pulumi engine args]
 *
 * Functions, by the name part of the token:
 *   echo   returns { args, config, secretConfig, secretArgs } — what the executor received;
 *   fail   throws an error whose text quotes the configured values and the arguments;
 *   reject throws an input error (the kind the real executor raises for bad arguments).
 * The fake executor announces its loading on stderr, so a test can tell when it was loaded.
 */
import { startPlugin } from "../../../src/runtime/pulumi-plugin/start";
import { pluginArgs } from "./plugin-args";
import type { ExecutorHandle } from "../../../src/runtime/pulumi-plugin/executor-handle";

class ScriptedInputError extends Error {}

function fakeExecutor(): ExecutorHandle {
  let config: Record<string, unknown> = {};
  let secretConfig: string[] = [];
  return {
    configure(_pkg, values, secretNames) {
      config = values;
      secretConfig = secretNames;
    },
    async lookup(_pkg, token, args, secretArgs) {
      const fn = token.split(":").pop();
      if (fn === "echo") return { ...(args.result as object), args, config, secretConfig, secretArgs };
      if (fn === "fail") throw new Error(`lookup failed with config ${JSON.stringify(config)} and args ${JSON.stringify(args)}`);
      if (fn === "reject") throw new ScriptedInputError(`${token}: argument name: expected a string`);
      throw new ScriptedInputError(`unknown function ${token}`);
    },
    isInputError: (e) => e instanceof ScriptedInputError,
  };
}

const { providersRoot, pkg, pulumiEngineArgs } = pluginArgs();

startPlugin({
  pkg,
  providersRoot,
  pulumiEngineArgs,
  loadExecutor: async () => {
    process.stderr.write("fake executor loaded\n");
    return fakeExecutor();
  },
}).catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
});
