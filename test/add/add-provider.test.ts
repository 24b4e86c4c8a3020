import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { addProviderEntry, draftOverrides, environmentVariablesIn } from "../../src/tfgen/add/draft";
import { ADD_PROVIDER_USAGE, addProviderMain } from "../../src/tfgen/cli/add-provider";
import { generateMain } from "../../src/tfgen/cli/generate";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import { pinnedStandinProviders } from "../standin/mirror";
import { toolboxStandin } from "../support/toolbox";
import { hashFiles, makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import {
  emptyMirrorConfig,
  fingerprint,
  makeUpgradeCopy,
  memoryIo,
  pathWithoutTerraform,
  standinMirror,
  touched,
} from "../upgrade/support";

/*
 * add-provider with providers in filesystem mirrors (a stand-in, the Go reference provider): one command writes
 * the cdktf.json entry, the snapshot and its lock entry, the overrides, providers/<type>/ and the README table,
 * with no Terraform anywhere on PATH; a failure writes nothing.
 */

let work: string;
const copies: string[] = [];
beforeAll(() => {
  work = makeTempDir("add-provider");
});
afterAll(() => {
  for (const c of copies) removeDir(c);
  removeDir(work);
});

function copy(label: string): string {
  const root = makeUpgradeCopy(label);
  copies.push(root);
  return root;
}

/** A project copy that never had edgecenter, but for its overrides file when `keepOverrides`. */
function withoutEdgecenter(label: string, keepOverrides = true): string {
  const root = copy(label);
  const cdktfFile = path.join(root, "cdktf.json");
  fs.writeFileSync(cdktfFile, fs.readFileSync(cdktfFile, "utf8").replace(',\n    "Edge-Center/edgecenter@0.12.10"', ""));
  const lockFile = path.join(root, "schemas", "schemas.lock.json");
  const lock = JSON.parse(fs.readFileSync(lockFile, "utf8"));
  delete lock.providers["Edge-Center/edgecenter"];
  fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2) + "\n");
  fs.rmSync(path.join(root, "schemas", "edgecenter.json"));
  fs.rmSync(path.join(root, "providers", "edgecenter"), { recursive: true });
  if (!keepOverrides) fs.rmSync(path.join(root, "overrides", "edgecenter.json"));
  return root;
}

/** add-provider in this process, with a provider cache of its own (`cache` under the work folder). */
async function addInProcess(args: string[], root: string, cache: string): Promise<{ io: ReturnType<typeof memoryIo>; code: number }> {
  const io = memoryIo();
  const saved = process.env.TFLOOKUP_CACHE_DIR;
  process.env.TFLOOKUP_CACHE_DIR = path.join(work, cache);
  try {
    return { io, code: await addProviderMain(args, root, io) };
  } finally {
    if (saved === undefined) delete process.env.TFLOOKUP_CACHE_DIR;
    else process.env.TFLOOKUP_CACHE_DIR = saved;
  }
}

describe("add-provider", () => {
  test("adds a provider in one command with no Terraform on PATH: the same files as the project's own", async () => {
    // The project without edgecenter (its overrides file stays: add-provider keeps one written beforehand).
    const root = withoutEdgecenter("add-edgecenter");
    const lockFile = path.join(root, "schemas", "schemas.lock.json");
    const cliConfigFile = await standinMirror(path.join(work, "standin"), pinnedStandinProviders());

    const tsx = path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: pathWithoutTerraform(), TFLOOKUP_CACHE_DIR: path.join(work, "cache") };
    delete env.TERRAFORM_BINARY_NAME;
    expect(spawnSync("/bin/sh", ["-c", "command -v terraform"], { env, encoding: "utf8" }).status).not.toBe(0);
    const r = spawnSync(
      process.execPath,
      [
        tsx,
        path.join(REPO_ROOT, "scripts", "add-provider.ts"),
        "Edge-Center/edgecenter@0.12.10",
        "--cli-config",
        cliConfigFile,
        "--no-compile",
      ],
      { cwd: root, env, encoding: "utf8" },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);

    // Byte for byte what the project pins and generates, README table included.
    for (const f of ["cdktf.json", "schemas/edgecenter.json", "overrides/edgecenter.json", "README.md"]) {
      expect(`${f}: ${fs.readFileSync(path.join(root, f), "utf8")}`).toBe(`${f}: ${fs.readFileSync(path.join(REPO_ROOT, f), "utf8")}`);
    }
    // Generated files only: a build of the repository's own package leaves dist/ beside them.
    const generated = (dir: string) =>
      Object.fromEntries(Object.entries(hashFiles(dir)).filter(([f]) => !f.startsWith("dist/") && !f.startsWith("node_modules/")));
    expect(generated(path.join(root, "providers", "edgecenter"))).toEqual(generated(path.join(REPO_ROOT, "providers", "edgecenter")));
    const written = JSON.parse(fs.readFileSync(lockFile, "utf8")).providers["Edge-Center/edgecenter"];
    const real = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", "schemas.lock.json"), "utf8")).providers[
      "Edge-Center/edgecenter"
    ];
    // The entry records this pull; the note of the hand-made entry it replaces does not carry over.
    delete real.note;
    expect(written).toEqual({ ...real, origin: "pulled", terraformVersion: expect.stringMatching(/^tflookup \S+ \(plugin protocol 5\)$/) });

    // What was added, and what may need an override.
    expect(r.stdout).toMatch(
      /add-provider: Edge-Center\/edgecenter@0\.12\.10 added as @tflookup\/edgecenter \(schema printed by tflookup /,
    );
    expect(r.stdout).toMatch(/^ {2}\d+ data sources:\n {4}\w+ \(edgecenter_\w+\)$/m);
    expect(r.stdout).toMatch(/^ {4}permanentApiToken \(secret; env EC_PERMANENT_TOKEN\)$/m);
    expect(r.stdout).toContain("overrides/edgecenter.json kept as it was");
  });

  test("drafts the overrides file from the schema: the package name, secrets, environment variables", async () => {
    const root = withoutEdgecenter("add-draft", false);
    const cliConfigFile = await standinMirror(path.join(work, "standin-draft"), pinnedStandinProviders());
    const { io, code } = await addInProcess(
      ["Edge-Center/edgecenter@0.12.10", "--package", "ec", "--cli-config", cliConfigFile, "--no-compile"],
      root,
      "cache-draft",
    );
    expect(io.stderr()).toBe("");
    expect(code).toBe(0);
    const drafted = JSON.parse(fs.readFileSync(path.join(root, "overrides", "edgecenter.json"), "utf8"));
    // The upstream schema marks the token sensitive; no description names an environment variable.
    expect(drafted).toEqual({ provider: "Edge-Center/edgecenter", package: "ec", config: { permanent_api_token: { secret: true } } });
    expect(io.stdout()).toMatch(/^ {2}9 data sources:$/m);
    expect(io.stdout()).toMatch(/^ {4}getInstanceV2 \(edgecenter_instanceV2\)$/m);
    expect(io.stdout()).toMatch(/^ {4}permanentApiToken \(secret\)$/m);
    expect(io.stdout()).toContain(
      `overrides/edgecenter.json: "config": { "permanent_api_token": { "secret": true, "env": ["<VARIABLE>"] } }`,
    );
    expect(io.stdout()).toContain("overrides/edgecenter.json drafted");
    expect(fs.existsSync(path.join(root, "providers", "edgecenter", "package.json"))).toBe(true);
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toContain("`@tflookup/ec`");
  });

  test("a pulled schema with functions and ephemeral resources: each kind counted and bound, in the CDK bindings too", async () => {
    const root = copy("add-toolbox");
    const cliConfigFile = await standinMirror(path.join(work, "standin-toolbox"), [toolboxStandin()]);
    const { io, code } = await addInProcess(["Acme/toolbox@0.4.0", "--cli-config", cliConfigFile, "--no-compile"], root, "cache-toolbox");
    expect(io.stderr()).toBe("");
    expect(code).toBe(0);
    // As pull-schemas writes it: with its (empty) resources key.
    const pulled = JSON.parse(fs.readFileSync(path.join(root, "schemas", "toolbox.json"), "utf8"));
    expect(pulled.provider_schemas["registry.terraform.io/acme/toolbox"].resource_schemas).toEqual({});
    const out = io.stdout();
    expect(out).toMatch(/^ {2}1 data source:\n {4}getItem \(toolbox_item\)$/m);
    expect(out).toMatch(/^ {2}2 ephemeral resources:\n {4}openCredentials \(toolbox_credentials\)\n {4}openToken \(toolbox_token\)$/m);
    expect(out).toMatch(/^ {2}7 provider functions:\n {4}defaultTo \(default_to\)$/m);
    for (const library of ["cdktf", "cdktn"]) {
      const bindings = fs.readdirSync(path.join(root, "providers", "toolbox", library));
      expect({ library, bindings }).toEqual({
        library,
        bindings: expect.arrayContaining(["provider-functions", "ephemeral-toolbox-credentials", "ephemeral-toolbox-token"]),
      });
    }

    // generate's line for the provider counts each kind too.
    const again = memoryIo();
    expect(generateMain([], root, again)).toBe(0);
    expect(again.stdout()).toMatch(/^toolbox +Acme\/toolbox@0\.4\.0 +1 data source, 2 ephemeral resources, 7 provider functions, /m);
  });

  test("a provider that cannot be installed: the error names it, where it looked and the fix; nothing written", async () => {
    const root = copy("add-unreachable");
    const before = fingerprint(root);
    const io = memoryIo();
    expect(await addProviderMain(["hashicorp/tls@4.1.0", "--cli-config", emptyMirrorConfig(work), "--no-compile"], root, io)).toBe(1);
    expect(io.stderr()).toMatch(/^add-provider: hashicorp\/tls@4\.1\.0: installing hashicorp\/tls 4\.1\.0 failed\./);
    expect(io.stderr()).toContain("Looked in:");
    // The address came from the command line, and the advice says so.
    expect(io.stderr()).toContain("To fix: check the source and version on the command line, or make the provider reachable");
    expect(io.stderr()).not.toContain("cdktf.json");
    expect(io.stderr()).toContain("add-provider: nothing was written.");
    expect(touched(before, fingerprint(root))).toEqual([]);
  });

  test("a provider already pinned or a bad package name: refused before anything runs", async () => {
    const root = copy("add-refused");
    const before = fingerprint(root);
    const cases: [string[], RegExp][] = [
      [
        ["Edge-Center/edgecenter@0.13.0"],
        /already in cdktf\.json; move it to another version with `npm run upgrade -- edgecenter@0\.13\.0`/,
      ],
      [["hashicorp/tls@4.1.0", "--package", "Bad-Name"], /\$\.package: expected a lower-case package name, got "Bad-Name"/],
    ];
    for (const [argv, message] of cases) {
      const io = memoryIo();
      expect(await addProviderMain([...argv, "--cli-config", emptyMirrorConfig(work)], root, io)).toBe(1);
      expect(io.stderr()).toMatch(message);
      expect(io.stdout()).not.toContain("install");
    }
    expect(touched(before, fingerprint(root))).toEqual([]);
  });

  test("an argument that is no <namespace>/<type>@<exact version> is a usage error (exit 2) in the command's own words", async () => {
    const root = copy("add-usage");
    const before = fingerprint(root);
    const cases: [string, string][] = [
      ["hashicorp/tls", 'expected <namespace>/<type>@<version>, got "hashicorp/tls"'],
      ["acme-toolbox@0.4.0", 'expected a provider address <namespace>/<type> (e.g. hashicorp/tls@4.1.0), got "acme-toolbox"'],
      ["hashicorp/tls@latest", 'expected an exact version such as 4.1.0 after the @, got "latest"'],
    ];
    for (const [arg, message] of cases) {
      const io = memoryIo();
      expect([arg, await addProviderMain([arg, "--cli-config", emptyMirrorConfig(work)], root, io)]).toEqual([arg, 2]);
      expect(io.stderr()).toBe(`add-provider: ${message}\n${ADD_PROVIDER_USAGE}`);
      expect(io.stdout()).toBe("");
    }
    expect(touched(before, fingerprint(root))).toEqual([]);
  });
});

describe("add-provider drafts", () => {
  test("the cdktf.json entry is one added line, in the file's own layout", () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, "cdktf.json"), "utf8");
    const next = addProviderEntry(text, "hashicorp/tls@4.1.0");
    expect(next).toBe(text.replace('"Edge-Center/edgecenter@0.12.10"\n', '"Edge-Center/edgecenter@0.12.10",\n    "hashicorp/tls@4.1.0"\n'));
    expect(addProviderEntry('{\n  "terraformProviders": []\n}\n', "a/b@1.0.0")).toBe(
      '{\n  "terraformProviders": [\n    "a/b@1.0.0"\n  ]\n}\n',
    );
    expect(JSON.parse(addProviderEntry('{"language": "typescript"}', "a/b@1.0.0"))).toEqual({
      language: "typescript",
      terraformProviders: ["a/b@1.0.0"],
    });
  });

  test("overrides: sensitive attributes are secrets; environment variables come from the descriptions", () => {
    expect(environmentVariablesIn("Token. Can also be set with the `ACME_TOKEN` environment variable.")).toEqual(["ACME_TOKEN"]);
    expect(environmentVariablesIn("Uses the API_URL setting.")).toEqual([]);
    const schema = {
      provider: {
        version: 0,
        block: {
          attributes: {
            token: { type: "string", optional: true, sensitive: true, description: "May be set in the environment as ACME_TOKEN." },
            region: { type: "string", optional: true, description: "Defaults to the ACME_REGION environment variable." },
            timeout: { type: "number", optional: true },
          },
        },
      },
      resource_schemas: {},
      data_source_schemas: {},
    } as unknown as ProviderSchemaJson;
    expect(draftOverrides("acme/acme", "acme", schema)).toEqual({
      provider: "acme/acme",
      package: "acme",
      config: { token: { secret: true, env: ["ACME_TOKEN"] }, region: { env: ["ACME_REGION"] } },
    });
  });
});
