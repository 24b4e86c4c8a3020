import type { ProviderOverrides } from "../overrides/types";
import type { CtyType, SchemaAttribute, SchemaBlock, SchemaBlockType } from "../schema/types";
import { nameObjectFields, nestedTypeName, type SiblingField } from "./naming-adapter";
import type { FieldShape } from "../naming";
import type { ObjectTypeModel, PropertyModel, RuleModel, TypeRef } from "./types";

/** Thrown when the overrides name something the schema does not have: a stale override must not pass silently. */
export class OverridesError extends Error {}

interface Field {
  tfName: string;
  attr?: SchemaAttribute;
  block?: SchemaBlockType;
}

type Role = "input" | "output";

export class ModelBuilder {
  readonly types = new Map<string, ObjectTypeModel>();
  readonly resolutions: string[] = [];
  readonly usedOverrides = new Set<string>();
  readonly usedSecrets = new Set<string>();
  /** Result paths the overrides declare optional (`dataSources.<type>.optionalOutputs`). */
  readonly optionalOutputs = new OverridePaths();
  /** Result paths the overrides declare always present (`dataSources.<type>.alwaysPresentOutputs`). */
  readonly alwaysPresentOutputs = new OverridePaths();
  /** Lists and sets the overrides expose as one object (`dataSources.<type>.maxItemsOne`). */
  readonly maxItemsOne = new OverridePaths();
  /** Type name → upstream path of every nested type, with the `<name>Args` twin each one also declares. */
  private readonly typeNamesClaimed = new Map<string, string>();

  constructor(
    readonly o: ProviderOverrides,
    readonly file: string,
  ) {}

  /** Each block is walked once as arguments and once as results; a collision is still one resolution. */
  report(resolution: string): void {
    if (!this.resolutions.includes(resolution)) this.resolutions.push(resolution);
  }

  /** An explicit documented name for an upstream path (overrides `names`, then kept `aliases`). */
  explicitName(path: string): string | undefined {
    for (const table of ["names", "aliases"] as const) {
      const explicit = this.o[table]?.[path];
      if (explicit) {
        this.usedOverrides.add(`${table}:${path}`);
        return explicit;
      }
    }
    return undefined;
  }

  /** `topLevel`: the block of a data source itself, where the SDK-added `timeouts` block is left out. */
  fields(block: SchemaBlock, topLevel = false): Field[] {
    const out: Field[] = [];
    for (const [n, a] of Object.entries(block.attributes ?? {})) out.push({ tfName: n, attr: a });
    for (const [n, b] of Object.entries(block.block_types ?? {}))
      if (!(topLevel && isSdkTimeoutsBlock(n, b))) out.push({ tfName: n, block: b });
    return out.sort((a, b) => (a.tfName < b.tfName ? -1 : a.tfName > b.tfName ? 1 : 0));
  }

  /** Walks one block into properties, registering nested object types under `typePrefix`. */
  properties(
    block: SchemaBlock,
    path: string,
    typePrefix: string,
    role: Role,
    secretPaths: Set<string>,
    dataSourceBlock = false,
  ): PropertyModel[] {
    const all = this.fields(block, dataSourceBlock);
    // Names are decided over all siblings at once, so inputs and outputs of one object agree.
    const named = nameObjectFields(
      all.map((f): SiblingField => ({
        tfName: f.tfName,
        shape: shapeOf(f, this.maxItemsOne.has(`${path}.${f.tfName}`)),
        explicit: this.explicitName(`${path}.${f.tfName}`),
      })),
      this.o.renameWords ?? {},
    );
    for (const r of named.resolutions) this.report(`${path}: ${r}`);
    const props: PropertyModel[] = [];
    // The bridge leaves computed-only attributes out of a function's (and the provider's) arguments, but a nested
    // argument type declares every field of its block, the computed ones optional (pkg/tfgen's input rule).
    const topLevel = dataSourceBlock || path === "config";
    for (const f of all.filter((x) => role === "output" || !topLevel || isInput(x))) {
      const fpath = `${path}.${f.tfName}`;
      const name = named.names.get(f.tfName) as string;
      if (secretPaths.has(fpath)) this.usedSecrets.add(fpath);
      const secret = !!f.attr?.sensitive || secretPaths.has(fpath);
      const one = this.maxItemsOne.use(fpath);
      const full = this.typeOf(f, fpath, nestedTypeName(typePrefix, name, !one && isCollection(f)), role, secretPaths);
      const type = one ? this.oneOf(full, fpath) : full;
      const declaredOptional = role === "output" && this.optionalOutputs.use(fpath);
      const declaredPresent = role === "output" && this.alwaysPresentOutputs.use(fpath);
      props.push({
        name,
        tfName: f.tfName,
        type,
        required: role === "input" ? isRequiredInput(f) : declaredPresent || (isAlwaysPresent(f) && !declaredOptional),
        description: f.attr?.description ?? f.block?.block.description,
        deprecationMessage: deprecation(f, name),
        secret,
        ...(one || isFlattenedField(f) ? { flattened: true } : {}),
      });
    }
    return props;
  }

  /** The element of a list or set the overrides expose as one object (`maxItemsOne`). */
  oneOf(t: TypeRef, path: string): TypeRef {
    if (t.kind === "list") return t.element;
    const [tfType, ...rest] = path.split(".");
    throw new OverridesError(
      `${this.file}: $.dataSources.${tfType}.maxItemsOne: "${rest.join(".")}" is no list or set, so it cannot be one object`,
    );
  }

  typeOf(f: Field, path: string, typeName: string, role: Role, secretPaths: Set<string>): TypeRef {
    if (f.block) {
      const obj = this.objectType(f.block.block, path, typeName, role, secretPaths);
      switch (f.block.nesting_mode) {
        case "single":
        case "group":
          return obj;
        case "map":
          return { kind: "map", element: obj };
        default:
          return isFlattened(f.block) ? obj : { kind: "list", element: obj, collection: f.block.nesting_mode };
      }
    }
    const a = f.attr as SchemaAttribute;
    if (a.nested_type) {
      const obj = this.objectType({ attributes: a.nested_type.attributes }, path, typeName, role, secretPaths);
      switch (a.nested_type.nesting_mode) {
        case "single":
          return obj;
        case "map":
          return { kind: "map", element: obj };
        default:
          return a.nested_type.max_items === 1
            ? obj
            : { kind: "list", element: obj, collection: a.nested_type.nesting_mode as "list" | "set" };
      }
    }
    return this.ctyType(a.type as CtyType, path, typeName, role, secretPaths);
  }

  ctyType(t: CtyType, path: string, typeName: string, role: Role, secretPaths: Set<string>): TypeRef {
    if (typeof t === "string") {
      return { kind: t === "bool" ? "boolean" : t === "dynamic" ? "any" : t };
    }
    const [kind, arg] = t;
    switch (kind) {
      case "list":
      case "set":
        return { kind: "list", element: this.ctyType(arg, path, typeName, role, secretPaths), collection: kind };
      case "map":
        return { kind: "map", element: this.ctyType(arg, path, typeName, role, secretPaths) };
      case "object": {
        const attrs: Record<string, SchemaAttribute> = {};
        const optional = new Set((t as [string, unknown, string[]])[2] ?? []);
        for (const [n, at] of Object.entries(arg)) {
          // Attributes of a cty object have no flags of their own: they follow the enclosing field.
          attrs[n] =
            role === "input"
              ? optional.has(n)
                ? { type: at, optional: true }
                : { type: at, required: true }
              : { type: at, computed: true };
        }
        return this.objectType({ attributes: attrs }, path, typeName, role, secretPaths);
      }
      default:
        // Tuples have no Pulumi equivalent; the bridge exposes them as untyped values too.
        return { kind: "any" };
    }
  }

  objectType(block: SchemaBlock, path: string, name: string, role: Role, secretPaths: Set<string>): TypeRef {
    const props = this.properties(block, path, name, role, secretPaths);
    // Each type also declares `<name>Args`, so `x` beside `x_args` must not give `T` and `TArgs` to two paths.
    const holder = (n: string) => [n, `${n}Args`].map((k) => this.typeNamesClaimed.get(k)).find((p) => p !== undefined && p !== path);
    let finalName = name;
    const taken = holder(name);
    if (taken !== undefined && this.shares(name, taken, path, role, props)) {
      // Two paths of one data source that name one type of one shape (`security_group` and `security_groups`)
      // are one type, as in a bridged SDK.
      this.types.get(name)![role] = props;
      return { kind: "object", name };
    }
    if (taken !== undefined) {
      // Two upstream paths singularise to one type name with different shapes: suffix the later one.
      let i = 2;
      while (holder(`${name}${i}`) !== undefined) i++;
      finalName = `${name}${i}`;
      this.report(`${path}: nested type name "${name}" is already used by ${taken}; named "${finalName}"`);
    }
    this.typeNamesClaimed.set(finalName, path);
    this.typeNamesClaimed.set(`${finalName}Args`, path);
    const current = this.types.get(finalName) ?? { name: finalName, tfPath: path };
    // The same type seen from the argument side and the result side keeps one name in both namespaces.
    current[role] = props;
    this.types.set(finalName, current);
    return { kind: "object", name: finalName };
  }

  /**
   * Whether `path` can use the type `name` that `taken` declared: same data source (a type is declared in its
   * function's module), same name for the type itself (not its `Args` twin), and the same fields on this side.
   */
  private shares(name: string, taken: string, path: string, role: Role, props: PropertyModel[]): boolean {
    const t = this.types.get(name);
    if (!t || t.tfPath !== taken || taken.split(".")[0] !== path.split(".")[0]) return false;
    const known = t[role];
    return known !== undefined && sameFields(known, props);
  }

  rules(rules: { kind: RuleModel["kind"]; fields: string[] }[], props: PropertyModel[], where: string): RuleModel[] {
    return rules.map((r) => ({
      kind: r.kind,
      tfFields: r.fields,
      fields: r.fields.map((tf) => {
        const p = props.find((x) => x.tfName === tf);
        if (!p)
          throw new OverridesError(
            `${this.file}: rule ${r.kind}(${r.fields.join(", ")}) names "${tf}", which ${where} has no argument for`,
          );
        return p.name;
      }),
    }));
  }
}

/** Two field lists that declare the same interface and map to the same upstream names (descriptions aside). */
function sameFields(a: PropertyModel[], b: PropertyModel[]): boolean {
  const key = (props: PropertyModel[]) => JSON.stringify(props.map((p) => [p.name, p.tfName, p.type, p.required, p.secret, !!p.flattened]));
  return key(a) === key(b);
}

/** Upstream paths an overrides list names, and which of them the schema walk met (one never met is stale). */
class OverridePaths {
  private readonly all = new Set<string>();
  private readonly met = new Set<string>();
  add(path: string): void {
    this.all.add(path);
  }
  has(path: string): boolean {
    return this.all.has(path);
  }
  /** Whether the path is listed, recording that it was met. */
  use(path: string): boolean {
    if (!this.all.has(path)) return false;
    this.met.add(path);
    return true;
  }
  wasMet(path: string): boolean {
    return this.met.has(path);
  }
}

/** The shape the bridge's naming looks at: collection kind and MaxItems (1 where the overrides say `maxItemsOne`). */
function shapeOf(f: Field, maxItemsOne = false): FieldShape {
  const shape = upstreamShape(f);
  return maxItemsOne && shape.collection ? { ...shape, maxItems: 1 } : shape;
}

function upstreamShape(f: Field): FieldShape {
  if (f.block) {
    const m = f.block.nesting_mode;
    return m === "list" || m === "set" || m === "map" ? { collection: m, maxItems: f.block.max_items } : {};
  }
  const a = f.attr as SchemaAttribute;
  if (a.nested_type) {
    const m = a.nested_type.nesting_mode;
    return m === "list" || m === "set" || m === "map" ? { collection: m, maxItems: a.nested_type.max_items } : {};
  }
  return Array.isArray(a.type) && (a.type[0] === "list" || a.type[0] === "set" || a.type[0] === "map") ? { collection: a.type[0] } : {};
}

/** Whether the SDK exposes the field as an array (so its element type takes the singular name). */
function isCollection(f: Field): boolean {
  const s = shapeOf(f);
  return (s.collection === "list" || s.collection === "set") && s.maxItems !== 1;
}

/** typeOf exposes these as one object; the runtime needs the flag to wrap and unwrap the upstream list. */
function isFlattenedField(f: Field): boolean {
  if (f.block) return isFlattened(f.block);
  const n = f.attr?.nested_type;
  return !!n && (n.nesting_mode === "list" || n.nesting_mode === "set") && n.max_items === 1;
}

function isFlattened(b: SchemaBlockType): boolean {
  return (b.nesting_mode === "list" || b.nesting_mode === "set") && b.max_items === 1;
}

/** The `timeouts` block the Terraform plugin SDK adds to a data source: single, with only duration strings. */
const TIMEOUT_KEYS = new Set(["create", "read", "update", "delete", "default"]);
export function isSdkTimeoutsBlock(name: string, b: SchemaBlockType): boolean {
  const attrs = Object.entries(b.block.attributes ?? {});
  return (
    name === "timeouts" &&
    b.nesting_mode === "single" &&
    Object.keys(b.block.block_types ?? {}).length === 0 &&
    attrs.length > 0 &&
    attrs.every(([k, a]) => TIMEOUT_KEYS.has(k) && a.type === "string" && a.optional && !a.required)
  );
}

/**
 * Every block is an argument: Terraform's configuration can always write a block, and the bridge makes a block
 * an optional argument even when all its attributes are computed (a Plugin Framework data source's computed
 * nested block; an SDKv2 Optional+Computed block, which the schema JSON cannot tell apart from it).
 */
function isInput(f: Field): boolean {
  if (f.block) return true;
  return !!(f.attr?.required || f.attr?.optional);
}

function isRequiredInput(f: Field): boolean {
  if (f.block) return (f.block.min_items ?? 0) > 0;
  return !!f.attr?.required;
}

/**
 * In results, computed and required fields are always there; optional-only ones echo what was passed. A block
 * is required only with min_items > 0: the bridge marks a result field optional when it is Optional and not
 * Computed, which is what every other block is (the schema JSON has no Computed for blocks).
 */
function isAlwaysPresent(f: Field): boolean {
  if (f.block) return (f.block.min_items ?? 0) > 0;
  return !!(f.attr?.computed || f.attr?.required);
}

function deprecation(f: Field, name: string): string | undefined {
  const dep = f.attr?.deprecated || f.block?.block.deprecated;
  return dep ? `${name} is deprecated upstream` : undefined;
}
