import { providerSchemaJson } from "../../src/tfgen/pull/schema-json";

/*
 * The parts of the GetProviderSchema → JSON conversion the providers in the suite do not exercise: what Terraform
 * prints for those is compared in sameness.test.ts; these pin the encoding rules on hand-made messages.
 */

const bytes = (v: unknown) => Buffer.from(JSON.stringify(v));

test("cty types are re-encoded as cty encodes them: object attributes and optional names sorted", () => {
  const out = providerSchemaJson({
    provider: {
      version: 0,
      block: {
        attributes: [
          {
            name: "o",
            type: bytes(["object", { b: "string", a: ["list", "number"] }, ["b", "a"]]),
            description: "",
            description_kind: "PLAIN",
            optional: true,
            required: false,
          },
        ],
        description: "Provider.",
        description_kind: "MARKDOWN",
      },
    },
  });
  expect(JSON.stringify(out)).toBe(
    JSON.stringify({
      provider: {
        version: 0,
        block: {
          attributes: {
            o: { type: ["object", { a: ["list", "number"], b: "string" }, ["a", "b"]], description_kind: "plain", optional: true },
          },
          description: "Provider.",
          description_kind: "markdown",
        },
      },
    }),
  );
});

test("a type that is not a cty type, or an unknown nesting mode, is refused naming where", () => {
  const attr = (type: unknown) => ({ provider: { block: { attributes: [{ name: "x", type: bytes(type) }] } } });
  expect(() => providerSchemaJson(attr(["list"]))).toThrow(/^provider\.x: the provider sent a type that is not a cty type/);
  expect(() => providerSchemaJson(attr("string"))).not.toThrow();
  expect(() => providerSchemaJson({ provider: { block: { block_types: [{ type_name: "b", nesting: "INVALID", block: {} }] } } })).toThrow(
    /provider\.b: unknown nesting mode "INVALID"/,
  );
});

test("functions and ephemeral resources, when the message has them, are printed; empty maps are left out", () => {
  const out = providerSchemaJson({
    provider: { block: {} },
    resource_schemas: {},
    data_source_schemas: {},
    ephemeral_resource_schemas: {
      x_token: { version: 0, block: { attributes: [{ name: "value", type: bytes("string"), computed: true }] } },
    },
    functions: {
      parse: {
        parameters: [{ name: "input", type: bytes("string"), allow_null_value: false, description: "" }],
        variadic_parameter: null,
        return: { type: bytes("dynamic") },
        summary: "Parses.",
        description: "",
      },
    },
  });
  expect(out).toEqual({
    provider: { version: 0, block: { description_kind: "plain" } },
    ephemeral_resource_schemas: {
      x_token: {
        version: 0,
        block: { attributes: { value: { type: "string", description_kind: "plain", computed: true } }, description_kind: "plain" },
      },
    },
    functions: { parse: { summary: "Parses.", return_type: "dynamic", parameters: [{ name: "input", type: "string" }] } },
  });
});
