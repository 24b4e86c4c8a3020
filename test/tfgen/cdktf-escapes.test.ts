import { prepareSchemaForCdktf } from "../../src/tfgen/emit/cdktf/prepare";
import type { ProviderSchemaJson, SchemaAttribute, SchemaBlock } from "../../src/tfgen/schema/types";

/*
 * How a CDKTF property is escaped: only where the generator's own name would not compile or would change what
 * the class does, judged against the class the name lands on, as `<name>Attribute`, numbered only inside that
 * class. The end-to-end proof (generated, compiled, compared with prebuilt packages) is in
 * test/tfgen/hostile-schemas.test.ts and test/cdktf/real-provider-parity.test.ts; this table pins the rule.
 */

const opt: SchemaAttribute = { type: "string", optional: true };
const comp: SchemaAttribute = { type: "number", computed: true };
const block = (names: string[], a: SchemaAttribute = opt): SchemaBlock => ({ attributes: Object.fromEntries(names.map((n) => [n, a])) });

function schema(dataSources: Record<string, SchemaBlock>, provider: SchemaBlock = { attributes: { region: opt } }): ProviderSchemaJson {
  return {
    provider: { version: 0, block: provider },
    data_source_schemas: Object.fromEntries(Object.entries(dataSources).map(([k, b]) => [k, { version: 0, block: b }])),
  };
}

/** Upstream path → property, for every escape. */
const escapes = (s: ProviderSchemaJson) => Object.fromEntries(prepareSchemaForCdktf(s).escapes.map((e) => [e.path, e.property]));

test("a name is escaped against the class it lands on, not against every base class at once", () => {
  const s = schema({
    x_access_point: {
      attributes: { alias: opt, with: opt, count: opt },
      block_types: {
        gpus: { nesting_mode: "list", block: block(["count", "lifecycle", "provider", "alias", "fqn", "internal_value"], comp) },
      },
    },
  });
  expect(escapes(s)).toEqual({
    // TerraformDataSource's own members, and TerraformMetaArguments' (the config struct extends it).
    "x_access_point.count": "countAttribute",
    "x_access_point.with": "withAttribute",
    // ComplexObject's and the output reference's own members; count, lifecycle, provider and alias are not theirs.
    "x_access_point.gpus.fqn": "fqnAttribute",
    "x_access_point.gpus.internal_value": "internalValueAttribute",
  });
});

test("the provider class reserves its own members; its nested blocks, which are structs only, reserve Object's", () => {
  const s = schema(
    {},
    {
      attributes: { fqn: opt, count: opt },
      block_types: { assume_role: { nesting_mode: "list", block: block(["fqn", "constructor", "resolve"]) } },
    },
  );
  expect(escapes(s)).toEqual({ "config.fqn": "fqnAttribute", "config.assume_role.constructor": "constructorAttribute" });
});

test("escapes carry no provider-wide counter: the same name is escaped alike in every class", () => {
  const s = schema({
    x_a: block(["constructor", "to_string"]),
    x_b: block(["constructor"]),
    x_c: { attributes: { id: comp }, block_types: { inner: { nesting_mode: "single", block: block(["constructor"]) } } },
  });
  expect(escapes(s)).toEqual({
    "x_a.constructor": "constructorAttribute",
    "x_a.to_string": "toStringAttribute",
    "x_b.constructor": "constructorAttribute",
    "x_c.inner.constructor": "constructorAttribute",
  });
});

test("a data source added elsewhere renames nothing, even one holding the words an escape is spelt with", () => {
  const before = schema({ x_a: block(["constructor", "a-b", "a.b"]) });
  const after = schema({
    x_0: block(["constructor", "a_b_attribute"]),
    x_1: block(["constructor_attribute"]),
    x_a: block(["constructor", "a-b", "a.b"]),
  });
  const a = escapes(after);
  for (const [p, property] of Object.entries(escapes(before))) expect(a[p]).toBe(property);
  expect(escapes(before)).toEqual({ "x_a.constructor": "constructorAttribute", "x_a.a-b": "aBAttribute", "x_a.a.b": "aBAttribute2" });
  // The placeholders differ (they must not occur in the schema), the properties do not.
  const placeholders = prepareSchemaForCdktf(after).escapes.map((e) => e.placeholder);
  expect(new Set(placeholders).size).toBe(placeholders.length - 1); // x_0.constructor and x_a.constructor share one
});

test("the generator's own choices stand: x_input and reset_x beside x, and the later of two names with one property", () => {
  expect(escapes(schema({ x_a: block(["foo", "foo_input"]), x_b: block(["foo", "reset_foo"]) }))).toEqual({});
  // Where the generator's output would not compile, one gives way: foo_input's resetFooInput() is reset_foo's getter's companion.
  expect(escapes(schema({ x_a: block(["foo", "foo_input", "reset_foo"]) }))).toEqual({ "x_a.reset_foo": "resetFooAttribute" });
  // The generator keeps the later of fooBar and foo_bar (code-unit order), so foo_bar keeps `fooBar`.
  expect(escapes(schema({ x_a: block(["foo_bar", "fooBar"]) }))).toEqual({ "x_a.fooBar": "fooBarAttribute" });
  // A getter named like a sibling's companion the generator does not rename: the getter's owner gives way.
  expect(escapes(schema({ x_a: block(["foo", "fooInput"]) }))).toEqual({ "x_a.fooInput": "fooInputAttribute" });
});

test("every escape is recorded with its reason and the note the binding's TSDoc carries", () => {
  const [e] = prepareSchemaForCdktf(schema({ x_a: block(["provider"]) })).escapes;
  expect(e).toMatchObject({ path: "x_a.provider", upstream: "provider", property: "providerAttribute" });
  expect(e.reason).toBe(`"provider" is a member of cdktf's TerraformDataSource, which the data source class or its config extends`);
  expect(e.note).toBe(`Upstream attribute \`provider\`, escaped as \`providerAttribute\`: ${e.reason}.`);
});
