/**
 * The bridge uses three different case conversions and they disagree on edge cases (leading and
 * trailing underscores, hyphens, non-letters after a separator), so each is reproduced separately
 * rather than unified.
 */

/** Upper-cases a single code point the way Go's unicode.ToUpper does: one rune in, one rune out. */
function upperRune(ch: string): string {
  const up = ch.toUpperCase();
  return [...up].length === 1 ? up : ch;
}

/**
 * Property names: the casing half of the bridge's TerraformToPulumiNameV2.
 *
 * - Leading underscores are kept verbatim ("_id" stays "_id").
 * - Any run of inner underscores is dropped and the next character is upper-cased only if it is an
 *   ASCII lower-case letter: "ipv4_address" -> "ipv4Address", "foo__bar" -> "fooBar",
 *   "foo_1bar" -> "foo1bar", "instance_V2" -> "instanceV2".
 * - Existing capitals and digits are kept: "instanceV2" -> "instanceV2".
 * - A trailing run of underscores leaves exactly one: "foo__" -> "foo_".
 * - QUIRK: a name made only of underscores gains one more ("_" -> "__"), because the trailing-underscore
 *   rule fires on top of the verbatim leading underscores.
 *
 * `upper` upper-cases the very first character too (if it is a-z); it is only used for PascalCase.
 */
export function camelCaseTf(name: string, upper = false): string {
  let out = "";
  let nextCap = false;
  let seenNonUnderscore = false;
  let prev = "";
  let index = 0;
  for (const ch of name) {
    if (ch === "_" && seenNonUnderscore) {
      nextCap = true;
    } else {
      if (ch !== "_") seenNonUnderscore = true;
      const isLowerAscii = ch >= "a" && ch <= "z";
      out += ((index === 0 && upper) || nextCap) && isLowerAscii ? ch.toUpperCase() : ch;
      nextCap = false;
    }
    prev = ch;
    index += ch.length;
  }
  if (prev === "_") out += "_";
  return out;
}

/** Drops every `delim` and upper-cases the character right after each one (cgstrings semantics). */
function capitaliseAroundDelimiter(text: string, delim: string): string {
  const [head, ...rest] = text.split(delim);
  return head + rest.map(capitaliseFirst).join("");
}

/** Upper-cases the first code point (any script, any character class). */
export function capitaliseFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return upperRune(ch) + text.slice(ch.length);
}

/**
 * Token names: the bridge's token strategies (tokens.upperCamelCase) PascalCase a Terraform type name
 * by dropping "_" and "-" and capitalising what follows, then capitalising the first character.
 * Unlike camelCaseTf, leading and trailing separators vanish: "_foo_" -> "Foo".
 * "app_config_integration_kms" -> "AppConfigIntegrationKms", "instanceV2" -> "InstanceV2".
 */
export function pascalCaseToken(tfName: string): string {
  return capitaliseFirst(capitaliseAroundDelimiter(capitaliseAroundDelimiter(tfName, "_"), "-"));
}

/**
 * Title-casing used to glue a property name onto its parent type name (tfgen uses
 * golang.org/x/text cases.Title with NoLower). For identifiers this upper-cases the first cased
 * letter and leaves everything else alone: "accountUser" -> "AccountUser", "_foo" -> "_Foo",
 * "4xx" -> "4Xx". Later words are title-cased too after a break character (space, "-", "/", …);
 * "_" and digits do not break a word, and a single ".", ":" or "'" does not either (two in a row do),
 * following Unicode word-break classes. Exact for ASCII; an approximation beyond it.
 */
export function titleCase(name: string): string {
  let out = "";
  let midWord = false;
  let prevMid = false;
  for (const ch of name) {
    const mid = MID_WORD.test(ch);
    if (prevMid && mid) midWord = false;
    if (ch.toLowerCase() !== ch.toUpperCase()) {
      out += midWord ? ch : titleRune(ch);
      midWord = true;
    } else {
      out += ch;
      if (!mid && !WORD_LIKE.test(ch)) midWord = false;
    }
    prevMid = mid;
  }
  return out;
}

/** Unicode title-case mapping of one character, which may expand ("ß" -> "Ss"). */
function titleRune(ch: string): string {
  const digraph = TITLE_DIGRAPHS.get(ch);
  if (digraph !== undefined) return digraph;
  const [first = ch, ...rest] = [...ch.toUpperCase()];
  return first + rest.join("").toLowerCase();
}

// The few characters whose title case differs from both their upper and lower case.
const TITLE_DIGRAPHS = new Map([
  ["\u01C4", "\u01C5"],
  ["\u01C5", "\u01C5"],
  ["\u01C6", "\u01C5"],
  ["\u01C7", "\u01C8"],
  ["\u01C8", "\u01C8"],
  ["\u01C9", "\u01C8"],
  ["\u01CA", "\u01CB"],
  ["\u01CB", "\u01CB"],
  ["\u01CC", "\u01CB"],
  ["\u01F1", "\u01F2"],
  ["\u01F2", "\u01F2"],
  ["\u01F3", "\u01F2"],
]);

const MID_WORD = /^[.:'\u00B7\u2018\u2019\u2024\u2027\uFE13\uFE52\uFE55\uFF07\uFF0E\uFF1A]$/u;
const WORD_LIKE = /^[\p{L}\p{M}\p{Nd}\p{Pc}\u00AD\u200D]$/u;

/**
 * Applies word renames to whole snake_case segments: with {softlayer: "legacy_b"},
 * "linked_softlayer_account" -> "linked_legacy_b_account". Only exact segment matches are renamed
 * so that "softlayers" or "mysoftlayer" are left alone rather than half-rewritten.
 */
export function renameSegments(snakeName: string, renameWords: Readonly<Record<string, string>>): string {
  return snakeName
    .split("_")
    .map((segment) => (Object.prototype.hasOwnProperty.call(renameWords, segment) ? renameWords[segment] : segment))
    .join("_");
}
