/**
 * A plain Node program that uses the generated toolbox SDK (provider functions, an ephemeral resource) through
 * the local executor, as a user's script would. argv[2]: the generated providers/ folder; argv[3]: JSON executor
 * options. Prints one JSON line with what each call returned, then ends its work with the resource still open.
 */
import { join } from "node:path";
import { Executor, setLocalExecutor } from "@tflookup/runtime";

interface ToolboxSdk {
  parseId(args: { id: string }): Promise<unknown>;
  joinPath(args: { separator: string; segments?: string[] }): Promise<unknown>;
  version(): Promise<unknown>;
  sumOutput(args: { numbers: number[] }): { apply(f: (v: unknown) => void): unknown };
  openToken(args: { scope: string }): Promise<Record<string, unknown>>;
}

async function main(): Promise<void> {
  const providersDir = process.argv[2];
  setLocalExecutor(new Executor({ engine: "plugin", usePulumiConfig: false, ...JSON.parse(process.argv[3]), providersDir }));
  const sdk = require(join(providersDir, "toolbox", "pulumi")) as ToolboxSdk;
  const sum = await new Promise((resolve) => sdk.sumOutput({ numbers: [1, 2, 3.5] }).apply(resolve));
  const out = {
    parseId: await sdk.parseId({ id: "eu-1/widget/sprocket" }),
    joinPath: await sdk.joinPath({ separator: "/", segments: ["a", "b", "c"] }),
    version: await sdk.version(),
    sum,
    token: await sdk.openToken({ scope: "read" }),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

void main();
