/**
 * What the Go reference provider serves, as the real Terraform CLI reads it: `terraform apply` of a hand-written
 * configuration, the provider installed from a filesystem mirror. Every case it serves is here, those the plugin
 * engine does not yet read alike included: the state Terraform keeps is the reference the engines are held to.
 * Values are checked in the raw text of `terraform show -json`, where numbers keep every digit.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { requireTerraform } from "../support/executor-harness";
import { makeTempDir, removeDir } from "../support/project";
import { createGorefMirror, GOREF, requireGorefBinary } from "./support";

let work: string;

beforeAll(() => {
  requireTerraform();
  requireGorefBinary();
  work = makeTempDir("goref-terraform");
});

afterAll(() => removeDir(work));

const REQUIRED = `terraform {
  required_providers {
    goref = { source = "${GOREF.source}", version = "${GOREF.version}" }
  }
}
`;

const CONFIG = `${REQUIRED}

provider "goref" {
  endpoint = "https://goref.example/api"
  token    = "tok-terraform-1234"
}

data "goref_numbers" "n" {
  number_value = 9007199254740993
}

data "goref_keys" "k" {
  input = { "__proto__" = "from the configuration" }
}

data "goref_json" "j" {
  name = "json-please"
}

data "goref_group" "empty" {}

data "goref_group" "set" {
  settings {
    name = "grouped"
    size = 3
  }
}

data "goref_dynamic" "d" {
  value = { a = [1, "x", true] }
  single {
    value = 5
  }
  list {
    value = "text"
  }
  list {
    value = [1, 2]
  }
  map "m" {
    value = { z = 1 }
  }
}

data "goref_secret" "s" {}
`;

function terraform(dir: string, cliConfigFile: string, args: string[]) {
  const env = { ...process.env, TF_CLI_CONFIG_FILE: cliConfigFile, CHECKPOINT_DISABLE: "1", TF_IN_AUTOMATION: "1" };
  return spawnSync(requireTerraform(), args, { cwd: dir, env, encoding: "utf8", maxBuffer: 64 << 20 });
}

function project(name: string, protocol: 5 | 6, config: string): { run: (args: string[]) => ReturnType<typeof terraform> } {
  const dir = join(work, name);
  const { cliConfigFile } = createGorefMirror(dir, protocol);
  mkdirSync(join(dir, "project"));
  writeFileSync(join(dir, "project", "main.tf"), config);
  const run = (args: string[]) => terraform(join(dir, "project"), cliConfigFile, args);
  const init = run(["init", "-input=false", "-no-color"]);
  if (init.status !== 0) throw new Error(`terraform init failed: ${init.stderr}`);
  return { run };
}

describe.each([5, 6] as const)("plugin protocol %i", (protocol) => {
  let state: string;
  beforeAll(() => {
    const { run } = project(`apply-${protocol}`, protocol, CONFIG);
    const apply = run(["apply", "-auto-approve", "-input=false", "-no-color"]);
    if (apply.status !== 0) throw new Error(`terraform apply failed: ${apply.stderr}`);
    state = run(["show", "-json", "-no-color"]).stdout;
  });

  /** The `values` object of one data source, as the raw JSON text Terraform printed. */
  const values = (address: string): string => {
    const at = state.indexOf(`"address":"${address}"`);
    expect(at).toBeGreaterThanOrEqual(0);
    const start = state.indexOf('"values":', at);
    return state.slice(start, state.indexOf(',"sensitive_values"', start));
  };

  test("numbers keep every digit: int64's bounds, beyond a double's precision, beyond int64, fractions", () => {
    const n = values("data.goref_numbers.n");
    for (const fragment of [
      '"number_value":9007199254740993',
      '"max_int64":9223372036854775807',
      '"min_int64":-9223372036854775808',
      '"beyond_double":9007199254740993',
      '"beyond_int64":18446744073709551621',
      '"tenth":0.1',
    ])
      expect(n).toContain(fragment);
  });

  test("map keys such as __proto__, in answers and in the configuration", () => {
    const k = JSON.parse(`{${values("data.goref_keys.k")}}`) as { values: Record<string, Record<string, unknown>> };
    expect(Object.getOwnPropertyNames(k.values.labels)).toEqual(
      expect.arrayContaining(["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "a.b", "with space", "ünï"]),
    );
    expect(Object.getOwnPropertyDescriptor(k.values.labels, "__proto__")?.value).toBe("label of __proto__");
    expect(Object.getOwnPropertyDescriptor(k.values.objects, "__proto__")?.value).toEqual({ value: "__proto__" });
    expect(Object.getOwnPropertyDescriptor(k.values.input, "__proto__")?.value).toBe("from the configuration");
  });

  test("an answer sent as DynamicValue.json", () => {
    expect(JSON.parse(`{${values("data.goref_json.j")}}`)).toEqual({
      values: { id: "json", name: "json-please", count: 42, tags: ["alpha", "beta"], nested: { enabled: true, ratio: 0.25 } },
    });
  });

  test("a block of nesting mode group: never null, its attributes null when left out", () => {
    expect(JSON.parse(`{${values("data.goref_group.empty")}}`).values.settings).toEqual({ name: null, size: null });
    expect(JSON.parse(`{${values("data.goref_group.set")}}`).values.settings).toEqual({ name: "grouped", size: 3 });
  });

  test("dynamic values at the top and inside blocks (a list of blocks becomes a tuple, a map of them an object)", () => {
    expect(JSON.parse(`{${values("data.goref_dynamic.d")}}`).values).toEqual({
      id: "goref_dynamic",
      value: { a: [1, "x", true] },
      single: { label: null, value: 5 },
      list: [
        { label: null, value: "text" },
        { label: null, value: [1, 2] },
      ],
      map: { m: { label: null, value: { z: 1 } } },
    });
  });

  test("a sensitive result, and the provider block's values as the provider got them", () => {
    expect(JSON.parse(`{${values("data.goref_secret.s")}}`).values).toEqual({
      id: "secret",
      password: "s3cr3t-from-the-provider",
      endpoint: "https://goref.example/api",
      token_length: 18,
    });
    const at = state.indexOf('"address":"data.goref_secret.s"');
    expect(state.slice(at, state.indexOf("}", state.indexOf('"sensitive_values"', at)) + 1)).toContain('"password":true');
  });

  test("errors and warnings, each shown at the configuration its attribute path points to", () => {
    const { run } = project(
      `diagnostics-${protocol}`,
      protocol,
      `${REQUIRED}
data "goref_diagnostics" "d" {
  name = "taken"
  items = [
    { name = "first", size = 1 },
    { name = "second", size = 2 },
  ]
  tags = { other = "x", env = "prod" }
}
`,
    );
    const apply = run(["apply", "-auto-approve", "-input=false", "-no-color"]);
    expect(apply.status).toBe(1);
    const out = apply.stdout + apply.stderr;
    expect(out).toContain("Error: Name refused");
    expect(out).toContain('the name "taken" is taken');
    // Terraform finds the expression from the path: the error's is `name` (line 8).
    expect(out).toMatch(
      /Error: Name refused\n\n {2}with data\.goref_diagnostics\.d,\n {2}on main\.tf line 8, in data "goref_diagnostics" "d":\n.*name = "taken"/,
    );
    // Terraform follows a path through blocks only: `items` is an attribute here (a tuple expression), so it looks for
    // `name` in the data block itself and shows line 8 for items[1].name. (In JSON, where a list of objects reads as
    // blocks, it finds items[1].name itself: the Terraform engine's main.tf.json gets the exact value's range.)
    expect(out).toMatch(
      /Warning: Item name is deprecated\n\n {2}with data\.goref_diagnostics\.d,\n {2}on main\.tf line 8, [^\n]*\n.*name = "taken"\n+items\[1\]\.name will be renamed/,
    );
    // A diagnostic without a path: the block.
    expect(out).toMatch(/Warning: Read by the reference provider\n\n {2}with data\.goref_diagnostics\.d,\n {2}on main\.tf line 7, /);
    // A map key: the element's own expression.
    expect(out).toMatch(/Error: Tag refused\n\n {2}with data\.goref_diagnostics\.d,\n {2}on main\.tf line 13, [^\n]*\n.*env = "prod"/);
  });
});
