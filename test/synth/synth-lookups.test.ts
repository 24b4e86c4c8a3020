/**
 * Synth-time lookups in CDKTF and CDK Terrain stacks, in-process, against the stand-in providers: the answer
 * shapes the synthesized stack, is recorded in the context file (without secrets), and a second synth with no
 * provider reachable gives the same stack from the file, which it leaves byte-identical. Strict mode, refused
 * sensitive answers and the errors' wording.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { App as CdktfApp, TerraformStack } from "cdktf";
import { App as CdktnApp } from "cdktn";
import { IbmProvider } from "../../providers/ibm/cdktf/provider";
import { getAppConfigEnvironment } from "../../providers/ibm/pulumi/getAppConfigEnvironment";
import { getAppConfigEnvironmentOutput } from "../../providers/ibm/pulumi/getAppConfigEnvironment";
import { getAccount } from "../../providers/ibm/pulumi/getAccount";
import { getAppConfigEnvironments } from "../../providers/ibm/pulumi/getAppConfigEnvironments";
import { registerPackage } from "../../src/runtime/package-format/registry";
import { lookup, SynthLookupError } from "../../src/runtime/synth";
import { CdktfLookupStack, CdktnLookupStack } from "./stacks";
import { createSynthWorld, CREDENTIALS, ENV_TOKEN, GUID, ZONE_TOKEN, type SynthWorld } from "./support";

let world: SynthWorld;

beforeAll(async () => {
  world = await createSynthWorld("lookups");
});
afterAll(() => world.restore());

function synthCdktf(dir: string, build: (app: CdktfApp) => void): Record<string, any> {
  mkdirSync(dir, { recursive: true });
  const app = new CdktfApp({ outdir: join(dir, "cdktf.out") });
  build(app);
  app.synth();
  return JSON.parse(readFileSync(join(dir, "cdktf.out", "stacks", "lookups", "cdk.tf.json"), "utf8"));
}

function synthCdktn(dir: string): Record<string, any> {
  mkdirSync(dir, { recursive: true });
  const app = new CdktnApp({ outdir: join(dir, "cdktf.out") });
  new CdktnLookupStack(app, "lookups");
  app.synth();
  return JSON.parse(readFileSync(join(dir, "cdktf.out", "stacks", "lookups", "cdk.tf.json"), "utf8"));
}

describe("a CDKTF stack", () => {
  let dir: string;
  let contextFile: string;
  let first: Record<string, any>;
  let recorded: string;

  beforeAll(() => {
    ({ dir, contextFile } = world.project("cdktf"));
    world.setEnv({ ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile });
    first = synthCdktf(dir, (app) => new CdktfLookupStack(app, "lookups"));
    recorded = readFileSync(contextFile, "utf8");
  });

  it("branches on the looked-up values", () => {
    expect(first.output).toEqual({
      other_dev: { value: "Development (#00A86B)" },
      production_prod: { value: expect.stringContaining("/environments/prod") },
    });
    expect(first.data).toBeUndefined();
  });

  it("records each answer once, keyed by token, arguments and the non-secret provider settings", () => {
    const doc = JSON.parse(recorded);
    expect(doc.formatVersion).toBe(1);
    const keys = Object.keys(doc.entries);
    expect(keys).toEqual([
      `${ENV_TOKEN} {"environmentId":"dev","guid":"${GUID}"} provider={"region":"eu-de"}`,
      `${ENV_TOKEN} {"environmentId":"prod","guid":"${GUID}"} provider={"region":"eu-de"}`,
    ]);
    const dev = doc.entries[keys[0]];
    expect(dev).toEqual({
      package: "ibm",
      npmPackage: "@tflookup/ibm",
      function: "getAppConfigEnvironment",
      token: ENV_TOKEN,
      provider: "IBM-Cloud/ibm",
      providerVersion: "2.5.0",
      args: { environmentId: "dev", guid: GUID },
      providerConfig: { region: "eu-de" },
      omit: [],
      lookedUpAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      result: expect.objectContaining({ name: "Development", colorCode: "#00A86B", environmentId: "dev" }),
    });
    expect(Math.abs(Date.parse(dev.lookedUpAt) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it("writes no secret into the file", () => {
    expect(recorded).not.toContain(CREDENTIALS.ibm);
    expect(existsSync(`${contextFile}.lock`)).toBe(false);
  });

  it("lays the file out stably: sorted keys, one indented block per entry", () => {
    const lines = recorded.split("\n");
    expect(lines.slice(0, 4)).toEqual(["{", expect.stringMatching(/^ {2}"\$comment": /), '  "formatVersion": 1,', '  "entries": {']);
    expect(lines.filter((l) => /^ {4}"ibm:/.test(l))).toHaveLength(2);
    expect(recorded.endsWith("}\n")).toBe(true);
  });

  it("synthesizes again from the file with no provider reachable, leaving the file byte-identical", () => {
    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: contextFile, IC_API_KEY: undefined });
    const again = synthCdktf(dir, (app) => new CdktfLookupStack(app, "lookups"));
    expect(again).toEqual(first);
    expect(readFileSync(contextFile, "utf8")).toBe(recorded);
  });

  it("looks up only what the file lacks, and adds it without touching the rest", () => {
    const before = JSON.parse(recorded).entries;
    const [devKey, prodKey] = Object.keys(before);
    const partial = JSON.parse(recorded);
    delete partial.entries[prodKey];
    writeFileSync(contextFile, JSON.stringify(partial));
    world.setEnv({ ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile });
    expect(synthCdktf(join(dir, "partial"), (app) => new CdktfLookupStack(app, "lookups"))).toEqual(first);
    const after = JSON.parse(readFileSync(contextFile, "utf8")).entries;
    expect(after[devKey]).toEqual(before[devKey]);
    expect(after[prodKey]).toEqual({ ...before[prodKey], lookedUpAt: expect.any(String) });
  });

  it("fails in strict mode, naming every missing lookup and the construct that asked", () => {
    const other = world.project("strict");
    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: other.contextFile, TFLOOKUP_LOOKUPS: "0" });
    let message = "";
    try {
      synthCdktf(other.dir, (app) => new CdktfLookupStack(app, "lookups"));
    } catch (err) {
      message = (err as Error).message;
    } finally {
      world.setEnv({ TFLOOKUP_LOOKUPS: undefined });
    }
    expect(message).toContain(`[lookups] getAppConfigEnvironment (${ENV_TOKEN}) {"environmentId":"dev","guid":"${GUID}"}`);
    expect(message).toContain(`[lookups] getAppConfigEnvironment (${ENV_TOKEN}) {"environmentId":"prod","guid":"${GUID}"}`);
    expect(message).toContain("TFLOOKUP_LOOKUPS=0 forbids looking it up");
    expect(existsSync(other.contextFile)).toBe(false);
  });

  it("in strict mode with skipValidation, fails before writing anything: no placeholder reaches cdk.tf.json", () => {
    const other = world.project("strict-skip");
    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: other.contextFile, TFLOOKUP_LOOKUPS: "0" });
    let message = "";
    try {
      mkdirSync(other.dir, { recursive: true });
      const app = new CdktfApp({ outdir: join(other.dir, "cdktf.out"), skipValidation: true });
      new CdktfLookupStack(app, "lookups");
      app.synth();
    } catch (err) {
      message = (err as Error).message;
    } finally {
      world.setEnv({ TFLOOKUP_LOOKUPS: undefined });
    }
    expect(message).toContain(`[lookups] getAppConfigEnvironment (${ENV_TOKEN}) {"environmentId":"dev","guid":"${GUID}"}`);
    expect(message).toContain("TFLOOKUP_LOOKUPS=0 forbids looking them up");
    expect(existsSync(join(other.dir, "cdktf.out", "stacks", "lookups", "cdk.tf.json"))).toBe(false);
  });

  it("in strict mode, answers from the file when it has the answer", () => {
    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: contextFile, TFLOOKUP_LOOKUPS: "0" });
    try {
      expect(synthCdktf(join(dir, "strict"), (app) => new CdktfLookupStack(app, "lookups"))).toEqual(first);
    } finally {
      world.setEnv({ TFLOOKUP_LOOKUPS: undefined });
    }
  });
});

describe("a CDK Terrain stack", () => {
  it("looks up through both providers, the credential coming from the environment, and synthesizes offline the second time", () => {
    const { dir, contextFile } = world.project("cdktn");
    world.setEnv({
      ...world.env,
      TFLOOKUP_CONTEXT_FILE: contextFile,
      IC_API_KEY: CREDENTIALS.ibm,
      EC_PERMANENT_TOKEN: CREDENTIALS.edgecenter,
    });
    const first = synthCdktn(dir);
    expect(first.output).toEqual({
      zone_0: { value: "standin-az-1" },
      zone_1: { value: "standin-az-2" },
      environment: { value: "DEVELOPMENT" },
    });
    const recorded = readFileSync(contextFile, "utf8");
    expect(Object.keys(JSON.parse(recorded).entries)).toEqual(
      [
        `${ZONE_TOKEN} {"regionName":"standin-region"}`,
        `${ENV_TOKEN} {"environmentId":"dev","guid":"${GUID}"} provider={"region":"us-south"}`,
      ].sort(),
    );
    for (const secret of Object.values(CREDENTIALS)) expect(recorded).not.toContain(secret);

    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: contextFile, IC_API_KEY: undefined, EC_PERMANENT_TOKEN: undefined });
    expect(synthCdktn(join(dir, "again"))).toEqual(first);
    expect(readFileSync(contextFile, "utf8")).toBe(recorded);
  });
});

describe("errors", () => {
  let contextFile: string;
  beforeAll(() => {
    ({ contextFile } = world.project("errors"));
    world.setEnv({ ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile, IC_API_KEY: CREDENTIALS.ibm });
  });

  const stack = () => {
    const s = new TerraformStack(new CdktfApp({ outdir: join(world.harness.root, "unused.out") }), "errs");
    new IbmProvider(s, "ibm", { region: "eu-de" });
    return s;
  };
  const failure = (f: () => unknown): Error => {
    try {
      f();
    } catch (err) {
      return err as Error;
    }
    throw new Error("expected a failure");
  };

  it("a provider's error names the construct path, the function and token, and the provider", () => {
    const err = failure(() => lookup(stack(), getAppConfigEnvironment, { guid: "no-such-guid", environmentId: "dev" }));
    expect(err).toBeInstanceOf(SynthLookupError);
    expect(err.message).toMatch(
      new RegExp(`^lookup at errs: getAppConfigEnvironment \\(${ENV_TOKEN}\\), provider IBM-Cloud/ibm 2\\.5\\.0: .*no-such-guid`),
    );
    expect(err.message).not.toContain(CREDENTIALS.ibm);
    expect(err.message).not.toMatch(/worker\.ts|\n\s+at /);
    expect(existsSync(contextFile)).toBe(false);
  });

  it("bad arguments fail before any provider starts, in the same words as the SDK's", () => {
    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: contextFile });
    const s = stack();
    const bad = { guid: GUID, environmentID: "dev" } as unknown as { guid: string; environmentId: string };
    expect(failure(() => lookup(s, getAppConfigEnvironment, bad)).message).toBe(
      `lookup at errs: getAppConfigEnvironment (${ENV_TOKEN}), provider IBM-Cloud/ibm 2.5.0: ` +
        "getAppConfigEnvironment: unknown argument environmentID (did you mean environmentId?); " +
        "argument environmentId: expected a string, got nothing (it is required)",
    );
    const token = "${TfToken[TOKEN.42]}";
    expect(failure(() => lookup(s, getAppConfigEnvironment, { guid: token, environmentId: "dev" })).message).toContain(
      "argument guid is a token, a value only Terraform will know",
    );
    expect(failure(() => lookup(s, getAppConfigEnvironmentOutput as never, { guid: GUID } as never)).message).toContain(
      "pass getAppConfigEnvironment, not its Output form",
    );
    expect(failure(() => lookup(s, async (_: { a: 1 }) => 1, { a: 1 })).message).toContain(
      "is not a function of a tflookup provider package",
    );
    expect(
      failure(() => lookup(s, getAppConfigEnvironment, { guid: GUID, environmentId: "dev" }, { omit: ["nope" as never] })).message,
    ).toContain("omit names nope, which is not a field of the result");
  });

  it("a provider setting given as a token is refused, naming the setting and the provider construct", () => {
    const s = new TerraformStack(new CdktfApp({ outdir: join(world.harness.root, "unused.out") }), "tok");
    new IbmProvider(s, "ibm", { region: "${TfToken[TOKEN.7]}" });
    expect(failure(() => lookup(s, getAccount, { orgGuid: "org-guid-standin-01" })).message).toContain(
      "setting region of provider tok/ibm is a token",
    );
  });

  it("two providers of one type need the provider option; providerConfig overrides a construct's settings", () => {
    world.setEnv({ ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile, IC_API_KEY: CREDENTIALS.ibm });
    const s = new TerraformStack(new CdktfApp({ outdir: join(world.harness.root, "unused.out") }), "two");
    new IbmProvider(s, "eu", { region: "eu-de", alias: "eu" });
    const us = new IbmProvider(s, "us", { region: "us-south", alias: "us" });
    expect(failure(() => lookup(s, getAppConfigEnvironment, { guid: GUID, environmentId: "dev" })).message).toContain(
      "the stack has 2 ibm providers (two/eu, two/us); say which one with the lookup's provider option",
    );
    const env = lookup(
      s,
      getAppConfigEnvironment,
      { guid: GUID, environmentId: "dev" },
      { provider: us, providerConfig: { region: "jp-tok" } },
    );
    expect(env.name).toBe("Development");
    const keys = Object.keys(JSON.parse(readFileSync(contextFile, "utf8")).entries);
    expect(keys).toContain(`${ENV_TOKEN} {"environmentId":"dev","guid":"${GUID}"} provider={"region":"jp-tok"}`);
  });
});

describe("sensitive answers", () => {
  // A copy of the ibm SDK's metadata in which the environment's name is sensitive, as if upstream marked it so.
  let sdkDir: string;
  beforeAll(() => {
    sdkDir = join(world.harness.root, "ibm-sensitive", "pulumi");
    cpSync(join(__dirname, "..", "..", "providers", "ibm", "pulumi"), sdkDir, { recursive: true });
    const file = join(sdkDir, "metadata.json");
    const meta = JSON.parse(readFileSync(file, "utf8"));
    for (const f of meta.functions[ENV_TOKEN].outputs) if (f.name === "name") f.secret = true;
    for (const f of meta.functions["ibm:index/getAppConfigEnvironments:getAppConfigEnvironments"].inputs)
      if (f.name === "tags") f.secret = true;
    writeFileSync(file, JSON.stringify(meta));
  });
  afterAll(() => registerPackage("ibm", join(__dirname, "..", "..", "providers", "ibm", "pulumi"), "2.5.0"));

  it("are never recorded: the lookup fails saying why and what to do, and omit makes it recordable", () => {
    const { contextFile } = world.project("sensitive");
    world.setEnv({ ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile, IC_API_KEY: CREDENTIALS.ibm });
    registerPackage("ibm", sdkDir, "2.5.0");
    const s = new TerraformStack(new CdktfApp({ outdir: join(world.harness.root, "unused.out") }), "sens");
    let message = "";
    try {
      lookup(s, getAppConfigEnvironment, { guid: GUID, environmentId: "dev" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe(
      `lookup at sens: getAppConfigEnvironment (${ENV_TOKEN}), provider IBM-Cloud/ibm 2.5.0: the answer holds sensitive field ` +
        "name, and a sensitive value is never written to the context file. Read this data source with its construct " +
        "(DataIbmAppConfigEnvironment), which Terraform resolves at plan time, or, if the stack does not need it, leave it out: " +
        '{ omit: ["name"] }',
    );
    expect(message).not.toContain("Development");
    expect(existsSync(contextFile)).toBe(false);

    const env = lookup(s, getAppConfigEnvironment, { guid: GUID, environmentId: "dev" }, { omit: ["name"] });
    expect(env).not.toHaveProperty("name");
    expect(env.colorCode).toBe("#00A86B");
    const text = readFileSync(contextFile, "utf8");
    expect(text).not.toContain("Development");
    expect(Object.keys(JSON.parse(text).entries)).toEqual([`${ENV_TOKEN} {"environmentId":"dev","guid":"${GUID}"} omit=name`]);
  });

  it("a sensitive argument is refused before anything starts: arguments are recorded", () => {
    world.setEnv({ ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: world.project("sensitive-arg").contextFile });
    registerPackage("ibm", sdkDir, "2.5.0");
    const s = new TerraformStack(new CdktfApp({ outdir: join(world.harness.root, "unused.out") }), "arg");
    expect(() => lookup(s, getAppConfigEnvironments, { guid: GUID, tags: "prod" })).toThrow(
      "lookup at arg: getAppConfigEnvironments (ibm:index/getAppConfigEnvironments:getAppConfigEnvironments), provider IBM-Cloud/ibm " +
        "2.5.0: argument tags can hold sensitive values, and a synth-time lookup records its arguments in the context file; " +
        "read this data source with its construct (DataIbmAppConfigEnvironments)",
    );
  });
});
