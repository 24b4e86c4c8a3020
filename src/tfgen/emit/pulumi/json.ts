/**
 * JSON with object keys sorted at every level and a trailing newline, written so that one field of a function
 * is one diff line: an object or array holding only scalars is always one line, and any other one is one line
 * when that fits in WIDTH columns (a field whose type is a small nested object, say); everything else is
 * indented by two spaces. The files stay about half the size of fully indented JSON — schema.json and
 * metadata.json are the largest generated files of a big provider.
 */
export function stableJson(value: unknown): string {
  return render(sortKeys(value), "", 0) + "\n";
}

/** The project's line width (Prettier's printWidth), so generated JSON reads like the code beside it. */
const WIDTH = 140;

function isScalar(v: unknown): boolean {
  return v === null || typeof v !== "object";
}

function isLeaf(v: unknown): boolean {
  return isScalar(v) || (Array.isArray(v) ? v.every(isScalar) : Object.values(v as object).every(isScalar));
}

/** `v` on one line, or undefined once it would need more than `room` columns (so the work stays bounded). */
function oneLine(v: unknown, room: number): string | undefined {
  if (isScalar(v)) {
    const s = JSON.stringify(v);
    return s.length <= room ? s : undefined;
  }
  const list = Array.isArray(v);
  const entries: [string, unknown][] = list ? v.map((x) => ["", x]) : Object.entries(v as object);
  if (entries.length === 0) return list ? "[]" : "{}";
  const parts: string[] = [];
  let used = 4;
  for (const [k, x] of entries) {
    const key = list ? "" : `${JSON.stringify(k)}: `;
    const s = oneLine(x, room - used - key.length);
    if (s === undefined) return undefined;
    parts.push(key + s);
    used += key.length + s.length + 2;
  }
  return list ? `[${parts.join(", ")}]` : `{ ${parts.join(", ")} }`;
}

/** `column`: how much of the line is taken before `v` starts. */
function render(v: unknown, indent: string, column: number): string {
  if (isScalar(v)) return JSON.stringify(v);
  // A trailing comma may follow, hence the one column kept back.
  const line = oneLine(v, isLeaf(v) ? Infinity : WIDTH - column - 1);
  if (line !== undefined) return line;
  const inner = indent + "  ";
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + render(x, inner, inner.length)).join(",\n")}\n${indent}]`;
  const entries = Object.entries(v as object).map(([k, x]) => {
    const key = `${inner}${JSON.stringify(k)}: `;
    return key + render(x, inner, key.length);
  });
  return `{\n${entries.join(",\n")}\n${indent}}`;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v === null || typeof v !== "object") return v;
  // No prototype: an upstream field named `__proto__` must stay a key, not become the object's prototype.
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = sortKeys(x);
  }
  return out;
}
