// Rewrites a context file through updateContextFile as fast as it can, each round adding one entry with a
// large answer (so a write takes long enough to be interrupted), until killed: `writer.ts <file>`.
import { updateContextFile } from "../../../src/runtime/synth/context-file";

const file = process.argv[2];
const big = "x".repeat(200_000);

async function main(): Promise<void> {
  for (let round = 0; ; round++) {
    await updateContextFile(file, (doc) => {
      const n = Object.keys(doc.entries).length;
      doc.entries[`k${String(n).padStart(6, "0")}`] = {
        package: "p",
        npmPackage: "@tflookup/p",
        function: "getX",
        token: "p:index/getX:getX",
        provider: "P/p",
        providerVersion: "1.0.0",
        args: { n },
        providerConfig: {},
        omit: [],
        lookedUpAt: "2026-01-01T00:00:00Z",
        result: { blob: big, count: n },
      };
    });
    if (round === 0) process.stdout.write("writing\n");
  }
}

void main();
