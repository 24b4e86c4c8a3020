import type { CdktfAttributeNames, CdktfNames, CdktfResourceNames, CdktfStructNames } from "./names";
import { escapeDocText } from "../pulumi/tsdoc";
import type { FileTree } from "../file-tree";
import type { CdktfEscape } from "./prepare";

/** The CDKTF generator spelt a placeholder somewhere restoring does not know how to rewrite. */
export class CdktfOutputError extends Error {}

/**
 * Puts the upstream names back into the generator's output wherever it wrote the placeholder as the
 * Terraform name: quoted ('p' or "p", attribute reads) and bare object keys (toTerraform/toHclTerraform) get
 * a JSON string literal of the upstream name, and comment lines get it as escaped documentation text. Any
 * other occurrence fails generation: the placeholder would be written where the upstream name was meant.
 */
export function restoreFiles(files: FileTree, escapes: readonly CdktfEscape[]): FileTree {
  if (escapes.length === 0) return files;
  const upstream = new Map(escapes.map((e) => [e.placeholder, e.upstream]));
  const notes = new Map(escapes.map((e) => [e.placeholder, e.note]));
  // Placeholders are [A-Za-z0-9_] only, and \b treats "_" as a word character, so `x_attribute` never matches
  // inside `x_attribute_2` or `_xAttribute`.
  const any = new RegExp(`\\b(?:${[...upstream.keys()].sort((a, b) => b.length - a.length).join("|")})\\b`);
  const out: FileTree = new Map();
  for (const [rel, text] of files) {
    if (!any.test(text)) {
      out.set(rel, text);
      continue;
    }
    const lines = text
      .split("\n")
      .map((line, i) => (any.test(line) ? documented(line, notes, any) + restoreLine(line, upstream, any, `${rel}:${i + 1}`) : line));
    out.set(rel, lines.join("\n"));
  }
  return out;
}

/**
 * The generator gives results (computed-only attributes) no TSDoc, only a `// <name> - computed: …` line above
 * the getter; an escaped one gets a TSDoc block there too, so the escape is documented where it is used.
 */
function documented(line: string, notes: Map<string, string>, any: RegExp): string {
  const m = new RegExp(`^(\\s*)// (${any.source}) - computed: `).exec(line);
  return m ? `${m[1]}/** ${escapeDocText(notes.get(m[2]) as string)} */\n` : "";
}

function restoreLine(line: string, upstream: Map<string, string>, any: RegExp, where: string): string {
  const global = new RegExp(any.source, "g");
  const trimmed = line.trimStart();
  if (trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*")) {
    // JSON escaping keeps the name on one line; escapeDocText keeps `*/` and `@` from ending or tagging the comment.
    return line.replace(global, (p) => escapeDocText(JSON.stringify(upstream.get(p)).slice(1, -1)));
  }
  let restored = line.replace(new RegExp(`(['"])(${any.source})\\1`, "g"), (_, _q, p: string) => JSON.stringify(upstream.get(p)));
  restored = restored.replace(
    new RegExp(`^(\\s*)(${any.source}):`),
    (_, indent: string, p: string) => `${indent}${JSON.stringify(upstream.get(p))}:`,
  );
  const left = global.exec(restored);
  if (left)
    throw new CdktfOutputError(
      `${where}: the CDKTF generator wrote the escaped name "${left[0]}" where it cannot be restored: ${line.trim()}`,
    );
  return restored;
}

/** The names read from the generator's models, keyed by upstream names again. */
export function restoreNames(names: CdktfNames, escapes: readonly CdktfEscape[]): CdktfNames {
  if (escapes.length === 0) return names;
  const upstream = new Map(escapes.map((e) => [e.placeholder, e.upstream]));
  const seen = new Map<CdktfStructNames, CdktfStructNames>();
  const attributes = (m: Map<string, CdktfAttributeNames>): Map<string, CdktfAttributeNames> =>
    new Map([...m].map(([k, v]) => [upstream.get(k) ?? k, v.struct ? { ...v, struct: struct(v.struct) } : v]));
  const struct = (s: CdktfStructNames): CdktfStructNames => {
    const known = seen.get(s);
    if (known) return known;
    // Registered before its attributes are walked: a recursive struct refers to itself.
    const copy: CdktfStructNames = { name: s.name, attributes: new Map() };
    seen.set(s, copy);
    for (const [k, v] of attributes(s.attributes)) copy.attributes.set(k, v);
    return copy;
  };
  const resource = (r: CdktfResourceNames): CdktfResourceNames => ({ ...r, attributes: attributes(r.attributes) });
  return { provider: resource(names.provider), dataSources: new Map([...names.dataSources].map(([k, v]) => [k, resource(v)])) };
}
