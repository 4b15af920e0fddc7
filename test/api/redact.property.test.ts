// The redaction law: for any secret (quotes, backslashes, controls, any Unicode), none of the
// ways a server or our own formatting can write it survives `Redactor.text`, and a Bearer token
// leaves no tail, whatever it holds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED, Redactor } from "../../src/api/redact.js";

const jsonInner = (s: string) => JSON.stringify(s).slice(1, -1);
const hex = (s: string) => Buffer.from(s, "utf8").toString("hex");
/** Each character but letters and digits as `\uXXXX` (UTF-16 units), as HTML-safe JSON writers do. */
const unicodeEscapes = (s: string) => s.replace(/[^A-Za-z0-9]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** Every written form the docs promise to scrub, plus hex and JSON-escaped-again. */
const WRITTEN_FORMS: [string, (s: string) => string][] = [
  ["as is", (s) => s],
  ["JSON-escaped", jsonInner],
  ["JSON-escaped twice (a JSON body inside a JSON string)", (s) => jsonInner(jsonInner(s))],
  ["JSON-escaped three times", (s) => jsonInner(jsonInner(jsonInner(s)))],
  ["JSON, every other character as \\u (HTML-safe serialisers: \\u0022 for a quote)", unicodeEscapes],
  ["JSON-escaped with \\/", (s) => jsonInner(s).replace(/\//g, "\\/")],
  ["URL-encoded", encodeURIComponent],
  ["URL-encoded, then JSON-escaped", (s) => jsonInner(encodeURIComponent(s))],
  ["form-encoded", (s) => new URLSearchParams({ v: s }).toString().slice(2)],
  ["upper case", (s) => s.toUpperCase()],
  ["lower case", (s) => s.toLowerCase()],
  ["upper case, JSON-escaped", (s) => jsonInner(s.toUpperCase())],
  ["hex, lower case", hex],
  ["hex, upper case", (s) => hex(s).toUpperCase()],
  ["hex bytes as \\x", (s) => hex(s).replace(/../g, "\\x$&")],
  ["hex, JSON-escaped", (s) => jsonInner(hex(s))],
  ["base64", (s) => Buffer.from(s, "utf8").toString("base64")],
  ["base64url", (s) => Buffer.from(s, "utf8").toString("base64url")],
];

const tricky = fc.constantFrom('"', "\\", "/", "'", "%", "+", " ", "\n", "\u001b", "é", "€", "😀", "\u202e", "ß", "İ");
const secret = fc
  .array(
    fc.oneof(
      tricky,
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 4 }),
    ),
    {
      minLength: 6,
      maxLength: 24,
    },
  )
  .map((parts) => parts.join(""));

// Each Redactor builds one case-insensitive pattern of every form (tens of ms for a long Unicode
// secret on a busy machine): the runs are few enough to stay well inside the timeout.
describe("redaction law", { timeout: 120_000 }, () => {
  it("no written form of a random secret is left in the redacted text", () => {
    fc.assert(
      fc.property(secret, fc.constantFrom(...WRITTEN_FORMS), (s, [, write]) => {
        const written = write(s);
        const out = new Redactor([s]).text(`echo: <${written}> end`);
        expect(out).not.toContain(written);
        expect(out).toContain(REDACTED);
      }),
      { numRuns: 200 },
    );
  });

  it("a JSON error body echoing a random secret, the body then JSON-escaped into a message: no form left", () => {
    fc.assert(
      fc.property(secret, (s) => {
        const r = new Redactor([s]);
        const body = JSON.stringify({ message: "rejected", detail: JSON.stringify({ echo: s }) });
        const out = r.body(body, "application/json");
        for (const [, write] of WRITTEN_FORMS) expect(out).not.toContain(write(s));
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ["a quote inside the token", 'Authorization: Bearer abc"def-ghi', "Authorization: Bearer [REDACTED]"],
    ["a backslash inside the token", "Bearer abc\\def-ghi", "Bearer [REDACTED]"],
    ["JSON-escaped quote inside the token", '{"m":"Bearer abc\\"def-ghi"}', '{"m":"Bearer [REDACTED]"}'],
    ["the token ends at the closing quote of a JSON string", '{"m":"Bearer abc.def","n":1}', '{"m":"Bearer [REDACTED]","n":1}'],
    ["the token ends at a space", "Bearer abc.def rest", "Bearer [REDACTED] rest"],
  ])("an unknown Bearer token leaves no tail: %s", (_, input, expected) => {
    expect(new Redactor().text(input)).toBe(expected);
  });
});
