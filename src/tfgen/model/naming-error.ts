import { isBindingName } from "../naming/identifiers";
import { jsonPathKey } from "../schema/validate";

/**
 * A schema that no naming rule can turn into valid generated code. Generation stops before anything is
 * written, and the message says where (schema file and JSON path), why, and which overrides entry fixes it,
 * so that whoever pulled a new provider can act on it without reading the generator.
 */
export class NamingError extends Error {
  constructor(
    readonly schemaFile: string,
    readonly jsonPath: string,
    readonly problem: string,
    readonly overridesFile: string,
    /** The overrides entry that fixes it, as JSON (`"names": {"x": "y"}`). */
    readonly fix: string,
  ) {
    super(`${schemaFile}: ${jsonPath}: ${problem}. Fix: add to ${overridesFile}: ${fix}`);
    this.name = "NamingError";
  }
}

/** JSON paths into a pinned schemas file, for error messages. */
export class SchemaPaths {
  constructor(readonly registryKey: string) {}

  private get base(): string {
    return jsonPathKey("$.provider_schemas", this.registryKey);
  }

  dataSource(tfType: string): string {
    return jsonPathKey(`${this.base}.data_source_schemas`, tfType);
  }

  configAttribute(name: string): string {
    return jsonPathKey(`${this.base}.provider.block.attributes`, name);
  }
}

/** `"exclude": ["<glob>"]` as it would be written in an overrides file. */
export function excludeEntry(tfType: string): string {
  return `"exclude": [${JSON.stringify(tfType)}]`;
}

/** `"names": {"<key>": "<value>"}` as it would be written in an overrides file. */
export function namesEntry(key: string, value: string): string {
  return `"names": {${JSON.stringify(key)}: ${JSON.stringify(value)}}`;
}

/** A plain identifier suggested as a replacement name: ASCII letters and digits, camelCased at each break. */
export function suggestIdentifier(raw: string, prefix: string): string {
  const words = raw.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const body = words.map((w, i) => (i === 0 && prefix === "" ? w : w[0].toUpperCase() + w.slice(1))).join("");
  const joined = prefix + body;
  const name = /^[A-Za-z_$]/.test(joined) ? joined : `value${joined}`;
  return isBindingName(name) ? name : `${name}Value`;
}
