import * as fs from "fs";
import * as path from "path";
import { generateMain as main } from "../../src/tfgen/cli/generate";
import { providersTable, TABLE_END, TABLE_START, withProvidersTable } from "../../src/tfgen/write/readme-table";
import { captureOutput, editPinnedSchema, makeProjectCopy, removeDir, REPO_ROOT } from "../support/project";

/* The README's providers table is generated: an upgrade that changes a provider changes the table with it. */

const ROW = { packageName: "@tflookup/x", source: "ns/x", version: "1.2.3", dataSources: ["x_a", "x_b|c"] };

test("a table row names the package, the provider at its version, and every data source (pipes escaped)", () => {
  expect(providersTable([ROW])).toBe(
    "| package | upstream provider | data sources |\n| --- | --- | --- |\n| `@tflookup/x` | `ns/x` 1.2.3 | `x_a`, `x_b\\|c` |",
  );
});

test.each([
  ["no markers", "# readme\n", undefined],
  ["the end before the start", `${TABLE_END}\n${TABLE_START}\n`, undefined],
  ["the start twice", `${TABLE_START}\n${TABLE_START}\n${TABLE_END}\n`, undefined],
  ["markers around an old table", `a\n${TABLE_START}\nold\n${TABLE_END}\nb\n`, `a\n${TABLE_START}\nT\n${TABLE_END}\nb\n`],
  ["markers around nothing", `${TABLE_START}${TABLE_END}`, `${TABLE_START}\nT\n${TABLE_END}`],
])("withProvidersTable: %s", (_, readme, expected) => {
  expect(withProvidersTable(readme, "T")).toBe(expected);
});

test("the committed README's table is the generated one", () => {
  const readme = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
  expect(readme).toContain(TABLE_START);
  expect(readme).toContain("| `@tflookup/edgecenter` | `Edge-Center/edgecenter` 0.12.10 | `edgecenter_availability_zone`, ");
});

test("a data source removed upstream: --check names the README as stale, generate rewrites the table", () => {
  const root = makeProjectCopy("readme-table");
  try {
    fs.copyFileSync(path.join(REPO_ROOT, "README.md"), path.join(root, "README.md"));
    editPinnedSchema(root, "edgecenter.json", (s) => {
      delete s.provider_schemas["registry.terraform.io/edge-center/edgecenter"].data_source_schemas.edgecenter_dns_secondary_zones;
    });
    const checked = captureOutput(() => main(["--check"], root));
    expect(checked.result).toBe(1);
    expect(checked.stderr).toContain("  changed: README.md (the providers table)\n");
    const written = captureOutput(() => main([], root));
    expect(written.result).toBe(0);
    expect(written.stdout).toContain("generate: updated the providers table in README.md\n");
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    expect(readme).toContain("`edgecenter_cdn_shielding_location`, `edgecenter_flavor`,");
    expect(readme).not.toContain("edgecenter_dns_secondary_zones");
    // Outside the markers the README is as it was.
    const outside = (t: string) => t.slice(0, t.indexOf(TABLE_START)) + t.slice(t.indexOf(TABLE_END));
    expect(outside(readme)).toBe(outside(fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8")));
    expect(captureOutput(() => main(["--check"], root)).result).toBe(0);
  } finally {
    removeDir(root);
  }
});
