/**
 * Terraform installs the stand-ins from the filesystem mirror as it would install
 * the upstream providers, and reads back through the plugin protocol exactly the
 * pinned schema snapshots.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureSucceeded } from "../../src/runtime/terraform-cli";
import { pinnedStandinProviders, requiredProviders } from "./mirror";
import { REPO_ROOT } from "./build";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";

let workspace: StandinWorkspace;
let project: string;

beforeAll(async () => {
  workspace = await createStandinWorkspace();
  project = workspace.project("install", {
    terraform: { required_providers: requiredProviders() },
    provider: { ibm: {}, edgecenter: {} },
  });
  ensureSucceeded(await workspace.terraform(project, ["init", "-input=false", "-no-color"]));
});

afterAll(() => workspace?.cleanup());

/** Terraform leaves out empty maps (resource_schemas here); the snapshots spell them as {}. */
function withoutEmptyMaps(entry: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entry).filter(([, v]) => !(v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0)),
  );
}

describe("terraform init through the stand-in mirror", () => {
  it("installs both pinned providers and locks them", () => {
    const lockFile = join(project, ".terraform.lock.hcl");
    expect(existsSync(lockFile)).toBe(true);
    const lock = readFileSync(lockFile, "utf8");
    for (const p of pinnedStandinProviders()) {
      const block = new RegExp(
        `provider "registry\\.terraform\\.io/${p.namespace.toLowerCase()}/${p.type}" \\{[^}]*version\\s+= ` +
          `"${p.version.replace(/\./g, "\\.")}"[^}]*"h1:`,
        "s",
      );
      expect(lock).toMatch(block);
    }
  });

  it("reproduces both pinned schema snapshots through the plugin protocol", async () => {
    const result = ensureSucceeded(await workspace.terraform(project, ["providers", "schema", "-json"]));
    const printed = JSON.parse(result.stdout) as { format_version: string; provider_schemas: Record<string, Record<string, unknown>> };
    expect(printed.format_version).toBe("1.0");
    for (const file of ["ibm.json", "edgecenter.json"]) {
      const snapshot = JSON.parse(readFileSync(join(REPO_ROOT, "schemas", file), "utf8")) as typeof printed;
      const [address, entry] = Object.entries(snapshot.provider_schemas)[0];
      expect(printed.provider_schemas[address]).toBeDefined();
      expect(withoutEmptyMaps(printed.provider_schemas[address])).toEqual(withoutEmptyMaps(entry));
    }
    expect(Object.keys(printed.provider_schemas).sort()).toEqual([
      "registry.terraform.io/edge-center/edgecenter",
      "registry.terraform.io/ibm-cloud/ibm",
    ]);
  });
});
