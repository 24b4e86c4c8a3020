/**
 * The packages as a user outside this repository gets them, and every command block of the README run as written
 * (support/consumer-project.ts): in a fresh clone of this repository the demo, and the pack block, which packs every
 * workspace (npm pack, which runs each package's prepack build); a fresh project runs the README's install block;
 * then the programs of test/packages/consumer/ (the README's examples) are
 * type-checked under three module resolutions and run: by name from CommonJS and ES modules, as Pulumi unit tests with mocks, as a real
 * lookup against the stand-in providers (through the default plugin engine, which installs them on first use),
 * as a `cdktf synth`, and as the provider plugin the engine would start from node_modules/.bin. The package
 * checkers (publint, @arethetypeswrong/cli) read the same tarballs.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { CREDENTIALS } from "../support/executor-harness";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { expectedResult, loadSpec } from "../support/spec-expect";
import { documentedPackage } from "../pulumi-plugin/support/documented-shape";
import { createLookupWorld, type LookupWorld } from "../pulumi-plugin/support/lookup-world";
import { ProviderRpc, type RunningPlugin } from "../pulumi-plugin/support/plugin-process";
import { pathWithoutTerraform } from "../engines/plugin/support";
import { currentPlatform } from "../../src/runtime/install/platform";
import { locateTerraform } from "../../src/runtime/terraform-cli";
import {
  blockLabel,
  consumerEnv,
  createConsumer,
  freshClone,
  NPM_QUIET,
  npmEnv,
  packedIn,
  projectVersion,
  ranReadmeBlocks,
  readmeBlock,
  readmeShellBlocks,
  run,
  runReadmeBlock,
  type PackedPackage,
} from "./support/consumer-project";
import { demoEnv, expectDemoOutput, leftIn, processesNaming, terraformFilesIn } from "../support/demo-checks";

const PROGRAMS = join(__dirname, "consumer");
const PROVIDERS = readdirSync(join(REPO_ROOT, "providers"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const TS_PROGRAMS = ["pulumi/index.ts", "script.ts", "cdktf/main.ts", "cdktn/main.ts", "cdktf-lookups/main.ts", "cdktn-lookups/main.ts"];

let clone: string;
let packed: PackedPackage[];
let consumer: string;
let world: LookupWorld;
// What the README's install block put in the project: TypeScript to compile the examples, the CDKTF CLI.
const tsc = () => join(consumer, "node_modules", "typescript", "bin", "tsc");
const cdktfCli = () => join(consumer, "node_modules", ".bin", "cdktf");

beforeAll(async () => {
  clone = freshClone();
  runReadmeBlock("clone", "pack", clone, consumerEnv(clone));
  packed = packedIn(join(clone, "packs"));
  consumer = createConsumer(clone);
  cpSync(PROGRAMS, consumer, { recursive: true });
  world = await createLookupWorld("consumer");
}, 900_000);

afterAll(() => {
  removeDir(clone);
  removeDir(consumer);
  if (world) removeDir(world.harness.root);
});

const byName = (name: string) => packed.find((p) => p.name === name)!;

/** The first function of a provider package, by its metadata. */
function firstFunction(npmName: string): string {
  const type = PROVIDERS.find((t) => `@tflookup/${t}` === npmName)!;
  const metadata = JSON.parse(readFileSync(join(REPO_ROOT, "providers", type, "pulumi", "metadata.json"), "utf8"));
  return Object.values<{ name: string }>(metadata.functions)
    .map((f) => f.name)
    .sort()[0];
}

describe("what ships", () => {
  test("one package per provider plus the runtime, all at the project's version", () => {
    expect(packed.map((p) => p.name).sort()).toEqual(["@tflookup/runtime", ...PROVIDERS.map((t) => `@tflookup/${t}`)].sort());
    for (const p of packed) expect([p.name, p.version]).toEqual([p.name, projectVersion()]);
  });

  test("each tarball holds its manifest, README and compiled output only: no sources, tests or scripts", () => {
    for (const p of packed) {
      const stray = p.files.filter((f) => !/^(package\.json|README\.md|dist\/.+\.(js|d\.ts|json))$/.test(f));
      expect([p.name, stray]).toEqual([p.name, []]);
      // Every module ships with its declarations.
      const js = p.files.filter((f) => f.endsWith(".js"));
      expect(js.filter((f) => !p.files.includes(f.replace(/\.js$/, ".d.ts")))).toEqual([]);
    }
    expect(byName("@tflookup/runtime").files).toEqual(
      expect.arrayContaining([
        "dist/index.js",
        "dist/index.d.ts",
        "dist/pulumi-plugin/main.js",
        "dist/invoke/lazy.js",
        "dist/synth/index.js",
        "dist/synth/worker.js",
        "dist/synth/main.js",
      ]),
    );
    for (const t of PROVIDERS) {
      expect(byName(`@tflookup/${t}`).files).toEqual(
        expect.arrayContaining([
          "dist/pulumi/index.js",
          "dist/pulumi/schema.json",
          "dist/pulumi/metadata.json",
          "dist/cdktf/index.js",
          "dist/cdktf/provider/index.d.ts",
          "dist/cdktn/index.js",
          "dist/cdktn/provider/index.d.ts",
          `dist/bin/pulumi-resource-${t}.js`,
        ]),
      );
    }
  });

  test("installed provider packages carry the Pulumi plugin field and their upstream provider", () => {
    for (const t of PROVIDERS) {
      const manifest = JSON.parse(readFileSync(join(consumer, "node_modules", "@tflookup", t, "package.json"), "utf8"));
      const metadata = JSON.parse(readFileSync(join(REPO_ROOT, "providers", t, "pulumi", "metadata.json"), "utf8"));
      expect(manifest.pulumi).toEqual({ resource: true, name: metadata.package, version: metadata.provider.version });
      expect(manifest.tflookup.upstream).toMatchObject({ source: metadata.provider.source, version: metadata.provider.version });
      expect(manifest.bin).toEqual({ [`pulumi-resource-${metadata.package}`]: `dist/bin/pulumi-resource-${metadata.package}.js` });
      expect(manifest.dependencies["@tflookup/runtime"]).toBe(projectVersion());
      expect(readFileSync(join(consumer, "node_modules", "@tflookup", t, "README.md"), "utf8")).toContain(
        `\`${metadata.provider.source}\` ${metadata.provider.version}`,
      );
    }
    // One runtime in the whole install: what the provider packages load is what the program imports.
    expect(existsSync(join(consumer, "node_modules", "@tflookup", "ibm", "node_modules"))).toBe(false);
  });

  test.each(["publint", "attw"])("%s finds no problem in any tarball", (checker) => {
    for (const p of packed) {
      // Subpath patterns are not expanded by attw: name one entry of each.
      const entries =
        p.name === "@tflookup/runtime"
          ? ["./invoke", "./invoke/lazy", "./synth"]
          : ["./config", "./types/input", "./cdktf/provider", "./cdktn/provider", `./${firstFunction(p.name)}`];
      const args =
        checker === "publint" ? ["run", p.tarball, "--strict"] : [p.tarball, "--format", "ascii", "--include-entrypoints", ...entries];
      const r = run(join(REPO_ROOT, "node_modules", ".bin", checker), args, REPO_ROOT);
      expect([p.name, r.status, r.status === 0 ? "" : r.stdout + r.stderr]).toEqual([p.name, 0, ""]);
      if (checker === "publint") expect(r.stdout).not.toMatch(/Suggestions|Warnings|Errors/);
    }
  });
});

describe("TypeScript", () => {
  const base = {
    strict: true,
    target: "ES2022",
    lib: ["ES2022"],
    types: ["node"],
    esModuleInterop: true,
    skipLibCheck: false,
    forceConsistentCasingInFileNames: true,
  };
  const resolutions: Record<string, object> = {
    node10: { module: "commonjs", moduleResolution: "node10" },
    node16: { module: "node16", moduleResolution: "node16" },
    bundler: { module: "esnext", moduleResolution: "bundler" },
  };

  test.each(Object.keys(resolutions))(
    "the programs type-check strictly against the installed declarations (moduleResolution %s)",
    (name) => {
      const config = join(consumer, `tsconfig.${name}.json`);
      writeFileSync(
        config,
        JSON.stringify({ compilerOptions: { ...base, ...resolutions[name], noEmit: true }, files: TS_PROGRAMS }, null, 2),
      );
      const r = run(process.execPath, [tsc(), "-p", config], consumer);
      expect(r.stdout + r.stderr).toBe("");
      expect(r.status).toBe(0);
    },
  );
});

/**
 * What an editor shows on hover (TypeScript's quickinfo) for a function and for one of its arguments, imported
 * through the package index and through the function's own subpath: the doc comments the generator writes, so
 * that a change to what the index declares cannot drop them unnoticed.
 */
describe("hover docs from the installed declarations", () => {
  const FN = "getAppConfigEnvironment";
  const ARG = "guid";
  const program = (from: string) =>
    `import { ${FN}, ${FN}Output } from "${from}";\n` +
    `export const plain = ${FN}({ ${ARG}: "g", environmentId: "dev" });\n` +
    `export const output = ${FN}Output({ ${ARG}: "g", environmentId: "dev" });\n`;

  /** Quickinfo documentation at each of `words` (first occurrence after the import line), as plain text. */
  function hover(file: string, words: string[]): string[] {
    const text = readFileSync(file, "utf8");
    const options: ts.CompilerOptions = {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      types: ["node"],
      noEmit: true,
    };
    const service = ts.createLanguageService({
      getScriptFileNames: () => [file],
      getScriptVersion: () => "1",
      getScriptSnapshot: (f) => (existsSync(f) ? ts.ScriptSnapshot.fromString(readFileSync(f, "utf8")) : undefined),
      getCurrentDirectory: () => consumer,
      getCompilationSettings: () => options,
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: (f) => ts.sys.fileExists(f),
      readFile: (f) => ts.sys.readFile(f),
      directoryExists: (d) => ts.sys.directoryExists(d),
      getDirectories: (d) => ts.sys.getDirectories(d),
    });
    const body = text.indexOf("\n") + 1;
    return words.map((w) => {
      const [line, word] = w.split(" ");
      const at = text.indexOf(word, text.indexOf(line, body));
      const info = service.getQuickInfoAtPosition(file, at);
      const tags = (info?.tags ?? []).map((t) => `@${t.name} ${ts.displayPartsToString(t.text)}`);
      return [ts.displayPartsToString(info?.documentation), ...tags].join("\n");
    });
  }

  test("a function's and an argument's doc comments, through the index as through the function's subpath", () => {
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, "providers", "ibm", "pulumi", "schema.json"), "utf8"));
    const argDoc: string = schema.functions[`ibm:index/${FN}:${FN}`].inputs.properties[ARG].description;
    expect(argDoc.length).toBeGreaterThan(10);
    const words = [`plain ${FN}`, `plain ${ARG}`, `output ${FN}Output`, `output ${ARG}`];
    const shown = (from: string, name: string) => {
      const file = join(consumer, name);
      writeFileSync(file, program(from));
      return hover(file, words);
    };
    const viaIndex = shown("@tflookup/ibm", "hover-index.ts");
    expect(viaIndex).toEqual([
      "Reads the `ibm_app_config_environment` data source of IBM-Cloud/ibm.",
      argDoc,
      `Like \`${FN}\`, with arguments that may be Outputs; the result is an Output, secret if any argument is secret or the ` +
        "result holds secrets.",
      argDoc,
    ]);
    expect(shown(`@tflookup/ibm/${FN}`, "hover-deep.ts")).toEqual(viaIndex);
  });
});

describe("run from the installed packages", () => {
  beforeAll(() => {
    // Compiled as a user would for Node (node16 resolution, CommonJS output next to the sources).
    writeFileSync(
      join(consumer, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { ...{ strict: true, target: "ES2022", types: ["node"], module: "node16", moduleResolution: "node16" } },
        files: TS_PROGRAMS,
      }),
    );
    const r = run(process.execPath, [tsc(), "-p", "tsconfig.json"], consumer);
    if (r.status !== 0) throw new Error(`tsc failed: ${r.stdout}${r.stderr}`);
  });

  const expectedNamedImports = {
    getAccount: "function",
    getAccountOutput: "function",
    Provider: "function",
    getFlavor: "function",
    DataIbmAccount: "function",
    Executor: "function",
    setLocalExecutor: "function",
    LookupError: "function",
    config: "object",
    region: null,
    cdktfNamespaces: ["function", "function"],
    refusedWithArgumentError: true,
    refusal: "getAccount: argument orgGuid: expected a string, got number 5",
    mocked: [
      { token: "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment", guid: "g", environmentId: "dev" },
      { token: "edgecenter:index/getFlavor:getFlavor", regionId: 8 },
    ],
  };

  test.each(["named-imports.cjs", "named-imports.mjs"])("%s: every export by name, the runtime's errors, calls under mocks", (program) => {
    const r = run(process.execPath, [program], consumer, {
      ...process.env,
      IC_REGION: "",
      IBMCLOUD_REGION: "",
      BM_REGION: "",
      BLUEMIX_REGION: "",
    });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expectedNamedImports);
  });

  test.each(PROVIDERS)(
    "%s: requiring the installed index loads only it and the runtime's lazy helper; an export loads its own module",
    (type) => {
      const probe = `
      const loaded = () =>
        Object.keys(require.cache)
          .map((k) => require("path").relative("node_modules", k))
          .filter((k) => !k.startsWith(".."));
      const sdk = require("@tflookup/${type}");
      const atImport = loaded();
      const fns = Object.keys(sdk).filter((k) => /^get[A-Z]/.test(k)).sort();
      void sdk[fns[0]];
      process.stdout.write(JSON.stringify({ atImport, fns, afterUse: loaded() }));
    `;
      const r = run(process.execPath, ["-e", probe], consumer);
      expect(r.stderr).toBe("");
      const { atImport, fns, afterUse } = JSON.parse(r.stdout) as { atImport: string[]; fns: string[]; afterUse: string[] };
      expect(atImport.sort()).toEqual([`@tflookup/${type}/dist/pulumi/index.js`, "@tflookup/runtime/dist/invoke/lazy.js"]);
      expect(afterUse).toContain(`@tflookup/${type}/dist/pulumi/${fns[0]}.js`);
      expect(afterUse.filter((f) => f.startsWith(`@tflookup/${type}/dist/pulumi/get`))).toEqual([
        `@tflookup/${type}/dist/pulumi/${fns[0]}.js`,
      ]);
    },
  );

  test("Pulumi unit tests of the program (setMocks, node --test)", () => {
    const r = run(process.execPath, ["--test", join("pulumi", "index.test.mjs")], consumer);
    expect([r.status, r.stdout.includes("# fail 0") ? "" : r.stdout + r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toContain("# pass 1");
  });

  test(
    "the plain Node script looks up for real: the plugin engine installs the stand-ins from the configured filesystem mirror, " +
      "no Terraform on PATH",
    () => {
      const h = world.harness;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PATH: pathWithoutTerraform(),
        TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile,
        TFLOOKUP_CACHE_DIR: h.cacheDir,
        TFLOOKUP_TMPDIR: h.tmpDir,
        // As the README says: the upstream providers' own variables carry the credentials.
        IC_API_KEY: CREDENTIALS.ibm,
        EC_PERMANENT_TOKEN: CREDENTIALS.edgecenter,
      };
      for (const k of Object.keys(env))
        if (k.startsWith("PULUMI_") || ["TERRAFORM_BINARY_NAME", "TFLOOKUP_ENGINE", "TFLOOKUP_INSTALL"].includes(k)) delete env[k];
      const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment.find((x) => x.environment_id === "dev");
      const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
      const r = run(process.execPath, ["script.js", String(envRecord!.guid), String(zoneRecord.region_name)], consumer, env, 180_000);
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
      const out = JSON.parse(r.stdout);
      expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", envRecord!));
      expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zoneRecord));
      // Installed on first use into the plugin cache (from the mirror the CLI configuration names), and locked.
      for (const p of ["ibm-cloud/ibm/2.5.0", "edge-center/edgecenter/0.12.10"])
        expect(existsSync(join(h.cacheDir, "plugins", "registry.terraform.io", p, currentPlatform()))).toBe(true);
      expect(readFileSync(join(h.cacheDir, ".terraform.lock.hcl"), "utf8")).toMatch(
        /provider "registry\.terraform\.io\/ibm-cloud\/ibm" \{[^}]*h1:/,
      );
    },
  );

  test(
    "npx tflookup-install-providers finds the installed @tflookup packages and installs what they pin; " +
      "a lookup then checks the running provider against the schema the package ships",
    () => {
      const h = world.harness;
      const cacheDir = join(consumer, "install-providers-cache");
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PATH: pathWithoutTerraform(),
        TFLOOKUP_TF_CLI_CONFIG: h.cliConfigFile,
        TFLOOKUP_CACHE_DIR: cacheDir,
        TFLOOKUP_TMPDIR: h.tmpDir,
      };
      for (const k of Object.keys(env)) if (k.startsWith("PULUMI_") || ["TFLOOKUP_ENGINE", "TFLOOKUP_INSTALL"].includes(k)) delete env[k];
      const installed = run(join(consumer, "node_modules", ".bin", "tflookup-install-providers"), [], consumer, env, 180_000);
      expect({ status: installed.status, stderr: installed.stderr }).toEqual({ status: 0, stderr: "" });
      for (const [pkg, pin] of [
        ["edgecenter", "Edge-Center/edgecenter 0.12.10"],
        ["ibm", "IBM-Cloud/ibm 2.5.0"],
      ])
        expect(installed.stdout).toContain(`install-providers: found ${pkg} (${pin}) in node_modules/@tflookup/${pkg}\n`);
      expect(installed.stdout).toContain("install-providers: 2 of 2 ready");
      for (const t of PROVIDERS)
        expect(existsSync(join(consumer, "node_modules", "@tflookup", t, "dist", "pulumi", "terraform-schema.json"))).toBe(true);

      // The drift check is on: installing nothing more (TFLOOKUP_INSTALL=0), the debug log never says it is off.
      const envRecord = h.clouds.ibm.dataSources.ibm_app_config_environment.find((x) => x.environment_id === "dev");
      const zoneRecord = h.clouds.edgecenter.dataSources.edgecenter_availability_zone[0];
      const looked = run(
        process.execPath,
        ["script.js", String(envRecord!.guid), String(zoneRecord.region_name)],
        consumer,
        { ...env, TFLOOKUP_INSTALL: "0", TFLOOKUP_DEBUG: "1", IC_API_KEY: CREDENTIALS.ibm, EC_PERMANENT_TOKEN: CREDENTIALS.edgecenter },
        180_000,
      );
      expect(looked.status).toBe(0);
      expect(looked.stderr).toContain("tflookup: started IBM-Cloud/ibm 2.5.0");
      expect(looked.stderr).not.toContain("no pinned schema");
    },
  );

  test("cdktf synth of a stack built from the installed bindings, by the README's CDK blocks as written", () => {
    // A new directory of the installed project holding the README's stack as main.ts (the README shows this very
    // file; test/ci/readme-and-ci.test.ts keeps them equal) and its cdktf.json; then its synth block.
    const dir = join(consumer, "cdk-readme");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    copyFileSync(join(__dirname, "consumer", "cdktf", "main.ts"), join(dir, "main.ts"));
    writeFileSync(join(dir, "cdktf.json"), readmeBlock("cdk", "cdktf.json", "json"));
    const cliConfig = join(consumer, "empty.tfrc");
    writeFileSync(cliConfig, "");
    // The block sets CHECKPOINT_DISABLE itself: offline, the CLI's version check would print ENOTFOUND otherwise.
    const env = npmEnv({ TF_CLI_CONFIG_FILE: cliConfig, CI: "1" });
    delete env.CHECKPOINT_DISABLE;
    const r = runReadmeBlock("cdk", "synth", dir, env, 240_000);
    expect(r.stdout + r.stderr).not.toMatch(/checkpoint/i);
    const synth = JSON.parse(readFileSync(join(dir, "cdktf.out", "stacks", "lookups", "cdk.tf.json"), "utf8"));
    expect(synth.terraform.required_providers.ibm).toEqual({ source: "IBM-Cloud/ibm", version: "2.5.0" });
    expect(synth.provider.ibm).toEqual([{ region: "eu-de" }]);
    expect(synth.data.ibm_app_config_environment.dev).toMatchObject({
      guid: "appconfig-standin-guid-01",
      environment_id: "dev",
    });
    expect(synth.output.environment_name.value).toBe("${data.ibm_app_config_environment.dev.name}");
  });

  test(
    "CDK Terrain: the cdktn bindings type-check against cdktn's declarations (node10, typesVersions) " +
      "and synthesize through cdktn's App",
    () => {
      const config = join(consumer, "tsconfig.cdktn.json");
      writeFileSync(
        config,
        JSON.stringify({
          compilerOptions: {
            strict: true,
            skipLibCheck: false,
            target: "ES2022",
            lib: ["ES2022"],
            types: ["node"],
            module: "commonjs",
            moduleResolution: "node10",
            noEmit: true,
          },
          files: ["cdktn/main.ts"],
        }),
      );
      const checked = run(process.execPath, [tsc(), "-p", config, "--listFiles"], consumer);
      // --listFiles prints every file the check read, and the diagnostics if there are any.
      expect([checked.status, checked.stderr, checked.stdout.includes("error TS")]).toEqual([0, "", false]);
      const files = checked.stdout.split("\n").map((f) => f.replace(/\\/g, "/"));
      const modules = join(consumer, "node_modules").replace(/\\/g, "/");
      expect(files).toEqual(
        expect.arrayContaining([
          `${modules}/cdktn/lib/index.d.ts`,
          `${modules}/@tflookup/ibm/dist/cdktn/index.d.ts`,
          `${modules}/@tflookup/ibm/dist/cdktn/provider/index.d.ts`,
        ]),
      );
      expect(files.filter((f) => f.startsWith(`${modules}/cdktf/`) || /@tflookup\/ibm\/dist\/cdktf\//.test(f))).toEqual([]);

      const out = join(consumer, "cdktn.out");
      rmSync(out, { recursive: true, force: true });
      const r = run(process.execPath, [join("cdktn", "main.js"), out], consumer);
      expect([r.status, r.stderr]).toEqual([0, ""]);
      const synth = JSON.parse(readFileSync(join(out, "stacks", "lookups", "cdk.tf.json"), "utf8"));
      expect(synth["//"].metadata.version).toBe(
        JSON.parse(readFileSync(join(consumer, "node_modules", "cdktn", "package.json"), "utf8")).version,
      );
      expect(synth.terraform.required_providers.ibm).toEqual({ source: "IBM-Cloud/ibm", version: "2.5.0" });
      expect(synth.provider.ibm).toEqual([{ region: "eu-de" }]);
      expect(synth.data.ibm_app_config_environment.dev).toMatchObject({
        guid: "appconfig-standin-guid-01",
        environment_id: "dev",
      });
      expect(synth.data.ibm_account.account).toMatchObject({ org_guid: "org-guid" });
      expect(synth.output.environment_name.value).toBe("${data.ibm_app_config_environment.dev.name}");
    },
  );

  describe("synth-time lookups, in a project of their own (cdktf.json, and the context file beside it)", () => {
    const GUID = "appconfig-standin-guid-01";
    let project: string;
    let contextFile: string;
    // Lookups run the stand-ins, installed on first use from the world's mirror into a cache of this project's.
    const online = (): NodeJS.ProcessEnv => ({
      TFLOOKUP_TF_CLI_CONFIG: world.harness.cliConfigFile,
      TFLOOKUP_CACHE_DIR: join(project, "cache"),
      // cdktf synth points TF_PLUGIN_CACHE_DIR at ~/.terraform.d/plugin-cache unless it is set: one of the project's.
      TF_PLUGIN_CACHE_DIR: join(project, "plugin-cache"),
      IC_API_KEY: CREDENTIALS.ibm,
      EC_PERMANENT_TOKEN: CREDENTIALS.edgecenter,
    });
    // No provider anywhere: an empty CLI configuration, an empty cache, no installation, no credentials.
    const offline = (): NodeJS.ProcessEnv => ({
      TFLOOKUP_TF_CLI_CONFIG: join(project, "empty.tfrc"),
      TFLOOKUP_CACHE_DIR: join(project, "empty-cache"),
      TF_PLUGIN_CACHE_DIR: join(project, "empty-plugin-cache"),
      TFLOOKUP_INSTALL: "0",
    });
    const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
      const base = npmEnv({ CHECKPOINT_DISABLE: "1", TF_CLI_CONFIG_FILE: join(project, "empty.tfrc"), CI: "1", APP_CONFIG_GUID: GUID });
      for (const k of Object.keys(base))
        if (k.startsWith("PULUMI_") || k.startsWith("TFLOOKUP_") || ["IC_API_KEY", "EC_PERMANENT_TOKEN", "TF_PLUGIN_CACHE_DIR"].includes(k))
          delete base[k];
      return { ...base, EC_REGION_NAME: "standin-region", ...extra };
    };
    const cdktfSynth = (extra: NodeJS.ProcessEnv) => {
      rmSync(join(project, "cdktf.out"), { recursive: true, force: true });
      const r = run(cdktfCli(), ["synth"], project, env(extra), 180_000);
      const out = join(project, "cdktf.out", "stacks", "features", "cdk.tf.json");
      return { r, synth: r.status === 0 ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, any>) : undefined };
    };

    beforeAll(() => {
      project = join(consumer, "lookups-project");
      mkdirSync(project, { recursive: true });
      writeFileSync(join(project, "empty.tfrc"), "");
      writeFileSync(
        join(project, "cdktf.json"),
        JSON.stringify({ language: "typescript", app: "node ../cdktf-lookups/main.js", output: "cdktf.out", sendCrashReports: "false" }),
      );
      contextFile = join(project, "tflookup.context.json");
    });

    test("cdktf synth branches on a looked-up list, records it, and synthesizes again with no provider reachable", () => {
      const first = cdktfSynth(online());
      expect([first.r.status, first.r.status === 0 ? "" : first.r.stdout + first.r.stderr]).toEqual([0, ""]);
      // Installed where Terraform's plugin cache is, as cdktf synth sets it, so Terraform finds it there too.
      expect(existsSync(join(project, "plugin-cache", "registry.terraform.io", "ibm-cloud", "ibm", "2.5.0", currentPlatform()))).toBe(true);
      expect(Object.keys(first.synth!.data.ibm_app_config_features).sort()).toEqual(["features_dev", "features_prod"]);
      expect(first.synth!.output).toEqual({
        dev_color: { value: "#00A86B" },
        production_features: { value: "${data.ibm_app_config_features.features_prod.features}" },
      });
      const recorded = readFileSync(contextFile, "utf8");
      expect(Object.keys(JSON.parse(recorded).entries)).toEqual([
        `ibm:index/getAppConfigEnvironments:getAppConfigEnvironments {"guid":"${GUID}"} provider={"region":"eu-de"}`,
      ]);
      for (const secret of Object.values(CREDENTIALS)) expect(recorded).not.toContain(secret);

      const second = cdktfSynth(offline());
      expect([second.r.status, second.r.status === 0 ? "" : second.r.stdout + second.r.stderr]).toEqual([0, ""]);
      expect(second.synth).toEqual(first.synth);
      expect(readFileSync(contextFile, "utf8")).toBe(recorded);
    });

    test("strict mode (TFLOOKUP_LOOKUPS=0) fails the synth on a missing answer, naming it and the construct path", () => {
      renameSync(contextFile, `${contextFile}.kept`);
      try {
        const { r } = cdktfSynth({ ...offline(), TFLOOKUP_LOOKUPS: "0" });
        expect(r.status).not.toBe(0);
        const said = r.stdout + r.stderr;
        expect(said).toContain(`[features] getAppConfigEnvironments (ibm:index/getAppConfigEnvironments:getAppConfigEnvironments)`);
        expect(said).toContain("TFLOOKUP_LOOKUPS=0 forbids looking it up");
        expect(existsSync(contextFile)).toBe(false);
      } finally {
        renameSync(`${contextFile}.kept`, contextFile);
      }
    });

    test("CDK Terrain: the same twice through cdktn's App, and tflookup-context lists both answers", () => {
      const synth = (extra: NodeJS.ProcessEnv) => {
        const out = join(project, "cdktn.out");
        rmSync(out, { recursive: true, force: true });
        const r = run(process.execPath, [join("..", "cdktn-lookups", "main.js"), out], project, env(extra));
        expect([r.status, r.stderr]).toEqual([0, ""]);
        return JSON.parse(readFileSync(join(out, "stacks", "zones", "cdk.tf.json"), "utf8")) as Record<string, any>;
      };
      const first = synth(online());
      expect(first.output).toEqual({ zone_0: { value: "standin-az-1" }, zone_1: { value: "standin-az-2" } });
      const recorded = readFileSync(contextFile, "utf8");
      expect(synth(offline())).toEqual(first);
      expect(readFileSync(contextFile, "utf8")).toBe(recorded);

      const list = run(join(consumer, "node_modules", ".bin", "tflookup-context"), ["list"], project, env({}));
      expect([list.status, list.stderr]).toEqual([0, ""]);
      expect(
        list.stdout
          .trimEnd()
          .split("\n")
          .map((l) => l.split("\t")[3]),
      ).toEqual([
        'edgecenter:index/getAvailabilityZone:getAvailabilityZone {"regionName":"standin-region"}',
        `ibm:index/getAppConfigEnvironments:getAppConfigEnvironments {"guid":"${GUID}"} provider={"region":"eu-de"}`,
      ]);
    });
  });

  test("from the installed runtime, a package nobody installed is named with the installed ones and the nearest", () => {
    // Nothing imports a provider package first: the runtime finds the installed ones beside itself.
    const script =
      'const { Executor, realLookupMocks } = require("@tflookup/runtime");' +
      "console.log(typeof realLookupMocks);" +
      'new Executor().lookup("edgecentre", "edgecentre:index/getFlavor:getFlavor", {})' +
      '.then(() => process.exit(3), (e) => console.log(e.name + ": " + e.message));';
    const r = run(process.execPath, ["-e", script], consumer);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    expect(r.stdout).toBe(
      'function\nUnknownPackageError: unknown package "edgecentre"; did you mean "edgecenter"? (installed: edgecenter, ibm)\n',
    );
  });

  test("npx tflookup-install-providers --help: the usage under the installed command's name, pointing at nothing unshipped", () => {
    const r = run("npx", ["tflookup-install-providers", "--help"], consumer, npmEnv(), 60_000);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    expect(r.stdout).toMatch(/^usage: tflookup-install-providers \[/);
    expect(r.stdout).not.toMatch(/docs\/|npm run/);
  });

  describe("the plugin bin, started from node_modules/.bin", () => {
    test("run by hand, pulumi-resource-ibm --help and --version answer and exit 0 instead of serving", () => {
      const bin = join(consumer, "node_modules", ".bin", "pulumi-resource-ibm");
      const help = run(bin, ["--help"], consumer, npmEnv(), 60_000);
      expect({ status: help.status, signal: help.signal, stderr: help.stderr }).toEqual({ status: 0, signal: null, stderr: "" });
      expect(help.stdout).toMatch(/^usage: pulumi-resource-ibm \[--package <pkg>\]/);
      const version = run(bin, ["--version"], consumer, npmEnv(), 60_000);
      expect({ status: version.status, stdout: version.stdout, stderr: version.stderr }).toEqual({
        status: 0,
        stdout: "2.5.0\n",
        stderr: "",
      });
    });

    let plugin: RunningPlugin | undefined;
    afterAll(async () => plugin?.stop());

    test("pulumi-resource-ibm: version, schema, configure and a lookup", async () => {
      const bin = join(consumer, "node_modules", ".bin", "pulumi-resource-ibm");
      plugin = await world.start("ibm", { command: { file: bin, args: [] } });
      const rpc = new ProviderRpc(plugin.client);
      expect(await rpc.getPluginInfo()).toBe("2.5.0");
      // tsc re-serialises the JSON it copies: the shipped schema is the committed one in content.
      expect(JSON.parse(await rpc.getSchema())).toEqual(
        JSON.parse(readFileSync(join(REPO_ROOT, "providers", "ibm", "pulumi", "schema.json"), "utf8")),
      );
      await rpc.configure("ibm", { cloudApiKey: CREDENTIALS.ibm });
      const token = "ibm:index/getAccount:getAccount";
      const { outputs } = await rpc.invoke(token, { orgGuid: "org-guid-standin-01" });
      expect(documentedPackage("ibm").check(token, outputs)).toEqual([]);
      expect(outputs.orgGuid).toBe("org-guid-standin-01");
    });
  });
});

describe("the README's command blocks, as written", () => {
  test("the demo block in the fresh clone: lookups in each form, the stack applied by Terraform, nothing left behind", () => {
    // Terraform is part of what the demo shows: the test needs it, and says so when it is missing.
    locateTerraform();
    const tmp = makeTempDir("demo-test");
    const before = terraformFilesIn(clone);
    try {
      const env = { ...demoEnv(tmp), ...NPM_QUIET };
      const r = runReadmeBlock("clone", "demo", clone, env);
      expectDemoOutput(r.stdout, true);
      expect(r.stderr).not.toMatch(/demo failed|Error/);
      expect(leftIn(tmp)).toEqual([]);
      expect(processesNaming(tmp)).toEqual([]);
      expect(terraformFilesIn(clone)).toEqual(before);
    } finally {
      removeDir(tmp);
    }
  });

  test("trying it in your own project: the stand-ins' mirror made in the clone, the README's script run against it", () => {
    runReadmeBlock("clone", "standin-mirror", clone, consumerEnv(clone));
    const dir = join(consumer, "try-readme");
    mkdirSync(dir);
    copyFileSync(join(PROGRAMS, "script.ts"), join(dir, "script.ts"));
    // A user of their own: a home of its own (the default plugin cache is under it), no variable of this run's.
    const home = join(consumer, "try-home");
    mkdirSync(home);
    const env = consumerEnv(clone, { HOME: home, PATH: pathWithoutTerraform() });
    for (const k of Object.keys(env)) if (/^(PULUMI_|TFLOOKUP_|TF_|TERRAFORM_)/.test(k)) delete env[k];
    const r = runReadmeBlock("project", "try-standins", dir, env, 180_000);
    expect(r.stderr).toBe("");
    const cloud = (type: string) => JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "cloud", `${type}.json`), "utf8"));
    const dev = cloud("ibm").dataSources.ibm_app_config_environment.find(
      (e: { guid: string; environment_id: string }) => e.guid === "appconfig-standin-guid-01" && e.environment_id === "dev",
    );
    const zone = cloud("edgecenter").dataSources.edgecenter_availability_zone.find(
      (z: { region_name: string }) => z.region_name === "standin-region",
    );
    const out = JSON.parse(r.stdout);
    expect(out.environment).toStrictEqual(expectedResult(loadSpec("ibm"), "getAppConfigEnvironment", dev));
    expect(out.zone).toStrictEqual(expectedResult(loadSpec("edgecenter"), "getAvailabilityZone", zone));
    // Installed from the clone's mirror into the default plugin cache.
    const plugins = join(home, ".cache", "tflookup", "plugins", "registry.terraform.io");
    for (const p of ["ibm-cloud/ibm/2.5.0", "edge-center/edgecenter/0.12.10"])
      expect(existsSync(join(plugins, p, currentPlatform()))).toBe(true);
  });

  const blocks = readmeShellBlocks();

  test("every command block says where the tests run it, or why they cannot; each that can ran here, as written", () => {
    expect(blocks.filter((b) => b.problem).map((b) => b.problem)).toEqual([]);
    expect([...ranReadmeBlocks].sort()).toEqual(
      blocks
        .filter((b) => b.place)
        .map(blockLabel)
        .sort(),
    );
  });

  test.each(blocks.filter((b) => b.notRun !== undefined).map((b) => [b.line, b.notRun!]))(
    "README.md:%d is not run by the tests: %s",
    (line, why) => {
      expect(why.length).toBeGreaterThan(10);
      expect(blocks.find((b) => b.line === line)?.place).toBeUndefined();
    },
  );
});
