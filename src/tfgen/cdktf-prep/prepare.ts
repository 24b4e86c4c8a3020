import type { CtyType, ProviderSchemaJson, SchemaAttribute, SchemaBlock, SchemaEntry } from "../schema/types";
import { cdktfPropertyOf, isIdentifier } from "./cdktf-naming";
import { CDKTF_RESERVED_PROPERTIES } from "./reserved";

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

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Members the generator adds for an attribute besides its getter; a sibling's getter must not take one. */
const companions = (property: string) => [`${property}Input`, `reset${capitalise(property)}`, `put${capitalise(property)}`];

class Preparer {
  readonly escapes: CdktfEscape[] = [];
  readonly looseTypes: CdktfLooseType[] = [];
  private readonly placeholders = new Set<string>();

  private corpusText: string | undefined;

  /** `schema`: a placeholder must occur nowhere in its text, or restoring could hit upstream text. */
  constructor(private readonly schema: ProviderSchemaJson) {}

  /** The whole schema as text, made only when a first name needs escaping (most schemas need none). */
  private get corpus(): string {
    return (this.corpusText ??= JSON.stringify(this.schema));
  }

  entry(e: SchemaEntry, path: string): SchemaEntry {
    return { ...e, block: this.block(e.block, path) };
  }

  /** Attributes and nested blocks of one block share one CDKTF struct, so they are named together. */
  block(b: SchemaBlock, path: string): SchemaBlock {
    const attrs = Object.entries(b.attributes ?? {});
    const blocks = Object.entries(b.block_types ?? {});
    const keys = this.siblings([...attrs.map(([n]) => n), ...blocks.map(([n]) => n)], path);
    const out: SchemaBlock = { ...b };
    if (b.attributes)
      out.attributes = Object.fromEntries(
        attrs.map(([n, a]) => [keys.get(n) as string, this.attribute(a, `${path}.${n}`, this.note(path, n))]),
      );
    if (b.block_types) {
      out.block_types = Object.fromEntries(
        blocks.map(([n, bt]) => [keys.get(n) as string, { ...bt, block: this.block(bt.block, `${path}.${n}`) }]),
      );
    }
    return out;
  }

  private attribute(a: SchemaAttribute, path: string, note: string | undefined): SchemaAttribute {
    const notes = note ? [note] : [];
    const out: SchemaAttribute = { ...a };
    if (a.nested_type) {
      out.nested_type = { ...a.nested_type, attributes: this.block({ attributes: a.nested_type.attributes }, path).attributes ?? {} };
    } else if (a.type !== undefined) {
      const reason = looseTypeReason(a.type, !!(a.optional || a.required), !!a.computed);
      if (reason) {
        this.looseTypes.push({ path, upstreamType: ctyTypeText(a.type), reason });
        out.type = "dynamic";
        notes.push(`Typed as any value in this binding: ${reason} (upstream type \`${ctyTypeText(a.type)}\`).`);
      } else {
        out.type = this.ctyType(a.type, path);
      }
    }
    if (notes.length) out.description = [...notes, a.description ?? ""].filter(Boolean).join("\n\n");
    return out;
  }

  /** Attribute names inside object types become struct properties too. */
  private ctyType(t: CtyType, path: string): CtyType {
    if (typeof t === "string") return t;
    const [kind, arg] = t;
    if (kind === "object") {
      const fields = Object.entries(arg);
      const keys = this.siblings(
        fields.map(([n]) => n),
        path,
      );
      const renamed = Object.fromEntries(fields.map(([n, ft]) => [keys.get(n) as string, this.ctyType(ft, `${path}.${n}`)]));
      const optional = (t as [string, unknown, string[]?])[2];
      return optional ? ["object", renamed, optional.map((n) => keys.get(n) ?? n)] : ["object", renamed];
    }
    if (kind === "list" || kind === "set" || kind === "map") return [kind, this.ctyType(arg, path)];
    return t;
  }

  private noteFor = new Map<string, string>();
  private note(path: string, name: string): string | undefined {
    return this.noteFor.get(`${path}.${name}`);
  }

  /**
   * The key each sibling is given to the generator: its own name when that makes a usable, unique property,
   * else a placeholder. Plain names are placed first, in code-unit order, so a usable name is never displaced
   * by an escaped one and the outcome does not depend on the order of keys in the schema file.
   */
  private siblings(names: string[], path: string): Map<string, string> {
    const sorted = [...names].sort(byCodeUnits);
    const keys = new Map<string, string>();
    const holders = new Map<string, string>(); // property or companion member → upstream name holding it
    const primaries = new Set<string>();
    const claim = (property: string, upstream: string) => {
      primaries.add(property);
      for (const m of [property, ...companions(property)]) if (!holders.has(m)) holders.set(m, upstream);
    };
    const clash = (property: string) => holders.has(property) || companions(property).some((m) => primaries.has(m));
    const problem = new Map<string, string>();
    for (const n of sorted) {
      const property = cdktfPropertyOf(n);
      if (!PLAIN_NAME.test(n)) problem.set(n, "the name is not a plain identifier (the generator writes it unquoted and inside a RegExp)");
      else if (!isIdentifier(property)) problem.set(n, `the generator would name its property "${property}", which is no identifier`);
      else if (CDKTF_RESERVED_PROPERTIES.has(property))
        problem.set(n, `"${property}" is a member every CDKTF construct or struct already has`);
      else if (clash(property)) problem.set(n, `its property "${property}" is already taken by "${holders.get(property) ?? property}"`);
      else {
        claim(property, n);
        keys.set(n, n);
      }
    }
    for (const n of sorted.filter((x) => !keys.has(x))) {
      const { placeholder, property } = this.placeholder(n, clash);
      claim(property, n);
      keys.set(n, placeholder);
      const reason = problem.get(n) as string;
      const note = `Upstream attribute \`${JSON.stringify(n).slice(1, -1)}\`, escaped as \`${property}\`: ${reason}.`;
      this.escapes.push({ path: `${path}.${n}`, upstream: n, placeholder, property, reason, note });
      this.noteFor.set(`${path}.${n}`, note);
    }
    return keys;
  }

  private placeholder(upstream: string, clash: (p: string) => boolean): { placeholder: string; property: string } {
    let base = upstream.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    if (base === "") base = /^_+$/.test(upstream) ? "underscore" : "attribute";
    const stem = /^[0-9]/.test(base) ? `attribute_${base}` : `${base}_attribute`;
    for (let i = 1; ; i++) {
      const placeholder = i === 1 ? stem : `${stem}_${i}`;
      const property = cdktfPropertyOf(placeholder);
      if (this.placeholders.has(placeholder) || this.corpus.includes(placeholder)) continue;
      if (!isIdentifier(property) || CDKTF_RESERVED_PROPERTIES.has(property) || clash(property)) continue;
      this.placeholders.add(placeholder);
      return { placeholder, property };
    }
  }
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
    provider: p.entry(schema.provider, "config"),
    data_source_schemas: Object.fromEntries(Object.entries(schema.data_source_schemas ?? {}).map(([n, e]) => [n, p.entry(e, n)])),
  };
  if (p.escapes.length === 0 && p.looseTypes.length === 0) return { schema, escapes: [], looseTypes: [] };
  return { schema: prepared, escapes: p.escapes, looseTypes: p.looseTypes };
}
