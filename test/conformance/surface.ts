import type { PackageModel, PropertyModel } from "../../src/tfgen/model/types";
import { specTypeText } from "../support/spec-type";

/**
 * What one source (the package model, or the emitted schema.json) exposes, in the spec's vocabulary:
 * documented names and `string | number | boolean | list<T> | map<T> | <type name>` type strings.
 * Fields a source cannot know (schema.json has no upstream names) are left undefined and not compared.
 */

export interface SurfaceField {
  type: string;
  required: boolean;
  upstream?: string;
}

export interface SurfaceFunction {
  upstream?: string;
  deprecationMessage?: string;
  inputs: Map<string, SurfaceField>;
  outputs: Map<string, SurfaceField>;
}

export interface SurfaceType {
  upstreamPath?: string;
  fields: Map<string, SurfaceField>;
}

export interface SurfaceConfig {
  type: string;
  required: boolean;
  secret: boolean;
  default?: string | number | boolean;
  deprecationMessage?: string;
  upstream?: string;
}

export interface Surface {
  functions: Map<string, SurfaceFunction>;
  types: Map<string, SurfaceType>;
  config: Map<string, SurfaceConfig>;
  /** Things the source could not be read as (a malformed $ref, a property without a type): reported, never skipped. */
  unreadable: string[];
}

/** A duplicate name inside one object would be lost in a Map; it is reported instead. */
function toMap<T>(entries: [string, T][], where: string, unreadable: string[]): Map<string, T> {
  const m = new Map<string, T>();
  for (const [k, v] of entries) {
    if (m.has(k)) unreadable.push(`${where}: "${k}" appears twice`);
    m.set(k, v);
  }
  return m;
}

export function surfaceFromModel(model: PackageModel): Surface {
  const unreadable: string[] = [];
  const prop = (p: PropertyModel): [string, SurfaceField] => [
    p.name,
    { type: specTypeText(p.type), required: p.required, upstream: p.tfName },
  ];
  const functions = toMap(
    model.functions.map((f): [string, SurfaceFunction] => [
      f.token,
      {
        upstream: f.tfType,
        ...(f.deprecationMessage !== undefined ? { deprecationMessage: f.deprecationMessage } : {}),
        inputs: toMap(f.inputs.map(prop), `${f.name} inputs`, unreadable),
        outputs: toMap(f.outputs.map(prop), `${f.name} outputs`, unreadable),
      },
    ]),
    "functions",
    unreadable,
  );
  // Data sources only return nested objects, so a type's documented fields are its result side; a type
  // that also (or only) has an argument side is compared through that side's absence of output.
  const types = toMap(
    model.types.map((t): [string, SurfaceType] => {
      if (t.input && !t.output) unreadable.push(`type ${t.name}: only an argument side (types.input), no result side`);
      return [t.name, { upstreamPath: t.tfPath, fields: toMap((t.output ?? t.input ?? []).map(prop), `type ${t.name}`, unreadable) }];
    }),
    "types",
    unreadable,
  );
  const config = toMap(
    model.config.map((c): [string, SurfaceConfig] => [
      c.name,
      {
        type: specTypeText(c.type),
        required: c.required,
        secret: c.secret,
        ...(c.default !== undefined ? { default: c.default } : {}),
        ...(c.deprecationMessage !== undefined ? { deprecationMessage: c.deprecationMessage } : {}),
        upstream: c.tfName,
      },
    ]),
    "config",
    unreadable,
  );
  return { functions, types, config, unreadable };
}

// --- Pulumi Package Schema -------------------------------------------------------------------------

interface PropertySpec {
  type?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  $ref?: string;
  secret?: boolean;
  deprecationMessage?: string;
  default?: string | number | boolean;
  oneOf?: PropertySpec[];
}

interface ObjectSpec {
  properties?: Record<string, PropertySpec>;
  required?: string[];
}

interface PulumiPackageSchema {
  name?: string;
  config?: { variables?: Record<string, PropertySpec>; defaults?: string[]; required?: string[] };
  functions?: Record<string, { deprecationMessage?: string; inputs?: ObjectSpec; outputs?: ObjectSpec }>;
  types?: Record<string, ObjectSpec & { type?: string; language?: { nodejs?: { requiredOutputs?: string[] } } }>;
}

/** `<pkg>:index/<name>:<name>` → name; anything else is returned as null so the caller can report it. */
export function typeNameOfToken(pkg: string, tok: string): string | null {
  const m = /^([^:]+):index\/([^:]+):([^:]+)$/.exec(tok);
  if (!m || m[1] !== pkg || m[2] !== m[3]) return null;
  return m[2];
}

function schemaTypeString(pkg: string, p: PropertySpec | undefined, where: string, unreadable: string[]): string {
  if (!p) {
    unreadable.push(`${where}: no property spec`);
    return "<none>";
  }
  // Pulumi's own name for a value of any type.
  if (p.$ref === "pulumi.json#/Any") return "any";
  if (p.$ref !== undefined) {
    const local = /^#\/types\/(.+)$/.exec(p.$ref);
    const name = local ? typeNameOfToken(pkg, decodeURIComponent(local[1])) : null;
    if (name === null) {
      unreadable.push(`${where}: $ref ${JSON.stringify(p.$ref)} is not #/types/${pkg}:index/<name>:<name>`);
      return p.$ref;
    }
    return name;
  }
  switch (p.type) {
    case "array":
      return `list<${schemaTypeString(pkg, p.items, `${where}[]`, unreadable)}>`;
    case "object":
      if (!p.additionalProperties) {
        unreadable.push(`${where}: an object property without additionalProperties (and no $ref)`);
        return "object";
      }
      return `map<${schemaTypeString(pkg, p.additionalProperties, `${where}{}`, unreadable)}>`;
    case undefined:
      unreadable.push(`${where}: property has neither type nor $ref`);
      return "<none>";
    default:
      // "integer" is kept as is: the spec says number, so an emitter guessing integers shows up as a difference.
      return p.type;
  }
}

function objectFields(pkg: string, o: ObjectSpec | undefined, where: string, unreadable: string[]): Map<string, SurfaceField> {
  const required = new Set(o?.required ?? []);
  const props = o?.properties ?? {};
  for (const r of required) if (!(r in props)) unreadable.push(`${where}: required lists "${r}", which is not a property`);
  return new Map(
    Object.entries(props).map(([n, p]): [string, SurfaceField] => [
      n,
      { type: schemaTypeString(pkg, p, `${where}.${n}`, unreadable), required: required.has(n) },
    ]),
  );
}

export function surfaceFromPulumiSchema(pkg: string, schema: PulumiPackageSchema): Surface {
  const unreadable: string[] = [];
  if (schema.name !== pkg) unreadable.push(`schema name: expected ${JSON.stringify(pkg)}, got ${JSON.stringify(schema.name)}`);
  const functions = new Map<string, SurfaceFunction>();
  for (const [tok, f] of Object.entries(schema.functions ?? {})) {
    functions.set(tok, {
      ...(f.deprecationMessage !== undefined ? { deprecationMessage: f.deprecationMessage } : {}),
      inputs: objectFields(pkg, f.inputs, `function ${tok} inputs`, unreadable),
      outputs: objectFields(pkg, f.outputs, `function ${tok} outputs`, unreadable),
    });
  }
  const types = new Map<string, SurfaceType>();
  for (const [tok, t] of Object.entries(schema.types ?? {})) {
    const name = typeNameOfToken(pkg, tok);
    if (name === null) unreadable.push(`types: key ${JSON.stringify(tok)} is not ${pkg}:index/<name>:<name>`);
    if (t.type !== "object") unreadable.push(`types ${tok}: type is ${JSON.stringify(t.type)}, expected "object"`);
    // A type that is both an argument and a result lists what results always hold as nodejs requiredOutputs.
    const resultSide = { ...t, required: t.language?.nodejs?.requiredOutputs ?? t.required };
    types.set(name ?? tok, { fields: objectFields(pkg, resultSide, `type ${tok}`, unreadable) });
  }
  const config = new Map<string, SurfaceConfig>();
  // Pulumi's ConfigSpec serialises its required list as `defaults`; `required` is accepted too, in case.
  const requiredConfig = new Set([...(schema.config?.defaults ?? []), ...(schema.config?.required ?? [])]);
  for (const [n, v] of Object.entries(schema.config?.variables ?? {})) {
    config.set(n, {
      type: schemaTypeString(pkg, v, `config ${n}`, unreadable),
      required: requiredConfig.has(n),
      secret: v.secret === true,
      ...(v.default !== undefined ? { default: v.default } : {}),
      ...(v.deprecationMessage !== undefined ? { deprecationMessage: v.deprecationMessage } : {}),
    });
  }
  return { functions, types, config, unreadable };
}
