/**
 * The plugin engine against a real go-plugin server (the Go reference provider): the handshake and protocol
 * choice, AutoMTLS with go-plugin's own certificate, go-cty's msgpack (unknown values, sets, dynamic values,
 * numbers it writes as strings), diagnostics with attribute paths, hclog's JSON lines on stderr, 50 lookups at
 * once, a 10 MB answer, a provider that exits mid-call, and close() leaving no process.
 */
import { join } from "node:path";
import { Executor } from "../../src/runtime/executor";
import { decodeCtyValue, encodeCtyValue } from "../../src/runtime/engines/plugin/cty/msgpack";
import { UNKNOWN } from "../../src/runtime/engines/plugin/cty/values";
import { PluginProcess } from "../../src/runtime/engines/plugin/plugin-process";
import { ProviderClient } from "../../src/runtime/engines/plugin/provider-client";
import { blockType } from "../../src/runtime/engines/plugin/schema";
import { processesLeft, processesMentioning, withoutTerraform } from "../engines/plugin/support";
import { makeTempDir, removeDir } from "../support/project";
import { GOREF, gorefExecutable, makeGorefProject, requireGorefBinary } from "./support";

const TOKEN = "tok-SECRET-goref-91c3";
const ECHO = "goref:index/getEcho:getEcho";

let root: string;
let work: string;

withoutTerraform();

beforeAll(() => {
  requireGorefBinary();
  root = makeGorefProject([]);
  work = makeTempDir("goref-plugin");
});

afterAll(() => {
  removeDir(root);
  removeDir(work);
});

let executables = 0;
/** A fresh executable in a directory of its own: the process table tells this test's providers apart. */
function executable(env: Record<string, string> = {}): { file: string; dir: string } {
  const dir = join(work, `p${++executables}`);
  return { file: gorefExecutable(join(dir, "terraform-provider-goref"), env), dir };
}

function engine(file: string, extra: Partial<ConstructorParameters<typeof Executor>[0]> = {}): Executor {
  return new Executor({
    engine: "plugin",
    providersDir: join(root, "providers"),
    providerBinaries: { [GOREF.source]: file },
    cacheDir: join(work, "cache"),
    tmpDir: join(work, "tmp"),
    usePulumiConfig: false,
    config: { goref: { endpoint: "https://goref.example", token: TOKEN } },
    ...extra,
  });
}

async function started(env: Record<string, string>): Promise<{ process: PluginProcess; client: ProviderClient; stderr: () => string }> {
  const lines: string[] = [];
  const process = await PluginProcess.start({
    binary: executable(env).file,
    label: "tflookup/goref 1.0.0",
    startTimeoutMs: 10000,
    redact: (s) => s,
    log: (l) => lines.push(l),
  });
  return { process, client: new ProviderClient(process, 10000), stderr: () => lines.join("\n") };
}

describe("go-plugin's handshake and AutoMTLS", () => {
  test.each([
    [{}, 6],
    [{ GOREF_PROTOCOL: "5" }, 5],
    [{ GOREF_PROTOCOL: "6" }, 6],
  ] as const)("offered 5 and 6, a provider serving %j chooses %i, on a unix socket, over mutual TLS", async (env, version) => {
    const { process, client, stderr } = await started(env);
    try {
      expect(process.protocolVersion).toBe(version);
      expect(process.network).toBe("unix");
      const { schema } = await client.getProviderSchema();
      expect(Object.keys(schema.dataSources).sort()).toContain("goref_echo");
      // go-plugin's own log line (hclog, JSON) for the AutoMTLS path: our certificate reached it, its own came back.
      expect(stderr()).toMatch(/"@message":"configuring server automatic mTLS"/);
    } finally {
      await process.close();
    }
  });
});

test("PLUGIN_MULTIPLEX_GRPC in this process's environment does not reach the provider, which then would multiplex", async () => {
  process.env.PLUGIN_MULTIPLEX_GRPC = "true";
  const e = engine(executable().file);
  try {
    expect(await e.lookup("goref", "goref:index/getEcho:getEcho", { stringValue: "plain" })).toMatchObject({ stringValue: "plain" });
  } finally {
    delete process.env.PLUGIN_MULTIPLEX_GRPC;
    await e.close();
  }
});

describe("go-cty's msgpack, both ways", () => {
  test.each([5, 6] as const)(
    "protocol %i: unknown values, sets and dynamic values we encode are what go-cty decodes (its warnings name them)",
    async (protocol) => {
      const { process, client } = await started({ GOREF_PROTOCOL: String(protocol) });
      try {
        const { schema } = await client.getProviderSchema();
        const echo = blockType(schema.dataSources.goref_echo.block);
        const config = {
          ...Object.fromEntries(Object.keys(echo.attributes).map((k) => [k, null])),
          string_value: UNKNOWN,
          numbers: [1, UNKNOWN],
          single: null,
          list: [],
          set: [],
          map: {},
        };
        const diagnostics = await client.validateDataSourceConfig("goref_echo", encodeCtyValue(config, echo));
        expect(diagnostics).toEqual([
          expect.objectContaining({ severity: "warning", detail: "goref_echo: numbers is not wholly known", attribute: "numbers" }),
          expect.objectContaining({
            severity: "warning",
            detail: "goref_echo: string_value is not wholly known",
            attribute: "string_value",
          }),
        ]);
        const dynamic = blockType(schema.dataSources.goref_dynamic.block);
        const value = { id: null, value: { a: [1, "x", true] }, single: { label: "s", value: [UNKNOWN] }, list: null, map: null };
        expect(await client.validateDataSourceConfig("goref_dynamic", encodeCtyValue(value, dynamic))).toEqual([
          expect.objectContaining({ severity: "warning", attribute: "single" }),
        ]);
      } finally {
        await process.close();
      }
    },
  );

  test("what go-cty writes decodes: int64 bounds as integers, 0.1 and 2^64+5 as strings, sets in cty's order", async () => {
    const { process, client } = await started({});
    try {
      const { schema } = await client.getProviderSchema();
      const numbers = blockType(schema.dataSources.goref_numbers.block);
      const config = { ...Object.fromEntries(Object.keys(numbers.attributes).map((k) => [k, null])), number_value: 7 };
      const answer = await client.readDataSource("goref_numbers", encodeCtyValue(config, numbers));
      expect(answer.diagnostics).toEqual([]);
      const state = decodeCtyValue(answer.state!, numbers) as Record<string, unknown>;
      // A number a double holds exactly is a JavaScript number; any other is go-cty's exact value as decimal text.
      expect(state).toMatchObject({ number_value: 7, tenth: 0.1, huge: 1e300, tiny: 5e-324 });
      expect(state.max_int64).toBe("9223372036854775807");
      expect(state.beyond_int64).toBe("18446744073709551621");

      const echo = blockType(schema.dataSources.goref_echo.block);
      const echoConfig = {
        ...Object.fromEntries(Object.keys(echo.attributes).map((k) => [k, null])),
        numbers: [3, 1, 2],
        item_set: [
          { name: "z", size: 1 },
          { name: "a", size: 2 },
        ],
        single: null,
        list: [],
        set: [{ name: "b", size: null }],
        map: {},
      };
      const echoed = await client.readDataSource("goref_echo", encodeCtyValue(echoConfig, echo));
      expect(decodeCtyValue(echoed.state!, echo)).toMatchObject({
        id: "goref_echo",
        numbers: [1, 2, 3],
        item_set: [
          { name: "a", size: 2 },
          { name: "z", size: 1 },
        ],
        set: [{ name: "b", size: null }],
      });
    } finally {
      await process.close();
    }
  });

  test("diagnostics: errors and warnings with their attribute paths (an attribute, a list element's, a map key) and without", async () => {
    const { process, client } = await started({});
    try {
      const { schema } = await client.getProviderSchema();
      const type = blockType(schema.dataSources.goref_diagnostics.block);
      const answer = await client.readDataSource(
        "goref_diagnostics",
        encodeCtyValue(
          {
            id: null,
            name: "taken",
            items: [
              { name: "a", size: null },
              { name: "b", size: null },
            ],
            tags: { env: "prod" },
          },
          type,
        ),
      );
      expect(answer.diagnostics).toEqual([
        {
          severity: "warning",
          summary: "Item name is deprecated",
          detail: "items[1].name will be renamed",
          attribute: "items[1].name",
          path: [{ attribute: "items" }, { index: 1 }, { attribute: "name" }],
        },
        { severity: "warning", summary: "Read by the reference provider", detail: 'read for the name "taken"' },
        {
          severity: "error",
          summary: "Name refused",
          detail: 'the name "taken" is taken',
          attribute: "name",
          path: [{ attribute: "name" }],
        },
        {
          severity: "error",
          summary: "Tag refused",
          detail: "the tag env is set by the provider",
          attribute: 'tags["env"]',
          path: [{ attribute: "tags" }, { key: "env" }],
        },
      ]);
    } finally {
      await process.close();
    }
  });
});

describe("through the plugin engine", () => {
  test("the provider's hclog lines reach the log, and never the token", async () => {
    const lines: string[] = [];
    const executor = engine(executable().file, { log: (l) => lines.push(l) });
    try {
      await executor.lookup("goref", ECHO, { stringValue: "logged" });
    } finally {
      await executor.close();
    }
    const entries = lines
      .map((l) => /stderr: (\{.*\})$/.exec(l)?.[1])
      .filter((j): j is string => j !== undefined)
      .map((j) => JSON.parse(j) as Record<string, unknown>);
    expect(entries).toContainEqual(expect.objectContaining({ "@module": "goref", "@message": "read data source", type: "goref_echo" }));
    expect(entries).toContainEqual(expect.objectContaining({ "@message": "configured", endpoint_set: true, token_set: true }));
    expect(lines.join("\n")).not.toContain(TOKEN);
  });

  test("50 lookups at once each get their own answer", async () => {
    const executor = engine(executable().file);
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          executor.lookup("goref", ECHO, { stringValue: `call-${i}`, numberValue: i, strings: [`s${i}`] }),
        ),
      );
      results.forEach((r, i) => expect(r).toMatchObject({ stringValue: `call-${i}`, numberValue: i, strings: [`s${i}`] }));
    } finally {
      await executor.close();
    }
  });

  test("lookups repeated, alternated and changed by one value each get the answer of their own arguments", async () => {
    const executor = engine(executable().file);
    const echo = (args: Record<string, unknown>) => executor.lookup("goref", ECHO, args);
    try {
      // The same primitive values again reuse the last encoding; any value that differs (by Object.is) does not.
      const calls: Record<string, unknown>[] = [
        { stringValue: "a", numberValue: 1 },
        { stringValue: "a", numberValue: 1 },
        { stringValue: "b", numberValue: 1 },
        { stringValue: "a", numberValue: 1 },
        { stringValue: "a", numberValue: 2 },
        { stringValue: "a", numberValue: 0 },
        { stringValue: "a" },
        { stringValue: "a", boolValue: true },
        { stringValue: "a", boolValue: false },
        // Not primitives: encoded on every call, whatever came before.
        { stringValue: "a", strings: ["x"] },
        { stringValue: "a", strings: ["y"] },
        { stringValue: "a", strings: ["y"] },
        { stringValue: "a", boolValue: false },
      ];
      for (const args of calls) {
        const r = await echo(args);
        for (const name of ["stringValue", "numberValue", "boolValue", "strings"]) expect(r[name] ?? null).toEqual(args[name] ?? null);
      }
    } finally {
      await executor.close();
    }
  });

  test("a 10 MB answer arrives whole", async () => {
    const size = 10 * 1024 * 1024;
    const executor = engine(executable().file);
    try {
      const { data } = await executor.lookup("goref", "goref:index/getLarge:getLarge", { size });
      expect(typeof data).toBe("string");
      const text = data as string;
      expect(text).toHaveLength(size);
      expect(text.startsWith("line 00000000\nline 00000001\n")).toBe(true);
      // 14 bytes a line: the last whole line is numbered floor(size / 14) - 1.
      const last = Math.floor(size / 14) - 1;
      expect(text.slice(last * 14, last * 14 + 14)).toBe(`line ${String(last).padStart(8, "0")}\n`);
    } finally {
      await executor.close();
    }
  });

  test("a provider that exits mid-call: that lookup says so with its last words; the next one gets a new process", async () => {
    const executor = engine(executable().file);
    try {
      const err = await executor.lookup("goref", "goref:index/getFault:getFault", { mode: "crash" }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(err?.message).toContain("tflookup/goref 1.0.0: the provider crashed while serving ReadDataSource: it exited with status 2");
      expect(err?.message).toContain("panic: goref_fault: crashing on purpose");
      expect(await executor.lookup("goref", ECHO, { stringValue: "after" })).toMatchObject({ stringValue: "after" });
      expect(executor.providerStarts()).toBe(2);
    } finally {
      await executor.close();
    }
  });

  test("errors with warnings: the lookup fails with the provider's words, the warnings go to warn", async () => {
    const warnings: string[] = [];
    const executor = engine(executable().file, { warn: (line) => warnings.push(line) });
    try {
      await expect(
        executor.lookup("goref", "goref:index/getDiagnostics:getDiagnostics", {
          name: "taken",
          items: [
            { name: "a", size: 1 },
            { name: "b", size: 2 },
          ],
        }),
      ).rejects.toThrow(/Name refused.*the name "taken" is taken/s);
      expect(warnings).toEqual([
        expect.stringContaining("Item name is deprecated"),
        expect.stringContaining("Read by the reference provider"),
      ]);
    } finally {
      await executor.close();
    }
  });

  test("close() leaves no provider process", async () => {
    const { file, dir } = executable();
    const executor = engine(file);
    await Promise.all([1, 2, 3].map((i) => executor.lookup("goref", ECHO, { stringValue: `c${i}` })));
    expect(processesMentioning(dir).length).toBeGreaterThan(0);
    await executor.close();
    expect(processesMentioning(dir)).toEqual([]);
    expect(await processesLeft(dir)).toEqual([]);
  });
});
