/**
 * Secret values never leave the executor in text it produces: error messages and debug logs pass through a
 * redactor that knows every secret handed to it (configuration, secret inputs, the upstream provider's own
 * secret environment variables).
 */
export const REDACTED = "[secret]";

export class Redactor {
  private readonly secrets = new Set<string>();

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
    return out;
  }

  merge(other: Redactor): Redactor {
    const r = new Redactor();
    for (const s of this.secrets) r.secrets.add(s);
    for (const s of other.secrets) r.secrets.add(s);
    return r;
  }
}
