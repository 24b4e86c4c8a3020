/**
 * A plain Node program whose lookup gets stuck in the provider: it asks the Go reference provider for
 * goref_fault in mode "hang" with a short call timeout, prints "timed out" when the lookup fails so, and then
 * ends as argv[2] says: "return" (nothing left to do: Node exits on its own) or "wait" (stays until killed).
 * argv[3]: JSON executor options.
 */
import { Executor } from "../../../src/runtime/executor";

async function main(): Promise<void> {
  const executor = new Executor({ engine: "plugin", usePulumiConfig: false, timeoutMs: 1000, ...JSON.parse(process.argv[3]) });
  const outcome = await executor.lookup("goref", "goref:index/getFault:getFault", { mode: "hang" }).then(
    () => "answered",
    (err: Error) => (/did not answer within/.test(err.message) ? "timed out" : `failed: ${err.message}`),
  );
  process.stdout.write(`${outcome}\n`);
  if (process.argv[2] === "wait") setInterval(() => undefined, 1000);
}

void main();
