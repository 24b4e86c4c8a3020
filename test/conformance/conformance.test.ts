import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildPackageModel } from "../../src/tfgen/model/build";
import type { PackageModel } from "../../src/tfgen/model/types";
import { loadProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { compareSurface, formatDifference, matchesDeviation, type Deviation, type Difference, type Source } from "./compare";
import { IBM_SECRET_CONFIG, loadSpec, PROVIDERS, specProblems, type ProviderSpec, type ProviderType } from "./spec";
import { surfaceFromModel, surfaceFromPulumiSchema, type Surface } from "./surface";
import { compileTypeTests, compilerOptions, pulumiLayout, renderTypeTest, writeTypeTest, type TypeTestEntry } from "./typescript";

/*
 * The generated API against the documented one (test/fixtures/spec/*.json), from three angles: the
 * package model every emitter reads, the emitted Pulumi Package Schema, and the emitted TypeScript types.
 * Each check collects every difference before failing, so one run shows the whole gap.
 */

const REPO_ROOT = path.resolve(__dirname, "..", "..");

/**
 * Where the project differs from the spec on purpose. Anything not listed here is a bug; anything listed
 * here that is no longer found is a bug too (the hardening was lost), so the list is asserted exactly.
 */
const DEVIATIONS: Deviation[] = [
  {
    provider: "edgecenter",
    where: "config password",
    aspect: "secret",
    expected: false,
    actual: true,
    reason: 'policy: secrets are "API keys, tokens, passwords — even where upstream does not mark them sensitive"',
  },
];

/** schema.json and the model carry the secret flag; the TypeScript types cannot, so no deviation applies there. */
const DEVIATION_SOURCES: Source[] = ["model", "schema.json"];

const specs = new Map<ProviderType, ProviderSpec>(PROVIDERS.map((p) => [p, loadSpec(p)]));

/** The committed tree by default; CONFORMANCE_PROVIDERS_DIR checks a freshly generated one before it is written. */
const PROVIDERS_DIR = process.env.CONFORMANCE_PROVIDERS_DIR ?? path.join(REPO_ROOT, "providers");

function sdkRoot(p: ProviderType): string {
  return path.join(PROVIDERS_DIR, p, "pulumi");
}

/** Fails with the full list, one line per difference, rather than at the first. */
function expectNoDifferences(title: string, diffs: Difference[], extra: string[] = []): void {
  const lines = [...diffs.map(formatDifference), ...extra];
  if (lines.length) throw new Error(`${title}: ${lines.length} difference(s) from the spec:\n  ${lines.join("\n  ")}`);
}

/** Splits differences into the known deviations (checked to be exactly the list) and everything else. */
function checkAgainstSpec(source: Source, diffs: Difference[]): void {
  const unexpected = diffs.filter((d) => !DEVIATIONS.some((v) => matchesDeviation(d, v)));
  const found = DEVIATIONS.filter((v) => diffs.some((d) => d.source === source && matchesDeviation(d, v)));
  const lost = DEVIATION_SOURCES.includes(source) ? DEVIATIONS.filter((v) => !found.includes(v)) : [];
  expectNoDifferences(
    source,
    unexpected,
    lost.map(
      (v) =>
        `${v.provider} [${source}] ${v.where}: deliberate deviation (${v.aspect} ${JSON.stringify(v.actual)} instead of ` +
        `${JSON.stringify(v.expected)}) is missing; reason it exists: ${v.reason}`,
    ),
  );
  if (!DEVIATION_SOURCES.includes(source)) expect(found).toEqual([]);
  else expect(found).toEqual(DEVIATIONS);
}

describe("the spec files read as this test assumes", () => {
  test.each(PROVIDERS)("%s", (p) => {
    expect(specProblems(p)).toEqual([]);
  });

  test("counts are the documented ones", () => {
    const count = (p: ProviderType) => ({ functions: specs.get(p)!.functions.length, config: specs.get(p)!.config.length });
    expect(count("ibm")).toEqual({ functions: 12, config: 27 });
    expect(count("edgecenter")).toEqual({ functions: 9, config: 14 });
    expect(
      specs
        .get("ibm")!
        .config.filter((c) => c.secret)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...IBM_SECRET_CONFIG].sort());
  });
});

describe("package model (buildPackageModel over cdktf.json)", () => {
  const models = new Map<ProviderType, PackageModel>();
  beforeAll(() => {
    const config = readProjectConfig(REPO_ROOT);
    for (const target of config.providers) {
      const model = buildPackageModel(loadProviderInputs(REPO_ROOT, target));
      models.set(target.type as ProviderType, model);
    }
  });

  test("cdktf.json wraps exactly the two documented providers", () => {
    expect([...models.keys()].sort()).toEqual([...PROVIDERS].sort());
  });

  test("matches the spec: tokens, inputs, outputs, nested types, config", () => {
    const diffs = PROVIDERS.flatMap((p) => {
      const model = models.get(p);
      if (!model)
        return [{ provider: p, source: "model" as const, where: "package", aspect: "presence", expected: "present", actual: "missing" }];
      return compareSurface(specs.get(p)!, "model", surfaceFromModel(model), { compareUpstream: true });
    });
    checkAgainstSpec("model", diffs);
  });

  test("negative control: the comparison reports each kind of difference, and only those", () => {
    const s = surfaceFromModel(models.get("ibm")!);
    const fn = (n: string) => s.functions.get(`ibm:index/${n}:${n}`)!;
    fn("getAccount").outputs.delete("orgGuid");
    fn("getAccount").inputs.get("id")!.required = true;
    fn("getAccount").inputs.get("orgGuid")!.upstream = "org_id";
    s.types.get("getAccountInfoTrait")!.fields.get("euSupported")!.type = "string";
    s.types.delete("getAppConfigFeaturesNext");
    s.functions.set("ibm:index/getBogus:getBogus", { inputs: new Map(), outputs: new Map() });
    delete fn("getApp").deprecationMessage;
    s.config.get("cloudApiKey")!.secret = false;
    s.config.get("generation")!.deprecationMessage = "reworded";
    s.config.get("region")!.default = "us-south";
    delete s.config.get("riaasEndpoint")!.deprecationMessage;
    expect(compareSurface(specs.get("ibm")!, "model", s, { compareUpstream: true }).map(formatDifference)).toEqual([
      "ibm [model] function getAccount input id: required expected false, actual true",
      'ibm [model] function getAccount input orgGuid: upstream expected "org_guid", actual "org_id"',
      'ibm [model] function getAccount output orgGuid: presence expected "present", actual "missing"',
      'ibm [model] function getApp: deprecationMessage expected "This service is deprecated.", actual null',
      'ibm [model] function token ibm:index/getBogus:getBogus: presence expected "absent", actual "present"',
      'ibm [model] type getAccountInfoTrait field euSupported: type expected "boolean", actual "string"',
      'ibm [model] type getAppConfigFeaturesNext: presence expected "present", actual "missing"',
      "ibm [model] config cloudApiKey: secret expected true, actual false",
      'ibm [model] config region: default expected null, actual "us-south"',
      "ibm [model] config generation: deprecationMessage expected " +
        '"The generation field is deprecated and will be removed after couple of releases", actual "reworded"',
      "ibm [model] config riaasEndpoint: deprecated expected true, actual false",
    ]);
  });

  test("ibm secrets are exactly the API keys and tokens", () => {
    expect(
      models
        .get("ibm")!
        .config.filter((c) => c.secret)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...IBM_SECRET_CONFIG].sort());
  });
});

describe("emitted Pulumi Package Schema (providers/<type>/pulumi/schema.json)", () => {
  const surfaces = new Map<ProviderType, Surface | Difference>();
  beforeAll(() => {
    for (const p of PROVIDERS) {
      const file = path.join(sdkRoot(p), "schema.json");
      if (!fs.existsSync(file)) {
        surfaces.set(p, {
          provider: p,
          source: "schema.json",
          where: path.relative(REPO_ROOT, file),
          aspect: "presence",
          expected: "present",
          actual: "missing",
        });
        continue;
      }
      surfaces.set(p, surfaceFromPulumiSchema(specs.get(p)!.pkg, JSON.parse(fs.readFileSync(file, "utf8"))));
    }
  });

  test("matches the spec: tokens, inputs, outputs, nested types, config, deprecations", () => {
    const diffs = PROVIDERS.flatMap((p) => {
      const s = surfaces.get(p)!;
      return "functions" in s ? compareSurface(specs.get(p)!, "schema.json", s, { compareUpstream: false }) : [s];
    });
    checkAgainstSpec("schema.json", diffs);
  });

  test("negative control: schema.json is read in the spec's vocabulary, and what cannot be read is reported", () => {
    const s = surfaceFromPulumiSchema("ibm", {
      name: "ibm",
      config: {
        variables: {
          cloudApiKey: { type: "string", secret: true },
          maxRetries: { type: "integer" },
          endpoint: { type: "string", default: "https://x" },
        },
        defaults: ["maxRetries"],
      },
      functions: {
        "ibm:index/getAccount:getAccount": {
          deprecationMessage: "gone",
          inputs: { properties: { orgGuid: { type: "string" } }, required: ["orgGuid", "ghost"] },
          outputs: {
            properties: {
              accountUsers: { type: "array", items: { $ref: "#/types/ibm:index/getAccountAccountUser:getAccountAccountUser" } },
              env: { type: "object", additionalProperties: { type: "string" } },
              odd: { $ref: "#/types/other:index/x:x" },
              untyped: {},
            },
            required: ["accountUsers"],
          },
        },
      },
      types: {
        "ibm:index/getAccountAccountUser:getAccountAccountUser": {
          type: "object",
          properties: { email: { type: "string" } },
          required: ["email"],
        },
      },
    });
    expect(s.config.get("cloudApiKey")).toEqual({ type: "string", required: false, secret: true });
    expect(s.config.get("endpoint")).toEqual({ type: "string", required: false, secret: false, default: "https://x" });
    expect(s.config.get("maxRetries")).toEqual({ type: "integer", required: true, secret: false });
    const f = s.functions.get("ibm:index/getAccount:getAccount")!;
    expect(f.deprecationMessage).toBe("gone");
    expect(Object.fromEntries(f.inputs)).toEqual({ orgGuid: { type: "string", required: true } });
    expect(Object.fromEntries([...f.outputs].map(([k, v]) => [k, `${v.type}${v.required ? "" : "?"}`]))).toEqual({
      accountUsers: "list<getAccountAccountUser>",
      env: "map<string>?",
      odd: "#/types/other:index/x:x?",
      untyped: "<none>?",
    });
    expect(Object.fromEntries(s.types.get("getAccountAccountUser")!.fields)).toEqual({ email: { type: "string", required: true } });
    expect(s.unreadable).toEqual([
      'function ibm:index/getAccount:getAccount inputs: required lists "ghost", which is not a property',
      'function ibm:index/getAccount:getAccount outputs.odd: $ref "#/types/other:index/x:x" is not #/types/ibm:index/<name>:<name>',
      "function ibm:index/getAccount:getAccount outputs.untyped: property has neither type nor $ref",
    ]);
  });

  // Named separately because the compare above would report a lost deprecation among many lines.
  test.each([
    ["ibm", "ibm:index/getAccount:getAccount"],
    ["ibm", "ibm:index/getApp:getApp"],
    ["edgecenter", "edgecenter:index/getInstance:getInstance"],
  ] as const)("%s %s is marked deprecated", (p, token) => {
    const s = surfaces.get(p)!;
    expect("functions" in s && s.functions.get(token)?.deprecationMessage).toEqual(
      specs.get(p)!.functions.find((f) => f.token === token)!.deprecationMessage,
    );
  });
});

describe("emitted TypeScript types (providers/<type>/pulumi), compiled strict", () => {
  let dir: string;
  let keep = false;
  const entries: TypeTestEntry[] = [];
  let negative: TypeTestEntry | undefined;
  let result: ReturnType<typeof compileTypeTests> | undefined;
  const missing: Difference[] = [];

  /**
   * Deliberately wrong expectations, one per kind of assertion, compiled with the real ones: if the
   * harness could not fail, these would pass too.
   */
  function negativeControl(): ProviderSpec {
    const ibm = specs.get("ibm")!;
    const account = structuredClone(ibm.functions.find((f) => f.name === "getAccount")!);
    account.outputs.push({ name: "notAField", type: "string", required: true, upstream: "not_a_field" });
    account.inputs.find((f) => f.name === "orgGuid")!.required = false;
    const trait = structuredClone(ibm.types.find((t) => t.name === "getAccountInfoTrait")!);
    trait.fields.find((f) => f.name === "euSupported")!.type = "string";
    return { ...ibm, functions: [account], types: [trait], config: [] };
  }

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-conformance-"));
    for (const p of PROVIDERS) {
      if (!fs.existsSync(sdkRoot(p))) {
        missing.push({
          provider: p,
          source: "typescript",
          where: path.relative(REPO_ROOT, sdkRoot(p)),
          aspect: "presence",
          expected: "present",
          actual: "missing",
        });
        continue;
      }
      const spec = specs.get(p)!;
      const test = renderTypeTest(spec, pulumiLayout(sdkRoot(p)));
      entries.push({ spec, file: writeTypeTest(dir, `${p}.types-test.ts`, test), test });
    }
    if (entries.some((e) => e.spec.provider === "ibm")) {
      const spec = negativeControl();
      const test = renderTypeTest(spec, pulumiLayout(sdkRoot("ibm")));
      negative = { spec, file: writeTypeTest(dir, "negative-control.ts", test), test };
    }
    if (entries.length) result = compileTypeTests(negative ? [...entries, negative] : entries, compilerOptions(REPO_ROOT));
  });

  afterAll(() => {
    // Kept when something failed, so the generated assertions can be read next to the report.
    if (keep) process.stderr.write(`conformance: generated type tests kept in ${dir}\n`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });

  test("GetXArgs, GetXResult, nested types and config getters have exactly the documented keys, optionality and types", () => {
    const diffs = [...missing, ...entries.flatMap((e) => result?.differences.get(e.file) ?? [])];
    const other = (result?.other ?? []).filter((o) => !negative || !o.startsWith(negative.file));
    keep = diffs.length > 0 || other.length > 0;
    checkAgainstSpec("typescript", diffs);
    expect(other).toEqual([]);
  });

  test("negative control: wrong expectations produce diagnostics on exactly those assertions", () => {
    expect(result).toBeDefined();
    expect(negative).toBeDefined();
    const found = (result!.differences.get(negative!.file) ?? []).map((d) => `${d.where}: ${d.aspect}`);
    const expected = [
      "function getAccount input: optional keys",
      "function getAccount output: keys",
      "function getAccount output notAField: type",
      "type getAccountInfoTrait field euSupported: type",
    ];
    // Exact only against a conforming SDK: a wrong SDK can happen to match a wrong expectation, and is
    // reported by the test above anyway.
    if (entries.every((e) => (result!.differences.get(e.file) ?? []).length === 0)) expect(found.sort()).toEqual(expected.sort());
    else expect(found.length).toBeGreaterThan(0);
  });
});
