/**
 * The demo's stand-in cloud: the stand-in providers (test/standin, which speak the real plugin protocol) in a
 * filesystem mirror under the demo's own directory, laid out by the stand-in's command line run as a child (scripts/
 * imports nothing from test/). The fixture clouds are copied beside it and named on every stand-in's command line,
 * so the processes the demo starts can be told from any other stand-in running on the machine.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "..", "..");
const STANDIN_CLI = join(ROOT, "test", "standin", "cli.ts");
export const FIXTURE_CLOUDS = join(ROOT, "test", "fixtures", "cloud");

export interface StandinMirror {
  /** A Terraform CLI configuration whose filesystem mirror offers the pinned providers, and nothing else. */
  cliConfigFile: string;
  /** The pinned providers, as "<source> <version>". */
  providers: string[];
}

function pinnedProviders(): { source: string; version: string; type: string }[] {
  const cdktf = JSON.parse(readFileSync(join(ROOT, "cdktf.json"), "utf8")) as { terraformProviders: string[] };
  return cdktf.terraformProviders.map((pin) => {
    const [source, version] = pin.split("@");
    return { source, version, type: source.split("/")[1] };
  });
}

/** Builds the stand-in bundle if needed and writes the mirror and its CLI configuration under `dir`. */
export function createStandinMirror(dir: string): StandinMirror {
  const providers = pinnedProviders();
  const clouds = join(dir, "clouds");
  mkdirSync(clouds, { recursive: true });
  const cloudArgs = providers.flatMap((p) => {
    const copy = join(clouds, `${p.type}.json`);
    copyFileSync(join(FIXTURE_CLOUDS, `${p.type}.json`), copy);
    return ["--cloud", `${p.type}=${copy}`];
  });
  const args = [STANDIN_CLI, "mirror", "--dir", dir, ...cloudArgs];
  const r = spawnSync(process.execPath, ["--require", require.resolve("tsx/cjs"), ...args], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`test/standin/cli.ts mirror failed (${r.status ?? r.signal}):\n${r.stderr}`);
  const { cliConfigFile } = JSON.parse(r.stdout) as { cliConfigFile: string };
  return { cliConfigFile, providers: providers.map((p) => `${p.source} ${p.version}`) };
}
