// Secrets never leave the process: every line the client logs, and every error message it
// builds, passes through a Redactor. It removes two things:
// - values we know are secret (the access token, the client secret), wherever they appear;
// - values under secret-looking names (Authorization, client_secret, access_token, ...) in
//   headers, JSON bodies and form bodies, even when we did not know the value in advance.

export const REDACTED = "[REDACTED]";

/** Header and field names whose values are secret, compared case-insensitively. */
const SECRET_NAMES = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "client_secret",
  "clientsecret",
  "access_token",
  "accesstoken",
  "refresh_token",
  "id_token",
  "token",
  "password",
  "secret",
  "private_key",
]);

// A bearer token anywhere in free text (error bodies sometimes echo the header).
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

export class Redactor {
  readonly #secrets = new Set<string>();

  constructor(secrets: Iterable<string | undefined> = []) {
    for (const s of secrets) this.addSecret(s);
  }

  /** Remembers a value to scrub from now on. Very short values are ignored: they would mangle text. */
  addSecret(value: string | undefined): void {
    if (value && value.length >= 6) this.#secrets.add(value);
  }

  /** Scrubs known secrets and bearer tokens from free text. */
  text(input: string): string {
    let out = input;
    for (const s of this.#secrets) {
      if (out.includes(s)) out = out.split(s).join(REDACTED);
      // Form bodies and URLs carry the secret percent-encoded.
      const encoded = encodeURIComponent(s);
      if (encoded !== s && out.includes(encoded)) out = out.split(encoded).join(REDACTED);
    }
    return out.replace(BEARER, `$1${REDACTED}`);
  }

  /** Headers as `name: value` pairs with secret values replaced. */
  headers(headers: Headers | Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
    for (const [name, value] of entries) out[name] = SECRET_NAMES.has(name.toLowerCase()) ? REDACTED : this.text(value);
    return out;
  }

  /** A request or response body (JSON, form or text) with secret fields and values replaced. */
  body(text: string, contentType = ""): string {
    if (text.length === 0) return text;
    if (contentType.includes("x-www-form-urlencoded")) {
      const form = new URLSearchParams(text);
      for (const key of [...form.keys()]) if (SECRET_NAMES.has(key.toLowerCase())) form.set(key, REDACTED);
      return this.text(decodeURIComponent(form.toString().replace(/\+/g, " ")));
    }
    try {
      return this.text(JSON.stringify(redactValue(JSON.parse(text))));
    } catch {
      return this.text(text);
    }
  }
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_NAMES.has(k.toLowerCase()) && typeof v === "string" ? REDACTED : redactValue(v);
    return out;
  }
  return value;
}

/** Where --debug lines go. Every line is redacted before it reaches the sink. */
export type DebugSink = (line: string) => void;

export function createDebugLog(sink: DebugSink, redactor: Redactor): DebugSink {
  return (line) => sink(redactor.text(line));
}
