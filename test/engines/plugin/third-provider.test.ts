/**
 * The made-up third provider (test/fixtures/third: Acme/widgets@1.2.3), generated in a temp copy of the project
 * and served by a stand-in over plugin protocol 6, as plugin-framework providers are: its schema has what the
 * two pinned upstreams lack (nested attribute types, nested blocks of every nesting mode, a set of blocks, a
 * map of blocks). Real Terraform reads it through the Terraform engine, the plugin engine reads it directly,
 * and both give the same records.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../../../src/runtime/executor";
import { buildTree, writeTree } from "../../../src/tfgen/pipeline/generate";
import { makeThirdProviderProject, THIRD_DIR } from "../../generality/project";
import { createHarness, type Harness } from "../../support/executor-harness";
import { createStandinMirror, pinnedStandinProviders, unpackedExecutable, type StandinProviderSpec } from "../../standin/mirror";
import { removeDir } from "../../support/project";

let root: string;
let h: Harness;
let terraform: Executor;
let plugin: Executor;

const WIDGETS: Omit<StandinProviderSpec, "cloudFile"> & { cloudFile: string } = {
  source: "Acme/widgets",
  namespace: "Acme",
  type: "widgets",
  version: "1.2.3",
  schemaFile: join(THIRD_DIR, "schemas", "widgets.json"),
  overridesFile: join(THIRD_DIR, "overrides", "widgets.json"),
  cloudFile: join(THIRD_DIR, "cloud", "widgets.json"),
  protocol: 6,
};

beforeAll(async () => {
  root = makeThirdProviderProject();
  writeTree(buildTree(root, { worker: true }));
  h = await createHarness("third-provider");
  // The pinned providers as the harness serves them, plus widgets over protocol 6.
  const providers = [
    ...pinnedStandinProviders({ ibm: join(h.cloudDir, "ibm.json"), edgecenter: join(h.cloudDir, "edgecenter.json") }),
    WIDGETS,
  ];
  const cliConfigFile = createStandinMirror(join(h.root, "third"), { providers });
  // Provider configuration with a max-items-1 block (documented as one object), a list and primitives: both
  // engines must send it in a shape the provider accepts.
  const config = { widgets: { retry: { attempts: 3, backoff: "1s" }, allowedZones: ["zone-a"], timeout: 5, insecure: true } };
  const options = { providersDir: join(root, "providers"), cliConfigFile, config };
  terraform = new Executor(h.options({ ...options, engine: "terraform" }));
  plugin = new Executor(
    h.options({
      ...options,
      engine: "plugin",
      providerBinaries: { "Acme/widgets": unpackedExecutable(join(h.root, "third", "mirror"), WIDGETS) },
    }),
  );
});

afterAll(async () => {
  await plugin?.close();
  removeDir(h?.root);
  if (root) rmSync(root, { recursive: true, force: true });
});

const WIDGET = "widgets:index/getWidget:getWidget";
const widgetArgs = { name: "sprocket", filters: [{ name: "kind", values: ["gear", "cog"] }] };

test("Terraform and the plugin engine read every data source of the third provider, with identical records", async () => {
  const calls: [string, Record<string, unknown>][] = [
    [WIDGET, widgetArgs],
    ["widgets:index/getGadget:getGadget", { gadgetId: "gid-1" }],
    ["widgets:index/getLegacyGizmo:getLegacyGizmo", { name: "old-gizmo" }],
  ];
  const viaTerraform = await Promise.all(calls.map(([token, args]) => terraform.lookup("widgets", token, args)));
  const viaPlugin = await Promise.all(calls.map(([token, args]) => plugin.lookup("widgets", token, args)));
  expect(viaPlugin).toStrictEqual(viaTerraform);
  expect(viaPlugin[2]).toMatchObject({ id: "gizmo-0001", name: "old-gizmo" });
});

test("nested attribute types, blocks of every nesting mode and sets come through in documented names", async () => {
  const w = await plugin.lookup("widgets", WIDGET, widgetArgs);
  const json = JSON.stringify(w);
  // Nested attributes (list and single), a set of strings in Terraform's order, a map of blocks, a single block.
  for (const fragment of [
    "https://a.widgets.example",
    "owner@widgets.example",
    '["sprocket-a","sprocket-b"]',
    '"prod"',
    '"core"',
    '"fast"',
    '"negate":true',
    "0.75",
  ]) {
    expect(json).toContain(fragment);
  }
  // The set of child blocks, sorted as cty sorts it.
  expect(json.indexOf("child-a")).toBeLessThan(json.indexOf("child-b"));
});
