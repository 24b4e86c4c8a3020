import { compareCodeUnits } from "../../naming/table";
import type { CtyType, ProviderSchemaJson, SchemaAttribute, SchemaBlock, SchemaEntry } from "../../schema/types";
import { cdktfPropertyOf, isIdentifier } from "./property-names";
import { hasCompanions, reservedProperties, type CdktfLanding } from "./reserved";

/**
 * An upstream name the CDKTF generator cannot use as it is. The generator is given `placeholder` instead
 * (a plain snake_case name whose camelCase is the property wanted), and every place its output spells the
 * placeholder as the Terraform name is turned back into the upstream name (restore.ts).
 */
export interface CdktfEscape {
  /** Upstream path: `<data source>.<attr>[.<nested>…]`, or `config.<attr>` for the provider block. */
  path: string;
  upstream: string;
  placeholder: string;
  /** The property the binding declares for it. */
  property: string;
  reason: string;
  /** What the binding's TSDoc says about it. */
  note: string;
}

/** An attribute whose type the CDKTF generator cannot render; the binding types it as any value. */
export interface CdktfLooseType {
  path: string;
  upstreamType: string;
  reason: string;
}

export interface PreparedSchema {
  schema: ProviderSchemaJson;
  escapes: CdktfEscape[];
  looseTypes: CdktfLooseType[];
}

/** Upstream names that can be written bare as an object key and inside a quoted string or a RegExp. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One attribute or nested block of a class, as the generator will be given it. */
interface Sibling {
  upstream: string;
  /** The key the generator is given: the upstream name, or a placeholder once escaped. */
  key: string;
  property: string;
  /** Why it is escaped (undefined while it keeps its own name). */
  reason?: string;
}

/**
 * The members the generator declares for one attribute beside its getter: `xInput` and `resetX` (renamed by the
 * generator itself to `xTfInput` / `resetTfX` when a sibling is called `x_input` / `reset_x`) and `putX`. Not
 * every attribute gets all three; counting them all escapes a name only where one of them could collide.
 */
function companions(s: Sibling, keys: ReadonlySet<string>): string[] {
  const t = capitalise(s.property);
  return [
    keys.has(`${s.key}_input`) ? `${s.property}TfInput` : `${s.property}Input`,
    keys.has(`reset_${s.key}`) ? `resetTf${t}` : `reset${t}`,
    `put${t}`,
  ];
}

class Preparer {
  readonly escapes: CdktfEscape[] = [];
  readonly looseTypes: CdktfLooseType[] = [];
  /** Placeholder → the upstream name and note it stands for (one placeholder may serve several classes). */
  private readonly placeholders = new Map<string, { upstream: string; note: string }>();

  private corpusText: string | undefined;

  /** `schema`: a placeholder must occur nowhere in its text, or restoring could hit upstream text. */
  constructor(private readonly schema: ProviderSchemaJson) {}

  /** The whole schema as text, made only when a first name needs escaping (most schemas need none). */
  private get corpus(): string {
    return (this.corpusText ??= JSON.stringify(this.schema));
  }

  entry(e: SchemaEntry, path: string, landing: CdktfLanding): SchemaEntry {
    return { ...e, block: this.block(e.block, path, landing) };
  }

  /** Attributes and nested blocks of one block share one CDKTF class and struct, so they are named together. */
  block(b: SchemaBlock, path: string, landing: CdktfLanding): SchemaBlock {
    const inner: CdktfLanding = landing === "provider" || landing === "providerStruct" ? "providerStruct" : "struct";
    const attrs = Object.entries(b.attributes ?? {});
    const blocks = Object.entries(b.block_types ?? {});
    const keys = this.siblings(
      attrs.map(([n]) => n),
      blocks.map(([n]) => n),
      path,
      landing,
    );
    const out: SchemaBlock = { ...b };
    if (b.attributes)
      out.attributes = Object.fromEntries(
        attrs.map(([n, a]) => [keys.get(n) as string, this.attribute(a, `${path}.${n}`, inner, this.note(path, n))]),
      );
    if (b.block_types) {
      out.block_types = Object.fromEntries(
        blocks.map(([n, bt]) => [keys.get(n) as string, { ...bt, block: this.block(bt.block, `${path}.${n}`, inner) }]),
      );
    }
    return out;
  }

  /** `inner`: where the attribute's own fields land (its object type or nested type). */
  private attribute(a: SchemaAttribute, path: string, inner: CdktfLanding, note: string | undefined): SchemaAttribute {
    const notes = note ? [note] : [];
    const out: SchemaAttribute = { ...a };
    if (a.nested_type) {
      const attributes = this.block({ attributes: a.nested_type.attributes }, path, inner).attributes ?? {};
      out.nested_type = { ...a.nested_type, attributes };
    } else if (a.type !== undefined) {
      const reason = looseTypeReason(a.type, !!(a.optional || a.required), !!a.computed);
      if (reason) {
        this.looseTypes.push({ path, upstreamType: ctyTypeText(a.type), reason });
        out.type = "dynamic";
        notes.push(`Typed as any value in this binding: ${reason} (upstream type \`${ctyTypeText(a.type)}\`).`);
      } else {
        out.type = this.ctyType(a.type, path, inner);
      }
    }
    if (notes.length) out.description = [...notes, a.description ?? ""].filter(Boolean).join("\n\n");
    return out;
  }

  /** Attribute names inside object types become struct properties too. */
  private ctyType(t: CtyType, path: string, landing: CdktfLanding): CtyType {
    if (typeof t === "string") return t;
    const [kind, arg] = t;
    if (kind === "object") {
      const fields = Object.entries(arg);
      const keys = this.siblings(
        fields.map(([n]) => n),
        [],
        path,
        landing,
      );
      const renamed = Object.fromEntries(fields.map(([n, ft]) => [keys.get(n) as string, this.ctyType(ft, `${path}.${n}`, landing)]));
      const optional = (t as [string, unknown, string[]?])[2];
      return optional ? ["object", renamed, optional.map((n) => keys.get(n) ?? n)] : ["object", renamed];
    }
    if (kind === "list" || kind === "set" || kind === "map") return [kind, this.ctyType(arg, path, landing)];
    return t;
  }

  private noteFor = new Map<string, string>();
  private note(path: string, name: string): string | undefined {
    return this.noteFor.get(`${path}.${name}`);
  }

  /**
   * The key each sibling is given to the generator: its own name wherever the generator's property for it
   * compiles and keeps the class working, else a placeholder. Only this class is looked at (its base classes,
   * the members the generator declares on it, its other attributes), so nothing elsewhere in the provider can
   * rename anything here. Of two names with the same property, the one the generator itself keeps (the later
   * in its order: attributes, then blocks, each in code-unit order) keeps it, and the other is escaped.
   */
  private siblings(attributes: string[], blocks: string[], path: string, landing: CdktfLanding): Map<string, string> {
    const reserved = reservedProperties(landing);
    const order = [...[...attributes].sort(compareCodeUnits), ...[...blocks].sort(compareCodeUnits)];
    const all: Sibling[] = order.map((n) => ({ upstream: n, key: n, property: cdktfPropertyOf(n) }));
    for (const s of all) s.reason = hardReason(s, reserved);
    // Names that collide with a sibling: escape one and look again, until every member of the class is unique.
    for (;;) {
      const clash = firstClash(all, landing);
      if (!clash) break;
      clash.victim.reason = `its property "${clash.member}" is already taken by "${clash.holder}"`;
    }
    const taken = members(
      all.filter((s) => !s.reason),
      landing,
    );
    for (const s of all.filter((x) => x.reason)) {
      const reason = s.reason as string;
      const note = `Upstream attribute \`${JSON.stringify(s.upstream).slice(1, -1)}\`, escaped as \`%s\`: ${reason}.`;
      const { placeholder, property } = this.placeholder(s.upstream, note, (p) => {
        const own = [p, ...(hasCompanions(landing) ? companions({ ...s, property: p, key: "" }, new Set()) : [])];
        return own.some((m) => taken.has(m) || reserved.has(m)) || !isIdentifier(p);
      });
      s.key = placeholder;
      s.property = property;
      for (const m of [property, ...(hasCompanions(landing) ? companions(s, new Set()) : [])]) taken.set(m, s.upstream);
      const text = note.replace("%s", property);
      this.escapes.push({ path: `${path}.${s.upstream}`, upstream: s.upstream, placeholder, property, reason, note: text });
      this.noteFor.set(`${path}.${s.upstream}`, text);
    }
    return new Map(all.map((s) => [s.upstream, s.key]));
  }

  /**
   * A placeholder for an upstream name and the property the generator will derive from it: `<name>Attribute`
   * (`attribute<Name>` for a name starting with a digit), or `<name>Attribute2`, `3`, … when this class already
   * holds that. The placeholder's spelling (extra `_` before `attribute` give the same property and struct names)
   * varies only to stay unique across the provider; the property never depends on anything outside this class.
   */
  private placeholder(upstream: string, note: string, taken: (property: string) => boolean): { placeholder: string; property: string } {
    let base = upstream.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    if (base === "") base = /^_+$/.test(upstream) ? "underscore" : "attribute";
    const digit = /^[0-9]/.test(base);
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? "" : `_${n}`;
      const wanted = cdktfPropertyOf(digit ? `attribute_${base}${suffix}` : `${base}_attribute${suffix}`);
      if (taken(wanted)) continue;
      for (let k = 1; k < 50; k++) {
        const sep = "_".repeat(k);
        const placeholder = digit ? `attribute${sep}${base}${suffix}` : `${base}${sep}attribute${suffix}`;
        if (cdktfPropertyOf(placeholder) !== wanted) break;
        const known = this.placeholders.get(placeholder);
        const text = note.replace("%s", wanted);
        if (known) {
          if (known.upstream === upstream && known.note === text) return { placeholder, property: wanted };
          continue;
        }
        if (this.corpus.includes(placeholder)) continue;
        this.placeholders.set(placeholder, { upstream, note: text });
        return { placeholder, property: wanted };
      }
    }
  }
}

/** Member → the upstream name declaring it, for the siblings that keep their names. */
function members(kept: Sibling[], landing: CdktfLanding): Map<string, string> {
  const keys = new Set(kept.map((s) => s.key));
  const out = new Map<string, string>();
  for (const s of kept) {
    for (const m of [s.property, ...(hasCompanions(landing) ? companions(s, keys) : [])]) if (!out.has(m)) out.set(m, s.upstream);
  }
  return out;
}

/**
 * The first member two kept siblings would both declare, and which of them gives way: of two getters, the one
 * the generator would drop (the earlier in its order); of a getter and another's companion, the getter's owner;
 * of two companions, the later name's owner.
 */
function firstClash(all: Sibling[], landing: CdktfLanding): { victim: Sibling; member: string; holder: string } | undefined {
  const kept = all.filter((s) => !s.reason);
  const keys = new Set(kept.map((s) => s.key));
  const getters = new Map<string, Sibling>();
  for (const s of [...kept].reverse()) {
    const holder = getters.get(s.property);
    if (holder) return { victim: s, member: s.property, holder: holder.upstream };
    getters.set(s.property, s);
  }
  if (!hasCompanions(landing)) return undefined;
  const companionOf = new Map<string, Sibling>();
  for (const s of kept) {
    for (const m of companions(s, keys)) {
      const other = getters.get(m);
      if (other && other !== s) return { victim: other, member: m, holder: s.upstream };
      // Two companions alike (`resetFooInput` of foo_input and of reset_foo): the later name gives way.
      const first = companionOf.get(m);
      if (first && first !== s) return { victim: s, member: m, holder: first.upstream };
      companionOf.set(m, s);
    }
  }
  return undefined;
}

/** Why a name cannot keep the generator's property whatever its siblings are, or undefined. */
function hardReason(s: Sibling, reserved: ReadonlyMap<string, string>): string | undefined {
  if (!PLAIN_NAME.test(s.upstream)) return "the name is not a plain identifier (the generator writes it unquoted and inside a RegExp)";
  if (!isIdentifier(s.property)) return `the generator would name its property "${s.property}", which is no identifier`;
  const member = [s.property, ...companions(s, new Set())].find((m) => reserved.has(m));
  return member === undefined ? undefined : reserved.get(member);
}

/**
 * Why the CDKTF generator cannot render an attribute type, or undefined when it can. Measured against the
 * pinned generator (test/tfgen/hostile-schemas.test.ts compiles each shape): tuples make it throw; as an
 * argument, a collection of collections holding objects produces code that does not compile; as a result
 * only, a map of maps or of dynamic values does not compile either.
 */
export function looseTypeReason(t: CtyType, assignable: boolean, computed: boolean): string | undefined {
  if (some(t, (x) => Array.isArray(x) && x[0] === "tuple")) return "CDKTF has no tuple types";
  if (assignable && some(t, (x) => isCollection(x) && isCollection(x[1]) && some(x[1], isObject))) {
    return "CDKTF cannot generate arguments that are collections of collections of objects";
  }
  if (
    (computed || !assignable) &&
    some(t, (x) => Array.isArray(x) && x[0] === "map" && (isCollectionKind(x[1], "map") || x[1] === "dynamic"))
  ) {
    return "CDKTF cannot generate results that are maps of maps or of dynamic values";
  }
  return undefined;
}

const isCollection = (t: CtyType): t is ["list" | "set" | "map", CtyType] =>
  Array.isArray(t) && (t[0] === "list" || t[0] === "set" || t[0] === "map");
const isCollectionKind = (t: CtyType, kind: string) => Array.isArray(t) && t[0] === kind;
const isObject = (t: CtyType) => Array.isArray(t) && t[0] === "object";

function some(t: CtyType, test: (t: CtyType) => boolean): boolean {
  if (test(t)) return true;
  if (typeof t === "string") return false;
  const [kind, arg] = t;
  if (kind === "object") return Object.values(arg).some((x) => some(x, test));
  if (kind === "tuple") return arg.some((x) => some(x, test));
  return some(arg, test);
}

/** `map(list(object({a=string})))`: the type as Terraform spells it, for documentation. */
export function ctyTypeText(t: CtyType): string {
  if (typeof t === "string") return t;
  const [kind, arg] = t;
  if (kind === "object")
    return `object({${Object.entries(arg)
      .map(([k, v]) => `${k}=${ctyTypeText(v)}`)
      .join(", ")}})`;
  if (kind === "tuple") return `tuple([${arg.map(ctyTypeText).join(", ")}])`;
  return `${kind}(${ctyTypeText(arg)})`;
}

/**
 * The schema the CDKTF generator is given: every name it cannot use replaced by a placeholder and every
 * type it cannot render replaced by `dynamic`, each recorded. A schema with nothing to escape comes back
 * as the same object (no copy, and the generator's output is what it always was).
 */
export function prepareSchemaForCdktf(schema: ProviderSchemaJson): PreparedSchema {
  const p = new Preparer(schema);
  const prepared: ProviderSchemaJson = {
    ...schema,
    provider: p.entry(schema.provider, "config", "provider"),
    data_source_schemas: Object.fromEntries(
      Object.entries(schema.data_source_schemas ?? {}).map(([n, e]) => [n, p.entry(e, n, "dataSource")]),
    ),
  };
  if (p.escapes.length === 0 && p.looseTypes.length === 0) return { schema, escapes: [], looseTypes: [] };
  return { schema: prepared, escapes: p.escapes, looseTypes: p.looseTypes };
}
