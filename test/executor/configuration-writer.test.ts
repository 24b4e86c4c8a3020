/**
 * The Terraform engine's configuration writer without Terraform: the one escaping rule (literal.ts), and a
 * main.tf.json in which the only interpolations are the writer's own references, whatever the values held.
 */
import { loadPackageMeta } from "../../src/runtime/shared/metadata";
import { fromLiteralString, literal, literalString } from "../../src/runtime/shared/literal";
import { writeConfigText } from "../../src/runtime/engines/terraform/config-text";
import { placeOf, upstreamPath } from "../../src/runtime/engines/terraform/diagnostic-place";
import { buildStack } from "../../src/runtime/engines/terraform/stack";
import { keptDiagnostic } from "../../src/runtime/shared/diagnostics";
import type { TerraformDiagnostic } from "../../src/runtime/terraform-cli";
import { validateArgs } from "../../src/runtime/shared/validate";
import { generateMetanamesProject } from "../support/metanames-provider";
import { removeDir } from "../support/project";

/** The interpolation and directive openers HCL's template scanner would see in `s` (escapes skipped). */
function openers(s: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < s.length;) {
    if (s.startsWith("$${", i) || s.startsWith("%%{", i)) i += 3;
    else if (s.startsWith("${", i) || s.startsWith("%{", i)) {
      const end = s.indexOf("}", i);
      found.push(s.slice(i, end === -1 ? undefined : end + 1));
      i += 2;
    } else i++;
  }
  return found;
}

/** Every opener in every string and key of a JSON value. */
function allOpeners(v: unknown): string[] {
  if (typeof v === "string") return openers(v);
  if (Array.isArray(v)) return v.flatMap(allOpeners);
  if (v !== null && typeof v === "object") return Object.entries(v).flatMap(([k, e]) => [...openers(k), ...allOpeners(e)]);
  return [];
}

const HOSTILE = [
  '${file("/etc/passwd")}',
  "%{ if true }x%{ endif }",
  "$${kept}",
  "%%{kept}",
  "$$${x}",
  "${TfToken[TOKEN.0]}",
  "a ${ b %{",
  "tail $",
  "tail %",
];

describe("literalString", () => {
  test.each([
    ["${x}", "$${x}"],
    ["%{x}", "%%{x}"],
    ["$${x}", "$$${x}"],
    ["%%{x}", "%%%{x}"],
    ["${a}${b}%{c}", "$${a}$${b}%%{c}"],
    ["no templates: $ { % {", "no templates: $ { % {"],
    ["", ""],
  ])("%j → %j", (given, written) => {
    expect(literalString(given)).toBe(written);
  });

  test.each(HOSTILE)("%j leaves no opener for Terraform", (s) => {
    expect(openers(literalString(s))).toEqual([]);
  });

  test.each([...HOSTILE, "$", "$$", "$$$", "{", "$%{", "%${", "${${}}"])("%j is read back by fromLiteralString", (s) => {
    expect(fromLiteralString(literalString(s))).toBe(s);
  });
});

describe("literal", () => {
  test("escapes strings and keys at every depth and leaves other values alone", () => {
    const given = { "${k}": ["${a}", { "%{d}": "%{v}", n: 1, b: true, z: null }] };
    expect(literal(given)).toEqual({ "$${k}": ["$${a}", { "%%{d}": "%%{v}", n: 1, b: true, z: null }] });
  });

  test("__proto__ stays an ordinary own key", () => {
    const out = literal(JSON.parse('{"__proto__": "${x}", "a": 1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__", "a"]);
    expect(JSON.stringify(out)).toBe('{"__proto__":"$${x}","a":1}');
  });
});

describe("main.tf.json", () => {
  const ibm = loadPackageMeta("ibm");
  const edgecenter = loadPackageMeta("edgecenter");
  const environment = ibm.functions.get("ibm:index/getAppConfigEnvironment:getAppConfigEnvironment")!;
  const image = edgecenter.functions.get("edgecenter:index/getImage:getImage")!;

  function written(secretInputs: string[] = []) {
    const metadataKv = Object.fromEntries(HOSTILE.map((s, i) => [s, HOSTILE[(i + 1) % HOSTILE.length]]));
    const mapWithProto = JSON.parse('{"__proto__": "${x}"}');
    return buildStack(
      [
        {
          key: "lookup_0",
          meta: ibm,
          fn: environment,
          args: validateArgs(ibm, environment, { guid: HOSTILE[0], environmentId: HOSTILE[1] }),
          secretInputs: new Set(),
        },
        {
          key: "lookup_1",
          meta: edgecenter,
          fn: image,
          args: validateArgs(edgecenter, image, { name: HOSTILE[2], projectId: 1, regionId: 1, metadataKv }),
          secretInputs: new Set(secretInputs),
        },
        {
          key: "lookup_2",
          meta: edgecenter,
          fn: image,
          args: validateArgs(edgecenter, image, { name: "n", projectId: 1, regionId: 1, metadataKv: mapWithProto }),
          secretInputs: new Set(),
        },
      ],
      [
        { meta: ibm, config: { values: { cloudApiKey: "k-secret", region: HOSTILE[0] }, secret: new Set(["cloudApiKey"]) } },
        {
          meta: edgecenter,
          config: {
            values: { permanentApiToken: "t-secret", apiEndpoint: HOSTILE[3], userName: HOSTILE[4] },
            secret: new Set(["permanentApiToken"]),
          },
        },
      ],
    );
  }

  test("the only interpolations are the writer's own references", () => {
    const { json } = written();
    const refs = allOpeners(json);
    expect(refs.sort()).toEqual(
      [
        "${data.edgecenter_image.lookup_1}",
        "${data.edgecenter_image.lookup_2}",
        "${data.ibm_app_config_environment.lookup_0}",
        "${var.secret_0}",
        "${var.secret_1}",
      ].sort(),
    );
  });

  test("values read back as given: provider settings, top-level strings, map keys and values, __proto__", () => {
    const { json } = written();
    const text = writeConfigText(json).text;
    const data = json.data as Record<string, Record<string, Record<string, unknown>>>;
    expect(data.ibm_app_config_environment.lookup_0.guid).toBe(literalString(HOSTILE[0]));
    const kv = data.edgecenter_image.lookup_1.metadata_kv as Record<string, string>;
    expect(Object.keys(kv).sort()).toEqual(HOSTILE.map(literalString).sort());
    expect(text).toContain('"__proto__": "$${x}"');
    expect((json.provider as Record<string, Record<string, unknown>[]>).edgecenter[0]).toEqual({
      permanent_api_token: "${var.secret_1}",
      api_endpoint: literalString(HOSTILE[3]),
      user_name: literalString(HOSTILE[4]),
    });
  });

  test("a secret map travels as TF_VAR_* text whose keys and values are literal too", () => {
    const { env, json } = written(["metadataKv"]);
    const data = json.data as Record<string, Record<string, Record<string, unknown>>>;
    expect(data.edgecenter_image.lookup_1.metadata_kv).toMatch(/^\$\{var\.secret_\d\}$/);
    const name = (data.edgecenter_image.lookup_1.metadata_kv as string).slice(6, -1);
    const text = env[`TF_VAR_${name}`];
    expect(allOpeners(JSON.parse(text))).toEqual([]);
    expect(Object.keys(JSON.parse(text))).toContain(literalString(HOSTILE[0]));
  });
  describe("a diagnostic's range, read back", () => {
    test("as the lookup and the path the provider gave: map keys as given, a secret setting by its name", () => {
      const { json } = written();
      const config = writeConfigText(json);
      const key = HOSTILE[0];
      const value = `${JSON.stringify(literalString(key))}: ${JSON.stringify(literalString(HOSTILE[1]))}`;
      // The value's own bytes, after its key.
      const onValue = diagnosticAt(config.text, JSON.stringify(literalString(HOSTILE[1])), "data.edgecenter_image.lookup_1", value);
      const place = placeOf(onValue, config);
      expect(place).toEqual({ kind: "data", key: "lookup_1", rest: ["metadata_kv", literalString(key)] });
      const path = upstreamPath(edgecenter, image.inputs, place!.rest);
      expect(path).toEqual([{ attribute: "metadata_kv" }, { key }]);
      expect(keptDiagnostic(edgecenter, image.inputs, { ...onValue, path })).toMatchObject({
        attribute: `metadata_kv[${JSON.stringify(key)}]`,
        argument: `metadataKv[${JSON.stringify(key)}]`,
      });
      // Without an address (a provider block's diagnostic has none), the range alone finds the block.
      const onSecret = diagnosticAt(config.text, '"${var.secret_1}"');
      expect(placeOf(onSecret, config)).toEqual({ kind: "provider", type: "edgecenter", rest: ["permanent_api_token"] });
      expect(upstreamPath(edgecenter, edgecenter.config, ["permanent_api_token"])).toEqual([{ attribute: "permanent_api_token" }]);
      // A range on the block's closing brace (a diagnostic with no path) names nothing inside it.
      const end = config.text.indexOf("\n   }", config.text.indexOf('"lookup_2"')) + 4;
      const onBlock = { ...onValue, address: "data.edgecenter_image.lookup_2" };
      onBlock.range = { filename: "main.tf.json", start: { line: 0, column: 0, byte: end }, end: { line: 0, column: 0, byte: end + 1 } };
      expect(placeOf(onBlock, config)).toEqual({ kind: "data", key: "lookup_2", rest: [] });
      // Another file's range (a variable's value) is not this file's.
      expect(placeOf({ ...onSecret, range: { ...onSecret.range!, filename: "<value for var.secret_1>" } }, config)).toBeUndefined();
    });
  });
});

/** A diagnostic of `apply -json` pointing at the bytes of `needle` (its first occurrence after `after`) in the file. */
function diagnosticAt(text: string, needle: string, address?: string, after = ""): TerraformDiagnostic {
  const bytes = Buffer.from(text);
  const start = bytes.indexOf(needle, after ? bytes.indexOf(after) : 0);
  expect(start).toBeGreaterThanOrEqual(0);
  const pos = (byte: number) => ({ line: 0, column: 0, byte });
  return {
    severity: "error",
    summary: "refused",
    detail: "",
    ...(address ? { address } : {}),
    range: { filename: "main.tf.json", start: pos(start), end: pos(start + Buffer.byteLength(needle)) },
  };
}

describe("arguments named like meta-arguments", () => {
  let project: ReturnType<typeof generateMetanamesProject>;
  beforeAll(() => {
    project = generateMetanamesProject("writer-metanames");
  });
  afterAll(() => removeDir(project?.root));

  test("go into the `_` escape block, beside the writer's own provider reference", () => {
    const meta = loadPackageMeta("metanames", project.providersDir);
    const thing = meta.functions.get("metanames:index/getThing:getThing")!;
    const args = validateArgs(meta, thing, {
      name: "n",
      count: 3,
      provider: "p",
      dependsOn: "d",
      forEach: "f",
      lifecycle: "l",
      fqn: "q",
      node: "o",
    });
    const { json } = buildStack(
      [{ key: "lookup_0", meta, fn: thing, args, secretInputs: new Set() }],
      [{ meta, config: { values: {}, secret: new Set() } }],
    );
    const block = (json.data as Record<string, Record<string, unknown>>).metanames_thing.lookup_0;
    expect(block).toEqual({
      provider: "metanames",
      name: "n",
      fqn: "q",
      node: "o",
      _: { count: 3, provider: "p", depends_on: "d", for_each: "f", lifecycle: "l" },
    });
    // A diagnostic there points at the argument itself, not at the escape block.
    const config = writeConfigText(json);
    const place = placeOf(diagnosticAt(config.text, '"d"', "data.metanames_thing.lookup_0"), config);
    expect(place).toEqual({ kind: "data", key: "lookup_0", rest: ["_", "depends_on"] });
    const path = upstreamPath(meta, thing.inputs, place!.rest);
    expect(path).toEqual([{ attribute: "depends_on" }]);
    expect(keptDiagnostic(meta, thing.inputs, { severity: "error", summary: "s", path })).toMatchObject({ argument: "dependsOn" });
    // The writer's own provider reference is no argument, though one is named `provider` too.
    const onReference = diagnosticAt(config.text, '"metanames"', "data.metanames_thing.lookup_0", '"lookup_0"');
    expect(placeOf(onReference, config)).toEqual({ kind: "data", key: "lookup_0", rest: [] });
    expect(placeOf(diagnosticAt(config.text, '"p"', "data.metanames_thing.lookup_0"), config)?.rest).toEqual(["_", "provider"]);
  });

  test("provider settings named alias or version go into the provider block's `_`", () => {
    const meta = loadPackageMeta("metanames", project.providersDir);
    const endpoint = meta.config[0];
    const withMetaNames = {
      ...meta,
      config: [endpoint, { ...endpoint, name: "alias", tfName: "alias" }, { ...endpoint, name: "version", tfName: "version" }],
    };
    const { json } = buildStack(
      [],
      [{ meta: withMetaNames, config: { values: { endpoint: "e", alias: "a", version: "${v}" }, secret: new Set() } }],
    );
    expect((json.provider as Record<string, unknown[]>).metanames).toEqual([{ endpoint: "e", _: { alias: "a", version: "$${v}" } }]);
  });
});
