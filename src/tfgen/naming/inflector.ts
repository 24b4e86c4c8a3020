/**
 * English pluralisation and singularisation with the exact behaviour of the inflector that
 * pulumi-terraform-bridge runs over Terraform attribute names (a Go port of the CakePHP inflector:
 * github.com/gedex/inflector, forked as github.com/pulumi/inflector).
 *
 * The goal is fidelity, not good English: generated names must match what the bridge prints, so the
 * upstream quirks are reproduced on purpose (see the QUIRK notes) and pinned by tests.
 *
 * The algorithm, per direction:
 *   1. irregular words: a whole word after an ASCII word boundary, case-insensitive;
 *   2. uninflected words: a case-insensitive match of the whole input leaves it unchanged;
 *   3. the first matching rule of an ordered list rewrites every match of its pattern
 *      (Go's ReplaceAllString, hence the `g` flag);
 *   4. otherwise the input is returned unchanged.
 */

/**
 * Which inflector build to emulate.
 *
 * - `pulumi-v0.2.1`: github.com/pulumi/inflector v0.2.1, the version in the bridge's go.mod today.
 * - `gedex-16278e9`: github.com/gedex/inflector at 16278e9db813, which the bridge used until mid-2024;
 *   pulumi/inflector v0.1.1 is a byte-for-byte fork of it.
 *
 * Pluralisation is identical in both. Singularisation differs only for words ending in "caches"
 * (`ContentCaches` gives `ContentCach` in the old build) and for "parentheses" (old build:
 * "parenthepsis"), so only nested type names can differ.
 */
export type InflectorProfile = "pulumi-v0.2.1" | "gedex-16278e9";

export const DEFAULT_INFLECTOR_PROFILE: InflectorProfile = "pulumi-v0.2.1";

/** A rewrite rule: the first rule whose pattern matches wins. */
interface Rule {
  /** Non-global, used to decide whether the rule applies. */
  readonly test: RegExp;
  /** Global twin of `test`, used to rewrite every match as Go's ReplaceAllString does. */
  readonly all: RegExp;
  /** JS replacement template; unmatched groups expand to "" exactly like Go's. */
  readonly to: string;
}

/**
 * `ci` marks a case-insensitive rule. A few upstream rules are case-sensitive (for example the bare
 * `s$` keep-plural rule), which is why "IDS" pluralises to "IDSs": keep the flag per rule.
 * The `u` flag makes case folding Unicode simple folding, matching Go's `(?i)`.
 */
function rule(source: string, to: string, ci: boolean): Rule {
  const flags = ci ? "iu" : "u";
  return { test: new RegExp(source, flags), all: new RegExp(source, flags + "g"), to };
}

// Ordered plural rules. Order is behaviour: e.g. "status" must be tried before the generic "us" rule.
const PLURAL_RULES: readonly Rule[] = [
  rule("(s)tatus$", "$1tatuses", true),
  rule("(quiz)$", "$1zes", true),
  rule("^(ox)$", "$1en", true),
  // The upstream class is written [m|l], so a literal "|" is part of it; kept for fidelity.
  rule("([m|l])ouse$", "$1ice", true),
  rule("(matr|vert|ind)(ix|ex)$", "$1ices", true),
  rule("(x|ch|ss|sh)$", "$1es", true),
  rule("([^aeiouy]|qu)y$", "$1ies", true),
  // QUIRK: upstream's template is `$1s`, which Go reads as a reference to a group named "1s"; no
  // such group exists, so the whole match becomes "". Hence "hive" -> "", "archive" -> "arc".
  rule("(hive)$", "", true),
  rule("(?:([^f])fe|([lre])f)$", "$1$2ves", true),
  rule("sis$", "ses", true),
  rule("([ti])um$", "$1a", true),
  rule("(p)erson$", "$1eople", true),
  rule("(m)an$", "$1en", true),
  rule("(c)hild$", "$1hildren", true),
  rule("(buffal|tomat)o$", "$1oes", true),
  rule("(alumn|bacill|cact|foc|fung|nucle|radi|stimul|syllab|termin|vir)us$", "$1i", true),
  rule("us$", "uses", true),
  rule("(alias)$", "$1es", true),
  rule("(ax|cris|test)is$", "$1es", true),
  // A trailing lower-case "s" is taken as already plural; an upper-case one is not (case-sensitive).
  rule("s$", "s", false),
  rule("^$", "", false),
  rule("$", "s", false),
];

function singularRules(profile: InflectorProfile): readonly Rule[] {
  const v02 = profile === "pulumi-v0.2.1";
  return [
    rule("(s)tatuses$", "$1tatus", true),
    rule("^(.*)(menu)s$", "$1$2", true),
    rule("(quiz)zes$", "$1", true),
    rule("(matr)ices$", "$1ix", true),
    rule("(vert|ind)ices$", "$1ex", true),
    // Not anchored at the end upstream: "oxen_pens" becomes "ox_pens".
    rule("^(ox)en", "$1", true),
    rule("(alias)(es)*$", "$1", true),
    rule("(alumn|bacill|cact|foc|fung|nucle|radi|stimul|syllab|termin|viri?)i$", "$1us", true),
    // Not anchored at all upstream, so every occurrence is rewritten: "taxes_faxes" -> "tax_fax".
    rule("([ftw]ax)es", "$1", true),
    rule("(cris|ax|test)es$", "$1is", true),
    rule("(shoe|slave)s$", "$1", true),
    rule("(o)es$", "$1", true),
    rule("ouses$", "ouse", false),
    rule("([^a])uses$", "$1us", false),
    rule("([m|l])ice$", "$1ouse", true),
    ...(v02 ? [rule("(cache)s$", "$1", true)] : []),
    rule("(x|ch|ss|sh)es$", "$1", true),
    rule("(m)ovies$", "$1ovie", true),
    rule("(s)eries$", "$1eries", true),
    rule("([^aeiouy]|qu)ies$", "$1y", true),
    rule("(tive)s$", "$1", true),
    rule("([lre])ves$", "$1f", true),
    rule("([^fo])ves$", "$1fe", true),
    rule("(hive)s$", "$1", true),
    rule("(drive)s$", "$1", true),
    rule("(^analy)ses$", "$1sis", true),
    v02
      ? rule("(analy|diagno|^ba|parenthe|progno|synop|the)ses$", "$1sis", true)
      : // QUIRK (old build): the nested "(p)" of "parenthe" is group 2 and is echoed, so
        // "parentheses" -> "parenthepsis".
        rule("(analy|diagno|^ba|(p)arenthe|(p)rogno|(s)ynop|(t)he)ses$", "$1$2sis", true),
    rule("([ti])a$", "$1um", true),
    rule("(p)eople$", "$1erson", true),
    rule("(m)en$", "$1an", true),
    rule("(c)hildren$", "$1hild", true),
    rule("(n)ews$", "$1ews", true),
    rule("eaus$", "eau", false),
    rule("^(.*us)$", "$1", false),
    rule("s$", "", true),
  ];
}

/** Singular/plural pairs that bypass the rules in both directions. */
const IRREGULAR_PAIRS: ReadonlyArray<readonly [singular: string, plural: string]> = [
  ["atlas", "atlases"],
  ["beef", "beefs"],
  ["brother", "brothers"],
  ["cafe", "cafes"],
  ["child", "children"],
  ["cookie", "cookies"],
  ["corpus", "corpuses"],
  ["cow", "cows"],
  ["foot", "feet"],
  ["ganglion", "ganglions"],
  ["genie", "genies"],
  ["genus", "genera"],
  ["goose", "geese"],
  ["graffito", "graffiti"],
  ["hero", "heroes"],
  ["hoof", "hoofs"],
  ["loaf", "loaves"],
  ["man", "men"],
  ["money", "monies"],
  ["mongoose", "mongooses"],
  ["move", "moves"],
  ["mythos", "mythoi"],
  ["niche", "niches"],
  ["numen", "numina"],
  ["occiput", "occiputs"],
  ["octopus", "octopuses"],
  ["opus", "opuses"],
  ["ox", "oxen"],
  ["penis", "penises"],
  ["person", "people"],
  ["potato", "potatoes"],
  ["sex", "sexes"],
  ["soliloquy", "soliloquies"],
  ["testis", "testes"],
  ["tooth", "teeth"],
  ["trilby", "trilbys"],
  ["turf", "turfs"],
];

/** Irregular only when singularising (plural -> singular). */
function singularOnlyIrregulars(profile: InflectorProfile): ReadonlyArray<readonly [string, string]> {
  const base: Array<readonly [string, string]> = [
    ["curves", "curve"],
    ["foes", "foe"],
    ["waves", "wave"],
  ];
  if (profile === "pulumi-v0.2.1") base.push(["caches", "cache"]);
  return base;
}

/**
 * Whole-input patterns left alone in both directions (case-insensitive, anchored at both ends).
 * Regex fragments are upstream's: `.*?media` leaves "social_media" alone, `sea[- ]bass` both spellings.
 */
const UNINFLECTED_BOTH: readonly string[] = [
  "amoyese",
  "bison",
  "borghese",
  "bream",
  "breeches",
  "britches",
  "buffalo",
  "cantus",
  "carp",
  "chassis",
  "clippers",
  "cod",
  "coitus",
  "congoese",
  "contretemps",
  "corps",
  "debris",
  "diabetes",
  "djinn",
  "eland",
  "elk",
  "equipment",
  "faroese",
  "flounder",
  "foochowese",
  "gallows",
  "genevese",
  "genoese",
  "gilbertese",
  "graffiti",
  "headquarters",
  "herpes",
  "hijinks",
  "hottentotese",
  "information",
  "innings",
  "jackanapes",
  "kiplingese",
  "kongoese",
  "lucchese",
  "mackerel",
  "maltese",
  ".*?media",
  "mews",
  "moose",
  "mumps",
  "nankingese",
  "news",
  "nexus",
  "niasese",
  "pekingese",
  "piedmontese",
  "pincers",
  "pistoiese",
  "pliers",
  "portuguese",
  "proceedings",
  "rabies",
  "rice",
  "rhinoceros",
  "salmon",
  "sarawakese",
  "scissors",
  "sea[- ]bass",
  "series",
  "shavese",
  "shears",
  "siemens",
  "species",
  "swine",
  "testes",
  "trousers",
  "trout",
  "tuna",
  "vermontese",
  "wenchowese",
  "whiting",
  "wildebeest",
  "yengeese",
  ".*[nrlm]ese",
  ".*deer",
  ".*fish",
  ".*measles",
  ".*ois",
  ".*pox",
  ".*sheep",
];

/** Extra whole-input patterns per direction: "people" is never re-pluralised; "…ss" never singularised. */
const UNINFLECTED_PLURAL_ONLY: readonly string[] = ["people"];
const UNINFLECTED_SINGULAR_ONLY: readonly string[] = [".*ss"];

interface Inflector {
  readonly irregular: ReadonlyMap<string, string>;
  readonly uninflected: RegExp;
  readonly rules: readonly Rule[];
  /** Words already inflected: a large provider names the same few hundred attributes thousands of times. */
  readonly known: Map<string, string>;
}

function build(irregular: Iterable<readonly [string, string]>, uninflected: readonly string[], rules: readonly Rule[]): Inflector {
  return {
    irregular: new Map(irregular),
    uninflected: new RegExp(`^(?:${uninflected.join("|")})$`, "iu"),
    rules,
    known: new Map(),
  };
}

const inflectors = new Map<string, Inflector>();

function inflectorFor(direction: "plural" | "singular", profile: InflectorProfile): Inflector {
  const key = `${direction}/${profile}`;
  let found = inflectors.get(key);
  if (found === undefined) {
    found =
      direction === "plural"
        ? build(IRREGULAR_PAIRS, [...UNINFLECTED_BOTH, ...UNINFLECTED_PLURAL_ONLY], PLURAL_RULES)
        : build(
            [...IRREGULAR_PAIRS.map(([s, p]) => [p, s] as const), ...singularOnlyIrregulars(profile)],
            [...UNINFLECTED_BOTH, ...UNINFLECTED_SINGULAR_ONLY],
            singularRules(profile),
          );
    inflectors.set(key, found);
  }
  return found;
}

/** Go's `\b` is ASCII-only: only [0-9A-Za-z_] are word characters. */
function isAsciiWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /^[0-9A-Za-z_]$/.test(ch);
}

/**
 * Go's `(?i)` equality against an ASCII lower-case key, including the two non-ASCII runes that
 * fold onto ASCII letters (KELVIN SIGN onto k, LONG S onto s).
 */
function foldEqualsLowerAscii(text: string, key: string): boolean {
  if (text.length !== key.length) return false;
  for (let i = 0; i < key.length; i++) {
    const t = text[i];
    const k = key[i];
    if (t === k || t === k.toUpperCase()) continue;
    if ((k === "k" && t === "\u212A") || (k === "s" && t === "\u017F")) continue;
    return false;
  }
  return true;
}

/**
 * Upstream matches `(.*)\b(word1|word2|…)$` case-insensitively: the greedy prefix means the
 * shortest matching tail after a word boundary. For identifiers (only [0-9A-Za-z_]) the only boundary
 * is at the start, so in practice an irregular applies only to the whole name ("cow" but not
 * "dairy_cow"); "dairy-cow" does have an inner boundary.
 *
 * QUIRK: the result is prefix + FIRST CHARACTER OF THE WHOLE INPUT + replacement minus its first
 * letter. That keeps the case of "Person" -> "People", but "big-cow" -> "big-bows" and "COW" -> "Cows".
 */
function applyIrregular(word: string, irregular: ReadonlyMap<string, string>): string | undefined {
  for (let start = word.length; start >= 0; start--) {
    const boundary = isAsciiWordChar(word[start - 1]) !== isAsciiWordChar(word[start]);
    if (!boundary) continue;
    const tail = word.slice(start);
    for (const [key, replacement] of irregular) {
      if (foldEqualsLowerAscii(tail, key)) {
        return word.slice(0, start) + word.slice(0, 1) + replacement.slice(1);
      }
    }
  }
  return undefined;
}

function inflect(word: string, inf: Inflector): string {
  let out = inf.known.get(word);
  if (out === undefined) {
    out = inflectOnce(word, inf);
    if (inf.known.size < 100_000) inf.known.set(word, out);
  }
  return out;
}

function inflectOnce(word: string, inf: Inflector): string {
  const irregular = applyIrregular(word, inf.irregular);
  if (irregular !== undefined) return irregular;
  if (inf.uninflected.test(word)) return word;
  for (const r of inf.rules) {
    if (r.test.test(word)) return word.replace(r.all, r.to);
  }
  return word;
}

/** The bridge's plural of a (snake_case) Terraform attribute name. */
export function pluralize(word: string, profile: InflectorProfile = DEFAULT_INFLECTOR_PROFILE): string {
  return inflect(word, inflectorFor("plural", profile));
}

/** The bridge's singular of a (camelCase) Pulumi property name, as used for nested type names. */
export function singularize(word: string, profile: InflectorProfile = DEFAULT_INFLECTOR_PROFILE): string {
  return inflect(word, inflectorFor("singular", profile));
}
