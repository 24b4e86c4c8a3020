import { spawnSync } from "child_process";
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { generateMain } from "../../src/tfgen/cli/generate";
import type { DiffReport } from "../../src/tfgen/diff/types";
import { chooseCliConfig } from "../../src/tfgen/pull/cli-config";
import { upgradeMain } from "../../src/tfgen/cli/upgrade";
import { upgrade } from "../../src/tfgen/upgrade/upgrade";
import { captureOutput, makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import {
  EXPECTED_ROWS,
  fingerprint,
  makeUpgradeCopy,
  memoryIo,
  NEXT_SCHEMA,
  NEXT_VERSION,
  pathWithoutTerraform,
  regenerate,
  requireTerraform,
  rows,
  standinMirror,
  touched,
} from "./support";

/*
 * `upgrade` end to end with the real Terraform CLI: the stand-in serves edgecenter 0.13.0 from
 * test/fixtures/next/edgecenter-0.13.0.json (the pinned 0.12.10 schema with a data source added and one
 * removed, an argument made required, a result type changed, a list made a max_items = 1 block, a config
 * variable deprecated and an optional argument added). Each test works in its own copy of the project.
 */

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
const REPORT = "reports/upgrade-edgecenter-0.12.10-to-0.13.0";

let work: string;
let cliConfig: string;
const copies: string[] = [];

const savedCacheDir = process.env.TFLOOKUP_CACHE_DIR;

beforeAll(async () => {
  requireTerraform();
  work = makeTempDir("upgrade");
  cliConfig = await standinMirror(path.join(work, "standin"));
  // The plugin cache the Terraform-free pull installs into (the npm script inherits it too).
  process.env.TFLOOKUP_CACHE_DIR = path.join(work, "cache");
});
afterAll(() => {
  for (const c of copies) removeDir(c);
  removeDir(work);
  if (savedCacheDir === undefined) delete process.env.TFLOOKUP_CACHE_DIR;
  else process.env.TFLOOKUP_CACHE_DIR = savedCacheDir;
});

function copy(label: string): string {
  const root = makeUpgradeCopy(label);
  copies.push(root);
  return root;
}

const read = (root: string, rel: string) => fs.readFileSync(path.join(root, rel), "utf8");

function generateCheck(root: string): { code: number; stderr: string } {
  const r = captureOutput(() => generateMain(["--check"], root));
  return { code: r.result, stderr: r.stderr };
}

describe("upgrade edgecenter 0.12.10 → 0.13.0", () => {
  let root: string;
  let stdout: string;
  let report: DiffReport;

  beforeAll(async () => {
    root = copy("upgrade-next");
    const io = memoryIo();
    const code = await upgradeMain([`edgecenter@${NEXT_VERSION}`, "--cli-config", cliConfig], root, io);
    stdout = io.stdout();
    if (code !== 0) throw new Error(`upgrade failed (${code}):\n${io.stderr()}\n${stdout}`);
    report = JSON.parse(read(root, `${REPORT}.json`));
  });

  test("the report has exactly the expected entries and classifications", () => {
    // Edge-Center/edgecenter has data sources only.
    const nine = { dataSources: 9, ephemeralResources: 0, providerFunctions: 0 };
    expect(rows(report)).toEqual(EXPECTED_ROWS);
    expect(report.summary).toEqual({ changes: 13, breaking: { pulumi: 6, cdktf: 4 }, flagged: 1, counts: { before: nine, after: nine } });
    expect(report.provider).toEqual({ source: "Edge-Center/edgecenter", type: "edgecenter", package: "edgecenter" });
    expect(report.from).toEqual({
      version: "0.12.10",
      sha256: sha256(fs.readFileSync(path.join(REPO_ROOT, "schemas", "edgecenter.json"))),
    });
    expect(report.to).toEqual({ version: NEXT_VERSION, sha256: sha256(fs.readFileSync(NEXT_SCHEMA)) });
    expect(report.changes.find((c) => c.kind === "output-type-changed")).toMatchObject({
      tfPath: "edgecenter_image.min_disk",
      before: "number",
      after: "string",
    });
    expect(report.overridesPruned).toEqual([]);
    expect(report.notSelected).toEqual({ added: [], removed: [] });
    const md = read(root, `${REPORT}.md`);
    expect(md).toContain("# Edge-Center/edgecenter: 0.12.10 → 0.13.0");
    expect(md).toContain(
      "| `getImage.minDisk` | `minDisk` changed type from `number` to `string`. " +
        "| **breaking** | **breaking** | `edgecenter_image.min_disk` |",
    );
  });

  test("the renamed field keeps its documented name through an alias in overrides", () => {
    expect(report.aliases).toEqual([
      { tfPath: "edgecenter_floatingip.metadata_read_only", name: "metadataReadOnlies", wouldBe: "metadataReadOnly" },
    ]);
    const before = read(REPO_ROOT, "overrides/edgecenter.json");
    const after = read(root, "overrides/edgecenter.json");
    // Appended as one member; every other byte of the hand-written file is as it was.
    expect(after).toBe(
      `${before.trimEnd().replace(/\n}$/, "")},\n` +
        `  "aliases": {\n    "edgecenter_floatingip.metadata_read_only": "metadataReadOnlies"\n  }\n}\n`,
    );
    const sdk = read(root, "providers/edgecenter/pulumi/getFloatingip.ts");
    expect(sdk).toMatch(/\bmetadataReadOnlies\b/);
    expect(sdk).not.toMatch(/\bmetadataReadOnly\b[^A-Za-z]/);
  });

  test("cdktf.json, the snapshot and the lock move to the new version; nothing else in them changes", () => {
    expect(read(root, "cdktf.json")).toBe(
      read(REPO_ROOT, "cdktf.json").replace('"Edge-Center/edgecenter@0.12.10"', `"Edge-Center/edgecenter@${NEXT_VERSION}"`),
    );
    const schema = fs.readFileSync(path.join(root, "schemas", "edgecenter.json"));
    expect(schema.equals(fs.readFileSync(NEXT_SCHEMA))).toBe(true);
    const lock = JSON.parse(read(root, "schemas/schemas.lock.json"));
    const realLock = JSON.parse(read(REPO_ROOT, "schemas/schemas.lock.json"));
    expect(lock.providers["Edge-Center/edgecenter"]).toEqual({
      source: "Edge-Center/edgecenter",
      version: NEXT_VERSION,
      schemaFile: "edgecenter.json",
      sha256: sha256(schema),
      origin: "pulled",
      // No Terraform ran: the provenance names tflookup and the protocol the provider spoke.
      terraformVersion: expect.stringMatching(/^tflookup \S+ \(plugin protocol 5\)$/),
    });
    expect(lock.providers["IBM-Cloud/ibm"]).toEqual(realLock.providers["IBM-Cloud/ibm"]);
    expect(read(root, "schemas/ibm.json")).toBe(read(REPO_ROOT, "schemas/ibm.json"));
    expect(read(root, "overrides/ibm.json")).toBe(read(REPO_ROOT, "overrides/ibm.json"));
  });

  test("everything is regenerated, and generate --check is clean afterwards", () => {
    const r = generateCheck(root);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const p = (rel: string) => fs.existsSync(path.join(root, "providers", "edgecenter", rel));
    expect(p("pulumi/getDbaasCluster.ts")).toBe(true);
    expect(p("pulumi/getCdnShieldingLocation.ts")).toBe(false);
    expect(p("cdktf/data-edgecenter-dbaas-cluster/index.ts")).toBe(true);
    expect(p("cdktf/data-edgecenter-cdn-shielding-location/index.ts")).toBe(false);
    expect(read(root, "providers/edgecenter/pulumi/schema.json")).toContain('"edgecenter:index/getDbaasCluster:getDbaasCluster"');
  });

  test("the README's providers table names the new version and data sources", () => {
    const readme = read(root, "README.md");
    expect(readme).toContain(`| \`@tflookup/edgecenter\` | \`Edge-Center/edgecenter\` ${NEXT_VERSION} | `);
    expect(readme).toContain("`edgecenter_dbaas_cluster`");
    expect(readme).not.toContain("`edgecenter_cdn_shielding_location`");
    expect(readme).toContain("| `@tflookup/ibm` | `IBM-Cloud/ibm` 2.5.0 | ");
    expect(generateCheck(root)).toEqual({ code: 0, stderr: "" });
  });

  test("progress: one line per step with times, a line per generated provider, and a summary", () => {
    for (const step of [
      `install Edge-Center/edgecenter ${NEXT_VERSION}`,
      "start provider",
      "GetSchema",
      `compare 0.12.10 → ${NEXT_VERSION}`,
    ]) {
      expect(stdout).toMatch(
        new RegExp(`^\\[ *\\d+\\.\\ds\\] edgecenter +${step.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.* \\d+\\.\\ds$`, "m"),
      );
    }
    expect(stdout).toMatch(/^\[ *\d+\.\ds\] ibm +generate IBM-Cloud\/ibm@2\.5\.0: 12 data sources, \d+ files/m);
    expect(stdout).toMatch(/^\[ *\d+\.\ds\] edgecenter +generate Edge-Center\/edgecenter@0\.13\.0: 9 data sources, \d+ files/m);
    expect(stdout).toMatch(/^\[ *\d+\.\ds\] upgrade +type-check edgecenter … \d+\.\ds$/m);
    expect(stdout).toMatch(/^\[ *\d+\.\ds\] upgrade +commit 7 files and providers\/ … \d+\.\ds$/m);
    expect(stdout).toMatch(
      /^upgrade: 1 provider in \d+\.\ds: 13 API changes; 7 files written; generated \d+ changed, \d+ added, \d+ removed of \d+$/m,
    );
  });

  test("running the same upgrade again changes nothing", async () => {
    const before = fingerprint(root);
    const io = memoryIo();
    expect(await upgradeMain([`edgecenter@${NEXT_VERSION}`, "--cli-config", cliConfig], root, io)).toBe(0);
    expect(io.stdout()).toContain(`edgecenter   ${NEXT_VERSION} → ${NEXT_VERSION}: no change to the generated APIs`);
    expect(touched(before, fingerprint(root))).toEqual([]);
  });
});

describe("upgrade: no-op and failures leave the project as it was", () => {
  test("same version (the npm script, no Terraform on PATH): reports no change and rewrites no file", () => {
    const root = copy("upgrade-noop");
    const before = fingerprint(root);
    const tsx = path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: pathWithoutTerraform() };
    delete env.TERRAFORM_BINARY_NAME;
    expect(spawnSync("/bin/sh", ["-c", "command -v terraform"], { env }).status).not.toBe(0);
    const r = spawnSync(
      process.execPath,
      [tsx, path.join(REPO_ROOT, "scripts", "upgrade.ts"), "edgecenter@0.12.10", "--cli-config", cliConfig],
      {
        cwd: root,
        encoding: "utf8",
        env,
      },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("edgecenter   0.12.10 → 0.12.10: no change to the generated APIs");
    expect(r.stdout).toMatch(/upgrade: nothing to do \(1 provider checked in \d+\.\ds; no file written\)/);
    expect(before.size).toBeGreaterThan(50);
    expect(touched(before, fingerprint(root))).toEqual([]);
  });

  test("a version the mirror does not have: an error naming it, where it looked and what it offers; nothing changed", async () => {
    const root = copy("upgrade-missing");
    const before = fingerprint(root);
    const io = memoryIo();
    expect(await upgradeMain(["edgecenter@9.9.9", "--cli-config", cliConfig], root, io)).toBe(1);
    expect(io.stderr()).toMatch(/^upgrade: Edge-Center\/edgecenter@9\.9\.9: installing Edge-Center\/edgecenter 9\.9\.9 failed\./);
    expect(io.stderr()).toMatch(/version 9\.9\.9 is not offered \(available: 0\.12\.10, 0\.13\.0\) by filesystem mirror/);
    expect(io.stderr()).toContain("Looked in:");
    expect(io.stderr()).toContain("To fix:");
    expect(io.stderr()).toContain("upgrade: nothing was changed.");
    expect(touched(before, fingerprint(root))).toEqual([]);
  });

  test("a version the registry does not have, through Terraform: an error quoting Terraform, nothing changed", async () => {
    const root = copy("upgrade-missing-tf");
    const before = fingerprint(root);
    const io = memoryIo();
    expect(await upgradeMain(["edgecenter@9.9.9", "--cli-config", cliConfig, "--terraform", "terraform"], root, io)).toBe(1);
    expect(io.stderr()).toContain("upgrade: Edge-Center/edgecenter@9.9.9: terraform init");
    expect(io.stderr()).toMatch(/Failed to query available provider packages|no available releases match/);
    expect(io.stderr()).toContain("upgrade: nothing was changed.");
    expect(touched(before, fingerprint(root))).toEqual([]);
  });

  test("a failure part-way through the commit puts every file back", async () => {
    const root = copy("upgrade-fail");
    const before = fingerprint(root);
    let writes = 0;
    await expect(
      upgrade({
        root,
        requests: [{ provider: "edgecenter", version: NEXT_VERSION }],
        cliConfig: chooseCliConfig(cliConfig),
        compile: false,
        commitHooks: {
          afterWrite: (_file, i) => {
            writes++;
            if (i === 3) throw new Error("injected: disk full");
          },
        },
      }),
    ).rejects.toThrow("injected: disk full");
    // cdktf.json, the snapshot, the lock and the overrides were all written before the failure.
    expect(writes).toBe(4);
    expect(touched(before, fingerprint(root))).toEqual([]);
    expect(fs.existsSync(path.join(root, "reports"))).toBe(false);
  });

  test("usage errors exit 2 and say what is expected", async () => {
    const io = memoryIo();
    expect(await upgradeMain(["edgecenter"], REPO_ROOT, io)).toBe(2);
    expect(io.stderr()).toContain('expected <provider>@<version>, got "edgecenter"');
    expect(await upgradeMain([], REPO_ROOT, io)).toBe(2);
    expect(io.stderr()).toContain("name at least one <provider>@<version>, or --all");
  });

  test("a mistyped provider is named with the one meant, as pull-schemas names it; nothing is pulled or changed", async () => {
    const root = copy("upgrade-typo");
    const before = fingerprint(root);
    const io = memoryIo();
    expect(await upgradeMain(["edgcenter@0.13.0", "--cli-config", cliConfig], root, io)).toBe(1);
    expect(io.stderr()).toBe(
      'upgrade: no provider "edgcenter" in cdktf.json; did you mean "edgecenter"? (have: ibm, edgecenter)\nupgrade: nothing was changed.\n',
    );
    expect(io.stdout()).toBe("");
    expect(touched(before, fingerprint(root))).toEqual([]);
  });
});

describe("upgrade --all after cdktf.json was edited by hand, with include/exclude", () => {
  test("each provider moves to the version cdktf.json names; excluded data sources stay out of the report", async () => {
    const root = copy("upgrade-all");
    const overrides = JSON.parse(read(root, "overrides/edgecenter.json"));
    fs.writeFileSync(
      path.join(root, "overrides/edgecenter.json"),
      JSON.stringify({ ...overrides, exclude: ["edgecenter_dbaas_*"] }, null, 2) + "\n",
    );
    // The generated tree must match the edited overrides before the upgrade, or --check afterwards proves nothing.
    regenerate(root);
    const cdktf = read(root, "cdktf.json").replace('"Edge-Center/edgecenter@0.12.10"', `"Edge-Center/edgecenter@${NEXT_VERSION}"`);
    fs.writeFileSync(path.join(root, "cdktf.json"), cdktf);

    const io = memoryIo();
    const code = await upgradeMain(["--all", "--no-compile", "--cli-config", cliConfig, "--report", "out/upgrade.md"], root, io);
    if (code !== 0) throw new Error(io.stderr());
    expect(read(root, "cdktf.json")).toBe(cdktf);
    const ibm: DiffReport = JSON.parse(read(root, "out/upgrade-ibm.json"));
    expect(ibm.summary.changes).toBe(0);
    const ec: DiffReport = JSON.parse(read(root, "out/upgrade-edgecenter.json"));
    expect([ec.from.version, ec.to.version]).toEqual(["0.12.10", NEXT_VERSION]);
    expect(rows(ec)).toEqual(EXPECTED_ROWS.filter((r) => r[1] !== "getDbaasCluster"));
    expect(ec.notSelected).toEqual({ added: ["edgecenter_dbaas_cluster"], removed: [] });
    expect(fs.existsSync(path.join(root, "providers", "edgecenter", "pulumi", "getDbaasCluster.ts"))).toBe(false);
    expect(fs.existsSync(path.join(root, "out", "upgrade-edgecenter.md"))).toBe(true);
    expect(generateCheck(root).code).toBe(0);
  });
});
