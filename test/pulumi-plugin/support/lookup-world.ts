/**
 * Real plugins (src/runtime/pulumi-plugin/main.ts, real executor) pointed at the stand-in providers: the executor
 * harness's mirror and fixture clouds, reached through the environment variables the executor documents
 * (TFLOOKUP_TF_CLI_CONFIG, TFLOOKUP_CACHE_DIR, TFLOOKUP_TMPDIR). Terraform runs through a wrapper that counts
 * its starts, so a test can prove that a bad input never reached Terraform.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createHarness, requireTerraform, type Harness } from "../../support/executor-harness";
import { startPlugin, type RunningPlugin, type StartOptions } from "./plugin-process";

export interface LookupWorld {
  harness: Harness;
  /** How many times Terraform has been started by any plugin of this world. */
  terraformStarts(): number;
  start(pkg: string, extra?: Partial<StartOptions>): Promise<RunningPlugin>;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export async function createLookupWorld(label: string): Promise<LookupWorld> {
  const terraform = requireTerraform();
  const harness = await createHarness(label);
  const counter = join(harness.root, "terraform-starts");
  const wrapper = join(harness.root, "terraform-counting");
  writeFileSync(wrapper, `#!/bin/sh\necho "$1" >> ${shellQuote(counter)}\nexec ${shellQuote(terraform)} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    harness,
    terraformStarts: () => (existsSync(counter) ? readFileSync(counter, "utf8").split("\n").filter(Boolean).length : 0),
    start: (pkg, extra = {}) =>
      startPlugin({
        pkg,
        ...extra,
        env: {
          TFLOOKUP_TF_CLI_CONFIG: harness.cliConfigFile,
          TFLOOKUP_CACHE_DIR: harness.cacheDir,
          TFLOOKUP_TMPDIR: harness.tmpDir,
          // These worlds test the plugin with Terraform in the loop; the plugin engine's have their own.
          TFLOOKUP_ENGINE: "terraform",
          TERRAFORM_BINARY_NAME: wrapper,
          // The plugin must get its configuration from Configure alone, not from the environment.
          IC_API_KEY: undefined,
          IBMCLOUD_API_KEY: undefined,
          EC_PERMANENT_TOKEN: undefined,
          PULUMI_CONFIG: undefined,
          TFLOOKUP_DEBUG: undefined,
          ...extra.env,
        },
      }),
  };
}
