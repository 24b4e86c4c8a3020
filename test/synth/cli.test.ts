/**
 * `tflookup-context`: list, forget (by key, number, age, all) and refresh against the stand-ins, on a context
 * file written by a real synth.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { App } from "cdktf";
import { contextMain, parseAge } from "../../src/runtime/synth/cli";
import { CdktfLookupStack } from "./stacks";
import { createSynthWorld, CREDENTIALS, ENV_TOKEN, GUID, type SynthWorld } from "./support";

let world: SynthWorld;
let dir: string;
let contextFile: string;
const DEV = `${ENV_TOKEN} {"environmentId":"dev","guid":"${GUID}"} provider={"region":"eu-de"}`;
const PROD = `${ENV_TOKEN} {"environmentId":"prod","guid":"${GUID}"} provider={"region":"eu-de"}`;

beforeAll(async () => {
  world = await createSynthWorld("cli");
  ({ dir, contextFile } = world.project("cli"));
  world.setEnv({ ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile });
  const app = new App({ outdir: join(dir, "out") });
  new CdktfLookupStack(app, "lookups");
  app.synth();
});
afterAll(() => world.restore());

async function cli(args: string[], now?: Date) {
  let out = "";
  let err = "";
  const code = await contextMain(args, {
    out: (s) => (out += s),
    err: (s) => (err += s),
    cwd: dir,
    env: { TFLOOKUP_CONTEXT_FILE: contextFile },
    now: now && (() => now),
  });
  return { code, out, err };
}

const entries = () => JSON.parse(readFileSync(contextFile, "utf8")).entries as Record<string, { lookedUpAt: string; result: any }>;

it("lists the entries, numbered, with their time and provider", async () => {
  const r = await cli(["list"]);
  expect(r).toEqual({ code: 0, err: "", out: expect.any(String) });
  const lines = r.out.trimEnd().split("\n");
  expect(lines).toEqual([
    expect.stringMatching(new RegExp(`^1\\t\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z\\tIBM-Cloud/ibm 2\\.5\\.0\\t`)),
    expect.stringMatching(/^2\t/),
  ]);
  expect(lines[0].endsWith(DEV)).toBe(true);
  expect(lines[1].endsWith(PROD)).toBe(true);
  const json = JSON.parse((await cli(["list", "--json"])).out);
  expect(json.map((e: { number: number; key: string }) => [e.number, e.key])).toEqual([
    [1, DEV],
    [2, PROD],
  ]);
});

it("refresh looks every entry up again and reports what changed", async () => {
  const doc = JSON.parse(readFileSync(contextFile, "utf8"));
  doc.entries[DEV].result.name = "Renamed since";
  doc.entries[DEV].lookedUpAt = "2020-01-01T00:00:00Z";
  writeFileSync(contextFile, JSON.stringify(doc));
  // The lookups see the process's environment, as in the command itself.
  world.setEnv({ ...world.env, IC_API_KEY: CREDENTIALS.ibm });
  const r = await cli(["refresh"]);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  expect(r.out).toBe(`changed ${DEV}: name\nsame    ${PROD}\n2 looked up again: 1 changed, 1 the same, 0 failed\n`);
  expect(entries()[DEV].result.name).toBe("Development");
  expect(entries()[DEV].lookedUpAt).not.toBe("2020-01-01T00:00:00Z");
  expect(readFileSync(contextFile, "utf8")).not.toContain(CREDENTIALS.ibm);
});

it("refresh fails, keeping the entries as they were, when a lookup cannot run", async () => {
  const before = readFileSync(contextFile, "utf8");
  world.setEnv(world.offlineEnv);
  const r = await cli(["refresh"]);
  expect(r.code).toBe(1);
  expect(r.err).toContain(
    `tflookup-context: refresh ${DEV}: getAppConfigEnvironment (${ENV_TOKEN}): ` +
      `TFLOOKUP_PROVIDER_BINARY_IBM names ${world.offlineEnv.TFLOOKUP_PROVIDER_BINARY_IBM} for IBM-Cloud/ibm 2.5.0, ` +
      "which is not an executable file",
  );
  expect(r.out).toBe("2 looked up again: 0 changed, 0 the same, 2 failed\n");
  expect(readFileSync(contextFile, "utf8")).toBe(before);
});

it("forgets entries by number or key, refusing unknown ones without forgetting anything", async () => {
  const before = readFileSync(contextFile, "utf8");
  const bad = await cli(["forget", "1", "nope"]);
  expect(bad).toEqual({ code: 1, out: "", err: expect.stringContaining("tflookup-context: forget: no entry nope in") });
  expect(readFileSync(contextFile, "utf8")).toBe(before);
  expect(await cli(["forget", "2"])).toEqual({ code: 0, err: "", out: `forgot ${PROD}\n1 entry forgotten\n` });
  expect(Object.keys(entries())).toEqual([DEV]);
});

it("forgets entries older than an age, or all of them", async () => {
  const lookedUp = Date.parse(entries()[DEV].lookedUpAt);
  expect((await cli(["forget", "--older-than", "2h"], new Date(lookedUp + 3_600_000))).out).toBe("0 entries forgotten\n");
  expect((await cli(["forget", "--older-than", "30m"], new Date(lookedUp + 3_600_000))).out).toBe(`forgot ${DEV}\n1 entry forgotten\n`);
  expect(entries()).toEqual({});
  expect((await cli(["forget", "--all"])).out).toBe("0 entries forgotten\n");
});

it("says how it is used when the arguments are wrong (exit 2)", async () => {
  for (const args of [[], ["frobnicate"], ["forget"], ["forget", "--all", "1"], ["forget", "--older-than", "soon"], ["list", "x"]]) {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tflookup-context: .*\nusage: tflookup-context <command>/);
  }
  expect(parseAge("45m")).toBe(2_700_000);
  expect(parseAge("2w")).toBe(14 * 86_400_000);
  expect(parseAge("1y")).toBeUndefined();
});
