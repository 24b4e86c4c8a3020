/**
 * Provider schemas in the JSON form of `terraform providers schema -json` (the form of the pinned snapshots
 * in schemas/), built from a GetProviderSchema answer of either protocol version; the object type Terraform
 * derives from a block; and the comparison that finds drift between a running provider and its snapshot.
 */
import { type CtyType, hasDynamic, parseCtyType } from "./cty/types";

export interface SchemaAttribute {
  type?: unknown;
  nested_type?: SchemaNestedType;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  write_only?: boolean;
}

export interface SchemaNestedType {
  attributes: Record<string, SchemaAttribute>;
  nesting_mode: "single" | "list" | "set" | "map";
}

export interface SchemaBlock {
  attributes?: Record<string, SchemaAttribute>;
  block_types?: Record<string, SchemaBlockType>;
}

export interface SchemaBlockType {
  nesting_mode: "single" | "group" | "list" | "set" | "map";
  block: SchemaBlock;
  min_items?: number;
  max_items?: number;
}

export interface Schema {
  version: number;
  block: SchemaBlock;
}

/** A provider function's signature as the running provider states it. */
export interface FunctionSignature {
  parameters: FunctionParameterSignature[];
  variadic?: FunctionParameterSignature;
  returnType: CtyType;
}

export interface FunctionParameterSignature {
  name: string;
  type: CtyType;
  allowNull: boolean;
}

export interface ProviderSchema {
  provider: Schema;
  dataSources: Record<string, Schema>;
  /** Absent when the provider has none (or speaks a protocol older than 5.7 / 6.7). */
  ephemeralResources?: Record<string, Schema>;
  /** Absent when the provider has none (or speaks a protocol older than 5.5 / 6.5). */
  functions?: Record<string, FunctionSignature>;
}

// ---- from the protocol ----------------------------------------------------------

interface ProtoAttribute {
  name: string;
  type?: Uint8Array | null;
  nested_type?: { attributes?: ProtoAttribute[]; nesting?: string } | null;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  write_only?: boolean;
}
interface ProtoBlock {
  attributes?: ProtoAttribute[];
  block_types?: { type_name: string; block?: ProtoBlock | null; nesting?: string; min_items?: number; max_items?: number }[];
}
export interface ProtoSchema {
  version?: number;
  block?: ProtoBlock | null;
}

const lower = <T extends string>(nesting: string | undefined, allowed: readonly T[], where: string): T => {
  const mode = (nesting ?? "").toLowerCase() as T;
  if (!allowed.includes(mode)) throw new Error(`${where}: unknown nesting mode ${JSON.stringify(nesting)}`);
  return mode;
};

function attributeFromProto(a: ProtoAttribute, where: string): SchemaAttribute {
  const out: SchemaAttribute = {};
  if (a.nested_type) {
    out.nested_type = {
      attributes: Object.fromEntries((a.nested_type.attributes ?? []).map((n) => [n.name, attributeFromProto(n, `${where}.${n.name}`)])),
      nesting_mode: lower(a.nested_type.nesting, ["single", "list", "set", "map"] as const, where),
    };
  } else {
    const text = Buffer.from(a.type ?? new Uint8Array()).toString("utf8");
    try {
      out.type = JSON.parse(text);
    } catch {
      throw new Error(`${where}: the provider sent an unreadable type ${JSON.stringify(text.slice(0, 80))}`);
    }
  }
  for (const flag of ["required", "optional", "computed", "sensitive", "write_only"] as const) if (a[flag]) out[flag] = true;
  return out;
}

function blockFromProto(b: ProtoBlock | null | undefined, where: string): SchemaBlock {
  const out: SchemaBlock = {};
  if (b?.attributes?.length)
    out.attributes = Object.fromEntries(b.attributes.map((a) => [a.name, attributeFromProto(a, `${where}.${a.name}`)]));
  if (b?.block_types?.length) {
    out.block_types = Object.fromEntries(
      b.block_types.map((t) => {
        const at = `${where}.${t.type_name}`;
        const nested: SchemaBlockType = {
          nesting_mode: lower(t.nesting, ["single", "group", "list", "set", "map"] as const, at),
          block: blockFromProto(t.block, at),
        };
        if (t.min_items) nested.min_items = t.min_items;
        if (t.max_items) nested.max_items = t.max_items;
        return [t.type_name, nested];
      }),
    );
  }
  return out;
}

export interface ProtoFunction {
  parameters?: ProtoFunctionParameter[];
  variadic_parameter?: ProtoFunctionParameter | null;
  return?: { type?: Uint8Array | null } | null;
}

interface ProtoFunctionParameter {
  name?: string;
  type?: Uint8Array | null;
  allow_null_value?: boolean;
}

function protoType(bytes: Uint8Array | null | undefined, where: string): CtyType {
  const text = Buffer.from(bytes ?? new Uint8Array()).toString("utf8");
  try {
    return parseCtyType(JSON.parse(text));
  } catch {
    throw new Error(`${where}: the provider sent an unreadable type ${JSON.stringify(text.slice(0, 80))}`);
  }
}

export function functionFromProto(f: ProtoFunction, where: string): FunctionSignature {
  const parameter = (p: ProtoFunctionParameter, i: number | "variadic"): FunctionParameterSignature => ({
    name: p.name ?? "",
    type: protoType(p.type, `${where} parameter ${i}`),
    allowNull: p.allow_null_value === true,
  });
  return {
    parameters: (f.parameters ?? []).map((p, i) => parameter(p, i)),
    ...(f.variadic_parameter ? { variadic: parameter(f.variadic_parameter, "variadic") } : {}),
    returnType: protoType(f.return?.type, `${where} return type`),
  };
}

export function schemaFromProto(s: ProtoSchema | null | undefined, where: string): Schema {
  return { version: s?.version ?? 0, block: blockFromProto(s?.block, where) };
}

// ---- types ------------------------------------------------------------------------

/*
 * A schema, once fetched, is never changed: the types it implies are worked out once per attribute and block
 * object, not again on every lookup that encodes arguments or decodes a result with them.
 */
const attributeTypes = new WeakMap<SchemaAttribute, CtyType>();
const blockTypes = new WeakMap<SchemaBlock, CtyType & { kind: "object" }>();

export function attributeType(a: SchemaAttribute): CtyType {
  const known = attributeTypes.get(a);
  if (known) return known;
  const t = attributeTypeOf(a);
  attributeTypes.set(a, t);
  return t;
}

function attributeTypeOf(a: SchemaAttribute): CtyType {
  if (!a.nested_type) return parseCtyType(a.type);
  const object: CtyType = {
    kind: "object",
    attributes: Object.fromEntries(Object.entries(a.nested_type.attributes).map(([n, x]) => [n, attributeType(x)])),
  };
  return a.nested_type.nesting_mode === "single" ? object : { kind: a.nested_type.nesting_mode, element: object };
}

/** The object type of a block's values, as Terraform's configschema implies it. */
export function blockType(block: SchemaBlock): CtyType & { kind: "object" } {
  const known = blockTypes.get(block);
  if (known) return known;
  const t = blockTypeOf(block);
  blockTypes.set(block, t);
  return t;
}

function blockTypeOf(block: SchemaBlock): CtyType & { kind: "object" } {
  const attributes: Record<string, CtyType> = {};
  for (const [name, a] of Object.entries(block.attributes ?? {})) attributes[name] = attributeType(a);
  for (const [name, nested] of Object.entries(block.block_types ?? {})) {
    const inner = blockType(nested.block);
    switch (nested.nesting_mode) {
      case "single":
      case "group":
        attributes[name] = inner;
        break;
      case "set":
        attributes[name] = { kind: "set", element: inner };
        break;
      case "list":
        // A list or map of blocks whose content is partly dynamic cannot be a list or map of one type.
        attributes[name] = hasDynamic(inner)
          ? { kind: "dynamic", blocks: { nesting: "list", element: inner } }
          : { kind: "list", element: inner };
        break;
      case "map":
        attributes[name] = hasDynamic(inner)
          ? { kind: "dynamic", blocks: { nesting: "map", element: inner } }
          : { kind: "map", element: inner };
        break;
    }
  }
  return { kind: "object", attributes };
}

// ---- drift --------------------------------------------------------------------------

function attributeShape(a: SchemaAttribute): unknown {
  const nested = a.nested_type
    ? {
        nesting: a.nested_type.nesting_mode,
        attributes: Object.fromEntries(
          Object.entries(a.nested_type.attributes)
            .sort(([x], [y]) => (x < y ? -1 : 1))
            .map(([n, x]) => [n, attributeShape(x)]),
        ),
      }
    : null;
  return { type: a.type ?? null, nested, required: !!a.required, optional: !!a.optional, computed: !!a.computed };
}

/** Paths where two schemas differ in what values look like (descriptions and deprecations do not count). */
export function schemaDifferences(pinned: SchemaBlock, running: SchemaBlock, path: string): string[] {
  const out: string[] = [];
  const attrs = (b: SchemaBlock) => b.attributes ?? {};
  const blocks = (b: SchemaBlock) => b.block_types ?? {};
  const shape = (a: SchemaAttribute): string => JSON.stringify(attributeShape(a));
  for (const name of new Set([...Object.keys(attrs(pinned)), ...Object.keys(attrs(running))])) {
    const p = attrs(pinned)[name];
    const r = attrs(running)[name];
    if (!p) out.push(`${path}.${name}: an attribute the pinned schema does not have`);
    else if (!r) out.push(`${path}.${name}: missing from the running provider`);
    else if (shape(p) !== shape(r)) out.push(`${path}.${name}: pinned ${shape(p)}, running ${shape(r)}`);
  }
  for (const name of new Set([...Object.keys(blocks(pinned)), ...Object.keys(blocks(running))])) {
    const p = blocks(pinned)[name];
    const r = blocks(running)[name];
    if (!p) out.push(`${path}.${name}: a block the pinned schema does not have`);
    else if (!r) out.push(`${path}.${name}: block missing from the running provider`);
    else {
      if (p.nesting_mode !== r.nesting_mode) out.push(`${path}.${name}: nesting ${p.nesting_mode} pinned, ${r.nesting_mode} running`);
      out.push(...schemaDifferences(p.block, r.block, `${path}.${name}`));
    }
  }
  return out;
}
