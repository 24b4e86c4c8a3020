/**
 * The stand-in's provider functions and ephemeral resources as real Terraform (1.11) uses them, over both plugin
 * protocols: `provider::toolbox::<fn>()` in outputs, an `ephemeral` block feeding a provider configuration, and
 * `providers schema -json` printing the fixture's functions and ephemeral resource schemas back. What Terraform
 * answers here is the reference for the plugin engine's own calls (test/engines/plugin/functions-ephemeral.test.ts).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";
import { recordedCalls, TOOLBOX_CALLS, TOOLBOX_DIR, TOOLBOX_REQUIRED, toolboxStandin } from "../support/toolbox";

describe.each([5, 6] as const)("Terraform and the toolbox stand-in over protocol %i", (protocol) => {
  let ws: StandinWorkspace;

  beforeAll(async () => {
    ws = await createStandinWorkspace({ extraProviders: [toolboxStandin(protocol)] });
  });
  afterAll(() => ws?.cleanup());

  test("every provider function answers in outputs with the fixture's values", async () => {
    const output = Object.fromEntries(Object.entries(TOOLBOX_CALLS).map(([name, c]) => [name, { value: `\${${c.hcl}}` }]));
    const dir = ws.project(`functions-${protocol}`, { terraform: { required_providers: TOOLBOX_REQUIRED }, output });
    expect((await ws.terraform(dir, ["init", "-input=false"])).exitCode).toBe(0);
    const apply = await ws.terraform(dir, ["apply", "-auto-approve", "-input=false"]);
    expect(apply.stderr).toBe("");
    const printed = JSON.parse((await ws.terraform(dir, ["output", "-json"])).stdout) as Record<string, { value: unknown }>;
    for (const [name, c] of Object.entries(TOOLBOX_CALLS)) expect([name, printed[name].value]).toStrictEqual([name, c.value]);

    // The schema as Terraform prints it is the fixture, byte for byte in what matters: functions and ephemeral resources.
    const schema = JSON.parse((await ws.terraform(dir, ["providers", "schema", "-json"])).stdout);
    const fixture = JSON.parse(readFileSync(join(TOOLBOX_DIR, "schemas", "toolbox.json"), "utf8"));
    const key = "registry.terraform.io/acme/toolbox";
    expect(schema.provider_schemas[key]).toStrictEqual(fixture.provider_schemas[key]);
  });

  test("a function error names the argument; Terraform shows the provider's text", async () => {
    const dir = ws.project(`function-error-${protocol}`, {
      terraform: { required_providers: TOOLBOX_REQUIRED },
      output: { bad: { value: '${provider::toolbox::parse_id("broken")}' } },
    });
    await ws.terraform(dir, ["init", "-input=false"]);
    const plan = await ws.terraform(dir, ["plan", "-input=false", "-no-color"]);
    expect(plan.exitCode).toBe(1);
    // function_argument = 0 is what makes Terraform name the parameter.
    expect(plan.stderr).toMatch(/Invalid value for "id" parameter: an identifier has three parts separated by\s+\//);
  });

  test("an ephemeral block feeds a provider configuration; every open is closed", async () => {
    const records = join(ws.root, `records-${protocol}`);
    mkdirSync(records);
    const dir = ws.project(`ephemeral-${protocol}`, {
      terraform: { required_providers: TOOLBOX_REQUIRED },
      provider: { toolbox: [{ api_key: "root-key" }, { alias: "authed", api_key: "${ephemeral.toolbox_token.t.token}" }] },
      ephemeral: { toolbox_token: { t: { scope: "read" } } },
      data: { toolbox_item: { i: { provider: "toolbox.authed", name: "hammer" } } },
      output: { owner: { value: "${data.toolbox_item.i.owner}" } },
    });
    const env = { STANDIN_RECORD_DIR: records };
    expect((await ws.terraform(dir, ["init", "-input=false"], env)).exitCode).toBe(0);
    const apply = await ws.terraform(dir, ["apply", "-auto-approve", "-input=false", "-no-color"], env);
    expect(apply.stderr).toBe("");
    expect(JSON.parse((await ws.terraform(dir, ["output", "-json"])).stdout).owner.value).toBe("ann");

    const calls = recordedCalls(records);
    const opened = calls.filter((c) => c.call === "OpenEphemeralResource").map((c) => c.lease);
    const closed = calls.filter((c) => c.call === "CloseEphemeralResource").map((c) => c.lease);
    // Terraform opens the resource at plan and again at apply, and closes each.
    expect(opened.length).toBeGreaterThanOrEqual(2);
    expect(closed.sort()).toStrictEqual(opened.sort());
    expect(calls.find((c) => c.call === "OpenEphemeralResource")?.config).toStrictEqual({
      scope: "read",
      ttl_seconds: null,
      token: null,
      expires_in: null,
    });
    // The aliased provider was configured with the token (recorded as its sha256 by the auth gate).
    const tokenHash = "sha256:c74d5394f8ef36426007a079aef2fe1fd0c66ce231532a2779d43e5656281f66";
    expect(calls.filter((c) => c.call === "ConfigureProvider").map((c) => c.config.api_key)).toContain(tokenHash);
    // Nothing ephemeral reaches the state.
    expect(readFileSync(join(dir, "terraform.tfstate"), "utf8")).not.toContain("tok-read-7f3a");
  });
});
