/**
 * The Terraform lookup engine builds its stacks with whichever CDK core library is installed: the choice itself
 * (table of installed / preferred), the error when the chosen flavour was not generated, and every documented
 * function answered by real Terraform and the stand-ins through a stack built with CDK Terrain's `cdktn` and the
 * providers/<type>/cdktn bindings.
 */
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { chooseCoreLibrary, CORE_LIBRARY_ENV, type CoreLibrary } from "../../src/runtime/executor/core-library";
import { CREDENTIALS, createHarness, type Harness } from "../support/executor-harness";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { argumentsFor, expectedResult, loadSpec } from "../support/spec-expect";

const only = (...libs: CoreLibrary[]) => (lib: CoreLibrary) => libs.includes(lib);

describe("chooseCoreLibrary", () => {
  test.each([
    { installed: ["cdktf"], preferred: undefined, chosen: "cdktf" },
    { installed: ["cdktn"], preferred: undefined, chosen: "cdktn" },
    { installed: ["cdktf", "cdktn"], preferred: undefined, chosen: "cdktf" },
    { installed: ["cdktf", "cdktn"], preferred: "", chosen: "cdktf" },
    { installed: ["cdktf", "cdktn"], preferred: "cdktn", chosen: "cdktn" },
    { installed: ["cdktn"], preferred: "cdktn", chosen: "cdktn" },
  ] as { installed: CoreLibrary[]; preferred?: string; chosen: CoreLibrary }[])("installed $installed, preferred $preferred → $chosen", (c) => {
    expect(chooseCoreLibrary({ preferred: c.preferred, isInstalled: only(...c.installed) })).toBe(c.chosen);
  });

  test("neither installed: says what to install", () => {
    expect(() => chooseCoreLibrary({ isInstalled: only() })).toThrow(
      "the Terraform lookup engine builds its configuration with a CDK core library, and neither cdktf nor cdktn is installed: install one of them (npm install cdktf, or npm install cdktn for CDK Terrain)",
    );
  });

  test("a preference for a library that is not installed", () => {
    expect(() => chooseCoreLibrary({ preferred: "cdktn", isInstalled: only("cdktf") })).toThrow(
      `${CORE_LIBRARY_ENV} asks for cdktn, which is not installed (npm install cdktn)`,
    );
  });

  test("a preference that names no core library", () => {
    expect(() => chooseCoreLibrary({ preferred: "cdk8s", isInstalled: only("cdktf", "cdktn") })).toThrow(
      `${CORE_LIBRARY_ENV}: expected one of cdktf, cdktn, got "cdk8s"`,
    );
  });
});

describe(`with ${CORE_LIBRARY_ENV}=cdktn`, () => {
  let h: Harness;
  let previous: string | undefined;
  let warn: jest.SpyInstance;
  // Loaded after the variable is set: the engine picks its library once, when its stack module loads.
  let engine: {
    cdk: typeof import("../../src/runtime/executor/cdk");
    coreLibrary: typeof import("../../src/runtime/executor/core-library");
    executor: typeof import("../../src/runtime/executor");
    local: typeof import("../../src/runtime/invoke/local");
    sdks: Record<string, Record<string, (args: Record<string, unknown>) => Promise<Record<string, unknown>>>>;
  };

  beforeAll(async () => {
    previous = process.env[CORE_LIBRARY_ENV];
    // Three of the functions are deprecated and say so once each; that is not what this file tests.
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env[CORE_LIBRARY_ENV] = "cdktn";
    jest.resetModules();
    engine = {
      cdk: require("../../src/runtime/executor/cdk"),
      coreLibrary: require("../../src/runtime/executor/core-library"),
      executor: require("../../src/runtime/executor"),
      local: require("../../src/runtime/invoke/local"),
      sdks: { ibm: require("../../providers/ibm/pulumi"), edgecenter: require("../../providers/edgecenter/pulumi") },
    };
    h = await createHarness("cdktn-engine");
    engine.local.setLocalExecutor(new engine.executor.Executor(h.options()));
  });

  afterAll(() => {
    engine?.local.setLocalExecutor(undefined);
    warn?.mockRestore();
    if (previous === undefined) delete process.env[CORE_LIBRARY_ENV];
    else process.env[CORE_LIBRARY_ENV] = previous;
    removeDir(h?.root);
  });

  test("the stack classes are CDK Terrain's", () => {
    expect(engine.coreLibrary.coreLibrary().name).toBe("cdktn");
    const cdktn = require("cdktn") as typeof import("cdktf");
    const cdktf = require("cdktf") as typeof import("cdktf");
    expect(engine.cdk.App).toBe(cdktn.App);
    expect(engine.cdk.TerraformStack).not.toBe(cdktf.TerraformStack);
  });

  test("all 21 functions return their fixture records through a cdktn stack and the cdktn bindings", async () => {
    const cases: { pkg: string; fn: string; args: Record<string, unknown>; expected: Record<string, unknown> }[] = [];
    for (const pkg of ["ibm", "edgecenter"] as const) {
      const spec = loadSpec(pkg);
      for (const fn of spec.functions) {
        const record = h.clouds[pkg].dataSources[fn.upstream]?.[0];
        if (!record) throw new Error(`the ${pkg} fixture cloud has no ${fn.upstream} record`);
        cases.push({ pkg, fn: fn.name, args: argumentsFor(spec, fn.name, record), expected: expectedResult(spec, fn.name, record) });
      }
    }
    expect(cases).toHaveLength(21);
    const results = await Promise.all(cases.map((c) => engine.sdks[c.pkg][c.fn](c.args)));
    results.forEach((r, i) => expect({ fn: cases[i].fn, result: r }).toStrictEqual({ fn: cases[i].fn, result: cases[i].expected }));
  });

  test("a package generated without the cdktn flavour: an error saying how to get it", () => {
    const dir = makeTempDir("no-cdktn");
    try {
      fs.mkdirSync(path.join(dir, "provider"));
      fs.writeFileSync(path.join(dir, "index.ts"), "// the cdktf flavour only\n");
      expect(() => engine.coreLibrary.bindingsFolder(dir)).toThrow(
        `${dir} has no bindings for cdktn, the CDK core library this program loads: generate them (add "cdktn" to coreLibrary in cdktf.json), or have the engine use cdktf (install it; with both installed, set ${CORE_LIBRARY_ENV}=cdktf)`,
      );
      fs.mkdirSync(path.join(dir, "cdktn"));
      fs.writeFileSync(path.join(dir, "cdktn", "index.ts"), "// generated by cdktn get\n");
      expect(engine.coreLibrary.bindingsFolder(dir)).toBe(path.join(dir, "cdktn"));
    } finally {
      removeDir(dir);
    }
  });
});

describe("a plain Node program on a machine with only one core library installed", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness("one-core-library");
  });
  afterAll(() => removeDir(h?.root));

  /** test/executor/programs/plain-node-lookups.ts in a child where the named packages cannot be resolved. */
  function runWithout(hidden: string[]) {
    const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment[0];
    const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
    const input = { environment: { guid: envRecord.guid, environmentId: envRecord.environment_id }, zone: { regionName: zoneRecord.region_name } };
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of Object.keys(env)) if (k.startsWith("TFLOOKUP_")) delete env[k];
    Object.assign(env, {
      TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile,
      TFLOOKUP_CACHE_DIR: h.cacheDir,
      TFLOOKUP_TMPDIR: h.tmpDir,
      TFLOOKUP_TEST_HIDE_PACKAGES: hidden.join(","),
      NODE_OPTIONS: `-r ${path.join(REPO_ROOT, "test", "support", "hide-packages.js")} -r ${path.join(REPO_ROOT, "test", "plugin", "support", "trace-cdktf.js")}`,
      PULUMI_CONFIG: JSON.stringify({ "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter }),
      PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(["ibm:cloudApiKey", "edgecenter:permanentApiToken"]),
    });
    const r = spawnSync(path.join(REPO_ROOT, "node_modules", ".bin", "tsx"), [path.join(REPO_ROOT, "test", "executor", "programs", "plain-node-lookups.ts"), JSON.stringify(input)], {
      cwd: REPO_ROOT,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    return { r, envRecord, zoneRecord };
  }

  test("only cdktn: the engine finds it by itself, never touches cdktf, and the lookups return their records", () => {
    const { r, envRecord, zoneRecord } = runWithout(["cdktf"]);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    const out = JSON.parse(r.stdout);
    expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", envRecord));
    expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zoneRecord));
  });

  test("neither: the lookup fails saying what to install", () => {
    const { r } = runWithout(["cdktf", "cdktn"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("neither cdktf nor cdktn is installed: install one of them (npm install cdktf, or npm install cdktn for CDK Terrain)");
  });
});
