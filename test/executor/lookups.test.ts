/**
 * The generated SDK functions, called the way a plain Node program calls them, answered by real Terraform and
 * the stand-in providers: every function returns its fixture record in documented names, bad input never
 * reaches Terraform, provider errors come back as errors of the lookup that caused them, and lookups issued
 * together share one Terraform run.
 */
import * as edgecenter from "../../providers/edgecenter/pulumi";
import * as ibm from "../../providers/ibm/pulumi";
import { Executor } from "../../src/runtime/executor";
import { setLocalExecutor } from "../../src/runtime/invoke/local";
import { terraformSpawnCount } from "../../src/runtime/terraform-cli";
import { createHarness, type Harness } from "../support/executor-harness";
import { removeDir } from "../support/project";
import { argumentsFor, expectedResult, loadSpec } from "../support/spec-expect";

const sdks: Record<string, Record<string, (args: Record<string, unknown>) => Promise<Record<string, unknown>>>> = {
  ibm: ibm as never,
  edgecenter: edgecenter as never,
};

interface Case {
  pkg: "ibm" | "edgecenter";
  fn: string;
  args: Record<string, unknown>;
  expected: Record<string, unknown>;
}

let h: Harness;
let executor: Executor;
let cases: Case[];

beforeAll(async () => {
  h = await createHarness("lookups");
  executor = new Executor(h.options());
  setLocalExecutor(executor);
  cases = [];
  for (const pkg of ["ibm", "edgecenter"] as const) {
    const spec = loadSpec(pkg);
    for (const fn of spec.functions) {
      const record = h.clouds[pkg].dataSources[fn.upstream]?.[0];
      if (!record) throw new Error(`the ${pkg} fixture cloud has no ${fn.upstream} record`);
      cases.push({ pkg, fn: fn.name, args: argumentsFor(spec, fn.name, record), expected: expectedResult(spec, fn.name, record) });
    }
  }
});

afterAll(() => {
  setLocalExecutor(undefined);
  removeDir(h?.root);
});

describe("every function through the generated SDK", () => {
  test("all 21 functions, issued together, return their fixture records in one Terraform apply", async () => {
    expect(cases).toHaveLength(21);
    const spawnsBefore = terraformSpawnCount();
    const runsBefore = executor.stats().runs;
    const results = await Promise.all(cases.map((c) => sdks[c.pkg][c.fn](c.args)));
    results.forEach((r, i) => expect({ fn: cases[i].fn, result: r }).toStrictEqual({ fn: cases[i].fn, result: cases[i].expected }));
    expect(executor.stats().runs - runsBefore).toBe(1);
    // One init for the new provider set, one apply.
    expect(terraformSpawnCount() - spawnsBefore).toBe(2);
  });

  test("documented names reach nested fields, plurals and renames", async () => {
    const [envs, image, info, account] = await Promise.all([
      ibm.getAppConfigEnvironments({ guid: "appconfig-standin-guid-01" }),
      edgecenter.getImage(argumentsFor(loadSpec("edgecenter"), "getImage", h.clouds.edgecenter.dataSources.edgecenter_image[0]) as never),
      ibm.getAccountInfo({ accountId: "acc-standin-0001" }),
      ibm.getAccount({ orgGuid: "org-guid-standin-01" }),
    ]);
    expect(envs.previouses[0].href).toBe((h.clouds.ibm.dataSources.ibm_app_config_environments[0].previous as { href: string }[])[0].href);
    expect(envs).not.toHaveProperty("previous");
    expect(Array.isArray(image.metadataReadOnlies)).toBe(true);
    expect(image).not.toHaveProperty("metadata_read_only");
    expect(info.linkedLegacyBAccount).toBe("SL-standin-1234567");
    expect(account.accountUsers.map((u) => u.email)).toEqual(["ada.lovelace@example.com", "grace.hopper@example.com"]);
  });

  test("the Output form resolves to the same record", async () => {
    const out = ibm.getAccountOutput({ orgGuid: "org-guid-standin-01" });
    const value = await new Promise<ibm.GetAccountResult>((resolve) => out.apply((v) => resolve(v)));
    expect(value.id).toBe("acct-standin-7f3a0c21");
  });
});

describe("bad input is rejected before anything is spawned", () => {
  const rejects = async (call: () => Promise<unknown>, message: string) => {
    const before = terraformSpawnCount();
    await expect(call()).rejects.toThrow(message);
    expect(terraformSpawnCount()).toBe(before);
  };

  test("a value of the wrong type", () =>
    rejects(() => ibm.getAccount({ orgGuid: 5 as never }), "getAccount: argument orgGuid: expected a string, got number 5"));

  test("a missing required argument", () =>
    rejects(() => ibm.getAccount({} as never), "getAccount: argument orgGuid: expected a string, got nothing (it is required)"));

  test("both sides of an exactlyOneOf", () =>
    rejects(
      () => edgecenter.getFlavor({ projectId: 1, regionId: 1, regionName: "Luxembourg" }),
      "getFlavor: arguments regionId and regionName: exactly one must be given, got both",
    ));

  test("neither side of an exactlyOneOf", () =>
    rejects(
      () => edgecenter.getAvailabilityZone({}),
      "getAvailabilityZone: arguments regionId and regionName: exactly one must be given, got none",
    ));

  test("a bad element inside a list", () =>
    rejects(
      () => ibm.getAppConfigCollection({ guid: "g", collectionId: "c", includes: ["features", 7 as never] }),
      "getAppConfigCollection: argument includes[1]: expected a string, got number 7",
    ));

  test("a bad value inside a map", () =>
    rejects(
      () => edgecenter.getImage({ name: "x", projectId: 1, regionId: 1, metadataKv: { os: true as never } }),
      "getImage: argument metadataKv.os: expected a string, got boolean true",
    ));

  test("an unknown argument name, through the executor API", () =>
    rejects(
      () => executor.lookup("ibm", "ibm:index/getAccount:getAccount", { orgGUID: "x" }),
      "getAccount: unknown argument orgGUID (did you mean orgGuid?)",
    ));

  test("an unknown argument name, through the SDK in plain Node (a typo is reported, not dropped)", () =>
    rejects(() => ibm.getAccount({ orgGUID: "x" } as never), "getAccount: unknown argument orgGUID (did you mean orgGuid?)"));

  test("an upstream name instead of the documented one", () =>
    rejects(
      () => executor.lookup("ibm", "ibm:index/getAccount:getAccount", { org_guid: "x" }),
      "unknown argument org_guid (did you mean orgGuid?)",
    ));

  test("an unknown token", () =>
    rejects(
      () => executor.lookup("ibm", "ibm:index/getAcount:getAcount", {}),
      "ibm: unknown function token ibm:index/getAcount:getAcount (did you mean ibm:index/getAccount:getAccount?)",
    ));

  test("every problem of one call in one message", () =>
    rejects(
      () => executor.lookup("edgecenter", "edgecenter:index/getFlavor:getFlavor", { projectId: "1", regionName: 2 }),
      'getFlavor: argument projectId: expected a number, got string "1"; argument regionName: expected a string, got number 2',
    ));
});

describe("provider errors", () => {
  test("come back naming the function, the token, the argument pointed at and the upstream summary and detail", async () => {
    const err = await ibm.getAccount({ orgGuid: "no-such-org" }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toContain("getAccount (ibm:index/getAccount:getAccount): argument orgGuid: No ibm_account found: ");
    expect(err!.message).toContain('The stand-in cloud has no ibm_account with org_guid = "no-such-org"');
  });

  test("fail only their own lookup; the rest of the batch still resolves", async () => {
    const runsBefore = executor.stats().runs;
    const results = await Promise.allSettled([
      ibm.getAccount({ orgGuid: "org-guid-standin-01" }),
      ibm.getAccountInfo({ accountId: "no-such-account" }),
      edgecenter.getAvailabilityZone({ regionName: "no-such-region" }),
      ibm.getApp({ name: "standin-app", spaceGuid: "space-guid-standin-01" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(
      /^getAccountInfo \(ibm:index\/getAccountInfo:getAccountInfo\): argument accountId: No ibm_account_info found/,
    );
    expect((results[2] as PromiseRejectedResult).reason.message).toMatch(
      /^getAvailabilityZone \(edgecenter:index\/getAvailabilityZone:getAvailabilityZone\): argument regionName: No edgecenter_availability_zone found/,
    );
    expect((results[0] as PromiseFulfilledResult<ibm.GetAccountResult>).value.id).toBe("acct-standin-7f3a0c21");
    expect((results[3] as PromiseFulfilledResult<ibm.GetAppResult>).value.id).toBe("app-guid-standin-01");
    // The failed run, then one without the two failed lookups.
    expect(executor.stats().runs - runsBefore).toBe(2);
  });
});

describe("warnings", () => {
  test("a deprecated provider setting: Terraform's warning, once per run, with a lookup of that provider", async () => {
    const warnings: string[] = [];
    const base = h.options({ warn: (line) => warnings.push(line) });
    const x = new Executor({ ...base, config: { ...base.config, edgecenter: { ...base.config?.edgecenter, userName: "someone" } } });
    const picked = [...cases.filter((c) => c.pkg === "edgecenter").slice(0, 3), cases.find((c) => c.pkg === "ibm")!];
    const results = await Promise.all(picked.map((c) => x.lookup(c.pkg, `${c.pkg}:index/${c.fn}:${c.fn}`, c.args)));
    results.forEach((r, i) => expect(r).toStrictEqual(picked[i].expected));
    expect(x.stats().runs).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: \w+ \(edgecenter:index\/\w+:\w+\): setting userName: Argument is deprecated: /);
  });
});

describe("batching and isolation", () => {
  test("100 concurrent lookups take one terraform apply", async () => {
    const ibmCases = cases.filter((c) => c.pkg === "ibm");
    const ecCases = cases.filter((c) => c.pkg === "edgecenter");
    const calls = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? ibmCases[i % ibmCases.length] : ecCases[i % ecCases.length]));
    const spawnsBefore = terraformSpawnCount();
    const runsBefore = executor.stats().runs;
    const results = await Promise.all(calls.map((c) => sdks[c.pkg][c.fn](c.args)));
    results.forEach((r, i) => expect(r).toStrictEqual(calls[i].expected));
    expect(executor.stats().runs - runsBefore).toBe(1);
    // The provider set was initialised by the first test: one process, the apply.
    expect(terraformSpawnCount() - spawnsBefore).toBe(1);
  });

  test("16 independent callers in parallel each get their own result from their own run", async () => {
    const picks = Array.from({ length: 16 }, (_, i) => cases[(i * 5) % cases.length]);
    const executors = picks.map(() => new Executor(h.options({ keepWorkDir: true, tmpDir: `${h.root}/isolated` })));
    const results = await Promise.all(picks.map((c, i) => executors[i].lookup(c.pkg, tokenOf(c), c.args)));
    results.forEach((r, i) => expect(r).toStrictEqual(picks[i].expected));
    executors.forEach((e) => expect(e.stats()).toEqual({ lookups: 1, batches: 1, runs: 1 }));
    // 16 kept run directories, each holding exactly its own caller's one lookup.
    const fs = await import("node:fs");
    const dirs = fs.readdirSync(`${h.root}/isolated`).filter((d) => d.startsWith("tflookup-run-"));
    expect(dirs).toHaveLength(16);
    const types = dirs.map((d) => {
      const config = JSON.parse(fs.readFileSync(`${h.root}/isolated/${d}/main.tf.json`, "utf8"));
      const blocks = Object.entries(config.data as Record<string, Record<string, unknown>>).flatMap(([t, b]) =>
        Object.keys(b).map(() => t),
      );
      expect(blocks).toHaveLength(1);
      expect(fs.statSync(`${h.root}/isolated/${d}`).mode & 0o777).toBe(0o700);
      return blocks[0];
    });
    expect(types.sort()).toEqual(picks.map((c) => upstreamOf(c)).sort());
  });
});

describe("the shared init", () => {
  test("is rebuilt when Terraform finds it damaged, and the lookup still succeeds", async () => {
    const cacheDir = `${h.root}/cache-damaged`;
    const fs = await import("node:fs");
    await new Executor(h.options({ cacheDir })).lookup("ibm", "ibm:index/getAccount:getAccount", { orgGuid: "org-guid-standin-01" });
    fs.rmSync(`${cacheDir}/plugins`, { recursive: true, force: true });
    const before = terraformSpawnCount();
    const r = await new Executor(h.options({ cacheDir })).lookup("ibm", "ibm:index/getAccount:getAccount", {
      orgGuid: "org-guid-standin-01",
    });
    expect(r.id).toBe("acct-standin-7f3a0c21");
    // The apply that found the providers missing, init again, the apply that worked.
    expect(terraformSpawnCount() - before).toBe(3);
  });
});

function tokenOf(c: Case): string {
  return `${c.pkg}:index/${c.fn}:${c.fn}`;
}

function upstreamOf(c: Case): string {
  return loadSpec(c.pkg).functions.find((f) => f.name === c.fn)!.upstream;
}
