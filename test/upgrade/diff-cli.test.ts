import { spawnSync } from "child_process";
import * as path from "path";
import { diffMain, versionInFileName } from "../../src/tfgen/cli/diff-schemas";
import type { DiffReport } from "../../src/tfgen/diff/types";
import { REPO_ROOT } from "../support/project";
import { EXPECTED_ROWS, fingerprint, memoryIo, NEXT_SCHEMA, rows, touched } from "./support";

/* `npm run diff-schemas`: the same report as upgrade, printed, with nothing written. */

const PINNED = path.join(REPO_ROOT, "schemas", "edgecenter.json");

test("prints the report of pinned → next fixture as JSON, finding the provider from the files, touching nothing", () => {
  const before = new Map([...fingerprint(path.join(REPO_ROOT, "schemas")), ...fingerprint(path.join(REPO_ROOT, "overrides"))]);
  const io = memoryIo();
  expect(diffMain([PINNED, NEXT_SCHEMA, "--json"], REPO_ROOT, io)).toBe(0);
  expect(io.stderr()).toBe("");
  const report = JSON.parse(io.stdout()) as DiffReport;
  expect(rows(report)).toEqual(EXPECTED_ROWS);
  // The pinned file is labelled with its locked version, any other file with the version its name carries.
  expect(report.from.version).toBe("0.12.10");
  expect(report.to.version).toBe("0.13.0");
  const after = new Map([...fingerprint(path.join(REPO_ROOT, "schemas")), ...fingerprint(path.join(REPO_ROOT, "overrides"))]);
  expect(touched(before, after)).toEqual([]);
});

test("markdown by default; --no-aliases reports the rename as it would ship without upgrade", () => {
  const io = memoryIo();
  expect(diffMain([PINNED, NEXT_SCHEMA, "--no-aliases"], REPO_ROOT, io)).toBe(0);
  expect(io.stdout()).toMatch(/^# Edge-Center\/edgecenter: 0\.12\.10 → 0\.13\.0\n/);
  expect(io.stdout()).toContain(
    "| `getFloatingip.metadataReadOnly` | Documented name changed from `metadataReadOnlies` to `metadataReadOnly`. | **breaking** | no |",
  );
  expect(io.stdout()).not.toContain("Names kept by aliases");
});

test("files of different providers, or of none in cdktf.json, are refused with a reason", () => {
  const io = memoryIo();
  expect(diffMain([path.join(REPO_ROOT, "schemas", "ibm.json"), PINNED], REPO_ROOT, io)).toBe(1);
  expect(io.stderr()).toContain("the files belong to different providers (IBM-Cloud/ibm, Edge-Center/edgecenter)");
  expect(diffMain([PINNED, PINNED, "--provider", "ibm"], REPO_ROOT, io)).toBe(1);
  expect(io.stderr()).toContain('expected the provider key "registry.terraform.io/ibm-cloud/ibm"');
  expect(diffMain([PINNED], REPO_ROOT, io)).toBe(2);
  expect(io.stderr()).toContain("expected two schema files, got 1");
});

test("--fail-on-breaking exits 1 when a change is breaking, still printing the report; 0 when none is", () => {
  const io = memoryIo();
  expect(diffMain([PINNED, NEXT_SCHEMA, "--json", "--fail-on-breaking"], REPO_ROOT, io)).toBe(1);
  const report = JSON.parse(io.stdout()) as DiffReport;
  expect(report.summary.breaking.pulumi + report.summary.breaking.cdktf).toBeGreaterThan(0);
  expect(io.stderr()).toMatch(/^diff-schemas: breaking changes \(\d+ for Pulumi, \d+ for CDKTF \/ CDK Terrain\) and --fail-on-breaking\n$/);
  const same = memoryIo();
  expect(diffMain([PINNED, PINNED, "--fail-on-breaking"], REPO_ROOT, same)).toBe(0);
  expect(same.stderr()).toBe("");
});

test("options are parsed strictly: an unknown option or a missing value is a usage error (exit 2)", () => {
  const io = memoryIo();
  expect(diffMain([PINNED, NEXT_SCHEMA, "--jsn"], REPO_ROOT, io)).toBe(2);
  expect(io.stderr()).toMatch(/^diff-schemas: Unknown option '--jsn'/);
  expect(io.stderr()).toContain("usage: npm run --silent diff-schemas");
  expect(diffMain([PINNED, NEXT_SCHEMA, "--provider"], REPO_ROOT, memoryIo())).toBe(2);
});

test("through `npm run --silent`, --json prints JSON alone on stdout, and --fail-on-breaking sets the exit status", () => {
  const r = spawnSync("npm", ["run", "--silent", "diff-schemas", "--", PINNED, NEXT_SCHEMA, "--json", "--fail-on-breaking"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  expect(r.status).toBe(1);
  expect(rows(JSON.parse(r.stdout) as DiffReport)).toEqual(EXPECTED_ROWS);
  expect(r.stderr).toContain("diff-schemas: breaking changes");
});

test.each([
  ["edgecenter-0.13.0.json", "0.13.0"],
  ["/a/b/aws-6.47.0.json", "6.47.0"],
  ["tls-4.1.0-beta.2.json", "4.1.0-beta.2"],
  ["v1.2.3.json", "1.2.3"],
  ["schema.json", undefined],
  ["edgecenter-0.13.json", undefined],
  ["1.2.3.4.json", undefined],
])("the version a schema file's name carries: %s → %s", (file, version) => {
  expect(versionInFileName(file)).toBe(version);
});

test("--from-version and --to-version label the sides whatever the files are called", () => {
  const io = memoryIo();
  expect(diffMain([PINNED, NEXT_SCHEMA, "--json", "--from-version", "0.12.10-a", "--to-version", "0.13.0-rc.1"], REPO_ROOT, io)).toBe(0);
  const report = JSON.parse(io.stdout()) as DiffReport;
  expect([report.from.version, report.to.version]).toEqual(["0.12.10-a", "0.13.0-rc.1"]);
});
