/*
 * CDK tokens: values that stand for something only Terraform will know (another construct's attribute, a
 * variable, a function call). A synth-time lookup cannot send one to a provider, so it finds them first, by the
 * encodings the CDKTF and CDK Terrain core libraries share, without loading either.
 */
const TOKEN_MARKERS = ["${TfToken[", "#{TfToken[", "&{TfToken["];
// The top 16 bits of a number token (0xfdff) and of a number-list token (0xfbff).
const NUMBER_TOKEN_TAGS = [0xfdff, 0xfbff];

function isNumberToken(n: number): boolean {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n);
  return NUMBER_TOKEN_TAGS.includes(view.getUint16(0));
}

/** The path of the first token in `value` (`""` for the value itself), or undefined when there is none. */
export function findToken(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return TOKEN_MARKERS.some((m) => value.includes(m)) ? path : undefined;
  if (typeof value === "number") return isNumberToken(value) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (typeof (value as { resolve?: unknown }).resolve === "function") return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = findToken(value[i], `${path}[${i}]`);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (TOKEN_MARKERS.some((m) => k.includes(m))) return path === "" ? k : `${path}.${k}`;
    const at = findToken(v, path === "" ? k : `${path}.${k}`);
    if (at !== undefined) return at;
  }
  return undefined;
}
