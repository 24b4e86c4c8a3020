import * as fs from "fs";
import * as path from "path";
import { generateMain as main } from "../../src/tfgen/cli/generate";
import { buildPackageModel } from "../../src/tfgen/model/build";
import { type PackageModel, type PropertyModel } from "../../src/tfgen/model/types";
import { buildTree, writeTree, type GenerateResult } from "../../src/tfgen/pipeline/generate";
import type { FileTree } from "../../src/tfgen/emit/file-tree";
import { diffTree, writeTreeAtomic } from "../../src/tfgen/write/tree";
import { loadProviderInputs, type ProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import type { SchemaBlock } from "../../src/tfgen/schema/types";
import { compareSurface, formatDifference } from "../conformance/compare";
import { projectCheckOptions } from "../support/check-options";
import { captureOutput } from "../support/project";
import { surfaceFromPulumiSchema } from "../conformance/surface";
import { compileTypeTests, pulumiLayout, renderTypeTest, writeTypeTest } from "../conformance/typescript";
import { modelPaths, pathProblems, schemaPaths, specFromModel } from "./model-spec";
import { listTsFiles, makeThirdProviderProject, THIRD_DIR } from "./project";
import { specTypeText } from "../support/spec-type";

const GOLDEN_DIR = path.join(THIRD_DIR, "golden");

/*
 * A made-up third provider (test/fixtures/third: Acme/widgets@1.2.3, package `widgets`) goes through the
 * real generator in a temp copy of the project. Its schema is built to stress what the two real providers
 * do not: every nesting mode, MaxItems=1, nested_type attributes, awkward plurals, and name collisions.
 * The naming outcome is a committed snapshot: fixture schema in, names out.
 */

let root: string;
let result: GenerateResult;
let inputs: ProviderInputs;
let model: PackageModel;
let failed = false;

beforeAll(() => {
  root = makeThirdProviderProject();
  result = buildTree(root, { worker: true });
  writeTree(result);
  const target = readProjectConfig(root).providers.find((p) => p.type === "widgets")!;
  inputs = loadProviderInputs(root, target);
  model = buildPackageModel(inputs);
});

afterAll(() => {
  // A copy whose output failed to compile is worth reading, so it is kept (and named) then.
  if (failed) process.stderr.write(`generality: generated copy kept at ${root}\n`);
  else if (root) fs.rmSync(root, { recursive: true, force: true });
});

const widgetsDir = () => path.join(root, "providers", "widgets");

/**
 * The whole generated tree of the third provider against the committed copy in test/fixtures/third/golden/.
 * After a deliberate change to what is generated, refresh it with `npm run golden` (UPDATE_GOLDEN=1) and
 * review the diff of that folder like any other code change.
 */
test("the third provider generates next to the real ones, and its tree is the committed golden copy", () => {
  expect(result.providers.map((p) => p.type)).toEqual(["ibm", "edgecenter", "widgets"]);
  const generated: FileTree = new Map();
  for (const [f, content] of result.tree) if (f.startsWith("widgets/")) generated.set(f.slice("widgets/".length), content);
  if (process.env.UPDATE_GOLDEN === "1") writeTreeAtomic(GOLDEN_DIR, generated);
  const d = diffTree(GOLDEN_DIR, generated);
  const hint = "(if the change is intended: `npm run golden`, then review and commit test/fixtures/third/golden/)";
  expect({ notInGolden: d.added, notGenerated: d.removed, hint }).toEqual({ notInGolden: [], notGenerated: [], hint });
  for (const f of d.changed)
    expect({ file: f, content: generated.get(f), hint }).toEqual({
      file: f,
      content: fs.readFileSync(path.join(GOLDEN_DIR, f), "utf8"),
      hint,
    });
  // Not vacuous: every data source has its CDKTF binding and its SDK function in the tree compared.
  expect(generated.size).toBeGreaterThan(15);
  for (const f of [
    "cdktf/data-widgets-gadget/index.ts",
    "cdktf/data-widgets-legacy-gizmo/index.ts",
    "cdktf/data-widgets-widget/index.ts",
    "cdktf/provider/index.ts",
    "pulumi/getGadget.ts",
    "pulumi/getLegacyGizmo.ts",
    "pulumi/getWidget.ts",
    "pulumi/metadata.json",
  ]) {
    expect([f, generated.has(f)]).toEqual([f, true]);
  }
});

test("generate reports every name it decided for itself, under the provider it belongs to", () => {
  const { result: code, stdout } = captureOutput(() => main(["--check"], root));
  expect(code).toBe(0);
  const widgets = stdout.slice(stdout.indexOf("\nwidgets "));
  expect(widgets).toMatch(/^ {2}note: widgets_gadget\.entr\w+: nested type name "getGadgetEntry" is already used/m);
  expect(widgets).toMatch(/^ {2}note: widgets_widget: "foo_bar" and "fooBar" both name "fooBar"/m);
  expect(widgets).toContain(
    // The generator itself keeps the later of the two (foo_bar), so that one keeps its property.
    `  note: widgets_widget.fooBar: CDKTF property "fooBarAttribute" (its property "fooBar" is already taken by "foo_bar")`,
  );
  // The seed providers need no decision of this kind.
  expect(stdout.slice(0, stdout.indexOf("\nwidgets "))).not.toContain("note:");
});

describe("generated code", () => {
  let compiled: ReturnType<typeof compileTypeTests>;
  let typeTestFile: string;

  beforeAll(() => {
    // The project's own tsconfig (strict, noUnused*), so generated code is held to what the repository compiles with.
    const options = projectCheckOptions();
    const spec = specFromModel(model);
    const test = renderTypeTest(spec, pulumiLayout(path.join(widgetsDir(), "pulumi")));
    typeTestFile = writeTypeTest(root, "widgets.types-test.ts", test);
    compiled = compileTypeTests([{ spec, file: typeTestFile, test }], options, listTsFiles(widgetsDir()));
  });

  test("CDKTF bindings and the Pulumi SDK compile under the project's strict tsconfig", () => {
    failed = compiled.other.length > 0;
    expect(compiled.other).toEqual([]);
  });

  test("the SDK's TypeScript types say exactly what the model says (keys, optionality, value types, config)", () => {
    const diffs = compiled.differences.get(typeTestFile) ?? [];
    failed ||= diffs.length > 0;
    expect(diffs.map(formatDifference)).toEqual([]);
  });

  test("schema.json says exactly what the model says", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(widgetsDir(), "pulumi", "schema.json"), "utf8"));
    const diffs = compareSurface(specFromModel(model), "schema.json", surfaceFromPulumiSchema("widgets", schema), {
      compareUpstream: false,
    });
    expect(diffs.map(formatDifference)).toEqual([]);
  });

  /**
   * @cdktf/provider-generator names attribute getters by camelCasing alone and keeps one getter per name, so
   * of `foo_bar` and `fooBar` it would drop one. The generator escapes the later one first (src/tfgen/emit/cdktf/prepare.ts):
   * nothing is dropped, and the escaped property is recorded in metadata.json.
   */
  test("CDKTF bindings mention every top-level upstream attribute, and record the escaped one", () => {
    const schema = inputs.pinned.schema;
    const dropped: string[] = [];
    for (const [tfType, entry] of Object.entries(schema.data_source_schemas ?? {})) {
      const file = path.join(widgetsDir(), "cdktf", `data-${tfType.replace(/_/g, "-")}`, "index.ts");
      const text = fs.readFileSync(file, "utf8");
      for (const n of [...Object.keys(entry.block.attributes ?? {}), ...Object.keys(entry.block.block_types ?? {})]) {
        if (!new RegExp(`['"]${n}['"]`).test(text)) dropped.push(`${tfType}.${n}`);
      }
    }
    expect(dropped).toEqual([]);
    // The escaped property and its record in metadata.json are in the golden tree (first test).
  });
});

describe("naming outcome", () => {
  test("snapshot: functions, tokens, fields, nested type names, config, rules, resolutions", () => {
    expect(namingOutcome(model)).toMatchSnapshot();
  });

  test("deterministic: the order of keys in the schema file does not change any name", () => {
    const reversed = structuredClone(inputs);
    reverseKeys(reversed.pinned.schema.provider.block);
    const ds = reversed.pinned.schema.data_source_schemas!;
    reversed.pinned.schema.data_source_schemas = Object.fromEntries(Object.entries(ds).reverse());
    for (const e of Object.values(reversed.pinned.schema.data_source_schemas)) reverseKeys(e.block);
    expect(namingOutcome(buildPackageModel(reversed))).toBe(namingOutcome(model));
  });

  test("every upstream attribute at every depth appears in the model exactly once", () => {
    const schema = inputs.pinned.schema;
    const problems: string[] = [];
    const expected: string[] = [];
    const actual: string[] = [];
    for (const f of model.functions) {
      const block = schema.data_source_schemas![f.tfType].block;
      // Arguments and results are walked separately: an attribute must be in each where Terraform has it.
      for (const role of ["output", "input"] as const) {
        expected.push(...schemaPaths(block, f.tfType, role).map((p) => `${role} ${p}`));
        actual.push(...modelPaths(model, role === "output" ? f.outputs : f.inputs, f.tfType, role, problems).map((p) => `${role} ${p}`));
      }
    }
    expected.push(...schemaPaths(schema.provider.block, "config", "input"));
    actual.push(...modelPaths(model, model.config, "config", "input", problems));
    // Guard against a vacuous walk: the fixture has attributes four levels below the data source.
    expect(expected).toContain("output widgets_widget.rule.condition.match.negate");
    expect(expected.length).toBeGreaterThan(80);
    expect([...pathProblems(expected, actual), ...problems]).toEqual([]);
  });

  test("negative control: the walk reports a dropped and a duplicated field", () => {
    const broken = structuredClone(model);
    const widget = broken.functions.find((f) => f.tfType === "widgets_widget")!;
    widget.outputs = widget.outputs.filter((p) => p.tfName !== "news");
    const rule = broken.types.find((t) => t.name === "getWidgetRuleCondition")!;
    rule.output!.push(rule.output![0]);
    const block = inputs.pinned.schema.data_source_schemas!.widgets_widget.block;
    const problems: string[] = [];
    const found = pathProblems(
      schemaPaths(block, "widgets_widget", "output"),
      modelPaths(broken, widget.outputs, "widgets_widget", "output", problems),
    );
    expect(found).toEqual(["widgets_widget.news: dropped", `widgets_widget.rule.condition.${rule.output![0].tfName}: appears 2 times`]);
  });

  test("each collision is resolved deterministically and reported", () => {
    const names = (tfType: string) =>
      Object.fromEntries(model.functions.find((f) => f.tfType === tfType)!.outputs.map((p) => [p.tfName, p.name]));
    const widget = names("widgets_widget");
    // foo_bar and fooBar both want "fooBar": both are kept, under distinct names.
    expect(widget.fooBar).not.toBe(widget.foo_bar);
    expect([widget.fooBar, widget.foo_bar]).toContain("fooBar");
    // `rule` would pluralise onto its sibling `rules`, so the bridge keeps it singular: no collision to resolve.
    expect([widget.rule, widget.rules]).toEqual(["rule", "rules"]);
    // `entry` and `entries` both singularise to the nested type name getGadgetEntry.
    const gadgetTypes = model.types.filter((t) => t.tfPath.startsWith("widgets_gadget.entr")).map((t) => [t.tfPath, t.name]);
    expect(new Set(gadgetTypes.map(([, n]) => n)).size).toBe(2);
    expect(model.resolutions).toHaveLength(2);
    expect(model.resolutions.find((r) => r.startsWith("widgets_widget:"))).toMatch(/foo_bar/);
    expect(model.resolutions.find((r) => r.includes("nested type name"))).toMatch(/getGadgetEntry/);
  });

  test("the overrides file is applied: rename word, explicit name, secret, deprecation, exactlyOneOf, optionalOutputs", () => {
    const gadget = model.functions.find((f) => f.tfType === "widgets_gadget")!;
    const out = Object.fromEntries(gadget.outputs.map((p) => [p.tfName, p]));
    expect(out.acme_sku.name).toBe("vendorSku");
    expect(out.serial_no.name).toBe("serialNumber");
    expect(out.token.secret).toBe(true);
    expect(gadget.rules).toEqual([{ kind: "exactlyOneOf", fields: ["gadgetId", "gadgetName"], tfFields: ["gadget_id", "gadget_name"] }]);
    const config = Object.fromEntries(model.config.map((c) => [c.tfName, c]));
    expect(config.acme_region.name).toBe("vendorRegion");
    expect(config.api_key.secret).toBe(true);
    expect(config.legacy_token.deprecationMessage).toBe("Use api_key instead");
    expect(model.config.filter((c) => c.secret).map((c) => c.name)).toEqual(["apiKey"]);
    expect(model.functions.find((f) => f.tfType === "widgets_legacy_gizmo")!.deprecationMessage).toBeDefined();
    // Bridge rule 3: the SDK's timeouts block is in the schema (and the CDKTF binding) but not in the SDK.
    const gizmo = model.functions.find((f) => f.tfType === "widgets_legacy_gizmo")!;
    expect(inputs.pinned.schema.data_source_schemas!.widgets_legacy_gizmo.block.block_types?.timeouts).toBeDefined();
    expect([...gizmo.inputs, ...gizmo.outputs].map((p) => p.tfName)).not.toContain("timeouts");
    // Bridge rule 5: optionalOutputs.
    expect(model.types.find((t) => t.tfPath === "widgets_widget.member")!.output!.find((p) => p.tfName === "role")!.required).toBe(false);
  });
});

function reverseKeys(block: SchemaBlock): void {
  if (block.attributes) {
    block.attributes = Object.fromEntries(Object.entries(block.attributes).reverse());
    for (const a of Object.values(block.attributes)) {
      if (a.nested_type) {
        const inner: SchemaBlock = { attributes: a.nested_type.attributes };
        reverseKeys(inner);
        a.nested_type.attributes = inner.attributes!;
      }
    }
  }
  if (block.block_types) {
    block.block_types = Object.fromEntries(Object.entries(block.block_types).reverse());
    for (const b of Object.values(block.block_types)) reverseKeys(b.block);
  }
}

/** One line per decision, upstream name on the right: a reviewer reads the diff of this as a naming changelog. */
function namingOutcome(m: PackageModel): string {
  const prop = (p: PropertyModel) =>
    `${p.name}${p.required ? "" : "?"}: ${specTypeText(p.type)}` +
    `${p.flattened ? " [flattened]" : ""}${p.secret ? " [secret]" : ""}${p.deprecationMessage ? " [deprecated]" : ""}  ← ${p.tfName}`;
  const lines: string[] = [`package ${m.pkg} (${m.provider.source}@${m.provider.version})`, "", "config:"];
  for (const c of m.config) lines.push(`  ${prop(c)}${c.deprecationMessage ? ` — ${c.deprecationMessage}` : ""}`);
  for (const r of m.configRules) lines.push(`  rule ${r.kind}(${r.fields.join(", ")})`);
  lines.push("", "functions:");
  for (const f of m.functions) {
    lines.push(`  ${f.token}  ← ${f.tfType}${f.deprecationMessage ? ` — deprecated: ${f.deprecationMessage}` : ""}`);
    for (const p of f.inputs) lines.push(`    in  ${prop(p)}`);
    for (const p of f.outputs) lines.push(`    out ${prop(p)}`);
    for (const r of f.rules) lines.push(`    rule ${r.kind}(${r.fields.join(", ")})`);
  }
  lines.push("", "types:");
  for (const t of m.types) {
    lines.push(`  ${t.name}  ← ${t.tfPath}`);
    for (const p of t.input ?? []) lines.push(`    in  ${prop(p)}`);
    for (const p of t.output ?? []) lines.push(`    out ${prop(p)}`);
  }
  lines.push("", "resolutions:", ...m.resolutions.map((r) => `  ${r}`));
  return lines.join("\n") + "\n";
}
