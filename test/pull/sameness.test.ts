import * as fs from "fs";
import * as path from "path";
import { formatSnapshot, normalisePrintedSchemas } from "../../src/tfgen/pull/normalise";
import { pullSchemaFromPlugin, printSchemaFromPlugin } from "../../src/tfgen/pull/pull-plugin";
import { printSchemaWithTerraform } from "../../src/tfgen/pull/pull-terraform";
import type { PullOptions } from "../../src/tfgen/pull/pulled";
import type { SchemasFile } from "../../src/tfgen/schema/types";
import type { ProviderTarget } from "../../src/tfgen/project/cdktf-config";
import { readFileSync } from "fs";
import { createGorefMirror, GOREF } from "../goprovider/support";
import { createHcMirror, HC_FIXTURE_DIR, HC_PROVIDERS, hcTarget } from "../hcproviders/support";
import { buildStandin } from "../standin/build";
import { createStandinMirror, pinnedStandinProviders } from "../standin/mirror";
import { makeTempDir, removeDir } from "../support/project";
import { toolboxStandin } from "../support/toolbox";
import { requireTerraform } from "../upgrade/support";

/*
 * The Terraform-free pull against Terraform's own: each provider is pulled both ways, and the document
 * `terraform providers schema -json` printed for it (descriptions, nesting, types, everything but the resources,
 * which the plugin engine does not decode) must equal the one built from the provider's GetProviderSchema answer,
 * and the snapshots must be byte-identical.
 */

let work: string;
beforeAll(async () => {
  requireTerraform();
  await buildStandin();
  work = makeTempDir("sameness");
});
afterAll(() => removeDir(work));

const target = (source: string, version: string): ProviderTarget => {
  const [namespace, type] = source.split("/");
  return { source, namespace, type, version, registryKey: `registry.terraform.io/${source.toLowerCase()}` };
};

async function bothWays(t: ProviderTarget, cliConfigFile: string, label: string): Promise<Record<string, unknown>> {
  const cacheDir = path.join(work, `${label}-cache`);
  const opts: PullOptions = { cliConfig: { file: cliConfigFile, origin: "--cli-config" }, cacheDir };
  const byTerraform = await printSchemaWithTerraform(t, { ...opts, binary: "terraform" });
  const byPlugin = await printSchemaFromPlugin(t, opts);
  const printed = (p: unknown) => (p as { provider_schemas: Record<string, unknown> }).provider_schemas[t.registryKey];
  expect(printed(byTerraform.printed)).toBeDefined();
  // The plugin engine's client skips resource schemas while decoding (src/runtime/tfplugin/service-definitions.ts),
  // so a pull without Terraform prints none; a snapshot keeps none either way. Everything else is compared whole.
  const { resource_schemas: _resources, ...withoutResources } = printed(byTerraform.printed) as Record<string, unknown>;
  expect(printed(byPlugin.printed)).toEqual(withoutResources);
  const snapshot = (p: unknown, where: string) => formatSnapshot(normalisePrintedSchemas(p, t, where).document, undefined);
  expect(snapshot(byPlugin.printed, byPlugin.where)).toBe(snapshot(byTerraform.printed, byTerraform.where));
  expect(byTerraform.printedBy).toMatch(/^\d+\.\d+\.\d+/);
  expect(byPlugin.printedBy).toMatch(/^tflookup \d+\.\d+\.\d+\S* \(plugin protocol [56]\)$/);
  return printed(byTerraform.printed) as Record<string, unknown>;
}

describe("a pull without Terraform prints what Terraform prints", () => {
  for (const protocol of [5, 6] as const) {
    test(`the stand-in providers over protocol ${protocol}`, async () => {
      const rc = createStandinMirror(path.join(work, `standin-${protocol}`), { protocol });
      for (const p of pinnedStandinProviders()) await bothWays(target(p.source, p.version), rc, `standin-${protocol}-${p.type}`);
    });

    test(`the toolbox stand-in (provider functions, ephemeral resources) over protocol ${protocol}`, async () => {
      const toolbox = toolboxStandin(protocol);
      const rc = createStandinMirror(path.join(work, `toolbox-${protocol}`), { providers: [toolbox], protocol });
      const printed = await bothWays(target(toolbox.source, toolbox.version), rc, `toolbox-${protocol}`);
      // Terraform printed both, so the comparison above covers their conversion.
      expect(Object.keys(printed.functions as object)).toContain("parse_id");
      expect(Object.keys(printed.ephemeral_resource_schemas as object)).toEqual(["toolbox_credentials", "toolbox_token"]);
    });

    test(`a provider with resources over protocol ${protocol}: Terraform prints them, the snapshots are the same`, async () => {
      const schemaFile = path.join(work, `with-resources-${protocol}.json`);
      const toolbox = toolboxStandin(protocol);
      const schema = JSON.parse(fs.readFileSync(toolbox.schemaFile, "utf8")) as SchemasFile;
      const provider = schema.provider_schemas["registry.terraform.io/acme/toolbox"];
      const attributes = {
        id: { type: "string" as const, description_kind: "plain" as const, computed: true },
        name: { type: "string" as const, description: "Name of the shelf.", description_kind: "plain" as const, required: true },
      };
      provider.resource_schemas = { toolbox_shelf: { version: 1, block: { attributes, description_kind: "plain" } } };
      fs.writeFileSync(schemaFile, JSON.stringify(schema));
      const rc = createStandinMirror(path.join(work, `with-resources-${protocol}`), {
        providers: [{ ...toolbox, schemaFile }],
        protocol,
      });
      const printed = await bothWays(target(toolbox.source, toolbox.version), rc, `with-resources-${protocol}`);
      expect(Object.keys(printed.resource_schemas as object)).toEqual(["toolbox_shelf"]);
    });

    test(`the Go reference provider over protocol ${protocol}`, async () => {
      const { cliConfigFile } = createGorefMirror(path.join(work, `goref-${protocol}`), protocol);
      await bothWays(target(GOREF.source, GOREF.version), cliConfigFile, `goref-${protocol}`);
    });
  }

  test.each(HC_PROVIDERS)(
    "the reference provider %s on HashiCorp's libraries, whose snapshot is the fixture its package is generated from",
    async (type) => {
      const { cliConfigFile } = createHcMirror(path.join(work, `hc-${type}`), [type]);
      const t = target(hcTarget(type).source, hcTarget(type).version);
      await bothWays(t, cliConfigFile, `hc-${type}`);
      const pulled = await pullSchemaFromPlugin(t, {
        cliConfig: { file: cliConfigFile, origin: "--cli-config" },
        cacheDir: path.join(work, `hc-${type}-pull`),
      });
      expect(formatSnapshot(pulled.document, undefined)).toBe(readFileSync(path.join(HC_FIXTURE_DIR, "schemas", `${type}.json`), "utf8"));
    },
  );

  test("the lock's provenance names tflookup and the protocol, not a Terraform it did not run", async () => {
    const { cliConfigFile } = createGorefMirror(path.join(work, "goref-provenance"), 6);
    const pulled = await pullSchemaFromPlugin(target(GOREF.source, GOREF.version), {
      cliConfig: { file: cliConfigFile, origin: "--cli-config" },
      cacheDir: path.join(work, "provenance-cache"),
    });
    expect(pulled.terraformVersion).toMatch(/^tflookup .* \(plugin protocol 6\)$/);
  });
});
