/**
 * The plugin's pieces in-process: configuration as the engine sends it, wire values, secret marking, error
 * redaction, command line. The same behaviour over gRPC is in plugin-protocol.test.ts.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseCommandLine, parseQuery, pluginUsage } from "../../src/runtime/pulumi-plugin/cli";
import { openPackage, packageFromExecutable, type PackageSchema } from "../../src/runtime/pulumi-plugin/package-files";
import { UnknownPackageError } from "../../src/runtime/shared/metadata";
import { upstreamVersion } from "../../src/runtime/pulumi-plugin/package-version";
import { checkConfig, ConfigError, diffConfig, settingsFromConfigure } from "../../src/runtime/pulumi-plugin/provider-config";
import { redactor } from "../../src/runtime/pulumi-plugin/redact";
import { reveal, secretRecord, UnsupportedValueError } from "../../src/runtime/pulumi-plugin/rpc-values";
import { markDeclaredSecrets } from "../../src/runtime/pulumi-plugin/secret-fields";
import { demoSchema, token, writeDemoPackage } from "./support/demo-package";
import { documentedPackage } from "./support/documented-shape";
import { PLUGIN_MAIN, REPO_ROOT, secret, isSecret, SIG_KEY } from "./support/plugin-process";

const schema = demoSchema as unknown as PackageSchema;

describe("configuration", () => {
  test("Configure args: documented names, secrets unwrapped and remembered, stack-config strings typed", () => {
    const s = settingsFromConfigure(
      {
        args: {
          apiKey: secret("k-123456"),
          endpoint: "https://x",
          timeout: "30",
          insecure: "true",
          regions: '["a","b"]',
          version: "1.2.3",
        },
        variables: [["demo:config:endpoint", "ignored when args are present"]],
      },
      schema,
    );
    expect(s.values).toEqual({ apiKey: "k-123456", endpoint: "https://x", timeout: 30, insecure: true, regions: ["a", "b"] });
    expect([...s.secretNames]).toEqual(["apiKey"]);
  });

  test("Configure variables (no args): <pkg>:config:<name> keys, JSON-encoded non-strings, nothing secret", () => {
    const s = settingsFromConfigure(
      {
        variables: [
          ["demo:config:apiKey", "k"],
          ["demo:config:timeout", "15"],
          ["demo:insecure", "false"],
          ["other:config:x", "1"],
        ],
      },
      schema,
    );
    expect(s.values).toEqual({ apiKey: "k", timeout: 15, insecure: false });
    expect(s.secretNames.size).toBe(0);
  });

  test("every bad variable is reported, by name, without its value", () => {
    let error: unknown;
    try {
      settingsFromConfigure({ args: { apiKey: 42, timeout: "soon", cloudKey: "x" }, variables: [] }, schema);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const failures = (error as ConfigError).failures;
    expect(failures.map((f) => f.property)).toEqual(["apiKey", "cloudKey", "timeout"]);
    expect(failures.find((f) => f.property === "apiKey")!.reason).toBe("expected a string, got a number");
    expect(failures.find((f) => f.property === "cloudKey")!.reason).toMatch(
      /not a configuration variable of demo; known: apiKey, endpoint/,
    );
    expect((error as Error).message).not.toContain("42");
  });

  test("CheckConfig lets unknowns (preview) and engine keys pass, fails unknown names and bad types", () => {
    expect(checkConfig({ endpoint: "04da6b54-80e4-46f7-96ec-b56ff0331ba9", version: "1.2.3", timeout: 5 }, schema)).toEqual([]);
    expect(checkConfig({ timeout: 1.5, nope: true }, schema).map((f) => f.property)).toEqual(["nope", "timeout"]);
  });

  test("DiffConfig reports changed names only", () => {
    expect(diffConfig({ endpoint: "a", timeout: 1, version: "1" }, { endpoint: "b", timeout: 1, version: "2" })).toEqual(["endpoint"]);
    expect(diffConfig({ endpoint: "a" }, { endpoint: "a" })).toEqual([]);
  });
});

describe("wire values", () => {
  test("reveal unwraps secrets at any depth and says whether there was one", () => {
    expect(reveal({ a: [1, { b: secret("s") }] })).toEqual({ value: { a: [1, { b: "s" }] }, secret: true });
    expect(reveal({ a: "plain" })).toEqual({ value: { a: "plain" }, secret: false });
  });

  test("reveal hands on what holds no secret as it is, copies the way down to a secret, and changes nothing given", () => {
    const plain = { a: [1, { b: "x" }], c: { d: true } };
    const revealed = reveal(plain);
    expect(revealed.value).toBe(plain);
    expect(revealed.secret).toBe(false);
    const wrapped = { a: [1, { b: secret("s") }], c: { d: true } };
    const before = JSON.stringify(wrapped);
    const out = reveal(wrapped).value as typeof plain;
    expect(out).toEqual({ a: [1, { b: "s" }], c: { d: true } });
    expect(JSON.stringify(wrapped)).toBe(before);
    expect(out).not.toBe(wrapped);
    expect(out.a).not.toBe(wrapped.a);
    expect(out.c).toBe(wrapped.c);
  });

  test("reveal copies an object holding a __proto__ key, which is not carried on as data", () => {
    // What Struct.toJavaScript makes of a key named __proto__: an object with that value as its prototype.
    const struct = Object.assign(Object.create({ injected: true }) as Record<string, unknown>, { a: "x" });
    const out = reveal(struct).value as Record<string, unknown>;
    expect(out).not.toBe(struct);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out).toEqual({ a: "x" });
    const own = JSON.parse('{"__proto__":{"injected":true},"a":"x"}') as Record<string, unknown>;
    const copied = reveal(own).value as Record<string, unknown>;
    expect(copied).not.toBe(own);
    expect(Object.keys(copied)).toEqual(["a"]);
  });

  test("reveal refuses unknowns and resource references with the property path", () => {
    expect(() => reveal({ a: { b: "04da6b54-80e4-46f7-96ec-b56ff0331ba9" } })).toThrow(/a\.b is not known yet/);
    expect(() => reveal({ r: { [SIG_KEY]: "5cf8f73096256a8f31e491e813e4eb8e", urn: "u" } })).toThrow(UnsupportedValueError);
  });

  test("secretRecord wraps each top-level field once", () => {
    const out = secretRecord({ a: 1, b: secret(2) });
    expect(out).toEqual({ a: secret(1), b: secret(2) });
  });

  test("schema-declared secret outputs are wrapped at the top and inside nested types; the rest stays plain", () => {
    const out = markDeclaredSecrets(token("echo"), { password: "pw", nested: [{ token: "t", label: "l" }], args: { token: "x" } }, schema);
    expect(isSecret(out.password)).toBe(true);
    const nested = (out.nested as Record<string, unknown>[])[0];
    expect(isSecret(nested.token)).toBe(true);
    expect(nested.label).toBe("l");
    expect(out.args).toEqual({ token: "x" });
  });
});

describe("redaction", () => {
  test("secret config (by arrival or by declaration) and secret inputs are masked in messages", () => {
    const settings = { values: { apiKey: "declared-secret", endpoint: "wrapped-endpoint" }, secretNames: new Set(["endpoint"]) };
    const redact = redactor(settings, { name: secret("input-secret"), plain: "plain-value" }, ["apiKey"]);
    expect(redact("declared-secret wrapped-endpoint input-secret plain-value")).toBe("[secret] [secret] [secret] plain-value");
  });

  test("a secret quoted inside JSON or a URL is masked too, as the executor's redaction does", () => {
    const value = 'p@ss "word"/x';
    const redact = redactor({ values: { apiKey: value }, secretNames: new Set(["apiKey"]) }, {});
    const message = `body {"key":${JSON.stringify(value)}} url https://h/?k=${encodeURIComponent(value)} raw ${value}`;
    expect(redact(message)).toBe('body {"key":"[secret]"} url https://h/?k=[secret] raw [secret]');
  });
});

describe("the documented-shape check used by the lookup tests", () => {
  test("rejects upstream names, undocumented nested fields, missing always-present fields and wrong kinds", () => {
    const ibm = documentedPackage("ibm");
    const token = "ibm:index/getAccount:getAccount";
    const good = { id: "a", orgGuid: "o", accountUsers: [{ email: "e", id: "i", role: "r", state: "s" }] };
    expect(ibm.check(token, good)).toEqual([]);
    expect(ibm.check(token, { ...good, org_guid: "o" })).toEqual([expect.stringMatching(/^org_guid: not a documented field/)]);
    expect(ibm.check(token, { ...good, accountUsers: [{ ...good.accountUsers[0], user_id: "u" }] })).toEqual([
      expect.stringMatching(/^accountUsers\[0\]\.user_id: not a documented field/),
    ]);
    expect(ibm.check(token, { id: "a", accountUsers: [] })).toEqual(["orgGuid: documented as always present, missing"]);
    expect(ibm.check(token, { ...good, id: 7 })).toEqual(["id: expected a string, got 7"]);
  });
});

describe("which package", () => {
  test("from the executable name npm's bin link gives, or --package", () => {
    expect(packageFromExecutable("/usr/lib/node_modules/.bin/pulumi-resource-ibm")).toBe("ibm");
    expect(packageFromExecutable("/x/pulumi-resource-edgecenter.js")).toBe("edgecenter");
    expect(packageFromExecutable("/x/main.js")).toBeUndefined();
    expect(parseCommandLine(["node", "/x/pulumi-resource-ibm", "--logtostderr", "-v=9", "127.0.0.1:1234"])).toEqual({
      pkg: "ibm",
      pulumiEngineArgs: ["--logtostderr", "-v=9", "127.0.0.1:1234"],
    });
    expect(parseCommandLine(["node", "/x/main.ts", "--package", "edgecenter", "127.0.0.1:1"]).pkg).toBe("edgecenter");
    expect(() => parseCommandLine(["node", "/x/main.ts", "127.0.0.1:1"])).toThrow(/pulumi-resource-<pkg> or pass --package/);
  });

  test("--help and --version are answered, not passed to the engine's server; the engine's own arguments are", () => {
    expect(parseQuery(["node", "/x/.bin/pulumi-resource-ibm", "--help"])).toEqual({
      query: "help",
      usage: pluginUsage("/x/.bin/pulumi-resource-ibm"),
    });
    expect(pluginUsage("/x/.bin/pulumi-resource-ibm")).toMatch(
      /^usage: pulumi-resource-ibm \[--package <pkg>\] .*<pulumi-engine-address>\n/,
    );
    expect(pluginUsage("/x/main.ts")).toMatch(/^usage: pulumi-resource-<pkg> /);
    expect(parseQuery(["node", "/x/main.ts", "-h", "--package", "ibm"])).toMatchObject({ query: "help" });
    expect(parseQuery(["node", "/x/main.ts", "--version", "--package", "edgecenter"])).toEqual({ query: "version", pkg: "edgecenter" });
    expect(parseQuery(["node", "/x/pulumi-resource-ibm", "--logtostderr", "-v=9", "127.0.0.1:1234"])).toBeUndefined();
    expect(() => parseQuery(["node", "/x/main.ts", "--version"])).toThrow(/pulumi-resource-<pkg> or pass --package/);
  });

  test.each([
    ["--help", (out: string) => expect(out).toBe(pluginUsage(PLUGIN_MAIN))],
    ["--version", (out: string) => expect(out).toBe("2.5.0\n")],
  ])("run by hand with %s, the plugin answers on stdout and exits 0 without serving", (flag, check) => {
    const r = spawnSync(process.execPath, ["--import", require.resolve("tsx"), PLUGIN_MAIN, "--package", "ibm", flag], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect({ status: r.status, signal: r.signal, stderr: r.stderr }).toEqual({ status: 0, signal: null, stderr: "" });
    check(r.stdout);
  });

  test("an unknown package names the ones there are; the version comes from metadata without its v", () => {
    const { root } = writeDemoPackage();
    try {
      expect(() => openPackage("ibmx", root)).toThrow(UnknownPackageError);
      expect(() => openPackage("ibmx", root)).toThrow(`unknown package "ibmx" under ${root} (installed: demo)`);
      expect(() => openPackage("dmeo", root)).toThrow(`unknown package "dmeo" under ${root}; did you mean "demo"? (installed: demo)`);
      expect(upstreamVersion(openPackage("demo", root))).toBe("1.2.3");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
