import { describe, expect, it } from "vitest";
import { Redactor } from "../../src/api/redact.js";

const SECRET = "s3cret/with+special=chars";
const r = new Redactor([SECRET, "tok.abc.def-123", "short"]);

describe("Redactor", () => {
  it.each([
    ["a known secret anywhere", `value ${SECRET} here`, "value [REDACTED] here"],
    ["percent-encoded", `client_secret=${encodeURIComponent(SECRET)}`, "client_secret=[REDACTED]"],
    ["any bearer token", "Authorization: Bearer eyJhbGciOi.xyz", "Authorization: Bearer [REDACTED]"],
    ["values under 6 characters are not treated as secrets", "a short word", "a short word"],
  ])("text: %s", (_name, input, expected) => {
    expect(r.text(input)).toBe(expected);
  });

  it("headers: Authorization and cookies by name, others scrubbed by value", () => {
    expect(r.headers(new Headers({ Authorization: "Bearer x", "x-api-key": "client-id", "x-note": `t ${SECRET}` }))).toEqual({
      authorization: "[REDACTED]",
      "x-api-key": "client-id",
      "x-note": "t [REDACTED]",
    });
  });

  it.each([
    [
      "JSON fields by name, at any depth",
      '{"access_token":"unknown-token-value","nested":{"client_secret":"x","keep":1}}',
      "",
      '{"access_token":"[REDACTED]","nested":{"client_secret":"[REDACTED]","keep":1}}',
    ],
    [
      "form fields by name",
      "grant_type=client_credentials&client_secret=abc%2Fdef&scope=openid",
      "application/x-www-form-urlencoded",
      "grant_type=client_credentials&client_secret=[REDACTED]&scope=openid",
    ],
    ["text that is not JSON", `oops ${SECRET}`, "text/plain", "oops [REDACTED]"],
    ["error codes are kept", '{"error_code":"401013","code":"E1"}', "", '{"error_code":"401013","code":"E1"}'],
  ])("body: %s", (_name, body, type, expected) => {
    expect(r.body(body, type)).toBe(expected);
  });
});

// A secret can reach the output in any encoding a server or our own formatting gives it. Each case
// is a secret and one way it was written; every one must come out as [REDACTED].
const form = (s: string) => new URLSearchParams({ v: s }).toString().slice(2);
const jsonInner = (s: string) => JSON.stringify(s).slice(1, -1);
const asciiJson = (s: string) => jsonInner(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const lowerHex = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase());
const secrets = [
  'a"quoted"secret',
  "back\\slash\\secret",
  "slash/plus+amp&pct%",
  "with spaces in it",
  "ünïcödé-sécret-€",
  "MiXeD-CaSe-Secret",
];
const encodings: [string, (s: string) => string][] = [
  ["as is", (s) => s],
  ["JSON-escaped", jsonInner],
  ["JSON-escaped, non-ASCII as \\u", asciiJson],
  [
    "JSON-escaped, non-ASCII as \\U upper hex",
    (s) => asciiJson(s).replace(/\\u([0-9a-f]{4})/g, (_m, h: string) => `\\u${h.toUpperCase()}`),
  ],
  ["JSON-escaped with \\/", (s) => jsonInner(s).replace(/\//g, "\\/")],
  ["URL-encoded (%20)", encodeURIComponent],
  ["URL-encoded, lower-case hex", lowerHex],
  ["form-encoded (+)", form],
  ["upper case", (s) => s.toUpperCase()],
  ["lower case", (s) => s.toLowerCase()],
  ["upper case, JSON-escaped", (s) => jsonInner(s.toUpperCase())],
];

describe("Redactor: every encoding of a known secret", () => {
  const cases = secrets.flatMap((secret) => encodings.map(([how, encode]) => [secret, how, encode(secret)] as const));
  it.each(cases)("text: %j written %s", (secret, _how, written) => {
    const out = new Redactor([secret]).text(`before ${written} after`);
    expect(out).toBe("before [REDACTED] after");
  });

  it.each(secrets)("body: a JSON error body that echoes %j is printed without it", (secret) => {
    const body = JSON.stringify({ message: `rejected client ${secret}`, detail: { echo: secret } });
    const out = new Redactor([secret]).body(body, "application/json");
    expect(out).toBe('{"message":"rejected client [REDACTED]","detail":{"echo":"[REDACTED]"}}');
  });

  it.each(secrets)("body: a form body that carries %j in a field not named secret", (secret) => {
    const out = new Redactor([secret]).body(`grant_type=client_credentials&note=${form(secret)}`, "application/x-www-form-urlencoded");
    expect(out).toBe("grant_type=client_credentials&note=[REDACTED]");
  });
});
