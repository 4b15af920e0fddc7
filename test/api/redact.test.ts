import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { Redactor } from "../../src/api/redact.js";
import { bin } from "../cli/helpers.js";
import { emulator } from "./harness.js";

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

// base64 and base64url, whole and inside a longer value (the Basic auth form `id:secret`, or any
// prefix: the secret then starts at another of base64's 3 byte alignments).
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const b64url = (s: string) => Buffer.from(s, "utf8").toString("base64url");
const base64Writings: [string, (secret: string, id: string) => string][] = [
  ["base64", (s) => b64(s)],
  ["base64 without padding", (s) => b64(s).replace(/=+$/, "")],
  ["base64url", (s) => b64url(s)],
  ["base64 of id:secret (Basic auth)", (s, id) => b64(`${id}:${s}`)],
  ["base64url of id:secret", (s, id) => b64url(`${id}:${s}`)],
  ["base64 after a 1-byte prefix", (s) => b64(`x${s}`)],
  ["base64 after a 2-byte prefix", (s) => b64(`xy${s}`)],
  ["base64url after a 2-byte prefix, then more", (s) => b64url(`xy${s}/and more`)],
];

describe("Redactor: base64 and base64url of a secret and of id:secret", () => {
  const cases = ["p8e-canary-client-secret-4f1d", "ünïcödé-sécret-€", "s3cret/with+special=chars", "six6!?"].flatMap((secret) =>
    base64Writings.map(([how, write]) => [secret, how, write(secret, "canary-client")] as const),
  );
  it.each(cases)("text: %j written as %s", (secret, _how, written) => {
    const r = new Redactor([secret, `canary-client:${secret}`]);
    const out = r.text(`before ${written} after`);
    expect(out).toContain("[REDACTED]");
    expect(out).not.toContain(written);
    // Whatever is left of the encoding around [REDACTED] does not decode to the secret.
    for (const run of out.match(/[A-Za-z0-9+/_=-]{4,}/g) ?? [])
      for (const decoded of [Buffer.from(run, "base64"), Buffer.from(run, "base64url")])
        expect(decoded.toString("utf8")).not.toContain(secret);
  });

  it("the whole Basic form is one [REDACTED], so no part of it stays", () => {
    const secret = "p8e-canary-client-secret-4f1d";
    const r = new Redactor([secret, `canary-client:${secret}`]);
    expect(r.text(`Basic ${b64(`canary-client:${secret}`)}.`)).toBe("Basic [REDACTED].");
  });
});

describe("--debug output of a CLI command against the emulator", () => {
  it("shows no secret in base64 or base64url, alone or as id:secret, in debug lines or in the error", async () => {
    const id = "canary-client";
    const secret = "p8e-canary-client-secret-4f1d";
    const emu = await emulator({ clientId: id, clientSecret: secret });
    // A server that echoes the credentials it was given (as a proxy or gateway logging the
    // Basic header would) in every encoding, in its error body.
    const written = base64Writings.map(([, write]) => write(secret, id));
    emu.faults.add({
      path: "/data/core/ups/segment/definitions",
      fault: { kind: "status", status: 400, body: { message: `rejected Basic ${written[3]}`, echo: written.join(" ") } },
    });
    const r = await runCli(["segments", "list", "--debug"], {
      AEP_BASE_URL: emu.url,
      AEP_IMS_URL: emu.url,
      AEP_CLIENT_ID: id,
      AEP_CLIENT_SECRET: secret,
      AEP_ORG_ID: "CANARY@AdobeOrg",
      AEP_SANDBOX: "prod",
    });
    expect(r.status).toBe(2);
    expect(r.output).toContain("debug: ");
    expect(r.output).toContain("rejected Basic [REDACTED]");
    for (const form of [secret, ...written]) expect(r.output).not.toContain(form);
  });
});

/** The CLI as a user runs it (a child process, so the emulator in this process keeps serving). */
function runCli(args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("AEP_")));
    const child = spawn(process.execPath, [bin, ...args], { cwd: tmpdir(), env: { ...clean, NO_COLOR: "1", ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => resolve({ status, output }));
  });
}
