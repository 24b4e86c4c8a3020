/**
 * Secret values never leave the executor in text it produces: error messages and debug logs pass through a
 * redactor that knows every secret handed to it (configuration, secret inputs, the upstream provider's own
 * secret environment variables). It also knows the long values of a batch, so that an error quoting one (a
 * provider echoing its arguments, say) carries only its start.
 */
import { literalString } from "./literal";

export const REDACTED = "[secret]";

/** A value longer than this is quoted in error messages by its first characters only. */
export const LONG_VALUE = 200;

function abbreviation(s: string): string {
  return `${s.slice(0, 80)}...(${s.length} characters)`;
}

export class Redactor {
  private readonly secrets = new Set<string>();
  private readonly long = new Set<string>();

  /** Remembers every string (value or map key) of `value` longer than LONG_VALUE, to be cut short in messages. */
  shorten(value: unknown): void {
    if (typeof value === "string") {
      if (value.length > LONG_VALUE) this.long.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => this.shorten(v));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        this.shorten(k);
        this.shorten(v);
      }
    }
  }

  add(value: unknown): void {
    if (typeof value === "string") {
      // Very short strings would shred ordinary text and give away nothing worth hiding.
      if (value.length >= 4) this.secrets.add(value);
    } else if (typeof value === "number" || typeof value === "boolean") {
      this.add(String(value));
    } else if (Array.isArray(value)) value.forEach((v) => this.add(v));
    else if (value && typeof value === "object") Object.values(value).forEach((v) => this.add(v));
  }

  /** Also covers the forms a secret takes once quoted or escaped inside JSON or HCL diagnostics. */
  redact(text: string): string {
    let out = text;
    // Longest first, so a secret that contains another is replaced whole.
    for (const s of [...this.secrets].sort((a, b) => b.length - a.length)) {
      for (const form of new Set([s, JSON.stringify(s).slice(1, -1), encodeURIComponent(s)])) {
        if (form.length > 0) out = out.split(form).join(REDACTED);
      }
    }
    // A secret is never abbreviated: its start would be a part of it.
    for (const s of [...this.long].filter((l) => !this.secrets.has(l)).sort((a, b) => b.length - a.length)) {
      // As given, as quoted in JSON, and as written into main.tf.json (which Terraform's own messages quote).
      const written = literalString(s);
      for (const form of new Set([s, JSON.stringify(s).slice(1, -1), written, JSON.stringify(written).slice(1, -1)]))
        out = out.split(form).join(abbreviation(form));
    }
    return out;
  }

  merge(other: Redactor): Redactor {
    const r = new Redactor();
    for (const s of [...this.secrets, ...other.secrets]) r.secrets.add(s);
    for (const s of [...this.long, ...other.long]) r.long.add(s);
    return r;
  }
}
