/**
 * `npm test`: the tools the tests use built first (`npm run tools`: the Go reference provider, Terraform when none
 * of the pinned version is on PATH; cached, seconds when nothing changed), so that the command is complete on a
 * fresh clone; then Jest with its arguments, its output passed through as it comes, and the run failed when that output
 * shows a leak (scripts/run-tests/noise.ts) even if every test passed, so a leak is fixed where it starts rather
 * than found later as a flaky run.
 */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { noiseIn } from "./noise";

const JEST = require.resolve("jest/bin/jest");

function main(): void {
  const tools = spawnSync("bash", [join(__dirname, "..", "tools", "build.sh")], { stdio: ["ignore", "inherit", "inherit"] });
  if (tools.status !== 0) {
    process.stderr.write("npm test: the tools the tests use could not be built (see above); no test ran\n");
    process.exitCode = 1;
    return;
  }
  // Jest writes to pipes here: it keeps its colours when the terminal would have shown them.
  const colour = process.stderr.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {};
  const child = spawn(process.execPath, [JEST, ...process.argv.slice(2)], {
    stdio: ["inherit", "pipe", "pipe"],
    env: { ...process.env, ...colour },
  });
  // Each stream kept whole on its own, so that no line is cut by the other's chunks.
  const seen = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  for (const name of ["stdout", "stderr"] as const)
    child[name].on("data", (chunk: Buffer) => {
      process[name].write(chunk);
      seen[name].push(chunk);
    });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("close", (code, signal) => {
    const noise = noiseIn(`${Buffer.concat(seen.stdout).toString("utf8")}\n${Buffer.concat(seen.stderr).toString("utf8")}`);
    for (const line of noise) process.stderr.write(`npm test: the run printed ${line}\n`);
    process.exitCode = noise.length > 0 ? 1 : (code ?? (signal ? 1 : 0));
  });
}

main();
