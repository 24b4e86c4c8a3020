/**
 * A temporary place to run Terraform against the stand-in providers: one mirror and
 * CLI configuration, any number of configuration directories, removed afterwards.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { locateTerraform, runTerraform, type TerraformRunResult } from "../../src/runtime/terraform-cli";
import { createStandinMirror, pinnedStandinProviders, type StandinProviderSpec } from "../standin/mirror";
import { buildStandin } from "../standin/build";

export interface StandinWorkspace {
  root: string;
  cliConfigFile: string;
  terraformBinary: string;
  /** Creates `<root>/<name>` holding main.tf.json with the given content; returns the directory. */
  project(name: string, config: object): string;
  terraform(cwd: string, args: string[], env?: Record<string, string | undefined>): Promise<TerraformRunResult>;
  cleanup(): void;
}

export interface StandinWorkspaceOptions {
  /** Fixture cloud per provider type, replacing test/fixtures/cloud/<type>.json. */
  cloudFiles?: Record<string, string>;
  /** Plugin protocol the stand-ins serve; 5 by default, as the upstreams do. */
  protocol?: 5 | 6;
  /** Providers mirrored beside the pinned ones (made-up fixture providers). */
  extraProviders?: StandinProviderSpec[];
}

export async function createStandinWorkspace(options: StandinWorkspaceOptions = {}): Promise<StandinWorkspace> {
  // First, so that a machine without Terraform fails here with "terraform was not found".
  const terraformBinary = locateTerraform();
  await buildStandin();
  const root = mkdtempSync(join(tmpdir(), "standin-ws-"));
  const cliConfigFile = createStandinMirror(join(root, ".terraform-cli"), {
    providers: [...pinnedStandinProviders(options.cloudFiles), ...(options.extraProviders ?? [])],
    protocol: options.protocol,
  });
  return {
    root,
    cliConfigFile,
    terraformBinary,
    project(name, config) {
      const dir = join(root, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "main.tf.json"), JSON.stringify(config, null, 2));
      return dir;
    },
    terraform(cwd, args, env) {
      return runTerraform({ args, cwd, cliConfigFile, env, binary: terraformBinary, timeoutMs: 120_000 });
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
