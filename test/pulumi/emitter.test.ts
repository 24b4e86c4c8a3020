import * as fs from "fs";
import * as path from "path";
import { emitPulumiSdk, emitSdkFiles } from "../../src/tfgen/emit/pulumi";
import { GENERATED_MARKER } from "../../src/tfgen/emit/pulumi/marker";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { loadProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import type { RuntimeMetadata } from "../../src/runtime/package-format/metadata";
import { demoCdktfNames, demoModel } from "./support/demo-model";
import { PACKAGES, REPO_ROOT } from "./support/spec";

/* The emitter as a function of the model: deterministic, in step with the committed tree, and correct on the
 * cases the two real providers do not exercise (see support/demo-model.ts). */

const target = (type: string) => readProjectConfig(REPO_ROOT).providers.find((p) => p.type === type)!;
const emitReal = (type: string) => emitPulumiSdk(loadProviderInputs(REPO_ROOT, target(type)));

function listUnder(dir: string, rel = ""): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? listUnder(dir, r) : [r];
  });
}

describe.each(PACKAGES)("%s", (type) => {
  const first = emitReal(type);

  test("two runs emit byte-identical files", () => {
    const second = emitReal(type);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [rel, content] of first) expect([rel, second.get(rel)]).toEqual([rel, content]);
  });

  test("the committed providers/<type>/pulumi/ is exactly what the emitter writes", () => {
    const dir = path.join(REPO_ROOT, "providers", type);
    const onDisk = listUnder(path.join(dir, "pulumi"))
      .map((r) => `pulumi/${r}`)
      .sort();
    expect(onDisk).toEqual([...first.keys()].sort());
    for (const [rel, content] of first) expect([rel, fs.readFileSync(path.join(dir, rel), "utf8")]).toEqual([rel, content]);
  });

  test("every file starts with the generated marker", () => {
    for (const [rel, content] of first) expect([rel, content.slice(0, 120).includes(GENERATED_MARKER)]).toEqual([rel, true]);
  });
});

describe("demo model", () => {
  const files = emitSdkFiles(demoModel(), { cdktf: demoCdktfNames() });
  const file = (rel: string) => {
    const f = files.get(`pulumi/${rel}`);
    if (f === undefined) throw new Error(`not emitted: ${rel}`);
    return f;
  };

  test("the order of functions and types in the model does not matter", () => {
    const m = demoModel();
    m.functions.reverse();
    m.types.reverse();
    expect(emitSdkFiles(m, { cdktf: demoCdktfNames() })).toEqual(files);
  });

  test("emits one module per function plus the package files", () => {
    expect([...files.keys()]).toEqual(
      [
        "config/index.ts",
        "config/vars.ts",
        "getOld.ts",
        "getWidgets.ts",
        "index.ts",
        "json-assets.ts",
        "metadata.json",
        "package.ts",
        "provider.ts",
        "schema.json",
        "types/index.ts",
        "types/input.ts",
        "types/output.ts",
      ].map((r) => `pulumi/${r}`),
    );
  });

  test("function signatures: required arguments make args required, all-optional ones make it optional", () => {
    expect(file("getWidgets.ts")).toContain(
      "export function getWidgets(args: GetWidgetsArgs, opts?: pulumi.InvokeOptions): Promise<GetWidgetsResult>",
    );
    expect(file("getWidgets.ts")).toContain(
      "export function getWidgetsOutput(args: GetWidgetsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetWidgetsResult>",
    );
    expect(file("getOld.ts")).toContain("export function getOld(args?: GetOldArgs, opts?: pulumi.InvokeOptions)");
  });

  test("nested types: plain and Input forms for arguments, outputs.X in results", () => {
    const fn = file("getWidgets.ts");
    expect(fn).toContain("  filters?: inputs.getWidgetsFilter[];");
    // Optional Output-form arguments take `undefined` inside the Input, as Pulumi's Node.js code generator writes them.
    expect(fn).toContain("  filters?: pulumi.Input<pulumi.Input<inputs.getWidgetsFilterArgs>[] | undefined>;");
    expect(fn).toContain("  owner?: inputs.getWidgetsOwner;");
    expect(fn).toContain("  labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> } | undefined>;");
    expect(fn).toContain("  readonly widgets: outputs.getWidgetsWidget[];");
    expect(fn).toContain("  readonly raw: any;");
    expect(fn).toContain("  readonly legacy?: string;");
    // Declared in the function's own module (so one deep import type-checks one module) …
    expect(fn).toMatch(
      /export namespace inputs \{[^]*export interface getWidgetsFilterArgs \{[^]*values: pulumi\.Input<pulumi\.Input<string>\[\]>;/,
    );
    // Nested result types have mutable fields; only the result interface itself is readonly.
    expect(fn).toMatch(/export namespace outputs \{[^]*\n {4}parts: getWidgetsWidgetPart\[\];/);
    // … and in the package index, reachable under types.input / types.output as Pulumi users expect; the types
    // modules alias the index's (one file), not the function modules (one each).
    expect(file("index.ts")).toMatch(/export namespace input \{[^]*export interface getWidgetsFilterArgs \{/);
    expect(file("types/input.ts")).toContain('export type getWidgetsFilterArgs = import("../index").types.input.getWidgetsFilterArgs;');
    expect(file("types/output.ts")).toContain('export type getWidgetsWidgetPart = import("../index").types.output.getWidgetsWidgetPart;');
    expect(file("types/output.ts")).not.toContain("getWidgetsOwner");
    // Provider configuration types belong to no function and stay in types/input.ts.
    expect(file("types/input.ts")).toContain("export interface configTlsArgs {");
  });

  test("TSDoc: upstream text is escaped, deprecations and secrets are marked", () => {
    const fn = file("getWidgets.ts");
    expect(fn).toContain("Ends a comment: *\\/ and mentions \\@example.com and");
    expect(fn).toContain(" * \\@internal at a line start.");
    expect(fn).not.toMatch(/comment: \*\//);
    expect(fn).toContain("  /** @deprecated legacy is deprecated upstream */\n  readonly legacy?: string;");
    expect(fn).toContain(
      "  /** Secret: a sensitive value; the Output form returns it inside a secret Output. */\n  readonly token: string;",
    );
    expect(fn).toContain("  /** Secret: a sensitive value; the Output form returns it inside a secret Output. */\n  password: string;");
    // Argument rules the types cannot express are stated on both forms.
    expect(fn.split(" * At least one of these arguments must be given: `filters`, `owner`.").length).toBe(3);
    expect(file("getOld.ts")).not.toContain("arguments must be given");
    // Calling a deprecated function warns, as bridged SDKs do; other functions do not.
    expect(file("getOld.ts").match(/warnDeprecated\("getOld", "Use getWidgets"\);/g)).toHaveLength(2);
    expect(fn).not.toContain("warnDeprecated");
    expect(file("getOld.ts")).toMatch(/ \* @deprecated Use getWidgets\n \*\/\nexport function getOld\(/);
    expect(file("getOld.ts")).toMatch(/ \* @deprecated Use getWidgets\n \*\/\nexport function getOldOutput\(/);
  });

  test("the function calls the runtime with its token, its documented argument names and the package", () => {
    const fn = file("getWidgets.ts");
    expect(fn).toContain('const TOKEN = "demo:index/getWidgets:getWidgets";');
    expect(fn).toContain('const ARGUMENTS: readonly string[] = ["filters", "id", "labels", "owner", "password"];');
    expect(fn).toContain("return invoke<GetWidgetsResult>(TOKEN, args, ARGUMENTS, opts, pkg);");
    expect(fn).toContain("return invokeOutput<GetWidgetsResult>(TOKEN, args, ARGUMENTS, opts, pkg);");
    expect(file("package.ts")).toContain('export const version = "1.2.3";');
    expect(file("package.ts")).toContain('export const pkg = registerPackage("demo", __dirname, version);');
  });

  test("config getters: typed readers, environment then default, secrets documented", () => {
    const vars = file("config/vars.ts");
    expect(vars).toContain('const __config = new pulumi.Config("demo");');
    expect(vars).toContain('return __config.get("apiToken") ?? envString("DEMO_TOKEN", "DEMO_API_TOKEN");');
    expect(vars).toContain('return __config.getNumber("retries") ?? envNumber("DEMO_RETRIES") ?? 3;');
    expect(vars).toContain("export declare const retries: number;");
    expect(vars).toContain('return __config.getBoolean("insecure") ?? envBoolean("DEMO_INSECURE");');
    expect(vars).toContain('return __config.getObject<inputs.configTls>("tls");');
    expect(vars).toContain("export declare const tags: { [key: string]: string } | undefined;");
    expect(vars).toMatch(/This value is secret[\s\S]*export declare const apiToken: string \| undefined;/);
    expect(vars).toMatch(/@deprecated Use tls instead\n \*\/\nexport declare const insecure/);
  });

  test("Provider: documented inputs, secret ones wrapped and listed as additional secret outputs", () => {
    const p = file("provider.ts");
    expect(p).toContain('static readonly __pulumiType = "demo";');
    expect(p).toContain("apiToken: a.apiToken === undefined ? undefined : pulumi.secret(a.apiToken),");
    expect(p).toContain("retries: a.retries,");
    expect(p).toContain('pulumi.mergeOptions(pulumi.mergeOptions({ version }, opts), { additionalSecretOutputs: ["apiToken"] })');
    expect(p).toContain("  tls?: pulumi.Input<inputs.configTlsArgs | undefined>;");
  });

  test("index: every function declared in the one file, with its module's text; values lazy", () => {
    const idx = file("index.ts");
    for (const fn of ["getOld", "getWidgets"]) {
      const mod = file(`${fn}.ts`);
      // Each interface of the module (with its doc comments), the same text in the index.
      const interfaces = mod.match(/^(\/\*\*.*\*\/\n)?export interface [^]*?^\}$/gm) ?? [];
      expect(interfaces.length).toBeGreaterThanOrEqual(2);
      for (const i of interfaces) expect(idx).toContain(i);
      // Each form's doc comment and signature, declared without its body.
      const forms = [...mod.matchAll(/^(\/\*\*[^]*?\*\/\n)export (function [^\n]*) \{$/gm)];
      expect(forms).toHaveLength(2);
      for (const [, doc, signature] of forms) expect(idx).toContain(`${doc}export declare ${signature};`);
    }
    expect(idx).toContain('    "./getWidgets": ["getWidgets", "getWidgetsOutput"],');
    // `types` declares types only (no exported alias), so TypeScript, like Node, sees no value named `types`.
    expect(idx).toMatch(/^export declare namespace types \{\n {2}export namespace input \{[^]*\n {2}export namespace output \{/m);
    expect(idx).not.toMatch(/export import/);
    expect(idx).toContain("\nimport inputs = types.input;\nimport outputs = types.output;\n");
    // Provider configuration types are declared in types/input.ts, and aliased here.
    expect(idx).toContain('export type configTlsArgs = import("./types/input").configTlsArgs;');
    // Nothing is loaded at run time but the lazy helpers, and no function module is read to type-check the index.
    expect(idx).not.toMatch(/^import (?!\{ lazyExports|type \* as pulumi from "@pulumi\/pulumi";|(in|out)puts = types\.\1put;)/m);
    expect(idx).not.toMatch(/import\("\.\/get/);
  });

  test("schema.json: a Pulumi package schema of the model", () => {
    const s = JSON.parse(file("schema.json"));
    expect(Object.keys(s)).toEqual([...Object.keys(s)].sort());
    expect(s.name).toBe("demo");
    expect(s.version).toBe("1.2.3");
    expect(s.attribution).toContain(GENERATED_MARKER);
    expect(s.config.variables.apiToken).toEqual({
      type: "string",
      description: "Token.",
      secret: true,
      defaultInfo: { environment: ["DEMO_TOKEN", "DEMO_API_TOKEN"] },
    });
    expect(s.config.variables.retries).toEqual({ type: "number", default: 3, defaultInfo: { environment: ["DEMO_RETRIES"] } });
    expect(s.config.variables.insecure.deprecationMessage).toBe("Use tls instead");
    expect(s.config.variables.tls).toEqual({ $ref: "#/types/demo:index/configTls:configTls" });
    expect(Object.keys(s.provider.inputProperties)).toEqual(["apiToken", "endpoint", "insecure", "retries", "tags", "tls"]);
    expect(s.provider.requiredInputs).toEqual([]);
    const fn = s.functions["demo:index/getWidgets:getWidgets"];
    expect(fn.inputs.required).toEqual(["password"]);
    expect(fn.inputs.properties.filters).toEqual({
      type: "array",
      items: { $ref: "#/types/demo:index/getWidgetsFilter:getWidgetsFilter" },
    });
    expect(fn.inputs.properties.password.secret).toBe(true);
    expect(fn.outputs.required).toEqual(["id", "raw", "token", "widgets"]);
    expect(fn.outputs.properties.raw).toEqual({ $ref: "pulumi.json#/Any" });
    expect(fn.outputs.properties.legacy.deprecationMessage).toBe("legacy is deprecated upstream");
    expect(s.functions["demo:index/getOld:getOld"].deprecationMessage).toBe("Use getWidgets");
    expect(s.types["demo:index/getWidgetsWidgetPart:getWidgetsWidgetPart"]).toEqual({
      type: "object",
      description: "Upstream: `demo_widgets.widgets.parts`.",
      properties: { serial: { type: "string", secret: true } },
      required: ["serial"],
    });
    expect(s.types["demo:index/getWidgetsFilter:getWidgetsFilter"].language).toEqual({ nodejs: { requiredOutputs: ["name", "values"] } });
    expect(file("schema.json").endsWith("}\n")).toBe(true);
    expect(file("schema.json")).toContain('\n  "config": {\n    "variables": {');
  });

  test("metadata.json: names, upstream names, types, CDKTF bindings", () => {
    const m = JSON.parse(file("metadata.json")) as RuntimeMetadata;
    expect(m.$comment).toContain(GENERATED_MARKER);
    expect(m.package).toBe("demo");
    expect(m.provider).toEqual({
      source: "example/demo",
      namespace: "example",
      type: "demo",
      version: "1.2.3",
      registryKey: "registry.terraform.io/example/demo",
      cdktf: { folder: "provider", className: "DemoProvider", configStruct: "DemoProviderConfig" },
    });
    const fn = m.functions["demo:index/getWidgets:getWidgets"];
    expect(fn.tfType).toBe("demo_widgets");
    expect(fn.cdktf).toEqual({ folder: "data-demo-widgets", className: "DataDemoWidgets", configStruct: "DataDemoWidgetsConfig" });
    expect(fn.inputs.find((f) => f.name === "filters")).toEqual({
      name: "filters",
      tf: "filter",
      type: { kind: "list", collection: "list", element: { kind: "object", name: "getWidgetsFilter" } },
      required: false,
      cdktf: "filter",
    });
    expect(fn.inputs.find((f) => f.name === "owner")).toEqual({
      name: "owner",
      tf: "owner",
      type: { kind: "object", name: "getWidgetsOwner" },
      required: false,
      flattened: true,
      cdktf: "owner",
    });
    expect(fn.inputs.find((f) => f.name === "password")).toMatchObject({ required: true, secret: true });
    expect(fn.outputs.find((f) => f.name === "raw")).toEqual({ name: "raw", tf: "raw", type: { kind: "any" }, required: true });
    expect(fn.rules).toEqual([{ kind: "atLeastOneOf", fields: ["filters", "owner"], tfFields: ["filter", "owner"] }]);
    expect(m.functions["demo:index/getOld:getOld"].deprecationMessage).toBe("Use getWidgets");
    expect(m.types.getWidgetsFilter.cdktfStruct).toBe("DataDemoWidgetsFilter");
    expect(m.types.getWidgetsFilter.input![0]).toEqual({
      name: "name",
      tf: "name",
      type: { kind: "string" },
      required: true,
      cdktf: "name",
    });
    expect(m.types.getWidgetsFilter.output![0]).toEqual({ name: "name", tf: "name", type: { kind: "string" }, required: true });
    expect(m.types.getWidgetsWidgetPart.output).toEqual([
      { name: "serial", tf: "serial", type: { kind: "string" }, required: true, secret: true },
    ]);
    expect(m.config.find((c) => c.name === "apiToken")).toEqual({
      name: "apiToken",
      tf: "api_token",
      type: { kind: "string" },
      required: false,
      secret: true,
      description: undefined,
      env: ["DEMO_TOKEN", "DEMO_API_TOKEN"],
      cdktf: "apiToken",
    });
    // The CDKTF generator may have no property for an attribute; that is recorded, not guessed.
    expect(m.config.find((c) => c.name === "tls")!.cdktf).toBeNull();
  });

  test("a model whose names collide in the index is rejected at generation time", () => {
    const m = demoModel();
    m.functions.push({ ...m.functions[1], name: "getOldOutput", token: "demo:index/getOldOutput:getOldOutput", tfType: "demo_old_output" });
    const names = demoCdktfNames();
    names.dataSources.set("demo_old_output", names.dataSources.get("demo_old")!);
    expect(() => emitSdkFiles(m, { cdktf: names })).toThrow(/would export "getOldOutput" twice/);
  });

  test("a config variable that cannot be a binding name is rejected with a pointer to the overrides", () => {
    const m = demoModel();
    m.config.push({ ...m.config[0], name: "package", tfName: "package" });
    expect(() => emitSdkFiles(m, { cdktf: demoCdktfNames() })).toThrow(/"package" cannot be a TypeScript binding name/);
  });
});
