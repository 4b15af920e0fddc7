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
    ["JSON fields by name, at any depth", '{"access_token":"unknown-token-value","nested":{"client_secret":"x","keep":1}}', "", '{"access_token":"[REDACTED]","nested":{"client_secret":"[REDACTED]","keep":1}}'],
    ["form fields by name", "grant_type=client_credentials&client_secret=abc%2Fdef&scope=openid", "application/x-www-form-urlencoded", "grant_type=client_credentials&client_secret=[REDACTED]&scope=openid"],
    ["text that is not JSON", `oops ${SECRET}`, "text/plain", "oops [REDACTED]"],
    ["error codes are kept", '{"error_code":"401013","code":"E1"}', "", '{"error_code":"401013","code":"E1"}'],
  ])("body: %s", (_name, body, type, expected) => {
    expect(r.body(body, type)).toBe(expected);
  });
});
