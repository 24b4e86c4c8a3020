/**
 * The first project files of a provider being added: its cdktf.json entry and an overrides file drafted from
 * the schema. Nothing here guesses beyond the schema: a configuration attribute the schema marks sensitive is a
 * secret, and environment variables are the ones the attribute's own description names.
 */
import type { ConfigOverride, ProviderOverrides } from "../overrides/types";
import type { ProviderSchemaJson } from "../schema/types";

/** `google-beta` → `googlebeta`: the overrides file's package name must be lower-case letters and digits. */
export function defaultPackageName(type: string): string {
  return type
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/^[0-9]+/, "");
}

const ENV_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** The environment variables a description names, when it speaks of the environment at all. */
export function environmentVariablesIn(description: string | undefined): string[] {
  if (!description || !/environment|\benv\b/i.test(description)) return [];
  return [...new Set(description.match(ENV_NAME) ?? [])];
}

export function draftOverrides(source: string, pkg: string, schema: ProviderSchemaJson): ProviderOverrides {
  const config: Record<string, ConfigOverride> = {};
  for (const [name, a] of Object.entries(schema.provider.block.attributes ?? {})) {
    const entry: ConfigOverride = {};
    if (a.sensitive) entry.secret = true;
    const env = environmentVariablesIn(a.description);
    if (env.length) entry.env = env;
    if (Object.keys(entry).length) config[name] = entry;
  }
  const out: ProviderOverrides = { provider: source, package: pkg };
  if (Object.keys(config).length) out.config = config;
  return out;
}

/**
 * cdktf.json with `pin` ("hashicorp/tls@4.1.0") appended to terraformProviders, every other byte as it was
 * (the entries' indentation followed), so the diff a maintainer reviews is the one line.
 */
export function addProviderEntry(cdktfText: string, pin: string): string {
  const parsed = JSON.parse(cdktfText) as { terraformProviders?: unknown[] };
  const expected = { ...parsed, terraformProviders: [...(parsed.terraformProviders ?? []), pin] };
  let next: string;
  const key = /"terraformProviders"\s*:\s*\[/.exec(cdktfText);
  if (!key) {
    // No list yet: one more top-level member before the closing brace.
    const close = cdktfText.lastIndexOf("}");
    const before = cdktfText.slice(0, close).trimEnd();
    const indent = /\n([ \t]+)"/.exec(cdktfText)?.[1] ?? "  ";
    const member = `${indent}"terraformProviders": [${JSON.stringify(pin)}]`;
    next = `${before}${before.endsWith("{") ? "" : ","}\n${member}\n${cdktfText.slice(close)}`;
  } else {
    const open = key.index + key[0].length;
    const close = cdktfText.indexOf("]", open);
    const body = cdktfText.slice(open, close);
    if (body.trim() === "") {
      const indent = /\n([ \t]+)"terraformProviders"/.exec(cdktfText)?.[1] ?? "  ";
      next = `${cdktfText.slice(0, open)}\n${indent}${indent}${JSON.stringify(pin)}\n${indent}${cdktfText.slice(close)}`;
    } else {
      const lastEnd = open + body.trimEnd().length;
      const itemIndent = /\n([ \t]*)\S[^\n]*$/.exec(body.trimEnd())?.[1];
      const sep = itemIndent === undefined ? ", " : `,\n${itemIndent}`;
      next = `${cdktfText.slice(0, lastEnd)}${sep}${JSON.stringify(pin)}${cdktfText.slice(lastEnd)}`;
    }
  }
  // The edit is checked rather than trusted: an entry holding "]" or an unusual layout falls back to a rewrite.
  let ok = false;
  try {
    ok = JSON.stringify(JSON.parse(next)) === JSON.stringify(expected);
  } catch {
    ok = false;
  }
  return ok ? next : JSON.stringify(expected, null, 2) + "\n";
}
