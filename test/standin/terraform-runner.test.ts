/**
 * The shipped Terraform runner (src/runtime/terraform-cli): locating the binary, the CLI
 * configuration it writes, the environment it gives Terraform, and reading -json
 * output.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { devNull, tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../support/project";
import {
  diagnosticsOf,
  emptyCliConfigFile,
  errorsOf,
  locateTerraform,
  outputsOf,
  parseUiMessages,
  renderCliConfig,
  runTerraform,
  terraformEnvironment,
  TerraformNotFoundError,
  terraformSpawnCount,
  writeCliConfig,
} from "../../src/runtime/terraform-cli";

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "tf-runner-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("locateTerraform", () => {
  it("finds terraform on PATH (this machine must have it)", () => {
    expect(locateTerraform()).toMatch(/\/terraform$/);
  });

  it("says terraform was not found and where it looked", () => {
    const attempt = (): string => locateTerraform({ env: { PATH: "/nonexistent/a:/nonexistent/b" } });
    expect(attempt).toThrow(TerraformNotFoundError);
    expect(attempt).toThrow('terraform was not found: no executable "terraform" in /nonexistent/a, /nonexistent/b');
  });

  it("takes TERRAFORM_BINARY_NAME, and the option over it", () => {
    const fake = join(scratch, "tf-fake");
    writeFileSync(fake, "#!/bin/sh\necho fake\n");
    chmodSync(fake, 0o755);
    expect(locateTerraform({ env: { PATH: scratch, TERRAFORM_BINARY_NAME: "tf-fake" } })).toBe(fake);
    expect(() => locateTerraform({ binary: join(scratch, "missing"), env: { TERRAFORM_BINARY_NAME: "tf-fake", PATH: scratch } })).toThrow(
      /terraform was not found: ".*missing" is not an executable file/,
    );
  });
});

describe("CLI configuration", () => {
  it("renders mirrors, direct exclusions and a plugin cache", () => {
    const text = renderCliConfig({
      filesystemMirrors: [{ path: "/m", include: ["registry.terraform.io/ibm-cloud/ibm"] }],
      direct: { exclude: ["registry.terraform.io/ibm-cloud/ibm"] },
      pluginCacheDir: "/cache",
    });
    expect(text).toBe(
      [
        'plugin_cache_dir = "/cache"',
        "provider_installation {",
        "  filesystem_mirror {",
        '    path    = "/m"',
        '    include = ["registry.terraform.io/ibm-cloud/ibm"]',
        "  }",
        "  direct {",
        '    exclude = ["registry.terraform.io/ibm-cloud/ibm"]',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    const file = writeCliConfig(join(scratch, "nested", "terraform.rc"), { pluginCacheDir: "/cache" });
    expect(readFileSync(file, "utf8")).toBe('plugin_cache_dir = "/cache"\n');
  });
});

describe("environment", () => {
  it("drops inherited log and argument noise, and always sets its own config file", () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      TF_LOG: "trace",
      TF_LOG_PATH: "/tmp/x",
      TF_CLI_ARGS_plan: "-refresh=false",
      TF_CLI_CONFIG_FILE: "/elsewhere",
    });
    try {
      const env = terraformEnvironment({ env: { EXTRA: "1", TF_CLI_CONFIG_FILE: "/ignored" } }, "/mine.rc");
      expect(env.TF_LOG).toBeUndefined();
      expect(env.TF_LOG_PATH).toBeUndefined();
      expect(env.TF_CLI_ARGS_plan).toBeUndefined();
      expect(env).toMatchObject({
        TF_CLI_CONFIG_FILE: "/mine.rc",
        CHECKPOINT_DISABLE: "1",
        TF_IN_AUTOMATION: "1",
        TF_INPUT: "0",
        EXTRA: "1",
      });
      // asked for explicitly, logging stays
      expect(terraformEnvironment({ env: { TF_LOG: "debug" } }, "/mine.rc").TF_LOG).toBe("debug");
    } finally {
      process.env = saved;
    }
  });
});

describe("machine-readable UI", () => {
  const lines = [
    '{"@level":"info","@message":"Terraform 1.11.4","type":"version","terraform":"1.11.4"}',
    "not json",
    '{"@level":"error","@message":"Error: No x found","type":"diagnostic",' +
      '"diagnostic":{"severity":"error","summary":"No x found","detail":"none","address":"data.x.y"}}',
    '{"@level":"warn","type":"diagnostic","diagnostic":{"severity":"warning","summary":"Deprecated","detail":""}}',
    '{"@level":"info","type":"outputs","outputs":{"a":{"sensitive":false,"type":"string","value":"b"}}}',
  ].join("\n");

  it("reads diagnostics with their address, and the outputs", () => {
    const messages = parseUiMessages(lines);
    expect(messages.map((m) => m.type)).toEqual(["version", "diagnostic", "diagnostic", "outputs"]);
    expect(diagnosticsOf(messages)).toHaveLength(2);
    expect(errorsOf(messages)).toEqual([{ severity: "error", summary: "No x found", detail: "none", address: "data.x.y" }]);
    expect(outputsOf(messages)).toEqual({ a: { sensitive: false, type: "string", value: "b" } });
  });
});

describe("runTerraform", () => {
  it("runs terraform with its own config file, captures output and counts the process", async () => {
    const before = terraformSpawnCount();
    const result = await runTerraform({ args: ["version", "-json"], cwd: scratch });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ terraform_version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    // No warning about the machine's missing ~/.terraformrc: the runner's own (empty) config is used.
    expect(result.stderr).toBe("");
    // The null device: nothing written, nothing to remove.
    expect(emptyCliConfigFile()).toBe(devNull);
    expect(readFileSync(emptyCliConfigFile(), "utf8")).toBe("");
    expect(terraformSpawnCount()).toBe(before + 1);
  });

  it("leaves nothing in the temporary folder of a process that ran Terraform without a configuration of its own", () => {
    const tmp = mkdtempSync(join(tmpdir(), "tflookup-runner-tmp-"));
    try {
      const script = [
        `const { runTerraform } = require(${JSON.stringify(join(REPO_ROOT, "src/runtime/terraform-cli"))});`,
        `runTerraform({ args: ["version"], cwd: ${JSON.stringify(scratch)} })`,
        "  .then((r) => console.log(r.exitCode, JSON.stringify(r.stderr)));",
      ].join("\n");
      const r = spawnSync(process.execPath, ["-r", "tsx/cjs", "-e", script], {
        cwd: REPO_ROOT,
        env: { ...process.env, TMPDIR: tmp },
        encoding: "utf8",
      });
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 0, stdout: '0 ""\n', stderr: "" });
      // tsx keeps its compile cache there (tsx-<uid>) on purpose; nothing else may stay.
      expect(readdirSync(tmp).filter((e) => !/^tsx-\d+$/.test(e))).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("kills a command that overruns its time", async () => {
    const slow = join(scratch, "slow-terraform");
    writeFileSync(slow, "#!/bin/sh\nsleep 30\n");
    chmodSync(slow, 0o755);
    const result = await runTerraform({ args: ["plan"], cwd: scratch, binary: slow, timeoutMs: 300 });
    expect(result.timedOut).toBe(true);
    expect(result.durationMs).toBeLessThan(5000);
  });
});
