// Secrets never leave the process: every line the client logs, and every error message it
// builds, passes through a Redactor. It removes two things:
// - values we know are secret (the access token, the client secret), wherever they appear and
//   however they were written: as is, JSON-escaped once or more (a server echoing `"` or `\` in
//   an error body, that body quoted in another; non-ASCII or every punctuation mark as `\u00e9`,
//   `/` as `\/`), URL- or form-encoded (`%20` or `+`, hex in either case), its bytes in hex
//   (either case, or `\x73`), and in another letter case (some services upper-case what they echo), and in base64
//   or base64url (an HTTP Basic header, `base64(id:secret)`, echoed by a server or a proxy): the
//   whole encoding, and the part of any encoding that only the secret's bytes decide, so the
//   secret is scrubbed even when it is encoded after a prefix (see `base64Forms`);
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

// A bearer token anywhere in free text (error bodies sometimes echo the header). The token runs
// to the next space: a quote or backslash inside it (as is or JSON-escaped) is part of it, so no
// tail is left after [REDACTED]; only a quote that closes a JSON string (followed by `,`, `}`,
// `]`, `)`, `:`, a space or the end) ends it there.
const BEARER = /\b(Bearer\s+)(?:\\.|[^\s"\\]|"(?=[^\s,}\]):;"\\]))+/gi;

export class Redactor {
  readonly #secrets = new Set<string>();
  /** Every written form of every secret, longest first; rebuilt when a secret is added. */
  #pattern: RegExp | null | undefined;

  constructor(secrets: Iterable<string | undefined> = []) {
    for (const s of secrets) this.addSecret(s);
  }

  /** Remembers a value to scrub from now on. Very short values are ignored: they would mangle text. */
  addSecret(value: string | undefined): void {
    if (!value || value.length < 6 || this.#secrets.has(value)) return;
    this.#secrets.add(value);
    this.#pattern = undefined;
  }

  /** Scrubs known secrets and bearer tokens from free text. */
  text(input: string): string {
    this.#pattern ??= secretPattern(this.#secrets);
    const out = this.#pattern ? input.replace(this.#pattern, REDACTED) : input;
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

/**
 * One case-insensitive pattern for every way a secret can be written in output. Case-insensitive
 * also covers percent-encoding and `\u` escapes in upper- or lower-case hex.
 */
function secretPattern(secrets: ReadonlySet<string>): RegExp | null {
  const forms = new Set<string>();
  for (const secret of secrets)
    for (const cased of [secret, secret.toUpperCase(), secret.toLowerCase()])
      for (const encode of ENCODINGS)
        try {
          forms.add(encode(cased));
        } catch {
          // A lone surrogate has no URL form; its other forms are still scrubbed.
        }
  for (const secret of secrets) for (const form of base64Forms(secret)) forms.add(form);
  if (forms.size === 0) return null;
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map((f) => f.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return new RegExp(alternatives.join("|"), "giu");
}

const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
const hex = (s: string) => Buffer.from(s, "utf8").toString("hex");
/** The ways one value is written once; each is also scrubbed JSON-escaped again (see ENCODINGS). */
const WRITTEN_ONCE: readonly ((s: string) => string)[] = [
  (s) => s,
  jsonEscaped,
  // Serialisers that escape everything outside ASCII (Jackson, Python's json), or `/` (PHP).
  (s) => jsonEscaped(s).replace(/[\u0080-\uffff]/g, unicodeEscape),
  (s) => jsonEscaped(s).replace(/\//g, "\\/"),
  // HTML-safe JSON writers: every character but letters and digits as \uXXXX (a quote as \u0022).
  (s) => s.replace(/[^A-Za-z0-9]/g, unicodeEscape),
  encodeURIComponent,
  encodeURI,
  // application/x-www-form-urlencoded: a space is `+`, and `!'()~` are encoded too.
  (s) => new URLSearchParams({ v: s }).toString().slice(2),
  // The bytes in hex (a server dumping what it got); the pattern ignores case, so both cases.
  hex,
  (s) => hex(s).replace(/../g, "\\x$&"),
];
/**
 * Each form as written, and JSON-escaped up to twice more: an error body quoted as a string
 * inside another JSON body (a gateway wrapping a service's error) escapes every `"` and `\`
 * again, so a secret holding them is written `\\\"` and `\\\\`.
 */
const ENCODINGS: readonly ((s: string) => string)[] = WRITTEN_ONCE.flatMap((once) => [
  once,
  (s: string) => jsonEscaped(once(s)),
  (s: string) => jsonEscaped(jsonEscaped(once(s))),
]);

/**
 * The base64 and base64url forms of a secret. Base64 encodes 3 bytes as 4 characters, so inside a
 * longer value (`id:secret` in a Basic header) the secret starts at one of 3 byte alignments; at
 * each, the characters made only of the secret's bits are the same whatever surrounds it. Those
 * cores are scrubbed along with the whole encodings (padded and not), so a secret never leaves
 * in base64 at any offset. A core is at least 7 characters (a secret has 6 bytes or more): too
 * long to match by chance.
 */
export function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const forms: string[] = [];
  for (let lead = 0; lead < 3; lead++) {
    const encoded = Buffer.concat([Buffer.alloc(lead), bytes]).toString("base64");
    if (lead === 0) forms.push(encoded, encoded.replace(/=+$/, ""));
    // Character i holds bits [6i, 6i + 6); the secret's bits are [8 * lead, 8 * (lead + n)).
    const first = Math.ceil((8 * lead) / 6);
    const end = Math.floor((8 * (lead + bytes.length)) / 6);
    if (end - first >= 6) forms.push(encoded.slice(first, end));
  }
  const urlSafe = forms.map((f) => f.replace(/\+/g, "-").replace(/\//g, "_"));
  return [...new Set([...forms, ...urlSafe])];
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === "object" && value !== null) {
    // fromEntries makes own properties: a `__proto__` key in a reply stays a key, never a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_NAMES.has(k.toLowerCase()) && typeof v === "string" ? REDACTED : redactValue(v)]),
    );
  }
  return value;
}

/** Where --debug lines go. Every line is redacted before it reaches the sink. */
export type DebugSink = (line: string) => void;

export function createDebugLog(sink: DebugSink, redactor: Redactor): DebugSink {
  return (line) => sink(redactor.text(line));
}
