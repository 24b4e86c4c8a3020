/**
 * Small parts of the plugin engine on their own: the engine choice, the handshake parser, the process pool
 * (bounded parallelism, idle close, restart of a dead process), the schema drift comparison.
 */
import { Executor } from "../../../src/runtime/executor";
import { HandshakeError, parseHandshake } from "../../../src/runtime/tfplugin";
import { runStepwise } from "../../../src/runtime/engines/plugin/plugin-process";
import { ProcessPool, type Pooled } from "../../../src/runtime/engines/plugin/pool";
import { schemaDifferences } from "../../../src/runtime/engines/plugin/schema";

describe("choosing the engine", () => {
  const saved = process.env.TFLOOKUP_ENGINE;
  afterEach(() => {
    if (saved === undefined) delete process.env.TFLOOKUP_ENGINE;
    else process.env.TFLOOKUP_ENGINE = saved;
  });

  test("the plugin engine by default; TFLOOKUP_ENGINE or the option picks the other", () => {
    delete process.env.TFLOOKUP_ENGINE;
    expect(new Executor({ usePulumiConfig: false }).engine).toBe("plugin");
    process.env.TFLOOKUP_ENGINE = "terraform";
    expect(new Executor({ usePulumiConfig: false }).engine).toBe("terraform");
    expect(new Executor({ usePulumiConfig: false, engine: "plugin" }).engine).toBe("plugin");
  });

  test("an unknown engine name is refused, saying where it came from", () => {
    process.env.TFLOOKUP_ENGINE = "tofu";
    expect(() => new Executor({ usePulumiConfig: false })).toThrow('TFLOOKUP_ENGINE: expected "plugin" or "terraform", got "tofu"');
    expect(() => new Executor({ usePulumiConfig: false, engine: "x" as never })).toThrow(
      'the engine option: expected "plugin" or "terraform", got "x"',
    );
  });
});

describe("the go-plugin handshake line", () => {
  test("is read into its parts; the certificate is raw base64 DER", () => {
    const h = parseHandshake("1|6|unix|/tmp/plugin123/plugin.sock|grpc|AAEC");
    expect(h).toEqual({
      coreVersion: 1,
      protocolVersion: 6,
      network: "unix",
      address: "/tmp/plugin123/plugin.sock",
      certificate: Buffer.from([0, 1, 2]),
    });
    expect(parseHandshake("1|5|tcp|127.0.0.1:1234|grpc").certificate).toBeUndefined();
  });

  test("takes the seventh field newer go-plugin servers print (gRPC broker multiplexing), ignoring it", () => {
    expect(parseHandshake("1|6|unix|/tmp/p/plugin.sock|grpc|AAEC|true")).toEqual(parseHandshake("1|6|unix|/tmp/p/plugin.sock|grpc|AAEC"));
    expect(parseHandshake("1|5|unix|/s|grpc||false").certificate).toBeUndefined();
  });

  test.each([
    ["too few fields", "1|5|unix", /expected 5 to 7 fields/],
    ["too many fields", "1|5|unix|/s|grpc|AAEC|true|x", /expected 5 to 7 fields/],
    ["a multiplexing field that is not a boolean", "1|5|unix|/s|grpc|AAEC|yes", /multiplexing field is "yes"/],
    ["another core version", "2|5|unix|/s|grpc|", /core protocol "2"/],
    ["a protocol not offered", "1|7|unix|/s|grpc|", /plugin protocol "7", which was not offered/],
    ["another network", "1|5|pipe|/s|grpc|", /unsupported network "pipe"/],
    ["net/rpc instead of gRPC", "1|5|unix|/s|netrpc|", /speaks "netrpc"/],
    ["a certificate that is not base64", "1|5|unix|/s|grpc|***", /not base64/],
  ])("refuses %s", (_name, line, message) => {
    expect(() => parseHandshake(line)).toThrow(HandshakeError);
    expect(() => parseHandshake(line)).toThrow(message);
  });
});

describe("what a provider start prepares while the provider boots", () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  function* steps(log: string[], name: string, n: number): Generator<void, void, void> {
    for (let i = 0; i < n; i++) {
      log.push(`${name}${i}`);
      yield;
    }
  }

  test("one step a turn of the event loop, the preparations taking turns, until all are done", async () => {
    const log: string[] = [];
    runStepwise([steps(log, "a", 3), steps(log, "b", 1)]);
    // Nothing before the caller's turn ends: the spawn's own work and the handshake's read come first.
    expect(log).toEqual([]);
    await turn();
    expect(log).toEqual(["a0"]);
    await turn();
    expect(log).toEqual(["a0", "b0"]);
    for (let i = 0; i < 5; i++) await turn();
    expect(log).toEqual(["a0", "b0", "a1", "a2"]);
  });

  test("stopped (the handshake came), nothing more runs", async () => {
    const log: string[] = [];
    const stop = runStepwise([steps(log, "a", 3), steps(log, "b", 3)]);
    await turn();
    await turn();
    stop();
    for (let i = 0; i < 5; i++) await turn();
    expect(log).toEqual(["a0", "b0"]);
  });
});

describe("the process pool", () => {
  class Fake implements Pooled {
    alive = true;
    closed = false;
    isAlive() {
      return this.alive;
    }
    async close() {
      this.closed = true;
    }
  }
  const tick = () => new Promise((r) => setTimeout(r, 5));

  test("one process per key, at most maxParallel calls at a time on it", async () => {
    const pool = new ProcessPool<Fake>({ maxParallel: 3, idleTimeoutMs: 0 });
    let running = 0;
    let peak = 0;
    const created: Fake[] = [];
    const create = async () => {
      const f = new Fake();
      created.push(f);
      return f;
    };
    await Promise.all(
      Array.from({ length: 10 }, () =>
        pool.use("k", create, async () => {
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
        }),
      ),
    );
    expect(created).toHaveLength(1);
    expect(peak).toBe(3);
    await pool.use("other", create, async () => undefined);
    expect(created).toHaveLength(2);
    await pool.closeAll();
    expect(created.every((f) => f.closed)).toBe(true);
  });

  test("a start that fails fails every lookup waiting for it, also those queued beyond the bound", async () => {
    const pool = new ProcessPool<Fake>({ maxParallel: 2, idleTimeoutMs: 0 });
    let starts = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () =>
        pool.use(
          "k",
          async () => {
            starts++;
            await tick();
            throw new Error("cannot start");
          },
          async () => "served",
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(7).fill("rejected"));
    expect(starts).toBe(1);
  });

  test("lookups queued on a process that died are served by its replacement", async () => {
    const pool = new ProcessPool<Fake>({ maxParallel: 1, idleTimeoutMs: 0 });
    const dying = new Fake();
    const fresh = new Fake();
    await pool.use(
      "k",
      async () => dying,
      async () => undefined,
    );
    let release!: () => void;
    const blocker = pool.use(
      "k",
      async () => fresh,
      () => new Promise<void>((r) => (release = r)),
    );
    await tick();
    dying.alive = false;
    const queued = Array.from({ length: 3 }, () =>
      pool.use(
        "k",
        async () => fresh,
        async (f) => f,
      ),
    );
    release();
    await blocker;
    expect(await Promise.all(queued)).toEqual([fresh, fresh, fresh]);
  });

  test("a new key of a group retires the group's other processes once their calls are done", async () => {
    const pool = new ProcessPool<Fake>({ maxParallel: 4, idleTimeoutMs: 0 });
    const [a, b, c, other] = [new Fake(), new Fake(), new Fake(), new Fake()];
    await pool.use(
      "a",
      async () => a,
      async () => undefined,
      "provider",
    );
    await pool.use(
      "x",
      async () => other,
      async () => undefined,
      "another provider",
    );
    let release!: () => void;
    const busy = pool.use(
      "b",
      async () => b,
      () => new Promise<void>((r) => (release = r)),
      "provider",
    );
    await tick();
    expect(a.closed).toBe(true);
    await pool.use(
      "c",
      async () => c,
      async () => undefined,
      "provider",
    );
    expect(b.closed).toBe(false);
    release();
    await busy;
    await tick();
    expect(b.closed).toBe(true);
    expect(c.closed || other.closed).toBe(false);
    expect(pool.size).toBe(2);
    await pool.closeAll();
  });

  test("an idle process is closed after the idle time; a failed start is forgotten; a dead one is replaced", async () => {
    const pool = new ProcessPool<Fake>({ maxParallel: 4, idleTimeoutMs: 20 });
    const first = new Fake();
    await pool.use(
      "k",
      async () => first,
      async () => undefined,
    );
    await new Promise((r) => setTimeout(r, 60));
    expect(first.closed).toBe(true);
    expect(pool.size).toBe(0);

    await expect(
      pool.use(
        "k",
        async () => Promise.reject(new Error("no start")),
        async () => undefined,
      ),
    ).rejects.toThrow("no start");
    expect(pool.size).toBe(0);

    const dying = new Fake();
    const fresh = new Fake();
    await pool.use(
      "d",
      async () => dying,
      async () => undefined,
    );
    dying.alive = false;
    let served: Fake | undefined;
    await pool.use(
      "d",
      async () => fresh,
      async (f) => void (served = f),
    );
    expect(served).toBe(fresh);
    expect(pool.started).toBe(4);
    await pool.closeAll();
  });
});

describe("schema drift", () => {
  test("names added, missing and changed attributes and blocks; descriptions do not count", () => {
    const pinned = {
      attributes: { a: { type: "string", required: true, description: "old words" }, gone: { type: "number", optional: true } },
      block_types: { b: { nesting_mode: "list" as const, block: { attributes: { x: { type: "bool", optional: true } } } } },
    };
    const running = {
      attributes: { a: { type: "string", required: true, description: "new words" }, added: { type: "string", computed: true } },
      block_types: { b: { nesting_mode: "set" as const, block: { attributes: { x: { type: "string", optional: true } } } } },
    };
    expect(schemaDifferences(pinned, running, "ds")).toEqual([
      "ds.gone: missing from the running provider",
      "ds.added: an attribute the pinned schema does not have",
      "ds.b: nesting list pinned, set running",
      'ds.b.x: pinned {"type":"bool","nested":null,"required":false,"optional":true,"computed":false}, ' +
        'running {"type":"string","nested":null,"required":false,"optional":true,"computed":false}',
    ]);
  });
});
