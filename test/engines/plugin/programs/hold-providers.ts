/**
 * A plain Node program that looks something up through the plugin engine and then ends in the way argv[2]
 * says: "exit" (closes the executor, looks up once more on a fresh provider, and returns: Node exits on its
 * own), "throw" (an uncaught error), or "wait" (stays until a signal or a kill). argv[3]: JSON executor options.
 * Prints "looked up <id> pids <pids>" once the lookup is done.
 */
import { Executor } from "../../../../src/runtime/executor";

async function main(): Promise<void> {
  const mode = process.argv[2];
  const executor = new Executor({ engine: "plugin", usePulumiConfig: false, ...JSON.parse(process.argv[3]) });
  const result = await executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" });
  process.stdout.write(`looked up ${String(result.id)}\n`);
  if (mode === "exit") {
    // Closing waits for the provider to go even though nothing else holds the event loop.
    await executor.close();
    const again = await executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" });
    process.stdout.write(`again ${String(again.id)}\n`);
  }
  if (mode === "throw") throw new Error("uncaught on purpose");
  if (mode === "wait") setInterval(() => undefined, 1000);
}

void main();
