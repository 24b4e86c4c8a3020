/**
 * CDK Terrain's bindings of provider functions and ephemeral resources (made by its own generator into
 * cdktn/provider-functions/ and cdktn/ephemeral-<type>/): the package compiles strict, a stack using them is
 * synthesized in-process, and real Terraform applies the synthesized JSON against the toolbox stand-in. Every
 * function output equals what the fixture answers, and the ephemeral token reaches the aliased provider's
 * configuration, opened and closed by Terraform.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { EMITTERS } from "../../src/tfgen/emit/emitters";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { createStandinWorkspace, type StandinWorkspace } from "../support/terraform-workspace";
import { REPO_ROOT } from "../support/project";
import { makeToolboxProject, recordedCalls, TOOLBOX_CALLS, toolboxStandin } from "../support/toolbox";

let root: string;
let ws: StandinWorkspace;

beforeAll(async () => {
  root = makeToolboxProject();
  writeTree(buildTree(root, { emitters: EMITTERS }));
  ws = await createStandinWorkspace({ extraProviders: [toolboxStandin(6)] });
});

afterAll(() => {
  ws?.cleanup();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("the toolbox package, CDK Terrain's function and ephemeral bindings among it, compiles strict", () => {
  const tsc = join(REPO_ROOT, "node_modules", ".bin", "tsc");
  expect(() =>
    execFileSync(tsc, ["--noEmit", "-p", join(root, "providers", "toolbox", "tsconfig.json")], { encoding: "utf8" }),
  ).not.toThrow();
});

test("a stack using them synthesizes, and Terraform applies it with the fixture's values", async () => {
  const cdktn: any = await import("cdktn");
  const bindings = join(root, "providers", "toolbox", "cdktn");
  const { ToolboxProvider }: any = await import(join(bindings, "provider"));
  const { ToolboxProviderFunctions }: any = await import(join(bindings, "provider-functions"));
  const { EphemeralToolboxToken }: any = await import(join(bindings, "ephemeral-toolbox-token"));
  const { DataToolboxItem }: any = await import(join(bindings, "data-toolbox-item"));

  const app = cdktn.Testing.app();
  const stack = new cdktn.TerraformStack(app, "toolbox");
  new ToolboxProvider(stack, "root", { apiKey: "root-key" });
  const fns = new ToolboxProviderFunctions("toolbox");
  const token = new EphemeralToolboxToken(stack, "token", { scope: "read" });
  const authed = new ToolboxProvider(stack, "authed", { alias: "authed", apiKey: token.token });
  const item = new DataToolboxItem(stack, "item", { provider: authed, name: "hammer" });
  const outputs: Record<string, unknown> = {
    parse_id: fns.parseId("eu-1/widget/sprocket"),
    join_path: fns.joinPath("/", ["a", "b", "c"]),
    default_to: fns.defaultTo(cdktn.Token.nullValue(), "fallback"),
    sum: fns.sum([1, 2, 3.5]),
    version: fns.version(),
    owner: item.owner,
  };
  for (const [name, value] of Object.entries(outputs)) new cdktn.TerraformOutput(stack, name, { value });
  const synthesized = JSON.parse(cdktn.Testing.synth(stack));
  expect(synthesized.ephemeral.toolbox_token.token).toMatchObject({ scope: "read" });
  expect(synthesized.output.parse_id.value).toBe('${provider::toolbox::parse_id("eu-1/widget/sprocket")}');

  const records = join(ws.root, "cdktn-records");
  mkdirSync(records);
  const dir = ws.project("cdktn-toolbox", synthesized);
  const env = { STANDIN_RECORD_DIR: records };
  expect((await ws.terraform(dir, ["init", "-input=false", "-no-color"], env)).exitCode).toBe(0);
  const apply = await ws.terraform(dir, ["apply", "-auto-approve", "-input=false", "-no-color"], env);
  expect(apply.stderr).toBe("");
  const printed = JSON.parse((await ws.terraform(dir, ["output", "-json"])).stdout) as Record<string, { value: unknown }>;
  expect(Object.fromEntries(Object.entries(printed).map(([k, v]) => [k, v.value]))).toStrictEqual({
    parse_id: TOOLBOX_CALLS.parse_id.value,
    join_path: "a/b/c",
    default_to: "fallback",
    sum: 6.5,
    version: "2024-06-01",
    owner: "ann",
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
