/**
 * The made-up provider with functions and ephemeral resources (test/fixtures/toolbox: Acme/toolbox@0.4.0), as
 * a stand-in spec; plugin-framework providers, which define functions, speak protocol 6, but the protocol
 * declares both operations in 5 as well, so either can be asked for.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { makeProjectWithProvider } from "../generality/project";
import type { StandinProviderSpec } from "../standin/mirror";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";

export const TOOLBOX_DIR = join(__dirname, "..", "fixtures", "toolbox");

export function toolboxStandin(protocol: 5 | 6 = 6, cloudFile = join(TOOLBOX_DIR, "cloud", "toolbox.json")): StandinProviderSpec {
  return {
    source: "Acme/toolbox",
    namespace: "Acme",
    type: "toolbox",
    version: "0.4.0",
    schemaFile: join(TOOLBOX_DIR, "schemas", "toolbox.json"),
    overridesFile: join(TOOLBOX_DIR, "overrides", "toolbox.json"),
    cloudFile,
    protocol,
  };
}

export const TOOLBOX_REQUIRED = { toolbox: { source: "Acme/toolbox", version: "0.4.0" } };

/**
 * A temp copy of the project (of the checkout `from`, this one by default) with Acme/toolbox added as a maintainer
 * would add it (see makeThirdProviderProject).
 */
export function makeToolboxProject(from?: string): string {
  return makeProjectWithProvider({
    dir: TOOLBOX_DIR,
    spec: "Acme/toolbox@0.4.0",
    type: "toolbox",
    note: "made-up provider of test/fixtures/toolbox",
    from,
  });
}

/** makeToolboxProject with its providers/ generated, the toolbox package among them; removed again if that fails. */
export function generatedToolboxProject(from?: string): string {
  const project = makeToolboxProject(from);
  try {
    writeTree(buildTree(project, { worker: true }));
  } catch (err) {
    rmSync(project, { recursive: true, force: true });
    throw err;
  }
  return project;
}

/**
 * Every function of the fixture called as Terraform writes it and as the executor takes it (token, documented
 * arguments), with the value the fixture cloud answers; Terraform's verdict on `hcl` is the reference.
 */
export const TOOLBOX_CALLS: Record<string, { hcl: string; token: string; args: Record<string, unknown>; value: unknown }> = {
  parse_id: {
    hcl: 'provider::toolbox::parse_id("eu-1/widget/sprocket")',
    token: "toolbox:index/parseId:parseId",
    args: { id: "eu-1/widget/sprocket" },
    value: { kind: "widget", name: "sprocket", zone: "eu-1" },
  },
  join_path: {
    hcl: 'provider::toolbox::join_path("/", "a", "b", "c")',
    token: "toolbox:index/joinPath:joinPath",
    args: { separator: "/", segments: ["a", "b", "c"] },
    value: "a/b/c",
  },
  join_none: { hcl: 'provider::toolbox::join_path("-")', token: "toolbox:index/joinPath:joinPath", args: { separator: "-" }, value: "" },
  default_to: {
    hcl: 'provider::toolbox::default_to(null, "fallback")',
    token: "toolbox:index/defaultTo:defaultTo",
    args: { fallback: "fallback" },
    value: "fallback",
  },
  echo: {
    hcl: 'provider::toolbox::echo({a = 1, b = ["x", true]})',
    token: "toolbox:index/echo:echo",
    args: { value: { a: 1, b: ["x", true] } },
    value: { a: 1, b: ["x", true] },
  },
  echo_text: { hcl: 'provider::toolbox::echo("text")', token: "toolbox:index/echo:echo", args: { value: "text" }, value: "text" },
  sum: { hcl: "provider::toolbox::sum([1, 2, 3.5])", token: "toolbox:index/sum:sum", args: { numbers: [1, 2, 3.5] }, value: 6.5 },
  version: { hcl: "provider::toolbox::version()", token: "toolbox:index/version:version", args: {}, value: "2024-06-01" },
  old_parse: {
    hcl: 'provider::toolbox::old_parse("eu-1/widget/sprocket")',
    token: "toolbox:index/oldParse:oldParse",
    args: { id: "eu-1/widget/sprocket" },
    value: ["eu-1", "widget", "sprocket"],
  },
};

export interface RecordedCall {
  call: string;
  typeName?: string;
  lease?: string;
  config: Record<string, unknown>;
}

/** What the stand-ins wrote under STANDIN_RECORD_DIR, every process's lines together. */
export function recordedCalls(dir: string): RecordedCall[] {
  return readdirSync(dir).flatMap((f) =>
    readFileSync(join(dir, f), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RecordedCall),
  );
}
