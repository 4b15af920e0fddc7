(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  AepClient: () => AepClient,
  ApiError: () => ApiError,
  Redactor: () => Redactor,
  SERVICE_PATHS: () => SERVICE_PATHS,
  ZodBigInt: () => ZodBigInt,
  ZodBoolean: () => ZodBoolean,
  ZodDate: () => ZodDate,
  ZodNumber: () => ZodNumber,
  ZodString: () => ZodString,
  _enum: () => _enum,
  array: () => array,
  boolean: () => boolean,
  looseObject: () => looseObject,
  number: () => number,
  preprocess: () => preprocess,
  record: () => record,
  strictObject: () => strictObject,
  string: () => string,
  systemClock: () => systemClock,
  union: () => union,
  unknown: () => unknown,
  url: () => url
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
// src/api/errors.ts
var ApiError = class extends Error {
  name = "ApiError";
  kind;
  status;
  code;
  title;
  detail;
  requestId;
  method;
  path;
  outcomeUnknown;
  raw;
  attempts;
  constructor(init) {
    super(init.message ?? describe(init), init.cause === void 0 ? void 0 : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
    this.raw = init.raw;
    this.attempts = init.attempts ?? 1;
  }
};
function describe(init) {
  const where = `${init.method} ${init.path}`;
  const request = init.requestId ? ` (request id ${init.requestId})` : "";
  switch (init.kind) {
    case "http": {
      const code = init.code ? ` ${init.code}` : "";
      const text = [init.title, init.detail].filter((s) => s && s.length > 0);
      const said = text.length === 2 && text[0] === text[1] ? [text[0]] : text;
      return `${where} failed with HTTP ${init.status}${code}${said.length ? `: ${said.join(": ")}` : ""}${request}`;
    }
    case "timeout":
      return `${where} timed out${init.outcomeUnknown ? "; it may or may not have been applied" : ""}${request}`;
    case "network":
      return `${where} failed: ${init.detail ?? "connection error"}${init.outcomeUnknown ? "; it may or may not have been applied" : ""}${request}`;
    case "aborted":
      return `${where} was cancelled`;
    case "invalid-response":
      return `${where} returned an unexpected response: ${init.detail ?? "unreadable body"}${request}`;
  }
}
var str = (v) => typeof v === "string" && v.length > 0 ? v : typeof v === "number" ? String(v) : void 0;
function normaliseErrorBody(body) {
  if (!(0, import_cli_chunk_HAGU7X5J.isObject)(body)) return {};
  const out = {};
  const report = (0, import_cli_chunk_HAGU7X5J.isObject)(body.report) ? body.report : void 0;
  const nested = Array.isArray(body.errors) ? body.errors.find(import_cli_chunk_HAGU7X5J.isObject) : (0, import_cli_chunk_HAGU7X5J.isObject)(body.errors) ? body.errors : void 0;
  if (nested) {
    out.code = str(nested.errorCode) ?? str(nested.code) ?? str(nested.error_code);
    out.title = str(nested.title);
    out.detail = str(nested.detail) ?? str(nested.message);
  }
  const type = str(body.type);
  const typeKey = type ? lastSegment(type) : void 0;
  const problemCode = typeKey && /^[A-Z]+-\d+-\d{3}$/.test(typeKey) ? typeKey : void 0;
  out.code = str(body.error_code) ?? problemCode ?? str(body.errorCode) ?? str(body.code) ?? str(body.error) ?? out.code;
  out.title = str(body.title) ?? out.title;
  out.detail = str(body.detail) ?? (report ? str(report["detailed-message"]) ?? str(report.message) : void 0) ?? str(body.message) ?? str(body.errorMessage) ?? str(body.error_description) ?? out.detail;
  out.requestId = (report ? str(report["request-id"]) ?? str(report.registryRequestId) : void 0) ?? str(body.requestId);
  for (const key of Object.keys(out)) if (out[key] === void 0) delete out[key];
  return out;
}
function lastSegment(uri) {
  const trimmed = uri.replace(/\/+$/, "");
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
// src/api/redact.ts
var REDACTED = "[REDACTED]";
var SECRET_NAMES = /* @__PURE__ */ new Set([
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
  "private_key"
]);
var BEARER = /\b(Bearer\s+)(?:\\.|[^\s"\\]|"(?=[^\s,}\]):;"\\]))+/gi;
var Redactor = class {
  #secrets = /* @__PURE__ */ new Set();
  /** Every written form of every secret, longest first; rebuilt when a secret is added. */
  #pattern;
  constructor(secrets = []) {
    for (const s of secrets) this.addSecret(s);
  }
  /** Remembers a value to scrub from now on. Very short values are ignored: they would mangle text. */
  addSecret(value) {
    if (!value || value.length < 6 || this.#secrets.has(value)) return;
    this.#secrets.add(value);
    this.#pattern = void 0;
  }
  /** Scrubs known secrets and bearer tokens from free text. */
  text(input) {
    this.#pattern ??= secretPattern(this.#secrets);
    const out = this.#pattern ? input.replace(this.#pattern, REDACTED) : input;
    return out.replace(BEARER, `$1${REDACTED}`);
  }
  /** Headers as `name: value` pairs with secret values replaced. */
  headers(headers) {
    const out = {};
    const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
    for (const [name, value] of entries) out[name] = SECRET_NAMES.has(name.toLowerCase()) ? REDACTED : this.text(value);
    return out;
  }
  /** A request or response body (JSON, form or text) with secret fields and values replaced. */
  body(text, contentType = "") {
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
};
function secretPattern(secrets) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets)
    for (const cased of [secret, secret.toUpperCase(), secret.toLowerCase()])
      for (const encode2 of ENCODINGS)
        try {
          forms.add(encode2(cased));
        } catch {
        }
  for (const secret of secrets) for (const form of base64Forms(secret)) forms.add(form);
  if (forms.size === 0) return null;
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map((f) => f.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return new RegExp(alternatives.join("|"), "giu");
}
var jsonEscaped = (s) => JSON.stringify(s).slice(1, -1);
var unicodeEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
var hex = (s) => Buffer.from(s, "utf8").toString("hex");
var WRITTEN_ONCE = [
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
  (s) => hex(s).replace(/../g, "\\x$&")
];
var ENCODINGS = WRITTEN_ONCE.flatMap((once) => [
  once,
  (s) => jsonEscaped(once(s)),
  (s) => jsonEscaped(jsonEscaped(once(s)))
]);
function base64Forms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const forms = [];
  for (let lead = 0; lead < 3; lead++) {
    const encoded = Buffer.concat([Buffer.alloc(lead), bytes]).toString("base64");
    if (lead === 0) forms.push(encoded, encoded.replace(/=+$/, ""));
    const first = Math.ceil(8 * lead / 6);
    const end = Math.floor(8 * (lead + bytes.length) / 6);
    if (end - first >= 6) forms.push(encoded.slice(first, end));
  }
  const urlSafe = forms.map((f) => f.replace(/\+/g, "-").replace(/\//g, "_"));
  return [.../* @__PURE__ */ new Set([...forms, ...urlSafe])];
}
function redactValue(value) {
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_NAMES.has(k.toLowerCase()) && typeof v === "string" ? REDACTED : redactValue(v)])
    );
  }
  return value;
}
// src/api/http.ts
var SERVICE_PATHS = {
  segmentation: "/data/core/ups",
  profile: "/data/core/ups",
  hygiene: "/data/core/hygiene",
  flowService: "/data/foundation/flowservice",
  dataPrep: "/data/foundation/conversion",
  schemaRegistry: "/data/foundation/schemaregistry",
  catalog: "/data/foundation/catalog"
};
var DEFAULT_RETRY_POLICY = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 2e4,
  maxRetryAfterMs: 6e4,
  jitter: 0.5
};
var systemClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  })
};
var IDEMPOTENT = /* @__PURE__ */ new Set(["GET", "HEAD", "PUT", "DELETE"]);
var RETRY_ALWAYS = /* @__PURE__ */ new Set([429, 503]);
var RETRY_IF_IDEMPOTENT = /* @__PURE__ */ new Set([502, 504]);
var NOT_SENT_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);
var AepClient = class {
  baseUrl;
  orgId;
  sandbox;
  clientId;
  tokens;
  retry;
  clock;
  redactor;
  stats = { requests: 0, retries: 0, renewals: 0, failures: 0, byStatus: {} };
  #timeoutMs;
  #random;
  #debug;
  #userAgent;
  constructor(options) {
    this.baseUrl = (options.baseUrl ?? "https://platform.adobe.io").replace(/\/+$/, "");
    this.orgId = options.orgId;
    this.sandbox = options.sandbox;
    this.clientId = options.clientId;
    this.tokens = options.tokens;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.redactor = options.redactor ?? new Redactor();
    this.#timeoutMs = options.timeoutMs ?? 3e4;
    this.#random = options.random ?? Math.random;
    this.#debug = options.debug ? (line) => options.debug(this.redactor.text(line)) : void 0;
    this.#userAgent = options.userAgent ?? "pql-audience";
    this.tokens.attach?.(this);
  }
  /** Sends one logical request: retries and a 401 renewal happen inside. Throws ApiError. */
  async request(request) {
    let options = request;
    const url2 = this.#url(options);
    const path = new URL(url2).pathname;
    const idempotent = options.idempotent ?? IDEMPOTENT.has(options.method);
    const auth = options.auth ?? true;
    const requestId = options.headers?.["x-request-id"] ?? (auth ? crypto.randomUUID() : void 0);
    if (requestId) options = { ...options, headers: { ...options.headers, "x-request-id": requestId } };
    let renewed = false;
    let attempt = 0;
    for (; ; ) {
      attempt++;
      if (options.signal?.aborted) throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt - 1 });
      const token = auth ? await this.tokens.getToken({ signal: options.signal }) : void 0;
      if (token) this.redactor.addSecret(token);
      const outcome = await this.#send(options, url2, token);
      let error2;
      let retryAfterMs;
      let retryable;
      if (outcome.response) {
        const { response, text } = outcome;
        if (response.ok)
          return { status: response.status, headers: response.headers, body: parseBody(text), requestId: requestIdOf(response.headers) };
        if (response.status === 401 && auth && token && !renewed && this.tokens.renewable) {
          renewed = true;
          this.stats.renewals++;
          this.tokens.invalidate(token);
          this.#debug?.(`   token rejected; renewing and retrying once`);
          attempt--;
          continue;
        }
        error2 = this.#httpError(options.method, path, response, text, attempt);
        retryable = RETRY_ALWAYS.has(response.status) || idempotent && RETRY_IF_IDEMPOTENT.has(response.status);
        if (!retryable && !idempotent && RETRY_IF_IDEMPOTENT.has(response.status)) error2 = withOutcomeUnknown(error2);
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), this.clock.now());
      } else {
        const { failure } = outcome;
        const notSent = failure.kind === "network" && failure.errno !== void 0 && NOT_SENT_CODES.has(failure.errno);
        if (failure.kind === "aborted")
          throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt, outcomeUnknown: !idempotent });
        retryable = idempotent || notSent;
        error2 = new ApiError({
          kind: failure.kind,
          status: 0,
          method: options.method,
          path,
          detail: failure.detail,
          outcomeUnknown: !idempotent && !notSent,
          requestId,
          attempts: attempt,
          cause: failure.cause
        });
      }
      if (!retryable || attempt >= this.retry.maxAttempts) throw this.#fail(error2);
      if (retryAfterMs !== void 0 && retryAfterMs > this.retry.maxRetryAfterMs) {
        this.#debug?.(
          `   Retry-After ${Math.round(retryAfterMs / 1e3)} s is beyond the ${Math.round(this.retry.maxRetryAfterMs / 1e3)} s limit; giving up`
        );
        throw this.#fail(error2);
      }
      const delay = retryAfterMs ?? this.backoff(attempt);
      this.stats.retries++;
      this.#debug?.(`   retry ${attempt}/${this.retry.maxAttempts - 1} in ${delay} ms (${error2.status || error2.kind})`);
      try {
        await this.clock.sleep(delay, options.signal);
      } catch {
        throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt });
      }
    }
  }
  /** The delay before retry `n` (1-based) when the server gave no Retry-After. */
  backoff(n) {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (n - 1));
    return Math.round(ceiling * (1 - this.retry.jitter * this.#random()));
  }
  #url(options) {
    const url2 = new URL(/^https?:\/\//.test(options.path) ? options.path : `${this.baseUrl}${options.path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== void 0) url2.searchParams.set(k, String(v));
    return url2.toString();
  }
  #headers(options, token) {
    const headers = new Headers({ Accept: "application/json", "User-Agent": this.#userAgent });
    if (options.auth ?? true) {
      if (token) headers.set("Authorization", `Bearer ${token}`);
      headers.set("x-api-key", this.clientId);
      headers.set("x-gw-ims-org-id", this.orgId);
      if (options.sandbox ?? true) headers.set("x-sandbox-name", this.sandbox);
    }
    if (options.json !== void 0) headers.set("Content-Type", "application/json");
    else if (options.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    return headers;
  }
  async #send(options, url2, token) {
    const headers = this.#headers(options, token);
    const body = options.json !== void 0 ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : void 0;
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = this.clock.now();
    this.stats.requests++;
    if (this.#debug) {
      this.#debug(`-> ${options.method} ${url2}`);
      for (const [k, v] of Object.entries(this.redactor.headers(headers))) this.#debug(`   ${k}: ${v}`);
      if (body) this.#debug(`   ${truncate(this.redactor.body(body, headers.get("content-type") ?? ""))}`);
    }
    try {
      const response = await fetch(url2, { method: options.method, headers, body, signal, redirect: "error" });
      const text = await response.text();
      this.stats.byStatus[response.status] = (this.stats.byStatus[response.status] ?? 0) + 1;
      if (this.#debug) {
        this.#debug(
          `<- ${response.status} ${options.method} ${new URL(url2).pathname} (${this.clock.now() - started} ms)${requestIdOf(response.headers) ? ` request id ${requestIdOf(response.headers)}` : ""}`
        );
        if (text) this.#debug(`   ${truncate(this.redactor.body(text, response.headers.get("content-type") ?? ""))}`);
      }
      return { response, text };
    } catch (e) {
      this.stats.byStatus[0] = (this.stats.byStatus[0] ?? 0) + 1;
      const failure = options.signal?.aborted ? { kind: "aborted", detail: "cancelled", cause: e } : timeout.aborted ? { kind: "timeout", detail: `no answer within ${timeoutMs} ms`, cause: e } : { kind: "network", detail: networkDetail(e), errno: errnoOf(e), cause: e };
      this.#debug?.(`<- no answer: ${failure.kind} (${failure.detail})`);
      return { failure };
    }
  }
  #httpError(method, path, response, text, attempts) {
    const raw = this.redactor.body(text, response.headers.get("content-type") ?? "");
    const normalised = normaliseErrorBody(parseBody(raw));
    return new ApiError({
      kind: "http",
      status: response.status,
      method,
      path,
      ...normalised,
      title: normalised.title ?? (normalised.detail ? void 0 : response.statusText || void 0),
      requestId: normalised.requestId ?? requestIdOf(response.headers),
      raw,
      attempts
    });
  }
  #fail(error2) {
    this.stats.failures++;
    const e = error2 instanceof ApiError ? error2 : new ApiError(error2);
    e.message = this.redactor.text(e.message);
    if (e.stack) e.stack = this.redactor.text(e.stack);
    return e;
  }
};
function withOutcomeUnknown(e) {
  return new ApiError({
    kind: e.kind,
    status: e.status,
    method: e.method,
    path: e.path,
    code: e.code,
    title: e.title,
    detail: e.detail,
    requestId: e.requestId,
    raw: e.raw,
    attempts: e.attempts,
    outcomeUnknown: true,
    message: `${e.message}; it may or may not have been applied`
  });
}
function parseBody(text) {
  if (text.length === 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function requestIdOf(headers) {
  return headers.get("x-request-id") ?? void 0;
}
function parseRetryAfter(value, now) {
  if (!value) return void 0;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return void 0;
  return Math.max(0, date - now);
}
function errnoOf(e) {
  for (let c = e, depth = 0; c && depth < 4; c = c.cause, depth++) {
    const code = c.code;
    if (typeof code === "string") return code;
  }
  return void 0;
}
function networkDetail(e) {
  const code = errnoOf(e);
  const cause = e?.cause?.message;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "UND_ERR_SOCKET" || code === "ECONNRESET") return "the connection was closed before an answer arrived";
  return cause ?? (e instanceof Error ? e.message : String(e));
}
function truncate(s, max = 2e3) {
  return s.length > max ? `${s.slice(0, max)}... (${s.length - max} more characters)` : s;
}
// node_modules/zod/v4/locales/en.js
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        const expected = getTypeName(issue.expected);
        const receivedType = (0, import_cli_chunk_T442HLLB.parsedType)(issue.input);
        const received = getTypeName(receivedType, issue.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue.values.length === 1)
          return `Invalid input: expected ${(0, import_cli_chunk_T442HLLB.stringifyPrimitive)(issue.values[0])}`;
        return `Invalid option: expected one of ${(0, import_cli_chunk_T442HLLB.joinValues)(issue.values, "|")}`;
      case "too_big": {
        const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
        const sizing = getSizing(issue.origin);
        if (sizing)
          return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
        const sizing = getSizing(issue.origin);
        if (sizing) {
          return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${(0, import_cli_chunk_T442HLLB.joinValues)(issue.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue.origin}`;
      case "invalid_union":
        if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
          const opts = issue.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}
// node_modules/zod/v4/classic/errors.js
var _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function _lazyMethod(proto, key, make) {
  Object.defineProperty(proto, key, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make(this);
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
    }
  });
}
var initializer = (inst, issues) => {
  import_cli_chunk_T442HLLB.$ZodError.init(inst, issues);
  inst.name = "ZodError";
  const proto = Object.getPrototypeOf(inst);
  if (_installedErrorProtos.has(proto))
    return;
  _installedErrorProtos.add(proto);
  _lazyMethod(proto, "format", (self) => (mapper) => (0, import_cli_chunk_T442HLLB.formatError)(self, mapper));
  _lazyMethod(proto, "flatten", (self) => (mapper) => (0, import_cli_chunk_T442HLLB.flattenError)(self, mapper));
  _lazyMethod(proto, "addIssue", (self) => (issue) => {
    self.issues.push(issue);
    self.message = JSON.stringify(self.issues, import_cli_chunk_T442HLLB.jsonStringifyReplacer, 2);
  });
  _lazyMethod(proto, "addIssues", (self) => (issues2) => {
    self.issues.push(...issues2);
    self.message = JSON.stringify(self.issues, import_cli_chunk_T442HLLB.jsonStringifyReplacer, 2);
  });
  Object.defineProperty(proto, "isEmpty", {
    configurable: true,
    enumerable: false,
    get() {
      return this.issues.length === 0;
    }
  });
};
var ZodRealError = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodError", initializer, void 0, {
  Parent: Error
});
// node_modules/zod/v4/classic/parse.js
var parse = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._parse)(ZodRealError);
var parseAsync = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._parseAsync)(ZodRealError);
var safeParse = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._safeParse)(ZodRealError);
var safeParseAsync = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._safeParseAsync)(ZodRealError);
var encode = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._encode)(ZodRealError);
var decode = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._decode)(ZodRealError);
var encodeAsync = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._encodeAsync)(ZodRealError);
var decodeAsync = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._decodeAsync)(ZodRealError);
var safeEncode = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._safeEncode)(ZodRealError);
var safeDecode = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._safeDecode)(ZodRealError);
var safeEncodeAsync = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._safeEncodeAsync)(ZodRealError);
var safeDecodeAsync = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB._safeDecodeAsync)(ZodRealError);
// node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
  if (!import_cli_chunk_T442HLLB.globalConfig.localeError)
    (0, import_cli_chunk_T442HLLB.config)(en_default());
}
function _ensureDefaultMemoizer() {
  if (!import_cli_chunk_T442HLLB.globalConfig.memoizer)
    (0, import_cli_chunk_T442HLLB.config)({ memoizer: (0, import_cli_chunk_T442HLLB.memoizer)() });
}
var ZodType = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodType", (inst, def) => {
  _ensureDefaultLocale();
  import_cli_chunk_T442HLLB.$ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
  return inst;
}, {
  check(...chks) {
    const def = this.def;
    return this.clone(import_cli_chunk_T442HLLB.util_exports.mergeDefs(def, {
      checks: [
        ...def.checks ?? [],
        ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }), { parent: true });
  },
  with(...chks) {
    return this.check(...chks);
  },
  clone(def, params) {
    return (0, import_cli_chunk_T442HLLB.clone)(this, def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  refine(check, params) {
    return this.check(refine(check, params));
  },
  superRefine(refinement, params) {
    return this.check(superRefine(refinement, params));
  },
  overwrite(fn) {
    return this.check((0, import_cli_chunk_T442HLLB._overwrite)(fn));
  },
  optional() {
    return optional(this);
  },
  exactOptional() {
    return exactOptional(this);
  },
  nullable() {
    return nullable(this);
  },
  nullish() {
    return optional(nullable(this));
  },
  nonoptional(params) {
    return nonoptional(this, params);
  },
  array() {
    return array(this);
  },
  or(arg) {
    return union([this, arg]);
  },
  and(arg) {
    return intersection(this, arg);
  },
  transform(tx) {
    return pipe(this, transform(tx));
  },
  default(d) {
    return _default(this, d);
  },
  prefault(d) {
    return prefault(this, d);
  },
  catch(params) {
    return _catch(this, params);
  },
  pipe(target) {
    return pipe(this, target);
  },
  readonly() {
    return readonly(this);
  },
  describe(description) {
    const cl = this.clone();
    import_cli_chunk_T442HLLB.globalRegistry.add(cl, { description });
    return cl;
  },
  meta(...args) {
    if (args.length === 0)
      return import_cli_chunk_T442HLLB.globalRegistry.get(this);
    const cl = this.clone();
    import_cli_chunk_T442HLLB.globalRegistry.add(cl, args[0]);
    return cl;
  },
  isOptional() {
    return this.safeParse(void 0).success;
  },
  isNullable() {
    return this.safeParse(null).success;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  },
  // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
  get "~standard"() {
    return import_cli_chunk_T442HLLB.util_exports.hide(this, "~standard", {
      ...(0, import_cli_chunk_T442HLLB.standardProps)(this),
      jsonSchema: {
        input: (0, import_cli_chunk_T442HLLB.createStandardJSONSchemaMethod)(this, "input"),
        output: (0, import_cli_chunk_T442HLLB.createStandardJSONSchemaMethod)(this, "output")
      }
    });
  },
  set "~standard"(value) {
    import_cli_chunk_T442HLLB.util_exports.own(this, "~standard", value);
  },
  parse: function _parse2(data, params) {
    return parse(this, data, params, { callee: _parse2 });
  },
  parseAsync: async function _parseAsync2(data, params) {
    return await parseAsync(this, data, params, { callee: _parseAsync2 });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  async safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  // `spa` is an alias: same function object as `safeParseAsync`, as before.
  get spa() {
    return this?.safeParseAsync;
  },
  set spa(value) {
    import_cli_chunk_T442HLLB.util_exports.own(this, "spa", value);
  },
  validate(data, params) {
    return (0, import_cli_chunk_T442HLLB.validate)(this, data, params);
  },
  validateAsync(data, params) {
    return (0, import_cli_chunk_T442HLLB.validateAsync)(this, data, params);
  },
  encode: function _encode2(data, params) {
    return encode(this, data, params, { callee: _encode2 });
  },
  decode: function _decode2(data, params) {
    return decode(this, data, params, { callee: _decode2 });
  },
  encodeAsync: async function _encodeAsync2(data, params) {
    return await encodeAsync(this, data, params, { callee: _encodeAsync2 });
  },
  decodeAsync: async function _decodeAsync2(data, params) {
    return await decodeAsync(this, data, params, { callee: _decodeAsync2 });
  },
  safeEncode(data, params) {
    return safeEncode(this, data, params);
  },
  safeDecode(data, params) {
    return safeDecode(this, data, params);
  },
  async safeEncodeAsync(data, params) {
    return safeEncodeAsync(this, data, params);
  },
  async safeDecodeAsync(data, params) {
    return safeDecodeAsync(this, data, params);
  },
  toJSONSchema(params) {
    return (0, import_cli_chunk_T442HLLB.createToJSONSchemaMethod)(this, {})(params);
  },
  // Reads through to the registry on every access, so it must not cache.
  get description() {
    return import_cli_chunk_T442HLLB.globalRegistry.get(this)?.description;
  },
  // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
  get _def() {
    return this._zod.def;
  }
});
var _ZodString = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)(
  "_ZodString",
  (inst, def) => {
    import_cli_chunk_T442HLLB.$ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.stringProcessor)(inst, ctx, json, params);
  },
  /* @__PURE__ */ import_cli_chunk_T442HLLB.util_exports.derived({
    format: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).format ?? null,
    minLength: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).minimum ?? null,
    maxLength: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).maximum ?? null
  }, {
    regex(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._regex)(...args));
    },
    includes(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._includes)(...args));
    },
    startsWith(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._startsWith)(...args));
    },
    endsWith(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._endsWith)(...args));
    },
    min(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._minLength)(...args));
    },
    max(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._maxLength)(...args));
    },
    length(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._length)(...args));
    },
    nonempty(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._minLength)(1, ...args));
    },
    lowercase(params) {
      return this.check((0, import_cli_chunk_T442HLLB._lowercase)(params));
    },
    uppercase(params) {
      return this.check((0, import_cli_chunk_T442HLLB._uppercase)(params));
    },
    trim() {
      return this.check((0, import_cli_chunk_T442HLLB._trim)());
    },
    normalize(...args) {
      return this.check((0, import_cli_chunk_T442HLLB._normalize)(...args));
    },
    toLowerCase() {
      return this.check((0, import_cli_chunk_T442HLLB._toLowerCase)());
    },
    toUpperCase() {
      return this.check((0, import_cli_chunk_T442HLLB._toUpperCase)());
    },
    slugify() {
      return this.check((0, import_cli_chunk_T442HLLB._slugify)());
    }
  })
);
var ZodString = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodString", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodString.init(inst, def);
  _ZodString.init(inst, def);
}, {
  email(params) {
    return this.check((0, import_cli_chunk_T442HLLB._email)(ZodEmail, params));
  },
  url(params) {
    return this.check((0, import_cli_chunk_T442HLLB._url)(ZodURL, params));
  },
  jwt(params) {
    return this.check((0, import_cli_chunk_T442HLLB._jwt)(ZodJWT, params));
  },
  emoji(params) {
    return this.check((0, import_cli_chunk_T442HLLB._emoji)(ZodEmoji, params));
  },
  guid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._guid)(ZodGUID, params));
  },
  uuid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._uuid)(ZodUUID, params));
  },
  uuidv4(params) {
    return this.check((0, import_cli_chunk_T442HLLB._uuidv4)(ZodUUID, params));
  },
  uuidv6(params) {
    return this.check((0, import_cli_chunk_T442HLLB._uuidv6)(ZodUUID, params));
  },
  uuidv7(params) {
    return this.check((0, import_cli_chunk_T442HLLB._uuidv7)(ZodUUID, params));
  },
  nanoid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._nanoid)(ZodNanoID, params));
  },
  cuid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._cuid)(ZodCUID, params));
  },
  cuid2(params) {
    return this.check((0, import_cli_chunk_T442HLLB._cuid2)(ZodCUID2, params));
  },
  ulid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._ulid)(ZodULID, params));
  },
  base64(params) {
    return this.check((0, import_cli_chunk_T442HLLB._base64)(ZodBase64, params));
  },
  base64url(params) {
    return this.check((0, import_cli_chunk_T442HLLB._base64url)(ZodBase64URL, params));
  },
  xid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._xid)(ZodXID, params));
  },
  ksuid(params) {
    return this.check((0, import_cli_chunk_T442HLLB._ksuid)(ZodKSUID, params));
  },
  ipv4(params) {
    return this.check((0, import_cli_chunk_T442HLLB._ipv4)(ZodIPv4, params));
  },
  ipv6(params) {
    return this.check((0, import_cli_chunk_T442HLLB._ipv6)(ZodIPv6, params));
  },
  cidrv4(params) {
    return this.check((0, import_cli_chunk_T442HLLB._cidrv4)(ZodCIDRv4, params));
  },
  cidrv6(params) {
    return this.check((0, import_cli_chunk_T442HLLB._cidrv6)(ZodCIDRv6, params));
  },
  e164(params) {
    return this.check((0, import_cli_chunk_T442HLLB._e164)(ZodE164, params));
  },
  datetime(params) {
    return this.check((0, import_cli_chunk_T442HLLB._isoDateTime)(ZodISODateTime, params));
  },
  date(params) {
    return this.check((0, import_cli_chunk_T442HLLB._isoDate)(ZodISODate, params));
  },
  time(params) {
    return this.check((0, import_cli_chunk_T442HLLB._isoTime)(ZodISOTime, params));
  },
  duration(params) {
    return this.check((0, import_cli_chunk_T442HLLB._isoDuration)(ZodISODuration, params));
  }
});
function string(params) {
  return (0, import_cli_chunk_T442HLLB._string)(ZodString, params);
}
var ZodStringFormat = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodStringFormat", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodStringFormat.init(inst, def);
  _ZodString.init(inst, def);
});
var ZodISODateTime = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodISODateTime", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodISODateTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODate = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodISODate", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodISODate.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISOTime = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodISOTime", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodISOTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODuration = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodISODuration", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodISODuration.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodEmail = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodEmail", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodEmail.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodGUID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodGUID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodGUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodUUID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodUUID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodUUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodURL = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodURL", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodURL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
function url(params) {
  return (0, import_cli_chunk_T442HLLB._url)(ZodURL, params);
}
var ZodEmoji = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodEmoji", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodEmoji.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNanoID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodNanoID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNanoID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodCUID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID2 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodCUID2", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCUID2.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodULID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodULID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodULID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodXID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodXID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodXID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodKSUID = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodKSUID", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodKSUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv4 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodIPv4", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodIPv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv6 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodIPv6", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodIPv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv4 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodCIDRv4", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCIDRv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv6 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodCIDRv6", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCIDRv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodBase64", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodBase64.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64URL = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodBase64URL", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodBase64URL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodE164 = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodE164", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodE164.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodJWT = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodJWT", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodJWT.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNumber = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)(
  "ZodNumber",
  (inst, def) => {
    import_cli_chunk_T442HLLB.$ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.numberProcessor)(inst, ctx, json, params);
    inst.isFinite = true;
  },
  /* @__PURE__ */ import_cli_chunk_T442HLLB.util_exports.derived({
    minValue: (inst) => {
      const { minimum, exclusiveMinimum } = (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst);
      return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
      const { maximum, exclusiveMaximum } = (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst);
      return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
      const { isInt, multipleOf } = (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst);
      return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).format ?? null
  }, {
    gt(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._gt)(value, params));
    },
    gte(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._gte)(value, params));
    },
    min(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._gte)(value, params));
    },
    lt(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._lt)(value, params));
    },
    lte(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._lte)(value, params));
    },
    max(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._lte)(value, params));
    },
    int(params) {
      return this.check(int(params));
    },
    safe(params) {
      return this.check(int(params));
    },
    positive(params) {
      return this.check((0, import_cli_chunk_T442HLLB._gt)(0, params));
    },
    nonnegative(params) {
      return this.check((0, import_cli_chunk_T442HLLB._gte)(0, params));
    },
    negative(params) {
      return this.check((0, import_cli_chunk_T442HLLB._lt)(0, params));
    },
    nonpositive(params) {
      return this.check((0, import_cli_chunk_T442HLLB._lte)(0, params));
    },
    multipleOf(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._multipleOf)(value, params));
    },
    step(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._multipleOf)(value, params));
    },
    finite() {
      return this;
    }
  })
);
function number(params) {
  return (0, import_cli_chunk_T442HLLB._number)(ZodNumber, params);
}
var ZodNumberFormat = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodNumberFormat", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNumberFormat.init(inst, def);
  ZodNumber.init(inst, def);
});
function int(params) {
  return (0, import_cli_chunk_T442HLLB._int)(ZodNumberFormat, params);
}
var ZodBoolean = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodBoolean", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodBoolean.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.booleanProcessor)(inst, ctx, json, params);
});
function boolean(params) {
  return (0, import_cli_chunk_T442HLLB._boolean)(ZodBoolean, params);
}
var ZodBigInt = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)(
  "ZodBigInt",
  (inst, def) => {
    import_cli_chunk_T442HLLB.$ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.bigintProcessor)(inst, ctx, json, params);
  },
  /* @__PURE__ */ import_cli_chunk_T442HLLB.util_exports.derived({
    minValue: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).minimum ?? null,
    maxValue: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).maximum ?? null,
    format: (inst) => (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst).format ?? null
  }, {
    gte(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._gte)(value, params));
    },
    min(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._gte)(value, params));
    },
    gt(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._gt)(value, params));
    },
    lt(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._lt)(value, params));
    },
    lte(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._lte)(value, params));
    },
    max(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._lte)(value, params));
    },
    positive(params) {
      return this.check((0, import_cli_chunk_T442HLLB._gt)(BigInt(0), params));
    },
    negative(params) {
      return this.check((0, import_cli_chunk_T442HLLB._lt)(BigInt(0), params));
    },
    nonpositive(params) {
      return this.check((0, import_cli_chunk_T442HLLB._lte)(BigInt(0), params));
    },
    nonnegative(params) {
      return this.check((0, import_cli_chunk_T442HLLB._gte)(BigInt(0), params));
    },
    multipleOf(value, params) {
      return this.check((0, import_cli_chunk_T442HLLB._multipleOf)(value, params));
    }
  })
);
var ZodUnknown = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodUnknown", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodUnknown.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.unknownProcessor)(inst, ctx, json, params);
});
function unknown() {
  return (0, import_cli_chunk_T442HLLB._unknown)(ZodUnknown);
}
var ZodNever = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodNever", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNever.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.neverProcessor)(inst, ctx, json, params);
});
function never(params) {
  return (0, import_cli_chunk_T442HLLB._never)(ZodNever, params);
}
var ZodDate = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)(
  "ZodDate",
  (inst, def) => {
    import_cli_chunk_T442HLLB.$ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.dateProcessor)(inst, ctx, json, params);
    inst.min = (value, params) => inst.check((0, import_cli_chunk_T442HLLB._gte)(value, params));
    inst.max = (value, params) => inst.check((0, import_cli_chunk_T442HLLB._lte)(value, params));
  },
  /* @__PURE__ */ import_cli_chunk_T442HLLB.util_exports.derived({
    minDate: (inst) => {
      const { minimum } = (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst);
      return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
      const { maximum } = (0, import_cli_chunk_T442HLLB.aggregateChecks)(inst);
      return maximum ? new Date(maximum) : null;
    }
  }, {})
);
var ZodArray = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodArray", (inst, def) => {
  _ensureDefaultMemoizer();
  import_cli_chunk_T442HLLB.$ZodArray.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.arrayProcessor)(inst, ctx, json, params);
  inst.element = def.element;
}, {
  min(n, params) {
    return this.check((0, import_cli_chunk_T442HLLB._minLength)(n, params));
  },
  nonempty(params) {
    return this.check((0, import_cli_chunk_T442HLLB._minLength)(1, params));
  },
  max(n, params) {
    return this.check((0, import_cli_chunk_T442HLLB._maxLength)(n, params));
  },
  length(n, params) {
    return this.check((0, import_cli_chunk_T442HLLB._length)(n, params));
  },
  unwrap() {
    return this.element;
  }
});
function array(element, params) {
  return (0, import_cli_chunk_T442HLLB._array)(ZodArray, element, params);
}
var ZodObject = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodObject", (inst, def) => {
  _ensureDefaultMemoizer();
  import_cli_chunk_T442HLLB.$ZodObjectJIT.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.objectProcessor)(inst, ctx, json, params);
  import_cli_chunk_T442HLLB.util_exports.installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
  keyof() {
    return _enum(Object.keys(this._zod.def.shape));
  },
  catchall(catchall) {
    return this.clone(import_cli_chunk_T442HLLB.util_exports.mergeDefs(this._zod.def, { catchall }));
  },
  passthrough() {
    return this.clone(import_cli_chunk_T442HLLB.util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  loose() {
    return this.clone(import_cli_chunk_T442HLLB.util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  strict() {
    return this.clone(import_cli_chunk_T442HLLB.util_exports.mergeDefs(this._zod.def, { catchall: never() }));
  },
  strip() {
    return this.clone(import_cli_chunk_T442HLLB.util_exports.mergeDefs(this._zod.def, { catchall: void 0 }));
  },
  extend(incoming) {
    return import_cli_chunk_T442HLLB.util_exports.extend(this, incoming);
  },
  safeExtend(incoming) {
    return import_cli_chunk_T442HLLB.util_exports.safeExtend(this, incoming);
  },
  merge(other) {
    return import_cli_chunk_T442HLLB.util_exports.merge(this, other);
  },
  pick(mask) {
    return import_cli_chunk_T442HLLB.util_exports.pick(this, mask);
  },
  omit(mask) {
    return import_cli_chunk_T442HLLB.util_exports.omit(this, mask);
  },
  partial(...args) {
    return import_cli_chunk_T442HLLB.util_exports.partial(ZodOptional, this, args[0]);
  },
  exactPartial(...args) {
    return import_cli_chunk_T442HLLB.util_exports.partial(ZodExactOptional, this, args[0], "exactPartial");
  },
  required(...args) {
    return import_cli_chunk_T442HLLB.util_exports.required(ZodNonOptional, this, args[0]);
  }
});
function strictObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: never(),
    ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params)
  });
}
function looseObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: unknown(),
    ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params)
  });
}
var ZodUnion = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodUnion", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodUnion.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.unionProcessor)(inst, ctx, json, params);
  inst.options = def.options;
});
function union(options, params) {
  return new ZodUnion({
    type: "union",
    options,
    ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params)
  });
}
var ZodIntersection = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodIntersection", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodIntersection.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.intersectionProcessor)(inst, ctx, json, params);
});
function intersection(left, right) {
  return new ZodIntersection({
    type: "intersection",
    left,
    right
  });
}
var ZodRecord = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodRecord", (inst, def) => {
  _ensureDefaultMemoizer();
  import_cli_chunk_T442HLLB.$ZodRecord.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.recordProcessor)(inst, ctx, json, params);
  inst.keyType = def.keyType;
  inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodRecord({
      type: "record",
      keyType: string(),
      valueType: keyType,
      ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(valueType)
    });
  }
  return new ZodRecord({
    type: "record",
    keyType,
    valueType,
    ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params)
  });
}
var ZodEnum = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodEnum", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodEnum.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.enumProcessor)(inst, ctx, json, params);
  inst.enum = def.entries;
  inst.options = [...inst._zod.values];
  const keys = new Set(Object.keys(def.entries));
  inst.extract = (values, params) => {
    const newEntries = {};
    for (const value of values) {
      if (keys.has(value)) {
        newEntries[value] = def.entries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
  inst.exclude = (values, params) => {
    const newEntries = { ...def.entries };
    for (const value of values) {
      if (keys.has(value)) {
        delete newEntries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
});
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodEnum({
    type: "enum",
    entries,
    ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params)
  });
}
var ZodTransform = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodTransform", (inst, def) => {
  _ensureDefaultMemoizer();
  import_cli_chunk_T442HLLB.$ZodTransform.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.transformProcessor)(inst, ctx, json, params);
  inst._zod.parse = (payload, _ctx) => {
    if (_ctx.direction === "backward") {
      throw new import_cli_chunk_T442HLLB.$ZodEncodeError(inst.constructor.name);
    }
    payload.addIssue = (issue) => {
      if (typeof issue === "string") {
        payload.issues.push(import_cli_chunk_T442HLLB.util_exports.issue(issue, payload.value, def));
      } else {
        const _issue = issue;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = inst);
        payload.issues.push(import_cli_chunk_T442HLLB.util_exports.issue(_issue));
      }
    };
    const output = def.transform(payload.value, payload);
    if (output instanceof Promise) {
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    payload.value = output;
    return payload;
  };
});
function transform(fn) {
  return new ZodTransform({
    type: "transform",
    transform: fn
  });
}
var ZodOptional = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodOptional", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.optionalProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
  return new ZodOptional({
    type: "optional",
    innerType
  });
}
var ZodExactOptional = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodExactOptional", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodExactOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.optionalProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
  return new ZodExactOptional({
    type: "optional",
    innerType
  });
}
var ZodNullable = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodNullable", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNullable.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.nullableProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
  return new ZodNullable({
    type: "nullable",
    innerType
  });
}
var ZodDefault = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodDefault", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodDefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.defaultProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
  return new ZodDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : import_cli_chunk_T442HLLB.util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodPrefault = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodPrefault", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodPrefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.prefaultProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
  return new ZodPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : import_cli_chunk_T442HLLB.util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodNonOptional = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodNonOptional", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNonOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.nonoptionalProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
  return new ZodNonOptional({
    type: "nonoptional",
    innerType,
    ...import_cli_chunk_T442HLLB.util_exports.normalizeParams(params)
  });
}
var ZodCatch = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodCatch", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCatch.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.catchProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
  return new ZodCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : import_cli_chunk_T442HLLB.util_exports.constantCatch(catchValue)
  });
}
var ZodPipe = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodPipe", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodPipe.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.pipeProcessor)(inst, ctx, json, params);
  inst.in = def.in;
  inst.out = def.out;
});
function pipe(in_, out) {
  return new ZodPipe({
    type: "pipe",
    in: in_,
    out
    // ...util.normalizeParams(params),
  });
}
var ZodPreprocess = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodPreprocess", (inst, def) => {
  ZodPipe.init(inst, def);
  import_cli_chunk_T442HLLB.$ZodPreprocess.init(inst, def);
});
var ZodReadonly = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodReadonly", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodReadonly.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.readonlyProcessor)(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
  return new ZodReadonly({
    type: "readonly",
    innerType
  });
}
var ZodCustom = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodCustom", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCustom.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => (0, import_cli_chunk_T442HLLB.customProcessor)(inst, ctx, json, params);
});
function refine(fn, _params = {}) {
  return (0, import_cli_chunk_T442HLLB._refine)(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
  return (0, import_cli_chunk_T442HLLB._superRefine)(fn, params);
}
function preprocess(fn, schema) {
  return new ZodPreprocess({
    type: "pipe",
    in: transform(fn),
    out: schema
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AepClient,
  ApiError,
  Redactor,
  SERVICE_PATHS,
  ZodBigInt,
  ZodBoolean,
  ZodDate,
  ZodNumber,
  ZodString,
  _enum,
  array,
  boolean,
  looseObject,
  number,
  preprocess,
  record,
  strictObject,
  string,
  systemClock,
  union,
  unknown,
  url
});
})
