/**
 * Failure paths as a Terraform user meets them: a lookup with no record, a broken
 * either-or rule, and the credentials gate, each surfacing with the stand-in's text.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureSucceeded, errorsOf, outputsOf, type TerraformDiagnostic } from "../../src/runtime/terraform-cli";
import { requiredProviders } from "./mirror";
import { REPO_ROOT } from "./build";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";

const config = (provider: Record<string, object>, data: Record<string, object>, output?: Record<string, object>): object => ({
  terraform: { required_providers: requiredProviders() },
  provider,
  data,
  ...(output ? { output } : {}),
});

describe("lookups the fixture cloud cannot answer", () => {
  let workspace: StandinWorkspace;
  beforeAll(async () => {
    workspace = await createStandinWorkspace();
  });
  afterAll(() => workspace?.cleanup());

  async function planErrors(name: string, data: Record<string, object>): Promise<TerraformDiagnostic[]> {
    const project = workspace.project(name, config({ ibm: {}, edgecenter: {} }, data));
    ensureSucceeded(await workspace.terraform(project, ["init", "-input=false", "-no-color"]));
    const plan = await workspace.terraform(project, ["plan", "-input=false", "-json"]);
    expect(plan.exitCode).toBe(1);
    return errorsOf(plan.messages);
  }

  it("a missing record surfaces as the stand-in's diagnostic, at the argument", async () => {
    const errors = await planErrors("missing", {
      ibm_app_config_environment: { staging: { guid: "appconfig-standin-guid-01", environment_id: "staging" } },
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      summary: "No ibm_app_config_environment found",
      address: "data.ibm_app_config_environment.staging",
    });
    expect(errors[0].detail).toContain('environment_id = "staging"');
    expect(errors[0].detail).toContain('no record matches "environment_id"');
    // The attribute path lets Terraform point at the argument's line in main.tf.json.
    expect(errors[0].range?.filename).toMatch(/main\.tf\.json$/);
  });

  it("edgecenter_flavor with both region_id and region_name, or neither, names the attributes", async () => {
    const errors = await planErrors("either-or", {
      edgecenter_flavor: {
        both: { project_id: 101, region_id: 8, region_name: "standin-region" },
        neither: { project_id: 101 },
      },
    });
    const byAddress = Object.fromEntries(errors.map((e) => [e.address, e]));
    expect(byAddress["data.edgecenter_flavor.both"]).toMatchObject({ summary: "Invalid combination of arguments" });
    expect(byAddress["data.edgecenter_flavor.both"].detail).toMatch(/Exactly one of "region_id", "region_name" must be set, but both/);
    expect(byAddress["data.edgecenter_flavor.neither"]).toMatchObject({ summary: "Invalid combination of arguments" });
    expect(byAddress["data.edgecenter_flavor.neither"].detail).toMatch(/Exactly one of "region_id", "region_name" must be set, but none/);
  });
});

describe("credentials reach the provider", () => {
  const rightKey = "standin-api-key-0123456789";
  const wrongKey = "not-the-standin-key-9876543210";
  let workspace: StandinWorkspace;
  let project: string;
  let fixtureDir: string;

  beforeAll(async () => {
    // A copy of the IBM fixture that only answers callers holding the right key; only its digest is written down.
    const cloud = JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "cloud", "ibm.json"), "utf8")) as Record<string, unknown>;
    cloud.auth = {
      attributes: ["ibmcloud_api_key", "iam_token"],
      env: { ibmcloud_api_key: ["IC_API_KEY", "IBMCLOUD_API_KEY"] },
      acceptSha256: [createHash("sha256").update(rightKey).digest("hex")],
    };
    fixtureDir = mkdtempSync(join(tmpdir(), "standin-auth-"));
    const authCloud = join(fixtureDir, "ibm.json");
    writeFileSync(authCloud, JSON.stringify(cloud));
    workspace = await createStandinWorkspace({ cloudFiles: { ibm: authCloud } });
    project = workspace.project(
      "auth",
      config(
        { ibm: {} },
        { ibm_account_info: { this: { account_id: "acc-standin-0001" } } },
        { account_name: { value: "${data.ibm_account_info.this.name}" } },
      ),
    );
    ensureSucceeded(await workspace.terraform(project, ["init", "-input=false", "-no-color"]));
  });
  afterAll(() => {
    workspace?.cleanup();
    if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
  });

  it("asks for credentials when none are given", async () => {
    const plan = await workspace.terraform(project, ["plan", "-input=false", "-json"], {
      IC_API_KEY: undefined,
      IBMCLOUD_API_KEY: undefined,
    });
    expect(plan.exitCode).toBe(1);
    expect(errorsOf(plan.messages).map((e) => e.summary)).toEqual(["Missing credentials"]);
  });

  it("rejects a wrong key from the environment without echoing it", async () => {
    const apply = await workspace.terraform(project, ["apply", "-auto-approve", "-json"], { IC_API_KEY: wrongKey });
    expect(apply.exitCode).toBe(1);
    const errors = errorsOf(apply.messages);
    expect(errors.map((e) => e.summary)).toEqual(["Authentication failed"]);
    expect(errors[0].detail).toContain("IC_API_KEY");
    expect(apply.stdout + apply.stderr).not.toContain(wrongKey);
  });

  it("accepts the right key passed through the environment", async () => {
    const apply = ensureSucceeded(await workspace.terraform(project, ["apply", "-auto-approve", "-json"], { IBMCLOUD_API_KEY: rightKey }));
    expect(outputsOf(apply.messages)?.account_name.value).toBe("Stand-in Test Account");
  });
});
