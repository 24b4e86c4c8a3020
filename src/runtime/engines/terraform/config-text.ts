/**
 * The text of main.tf.json, and where each value in it was written: Terraform points its diagnostics at byte ranges
 * of the file (a provider's attribute path becomes the range of the value it names), and this is how a range is
 * read back as the JSON path of what was written there.
 *
 * The text is what `JSON.stringify(json, null, 1)` gives (the writer is tested against it); it is written here
 * rather than by JSON.stringify so that every value's byte offsets are known as it is written, with no parse.
 */

/** Object keys and array indexes from the top of the file to a value. */
export type JsonPath = readonly (string | number)[];

/** A value written into the file: its bytes [start, end), from its key when it has one. */
interface Written {
  start: number;
  end: number;
  path: JsonPath;
}

export interface ConfigText {
  text: string;
  /** The innermost value (with its key) that holds the whole byte range [start, end), if any does. */
  pathAt: (start: number, end: number) => JsonPath | undefined;
}

export function writeConfigText(json: Record<string, unknown>): ConfigText {
  const chunks: string[] = [];
  const written: Written[] = [];
  let bytes = 0;
  const emit = (s: string) => {
    chunks.push(s);
    bytes += Buffer.byteLength(s);
  };
  // As JSON.stringify: object properties holding undefined (or a function) are left out, array elements become null.
  const omitted = (v: unknown) => v === undefined || typeof v === "function" || typeof v === "symbol";
  const value = (v: unknown, indent: string, path: (string | number)[], start: number) => {
    const inner = `${indent} `;
    if (Array.isArray(v)) {
      if (v.length === 0) emit("[]");
      else {
        emit("[");
        v.forEach((e, i) => {
          emit(`${i === 0 ? "" : ","}\n${inner}`);
          value(omitted(e) ? null : e, inner, [...path, i], bytes);
        });
        emit(`\n${indent}]`);
      }
    } else if (v !== null && typeof v === "object") {
      const keys = Object.keys(v).filter((k) => !omitted((v as Record<string, unknown>)[k]));
      if (keys.length === 0) emit("{}");
      else {
        emit("{");
        keys.forEach((k, i) => {
          emit(`${i === 0 ? "" : ","}\n${inner}`);
          const keyStart = bytes;
          emit(`${JSON.stringify(k)}: `);
          value((v as Record<string, unknown>)[k], inner, [...path, k], keyStart);
        });
        emit(`\n${indent}}`);
      }
    } else emit(JSON.stringify(v));
    written.push({ start, end: bytes, path });
  };
  value(json, "", [], 0);
  emit("\n");
  // Written innermost first (a value is recorded after everything inside it), so the first match is the innermost.
  return {
    text: chunks.join(""),
    pathAt: (start, end) => written.find((w) => w.start <= start && end <= w.end)?.path,
  };
}
