/**
 * TSDoc comments from upstream text. Upstream descriptions are arbitrary Markdown: a star followed by a slash
 * would end the comment early and a word starting with `@` would read as a tag, so both are escaped.
 */
export function escapeDocText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\*\//g, "*\\/")
    .replace(/(^|\s)@(?=[A-Za-z])/g, "$1\\@");
}

export interface DocParts {
  description?: string;
  /** Extra paragraphs written by the generator (secret, environment, …). */
  notes?: string[];
  deprecated?: string;
}

/** A `/** … *\/` block indented by `indent`, or "" when there is nothing to say. */
export function docComment(parts: DocParts, indent = ""): string {
  const paragraphs: string[] = [];
  const description = parts.description?.trim();
  if (description) paragraphs.push(escapeDocText(description));
  for (const n of parts.notes ?? []) paragraphs.push(escapeDocText(n));
  if (parts.deprecated !== undefined) paragraphs.push(`@deprecated ${escapeDocText(parts.deprecated.trim())}`.trimEnd());
  if (paragraphs.length === 0) return "";
  const lines = paragraphs.join("\n\n").split("\n");
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => (l.trim() ? `${indent} * ${l.trimEnd()}` : `${indent} *`)).join("\n")}\n${indent} */\n`;
}

/** For fields the model marks secret (sensitive upstream, or declared secret in the overrides). */
export const SECRET_NOTE = "Secret: a sensitive value; the Output form returns it inside a secret Output.";

/**
 * How a doc comment names another function of the SDK: as code, not `{@link …}`. TypeScript parses a doc
 * comment in a declaration file only when it holds `@link` or `@see`; four such comments per function made
 * parsing the package index a third slower, for a link in the hover text where the name alone says as much.
 */
export const docRef = (name: string): string => `\`${name}\``;
