/**
 * The context file on its own: where it is, its stable text, what it refuses to read, two synths of two stacks
 * writing it at once (separate processes), and writers killed mid-write leaving the previous file intact.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  canonicalJson,
  contextFilePath,
  entryKey,
  readContextFile,
  renderContextFile,
  updateContextFile,
  type ContextEntry,
} from "../../src/runtime/synth/context-file";
import { makeTempDir, REPO_ROOT } from "../support/project";
import { createSynthWorld, CREDENTIALS, ENV_TOKEN, GUID, ZONE_TOKEN, type SynthWorld } from "./support";

const TSX = join(REPO_ROOT, "node_modules", "tsx", "dist", "cjs", "index.cjs");
const APP = join(__dirname, "app", "main.ts");
const WRITER = join(__dirname, "app", "writer.ts");

const entry = (result: Record<string, unknown>): ContextEntry => ({
  package: "ibm",
  npmPackage: "@tflookup/ibm",
  function: "getAccount",
  token: "ibm:index/getAccount:getAccount",
  provider: "IBM-Cloud/ibm",
  providerVersion: "2.5.0",
  args: { orgGuid: "o" },
  providerConfig: {},
  omit: [],
  lookedUpAt: "2026-01-01T00:00:00Z",
  result,
});

describe("the file's place and text", () => {
  it("is TFLOOKUP_CONTEXT_FILE, else beside the nearest cdktf.json, else in the working directory", () => {
    const root = makeTempDir("context-place");
    mkdirSync(join(root, "app", "src", "deep"), { recursive: true });
    writeFileSync(join(root, "app", "cdktf.json"), "{}");
    expect(contextFilePath({}, join(root, "app", "src", "deep"))).toBe(join(root, "app", "tflookup.context.json"));
    expect(contextFilePath({}, root)).toBe(join(root, "tflookup.context.json"));
    expect(contextFilePath({ TFLOOKUP_CONTEXT_FILE: "ctx/answers.json" }, root)).toBe(join(root, "ctx", "answers.json"));
  });

  it("is the same text for the same entries whatever order they came in, keys sorted at every depth", () => {
    const a = { entries: { b: entry({ z: 1, a: { y: 2, x: [3, { d: 4, c: 5 }] } }), a: entry({}) } };
    const b = { entries: { a: entry({}), b: entry({ a: { x: [3, { c: 5, d: 4 }], y: 2 }, z: 1 }) } };
    expect(renderContextFile(a)).toBe(renderContextFile(b));
    const text = renderContextFile(a);
    expect(text.indexOf('"a": {')).toBeLessThan(text.indexOf('"b": {'));
    expect(text).toContain(`"c": 5,\n${" ".repeat(14)}"d": 4`);
  });

  it("keys entries by token, arguments, recorded provider settings and omitted fields, in canonical JSON", () => {
    expect(entryKey("t", { b: 1, a: { d: 1, c: 2 } }, {}, [])).toBe('t {"a":{"c":2,"d":1},"b":1}');
    expect(entryKey("t", {}, { region: "eu-de" }, ["z", "y"])).toBe('t {} provider={"region":"eu-de"} omit=y,z');
    expect(canonicalJson({ b: [2, 1], a: null })).toBe('{"a":null,"b":[2,1]}');
  });

  it("refuses a file it cannot read as one, naming it and saying what to do", () => {
    const dir = makeTempDir("context-bad");
    const file = join(dir, "tflookup.context.json");
    expect(readContextFile(file)).toEqual({ entries: {} });
    writeFileSync(file, "{ not json");
    expect(() => readContextFile(file)).toThrow(`${file}: is not JSON`);
    writeFileSync(file, JSON.stringify({ formatVersion: 9, entries: {} }));
    expect(() => readContextFile(file)).toThrow(`${file}: expected a tflookup context file of format version 1`);
    writeFileSync(file, JSON.stringify({ formatVersion: 1, entries: { k: { token: 1 } } }));
    expect(() => readContextFile(file)).toThrow(`${file}: entry "k" is not a lookup answer`);
  });
});

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("synths in separate processes", () => {
  let world: SynthWorld;
  beforeAll(async () => {
    world = await createSynthWorld("context");
  });
  afterAll(() => world.restore());

  it("two synths of two stacks sharing the file both land their answers", async () => {
    const { dir, contextFile } = world.project("concurrent");
    const env = {
      ...process.env,
      ...world.env,
      TFLOOKUP_CONTEXT_FILE: contextFile,
      IC_API_KEY: CREDENTIALS.ibm,
      EC_PERMANENT_TOKEN: CREDENTIALS.edgecenter,
    };
    const [a, b] = await Promise.all([
      runNode(["-r", TSX, APP, "environments", join(dir, "a.out")], env),
      runNode(["-r", TSX, APP, "zones", join(dir, "b.out")], env),
    ]);
    expect([a, b]).toEqual([
      { code: 0, stderr: "" },
      { code: 0, stderr: "" },
    ]);
    const keys = Object.keys(readContextFile(contextFile).entries).sort();
    expect(keys).toEqual(
      [
        `${ENV_TOKEN} {"environmentId":"dev","guid":"${GUID}"} provider={"region":"eu-de"}`,
        `${ENV_TOKEN} {"environmentId":"prod","guid":"${GUID}"} provider={"region":"eu-de"}`,
        `${ZONE_TOKEN} {"regionName":"standin-region"}`,
        `${ZONE_TOKEN} {"regionName":"standin-region-north"}`,
        'ibm:index/getAccountInfo:getAccountInfo {"accountId":"acc-standin-0001"}',
      ].sort(),
    );
    expect(readdirSync(dir).filter((n) => n.startsWith(".") || n.endsWith(".lock"))).toEqual([]);

    // And the second run of both, with no provider reachable, reads the file and leaves it as it was.
    const before = readFileSync(contextFile, "utf8");
    const offline = { ...process.env, ...world.offlineEnv, TFLOOKUP_CONTEXT_FILE: contextFile, TFLOOKUP_LOOKUPS: "0" };
    const again = await Promise.all([
      runNode(["-r", TSX, APP, "environments", join(dir, "a2.out")], offline),
      runNode(["-r", TSX, APP, "zones", join(dir, "b2.out")], offline),
    ]);
    expect(again.map((r) => r.code)).toEqual([0, 0]);
    expect(readFileSync(contextFile, "utf8")).toBe(before);
  });

  it("a synth killed at any moment leaves the previous file whole, with the answers it had", async () => {
    const { dir, contextFile } = world.project("killed-synth");
    const kept = { entries: { "a:index/getKept:getKept {}": entry({ kept: true }) } };
    writeFileSync(contextFile, renderContextFile(kept));
    const env = { ...process.env, ...world.env, TFLOOKUP_CONTEXT_FILE: contextFile, IC_API_KEY: CREDENTIALS.ibm };
    for (const delay of [300, 900, 1500, 2200, 3000]) {
      const child = spawn(process.execPath, ["-r", TSX, APP, "environments", join(dir, "out")], { cwd: REPO_ROOT, env, stdio: "ignore" });
      // Listened for from the start: a synth that finishes before its kill has already closed.
      const closed = new Promise((r) => child.once("close", r));
      await new Promise((r) => setTimeout(r, delay));
      child.kill("SIGKILL");
      await closed;
      const doc = readContextFile(contextFile);
      expect(doc.entries["a:index/getKept:getKept {}"]).toEqual(kept.entries["a:index/getKept:getKept {}"]);
      for (const [key, e] of Object.entries(doc.entries)) if (key !== "a:index/getKept:getKept {}") expect(e.result.name).toBeDefined();
    }
    // A whole synth afterwards finishes the job and leaves nothing of the killed ones behind.
    expect(await runNode(["-r", TSX, APP, "environments", join(dir, "out")], env)).toEqual({ code: 0, stderr: "" });
    expect(Object.keys(readContextFile(contextFile).entries)).toHaveLength(3);
    expect(readdirSync(dir).filter((n) => n.startsWith(".") || n.endsWith(".lock"))).toEqual([]);
  });

  it("a writer killed at any moment leaves the previous file whole; the next writer clears what it left", async () => {
    const dir = makeTempDir("context-killed");
    const file = join(dir, "tflookup.context.json");
    let lastCount = 0;
    for (let round = 0; round < 8; round++) {
      const child = spawn(process.execPath, ["-r", TSX, WRITER, file], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "inherit"] });
      await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
      await new Promise((r) => setTimeout(r, 20 + round * 37));
      child.kill("SIGKILL");
      await new Promise((r) => child.once("close", r));
      // Whatever the moment, the file is a whole document some round wrote, never fewer entries than before.
      const doc = readContextFile(file);
      const count = Object.keys(doc.entries).length;
      expect(count).toBeGreaterThan(lastCount);
      Object.values(doc.entries).forEach((e, i) => expect(e.result.count).toBe(i));
      lastCount = count;
    }
    // A lock or temp file the killed writer left is removed by the next writer, which is not held up by them.
    await updateContextFile(file, (doc) => delete doc.entries.k000000);
    expect(readdirSync(dir).sort()).toEqual(["tflookup.context.json"]);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
