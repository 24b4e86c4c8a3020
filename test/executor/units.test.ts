/**
 * The executor's pure parts on a made-up package that has what the two real ones lack: nested object
 * arguments, a max-items-1 block, secrets inside objects, requiredWith and atLeastOneOf rules.
 */
import { request } from "node:http";
import { normalizeMetadata, type PackageMeta } from "../../src/runtime/shared/metadata";
import { mapFields, toCdktf, toUpstream } from "../../src/runtime/shared/map-result";
import { Redactor, REDACTED } from "../../src/runtime/shared/redact";
import { writeConfigText } from "../../src/runtime/engines/terraform/config-text";
import { StateServer } from "../../src/runtime/engines/terraform/state-server";
import { validateArgs, validateConfig } from "../../src/runtime/shared/validate";
import { METADATA_FORMAT_VERSION, type RuntimeMetadata, type TypeRef } from "../../src/runtime/package-format/metadata";

const f = (name: string, tf: string, type: TypeRef, extra: Record<string, unknown> = {}) => ({ name, tf, type, required: false, ...extra });
const str: TypeRef = { kind: "string" };
const num: TypeRef = { kind: "number" };
const obj = (name: string): TypeRef => ({ kind: "object", name });
const list = (element: TypeRef): TypeRef => ({ kind: "list", element, collection: "list" });
const map = (element: TypeRef): TypeRef => ({ kind: "map", element });

const raw: RuntimeMetadata = {
  $comment: "test",
  formatVersion: METADATA_FORMAT_VERSION,
  package: "demo",
  provider: {
    source: "acme/demo",
    namespace: "acme",
    type: "demo",
    version: "1.0.0",
    registryKey: "registry.terraform.io/acme/demo",
    cdktf: { folder: "provider", className: "DemoProvider", configStruct: "DemoProviderConfig" },
  },
  config: [
    { ...f("apiKey", "api_key", str, { secret: true, cdktf: "apiKey" }), env: ["DEMO_API_KEY"] },
    { ...f("profileName", "profile_name", str, { cdktf: "profileName" }), env: [] },
    { ...f("accountId", "account_id", str, { cdktf: "accountId" }), env: [] },
    { ...f("timeout", "timeout", num, { cdktf: "timeout" }), env: [] },
  ],
  configRules: [{ kind: "requiredWith", fields: ["profileName", "accountId"], tfFields: ["profile_name", "account_id"] }],
  functions: {
    "demo:index/getThing:getThing": {
      name: "getThing",
      tfType: "demo_thing",
      cdktf: { folder: "data-demo-thing", className: "DataDemoThing", configStruct: "DataDemoThingConfig" },
      inputs: [
        f("name", "name", str, { cdktf: "name" }),
        f("tag", "tag", str, { cdktf: "tag" }),
        f("filters", "filter", list(obj("getThingFilter")), { cdktf: "filter" }),
        f("settings", "settings", obj("getThingSettings"), { cdktf: "settings", flattened: true }),
        f("labels", "labels", map(num), { cdktf: "labels" }),
      ],
      outputs: [
        f("id", "id", str, { required: true }),
        f("name", "name", str),
        f("settings", "settings", obj("getThingSettings"), { flattened: true }),
        f("filters", "filter", list(obj("getThingFilter"))),
        f("labels", "labels", map(num)),
        f("nestedMaps", "nested_maps", map(obj("getThingFilter"))),
      ],
      rules: [{ kind: "atLeastOneOf", fields: ["name", "tag"], tfFields: ["name", "tag"] }],
    },
  },
  types: {
    getThingFilter: {
      tfPath: "demo_thing.filter",
      input: [
        f("fieldName", "field_name", str, { required: true, cdktf: "fieldName" }),
        f("values", "values", list(str), { cdktf: "values" }),
      ],
      output: [f("fieldName", "field_name", str), f("values", "values", list(str))],
    },
    getThingSettings: {
      tfPath: "demo_thing.settings",
      input: [f("mode", "mode", str, { cdktf: "mode" }), f("password", "password", str, { secret: true, cdktf: "password" })],
      output: [f("mode", "mode", str), f("password", "password", str, { secret: true })],
    },
  },
};

let meta: PackageMeta;
beforeAll(() => {
  meta = normalizeMetadata(raw, "/nowhere");
});
const fn = () => meta.functions.get("demo:index/getThing:getThing")!;

describe("validation", () => {
  const bad = (args: unknown, message: string) => expect(() => validateArgs(meta, fn(), args)).toThrow(message);

  test("nested objects are checked field by field, in documented names", () => {
    bad(
      { name: "a", filters: [{ fieldName: "x" }, { fieldname: "y" }] },
      "getThing: unknown argument filters[1].fieldname (did you mean filters[1].fieldName?); " +
        "argument filters[1].fieldName: expected a string, got nothing (it is required)",
    );
    bad({ name: "a", filters: [{ fieldName: "x", values: ["a", 1] }] }, "argument filters[0].values[1]: expected a string, got number 1");
    bad({ name: "a", filters: { fieldName: "x" } }, "argument filters: expected a list of getThingFilter objects, got an object");
    bad({ name: "a", settings: [{ mode: "x" }] }, "argument settings: expected an object of type getThingSettings, got a list of 1");
    bad({ name: "a", labels: { a: "1" } }, 'argument labels.a: expected a number, got string "1"');
  });

  test("secret values are described by kind, never shown", () => {
    bad({ name: "a", settings: { password: 1234567 } }, "argument settings.password: expected a string, got number (secret value)");
  });

  test("atLeastOneOf and requiredWith", () => {
    bad({}, "getThing: arguments name and tag: at least one must be given, got none");
    expect(validateArgs(meta, fn(), { tag: "t" })).toEqual({ tag: "t" });
    expect(() => validateConfig(meta, { profileName: "p" }, "explicit options")).toThrow(
      "demo configuration (explicit options): setting profileName needs accountId as well, got profileName without it",
    );
    expect(() => validateConfig(meta, { profileName: "p", accountId: "a" }, "explicit options")).not.toThrow();
  });

  test("null and undefined mean not given", () => {
    expect(validateArgs(meta, fn(), { name: "a", tag: null, labels: undefined })).toEqual({ name: "a", tag: null, labels: undefined });
  });

  test("a non-object argument bag", () => bad("name", 'getThing: expected an object of arguments, got string "name"'));
});

describe("names both ways", () => {
  test("upstream values become documented ones all the way down; nulls are left out, null list elements kept", () => {
    const upstream = {
      id: "t-1",
      name: null,
      settings: [{ mode: "fast", password: null }],
      filter: [{ field_name: "zone", values: ["a", "b"] }, null],
      labels: { keep_this_key: 1 },
      nested_maps: { first: { field_name: "x", values: null } },
    };
    expect(mapFields(meta, fn().outputs, upstream)).toStrictEqual({
      id: "t-1",
      settings: { mode: "fast" },
      filters: [{ fieldName: "zone", values: ["a", "b"] }, null],
      labels: { keep_this_key: 1 },
      nestedMaps: { first: { fieldName: "x" } },
    });
    expect(mapFields(meta, fn().outputs, { id: "t", settings: [] })).toStrictEqual({ id: "t" });
  });

  test("the result id of a data source without one is the empty string, whatever upstream holds", () => {
    const withMadeUpId = normalizeMetadata(
      {
        ...raw,
        functions: {
          "demo:index/getThing:getThing": {
            ...raw.functions["demo:index/getThing:getThing"],
            outputs: [f("id", "id", str, { required: true, sdkId: true }), f("name", "name", str)],
          },
        },
      },
      "/nowhere",
    );
    const outputs = withMadeUpId.functions.get("demo:index/getThing:getThing")!.outputs;
    expect(outputs[0].sdkId).toBe(true);
    expect(mapFields(withMadeUpId, outputs, { name: "n" })).toStrictEqual({ id: "", name: "n" });
    expect(mapFields(withMadeUpId, outputs, { id: "ignored", name: null })).toStrictEqual({ id: "" });
  });

  test("documented arguments become CDKTF properties, and upstream values for TF_VAR_*", () => {
    const filters = fn().inputs.find((i) => i.name === "filters")!;
    const settings = fn().inputs.find((i) => i.name === "settings")!;
    expect(toCdktf(meta, filters.type, [{ fieldName: "zone", values: ["a"] }])).toEqual([{ fieldName: "zone", values: ["a"] }]);
    expect(toUpstream(meta, filters.type, [{ fieldName: "zone" }])).toEqual([{ field_name: "zone", values: null }]);
    expect(toUpstream(meta, settings.type, { mode: "m", password: "p" }, true)).toEqual([{ mode: "m", password: "p" }]);
  });
});

describe("metadata", () => {
  test("a type that is referred to but not defined is refused", () => {
    const broken = JSON.parse(JSON.stringify(raw)) as RuntimeMetadata;
    delete broken.types.getThingFilter;
    expect(() => normalizeMetadata(broken, "/nowhere", "demo.json")).toThrow(
      "runtime metadata demo.json: getThing.filters refers to type getThingFilter, which is not defined",
    );
  });

  test("another format version is refused", () => {
    expect(() => normalizeMetadata({ ...raw, formatVersion: 99 }, "/nowhere", "demo.json")).toThrow("format version 99");
  });

  // metadata.json carries types as structured TypeRefs; anything else (an old-format string among them) is refused.
  test.each<[string, unknown, string]>([
    ["a type string of format 1", "list<getThingFilter>", '"list<getThingFilter>"'],
    ["an unknown kind", { kind: "tuple" }, '{"kind":"tuple"}'],
    ["a list without its collection", { kind: "list", element: { kind: "string" } }, '{"kind":"list","element":{"kind":"string"}}'],
    ["a list of an unknown collection", { kind: "list", collection: "bag", element: { kind: "string" } }, '"collection":"bag"'],
    ["a map whose element is not a type", { kind: "map", element: "number" }, '"number"'],
    ["an object type without a name", { kind: "object" }, '{"kind":"object"}'],
    ["an object type whose name is not an identifier", { kind: "object", name: "a b" }, '"name":"a b"'],
  ])("%s is refused, naming the field", (_, type, shown) => {
    const broken = JSON.parse(JSON.stringify(raw)) as RuntimeMetadata;
    (broken.functions["demo:index/getThing:getThing"].outputs[0] as { type: unknown }).type = type;
    expect(() => normalizeMetadata(broken, "/nowhere", "demo.json")).toThrow(
      'runtime metadata demo.json functions["demo:index/getThing:getThing"].outputs[0].id: unreadable type',
    );
    expect(() => normalizeMetadata(broken, "/nowhere", "demo.json")).toThrow(shown);
  });
});

describe("main.tf.json as written, and where each value is", () => {
  const json = {
    terraform: { backend: { http: {} }, required_providers: { demo: { source: "x/demo", version: "1.0.0" } } },
    provider: { demo: [{ api_key: "${var.secret_0}" }], other: [{}] },
    data: {
      demo_thing: {
        lookup_0: { name: "ünïcødé ✓ 😀", tags: { "a.b": "$${x}" } },
        lookup_1: { name: "b", filter: [{ field_name: "x", values: [1, 2.5, -0, 1e300, null, true] }], empty: [], none: {} },
      },
      other_x: { lookup_2: {} },
    },
    output: { out_lookup_0: { value: "${data.demo_thing.lookup_0}", sensitive: true } },
  };
  // An own `__proto__` key, as the writer sets them.
  Object.defineProperty(json.data.demo_thing.lookup_0.tags, "__proto__", {
    value: "p",
    enumerable: true,
    writable: true,
    configurable: true,
  });

  test("the text is JSON.stringify's with one space of indentation", () => {
    const { text } = writeConfigText(json);
    expect(text).toBe(JSON.stringify(json, null, 1) + "\n");
    expect(text).toContain('"__proto__": "p"');
    // What JSON.stringify leaves out, or writes as null, the writer does too.
    const odd = { a: undefined, b: [undefined, () => 1], c: { d: () => 1 } };
    expect(writeConfigText(odd).text).toBe(JSON.stringify(odd, null, 1) + "\n");
  });

  test("a byte range reads back as the innermost value written there, from its key", () => {
    const { text, pathAt } = writeConfigText(json);
    const bytes = Buffer.from(text);
    /** The byte range of the `n`-th occurrence of `needle` in the file. */
    const range = (needle: string, n = 0): [number, number] => {
      let at = -1;
      for (let i = 0; i <= n; i++) at = bytes.indexOf(needle, at + 1);
      expect(at).toBeGreaterThanOrEqual(0);
      return [at, at + Buffer.byteLength(needle)];
    };
    // Multi-byte characters before a value shift bytes, not characters: the offsets are the file's bytes.
    expect(pathAt(...range('"ünïcødé ✓ 😀"'))).toEqual(["data", "demo_thing", "lookup_0", "name"]);
    expect(pathAt(...range('"p"'))).toEqual(["data", "demo_thing", "lookup_0", "tags", "__proto__"]);
    expect(pathAt(...range('"$${x}"'))).toEqual(["data", "demo_thing", "lookup_0", "tags", "a.b"]);
    expect(pathAt(...range("2.5"))).toEqual(["data", "demo_thing", "lookup_1", "filter", 0, "values", 1]);
    expect(pathAt(...range('"x"'))).toEqual(["data", "demo_thing", "lookup_1", "filter", 0, "field_name"]);
    // A key belongs to its value; a block's closing brace to the block.
    expect(pathAt(...range('"filter"'))).toEqual(["data", "demo_thing", "lookup_1", "filter"]);
    const close = text.indexOf("\n   }", text.indexOf('"lookup_1"')) + 4;
    expect(pathAt(Buffer.byteLength(text.slice(0, close)), Buffer.byteLength(text.slice(0, close)) + 1)).toEqual([
      "data",
      "demo_thing",
      "lookup_1",
    ]);
    expect(pathAt(...range('"lookup_2"'))).toEqual(["data", "other_x", "lookup_2"]);
    expect(pathAt(...range('"api_key"'))).toEqual(["provider", "demo", 0, "api_key"]);
    expect(pathAt(...range('"out_lookup_0"'))).toEqual(["output", "out_lookup_0"]);
    // A range across two values belongs to what holds both.
    expect(pathAt(range('"ünïcødé')[0], range('"b"')[1])).toEqual(["data", "demo_thing"]);
    expect(pathAt(bytes.length + 1, bytes.length + 2)).toBeUndefined();
  });
});

describe("long values in messages", () => {
  test("a long value is quoted by its start in every form, a long secret is redacted whole", () => {
    const long = `\${x} "${"a".repeat(300)}`;
    const secret = "s".repeat(300);
    const r = new Redactor();
    r.add(secret);
    r.shorten({ [long]: [long, secret] });
    const text = r.redact(`plain ${long} json ${JSON.stringify(long)} written $${long} secret ${secret}`);
    expect(text).not.toContain("a".repeat(100));
    expect(text).toContain("...(306 characters)");
    expect(text).toContain(`secret ${REDACTED}`);
    expect(text).not.toContain("s".repeat(10));
  });
});

describe("redaction", () => {
  test("secrets are replaced in plain, JSON-escaped and URL-encoded form; short values are left alone", () => {
    const r = new Redactor();
    r.add('pa"ss/word');
    r.add({ nested: ["tok-12345"] });
    r.add("abc");
    expect(r.redact('a pa"ss/word b "pa\\"ss/word" c pa%22ss%2Fword d tok-12345 abc')).toBe(
      `a ${REDACTED} b "${REDACTED}" c ${REDACTED} d ${REDACTED} abc`,
    );
  });
});

describe("the in-memory state backend", () => {
  const call = (url: string, method: string, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { method }, (res) => {
        let data = "";
        res.on("data", (c) => (data += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data }));
      });
      req.on("error", reject);
      req.end(body);
    });

  test("GET is 404 until a POST, paths are private to their slot, and released slots are gone", async () => {
    const server = new StateServer();
    const a = await server.open();
    const b = await server.open();
    expect(a.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{48}$/);
    expect((await call(a.address, "GET")).status).toBe(404);
    expect((await call(a.address, "POST", '{"version":4,"outputs":{"o":{"value":1}}}')).status).toBe(200);
    expect(await call(a.address, "GET")).toEqual({ status: 200, body: '{"version":4,"outputs":{"o":{"value":1}}}' });
    expect(a.state()).toEqual({ version: 4, outputs: { o: { value: 1 } } });
    expect(b.state()).toBeUndefined();
    expect((await call(`${new URL(a.address).origin}/guessed`, "GET")).status).toBe(404);
    expect((await call(a.address, "DELETE")).status).toBe(200);
    expect(a.state()).toBeUndefined();
    a.release();
    expect((await call(b.address, "POST", "{}")).status).toBe(200);
    b.release();
  });
});

describe("when results must be secret (Output form in plain Node)", () => {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = require("node:fs") as typeof import("node:fs");
  // eslint-disable-next-line @typescript-eslint/unbound-method -- path.join does not use `this`
  const { join } = require("node:path") as typeof import("node:path");
  const { tmpdir } = require("node:os") as typeof import("node:os");
  const { Executor } = require("../../src/runtime/executor") as typeof import("../../src/runtime/executor");
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "tflookup-secret-meta-"));
    mkdirSync(join(dir, "demo", "pulumi"), { recursive: true });
    writeFileSync(join(dir, "demo", "pulumi", "metadata.json"), JSON.stringify(raw));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a secret field anywhere in the result makes every result secret", () => {
    const x = new Executor({ providersDir: dir, usePulumiConfig: false });
    expect(x.resultIsSecret("demo", "demo:index/getThing:getThing")).toBe(true);
  });

  test("provider configuration never makes results secret, given in clear or as a secret (Pulumi's rule)", () => {
    const x = new Executor({ usePulumiConfig: false });
    const token = "edgecenter:index/getFlavor:getFlavor";
    expect(x.resultIsSecret("edgecenter", token)).toBe(false);
    x.configure("edgecenter", { permanentApiToken: "in-clear-token" });
    expect(x.resultIsSecret("edgecenter", token)).toBe(false);
    x.configure("edgecenter", { permanentApiToken: "held-secret-token" }, { secrets: ["permanentApiToken"], replace: true });
    expect(x.resultIsSecret("edgecenter", token)).toBe(false);
  });
});

describe("the provider configuration, resolved once per change", () => {
  const { Executor } = require("../../src/runtime/executor") as typeof import("../../src/runtime/executor");
  type Resolved = import("../../src/runtime/shared/config").ResolvedConfig;
  const configOf = (x: InstanceType<typeof Executor>): Resolved =>
    (x as unknown as { configFor(pkg: string): Resolved }).configFor("edgecenter");

  test("is reused while nothing it came from changed", () => {
    const x = new Executor({ usePulumiConfig: false, config: { edgecenter: { userName: "someone" } } });
    const first = configOf(x);
    expect(configOf(x)).toBe(first);
    expect(first.values.userName).toBe("someone");
  });

  test("follows configure(), Pulumi config and the executor's env option", () => {
    const pulumi = new Map<string, string>();
    const secretKeys = new Set<string>();
    const x = new Executor({
      usePulumiConfig: true,
      pulumiConfig: () => ({ get: (k) => pulumi.get(k), isSecret: (k) => secretKeys.has(k) }),
      env: { EC_PASSWORD: "env-password-one" },
    });
    const first = configOf(x);
    expect(first.values.userName).toBeUndefined();
    expect(first.redactor.redact("env-password-one")).toBe(REDACTED);

    pulumi.set("userName", "from-pulumi");
    expect(configOf(x).values.userName).toBe("from-pulumi");
    expect(configOf(x).secret.has("userName")).toBe(false);
    expect(configOf(x).redactor.redact("a from-pulumi b")).toBe("a from-pulumi b");
    // Marked secret in the Pulumi configuration: resolved anew, the value is now one to redact.
    secretKeys.add("userName");
    expect(configOf(x).secret.has("userName")).toBe(true);
    expect(configOf(x).redactor.redact("a from-pulumi b")).toBe(`a ${REDACTED} b`);

    x.configure("edgecenter", { userName: "configured" });
    expect(configOf(x).values.userName).toBe("configured");
  });

  test("follows the upstream secret variables of this process's environment", () => {
    const x = new Executor({ usePulumiConfig: false });
    const before = process.env.EC_PERMANENT_TOKEN;
    try {
      process.env.EC_PERMANENT_TOKEN = "process-token-one";
      expect(configOf(x).redactor.redact("a process-token-one b")).toBe(`a ${REDACTED} b`);
      process.env.EC_PERMANENT_TOKEN = "process-token-two";
      expect(configOf(x).redactor.redact("a process-token-two b")).toBe(`a ${REDACTED} b`);
    } finally {
      if (before === undefined) delete process.env.EC_PERMANENT_TOKEN;
      else process.env.EC_PERMANENT_TOKEN = before;
    }
  });
});
