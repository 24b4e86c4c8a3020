import type { ConfigModel, ObjectTypeModel, PackageModel, PropertyModel, TypeRef } from "../../model/types";
import { stableJson } from "./json";
import { generatedNote } from "./marker";

type Spec = Record<string, unknown>;

/** Token of a nested type, in the same `<pkg>:index/<name>:<name>` form as function tokens. */
export function typeToken(pkg: string, name: string): string {
  return `${pkg}:index/${name}:${name}`;
}

function typeSpec(pkg: string, t: TypeRef): Spec {
  switch (t.kind) {
    case "list":
      return { type: "array", items: typeSpec(pkg, t.element) };
    case "map":
      return { type: "object", additionalProperties: typeSpec(pkg, t.element) };
    case "object":
      return { $ref: `#/types/${typeToken(pkg, t.name)}` };
    case "any":
      return { $ref: "pulumi.json#/Any" };
    default:
      return { type: t.kind };
  }
}

function propertySpec(pkg: string, p: PropertyModel): Spec {
  return {
    ...typeSpec(pkg, p.type),
    description: p.description,
    deprecationMessage: p.deprecationMessage,
    secret: p.secret || undefined,
  };
}

function configSpec(pkg: string, c: ConfigModel): Spec {
  return {
    ...propertySpec(pkg, c),
    default: c.default,
    defaultInfo: c.env.length ? { environment: c.env } : undefined,
  };
}

function objectSpec(pkg: string, props: PropertyModel[], description?: string): Spec {
  return {
    type: "object",
    description,
    properties: Object.fromEntries(props.map((p) => [p.name, propertySpec(pkg, p)])),
    required: props
      .filter((p) => p.required)
      .map((p) => p.name)
      .sort(),
  };
}

/**
 * A Pulumi object type has one property list and one `required` list for both directions. A type seen only
 * as an argument or only in results maps directly; one seen as both gets the union of its fields, `required`
 * for what both sides require, and the result side's always-present fields as nodejs `requiredOutputs`.
 */
function nestedTypeSpec(pkg: string, t: ObjectTypeModel): Spec {
  const description = `Upstream: \`${t.tfPath}\`.`;
  if (!t.input || !t.output) return objectSpec(pkg, (t.input ?? t.output)!, description);
  const byName = new Map<string, PropertyModel>();
  for (const p of [...t.output, ...t.input]) if (!byName.has(p.name)) byName.set(p.name, p);
  const inputRequired = new Set(t.input.filter((p) => p.required).map((p) => p.name));
  const outputRequired = t.output
    .filter((p) => p.required)
    .map((p) => p.name)
    .sort();
  const spec = objectSpec(pkg, [...byName.values()], description);
  spec.required = outputRequired.filter((n) => inputRequired.has(n));
  spec.language = { nodejs: { requiredOutputs: outputRequired } };
  return spec;
}

/** `schema.json`: the package as a Pulumi Package Schema, for tools and the provider plugin's GetSchema. */
export function packageSchema(model: PackageModel): string {
  const pkg = model.pkg;
  return stableJson({
    // The metaschema allows no comment field; attribution is free text about derived work, which this is.
    attribution: `${generatedNote(model)}, derived from the schema of that Terraform provider.`,
    name: pkg,
    displayName: model.displayName,
    version: model.provider.version,
    description: model.description,
    meta: { moduleFormat: "(.*)(?:/[^/]*)" },
    config: { variables: Object.fromEntries(model.config.map((c) => [c.name, configSpec(pkg, c)])) },
    provider: {
      description: model.description,
      inputProperties: Object.fromEntries(model.config.map((c) => [c.name, configSpec(pkg, c)])),
      requiredInputs: model.config
        .filter((c) => c.required)
        .map((c) => c.name)
        .sort(),
    },
    functions: Object.fromEntries(
      model.functions.map((fn) => [
        fn.token,
        {
          description: fn.description,
          deprecationMessage: fn.deprecationMessage,
          inputs: objectSpec(pkg, fn.inputs),
          outputs: objectSpec(pkg, fn.outputs),
        },
      ]),
    ),
    types: Object.fromEntries(model.types.map((t) => [typeToken(pkg, t.name), nestedTypeSpec(pkg, t)])),
  });
}
