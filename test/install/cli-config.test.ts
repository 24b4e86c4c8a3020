/** Reading the Terraform CLI configuration as Terraform does, in HCL and JSON form. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { currentCliConfig, InstallError, locateCliConfig, readCliConfig, type CliConfig } from "../../src/runtime/install";
import { currentCacheSettings } from "../../src/runtime/install/cli-config";
import { blockOrder } from "../../src/runtime/install/hcl";
import { cliConfigFor } from "../../src/runtime/engines/terraform/workspace";
import { tempRoot } from "./helpers";

let root: string;
beforeAll(() => (root = tempRoot("tflookup-cli-config-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function file(text: string, ext = ".tfrc"): string {
  const f = join(root, `config-${++n}${ext}`);
  writeFileSync(f, text);
  return f;
}

const read = (f: string, env: NodeJS.ProcessEnv = {}, home = join(root, "no-home")) =>
  readCliConfig({ file: f, origin: "explicit" }, { env, home });

/** The parts a test compares, patterns shown as text. */
function shape(c: CliConfig) {
  return {
    pluginCacheDir: c.pluginCacheDir,
    mayBreak: c.pluginCacheMayBreakDependencyLockFile,
    methods: c.providerInstallation?.map((m) => ({
      ...m,
      include: m.include?.map((p) => `${p.hostname}/${p.namespace}/${p.type}`),
      exclude: m.exclude?.map((p) => `${p.hostname}/${p.namespace}/${p.type}`),
    })),
    devOverrides: [...c.devOverrides],
    hosts: [...c.hostServices],
  };
}

const HCL = `
# comment with a brace {
plugin_cache_dir = "$HOME/cache/\${USER_DIR}"
plugin_cache_may_break_dependency_lock_file = true
credentials "private.example.com" {
  token = "from-block"
}
host "registry.example.com" {
  services = {
    "providers.v1" = "https://other.example.com/providers/"
  }
}
provider_installation {
  /* a block comment: direct { } */
  network_mirror {
    url     = "https://mirror.example.com/providers"
    include = ["example.com/*/*", "hashicorp/aws"]
  }
  direct {
    exclude = ["example.com/*/*"]
  }
  filesystem_mirror {
    path    = "/opt/mirror"
    include = ["IBM-Cloud/ibm"]
  }
}
`;

const JSON_FORM = JSON.stringify({
  plugin_cache_dir: "$HOME/cache/${USER_DIR}",
  plugin_cache_may_break_dependency_lock_file: true,
  credentials: { "private.example.com": { token: "from-block" } },
  host: { "registry.example.com": { services: { "providers.v1": "https://other.example.com/providers/" } } },
  // The form Terraform reads (checked against Terraform 1.11): one list, each method a list of bodies.
  provider_installation: [
    {
      network_mirror: [{ url: "https://mirror.example.com/providers", include: ["example.com/*/*", "hashicorp/aws"] }],
      direct: [{ exclude: ["example.com/*/*"] }],
      filesystem_mirror: [{ path: "/opt/mirror", include: ["IBM-Cloud/ibm"] }],
    },
  ],
});

describe("readCliConfig", () => {
  const env = { HOME: "/home/u", USER_DIR: "x" };
  const expected = {
    pluginCacheDir: "/home/u/cache/x",
    mayBreak: true,
    methods: [
      {
        kind: "network_mirror",
        url: "https://mirror.example.com/providers/",
        include: ["example.com/*/*", "registry.terraform.io/hashicorp/aws"],
        exclude: undefined,
      },
      { kind: "direct", include: undefined, exclude: ["example.com/*/*"] },
      { kind: "filesystem_mirror", path: "/opt/mirror", include: ["registry.terraform.io/ibm-cloud/ibm"], exclude: undefined },
    ],
    devOverrides: [],
    hosts: [["registry.example.com", { "providers.v1": "https://other.example.com/providers/" }]],
  };

  test("HCL: every setting, methods in file order (which the HCL parser's output alone does not keep)", async () => {
    expect(shape(await read(file(HCL), env))).toEqual(expected);
  });

  test("JSON form: the same configuration reads the same", async () => {
    expect(shape(await read(file(JSON_FORM, ".tfrc.json"), env))).toEqual(expected);
  });

  test("dev_overrides, which only the JSON form can express to an HCL 2 parser", async () => {
    const c = await read(
      file(JSON.stringify({ provider_installation: [{ dev_overrides: [{ "hashicorp/null": "/src/null" }], direct: [{}] }] })),
    );
    expect([...c.devOverrides]).toEqual([["hashicorp/null", "/src/null"]]);
    expect(c.providerInstallation).toEqual([{ kind: "direct" }]);
  });

  test("no provider_installation block: undefined, so Terraform's implied methods apply", async () => {
    expect((await read(file(`plugin_cache_dir = "/c"\n`))).providerInstallation).toBeUndefined();
  });

  test(
    "tokens: TF_TOKEN_<host> (dots as _, dashes as __) wins over a credentials block, which wins over credentials.tfrc.json; " +
      "never visible in the data",
    async () => {
      const home = join(root, "home-creds");
      mkdirSync(join(home, ".terraform.d"), { recursive: true });
      writeFileSync(
        join(home, ".terraform.d", "credentials.tfrc.json"),
        JSON.stringify({
          credentials: { "login.example.com": { token: "from-login" }, "private.example.com": { token: "from-login-too" } },
        }),
      );
      const c = await read(file(HCL), { TF_TOKEN_my__registry_example_com: "from-env", TF_TOKEN_PRIVATE_EXAMPLE_COM: "env-wins" }, home);
      expect(c.tokenFor("my-registry.example.com")).toBe("from-env");
      expect(c.tokenFor("private.example.com")).toBe("env-wins");
      expect(c.tokenFor("login.example.com")).toBe("from-login");
      expect(c.tokenFor("nobody.example.com")).toBeUndefined();
      expect((await read(file(HCL), {}, home)).tokenFor("private.example.com")).toBe("from-block");
      expect(JSON.stringify(c)).not.toMatch(/from-|env-wins/);
    },
  );

  test("TF_PLUGIN_CACHE_DIR overrides plugin_cache_dir", async () => {
    expect((await read(file(`plugin_cache_dir = "/c"\n`), { TF_PLUGIN_CACHE_DIR: "/env-cache" })).pluginCacheDir).toBe("/env-cache");
  });

  test.each([
    [
      "invalid HCL, with file and position",
      `provider_installation {\n  direct {\n`,
      /config-\d+\.tfrc:\d+,\d+.*fix the file or point TF_CLI_CONFIG_FILE elsewhere/,
    ],
    [
      "a bad pattern",
      `provider_installation {\n  direct {\n    include = ["*/aws"]\n  }\n}\n`,
      /provider_installation direct include: invalid provider pattern "\*\/aws": the namespace can be \* only if the type is \* too/,
    ],
    [
      "a network mirror without https",
      `provider_installation {\n  network_mirror {\n    url = "http://m/"\n  }\n}\n`,
      /network_mirror: url "http:\/\/m\/" must use https/,
    ],
    [
      "a filesystem mirror without a path",
      `provider_installation {\n  filesystem_mirror {\n  }\n}\n`,
      /filesystem_mirror: the argument path is required/,
    ],
    ["an unknown method", `provider_installation {\n  carrier_pigeon {\n  }\n}\n`, /unknown installation method carrier_pigeon/],
    [
      "HCL 1's quoted argument names",
      `provider_installation {\n  dev_overrides {\n    "hashicorp/null" = "/src"\n  }\n}\n`,
      /Argument names must not be quoted.*write the CLI configuration in JSON form instead/,
    ],
    [
      "an argument where Terraform wants a block",
      `provider_installation {\n  direct = {}\n}\n`,
      /provider_installation direct: the items inside provider_installation must all be blocks/,
    ],
    [
      "two provider_installation blocks",
      `provider_installation {\n}\nprovider_installation {\n}\n`,
      /only one provider_installation block is allowed/,
    ],
  ])("%s is an error naming the file", async (_what, text, message) => {
    const err = await read(file(text)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InstallError);
    expect((err as Error).message).toMatch(message);
  });
});

describe("currentCacheSettings", () => {
  const settings = (c: Pick<CliConfig, "file" | "pluginCacheDir" | "pluginCacheMayBreakDependencyLockFile" | "devOverrides">) => ({
    file: c.file,
    pluginCacheDir: c.pluginCacheDir,
    mayBreak: c.pluginCacheMayBreakDependencyLockFile,
    devOverrides: [...c.devOverrides],
  });
  const env = { HOME: "/home/u", USER_DIR: "x" };
  let home: string;
  beforeAll(() => (home = join(root, "no-home")));

  test("the same settings as the whole configuration, HCL or JSON, whether the file sets them or not", async () => {
    const quiet = `# a comment\nprovider_installation {\n  direct {}\n}\ncredentials "h.example.com" {\n  token = "t"\n}\n`;
    const overrides = JSON.stringify({ provider_installation: [{ dev_overrides: [{ "acme/toolbox": "/opt/toolbox" }], direct: [{}] }] });
    for (const text of [HCL, JSON_FORM, quiet, overrides, `disable_checkpoint = true\n`]) {
      const f = file(text);
      for (const e of [env, { ...env, TF_PLUGIN_CACHE_DIR: "/from/env" }]) {
        const whole = await currentCliConfig({ file: f, env: e, home });
        expect([text, settings(await currentCacheSettings({ file: f, env: e, home }))]).toEqual([text, settings(whole)]);
      }
    }
  });

  test("does not load the HCL parser for an HCL file that names no cache setting, and does for one that does", async () => {
    const parse = jest.fn(() => Promise.resolve({}));
    jest.doMock("@cdktf/hcl2json", () => ({ parse }));
    await jest.isolateModulesAsync(async () => {
      const cli = await import("../../src/runtime/install/cli-config");
      const broken = file(`provider_installation {\n  direct {\n`);
      expect(settings(await cli.currentCacheSettings({ file: broken, env: {}, home }))).toEqual({
        file: broken,
        pluginCacheDir: undefined,
        mayBreak: false,
        devOverrides: [],
      });
      expect(parse).not.toHaveBeenCalled();
      await cli.currentCacheSettings({ file: file(`# plugin_cache_dir = "/x"\n`), env: {}, home });
      expect(parse).toHaveBeenCalledTimes(1);
    });
    jest.dontMock("@cdktf/hcl2json");
  });

  test("a missing file named explicitly is an error, as for the whole configuration", async () => {
    await expect(currentCacheSettings({ file: join(root, "missing.tfrc"), env: {}, home })).rejects.toMatchObject({
      code: "bad-cli-config",
      message: expect.stringMatching(/missing\.tfrc does not exist$/),
    });
  });
});

describe("blockOrder", () => {
  test("follows strings, templates, heredocs and comments, and only the outer block's direct children", () => {
    const text = [
      `x = "provider_installation { direct {} }"`,
      `provider_installation {`,
      `  // filesystem_mirror {`,
      `  network_mirror {`,
      `    url = "https://\${"{"}m/"`,
      `    nested { }`,
      `  }`,
      `  direct {`,
      `    exclude = [<<EOT`,
      `filesystem_mirror {`,
      `EOT`,
      `    ]`,
      `  }`,
      `  filesystem_mirror {`,
      `    path = "/m"`,
      `  }`,
      `}`,
    ].join("\n");
    expect(blockOrder(text, "provider_installation")).toEqual(["network_mirror", "direct", "filesystem_mirror"]);
  });
});

describe("locateCliConfig", () => {
  test("TFLOOKUP_TF_CLI_CONFIG, then an existing TF_CLI_CONFIG_FILE, then ~/.terraformrc, else none", () => {
    const home = join(root, "home-locate");
    mkdirSync(home, { recursive: true });
    const own = file("");
    const tf = file("");
    expect(locateCliConfig({ env: { TFLOOKUP_TF_CLI_CONFIG: own, TF_CLI_CONFIG_FILE: tf }, home })).toEqual({
      file: own,
      origin: "TFLOOKUP_TF_CLI_CONFIG",
    });
    expect(locateCliConfig({ env: { TFLOOKUP_TF_CLI_CONFIG: own, TF_CLI_CONFIG_FILE: tf }, home, ownVariable: false })).toEqual({
      file: tf,
      origin: "TF_CLI_CONFIG_FILE",
    });
    expect(locateCliConfig({ env: { TF_CLI_CONFIG_FILE: join(root, "missing") }, home })).toBeUndefined();
    writeFileSync(join(home, ".terraformrc"), "");
    expect(locateCliConfig({ env: { TF_CLI_CONFIG_FILE: join(root, "missing") }, home })).toEqual({
      file: join(home, ".terraformrc"),
      origin: "~/.terraformrc",
    });
    expect(() => locateCliConfig({ env: { TFLOOKUP_TF_CLI_CONFIG: join(root, "missing") }, home })).toThrow(
      /TFLOOKUP_TF_CLI_CONFIG names .*missing, which does not exist; create it or unset the variable/,
    );
  });
});

describe("the Terraform engine's CLI configuration (executor workspace)", () => {
  const opts = (base: string) => ({ cacheDir: join(root, `exec-${++n}`), tmpDir: root, baseCliConfig: base, timeoutMs: 1000, env: {} });

  test("keeps the user's own plugin_cache_dir, found by parsing, not by the look of a line", async () => {
    const base = file(`plugin_cache_dir   =   "/mine" # set by hand\n`);
    expect(readFileSync(await cliConfigFor(opts(base)), "utf8")).toBe(readFileSync(base, "utf8"));
    const commented = file(`# plugin_cache_dir = "/not-set"\ndisable_checkpoint = true\n`);
    const o = opts(commented);
    expect(readFileSync(await cliConfigFor(o), "utf8")).toBe(
      `# plugin_cache_dir = "/not-set"\ndisable_checkpoint = true\nplugin_cache_dir = ${JSON.stringify(join(o.cacheDir, "plugins"))}\n`,
    );
  });

  test("a configuration in JSON form stays valid JSON", async () => {
    const o = opts(file(JSON.stringify({ disable_checkpoint: true }), ".tfrc.json"));
    expect(JSON.parse(readFileSync(await cliConfigFor(o), "utf8"))).toEqual({
      disable_checkpoint: true,
      plugin_cache_dir: join(o.cacheDir, "plugins"),
    });
  });
});

describe("hclString", () => {
  test("escapes JSON's way and doubles template openers, which HCL 2 reads as literal text", async () => {
    const { hclString, parseHclOrJson } = await import("../../src/runtime/install/hcl");
    expect(hclString('a${b}%{c}"d\\e\n')).toBe('"a$${b}%%{c}\\"d\\\\e\\n"');
    // (hcl2json returns template text as written, so the read-back is checked on a value without templates.)
    const value = 'a"d\\e\n\t';
    expect((await parseHclOrJson("x.hcl", `v = ${hclString(value)}\n`)).v).toBe(value);
  });
});
