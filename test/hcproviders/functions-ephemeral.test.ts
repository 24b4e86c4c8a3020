/**
 * The framework reference provider's provider-defined functions and ephemeral resource, through the plugin engine
 * and through Terraform itself (functions in outputs, the ephemeral resource in an `ephemeral` block whose value
 * configures the provider): the same answers, and a function error naming its argument.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Executor } from "../../src/runtime/executor";
import { requireTerraform } from "../support/executor-harness";
import { MirrorExecutors } from "../support/mirror-executors";
import { makeTempDir, removeDir } from "../support/project";
import { createHcMirror, type HcProvider, hcTarget, makeHcProject } from "./support";

let root: string;
let work: string;
const executors = new MirrorExecutors();

beforeAll(() => {
  requireTerraform();
  root = makeHcProject();
  work = makeTempDir("hc-functions");
});

afterAll(async () => {
  await executors.closeAll();
  removeDir(root);
  removeDir(work);
});

/** Runs `terraform init` and `apply` of `config` (JSON syntax) against the mirror; the outputs, or the error text. */
function terraformApply(
  type: HcProvider,
  label: string,
  config: Record<string, unknown>,
): { outputs?: Record<string, unknown>; error?: string } {
  const dir = join(work, `${type}-${label}`);
  const { cliConfigFile } = createHcMirror(dir, [type]);
  mkdirSync(join(dir, "project"));
  const { source, version } = hcTarget(type);
  writeFileSync(
    join(dir, "project", "main.tf.json"),
    JSON.stringify({ terraform: { required_providers: { [type]: { source, version } } }, ...config }),
  );
  const env = { ...process.env, TF_CLI_CONFIG_FILE: cliConfigFile, CHECKPOINT_DISABLE: "1", TF_IN_AUTOMATION: "1" };
  const run = (args: string[]) => spawnSync(requireTerraform(), args, { cwd: join(dir, "project"), env, encoding: "utf8" });
  const init = run(["init", "-input=false", "-no-color"]);
  if (init.status !== 0) throw new Error(`terraform init failed: ${init.stderr}`);
  const apply = run(["apply", "-auto-approve", "-input=false", "-no-color"]);
  if (apply.status !== 0) return { error: apply.stderr };
  const out = run(["output", "-json"]);
  const outputs = JSON.parse(out.stdout) as Record<string, { value: unknown }>;
  return { outputs: Object.fromEntries(Object.entries(outputs).map(([k, v]) => [k, v.value])) };
}

function plugin(type: HcProvider): Executor {
  const dir = join(work, `${type}-plugin-${executors.count}`);
  const { cliConfigFile, executables } = createHcMirror(dir, [type]);
  return executors.create({
    engine: "plugin",
    dir,
    providersDir: join(root, "providers"),
    cliConfigFile,
    config: { [type]: {} },
    providerBinaries: executables,
  });
}

describe.each(["hcframework", "hcmux"] as const)("%s", (type) => {
  test("functions: a variadic one and a plain one answer as in Terraform's outputs", async () => {
    const viaTerraform = terraformApply(type, "functions", {
      output: {
        joined: { value: `\${provider::${type}::join("-", "a", "b", "c")}` },
        none: { value: `\${provider::${type}::join("-")}` },
        positive: { value: `\${provider::${type}::positive(5)}` },
      },
    });
    expect(viaTerraform.error).toBeUndefined();
    const e = plugin(type);
    const viaPlugin = {
      joined: await e.callFunction(type, `${type}:index/join:join`, { separator: "-", parts: ["a", "b", "c"] }),
      none: await e.callFunction(type, `${type}:index/join:join`, { separator: "-", parts: [] }),
      positive: await e.callFunction(type, `${type}:index/positive:positive`, { number: 5 }),
    };
    expect(viaTerraform.outputs).toEqual({ joined: "a-b-c", none: "", positive: 5 });
    expect(viaPlugin).toEqual(viaTerraform.outputs);
  });

  test("a function error names its argument, in Terraform and through the plugin engine", async () => {
    const viaTerraform = terraformApply(type, "function-error", { output: { bad: { value: `\${provider::${type}::positive(-1)}` } } });
    expect(viaTerraform.error).toContain("number must be positive");
    const error = await plugin(type)
      .callFunction(type, `${type}:index/positive:positive`, { number: -1 })
      .then(
        () => undefined,
        (err: Error) => err.message,
      );
    expect(error).toContain("number must be positive");
    expect(error).toMatch(/argument number\b/);
  });

  test("the ephemeral resource: the value Terraform's ephemeral block configures the provider with, opened alike", async () => {
    const viaTerraform = terraformApply(type, "ephemeral", {
      // A second configuration of the provider opens it: one may not configure itself with its own value.
      ephemeral: { [`${type}_token`]: { t: { provider: `${type}.opener`, name: "n1" } } },
      provider: { [type]: [{ alias: "opener" }, { token: `\${ephemeral.${type}_token.t.value}` }] },
      data: { [`${type}_whoami`]: { w: {} } },
      output: { token_length: { value: `\${data.${type}_whoami.w.token_length}` } },
    });
    expect(viaTerraform.error).toBeUndefined();
    const handle = await plugin(type).openEphemeral(type, `${type}:index/openToken:openToken`, { name: "n1" });
    try {
      expect(handle.value).toMatchObject({ name: "n1", value: "token-for-n1" });
      expect(viaTerraform.outputs).toEqual({ token_length: (handle.value.value as string).length });
    } finally {
      await handle.close();
    }
  });
});
