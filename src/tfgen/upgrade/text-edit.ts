/**
 * Edits of hand-maintained JSON files (cdktf.json, overrides/*.json) that change only what must change:
 * these files are reviewed in pull requests, and re-serialising them whole would reflow every line
 * (overrides/ibm.json keeps one config entry per line on purpose).
 */

/** Points one provider of cdktf.json at another version; every other byte stays. */
export function setProviderVersion(cdktfText: string, source: string, from: string, to: string): string {
  if (from === to) return cdktfText;
  const needle = JSON.stringify(`${source}@${from}`);
  const first = cdktfText.indexOf(needle);
  if (first < 0 || cdktfText.indexOf(needle, first + 1) >= 0) {
    throw new Error(`cdktf.json: expected the entry ${needle} exactly once in terraformProviders`);
  }
  return cdktfText.slice(0, first) + JSON.stringify(`${source}@${to}`) + cdktfText.slice(first + needle.length);
}

interface Member {
  key: string;
  /** Exact source text of the value. */
  value: string;
}

/** Index just past the JSON string that starts at `i` (a double quote). */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === '"') return j + 1;
  }
  throw new Error("unterminated string");
}

/** Index of the end of the value starting at `i`: the first `,` or `}` at depth 0 outside strings, minus trailing space. */
function valueEnd(text: string, i: number): number {
  let depth = 0;
  let j = i;
  for (; j < text.length; j++) {
    const c = text[j];
    if (c === '"') {
      j = skipString(text, j) - 1;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (depth === 0) break;
      depth--;
    } else if (c === "," && depth === 0) break;
  }
  while (j > i && /\s/.test(text[j - 1])) j--;
  return j;
}

/** Splits a JSON object's text into its top-level members, keeping each value's exact text. */
function splitMembers(text: string): { members: Member[]; indent: string; close: string; tail: string } {
  let i = text.indexOf("{");
  if (i < 0 || text.slice(0, i).trim() !== "") throw new Error("expected a JSON object");
  i++;
  const members: Member[] = [];
  let indent = "  ";
  for (;;) {
    const ws = /^\s*/.exec(text.slice(i))![0];
    if (members.length === 0 && ws.includes("\n")) indent = ws.slice(ws.lastIndexOf("\n") + 1);
    i += ws.length;
    if (text[i] === "}") break;
    if (text[i] === ",") {
      i++;
      continue;
    }
    if (text[i] !== '"') throw new Error(`unexpected ${JSON.stringify(text[i])} at offset ${i}`);
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = keyEnd;
    i += /^\s*:\s*/.exec(text.slice(i))![0].length;
    const end = valueEnd(text, i);
    members.push({ key, value: text.slice(i, end) });
    i = end;
  }
  const closeStart =
    text.lastIndexOf("\n", i) >= 0 && text.slice(text.lastIndexOf("\n", i), i).trim() === "" ? text.lastIndexOf("\n", i) : i;
  return { members, indent, close: text.slice(closeStart, i + 1), tail: text.slice(i + 1) };
}

function serialise(value: unknown, indent: string): string {
  return JSON.stringify(value, null, indent).replace(/\n/g, `\n${indent}`);
}

/**
 * Rewrites the top-level members of a JSON object text to match `next`: unchanged members keep their
 * exact text, changed ones are re-serialised in the file's indentation, removed ones go, new ones are
 * appended. Returns the text unchanged (same string) when nothing differs.
 */
export function editTopLevelMembers(text: string, next: Record<string, unknown>): string {
  const { members, indent, close, tail } = splitMembers(text);
  let changed = false;
  const out: string[] = [];
  for (const m of members) {
    if (!(m.key in next) || next[m.key] === undefined) {
      changed = true;
      continue;
    }
    const same = JSON.stringify(JSON.parse(m.value)) === JSON.stringify(next[m.key]);
    if (!same) changed = true;
    out.push(`${indent}${JSON.stringify(m.key)}: ${same ? m.value : serialise(next[m.key], indent)}`);
  }
  const had = new Set(members.map((m) => m.key));
  for (const [k, v] of Object.entries(next)) {
    if (had.has(k) || v === undefined) continue;
    changed = true;
    out.push(`${indent}${JSON.stringify(k)}: ${serialise(v, indent)}`);
  }
  if (!changed) return text;
  return `{\n${out.join(",\n")}${close.startsWith("\n") ? close : `\n${close}`}${tail}`;
}
