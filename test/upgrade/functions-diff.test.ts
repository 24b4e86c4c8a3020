/**
 * diff-schemas and upgrade on a provider's functions and ephemeral resources: each kind of change to a function
 * (added, removed, deprecated, parameter added, removed, retyped, variadic and return type changed) and the data
 * source kinds for ephemeral resources, in the same report as everything else.
 */
import * as fs from "fs";
import * as path from "path";
import { diffSchemas } from "../../src/tfgen/diff/diff-schemas";
import { reportMarkdown } from "../../src/tfgen/diff/report";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import { TOOLBOX_DIR } from "../support/toolbox";

const KEY = "registry.terraform.io/acme/toolbox";
const schema = (): ProviderSchemaJson =>
  JSON.parse(fs.readFileSync(path.join(TOOLBOX_DIR, "schemas", "toolbox.json"), "utf8")).provider_schemas[KEY];

test("every kind of change to provider functions and ephemeral resources is classified and told", () => {
  const next = schema();
  const f = next.functions!;
  delete f.old_parse;
  f.reverse = { summary: "Reverses", return_type: "string", parameters: [{ name: "text", type: "string" }] };
  f.sum.deprecation_message = "Use add.";
  f.parse_id.parameters!.push({ name: "strict", type: "bool" });
  f.default_to.parameters = [f.default_to.parameters![0]];
  f.echo.parameters![0].type = "string";
  delete f.join_path.variadic_parameter;
  f.version.return_type = "number";
  const eph = next.ephemeral_resource_schemas!;
  delete eph.toolbox_credentials;
  eph.toolbox_token.block.attributes!.audience = { type: "string", required: true, description_kind: "plain" } as never;

  const { report } = diffSchemas({
    target: parseProviderSpec("Acme/toolbox@0.4.0"),
    from: { version: "0.4.0", sha256: "a".repeat(64), schema: schema() },
    to: { version: "0.5.0", sha256: "b".repeat(64), schema: next },
    overrides: { provider: "Acme/toolbox", package: "toolbox" },
    overridesFile: "overrides/toolbox.json",
  });
  const seen = report.changes.map((c) => [c.kind, c.function, c.path ?? null, c.pulumi, c.cdktf]);
  expect(seen).toEqual(
    expect.arrayContaining([
      ["provider-function-removed", "oldParse", null, "breaking", "breaking"],
      ["provider-function-added", "reverse", null, "non-breaking", "non-breaking"],
      ["provider-function-deprecated", "sum", null, "non-breaking", "non-breaking"],
      ["parameter-added", "parseId", "strict", "breaking", "breaking"],
      ["parameter-removed", "defaultTo", "fallback", "breaking", "breaking"],
      ["parameter-type-changed", "echo", "value", "breaking", "breaking"],
      ["variadic-changed", "joinPath", null, "breaking", "breaking"],
      ["return-type-changed", "version", null, "breaking", "breaking"],
      ["function-removed", "openCredentials", null, "breaking", "breaking"],
      ["input-added-required", "openToken", "audience", "breaking", "breaking"],
      // A required argument is also in the result, as for a data source.
      ["output-added", "openToken", "audience", "non-breaking", "non-breaking"],
    ]),
  );
  expect(seen).toHaveLength(11);
  // Each kind counted by its own name: one provider function and one ephemeral resource fewer, one function more.
  expect(report.summary.counts).toEqual({
    before: { dataSources: 1, ephemeralResources: 2, providerFunctions: 7 },
    after: { dataSources: 1, ephemeralResources: 1, providerFunctions: 7 },
  });
  const md = reportMarkdown(report);
  expect(md).toContain("Counts: data sources 1 → 1, ephemeral resources 2 → 1, provider functions 7 → 7.");
  expect(md).toContain(
    "| `version` | The result changed type from `string` to `number`. | **breaking** | **breaking** | `provider::toolbox::version` |",
  );
  expect(md).toContain(
    "| `parseId.strict` | New parameter `strict` (strict: boolean). | **breaking** | **breaking** | `provider::toolbox::parse_id.strict` |",
  );
});

test("an unchanged schema reports no change", () => {
  const { report } = diffSchemas({
    target: parseProviderSpec("Acme/toolbox@0.4.0"),
    from: { version: "0.4.0", sha256: "a".repeat(64), schema: schema() },
    to: { version: "0.4.0", sha256: "a".repeat(64), schema: schema() },
    overrides: { provider: "Acme/toolbox", package: "toolbox" },
    overridesFile: "overrides/toolbox.json",
  });
  expect(report.changes).toStrictEqual([]);
});
