/**
 * Numbers as Terraform holds them (arbitrary precision decimals) and as a lookup hands them over.
 *
 * A result number is a JavaScript number when that number stands for exactly the value Terraform has (its
 * shortest text names the same decimal), and otherwise the exact decimal text, as Terraform prints it:
 * `"9223372036854775807"`, never `9223372036854776000`. An argument may be a finite number, a bigint, or such a
 * text. Both engines go through this one module: the plugin engine for msgpack and JSON values, the Terraform
 * engine for the state it reads.
 */

/** Terraform's number syntax (JSON's, with optional leading zeros, `+` in exponents and a bare fraction). */
const NUMBER_TEXT = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal value: sign × digits × 10^exponent, with no trailing zeros in digits (zero is digits 0, exponent 0). */
interface Decimal {
  negative: boolean;
  digits: bigint;
  exponent: number;
}

function normal(negative: boolean, digits: bigint, exponent: number): Decimal {
  if (digits === 0n) return { negative: false, digits: 0n, exponent: 0 };
  while (digits % 10n === 0n) {
    digits /= 10n;
    exponent++;
  }
  return { negative, digits, exponent };
}

function parseDecimal(text: string): Decimal | undefined {
  if (!NUMBER_TEXT.test(text)) return undefined;
  const negative = text.startsWith("-");
  const [mantissa, exp = "0"] = text.replace(/^-/, "").toLowerCase().split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  return normal(negative, BigInt(`${whole}${fraction}` || "0"), Number(exp) - fraction.length);
}

/** The exact value of a finite double (which is always a finite decimal). */
function decimalOfDouble(n: number): Decimal {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const power = (biased === 0 ? 1 : biased) - 1075;
  if (power >= 0) return normal(negative, mantissa << BigInt(power), 0);
  // m × 2^-k = m × 5^k × 10^-k
  return normal(negative, mantissa * 5n ** BigInt(-power), power);
}

const sameDecimal = (a: Decimal, b: Decimal) => a.negative === b.negative && a.digits === b.digits && a.exponent === b.exponent;

/** The plain decimal text (no exponent), as Terraform writes a number in JSON. */
function decimalText(d: Decimal): string {
  const digits = d.digits.toString();
  const sign = d.negative ? "-" : "";
  if (d.exponent >= 0) return `${sign}${digits}${"0".repeat(d.exponent)}`;
  const point = digits.length + d.exponent;
  return point > 0 ? `${sign}${digits.slice(0, point)}.${digits.slice(point)}` : `${sign}0.${"0".repeat(-point)}${digits}`;
}

/** A number as a lookup returns it: a JavaScript number when one holds it, else its exact decimal text. */
export type ExactNumber = number | string;

/** Whether a text is a number in Terraform's syntax. */
export function isNumberText(text: string): boolean {
  return NUMBER_TEXT.test(text);
}

/** The exact result form of a number given as decimal text (from msgpack, JSON or Terraform's state). */
export function exactNumberFromText(text: string): ExactNumber {
  const d = parseDecimal(text);
  if (!d) throw new Error(`not a number: ${JSON.stringify(text.slice(0, 60))}`);
  const n = Number(text);
  // The double's exact value, or the decimal it prints as (Terraform's 0.1 is the decimal 0.1, not the double).
  if (Number.isFinite(n) && (sameDecimal(parseDecimal(String(n)) as Decimal, d) || sameDecimal(decimalOfDouble(n), d))) return n;
  return decimalText(d);
}

/** The exact result form of an integer (msgpack's 64-bit integers arrive as bigint). */
export function exactNumberFromBigInt(n: bigint): ExactNumber {
  return BigInt(Number(n)) === n ? Number(n) : n.toString();
}

/**
 * A number argument (a finite number, a bigint, or a number's text) in the form the plugin engine sends:
 * a double when one holds it, a 64-bit integer as bigint, anything else as its exact decimal text (which
 * cty reads as a number, as it writes numbers too precise for either).
 */
export function numberForWire(v: number | bigint | string): number | bigint | string {
  if (typeof v === "number") return v;
  const exact = typeof v === "bigint" ? exactNumberFromBigInt(v) : exactNumberFromText(v);
  if (typeof exact === "number") return exact;
  const d = parseDecimal(exact) as Decimal;
  if (d.exponent >= 0) {
    const whole = (d.negative ? -1n : 1n) * d.digits * 10n ** BigInt(d.exponent);
    if (whole >= -(2n ** 63n) && whole < 2n ** 64n) return whole;
  }
  return exact;
}

/** The text of a number argument for the Terraform engine's configuration: Terraform reads it back exactly. */
export function numberText(v: number | bigint | string): string {
  if (typeof v === "number") return String(v);
  if (typeof v === "bigint") return v.toString();
  return decimalText(parseDecimal(v) as Decimal);
}

/** Orders two numbers by value, exactly (set elements are ordered this way). */
export function compareNumbers(a: ExactNumber, b: ExactNumber): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const x = typeof a === "number" ? decimalOfDouble(a) : (parseDecimal(a) as Decimal);
  const y = typeof b === "number" ? decimalOfDouble(b) : (parseDecimal(b) as Decimal);
  const sign = (d: Decimal) => (d.digits === 0n ? 0 : d.negative ? -1 : 1);
  if (sign(x) !== sign(y)) return sign(x) - sign(y);
  const e = Math.min(x.exponent, y.exponent);
  const scaled = (d: Decimal) => d.digits * 10n ** BigInt(d.exponent - e);
  const diff = scaled(x) - scaled(y);
  const magnitude = diff === 0n ? 0 : diff > 0n ? 1 : -1;
  return sign(x) < 0 ? -magnitude : magnitude;
}

/** JSON as Terraform writes it (its state), every number exact as above; `__proto__` keys stay own keys. */
export function parseJsonExact(text: string): unknown {
  return losslessJson().parse(text, null, exactNumberFromText);
}

let losslessJsonLibrary: typeof import("lossless-json") | undefined;

/** Loaded on first use: only JSON answers need it, and a program's first lookup should not load it before its spawn. */
export function losslessJson(): typeof import("lossless-json") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (losslessJsonLibrary ??= require("lossless-json") as typeof import("lossless-json"));
}
