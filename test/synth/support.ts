/**
 * A world for synth-time lookup tests: the stand-in providers (plugin engine only; no Terraform on the way),
 * fixture clouds that demand the test credentials, and a project folder of the test's own holding cdktf.json,
 * where the context file goes. The environment the lookup worker starts with is set here and undone by
 * `restore`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { resetLookups } from "../../src/runtime/synth";
import { createHarness, type Harness } from "../support/executor-harness";

export { CREDENTIALS } from "../support/executor-harness";

export const GUID = "appconfig-standin-guid-01";
export const ENV_TOKEN = "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment";
export const ZONE_TOKEN = "edgecenter:index/getAvailabilityZone:getAvailabilityZone";

export interface SynthWorld {
  harness: Harness;
  /** A fresh project folder (cdktf.json in it) per call; its context file path beside. */
  project(label: string): { dir: string; contextFile: string };
  /** The environment a synth with providers reachable sees (binaries, cache, no installation). */
  env: Record<string, string>;
  /** Environment in which no provider can be started or installed. */
  offlineEnv: Record<string, string>;
  /** Sets variables on process.env (undefined deletes), resetting the lookup worker so it sees them. */
  setEnv(vars: Record<string, string | undefined>): void;
  restore(): void;
}

const VARS = [
  "TFLOOKUP_PROVIDER_BINARY_IBM",
  "TFLOOKUP_PROVIDER_BINARY_EDGECENTER",
  "TFLOOKUP_CACHE_DIR",
  "TFLOOKUP_INSTALL",
  "TFLOOKUP_CONTEXT_FILE",
  "TFLOOKUP_LOOKUPS",
  "TFLOOKUP_TF_CLI_CONFIG",
  "IC_API_KEY",
  "EC_PERMANENT_TOKEN",
];

export async function createSynthWorld(label: string): Promise<SynthWorld> {
  const harness = await createHarness(`synth-${label}`, { terraform: false });
  const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));
  let n = 0;
  const env = {
    TFLOOKUP_PROVIDER_BINARY_IBM: harness.providerBinaries["IBM-Cloud/ibm"],
    TFLOOKUP_PROVIDER_BINARY_EDGECENTER: harness.providerBinaries["Edge-Center/edgecenter"],
    TFLOOKUP_CACHE_DIR: harness.cacheDir,
    TFLOOKUP_INSTALL: "0",
  };
  const offlineEnv = {
    TFLOOKUP_PROVIDER_BINARY_IBM: join(harness.root, "no-such-provider"),
    TFLOOKUP_PROVIDER_BINARY_EDGECENTER: join(harness.root, "no-such-provider"),
    TFLOOKUP_CACHE_DIR: join(harness.root, "empty-cache"),
    TFLOOKUP_INSTALL: "0",
  };
  const setEnv = (vars: Record<string, string | undefined>) => {
    resetLookups();
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  return {
    harness,
    env,
    offlineEnv,
    project: (name) => {
      const dir = join(harness.root, `${name}-${++n}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "cdktf.json"), JSON.stringify({ language: "typescript", app: "true" }));
      return { dir, contextFile: join(dir, "tflookup.context.json") };
    },
    setEnv,
    restore: () => setEnv(saved),
  };
}
