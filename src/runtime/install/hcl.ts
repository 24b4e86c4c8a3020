/**
 * HCL parsing for the CLI configuration and the lock file. The parser is HashiCorp's own HCL implementation
 * compiled to WebAssembly (@cdktf/hcl2json, which the CDKTF generator already brings): it is asynchronous
 * and loads its module (~0.3 s) on first use, so it is imported lazily and only by code that reads HCL.
 *
 * hcl2json turns every block type into a list of bodies and orders keys alphabetically, which loses one
 * fact Terraform depends on: the order of installation methods inside `provider_installation`. That order
 * (never any value) is recovered by `blockOrder` below, which only follows brackets, strings and comments;
 * the values all come from the parser, and the two must agree on how many blocks of each kind there are.
 */
import { InstallError } from "./errors";

type Hcl2Json = { parse(filename: string, contents: string): Promise<Record<string, unknown>> };
let parser: Promise<Hcl2Json> | undefined;

/**
 * A string literal for HCL 2 native syntax (the lock file): JSON's escapes, plus the template sequences ${ and
 * %{ doubled so that no value is ever read as an interpolation. Not for the CLI configuration, which Terraform
 * reads with HCL 1 and does not evaluate.
 */
export function hclString(value: string): string {
  return JSON.stringify(value)
    .replace(/\$\{/g, () => "$${")
    .replace(/%\{/g, () => "%%{");
}

/** Terraform (HCL 1) reads a file as JSON when its first non-blank character is "{". */
export const looksLikeJson = (text: string): boolean => /^\s*\{/.test(text);

/** Parses HCL native syntax or JSON into plain data; a syntax error names the file and position. */
export async function parseHclOrJson(file: string, text: string): Promise<Record<string, unknown>> {
  if (looksLikeJson(text)) {
    try {
      const value = JSON.parse(text) as unknown;
      if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("the top level is not an object");
      return value as Record<string, unknown>;
    } catch (err) {
      throw new InstallError(
        "bad-cli-config",
        `${file}: invalid JSON (${(err as Error).message}); fix the file or point TF_CLI_CONFIG_FILE elsewhere`,
        { cause: err },
      );
    }
  }
  // Named through a variable so that TypeScript does not load its typings, which pull in the DOM library.
  const moduleName = "@cdktf/hcl2json";
  parser ??= import(moduleName) as Promise<Hcl2Json>;
  try {
    return await (await parser).parse(file, text);
  } catch (err) {
    const detail = (err as Error).message.replace(/^parse config: /, "");
    // Terraform reads the CLI configuration with HCL 1, which also accepts quoted argument names, the form its
    // docs show for dev_overrides. HCL 2 does not, but the JSON form says the same to both parsers.
    const hint = /Argument names must not be quoted/.test(detail)
      ? ` (quoted argument names such as "hashicorp/null" = … are HCL 1 syntax, which this parser does not read: ` +
        `write the CLI configuration in JSON form instead, ` +
        `{"provider_installation": [{"dev_overrides": [{"hashicorp/null": "…"}], "direct": [{}]}]}, which Terraform reads the same way)`
      : "";
    throw new InstallError(
      "bad-cli-config",
      `${file}: invalid HCL (${detail})${hint}; fix the file or point TF_CLI_CONFIG_FILE elsewhere`,
      { cause: err },
    );
  }
}

/**
 * The block types, in source order, directly inside the top-level block `outer` of an HCL native file,
 * e.g. ["filesystem_mirror", "direct"] for provider_installation.
 */
export function blockOrder(text: string, outer: string): string[] {
  const order: string[] = [];
  let depth = 0;
  let inOuter = false;
  let outerDepth = -1;
  let pending: string[] = [];
  let i = 0;
  const n = text.length;
  const skipString = (): void => {
    // i is at the opening quote; templates (${ … }) may nest strings, so track their braces.
    i++;
    let templ = 0;
    while (i < n) {
      const c = text[i];
      if (c === "\\") i += 2;
      else if ((c === "$" || c === "%") && text[i + 1] === "{") {
        templ++;
        i += 2;
      } else if (c === "}" && templ > 0) {
        templ--;
        i++;
      } else if (c === '"' && templ > 0) skipString();
      else if (c === '"') {
        i++;
        return;
      } else i++;
    }
  };
  while (i < n) {
    const c = text[i];
    if (c === "#" || (c === "/" && text[i + 1] === "/")) {
      while (i < n && text[i] !== "\n") i++;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"') {
      skipString();
      pending.push('"');
    } else if (c === "<" && text[i + 1] === "<") {
      const m = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)\r?\n/.exec(text.slice(i));
      if (m) {
        const close = new RegExp(`^[ \\t]*${m[1]}[ \\t]*$`, "m");
        const rest = text.slice(i + m[0].length);
        const found = close.exec(rest);
        i = found ? i + m[0].length + found.index + found[0].length : n;
      } else i += 2;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_-]/.test(text[j])) j++;
      pending.push(text.slice(i, j));
      i = j;
    } else if (c === "{" || c === "[" || c === "(") {
      if (c === "{" && pending.length > 0 && pending[0] !== '"') {
        if (depth === 0 && pending[0] === outer) {
          inOuter = true;
          outerDepth = depth;
        } else if (inOuter && depth === outerDepth + 1) order.push(pending[0]);
      }
      depth++;
      pending = [];
      i++;
    } else if (c === "}" || c === "]" || c === ")") {
      depth--;
      if (inOuter && depth === outerDepth) inOuter = false;
      pending = [];
      i++;
    } else if (c === "\n" || c === "=" || c === ",") {
      pending = [];
      i++;
    } else i++;
  }
  return order;
}
