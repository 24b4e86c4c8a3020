/**
 * Lookups through the real Pulumi engine: `pulumi up` of YAML programs with 0, 1, 10 and 100 `fn::invoke`s of
 * getAccount (the engine, build/tools/bin/pulumi and pulumi-language-yaml from `npm run tools`, evaluates them one
 * after another), so that what one invoke adds can be read off; and the plugin's start alone (spawn to the port it
 * prints), beside which the bench's "provider start alone" row stands. The plugin is the built runtime's
 * (src/runtime/dist), started as the generated bin starts it: the package registered, then the runtime's plugin
 * main. A file backend, passphrase secrets, no update check and no download, the stand-in ibm provider given to the
 * plugin by TFLOOKUP_PROVIDER_BINARY_IBM and the credential by IC_API_KEY. Each size is a stack of its own, brought
 * up once before the timed runs (so each timed `up` is an update that changes nothing, as a re-run is); runs of the
 * sizes take turns.
 *
 * Standalone: npx tsx scripts/bench/pulumi-engine.ts [--runs N]
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { buildRuntime } from "./generate-bench";
import { median } from "./measure";
import { BENCH_CREDENTIAL, createStandinWorld } from "./standin-world";

const ROOT = resolve(__dirname, "..", "..");
const TOOLS_BIN = join(ROOT, "build", "tools", "bin");
const DIST = join(ROOT, "src", "runtime", "dist");
const SIZES = [0, 1, 10, 100] as const;
const ORG_GUID = "org-guid-standin-01";

export interface PulumiEngineFigures {
  version: string;
  /** `pulumi up` wall time by number of invokes. */
  upMs: Record<(typeof SIZES)[number], number[]>;
  /** The plugin's start alone: spawn to its port on stdout. */
  pluginStartMs: number[];
}

/** A YAML program making `n` getAccount invokes, every result used by an output. */
function yamlProgram(name: string, n: number): string {
  const lines = [`name: ${name}`, "runtime: yaml"];
  if (n > 0) lines.push("variables:");
  for (let i = 0; i < n; i++)
    lines.push(
      `  a${i}:`,
      "    fn::invoke:",
      "      function: ibm:index/getAccount:getAccount",
      "      arguments:",
      `        orgGuid: ${ORG_GUID}`,
      "      return: id",
    );
  lines.push("outputs:", n === 0 ? "  ids: []" : "  ids:");
  for (let i = 0; i < n; i++) lines.push(`    - \${a${i}}`);
  lines.push("");
  return lines.join("\n");
}

function pluginStart(launcher: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const t0 = process.hrtime.bigint();
    // The engine address is where the plugin's log messages would go; nothing is sent before the first call.
    const child = spawn(launcher, ["127.0.0.1:9"], { env, stdio: ["pipe", "pipe", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const early = (code: number | null) => reject(new Error(`the plugin exited (${code}) before printing its port: ${err}`));
    child.once("close", early);
    child.stdout.once("data", () => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      child.off("close", early);
      child.once("close", () => resolvePromise(ms));
      child.kill("SIGINT");
    });
  });
}

export async function benchPulumiEngine(runs: number, log: (s: string) => void): Promise<PulumiEngineFigures | undefined> {
  const pulumi = join(TOOLS_BIN, "pulumi");
  if (!existsSync(pulumi) || !existsSync(join(TOOLS_BIN, "pulumi-language-yaml"))) {
    log("  pulumi engine: build/tools/bin/pulumi is missing (npm run tools builds it); the rows are left out");
    return undefined;
  }
  const world = createStandinWorld("bench-pulumi-engine");
  try {
    buildRuntime();
    // The generated bin, pointed at the built runtime and this checkout's package folder.
    const bin = join(world.root, "bin");
    mkdirSync(bin);
    const launcher = join(bin, "pulumi-resource-ibm");
    const packages = JSON.stringify(join(DIST, "invoke", "packages.js"));
    const folder = JSON.stringify(join(ROOT, "providers", "ibm", "pulumi"));
    writeFileSync(
      launcher,
      "#!/usr/bin/env node\n" +
        `require(${packages}).registerPackage("ibm", ${folder}, "2.5.0");\n` +
        `require(${JSON.stringify(join(DIST, "pulumi-plugin", "main.js"))});\n`,
    );
    chmodSync(launcher, 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of Object.keys(env)) if (/^(PULUMI_|TFLOOKUP_|IC_|IBMCLOUD_)/.test(k)) delete env[k];
    Object.assign(env, {
      PATH: [bin, TOOLS_BIN, process.env.PATH ?? ""].join(delimiter),
      PULUMI_HOME: join(world.root, "pulumi-home"),
      PULUMI_BACKEND_URL: `file://${join(world.root, "state")}`,
      PULUMI_CONFIG_PASSPHRASE: "bench",
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
      TFLOOKUP_PROVIDER_BINARY_IBM: world.providerBinaries["IBM-Cloud/ibm"],
      TFLOOKUP_CACHE_DIR: join(world.root, "cache"),
      TFLOOKUP_TMPDIR: join(world.root, "tmp"),
      IC_API_KEY: BENCH_CREDENTIAL,
    });
    mkdirSync(join(world.root, "state"));
    const run = (cwd: string, args: string[]) => {
      const r = spawnSync(pulumi, [...args, "--non-interactive"], { cwd, env, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`pulumi ${args.join(" ")} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
      return r.stdout;
    };
    const version = run(world.root, ["version"]).trim();
    const dirs: Record<number, string> = {};
    for (const n of SIZES) {
      const dir = join(world.root, `invokes-${n}`);
      mkdirSync(dir);
      writeFileSync(join(dir, "Pulumi.yaml"), yamlProgram(`invokes-${n}`, n));
      run(dir, ["stack", "init", "bench"]);
      run(dir, ["up", "--yes", "--skip-preview"]);
      dirs[n] = dir;
    }
    log(`  pulumi engine: ${version}, ${runs} runs of up with ${SIZES.join(", ")} invokes, taking turns`);
    const upMs = Object.fromEntries(SIZES.map((n) => [n, [] as number[]])) as PulumiEngineFigures["upMs"];
    const pluginStartMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      for (const n of SIZES) {
        const t0 = process.hrtime.bigint();
        run(dirs[n], ["up", "--yes", "--skip-preview"]);
        upMs[n].push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      pluginStartMs.push(await pluginStart(launcher, env));
    }
    return { version, upMs, pluginStartMs };
  } finally {
    world.remove();
  }
}

export function pulumiEngineTable(f: PulumiEngineFigures): string {
  const ms = (x: number[]) => `${median(x).toFixed(0)} ms`;
  const perInvoke = (from: number, to: number) =>
    `${((median(f.upMs[to as 100]) - median(f.upMs[from as 0])) / (to - from)).toFixed(1)} ms per invoke`;
  return (
    `\nthe real Pulumi engine (pulumi ${f.version}, YAML programs, file backend), \`pulumi up\` wall time, median of ` +
    `${f.pluginStartMs.length}:\n\n` +
    `| | time | read off | target |\n|---|---:|---|---|\n` +
    `| up, 0 invokes | ${ms(f.upMs[0])} | the engine alone | |\n` +
    `| up, 1 invoke | ${ms(f.upMs[1])} | first invoke (plugin and provider start): ` +
    `${(median(f.upMs[1]) - median(f.upMs[0])).toFixed(0)} ms | |\n` +
    `| up, 10 invokes | ${ms(f.upMs[10])} | ${perInvoke(1, 10)} | |\n` +
    `| up, 100 invokes | ${ms(f.upMs[100])} | ${perInvoke(10, 100)} | ≤ 5 ms per warm invoke |\n` +
    `| plugin start alone (spawn to port) | ${ms(f.pluginStartMs)} | | ≤ 300 ms |\n` +
    `\n  runs: ${SIZES.map((n) => `${n}: ${f.upMs[n].map((x) => x.toFixed(0)).join(", ")}`).join("; ")}; ` +
    `plugin start: ${f.pluginStartMs.map((x) => x.toFixed(0)).join(", ")}\n`
  );
}

if (require.main === module) {
  const at = process.argv.indexOf("--runs");
  const runs = at > 0 ? Number(process.argv[at + 1]) : 3;
  benchPulumiEngine(runs, (line) => process.stderr.write(`${line}\n`))
    .then((f) => {
      if (f) process.stdout.write(pulumiEngineTable(f));
    })
    .catch((err: unknown) => {
      process.stderr.write(`pulumi-engine bench: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    });
}
