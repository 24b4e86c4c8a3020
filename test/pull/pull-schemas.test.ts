import { spawnSync } from "child_process";
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { chooseCliConfig } from "../../src/tfgen/pull/cli-config";
import { pullMain } from "../../src/tfgen/cli/pull-schemas";
import { formatSnapshot, normalisePrintedSchemas } from "../../src/tfgen/pull/normalise";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { loadPinnedSchema } from "../../src/tfgen/schema/load";
import { pinnedStandinProviders } from "../standin/mirror";
import { hashFiles, makeProjectCopy, makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { emptyMirrorConfig, memoryIo, pathWithoutTerraform, requireTerraform, standinMirror } from "../upgrade/support";

/*
 * pull-schemas with the stand-in providers installed from a filesystem mirror in place of the upstream builds,
 * without Terraform (the default) and through the real Terraform CLI (--terraform). The stand-ins serve the
 * pinned snapshots, so a pull must reproduce them byte for byte either way.
 */

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
const SCHEMA_FILES = ["ibm.json", "edgecenter.json"];

let work: string;
let cliConfig: string;
const copies: string[] = [];
const savedCacheDir = process.env.TFLOOKUP_CACHE_DIR;

beforeAll(async () => {
  requireTerraform();
  work = makeTempDir("pull");
  cliConfig = await standinMirror(path.join(work, "standin"), pinnedStandinProviders());
});
// Each test installs into a plugin cache of its own (a mirror may serve other bytes under the same version).
beforeEach(() => {
  process.env.TFLOOKUP_CACHE_DIR = makeTempDir("pull-cache");
  copies.push(process.env.TFLOOKUP_CACHE_DIR);
});
afterAll(() => {
  for (const c of copies) removeDir(c);
  removeDir(work);
  if (savedCacheDir === undefined) delete process.env.TFLOOKUP_CACHE_DIR;
  else process.env.TFLOOKUP_CACHE_DIR = savedCacheDir;
});

function copy(label: string): string {
  const root = makeProjectCopy(label, { withProviders: false });
  copies.push(root);
  return root;
}

function schemasOf(root: string): Record<string, string> {
  return hashFiles(path.join(root, "schemas"));
}

describe("pull-schemas through the stand-ins", () => {
  for (const via of ["the provider itself", "terraform"] as const) {
    test(`reproduces both pinned snapshots byte for byte and records the pull in the lock (${via})`, async () => {
      const root = copy(`pull-ok-${via === "terraform" ? "tf" : "plugin"}`);
      const io = memoryIo();
      const flags = via === "terraform" ? ["--terraform", "terraform"] : [];
      const code = await pullMain(["--cli-config", cliConfig, ...flags], root, io);
      expect(io.stderr()).toBe("");
      expect(code).toBe(0);
      for (const f of SCHEMA_FILES) {
        expect(sha256(fs.readFileSync(path.join(root, "schemas", f)))).toBe(sha256(fs.readFileSync(path.join(REPO_ROOT, "schemas", f))));
      }
      const realLock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", "schemas.lock.json"), "utf8"));
      const lock = JSON.parse(fs.readFileSync(path.join(root, "schemas", "schemas.lock.json"), "utf8"));
      for (const source of ["IBM-Cloud/ibm", "Edge-Center/edgecenter"]) {
        expect(lock.providers[source]).toEqual({
          source,
          version: realLock.providers[source].version,
          schemaFile: realLock.providers[source].schemaFile,
          sha256: realLock.providers[source].sha256,
          origin: "pulled",
          // Honest provenance: the Terraform that printed it, or tflookup and the protocol it spoke.
          terraformVersion: expect.stringMatching(via === "terraform" ? /^\d+\.\d+\.\d+$/ : /^tflookup \S+ \(plugin protocol 5\)$/),
        });
      }
      // The loader vouches for what was written.
      for (const t of readProjectConfig(root).providers) expect(() => loadPinnedSchema(root, t)).not.toThrow();
      // One progress line per provider per step, each with a time.
      const out = io.stdout();
      const steps =
        via === "terraform" ? ["terraform version", "init", "providers schema -json"] : ["install", "start provider", "GetSchema"];
      for (const type of ["ibm", "edgecenter"]) {
        for (const step of steps) expect(out).toMatch(new RegExp(`^\\[ *\\d+\\.\\ds\\] ${type} +${step}.* \\d+\\.\\ds$`, "m"));
      }
      expect(out).toMatch(/pull-schemas: 2 pulled in \d+\.\ds; 0 snapshots changed; lock updated/);
    });
  }

  test("--check passes when the registry serves the pinned schemas, and writes nothing", async () => {
    const root = copy("pull-check");
    const before = schemasOf(root);
    const io = memoryIo();
    expect(await pullMain(["edgecenter", "--check", "--cli-config", cliConfig], root, io)).toBe(0);
    expect(io.stdout()).toContain("pull-schemas --check: every snapshot matches");
    expect(schemasOf(root)).toEqual(before);
  });

  test("a schema that differs upstream is written, checksummed in the lock, and flagged by --check", async () => {
    const root = copy("pull-changed");
    // A mirror whose edgecenter stand-in serves the same version with one description edited upstream.
    const edited = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", "edgecenter.json"), "utf8"));
    const key = "registry.terraform.io/edge-center/edgecenter";
    edited.provider_schemas[key].data_source_schemas.edgecenter_flavor.block.description = "Edited upstream.";
    const editedFile = path.join(work, "edgecenter-edited.json");
    fs.writeFileSync(editedFile, JSON.stringify(edited));
    const providers = pinnedStandinProviders().map((p) => (p.type === "edgecenter" ? { ...p, schemaFile: editedFile } : p));
    const rc = await standinMirror(path.join(work, "standin-edited"), providers);

    const check = memoryIo();
    expect(await pullMain(["edgecenter", "--check", "--cli-config", rc], root, check)).toBe(1);
    expect(check.stdout()).toContain("edgecenter differ");
    const checkTf = memoryIo();
    expect(await pullMain(["edgecenter", "--check", "--cli-config", rc, "--terraform", "terraform"], root, checkTf)).toBe(1);
    expect(checkTf.stdout()).toContain("edgecenter differ");

    expect(await pullMain(["edgecenter", "--cli-config", rc], root, memoryIo())).toBe(0);
    const written = fs.readFileSync(path.join(root, "schemas", "edgecenter.json"), "utf8");
    expect(JSON.parse(written).provider_schemas[key].data_source_schemas.edgecenter_flavor.block.description).toBe("Edited upstream.");
    // Printed the committed way (two-space indent, final newline), whatever the stand-in's file looked like.
    expect(written).toBe(JSON.stringify(JSON.parse(written), null, 2) + "\n");
    const lock = JSON.parse(fs.readFileSync(path.join(root, "schemas", "schemas.lock.json"), "utf8"));
    expect(lock.providers["Edge-Center/edgecenter"].sha256).toBe(sha256(written));
    // Only the named provider was pulled: ibm's entry is as it was.
    const realLock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", "schemas.lock.json"), "utf8"));
    expect(lock.providers["IBM-Cloud/ibm"]).toEqual(realLock.providers["IBM-Cloud/ibm"]);
  });

  test("no mirror and no registry: a clear error naming the provider, where it looked and the fix; nothing written", async () => {
    const root = copy("pull-unreachable");
    const before = schemasOf(root);
    const io = memoryIo();
    const code = await pullMain(["--cli-config", emptyMirrorConfig(work)], root, io);
    expect(code).toBe(1);
    expect(io.stderr()).toMatch(/^pull-schemas: IBM-Cloud\/ibm@2\.5\.0: installing IBM-Cloud\/ibm 2\.5\.0 failed\./);
    expect(io.stderr()).toMatch(/not offered by filesystem mirror .*empty-mirror/);
    expect(io.stderr()).toMatch(/Looked in:\n\s+- CLI configuration: .*empty\.rc/);
    expect(io.stderr()).toContain("To fix: check the source and version in cdktf.json, or make the provider reachable");
    expect(io.stderr()).toContain("nothing was written");
    expect(io.stdout()).toMatch(/ibm +install IBM-Cloud\/ibm 2\.5\.0 .* failed after \d+\.\ds/);
    expect(schemasOf(root)).toEqual(before);
  });

  test("no mirror and no registry, through Terraform: the error quotes Terraform; nothing written", async () => {
    const root = copy("pull-unreachable-tf");
    const before = schemasOf(root);
    const io = memoryIo();
    const code = await pullMain(["--cli-config", emptyMirrorConfig(work), "--terraform", "terraform"], root, io);
    expect(code).toBe(1);
    // The first provider fails; the message names it and quotes Terraform's own words.
    expect(io.stderr()).toMatch(/^pull-schemas: IBM-Cloud\/ibm@2\.5\.0: terraform init .* failed\./);
    expect(io.stderr()).toContain("Failed to query available provider packages");
    // Terraform wraps its message at 78 columns.
    expect(io.stderr()).toMatch(/provider registry\.terraform\.io\/ibm-cloud\/ibm was not found in any of the\s+search locations/);
    expect(io.stderr()).toContain("nothing was written");
    expect(io.stdout()).toMatch(/ibm +init IBM-Cloud\/ibm 2\.5\.0 .* failed after \d+\.\ds/);
    expect(schemasOf(root)).toEqual(before);
  });

  test("one unreachable provider leaves the other's snapshot and lock entry untouched too", async () => {
    const root = copy("pull-partial");
    const before = schemasOf(root);
    // ibm is in the mirror, edgecenter is not: ibm pulls fine, and still nothing may be written.
    const rc = await standinMirror(
      path.join(work, "standin-ibm-only"),
      pinnedStandinProviders().filter((p) => p.type === "ibm"),
    );
    const rcNoDirect = path.join(work, "ibm-only-no-direct.rc");
    fs.writeFileSync(rcNoDirect, fs.readFileSync(rc, "utf8").replace(/\n {2}direct \{[^}]*\}\n/, "\n"));
    const io = memoryIo();
    expect(await pullMain(["--cli-config", rcNoDirect], root, io)).toBe(1);
    expect(io.stderr()).toContain("Edge-Center/edgecenter@0.12.10");
    expect(io.stdout()).toMatch(/ibm +GetSchema … \d+\.\ds/);
    expect(schemasOf(root)).toEqual(before);
  });

  test("the npm script needs no Terraform: --check passes with none on PATH", () => {
    const root = copy("pull-no-terraform");
    const before = schemasOf(root);
    const tsx = path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: pathWithoutTerraform() };
    delete env.TERRAFORM_BINARY_NAME;
    expect(spawnSync("/bin/sh", ["-c", "command -v terraform"], { env }).status).not.toBe(0);
    const r = spawnSync(process.execPath, [tsx, path.join(REPO_ROOT, "scripts", "pull-schemas.ts"), "--check", "--cli-config", cliConfig], {
      cwd: root,
      encoding: "utf8",
      env,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("pull-schemas --check: every snapshot matches (2 pulled");
    expect(schemasOf(root)).toEqual(before);
  });

  test("the npm script exits non-zero on failure and names an unknown provider", () => {
    const root = copy("pull-script");
    const before = schemasOf(root);
    const tsx = path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
    const r = spawnSync(process.execPath, [tsx, path.join(REPO_ROOT, "scripts", "pull-schemas.ts"), "nosuch", "--cli-config", cliConfig], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CHECKPOINT_DISABLE: "1" },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('no provider "nosuch" in cdktf.json (have: ibm, edgecenter)');
    expect(schemasOf(root)).toEqual(before);
  });
});

describe("pull-schemas pieces", () => {
  test("OpenTofu's registry host is normalised, builtins and resources dropped, fields put in Terraform's order", () => {
    const t = readProjectConfig(REPO_ROOT).providers.find((p) => p.type === "edgecenter")!;
    const printed = {
      format_version: "1.0",
      provider_schemas: {
        "terraform.io/builtin/terraform": { provider: { version: 0, block: { description_kind: "plain" } } },
        "registry.opentofu.org/edge-center/edgecenter": {
          provider: {
            version: 0,
            block: { description_kind: "plain", attributes: { b: { optional: true, type: "string", description_kind: "plain" } } },
          },
          resource_schemas: { edgecenter_x: { version: 0, block: { description_kind: "plain" } } },
          data_source_schemas: {
            edgecenter_b: { block: { description_kind: "plain", attributes: { id: { computed: true, type: "string" } } }, version: 0 },
            edgecenter_a: { version: 0, block: { description_kind: "plain" } },
          },
        },
      },
    };
    const { document } = normalisePrintedSchemas(printed, t, "tofu providers schema -json");
    expect(formatSnapshot(document, undefined)).toBe(
      JSON.stringify(
        {
          format_version: "1.0",
          provider_schemas: {
            "registry.terraform.io/edge-center/edgecenter": {
              provider: {
                version: 0,
                block: { attributes: { b: { type: "string", description_kind: "plain", optional: true } }, description_kind: "plain" },
              },
              resource_schemas: {},
              data_source_schemas: {
                edgecenter_a: { version: 0, block: { description_kind: "plain" } },
                edgecenter_b: { version: 0, block: { attributes: { id: { type: "string", computed: true } }, description_kind: "plain" } },
              },
            },
          },
        },
        null,
        2,
      ) + "\n",
    );
    expect(() => normalisePrintedSchemas({ format_version: "1.0", provider_schemas: {} }, t, "terraform providers schema -json")).toThrow(
      /printed no schema for registry.terraform.io\/edge-center\/edgecenter/,
    );
  });

  test("snapshots keep the final newline (or its absence) of the file they replace", () => {
    const doc = { format_version: "1.0", provider_schemas: {} } as never;
    expect(formatSnapshot(doc, '{\n  "a": 1\n}')).toBe('{\n  "format_version": "1.0",\n  "provider_schemas": {}\n}');
    expect(formatSnapshot(doc, '{\n    "a": 1\n}\n')).toBe('{\n    "format_version": "1.0",\n    "provider_schemas": {}\n}\n');
  });

  test("CLI config: the flag, then an existing TF_CLI_CONFIG_FILE, then ~/.terraformrc, then none", () => {
    const dir = makeTempDir("cli-config");
    try {
      const rc = path.join(dir, "custom.rc");
      fs.writeFileSync(rc, "");
      const home = path.join(dir, "home");
      fs.mkdirSync(home);
      expect(chooseCliConfig(rc, {}, home)).toEqual({ file: rc, origin: "--cli-config" });
      expect(() => chooseCliConfig(path.join(dir, "missing.rc"), {}, home)).toThrow(/no such file/);
      expect(chooseCliConfig(undefined, { TF_CLI_CONFIG_FILE: rc }, home)).toEqual({ file: rc, origin: "TF_CLI_CONFIG_FILE" });
      // A TF_CLI_CONFIG_FILE naming a missing file is not passed on (this machine's environment has one).
      expect(chooseCliConfig(undefined, { TF_CLI_CONFIG_FILE: path.join(dir, "missing.rc") }, home).origin).toBe("none (public registry)");
      fs.writeFileSync(path.join(home, ".terraformrc"), "");
      expect(chooseCliConfig(undefined, { TF_CLI_CONFIG_FILE: path.join(dir, "missing.rc") }, home)).toEqual({
        file: path.join(home, ".terraformrc"),
        origin: "~/.terraformrc",
      });
    } finally {
      removeDir(dir);
    }
  });
});
