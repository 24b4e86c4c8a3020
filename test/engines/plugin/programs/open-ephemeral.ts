/**
 * A plain Node program that opens an ephemeral resource through the plugin engine and then simply ends its work
 * without closing it: the engine must close it before Node exits. argv[2]: JSON executor options.
 * Prints "opened" once the resource is open.
 */
import { Executor } from "../../../../src/runtime/executor";

async function main(): Promise<void> {
  const executor = new Executor({ engine: "plugin", usePulumiConfig: false, ...JSON.parse(process.argv[2]) });
  const handle = await executor.openEphemeral("toolbox", "toolbox:index/openToken:openToken", { scope: "read" });
  process.stdout.write(`opened ${handle.value.scope as string}\n`);
}

void main();
