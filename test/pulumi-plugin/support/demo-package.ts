/**
 * A small generated-looking package ("demo") for testing the plugin's own behaviour apart from any real
 * provider: config of every type, one secret credential, a function whose result has a secret field at the
 * top and one inside a nested type.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const DEMO = "demo";
export const token = (fn: string) => `${DEMO}:index/${fn}:${fn}`;

export const demoSchema = {
  name: DEMO,
  displayName: "Demo",
  version: "1.2.3",
  config: {
    variables: {
      apiKey: { type: "string", secret: true },
      endpoint: { type: "string" },
      timeout: { type: "integer" },
      insecure: { type: "boolean" },
      regions: { type: "array", items: { type: "string" } },
    },
  },
  types: {
    "demo:index/getEchoNested:getEchoNested": {
      type: "object",
      properties: { token: { type: "string", secret: true }, label: { type: "string" } },
    },
  },
  functions: {
    [token("echo")]: {
      inputs: { properties: { name: { type: "string" } } },
      outputs: {
        properties: {
          args: { type: "object", additionalProperties: { $ref: "pulumi.json#/Any" } },
          config: { type: "object", additionalProperties: { $ref: "pulumi.json#/Any" } },
          password: { type: "string", secret: true },
          nested: { type: "array", items: { $ref: "#/types/demo:index%2FgetEchoNested:getEchoNested" } },
        },
      },
    },
    [token("fail")]: { inputs: { properties: {} }, outputs: { properties: {} } },
    [token("reject")]: { inputs: { properties: {} }, outputs: { properties: {} } },
  },
};

/** Writes <root>/demo/pulumi/{schema.json,metadata.json}; the schema text is returned for byte comparisons. */
export function writeDemoPackage(root = mkdtempSync(join(tmpdir(), "tflookup-plugin-demo-"))): { root: string; schemaText: string } {
  const dir = join(root, DEMO, "pulumi");
  mkdirSync(dir, { recursive: true });
  // Deliberately not JSON.stringify(…, null, 2): GetSchema must return the file's bytes, not a re-serialisation.
  const schemaText = JSON.stringify(demoSchema, null, 1) + "\n\n";
  writeFileSync(join(dir, "schema.json"), schemaText);
  writeFileSync(
    join(dir, "metadata.json"),
    JSON.stringify({ pkg: DEMO, provider: { source: "example/demo", type: DEMO, version: "v1.2.3" } }),
  );
  return { root, schemaText };
}
