/**
 * A private world for executor tests: the stand-in providers in a filesystem mirror, fixture clouds that
 * demand a credential, and cache/tmp directories of the test's own, so every file the executor writes can be
 * found and read afterwards.
 *
 * The fixture clouds are copies of test/fixtures/cloud/*.json with two additions: an auth gate (the cloud
 * accepts only CREDENTIALS below, compared by sha256, so a successful lookup proves the credential reached
 * the provider), and one ibm_app_config_environment record keyed by SECRET_GUID, for lookups whose input is
 * a secret.
 */
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { locateTerraform } from "../../src/runtime/terraform-cli";
import type { Executor, ExecutorOptions } from "../../src/runtime/executor";
import { createStandinMirror, mirroredExecutables, pinnedStandinProviders, type StandinProviderSpec } from "../standin/mirror";
import { makeTempDir, REPO_ROOT } from "./project";
import { buildStandin } from "../standin/build";

/** Recognisable on purpose: a test greps every byte the executor wrote for these. */
export const CREDENTIALS = {
  ibm: "ibm-apikey-SECRET-5f0c1e7a9b3d",
  edgecenter: "ec-token-SECRET-8a2b4c6d0e1f",
} as const;
export const SECRET_GUID = "guid-SECRET-c0ffee-4b1d-9e2f";
export const SECRET_ENVIRONMENT_ID = "env-behind-secret-guid";

/** Provider attribute and upstream env variable that carry the credential, per stand-in cloud. */
const AUTH = {
  ibm: { attribute: "ibmcloud_api_key", env: ["IC_API_KEY", "IBMCLOUD_API_KEY"] },
  edgecenter: { attribute: "permanent_api_token", env: ["EC_PERMANENT_TOKEN"] },
} as const;

export interface Harness {
  root: string;
  /** Where the fixture clouds live: outside every directory the executor writes to. */
  cloudDir: string;
  cacheDir: string;
  tmpDir: string;
  cliConfigFile: string;
  /** The fixture clouds as written (upstream names), by provider type. */
  clouds: Record<string, { dataSources: Record<string, Record<string, unknown>[]> }>;
  /** The stand-in executables, by "<namespace>/<type>", for the plugin engine's providerBinaries. */
  providerBinaries: Record<string, string>;
  /**
   * Executor options pointing at this world, with the credentials as explicit configuration. The Terraform
   * engine unless `extra` says otherwise: most executor tests are about Terraform runs; those of the plugin
   * engine ask for it.
   */
  options(extra?: Partial<ExecutorOptions>): ExecutorOptions;
  /** The warnings of every executor made from options() without a `warn` of its own. */
  warnings: string[];
}

export interface HarnessOptions {
  /** Plugin protocol the stand-ins serve; 5 by default, as the upstreams do. */
  protocol?: 5 | 6;
  /** False for a world that only the plugin engine visits, with Terraform out of reach on purpose. */
  terraform?: boolean;
  /** More records per provider type and data source, appended to the fixture clouds' own. */
  records?: Record<string, Record<string, Record<string, unknown>[]>>;
  /** More stand-in providers to mirror beside the pinned two (their cloud file is theirs to write). */
  providers?: StandinProviderSpec[];
}

const sha256 = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");

/** Fails with a plain sentence when terraform is missing, instead of a cascade of spawn errors. */
export function requireTerraform(): string {
  try {
    return locateTerraform();
  } catch (err) {
    throw new Error(`these tests run the real Terraform CLI, and it is missing: ${(err as Error).message}`);
  }
}

export async function createHarness(label: string, harnessOptions: HarnessOptions = {}): Promise<Harness> {
  if (harnessOptions.terraform !== false) requireTerraform();
  await buildStandin();
  const root = makeTempDir(`executor-${label}`);
  const cloudDir = join(root, "clouds");
  mkdirSync(cloudDir);
  const clouds: Harness["clouds"] = {};
  const files: Record<string, string> = {};
  for (const type of ["ibm", "edgecenter"] as const) {
    const cloud = JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "cloud", `${type}.json`), "utf8"));
    cloud.auth = {
      attributes: [AUTH[type].attribute],
      env: { [AUTH[type].attribute]: [...AUTH[type].env] },
      acceptSha256: [sha256(CREDENTIALS[type])],
    };
    if (type === "ibm") {
      const template = cloud.dataSources.ibm_app_config_environment[0];
      cloud.dataSources.ibm_app_config_environment.push({
        ...template,
        guid: SECRET_GUID,
        environment_id: SECRET_ENVIRONMENT_ID,
        id: `${SECRET_GUID}/${SECRET_ENVIRONMENT_ID}`,
        name: "environment behind a secret guid",
      });
    }
    for (const [dataSource, records] of Object.entries(harnessOptions.records?.[type] ?? {}))
      cloud.dataSources[dataSource] = [...(cloud.dataSources[dataSource] ?? []), ...records];
    files[type] = join(cloudDir, `${type}.json`);
    writeFileSync(files[type], JSON.stringify(cloud, null, 2));
    clouds[type] = cloud;
  }
  const providers = [...pinnedStandinProviders(files), ...(harnessOptions.providers ?? [])];
  const cliConfigFile = createStandinMirror(join(root, "mirror"), { providers, protocol: harnessOptions.protocol });
  const providerBinaries = mirroredExecutables(join(root, "mirror"), providers);
  const cacheDir = join(root, "cache");
  const tmpDir = join(root, "tmp");
  const warnings: string[] = [];
  return {
    root,
    warnings,
    cloudDir,
    cacheDir,
    tmpDir,
    cliConfigFile,
    clouds,
    providerBinaries,
    options: (extra = {}) => ({
      engine: "terraform",
      providerBinaries,
      cliConfigFile,
      cacheDir,
      tmpDir,
      usePulumiConfig: false,
      config: { ibm: { cloudApiKey: CREDENTIALS.ibm }, edgecenter: { permanentApiToken: CREDENTIALS.edgecenter } },
      // Providers' warnings (a deprecated setting some tests configure) are kept, not printed; a test that checks
      // them passes its own `warn`.
      warn: (line) => warnings.push(line),
      ...extra,
    }),
  };
}

/** Every regular file under `dir`. Symlinks are not followed: the data dir links into the plugin cache, which is scanned as itself. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e);
      const st = lstatSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(p);
      else if (st.isFile()) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Files under `dirs` whose bytes contain any of `needles`, with the needle found. */
export function filesContaining(dirs: string[], needles: string[]): string[] {
  const hits: string[] = [];
  for (const file of dirs.flatMap(filesUnder)) {
    const bytes = readFileSync(file);
    for (const n of needles) if (bytes.includes(Buffer.from(n, "utf8"))) hits.push(`${file} contains ${n}`);
  }
  return hits;
}

export const ENV_TOKEN = "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment";
export const ZONE_TOKEN = "edgecenter:index/getAvailabilityZone:getAvailabilityZone";

/**
 * The lookups both engines' secret tests make, settled in order: an ibm and an edgecenter record of the
 * fixture clouds, the record behind SECRET_GUID given as a secret, and a secret guid that matches nothing,
 * which the stand-in quotes back in its error (the redactor's work to prove).
 */
export function secretLookups(executor: Executor, h: Harness): Promise<PromiseSettledResult<Record<string, unknown>>[]> {
  const record = h.clouds.ibm.dataSources.ibm_app_config_environment[0];
  const secret = { secretInputs: ["guid"] };
  return Promise.allSettled([
    executor.lookup("ibm", ENV_TOKEN, { guid: record.guid, environmentId: record.environment_id }),
    executor.lookup("edgecenter", ZONE_TOKEN, { regionName: h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0].region_name }),
    executor.lookup("ibm", ENV_TOKEN, { guid: SECRET_GUID, environmentId: SECRET_ENVIRONMENT_ID }, secret),
    executor.lookup("ibm", ENV_TOKEN, { guid: `${SECRET_GUID}-unknown`, environmentId: SECRET_ENVIRONMENT_ID }, secret),
  ]);
}
