/**
 * The CDK bindings of provider functions and ephemeral resources, in both flavours: CDK Terrain's generator makes
 * them into cdktn/provider-functions/ and cdktn/ephemeral-<type>/, and tflookup translates those for CDKTF (cdktf/…,
 * on cdktf/core-extensions/). The package compiles strict; the same stack, written once against either flavour's
 * classes, is synthesized by the flavour's App into its cdk.tf.json, and real Terraform applies that against the
 * toolbox stand-in. Every function output equals what the fixture answers, and the ephemeral token reaches the
 * aliased provider's configuration, opened and closed by Terraform and never written to the state.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";
import { projectCheckOptions } from "../support/check-options";
import { listTsFiles } from "../generality/project";
import { makeToolboxProject, recordedCalls, TOOLBOX_CALLS, toolboxStandin } from "../support/toolbox";

let root: string;
let ws: StandinWorkspace;

beforeAll(async () => {
  root = makeToolboxProject();
  writeTree(buildTree(root, { worker: true }));
  ws = await createStandinWorkspace({ extraProviders: [toolboxStandin(6)] });
});

afterAll(() => {
  ws?.cleanup();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("the toolbox package, both flavours' function and ephemeral bindings among it, compiles strict", () => {
  // The project's own tsconfig (strict, noUnused*), the runtime from its sources as the repository compiles it.
  const program = ts.createProgram(listTsFiles(join(root, "providers", "toolbox")), projectCheckOptions());
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(diagnostics).toEqual([]);
});

test("CDKTF's are CDK Terrain's API: the same classes, methods and config names", () => {
  const dir = (flavour: string) => join(root, "providers", "toolbox", flavour);
  for (const rel of ["provider-functions/index.ts", "ephemeral-toolbox-token/index.ts", "ephemeral-toolbox-credentials/index.ts"]) {
    const declared = (flavour: string) =>
      [
        ...readFileSync(join(dir(flavour), rel), "utf8").matchAll(
          /^\s*(?:export (?:class|interface|function) \w+|public \w+\(|readonly \w+)/gm,
        ),
      ].map((m) => m[0].trim());
    expect(declared("cdktf")).toStrictEqual(declared("cdktn"));
  }
  const index = readFileSync(join(dir("cdktf"), "index.ts"), "utf8");
  for (const name of ["providerFunctions", "ephemeralToolboxToken", "ephemeralToolboxCredentials", "coreExtensions", "dataToolboxItem"]) {
    expect(index).toContain(`export * as ${name} from`);
  }
});

describe.each(["cdktf", "cdktn"] as const)("%s", (flavour) => {
  test("a stack using them synthesizes, and Terraform applies it with the fixture's values", async () => {
    const core: any = await import(flavour);
    const bindings = join(root, "providers", "toolbox", flavour);
    const { ToolboxProvider }: any = await import(join(bindings, "provider"));
    const { ToolboxProviderFunctions }: any = await import(join(bindings, "provider-functions"));
    const { EphemeralToolboxToken }: any = await import(join(bindings, "ephemeral-toolbox-token"));
    const { DataToolboxItem }: any = await import(join(bindings, "data-toolbox-item"));

    const outdir = join(ws.root, `${flavour}-out`);
    // CDK Terrain refuses functions and ephemeral blocks unless the project targets a Terraform that has them.
    const app = new core.App({ outdir, context: { targetVersions: { terraform: ">=1.10.0" } } });
    const stack = new core.TerraformStack(app, "toolbox");
    // The App's default backend would keep the state beside the test process, not in the project Terraform runs in.
    new core.LocalBackend(stack, { path: "terraform.tfstate" });
    new ToolboxProvider(stack, "root", { apiKey: "root-key" });
    const fns = new ToolboxProviderFunctions("toolbox");
    const token = new EphemeralToolboxToken(stack, "token", { scope: "read" });
    const authed = new ToolboxProvider(stack, "authed", { alias: "authed", apiKey: token.token });
    const item = new DataToolboxItem(stack, "item", { provider: authed, name: "hammer" });
    const outputs: Record<string, unknown> = {
      parse_id: fns.parseId("eu-1/widget/sprocket"),
      join_path: fns.joinPath("/", ["a", "b", "c"]),
      default_to: fns.defaultTo(core.Token.nullValue(), "fallback"),
      nested_null: fns.defaultTo(fns.echo(), "fallback"),
      sum: fns.sum([1, 2, 3.5]),
      version: fns.version(),
      owner: item.owner,
    };
    // CDK Terrain renders string arguments as CDKTF did; tflookup's CDKTF binding escapes them (core-extensions).
    const tricky = ['say "hi"', "back\\slash", "${not.interpolated}", "%{ if x }", "tab\tline\nbreak", '"quoted"'];
    if (flavour === "cdktf") {
      outputs.tricky = fns.joinPath("|", tricky);
      outputs.mixed = fns.echo(`v${fns.version()} "${item.owner}"`);
      outputs.object_keys = fns.echo({ 'a "key"': item.owner, list: [1, null, true] });
    }
    for (const [name, value] of Object.entries(outputs)) new core.TerraformOutput(stack, name, { value });
    // CDKTF's HCL renderer would silently leave the ephemeral block out: refused.
    if (flavour === "cdktf") expect(() => stack.toHclTerraform()).toThrow("token (ephemeral toolbox_token): CDKTF's HCL output cannot");
    app.synth();
    const synthesized = JSON.parse(readFileSync(join(outdir, "stacks", "toolbox", "cdk.tf.json"), "utf8"));
    expect(synthesized.ephemeral.toolbox_token.token).toMatchObject({ scope: "read" });
    expect(synthesized.output.parse_id.value).toBe('${provider::toolbox::parse_id("eu-1/widget/sprocket")}');
    expect(synthesized.provider.toolbox.find((p: { alias?: string }) => p.alias === "authed").api_key).toBe(
      "${ephemeral.toolbox_token.token.token}",
    );

    const records = join(ws.root, `${flavour}-records`);
    mkdirSync(records);
    const dir = ws.project(`${flavour}-toolbox`, synthesized);
    const env = { STANDIN_RECORD_DIR: records };
    expect((await ws.terraform(dir, ["init", "-input=false", "-no-color"], env)).exitCode).toBe(0);
    const apply = await ws.terraform(dir, ["apply", "-auto-approve", "-input=false", "-no-color"], env);
    expect(apply.stderr).toBe("");
    const printed = JSON.parse((await ws.terraform(dir, ["output", "-json"])).stdout) as Record<string, { value: unknown }>;
    expect(Object.fromEntries(Object.entries(printed).map(([k, v]) => [k, v.value]))).toStrictEqual({
      parse_id: TOOLBOX_CALLS.parse_id.value,
      join_path: "a/b/c",
      default_to: "fallback",
      nested_null: "fallback",
      sum: 6.5,
      version: "2024-06-01",
      owner: "ann",
      ...(flavour === "cdktf"
        ? { tricky: tricky.join("|"), mixed: 'v2024-06-01 "ann"', object_keys: { 'a "key"': "ann", list: [1, null, true] } }
        : {}),
    });
    const calls = recordedCalls(records);
    const opened = calls.filter((c) => c.call === "OpenEphemeralResource").map((c) => c.lease);
    expect(opened.length).toBeGreaterThan(0);
    expect(
      calls
        .filter((c) => c.call === "CloseEphemeralResource")
        .map((c) => c.lease)
        .sort(),
    ).toStrictEqual(opened.sort());
    expect(readFileSync(join(dir, "terraform.tfstate"), "utf8")).not.toContain("tok-read-7f3a");
  });
});
