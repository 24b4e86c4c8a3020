import { closest, distance } from "fastest-levenshtein";

/**
 * The known name a mistyped one most likely meant, for "did you mean" hints: the closest by edit distance, compared
 * without case, when it is close enough to be a typo (a third of the name's length, at most 3 edits) rather than
 * another name altogether.
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0 || known.includes(name)) return undefined;
  const lower = known.map((k) => k.toLowerCase());
  const guess = closest(name.toLowerCase(), lower);
  const edits = distance(name.toLowerCase(), guess);
  if (edits > Math.min(3, Math.ceil(name.length / 3))) return undefined;
  return known[lower.indexOf(guess)];
}

/** `; did you mean "x"?` when there is a likely name, else nothing. */
export function didYouMeanHint(name: string, known: readonly string[]): string {
  const guess = didYouMean(name, known);
  return guess === undefined ? "" : `; did you mean ${JSON.stringify(guess)}?`;
}
