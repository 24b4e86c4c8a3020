/**
 * The shipped plugins (src/runtime/pulumi-plugin/main.ts with the real executor) driven over gRPC the way the Pulumi
 * engine drives them, against the stand-in providers through a real Terraform: every one of the 21 functions,
 * results checked against the documented SDK, plus configuration, secrets and the two kinds of failure.
 *
 * Terraform is required: without it this file fails (createLookupWorld says so), it is never skipped.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { status } from "@grpc/grpc-js";
import { CREDENTIALS, SECRET_ENVIRONMENT_ID, SECRET_GUID } from "../support/executor-harness";
import { documentedPackage } from "./support/documented-shape";
import { createLookupWorld, type LookupWorld } from "./support/lookup-world";
import {
  CDKTF_LOADED,
  isSecret,
  ProviderRpc,
  REPO_ROOT,
  secret,
  TRACE_CDKTF,
  unwrapSecrets,
  type RunningPlugin,
  failure,
} from "./support/plugin-process";

/** One call per function, in documented names, naming a record of the stand-in clouds (test/fixtures/cloud). */
const LOOKUPS: Record<"ibm" | "edgecenter", Record<string, Record<string, unknown>>> = {
  ibm: {
    getAccount: { orgGuid: "org-guid-standin-01" },
    getAccountInfo: { accountId: "acc-standin-0001" },
    getApp: { name: "standin-app", spaceGuid: "space-guid-standin-01" },
    getAppConfigCollection: { guid: "appconfig-standin-guid-01", collectionId: "web-collection" },
    getAppConfigCollections: { guid: "appconfig-standin-guid-01" },
    getAppConfigEnvironment: { guid: "appconfig-standin-guid-01", environmentId: "dev" },
    getAppConfigEnvironments: { guid: "appconfig-standin-guid-01" },
    getAppConfigFeature: { guid: "appconfig-standin-guid-01", environmentId: "dev", featureId: "dark-mode" },
    getAppConfigFeatures: { guid: "appconfig-standin-guid-01", environmentId: "dev" },
    getAppConfigIntegrationEn: { guid: "appconfig-standin-guid-01", integrationId: "en-integration-01" },
    getAppConfigIntegrationKms: { guid: "appconfig-standin-guid-01", integrationId: "kms-integration-01" },
    getAppConfigIntegrations: { guid: "appconfig-standin-guid-01" },
  },
  edgecenter: {
    getAvailabilityZone: { regionId: 8 },
    getCdnShieldingLocation: { datacenter: "standin-dc-frankfurt" },
    getDnsSecondaryZones: {},
    getFlavor: { projectId: 101, regionId: 8 },
    getFloatingip: { projectId: 101, regionId: 8, floatingIpAddress: "203.0.113.10" },
    getImage: { projectId: 101, regionId: 8, name: "ubuntu-22.04-x64" },
    getInstance: { projectId: 101, regionId: 8, name: "standin-vm-legacy" },
    getInstancePortSecurity: {
      projectId: 101,
      regionId: 8,
      instanceId: "1a570000-5a1d-4e11-8000-000000000002",
      portId: "b0b00000-5a1d-4e11-8000-00000000b002",
    },
    getInstanceV2: { projectId: 101, regionId: 8, name: "standin-vm-1" },
  },
};

const tokenOf = (pkg: string, fn: string) => `${pkg}:index/${fn}:${fn}`;
const CASES = (Object.entries(LOOKUPS) as [keyof typeof LOOKUPS, Record<string, Record<string, unknown>>][]).flatMap(([pkg, fns]) =>
  Object.entries(fns).map(([fn, args]) => ({ pkg, fn, token: tokenOf(pkg, fn), args })),
);

/** What cdktf.json pins, which is what each plugin must report as its version. */
function pinnedVersion(type: string): string {
  const pins = JSON.parse(readFileSync(join(REPO_ROOT, "cdktf.json"), "utf8")).terraformProviders as string[];
  const pin = pins.find((p) => p.split("@")[0].split("/")[1] === type);
  if (!pin) throw new Error(`cdktf.json pins no ${type}`);
  return pin.split("@")[1];
}

let world: LookupWorld;
const plugins: Partial<Record<"ibm" | "edgecenter", RunningPlugin>> = {};
const rpc = (pkg: "ibm" | "edgecenter") => new ProviderRpc(plugins[pkg]!.client);

beforeAll(async () => {
  world = await createLookupWorld("plugin");
  const [ibm, edgecenter] = await Promise.all([
    world.start("ibm", { nodeArgs: TRACE_CDKTF }),
    world.start("edgecenter", { nodeArgs: TRACE_CDKTF }),
  ]);
  Object.assign(plugins, { ibm, edgecenter });
});

afterAll(async () => {
  await Promise.all(Object.values(plugins).map((p) => p.stop()));
  // Neither plugin may have written a credential or a secret argument to its log, whatever happened.
  for (const p of Object.values(plugins)) {
    for (const s of [CREDENTIALS.ibm, CREDENTIALS.edgecenter, SECRET_GUID]) expect(p.stderr()).not.toContain(s);
  }
  if (world) rmSync(world.harness.root, { recursive: true, force: true });
});

describe("before any lookup", () => {
  test.each(["ibm", "edgecenter"] as const)(
    "%s: GetPluginInfo is the pinned upstream version; GetSchema is the committed schema.json",
    async (pkg) => {
      expect(await rpc(pkg).getPluginInfo()).toBe(pinnedVersion(pkg));
      expect(await rpc(pkg).getSchema()).toBe(readFileSync(join(REPO_ROOT, "providers", pkg, "pulumi", "schema.json"), "utf8"));
    },
  );

  test("CheckConfig accepts the documented config variables and names a misspelt one", async () => {
    const ok = await rpc("ibm").checkConfig("ibm", { cloudApiKey: "x", cloudTimeout: "60", iamProfileId: "p" });
    expect(ok.failures).toEqual([]);
    const bad = await rpc("edgecenter").checkConfig("edgecenter", { permanentApiToken: "x", apiEndpoints: "https://e" });
    expect(bad.failures).toEqual([
      { property: "apiEndpoints", reason: expect.stringMatching(/^is not a configuration variable of edgecenter; known: .*apiEndpoint,/) },
    ]);
  });

  test("Configure takes documented names (a secret credential for edgecenter, one in clear for ibm)", async () => {
    expect(await rpc("ibm").configure("ibm", { cloudApiKey: CREDENTIALS.ibm, cloudTimeout: "60", version: pinnedVersion("ibm") })).toEqual({
      acceptSecrets: true,
      acceptResources: false,
    });
    await rpc("edgecenter").configure("edgecenter", {
      permanentApiToken: secret(CREDENTIALS.edgecenter),
      apiEndpoint: "https://api.standin.example",
    });
  });

  test("nothing so far has loaded cdktf (the executor is loaded by the first Invoke)", () => {
    for (const p of Object.values(plugins)) expect(p.stderr()).not.toContain(CDKTF_LOADED);
  });
});

/** The package's schema.json, as the plugin serves it. */
function schemaOf(pkg: string): { functions: Record<string, { outputs: { properties: Record<string, { secret?: boolean }> } }> } {
  return JSON.parse(readFileSync(join(REPO_ROOT, "providers", pkg, "pulumi", "schema.json"), "utf8")) as ReturnType<typeof schemaOf>;
}

describe("every function, all at once", () => {
  const results = new Map<string, Record<string, unknown>>();
  let starts = 0;

  beforeAll(async () => {
    const before = world.terraformStarts();
    // Concurrent on purpose: the executor batches what arrives together into one Terraform run per package.
    const outputs = await Promise.all(CASES.map((c) => rpc(c.pkg).invoke(c.token, c.args)));
    CASES.forEach((c, i) => {
      expect(outputs[i].failures).toEqual([]);
      results.set(c.token, outputs[i].outputs);
    });
    starts = world.terraformStarts() - before;
  });

  test("all 21 functions answered, through Terraform, without loading cdktf (the executor writes main.tf.json itself)", () => {
    expect(results.size).toBe(21);
    expect(starts).toBeGreaterThan(0);
    for (const p of Object.values(plugins)) expect(p.stderr()).not.toContain(CDKTF_LOADED);
  });

  test.each(CASES.map((c) => [c.token, c] as const))("%s returns exactly the documented field names", (_token, c) => {
    const result = unwrapSecrets(results.get(c.token)) as Record<string, unknown>;
    expect(documentedPackage(c.pkg).check(c.token, result)).toEqual([]);
    // The arguments come back as given: the record found is the one asked for.
    for (const [name, value] of Object.entries(c.args)) expect([name, result[name]]).toEqual([name, value]);
  });

  test("nested and renamed fields carry the stand-in cloud's data under their documented names", () => {
    const ibm = (fn: string) => results.get(tokenOf("ibm", fn))!;
    const ec = (fn: string) => unwrapSecrets(results.get(tokenOf("edgecenter", fn))) as Record<string, unknown>;
    expect((ibm("getAppConfigEnvironments").previouses as { href: string }[])[0].href).toMatch(
      /environments\?limit=10&offset=0&page=previous$/,
    );
    expect(ibm("getAccountInfo").linkedLegacyBAccount).toBe("SL-standin-1234567");
    expect(ibm("getAccount").accountUsers).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: "ada.lovelace@example.com", role: "OrgManager" })]),
    );
    expect(ec("getImage").metadataReadOnlies).toEqual([{ key: "os_type", readOnly: true, value: "linux" }]);
    expect(ec("getFloatingip").metadataReadOnlies).toEqual([
      { key: "owner", readOnly: true, value: "standin-team" },
      { key: "purpose", readOnly: true, value: "public-endpoint" },
    ]);
  });

  test("a credential configured as a secret (edgecenter) or in clear (ibm) taints no result: only sensitive fields are secret", () => {
    for (const c of CASES) {
      const outputs = schemaOf(c.pkg).functions[c.token].outputs.properties;
      const secretFields = Object.entries(results.get(c.token)!)
        .filter(([, v]) => isSecret(v))
        .map(([k]) => k);
      const declared = Object.keys(results.get(c.token)!).filter((k) => outputs[k]?.secret === true);
      expect([c.token, secretFields]).toEqual([c.token, declared]);
    }
    // Some results are plain now, whatever the credential: previews and stack outputs can show them.
    expect(CASES.filter((c) => c.pkg === "edgecenter").every((c) => Object.values(results.get(c.token)!).some((v) => !isSecret(v)))).toBe(
      true,
    );
  });
});

describe("secrets and failures", () => {
  test("a secret argument makes the result secret; the same lookup in clear does not", async () => {
    const token = tokenOf("ibm", "getAppConfigEnvironment");
    const [hidden, plain] = await Promise.all([
      rpc("ibm").invoke(token, { guid: secret(SECRET_GUID), environmentId: SECRET_ENVIRONMENT_ID }),
      rpc("ibm").invoke(token, { guid: "appconfig-standin-guid-01", environmentId: "dev" }),
    ]);
    expect(Object.entries(hidden.outputs).filter(([, v]) => !isSecret(v))).toEqual([]);
    expect(unwrapSecrets(hidden.outputs)).toMatchObject({
      guid: SECRET_GUID,
      environmentId: SECRET_ENVIRONMENT_ID,
      name: "environment behind a secret guid",
    });
    expect(Object.values(plain.outputs).some(isSecret)).toBe(false);
  });

  test("a bad argument fails with INVALID_ARGUMENT and the executor's message, and Terraform is not started", async () => {
    const before = world.terraformStarts();
    const f = await failure(rpc("ibm").invoke(tokenOf("ibm", "getAccount"), { orgGiud: "org-guid-standin-01" }));
    expect(f.code).toBe(status.INVALID_ARGUMENT);
    expect(f.details).toMatch(/^getAccount: unknown argument orgGiud \(did you mean orgGuid\?\)/);
    const unknownFn = await failure(rpc("edgecenter").invoke("edgecenter:index/getFlavour:getFlavour", { projectId: 101, regionId: 8 }));
    expect(unknownFn.code).toBe(status.INVALID_ARGUMENT);
    expect(unknownFn.details).toMatch(
      /unknown function token edgecenter:index\/getFlavour:getFlavour \(did you mean edgecenter:index\/getFlavor:getFlavor\?\)/,
    );
    expect(world.terraformStarts()).toBe(before);
  });

  test("a lookup Terraform refuses fails with UNKNOWN and the upstream diagnostic in the message", async () => {
    const f = await failure(rpc("ibm").invoke(tokenOf("ibm", "getAccount"), { orgGuid: "no-such-org" }));
    expect(f.code).toBe(status.UNKNOWN);
    expect(f.details).toMatch(/^getAccount \(ibm:index\/getAccount:getAccount\): .*No ibm_account found/);
  });

  test("ibm with cloudApiKey held as a secret, as real stacks hold it: results stay plain but for sensitive fields", async () => {
    await rpc("ibm").configure("ibm", { cloudApiKey: secret(CREDENTIALS.ibm), version: pinnedVersion("ibm") });
    const outputs = schemaOf("ibm").functions;
    for (const [fn, args] of Object.entries(LOOKUPS.ibm)) {
      const token = tokenOf("ibm", fn);
      const result = (await rpc("ibm").invoke(token, args)).outputs;
      const secretFields = Object.keys(result).filter((k) => isSecret(result[k]));
      expect([fn, secretFields]).toEqual([fn, Object.keys(result).filter((k) => outputs[token].outputs.properties[k]?.secret === true)]);
      expect(Object.keys(result).length).toBeGreaterThan(secretFields.length);
    }
  });

  test("a rejected credential is reported without its value, whether it was sent as a secret or not", async () => {
    for (const [pkg, args] of [
      ["ibm", { cloudApiKey: "wrong-key-in-clear-123" }],
      ["edgecenter", { permanentApiToken: secret("wrong-token-as-secret-456") }],
    ] as const) {
      await rpc(pkg).configure(pkg, args);
      const [fn, fnArgs] = Object.entries(LOOKUPS[pkg])[0];
      const f = await failure(rpc(pkg).invoke(tokenOf(pkg, fn), fnArgs));
      expect(f.details).toMatch(/rejected the credentials/);
      expect(f.details).not.toMatch(/wrong-(key|token)/);
      expect(plugins[pkg]!.stderr()).not.toMatch(/wrong-(key|token)/);
    }
  });
});
