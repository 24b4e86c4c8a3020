/**
 * JSON with object keys sorted at every level, a trailing newline, and one line per leaf: an object or array
 * holding only scalars is written on one line, everything else is indented by two spaces. A field of a
 * function stays one diff line (reviewable), while the files stay about half the size of fully indented
 * JSON — schema.json and metadata.json are the largest generated files of a big provider.
 */
export function stableJson(value: unknown): string {
  return render(sortKeys(value), "") + "\n";
}

function isScalar(v: unknown): boolean {
  return v === null || typeof v !== "object";
}

function isLeaf(v: unknown): boolean {
  return isScalar(v) || (Array.isArray(v) ? v.every(isScalar) : Object.values(v as object).every(isScalar));
}

function render(v: unknown, indent: string): string {
  if (isScalar(v)) return JSON.stringify(v);
  if (isLeaf(v)) {
    if (Array.isArray(v)) return `[${v.map((x) => JSON.stringify(x)).join(", ")}]`;
    const entries = Object.entries(v as object);
    return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${JSON.stringify(x)}`).join(", ")} }` : "{}";
  }
  const inner = indent + "  ";
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + render(x, inner)).join(",\n")}\n${indent}]`;
  const entries = Object.entries(v as object);
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${render(x, inner)}`).join(",\n")}\n${indent}}`;
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
