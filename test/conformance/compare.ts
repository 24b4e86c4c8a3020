import type { ConfigSpec, FieldSpec, ProviderSpec, ProviderType } from "./spec";
import type { Surface, SurfaceField } from "./surface";

export type Source = "model" | "schema.json" | "typescript";

export interface Difference {
  // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- names the usual values for the reader
  provider: ProviderType | string;
  source: Source;
  /** e.g. `function getAccount output accountUsers`, `type getInstanceAddress field nets`, `config password`. */
  where: string;
  aspect: string;
  expected: unknown;
  actual: unknown;
}

export function formatDifference(d: Difference): string {
  return `${d.provider} [${d.source}] ${d.where}: ${d.aspect} expected ${JSON.stringify(d.expected)}, actual ${JSON.stringify(d.actual)}`;
}

/** A difference the project makes on purpose; each one needs a reason a reviewer can check. */
export interface Deviation {
  provider: ProviderType;
  where: string;
  aspect: string;
  expected: unknown;
  actual: unknown;
  reason: string;
}

export function matchesDeviation(d: Difference, v: Deviation): boolean {
  return (
    d.provider === v.provider &&
    d.where === v.where &&
    d.aspect === v.aspect &&
    JSON.stringify(d.expected) === JSON.stringify(v.expected) &&
    JSON.stringify(d.actual) === JSON.stringify(v.actual)
  );
}

export interface CompareOptions {
  /** schema.json does not record upstream names; the model does. */
  compareUpstream: boolean;
}

/**
 * Every difference between the spec and one source, in a stable order. Never stops early: the point is
 * one run that lists everything that is wrong.
 */
export function compareSurface(spec: ProviderSpec, source: Source, s: Surface, opts: CompareOptions): Difference[] {
  const out: Difference[] = [];
  const diff = (where: string, aspect: string, expected: unknown, actual: unknown) =>
    out.push({ provider: spec.provider, source, where, aspect, expected, actual });
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  for (const u of s.unreadable) diff(u, "readable", "well-formed", "malformed");

  const fields = (where: string, expected: FieldSpec[], actual: Map<string, SurfaceField> | undefined) => {
    const got = actual ?? new Map<string, SurfaceField>();
    for (const f of expected) {
      const a = got.get(f.name);
      if (!a) {
        diff(`${where} ${f.name}`, "presence", "present", "missing");
        continue;
      }
      if (a.type !== f.type) diff(`${where} ${f.name}`, "type", f.type, a.type);
      if (f.required !== undefined && a.required !== f.required) diff(`${where} ${f.name}`, "required", f.required, a.required);
      if (opts.compareUpstream && a.upstream !== undefined && a.upstream !== f.upstream)
        diff(`${where} ${f.name}`, "upstream", f.upstream, a.upstream);
    }
    const documented = new Set(expected.map((f) => f.name));
    for (const n of [...got.keys()].sort()) if (!documented.has(n)) diff(`${where} ${n}`, "presence", "absent", "present");
  };

  for (const f of spec.functions) {
    const a = s.functions.get(f.token);
    const where = `function ${f.name}`;
    if (!a) {
      diff(where, "presence", "present", "missing");
      continue;
    }
    if (opts.compareUpstream && a.upstream !== undefined && a.upstream !== f.upstream) diff(where, "upstream", f.upstream, a.upstream);
    // Deprecated ⇔ a message; and where the spec gives the text, that exact text.
    if (
      (f.deprecationMessage !== undefined) !== (a.deprecationMessage !== undefined) ||
      (f.deprecationMessage !== undefined && !same(f.deprecationMessage, a.deprecationMessage))
    ) {
      diff(where, "deprecationMessage", f.deprecationMessage ?? null, a.deprecationMessage ?? null);
    }
    fields(`${where} input`, f.inputs, a.inputs);
    fields(`${where} output`, f.outputs, a.outputs);
  }
  const tokens = new Set(spec.functions.map((f) => f.token));
  for (const t of [...s.functions.keys()].sort()) if (!tokens.has(t)) diff(`function token ${t}`, "presence", "absent", "present");

  for (const t of spec.types) {
    const a = s.types.get(t.name);
    const where = `type ${t.name}`;
    if (!a) {
      diff(where, "presence", "present", "missing");
      continue;
    }
    if (opts.compareUpstream && a.upstreamPath !== undefined && a.upstreamPath !== t.upstreamPath)
      diff(where, "upstreamPath", t.upstreamPath, a.upstreamPath);
    fields(`${where} field`, t.fields, a.fields);
  }
  const typeNames = new Set(spec.types.map((t) => t.name));
  for (const t of [...s.types.keys()].sort()) if (!typeNames.has(t)) diff(`type ${t}`, "presence", "absent", "present");

  const config = (c: ConfigSpec) => {
    const a = s.config.get(c.name);
    const where = `config ${c.name}`;
    if (!a) {
      diff(where, "presence", "present", "missing");
      return;
    }
    if (a.type !== c.type) diff(where, "type", c.type, a.type);
    if (a.secret !== c.secret) diff(where, "secret", c.secret, a.secret);
    if (c.required !== undefined && a.required !== c.required) diff(where, "required", c.required, a.required);
    if (!same(a.default ?? null, c.default ?? null)) diff(where, "default", c.default ?? null, a.default ?? null);
    if (opts.compareUpstream && a.upstream !== undefined && a.upstream !== c.upstream) diff(where, "upstream", c.upstream, a.upstream);
    const hasMessage = a.deprecationMessage !== undefined && a.deprecationMessage !== "";
    if (hasMessage !== c.deprecated) diff(where, "deprecated", c.deprecated, hasMessage);
    else if (c.deprecationMessage !== undefined && a.deprecationMessage !== c.deprecationMessage)
      diff(where, "deprecationMessage", c.deprecationMessage, a.deprecationMessage ?? null);
  };
  spec.config.forEach(config);
  const configNames = new Set(spec.config.map((c) => c.name));
  for (const n of [...s.config.keys()].sort()) if (!configNames.has(n)) diff(`config ${n}`, "presence", "absent", "present");

  return out;
}
