/**
 * The packages under the real Pulumi engine, offline: the `pulumi` CLI and the YAML language host built from
 * Pulumi's Go modules (scripts/tools/pulumi.sh), a file backend, passphrase secrets, no update check, no plugin
 * download, the packages installed from their packed tarballs, the stand-in providers behind the plugins.
 *
 * TypeScript programs run as Pulumi's Automation API runs them (an inline program served to `pulumi --client`):
 * Pulumi's Node.js language host, `pulumi-language-nodejs`, is an untagged module the Go proxy here refuses (see
 * docs/plugin.md). YAML programs run by `pulumi` and `pulumi-language-yaml` alone.
 */
import { readFileSync, readdirSync, statSync, writeFileSync, cpSync } from "node:fs";
import { delimiter, join } from "node:path";
import { CREDENTIALS, SECRET_ENVIRONMENT_ID, SECRET_GUID } from "../support/executor-harness";
import { expectedResult, loadSpec } from "../support/spec-expect";
import { collect, createEngineWorld, installedPlugins, TOOLS_BIN, type CommandResult, type EngineWorld } from "./support/engine-world";
import { alive, allProcesses, descendants, waitFor } from "./support/processes";

const ORG_GUID = "org-guid-standin-01";
const REGION = "standin-region";
const SECRETS = [CREDENTIALS.ibm, CREDENTIALS.edgecenter, SECRET_GUID];

let world: EngineWorld;
let programs: string;
/** Everything any command printed, checked for secrets at the end. */
const said: string[] = [];

beforeAll(async () => {
  world = await createEngineWorld("e2e");
  programs = join(world.consumer, "programs");
  cpSync(join(__dirname, "programs"), programs, { recursive: true });
  const files = readdirSync(programs).filter((f) => /\.m?ts$/.test(f));
  writeFileSync(
    join(programs, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { strict: true, target: "ES2022", types: ["node"], module: "node16", moduleResolution: "node16" },
      files,
    }),
  );
  const tsc = await collect(
    world.spawn(process.execPath, [join(world.consumer, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], programs),
  );
  if (tsc.status !== 0) throw new Error(`tsc failed: ${tsc.stdout}${tsc.stderr}`);
}, 900_000);

afterAll(() => world?.cleanup());

function record(type: "ibm" | "edgecenter", dataSource: string, match: (r: Record<string, unknown>) => boolean) {
  const found = world.harness.clouds[type].dataSources[dataSource].find(match);
  if (!found) throw new Error(`no ${dataSource} record in the fixture cloud`);
  return found;
}
const expectedAccount = () =>
  expectedResult(
    loadSpec("ibm"),
    "getAccount",
    record("ibm", "ibm_account", (r) => r.org_guid === ORG_GUID),
  );
const expectedZone = () =>
  expectedResult(
    loadSpec("edgecenter"),
    "getAvailabilityZone",
    record("edgecenter", "edgecenter_availability_zone", (r) => r.region_name === REGION),
  );

async function pulumi(cwd: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CommandResult> {
  const r = await world.pulumi(cwd, args, options);
  said.push(r.stdout, r.stderr);
  return r;
}

async function mustPulumi(cwd: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  const r = await pulumi(cwd, args, options);
  if (r.status !== 0) throw new Error(`pulumi ${args.join(" ")} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A project folder with its Pulumi.yaml and a stack, its configuration set as a user would (secrets from stdin). */
async function stack(
  name: string,
  pulumiYaml: string,
  config: Record<string, string> = {},
  secrets: Record<string, string> = {},
  files: Record<string, string> = {},
): Promise<string> {
  const dir = world.project(name, { "Pulumi.yaml": pulumiYaml, ...files });
  await mustPulumi(dir, ["stack", "init", "dev"]);
  for (const [k, v] of Object.entries(config)) await mustPulumi(dir, ["config", "set", k, v]);
  for (const [k, v] of Object.entries(secrets)) await mustPulumi(dir, ["config", "set", "--secret", k], { input: v });
  return dir;
}

const nodeProject = (name: string) => `name: ${name}\nruntime: nodejs\n`;
const credentials = { "ibm:cloudApiKey": CREDENTIALS.ibm, "edgecenter:permanentApiToken": CREDENTIALS.edgecenter };

interface ProgramRun {
  op: string;
  ok: boolean;
  stdout?: string;
  stderr?: string;
  error?: string;
  outputs?: Record<string, unknown>;
}

/** One operation of a program under the CLI (programs/run-program.mjs). */
async function runProgram(dir: string, program: string, op: string, env?: NodeJS.ProcessEnv): Promise<ProgramRun> {
  const r = await collect(
    world.spawn(process.execPath, [join(programs, "run-program.mjs"), dir, "dev", join(programs, program), op], dir, env),
  );
  said.push(r.stdout, r.stderr);
  const line = r.stdout.trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(line) as ProgramRun;
  } catch {
    throw new Error(`run-program ${program} ${op} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  }
}

/** Processes of this world still running: any whose command line names its project or its stand-in world. */
const running = () =>
  allProcesses()
    .filter((p) => p.argv.some((a) => a.includes(world.consumer) || a.includes(world.harness.root)))
    .map((p) => p.argv.join(" "));

/**
 * What is still running a while after the engine exited: a provider's watchdog shell ends its provider when the
 * plugin has gone, which takes it a moment (up to 2 s of grace); under load, longer.
 */
async function leftovers(): Promise<string[]> {
  try {
    return await waitFor("the run's processes to end", () => (running().length === 0 ? [] : undefined), 20_000);
  } catch {
    return running();
  }
}

/** Every file of the file backend, as text. */
function stateText(): string {
  const texts: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else texts.push(readFileSync(p, "utf8"));
    }
  };
  walk(world.stateDir);
  return texts.join("\n");
}

const stackFile = (project: string) => join(world.stateDir, ".pulumi", "stacks", project, "dev.json");
const exists = (p: string) => {
  try {
    statSync(p);
    return true;
  } catch {
    return false;
  }
};

describe("TypeScript programs", () => {
  test.each([
    ["CommonJS", "functions.js", "ts-functions"],
    ["an ES module", "functions-esm.mjs", "ts-functions-esm"],
  ])(
    "%s: preview, up, stack output --json, destroy and stack rm, with each function form of both packages",
    async (_kind, program, project) => {
      const dir = await stack(
        project,
        nodeProject(project),
        { [`${project}:orgGuid`]: ORG_GUID, [`${project}:regionName`]: REGION },
        credentials,
      );

      const preview = await runProgram(dir, program, "preview");
      expect([preview.ok, preview.error]).toEqual([true, undefined]);
      expect(preview.stdout).toContain("+ 1 to create");

      const up = await runProgram(dir, program, "up");
      expect([up.ok, up.error]).toEqual([true, undefined]);
      const expected = { account: expectedAccount(), accountOutput: expectedAccount(), zone: expectedZone(), zoneOutput: expectedZone() };
      expect(up.outputs).toEqual(expected);
      expect(JSON.parse(await mustPulumi(dir, ["stack", "output", "--json"]))).toEqual(expected);

      // Found where docs/plugin.md says (node_modules/.bin on PATH); nothing downloaded.
      expect(up.stdout).toContain(
        `using pulumi-resource-ibm from $PATH at ${join(world.consumer, "node_modules", ".bin", "pulumi-resource-ibm")}`,
      );
      expect(installedPlugins(world.home)).toEqual([]);

      const destroy = await runProgram(dir, program, "destroy");
      expect([destroy.ok, destroy.error]).toEqual([true, undefined]);
      expect(exists(stackFile(project))).toBe(true);
      await mustPulumi(dir, ["stack", "rm", "dev", "--yes"]);
      expect(exists(stackFile(project))).toBe(false);
    },
    600_000,
  );

  test(
    "an explicit Provider holding a secret credential; a secret argument makes a secret result; " +
      "no secret in the state, the configuration file or any output",
    async () => {
      const project = "ts-secrets";
      const dir = await stack(
        project,
        nodeProject(project),
        { [`${project}:orgGuid`]: ORG_GUID, [`${project}:environmentId`]: SECRET_ENVIRONMENT_ID },
        { [`${project}:apiKey`]: CREDENTIALS.ibm, [`${project}:secretGuid`]: SECRET_GUID },
      );
      // No stack-level ibm configuration: the explicit provider's cloudApiKey is what reaches the stand-in cloud.
      const up = await runProgram(dir, "secrets.js", "up");
      expect([up.ok, up.error]).toEqual([true, undefined]);
      expect(up.outputs!.account).toEqual(expectedAccount());
      expect(up.outputs!.environment).toBe("[secret]");
      expect(up.stdout).toMatch(/environment\s*: \[secret\]/);
      expect(up.stdout).not.toMatch(/account\s*: \[secret\]/);

      const shown = JSON.parse(await mustPulumi(dir, ["stack", "output", "--json"]));
      expect(shown.environment).toBe("[secret]");
      expect(shown.account).toEqual(expectedAccount());
      const revealed = await world.pulumi(dir, ["stack", "output", "--json", "--show-secrets"]);
      expect(JSON.parse(revealed.stdout).environment).toEqual(
        expectedResult(
          loadSpec("ibm"),
          "getAppConfigEnvironment",
          record("ibm", "ibm_app_config_environment", (r) => r.guid === SECRET_GUID),
        ),
      );

      const state = stateText();
      // Pulumi's mark of a secret value in state, beside its ciphertext.
      expect(state).toMatch(/"4dabf18193072939515e22adb298388d":\s*"1b47061264138c4ac30d75fd1eb44270",\s*"ciphertext"/);
      for (const s of SECRETS) expect(state).not.toContain(s);
      const stackConfig = readFileSync(join(dir, "Pulumi.dev.yaml"), "utf8");
      for (const s of SECRETS) expect(stackConfig).not.toContain(s);
      expect((await runProgram(dir, "secrets.js", "destroy")).ok).toBe(true);
    },
    600_000,
  );

  test(
    "preview with an argument not yet known (an output of a dynamic resource, with dependsOn): unknown outputs, no " +
      "error; up then looks it up",
    async () => {
      const project = "ts-unknowns";
      const dir = await stack(project, nodeProject(project), { [`${project}:orgGuid`]: ORG_GUID }, credentials);
      const preview = await runProgram(dir, "unknowns.js", "preview");
      expect([preview.ok, preview.error]).toEqual([true, undefined]);
      expect(preview.stdout).toMatch(/accountId: \[unknown\]/);
      expect(preview.stdout).toContain("+ 2 to create");
      const up = await runProgram(dir, "unknowns.js", "up");
      expect([up.ok, up.error]).toEqual([true, undefined]);
      expect(up.outputs).toEqual({ accountId: expectedAccount().id, orgGuid: ORG_GUID });
      expect((await runProgram(dir, "unknowns.js", "destroy")).ok).toBe(true);
    },
    600_000,
  );

  test("50 lookups in parallel in one program", async () => {
    const project = "ts-parallel";
    const dir = await stack(project, nodeProject(project), { [`${project}:orgGuid`]: ORG_GUID }, credentials);
    const up = await runProgram(dir, "parallel.js", "up");
    expect([up.ok, up.error]).toEqual([true, undefined]);
    expect(up.outputs!.accountIds).toEqual(Array.from({ length: 50 }, () => expectedAccount().id));
  }, 600_000);

  describe("failures, shown by pulumi up, which exits non-zero", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await stack("ts-failures", nodeProject("ts-failures"), {}, credentials);
    }, 300_000);

    const failing = async (failure: string, guid = "", env?: NodeJS.ProcessEnv) => {
      await mustPulumi(dir, ["config", "set", "ts-failures:failure", failure]);
      await mustPulumi(dir, ["config", "set", "ts-failures:guid", guid]);
      const up = await runProgram(dir, "failures.js", "up", env);
      expect(up.ok).toBe(false);
      expect(await leftovers()).toEqual([]);
      return up.error!;
    };

    test("a wrong argument: the function, the argument, what was expected and what came", async () => {
      const error = await failing("wrong-argument");
      expect(error).toContain("getAccount: argument orgGuid: expected a string, got number 5");
    });

    test("a provider's diagnostic: the function and the upstream message", async () => {
      const error = await failing("diagnostic", "no-such-guid");
      expect(error).toContain("getAppConfigEnvironment");
      expect(error).toContain('no record matches "guid"');
    });

    test("a provider that crashes: said, and nothing left running", async () => {
      const error = await failing("crash", "crash-me", world.env({ STANDIN_CRASH_ON: "crash-me" }));
      expect(error).toContain(
        "getAppConfigEnvironment (ibm:index/getAppConfigEnvironment:getAppConfigEnvironment): IBM-Cloud/ibm 2.5.0: " +
          "the provider crashed while serving ReadDataSource: it exited with status 2",
      );
    });

    test("no plugin on PATH: the engine names pulumi-resource-ibm and downloads nothing", async () => {
      const bare = world.env();
      bare.PATH = bare
        .PATH!.split(delimiter)
        .filter((p) => !p.startsWith(world.consumer))
        .join(delimiter);
      const error = await failing("diagnostic", "no-such-guid", bare);
      expect(error).toContain("no resource plugin 'pulumi-resource-ibm' found in the workspace at version v2.5.0 or on your $PATH");
      expect(installedPlugins(world.home)).toEqual([]);
    });
  });
});

describe("YAML programs (fn::invoke)", () => {
  const yamlProject = (name: string, extra = "") =>
    [
      `name: ${name}`,
      "runtime: yaml",
      extra,
      "variables:",
      "  account:",
      "    fn::invoke:",
      "      function: ibm:index/getAccount:getAccount",
      "      arguments:",
      `        orgGuid: ${ORG_GUID}`,
      "  zone:",
      "    fn::invoke:",
      "      function: edgecenter:index/getAvailabilityZone:getAvailabilityZone",
      "      arguments:",
      `        regionName: ${REGION}`,
      "outputs:",
      "  account: ${account}",
      "  zones: ${zone.availabilityZones}",
      "",
    ].join("\n");

  test("preview, up, stack output --json, destroy and stack rm, the plugins found on PATH", async () => {
    const dir = await stack("yaml-functions", yamlProject("yaml-functions"), {}, credentials);
    const preview = await mustPulumi(dir, ["preview"]);
    expect(preview).toContain("+ 1 to create");
    const up = await mustPulumi(dir, ["up", "--yes", "--skip-preview"]);
    expect(up).toContain(`using pulumi-resource-edgecenter from $PATH at ${join(world.consumer, "node_modules", ".bin")}`);
    expect(JSON.parse(await mustPulumi(dir, ["stack", "output", "--json"]))).toEqual({
      account: expectedAccount(),
      zones: expectedZone().availabilityZones,
    });
    expect(installedPlugins(world.home)).toEqual([]);
    await mustPulumi(dir, ["destroy", "--yes", "--skip-preview"]);
    await mustPulumi(dir, ["stack", "rm", "dev", "--yes"]);
    expect(exists(stackFile("yaml-functions"))).toBe(false);
  }, 600_000);

  test("with node_modules/.bin off PATH, a Pulumi.yaml plugins.providers entry finds them", async () => {
    const pluginsEntry = [
      "plugins:",
      "  providers:",
      "    - name: ibm",
      "      path: ../node_modules/.bin",
      "    - name: edgecenter",
      "      path: ../node_modules/.bin",
    ].join("\n");
    const dir = await stack("yaml-plugins-entry", yamlProject("yaml-plugins-entry", pluginsEntry), {}, credentials);
    const bare = world.env();
    bare.PATH = bare
      .PATH!.split(delimiter)
      .filter((p) => !p.startsWith(world.consumer))
      .join(delimiter);
    const up = await mustPulumi(dir, ["up", "--yes", "--skip-preview"], { env: bare });
    expect(up).not.toContain("from $PATH");
    expect(JSON.parse(await mustPulumi(dir, ["stack", "output", "--json"], { env: bare })).zones).toEqual(expectedZone().availabilityZones);
  }, 600_000);
  test("with no stack configuration, the upstream providers' environment variables carry the credentials", async () => {
    const dir = await stack("yaml-environment", yamlProject("yaml-environment"));
    const env = world.env({ IC_API_KEY: CREDENTIALS.ibm, EC_PERMANENT_TOKEN: CREDENTIALS.edgecenter });
    await mustPulumi(dir, ["up", "--yes", "--skip-preview"], { env });
    expect(JSON.parse(await mustPulumi(dir, ["stack", "output", "--json"], { env })).account).toEqual(expectedAccount());
    // Without them, the stand-in cloud refuses the lookup: the credential did come from the environment.
    const refused = await pulumi(dir, ["up", "--yes", "--skip-preview"]);
    expect(refused.status).not.toBe(0);
  }, 600_000);
});

describe("processes end with the engine", () => {
  test.each(["SIGINT", "SIGKILL"] as const)(
    "%s to pulumi during an update: the plugin and its provider end too",
    async (signal) => {
      const project = `ts-lingering-${signal.toLowerCase()}`;
      const dir = await stack(project, nodeProject(project), {}, credentials);
      const driver = world.spawn(
        process.execPath,
        [join(programs, "run-program.mjs"), dir, "dev", join(programs, "lingering.js"), "up"],
        dir,
      );
      const done = collect(driver, undefined, 300_000);
      try {
        // The CLI, the plugin it started and the stand-in provider the plugin started.
        const tree = await waitFor(
          "pulumi, pulumi-resource-ibm and its provider",
          () => {
            const below = descendants(driver.pid!);
            const cli = below.find((p) => p.argv[0] === join(TOOLS_BIN, "pulumi") || p.argv[0] === "pulumi");
            const plugin = below.filter((p) => p.argv.some((a) => a.includes("pulumi-resource-ibm")));
            const provider = below.filter((p) => p.argv.some((a) => a.includes("terraform-provider-ibm")));
            return cli && plugin.length > 0 && provider.length > 0 ? { cli, below } : undefined;
          },
          120_000,
        );
        for (const p of tree.below) for (const s of SECRETS) expect(p.argv.join(" ")).not.toContain(s);
        const started = descendants(tree.cli.pid).map((p) => p.pid);
        process.kill(tree.cli.pid, signal);
        await waitFor("the engine's processes to end", () => (alive([tree.cli.pid, ...started]).length === 0 ? true : undefined), 30_000);
      } finally {
        driver.kill("SIGKILL");
        await done;
      }
      expect(await leftovers()).toEqual([]);
    },
    600_000,
  );
});

describe("Pulumi's own tools", () => {
  /** A schema as Pulumi's schema types write it back out: an empty list is left out. */
  const withoutEmptyLists = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(withoutEmptyLists)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, e]) => !(Array.isArray(e) && e.length === 0))
              .map(([k, e]) => [k, withoutEmptyLists(e)]),
          )
        : v;

  test.each(["ibm", "edgecenter"])(
    "pulumi package get-schema on the installed pulumi-resource-%s gives the package's schema.json",
    async (pkg) => {
      const out = await mustPulumi(world.consumer, [
        "package",
        "get-schema",
        join(world.consumer, "node_modules", ".bin", `pulumi-resource-${pkg}`),
      ]);
      const shipped = JSON.parse(
        readFileSync(join(world.consumer, "node_modules", "@tflookup", pkg, "dist", "pulumi", "schema.json"), "utf8"),
      );
      expect(JSON.parse(out)).toEqual(withoutEmptyLists(shipped));
    },
  );
});

test("no secret in anything the commands printed", () => {
  const all = said.join("\n");
  for (const s of SECRETS) expect(all).not.toContain(s);
});
