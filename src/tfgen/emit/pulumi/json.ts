/**
 * JSON with object keys sorted at every level and a trailing newline, written so that one field of a function
 * is one diff line: an object or array holding only scalars is always one line, and any other one is one line
 * when that fits in WIDTH columns (a field whose type is a small nested object, say); everything else is
 * indented by two spaces. The files stay about half the size of fully indented JSON — schema.json and
 * metadata.json are the largest generated files of a big provider.
 */
export function stableJson(value: unknown): string {
  return layout(value, "", 0).text + "\n";
}

/** The project's line width (Prettier's printWidth), so generated JSON reads like the code beside it. */
const WIDTH = 140;

/**
 * One value laid out at its place. `need`: the least room (columns left on the line) in which it can be written
 * on one line, a trailing comma's column kept back by the caller; `flat`: that one line, kept only while it can
 * fit anywhere (or the value is a leaf, which is one line whatever its length).
 */
interface Laid {
  text: string;
  need: number;
  flat?: string;
}

const NEVER: Omit<Laid, "text"> = { need: Infinity };

/** `"name": `, kept per name: the same few field names recur thousands of times in a large provider's files. */
const keyTexts = new Map<string, string>();
function keyText(k: string): string {
  let t = keyTexts.get(k);
  if (t === undefined) {
    t = `${JSON.stringify(k)}: `;
    if (keyTexts.size < 10_000) keyTexts.set(k, t);
  }
  return t;
}

function isScalar(v: unknown): boolean {
  return v === null || typeof v !== "object";
}

/**
 * Each value is visited once: its members are laid out first, then it is written on one line if it is a leaf or
 * its one-line form fits after `column`, else one member a line, indented. The one-line form is built from the
 * members' own, and only while it stays within WIDTH, so the work is linear in the output.
 */
function layout(v: unknown, indent: string, column: number): Laid {
  if (isScalar(v)) {
    const text = JSON.stringify(v);
    return { text, need: text.length, flat: text };
  }
  const list = Array.isArray(v);
  const inner = indent + "  ";
  const members: [string, Laid][] = [];
  let leaf = true;
  if (list) {
    for (const x of v) {
      members.push(["", layout(x, inner, inner.length)]);
      leaf &&= isScalar(x);
    }
  } else {
    // Undefined members are left out, as JSON.stringify leaves them out.
    for (const k of Object.keys(v as object).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) continue;
      const key = keyText(k);
      members.push([key, layout(x, inner, inner.length + key.length)]);
      leaf &&= isScalar(x);
    }
  }
  if (members.length === 0) return { text: list ? "[]" : "{}", need: -Infinity, flat: list ? "[]" : "{}" };
  const one = oneLine(members, list, leaf);
  // A trailing comma may follow, hence the one column kept back.
  if (one.flat !== undefined && (leaf || one.need <= WIDTH - column - 1)) return { text: one.flat, ...one };
  const lines = members.map(([key, m]) => inner + key + m.text);
  return { text: list ? `[\n${lines.join(",\n")}\n${indent}]` : `{\n${lines.join(",\n")}\n${indent}}`, ...one };
}

/**
 * The one-line form of a container from its members' (`[a, b]`, `{ "k": a }`), and the room it needs: each member
 * must fit in what is left after the opening, the members before it and its key, four columns kept for the
 * brackets and their spaces (so an array needs two columns more than it takes).
 */
function oneLine(members: [string, Laid][], list: boolean, leaf: boolean): Omit<Laid, "text"> {
  let used = 4;
  let need = -Infinity;
  const parts: string[] = [];
  for (const [key, m] of members) {
    if (m.flat === undefined) return NEVER;
    need = Math.max(need, m.need + used + key.length);
    if (need > WIDTH && !leaf) return NEVER;
    parts.push(key + m.flat);
    used += key.length + m.flat.length + 2;
  }
  return { need, flat: list ? `[${parts.join(", ")}]` : `{ ${parts.join(", ")} }` };
}
