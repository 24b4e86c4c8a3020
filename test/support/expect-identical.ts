/**
 * Node's deep strict equality, which compares own `__proto__` keys as the data they are (Jest's toStrictEqual
 * reports two such objects as different though they serialize alike); Jest's diff when they differ.
 */
import { isDeepStrictEqual } from "node:util";

export function expectIdentical(actual: unknown, expected: unknown): void {
  if (isDeepStrictEqual(actual, expected)) return;
  expect(actual).toStrictEqual(expected);
  throw new Error("the values differ only where Jest cannot see it (own __proto__ keys)");
}
