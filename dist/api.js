import {
  createBody
} from "./lib-chunk-EEQZAKXB.js";
import {
  LEGACY_QUOTA_NAMES,
  QUOTA_TYPES,
  isObject,
  nextGmtMidnight,
  nextGmtMonthStart,
  nextReset,
  percentUsed,
  periodKey,
  quotaPeriod,
  quotaUsage
} from "./lib-chunk-46NUK7OG.js";
import {
  ALIAS_PREFIX,
  MAX_YAML_ALIASES,
  closest,
  extractFacts,
  firstAliasOffset,
  loadAudienceFile,
  parse,
  pqlJsonTree,
  print,
  ruleByCodeOrName,
  statedMethod
} from "./lib-chunk-62S23JTJ.js";

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
function isApiError(e) {
  return e instanceof ApiError;
}
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
  if (!isObject(body)) return {};
  const out = {};
  const report = isObject(body.report) ? body.report : void 0;
  const nested = Array.isArray(body.errors) ? body.errors.find(isObject) : isObject(body.errors) ? body.errors : void 0;
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
      for (const encode of ENCODINGS)
        try {
          forms.add(encode(cased));
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

// src/api/credentials.ts
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
var DEFAULT_BASE_URL = "https://platform.adobe.io";
var DEFAULT_IMS_URL = "https://ims-na1.adobelogin.com";
var DEFAULT_SCOPES = "openid,AdobeID,read_organizations,additional_info.projectedProductContext,session";
var CREDENTIAL_VARIABLES = {
  clientId: "AEP_CLIENT_ID",
  clientSecret: "AEP_CLIENT_SECRET",
  scopes: "AEP_SCOPES",
  orgId: "AEP_ORG_ID",
  sandbox: "AEP_SANDBOX",
  accessToken: "AEP_ACCESS_TOKEN",
  baseUrl: "AEP_BASE_URL",
  imsUrl: "AEP_IMS_URL"
};
var CredentialsError = class extends Error {
  constructor(message, missing = []) {
    super(message);
    this.missing = missing;
  }
  missing;
  name = "CredentialsError";
};
function credentialsFromEnv(env = process.env) {
  const out = {};
  for (const [field, variable] of Object.entries(CREDENTIAL_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) out[field] = value;
  }
  return out;
}
async function credentialsFromFile(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = e.code;
    throw new CredentialsError(`cannot read credentials file ${path}: ${code === "ENOENT" ? "no such file" : code ?? "unreadable"}`);
  }
  let data;
  try {
    data = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text);
  } catch {
    throw new CredentialsError(`credentials file ${path} is not valid ${/\.json$/i.test(path) ? "JSON" : "YAML"}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new CredentialsError(`credentials file ${path} must hold an object of keys`);
  const out = {};
  const byAlias = /* @__PURE__ */ new Map();
  for (const [field, variable] of Object.entries(CREDENTIAL_VARIABLES)) {
    byAlias.set(field.toLowerCase(), field);
    byAlias.set(variable.toLowerCase(), field);
    byAlias.set(variable.slice(4).toLowerCase(), field);
  }
  for (const [key, value] of Object.entries(data)) {
    const field = byAlias.get(key.toLowerCase().replace(/-/g, "_")) ?? byAlias.get(key.toLowerCase());
    if (!field)
      throw new CredentialsError(
        `credentials file ${path}: unknown key "${key}"; expected one of ${Object.keys(CREDENTIAL_VARIABLES).join(", ")}`
      );
    if (Array.isArray(value) && field === "scopes") out.scopes = value.join(",");
    else if (typeof value === "string" && value.trim()) out[field] = value.trim();
    else if (value !== null && value !== void 0 && value !== "")
      throw new CredentialsError(`credentials file ${path}: "${key}" must be a string`);
  }
  return out;
}
async function loadCredentials(options = {}) {
  const fromFile = options.file ? await credentialsFromFile(options.file) : {};
  return resolveCredentials({ ...fromFile, ...credentialsFromEnv(options.env ?? process.env) }, options.file);
}
function resolveCredentials(found, file) {
  const missing = [];
  if (!found.clientId) missing.push("clientId");
  if (!found.orgId) missing.push("orgId");
  if (!found.sandbox) missing.push("sandbox");
  if (!found.accessToken && !found.clientSecret) missing.push("clientSecret");
  if (missing.length > 0) {
    const names = missing.map((f) => CREDENTIAL_VARIABLES[f]);
    const listed = names.map(
      (n) => n === CREDENTIAL_VARIABLES.clientSecret ? `${n} (or ${CREDENTIAL_VARIABLES.accessToken} for a ready token)` : n
    );
    const what = listed.length > 1 ? `${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}` : listed[0];
    const where = file ? `the environment or ${file}` : "the environment";
    throw new CredentialsError(`AEP credentials incomplete: set ${what} in ${where}`, names);
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(found.sandbox))
    throw new CredentialsError(
      `${CREDENTIAL_VARIABLES.sandbox} must be a sandbox name in lowercase letters, digits and dashes (e.g. prod)`
    );
  for (const field of ["baseUrl", "imsUrl"]) {
    const value = found[field];
    if (value && !/^https?:\/\/[^\s/]+/.test(value)) throw new CredentialsError(`${CREDENTIAL_VARIABLES[field]} must be an http(s) URL`);
  }
  return {
    clientId: found.clientId,
    clientSecret: found.clientSecret,
    scopes: (found.scopes ?? DEFAULT_SCOPES).replace(/\s+/g, ""),
    orgId: found.orgId,
    sandbox: found.sandbox,
    accessToken: found.accessToken,
    baseUrl: (found.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    imsUrl: (found.imsUrl ?? DEFAULT_IMS_URL).replace(/\/+$/, "")
  };
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
      let error;
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
        error = this.#httpError(options.method, path, response, text, attempt);
        retryable = RETRY_ALWAYS.has(response.status) || idempotent && RETRY_IF_IDEMPOTENT.has(response.status);
        if (!retryable && !idempotent && RETRY_IF_IDEMPOTENT.has(response.status)) error = withOutcomeUnknown(error);
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), this.clock.now());
      } else {
        const { failure } = outcome;
        const notSent = failure.kind === "network" && failure.errno !== void 0 && NOT_SENT_CODES.has(failure.errno);
        if (failure.kind === "aborted")
          throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt, outcomeUnknown: !idempotent });
        retryable = idempotent || notSent;
        error = new ApiError({
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
      if (!retryable || attempt >= this.retry.maxAttempts) throw this.#fail(error);
      if (retryAfterMs !== void 0 && retryAfterMs > this.retry.maxRetryAfterMs) {
        this.#debug?.(
          `   Retry-After ${Math.round(retryAfterMs / 1e3)} s is beyond the ${Math.round(this.retry.maxRetryAfterMs / 1e3)} s limit; giving up`
        );
        throw this.#fail(error);
      }
      const delay = retryAfterMs ?? this.backoff(attempt);
      this.stats.retries++;
      this.#debug?.(`   retry ${attempt}/${this.retry.maxAttempts - 1} in ${delay} ms (${error.status || error.kind})`);
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
  #fail(error) {
    this.stats.failures++;
    const e = error instanceof ApiError ? error : new ApiError(error);
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

// src/api/auth.ts
import * as z from "zod";
var StaticToken = class {
  constructor(token) {
    this.token = token;
  }
  token;
  renewable = false;
  attach(client) {
    client.redactor.addSecret(this.token);
  }
  async getToken() {
    return this.token;
  }
  invalidate() {
  }
};
var TokenResponse = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive()
});
var ImsToken = class {
  renewable = true;
  /** How many tokens were fetched, for tests and closing notes. */
  fetched = 0;
  #client;
  #cached;
  #inFlight;
  #options;
  #clock;
  constructor(options) {
    this.#options = { ...options, imsUrl: options.imsUrl.replace(/\/+$/, "") };
    this.#clock = options.clock ?? systemClock;
  }
  attach(client) {
    this.#client = client;
    client.redactor.addSecret(this.#options.clientSecret);
    client.redactor.addSecret(`${this.#options.clientId}:${this.#options.clientSecret}`);
  }
  async getToken() {
    const now = this.#clock.now();
    if (this.#cached && now < this.#cached.renewAt) return this.#cached.token;
    this.#inFlight ??= this.#fetch().finally(() => {
      this.#inFlight = void 0;
    });
    return this.#inFlight;
  }
  invalidate(token) {
    if (this.#cached?.token === token) this.#cached = void 0;
  }
  async #fetch() {
    if (!this.#client) throw new Error("ImsToken used before being attached to an AepClient");
    const path = `${this.#options.imsUrl}/ims/token/v3`;
    let response;
    try {
      response = await this.#client.request({
        method: "POST",
        path,
        auth: false,
        // Asking for a token twice is harmless, so a lost answer may be retried.
        idempotent: true,
        form: {
          grant_type: "client_credentials",
          client_id: this.#options.clientId,
          client_secret: this.#options.clientSecret,
          scope: this.#options.scopes
        }
      });
    } catch (e) {
      throw refusedCredentials(e, this.#options.imsUrl) ?? e;
    }
    const parsed = TokenResponse.safeParse(response.body);
    if (!parsed.success)
      throw new ApiError({
        kind: "invalid-response",
        status: response.status,
        method: "POST",
        path: "/ims/token/v3",
        detail: "IMS did not return an access_token with expires_in"
      });
    const { access_token: token, expires_in: seconds } = parsed.data;
    this.#client.redactor.addSecret(token);
    this.fetched++;
    const lifetime = seconds * 1e3;
    const margin = Math.min(this.#options.refreshMarginMs ?? 5 * 6e4, lifetime / 2);
    const now = this.#clock.now();
    this.#cached = { token, expiresAt: now + lifetime, renewAt: now + lifetime - margin };
    return token;
  }
};
var CredentialsRefusedError = class extends ApiError {
  constructor(cause, imsUrl) {
    const why = [cause.code, cause.detail].filter((s) => s !== void 0 && s.length > 0).join(": ");
    super({
      kind: cause.kind,
      status: cause.status,
      method: cause.method,
      path: cause.path,
      ...cause.code !== void 0 ? { code: cause.code } : {},
      ...cause.detail !== void 0 ? { detail: cause.detail } : {},
      ...cause.requestId !== void 0 ? { requestId: cause.requestId } : {},
      ...cause.raw !== void 0 ? { raw: cause.raw } : {},
      attempts: cause.attempts,
      message: `IMS refused the client credentials (HTTP ${cause.status}${why ? ` ${why}` : ""})`,
      cause
    });
    this.imsUrl = imsUrl;
  }
  imsUrl;
  name = "CredentialsRefusedError";
};
function refusedCredentials(e, imsUrl) {
  if (e instanceof ApiError && e.kind === "http" && e.status >= 400 && e.status < 500 && e.status !== 429)
    return new CredentialsRefusedError(e, imsUrl);
  return void 0;
}
function tokenProviderFor(credentials, clock) {
  if (credentials.accessToken) return new StaticToken(credentials.accessToken);
  return new ImsToken({
    imsUrl: credentials.imsUrl,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    scopes: credentials.scopes,
    clock
  });
}

// src/api/client.ts
function createAepClient(credentials, options = {}) {
  const redactor = options.redactor ?? new Redactor();
  redactor.addSecret(credentials.clientSecret);
  if (credentials.clientSecret) redactor.addSecret(`${credentials.clientId}:${credentials.clientSecret}`);
  redactor.addSecret(credentials.accessToken);
  return new AepClient({
    ...options,
    redactor,
    orgId: credentials.orgId,
    sandbox: credentials.sandbox,
    clientId: credentials.clientId,
    baseUrl: credentials.baseUrl,
    tokens: tokenProviderFor(credentials, options.clock)
  });
}

// src/api/segment-schemas.ts
import * as z2 from "zod";
var Toggle = z2.looseObject({ enabled: z2.boolean() });
var EvaluationInfo = z2.looseObject({
  batch: Toggle.optional(),
  continuous: Toggle.optional(),
  synchronous: Toggle.optional()
});
var Expression = z2.looseObject({
  type: z2.string(),
  format: z2.string(),
  value: z2.string()
});
var SegmentDefinition = z2.looseObject({
  id: z2.string(),
  name: z2.string(),
  description: z2.string().nullish(),
  expression: Expression,
  schema: z2.looseObject({ name: z2.string() }),
  evaluationInfo: EvaluationInfo.optional(),
  mergePolicyId: z2.string().nullish(),
  profileInstanceId: z2.string().optional(),
  imsOrgId: z2.string().optional(),
  sandbox: z2.looseObject({
    sandboxId: z2.string().optional(),
    sandboxName: z2.string().optional(),
    type: z2.string().optional(),
    default: z2.boolean().optional()
  }).optional(),
  dataGovernancePolicy: z2.looseObject({ excludeOptOut: z2.boolean().optional() }).optional(),
  ttlInDays: z2.number().optional(),
  creationTime: z2.number().optional(),
  updateTime: z2.number().optional(),
  updateEpoch: z2.number().optional()
});
var SegmentDefinitionPage = z2.looseObject({
  segments: z2.array(SegmentDefinition),
  page: z2.looseObject({
    totalCount: z2.number().optional(),
    totalPages: z2.number().optional(),
    sortField: z2.string().optional(),
    sort: z2.string().optional(),
    pageSize: z2.number().optional(),
    limit: z2.number().optional()
  }).optional(),
  link: z2.looseObject({ next: z2.string().optional() }).optional()
});
var SegmentConversion = z2.looseObject({ expression: Expression });
function parseResponse(schema, response, method, path) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `${where}: ${issue?.message ?? "not the expected shape"}`,
    requestId: response.requestId
  });
}

// src/api/segments.ts
var BASE = `${SERVICE_PATHS.segmentation}/segment/definitions`;
async function createSegmentDefinition(client, definition, options = {}) {
  const response = await client.request({ method: "POST", path: BASE, json: definition, signal: options.signal });
  return parseResponse(SegmentDefinition, response, "POST", BASE);
}
async function getSegmentDefinition(client, id, options = {}) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  return parseResponse(
    SegmentDefinition,
    await client.request({ method: "GET", path, signal: options.signal }),
    "GET",
    path
  );
}
async function updateSegmentDefinition(client, id, definition, options = {}) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path, json: definition, signal: options.signal });
  return parseResponse(SegmentDefinition, response, "PATCH", path);
}
async function deleteSegmentDefinition(client, id, options = {}) {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}`, signal: options.signal });
}
async function listSegmentDefinitionsPage(client, page, options = {}) {
  const query = { page, limit: options.limit ?? 100, sort: options.sort };
  if (options.edge !== void 0) query["evaluationInfo.synchronous.enabled"] = options.edge;
  if (options.continuous !== void 0) query["evaluationInfo.continuous.enabled"] = options.continuous;
  const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
  return parseResponse(SegmentDefinitionPage, response, "GET", BASE);
}
async function* listSegmentDefinitions(client, options = {}) {
  const maxPages = options.maxPages ?? 1e4;
  let fetched = 0;
  for (let page = 0; page < maxPages; page++) {
    const result = await listSegmentDefinitionsPage(client, page, options);
    fetched += result.segments.length;
    options.onPage?.(fetched, result.page?.totalCount);
    yield* result.segments;
    const limit = result.page?.limit ?? options.limit ?? 100;
    const totalPages = result.page?.totalPages;
    if (result.segments.length === 0 || result.segments.length < limit) return;
    if (totalPages !== void 0 && page + 1 >= totalPages) return;
  }
}
async function listAllSegmentDefinitions(client, options = {}) {
  const all = [];
  for await (const s of listSegmentDefinitions(client, options)) all.push(s);
  return all;
}
async function findSegmentDefinitionsByName(client, name, options = {}) {
  const found = [];
  for await (const s of listSegmentDefinitions(client, { signal: options.signal })) if (s.name === name) found.push(s);
  return found;
}
async function createSegmentDefinitionOnce(client, definition, options = {}) {
  let readBacks = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return { definition: await createSegmentDefinition(client, definition, options), readBacks };
    } catch (e) {
      const unknown3 = e instanceof ApiError && e.outcomeUnknown;
      const ourDuplicate = e instanceof ApiError && e.status === 422 && readBacks > 0 && /already exists/i.test(`${e.title} ${e.detail}`);
      if (!unknown3 && !ourDuplicate) throw e;
      readBacks++;
      const [found] = await findSegmentDefinitionsByName(client, definition.name, options);
      if (found) return { definition: found, readBacks };
      if (attempt >= (options.maxAttempts ?? 3)) throw e;
    }
  }
}
function evaluationOf(definition) {
  return statedMethod(definition.evaluationInfo);
}
var CONVERSION = `${SERVICE_PATHS.segmentation}/segment/conversion`;
async function convertSegmentDefinition(client, definition, options = {}) {
  const response = await client.request({ method: "POST", path: CONVERSION, json: definition, signal: options.signal });
  return parseResponse(SegmentConversion, response, "POST", CONVERSION);
}

// src/api/merge-policy-schemas.ts
import * as z3 from "zod";
var Flag = z3.preprocess((v) => v === "true" ? true : v === "false" ? false : v, z3.boolean());
var MergePolicy = z3.looseObject({
  id: z3.string(),
  name: z3.string(),
  imsOrgId: z3.string().optional(),
  schema: z3.looseObject({ name: z3.string() }).optional(),
  version: z3.number().optional(),
  identityGraph: z3.looseObject({ type: z3.string() }).optional(),
  attributeMerge: z3.looseObject({ type: z3.string() }).optional(),
  isActiveOnEdge: Flag.optional().default(false),
  default: Flag.optional().default(false),
  updateEpoch: z3.number().optional()
});
var MergePolicyPage = z3.looseObject({
  children: z3.array(MergePolicy),
  _page: z3.looseObject({ totalCount: z3.number().optional(), pageSize: z3.number().optional() }).optional(),
  _links: z3.looseObject({ next: z3.looseObject({ href: z3.string().optional() }).optional() }).optional()
});

// src/api/merge-policies.ts
var BASE2 = `${SERVICE_PATHS.profile}/config/mergePolicies`;
async function* listMergePolicies(client, options = {}) {
  let query = { limit: options.limit, isActiveOnEdge: options.isActiveOnEdge };
  const seen = /* @__PURE__ */ new Set();
  for (let page = 0; page < (options.maxPages ?? 1e3); page++) {
    const response = await client.request({ method: "GET", path: BASE2, query, signal: options.signal });
    const result = parseResponse(MergePolicyPage, response, "GET", BASE2);
    yield* result.children;
    const next = nextQuery(result._links?.next?.href);
    if (!next || seen.has(next.toString()) || result.children.length === 0) return;
    seen.add(next.toString());
    query = Object.fromEntries(next);
  }
}
function nextQuery(href) {
  if (!href) return void 0;
  const q = href.indexOf("?");
  if (q < 0) return void 0;
  const params = new URLSearchParams(href.slice(q + 1));
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  return [...params.keys()].length > 0 ? params : void 0;
}
async function listAllMergePolicies(client, options = {}) {
  const all = [];
  for await (const p of listMergePolicies(client, options)) all.push(p);
  return all;
}
async function findEdgeMergePolicy(client, options = {}) {
  for await (const p of listMergePolicies(client, { ...options })) if (p.isActiveOnEdge) return p;
  return void 0;
}
async function getMergePolicy(client, id, options = {}) {
  const path = `${BASE2}/${encodeURIComponent(id)}`;
  return parseResponse(MergePolicy, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}

// src/api/edge.ts
var DEFAULT_EDGE_URL = "https://server.adobedc.net";
var INTERACT_PATH = "/ee/v2/interact";
async function interact(client, options) {
  const url2 = `${(options.edgeUrl ?? DEFAULT_EDGE_URL).replace(/\/+$/, "")}${INTERACT_PATH}`;
  const response = await client.request({
    method: "POST",
    path: url2,
    query: { datastreamId: options.datastreamId },
    json: { event: options.event },
    sandbox: true,
    signal: options.signal
  });
  const body = response.body;
  if (!isObject(body) || !Array.isArray(body.handle)) {
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: INTERACT_PATH,
      detail: "expected {requestId, handle: [...]}",
      requestId: response.requestId
    });
  }
  const handle = body.handle.filter(isObject).map((h) => ({ type: String(h.type ?? ""), payload: Array.isArray(h.payload) ? h.payload : [] }));
  const segments = handle.filter((h) => h.type === "activation:pull").flatMap((h) => h.payload).filter(isObject).map((p) => p.id).filter((id) => typeof id === "string");
  return { requestId: typeof body.requestId === "string" ? body.requestId : response.requestId, handle, segments };
}

// src/api/preview-schemas.ts
import * as z4 from "zod";
var PreviewJob = z4.looseObject({
  previewId: z4.string().min(1),
  state: z4.string().optional(),
  previewQueryId: z4.string().optional()
});
var Estimate = z4.looseObject({
  state: z4.string(),
  estimatedSize: z4.number().default(0),
  profilesReadSoFar: z4.number().default(0),
  profilesMatchedSoFar: z4.number().default(0),
  totalRows: z4.number().default(0),
  numRowsToRead: z4.number().optional(),
  standardError: z4.number().default(0),
  /** AEP's confidence level, e.g. "95%" (the interval itself is `intervalOf`). */
  confidenceInterval: z4.string().default("95%"),
  estimatedNamespaceDistribution: z4.array(z4.looseObject({ namespaceId: z4.union([z4.string(), z4.number()]).transform(String), profilesMatchedSoFar: z4.number() })).default([]),
  error: z4.looseObject({ description: z4.string().optional(), traceback: z4.string().optional() }).optional()
});
var PreviewPageBody = z4.looseObject({
  results: z4.array(z4.record(z4.string(), z4.unknown())).default([]),
  state: z4.string().optional(),
  links: z4.looseObject({ next: z4.string().optional() }).optional(),
  page: z4.looseObject({ offset: z4.number().optional(), size: z4.number().optional(), totalCount: z4.number().optional() }).optional()
});

// src/api/previews.ts
var PREVIEW_PATH = `${SERVICE_PATHS.segmentation}/preview`;
var ESTIMATE_PATH = `${SERVICE_PATHS.segmentation}/estimate`;
async function createPreview(client, input, options = {}) {
  const json = {
    predicateExpression: input.expression,
    predicateType: "pql/text",
    predicateModel: input.model ?? "_xdm.context.profile",
    graphType: input.graphType ?? "none"
  };
  const response = await client.request({ method: "POST", path: PREVIEW_PATH, json, idempotent: true, signal: options.signal });
  return parseResponse(PreviewJob, response, "POST", PREVIEW_PATH);
}
async function getEstimate(client, previewId, options = {}) {
  const path = `${ESTIMATE_PATH}/${encodeURIComponent(previewId)}`;
  return parseResponse(Estimate, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}
async function getPreviewPage(client, previewId, options = {}) {
  const path = `${PREVIEW_PATH}/${encodeURIComponent(previewId)}`;
  const query = { offset: options.offset, limit: options.limit };
  const body = parseResponse(
    PreviewPageBody,
    await client.request({ method: "GET", path, query, signal: options.signal }),
    "GET",
    path
  );
  return { state: body.state, profiles: body.results.flatMap((r) => Object.keys(r)), next: body.links?.next || void 0 };
}
var EstimateJobError = class extends Error {
  constructor(reason, previewId, last, message) {
    super(message);
    this.reason = reason;
    this.previewId = previewId;
    this.last = last;
  }
  reason;
  previewId;
  last;
  name = "EstimateJobError";
};
async function waitForEstimate(client, previewId, options = {}) {
  const clock = client.clock;
  const started = clock.now();
  const timeoutMs = options.timeoutMs ?? 12e4;
  let interval = options.intervalMs ?? 1e3;
  for (; ; ) {
    const estimate = await getEstimate(client, previewId, options);
    options.onPoll?.(estimate);
    if (estimate.state === "RESULT_READY") return estimate;
    if (estimate.state === "FAILED") {
      const why = estimate.error?.description;
      throw new EstimateJobError("failed", previewId, estimate, `AEP's estimate job ${previewId} failed${why ? `: ${why}` : ""}`);
    }
    if (clock.now() - started + interval > timeoutMs)
      throw new EstimateJobError(
        "timeout",
        previewId,
        estimate,
        `AEP's estimate job ${previewId} was still ${estimate.state} after ${Math.round((clock.now() - started) / 1e3)} s`
      );
    await clock.sleep(interval, options.signal);
    interval = Math.min(options.maxIntervalMs ?? 5e3, Math.round(interval * 1.5));
  }
}
async function estimateAudience(client, input, options = {}) {
  const job = await createPreview(client, input, options);
  const estimate = await waitForEstimate(client, job.previewId, options);
  return { previewId: job.previewId, estimate, interval: intervalOf(estimate) };
}
var Z = { "0.9": 1.6449, "0.95": 1.96, "0.99": 2.5758 };
function intervalOf(estimate) {
  const parsed = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(estimate.confidenceInterval);
  const level = parsed ? Number(parsed[1]) / 100 : 0.95;
  const z11 = Z[String(level)] ?? 1.96;
  const margin = z11 * estimate.standardError;
  return {
    level: Z[String(level)] === void 0 ? 0.95 : level,
    low: Math.max(0, Math.round(estimate.estimatedSize - margin)),
    high: Math.round(estimate.estimatedSize + margin)
  };
}

// src/publish/dangling-references.ts
function danglingReferences(candidates, steps, live) {
  const errors = [];
  candidates.forEach((c, i) => {
    const step = steps[i];
    if (step.action === "refused") return;
    const dangling = c.references.filter((r) => !r.id.startsWith(ALIAS_PREFIX) && !live.has(r.id));
    if (dangling.length === 0) return;
    for (const ref of dangling)
      errors.push({
        file: c.file,
        line: ref.at?.line ?? 1,
        column: ref.at?.column ?? 1,
        message: `inSegment("${ref.id}") names no segment definition in the sandbox, and no audience of this publish creates it`,
        hints: hintsFor(ref.id, candidates)
      });
    step.action = "refused";
    step.reasons = dangling.map((r) => `references ${r.id}, which is not in the sandbox (see the error below)`);
    delete step.body;
    delete step.remoteId;
    step.changes = [];
  });
  return errors;
}
function hintsFor(id, candidates) {
  const owner = candidates.find((c) => c.definition["x-pql-audience"]?.id === id);
  if (!owner) return ["publish the audience it means first, or correct the id (`segments list` shows the sandbox's)"];
  const alias = owner.definition["x-pql-audience"]?.alias;
  const where = `${owner.file} records this id, but its definition is not in this sandbox (it will get a new id)`;
  return [
    alias ? `${where}: reference it as inSegment("${ALIAS_PREFIX}${alias}"), which publish resolves to the id it gets` : `${where}: give it an x-pql-audience.alias and reference that, which publish resolves to the id it gets`
  ];
}

// src/publish/same-expression.ts
function sameExpression(format, ours, live) {
  if (ours === live) return true;
  if (typeof live !== "string") return false;
  if (format === "pql/json") return sameJson(ours, live);
  if (format !== "pql/text") return false;
  const canonical = (text) => {
    const { ast } = parse(text);
    return ast ? print(ast, { width: Number.POSITIVE_INFINITY }) : void 0;
  };
  const mine = canonical(ours);
  return mine !== void 0 && mine === canonical(live);
}
function sameJson(ours, live) {
  try {
    return JSON.stringify(JSON.parse(ours)) === JSON.stringify(JSON.parse(live));
  } catch {
    return false;
  }
}

// src/publish/plan.ts
var compared = ["name", "description", "expression", "evaluationInfo", "schema", "mergePolicyId", "ttlInDays"];
function normalizedEvaluation(info) {
  const given = info ?? { batch: { enabled: true } };
  return [given.batch?.enabled, given.continuous?.enabled, given.synchronous?.enabled].map((v) => String(Boolean(v))).join(",");
}
function differences(body, live) {
  const changes = [];
  for (const field of compared) {
    switch (field) {
      case "expression":
        if (body.expression.format !== (live.expression?.format ?? "pql/text") || !sameExpression(body.expression.format, body.expression.value, live.expression?.value))
          changes.push("expression");
        break;
      case "evaluationInfo":
        if (normalizedEvaluation(body.evaluationInfo) !== normalizedEvaluation(live.evaluationInfo)) changes.push("evaluationInfo");
        break;
      case "schema":
        if ((body.schema?.name ?? void 0) !== (live.schema?.name ?? void 0)) changes.push("schema");
        break;
      default:
        if (body[field] !== void 0 && body[field] !== (live[field] ?? void 0)) changes.push(field);
    }
  }
  return changes;
}
function resolveAliases(value, references, idsByAlias) {
  const missing = [];
  let out = value;
  for (const ref of [...references].sort((a, b) => b.start - a.start)) {
    if (!ref.id.startsWith(ALIAS_PREFIX)) continue;
    const alias = ref.id.slice(ALIAS_PREFIX.length);
    const id = idsByAlias.get(alias);
    if (id === void 0) {
      missing.push(alias);
      continue;
    }
    out = `${out.slice(0, ref.start)}${JSON.stringify(id)}${out.slice(ref.end)}`;
  }
  return { value: out, missing };
}
function buildPlan(candidates, live) {
  const byId = new Map(live.map((d) => [d.id, d]));
  const claimed = new Set(candidates.flatMap((c) => c.definition["x-pql-audience"]?.id ?? []).filter((id) => byId.has(id)));
  const byName = new Map(live.filter((d) => !claimed.has(d.id)).map((d) => [d.name, d]));
  const idsByAlias = /* @__PURE__ */ new Map();
  for (const c of candidates) {
    const alias = c.definition["x-pql-audience"]?.alias;
    const match = matchLive(c, byId, byName);
    if (alias && match) idsByAlias.set(alias, match.id);
  }
  const steps = candidates.map((c) => {
    const name = c.definition.name;
    const alias = c.definition["x-pql-audience"]?.alias;
    const dependsOn = c.references.filter((r) => r.id.startsWith(ALIAS_PREFIX)).map((r) => r.id.slice(ALIAS_PREFIX.length));
    const recorded = c.definition["x-pql-audience"]?.id;
    const notes = recorded !== void 0 && !byId.has(recorded) ? [`x-pql-audience.id ${recorded} is not in this sandbox${byName.has(name) ? "; matched by name instead" : ""}`] : [];
    const method = statedMethod(c.definition.evaluationInfo);
    const base = {
      file: c.file,
      name,
      method,
      reasons: [],
      changes: [],
      dependsOn,
      ...alias ? { alias } : {},
      ...notes.length > 0 ? { notes } : {}
    };
    const refusal = refusalReasons(c, method);
    if (refusal.length > 0) return { ...base, action: "refused", reasons: refusal };
    const body = createBody(c.definition);
    const match = matchLive(c, byId, byName);
    if (!match) return { ...base, action: "create", body };
    const resolved = resolveAliases(body.expression.value, c.references, idsByAlias);
    const comparable = resolved.missing.length === 0 ? { ...body, expression: { ...body.expression, value: resolved.value } } : body;
    const changes = differences(comparable, match);
    return { ...base, action: changes.length === 0 ? "unchanged" : "update", remoteId: match.id, changes, body };
  });
  refuseDependentsOfRefused(steps);
  const errors = danglingReferences(candidates, steps, byId);
  const declared = new Set(candidates.flatMap((c) => matchLive(c, byId, byName)?.id ?? []));
  const orphans = live.filter((d) => !declared.has(d.id)).map((d) => ({ id: d.id, name: d.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { steps, orphans, errors };
}
function matchLive(c, byId, byName) {
  const recorded = c.definition["x-pql-audience"]?.id;
  return (recorded !== void 0 ? byId.get(recorded) : void 0) ?? byName.get(c.definition.name);
}
function refusalReasons(c, method) {
  const reasons = [];
  for (const e of c.errors) reasons.push(`${e.code} at line ${e.line}: ${e.message}`);
  if (method === "edge") reasons.push(...edgeRefusal(c));
  return reasons;
}
function edgeRefusal(c) {
  if (c.verdict.eligible === null) return ["edge eligibility is unknown: it depends on a segment that could not be resolved"];
  if (c.verdict.eligible === true || c.errors.length > 0) return [];
  const reasons = c.verdict.reasons.filter((x) => x.severity === "error").map((r) => `${r.code} ${r.rule}: ${r.message}`);
  return reasons.length > 0 ? reasons : ["not edge-eligible"];
}
function refuseDependentsOfRefused(steps) {
  let changed = true;
  while (changed) {
    changed = false;
    const refusedAliases = new Set(steps.filter((s) => s.action === "refused" && s.alias).map((s) => s.alias));
    for (const s of steps) {
      if (s.action === "refused") continue;
      const blocked = s.dependsOn.filter((a) => refusedAliases.has(a) || !steps.some((o) => o.alias === a));
      if (blocked.length === 0) continue;
      s.action = "refused";
      s.reasons = blocked.map((a) => `references alias:${a}, which is not being published`);
      delete s.body;
      changed = true;
    }
  }
}
function applyOrder(plan) {
  const pending = plan.steps.filter((s) => s.action === "create" || s.action === "update");
  const done = new Set(plan.steps.filter((s) => s.action === "unchanged" && s.alias).map((s) => s.alias));
  const ordered = [];
  while (pending.length > 0) {
    const index = pending.findIndex((s) => s.dependsOn.every((a) => done.has(a) || !pending.some((p) => p.alias === a)));
    const [next] = pending.splice(Math.max(index, 0), 1);
    ordered.push(next);
    if (next.alias) done.add(next.alias);
  }
  return ordered;
}

// src/publish/apply.ts
async function applyPlan(plan, candidates, client, options = {}) {
  const idsByAlias = /* @__PURE__ */ new Map();
  for (const step of plan.steps) if (step.alias && step.remoteId) idsByAlias.set(step.alias, step.remoteId);
  const referencesOf = new Map(candidates.map((c) => [`${c.file}\0${c.definition.name}`, c.references]));
  const outcomes = /* @__PURE__ */ new Map();
  for (const step of plan.steps) {
    if (step.action === "unchanged") outcomes.set(step, { file: step.file, name: step.name, status: "unchanged", id: step.remoteId });
    if (step.action === "refused")
      outcomes.set(step, { file: step.file, name: step.name, status: step.action, detail: step.reasons.join("; ") });
  }
  const ordered = plan.errors.length > 0 ? [] : applyOrder(plan);
  if (plan.errors.length > 0)
    for (const step of applyOrder(plan))
      outcomes.set(step, { file: step.file, name: step.name, status: "blocked", detail: "not applied: the plan has errors" });
  let done = 0;
  for (const step of ordered) {
    options.onProgress?.(done, ordered.length, step);
    done++;
    const references = referencesOf.get(`${step.file}\0${step.name}`) ?? [];
    const resolved = resolveAliases(step.body.expression.value, references, idsByAlias);
    if (resolved.missing.length > 0) {
      outcomes.set(step, {
        file: step.file,
        name: step.name,
        status: "blocked",
        detail: `waits for ${resolved.missing.map((a) => `alias:${a}`).join(", ")}, which was not published`
      });
      continue;
    }
    const body = { ...step.body, expression: { ...step.body.expression, value: resolved.value } };
    try {
      const id = step.action === "update" ? await update(client, step.remoteId, body) : await create(client, body);
      if (step.alias) idsByAlias.set(step.alias, id.id);
      outcomes.set(step, { file: step.file, name: step.name, status: id.status, id: id.id });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      outcomes.set(step, { file: step.file, name: step.name, status: "failed", detail: e.message });
    }
  }
  options.onProgress?.(done, ordered.length, ordered[ordered.length - 1]);
  const list = plan.steps.map((s) => outcomes.get(s));
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0, failed: 0, blocked: 0, deleted: 0 };
  for (const o of list) counts[o.status]++;
  const unfinished = counts.failed + counts.blocked;
  const pruned = [];
  for (const target of options.prune ?? []) {
    const outcome = unfinished > 0 ? {
      ...target,
      status: "blocked",
      detail: `not deleted: ${unfinished} of this run's creates and updates did not go through`
    } : await remove(client, target);
    pruned.push(outcome);
    counts[outcome.status]++;
  }
  return { outcomes: list, pruned, counts };
}
async function remove(client, target) {
  try {
    await deleteSegmentDefinition(client, target.id);
    return { ...target, status: "deleted" };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 404) return { ...target, status: "deleted" };
    return { ...target, status: "failed", detail: e.message };
  }
}
async function update(client, id, body) {
  await updateSegmentDefinition(client, id, body);
  return { id, status: "updated" };
}
async function readBack(client, name) {
  const [found] = await findSegmentDefinitionsByName(client, name);
  return found;
}
async function create(client, body) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const created = await createSegmentDefinition(client, body);
      return { id: created.id, status: "created" };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 422 || e.outcomeUnknown) {
        const live = await readBack(client, body.name);
        if (live) {
          if (differences(body, live).length === 0)
            return { id: live.id, status: e.outcomeUnknown ? "created" : "unchanged" };
          return update(client, live.id, body);
        }
        if (e.outcomeUnknown && attempt === 0) continue;
      }
      throw e;
    }
  }
  throw new Error("unreachable");
}

// src/publish/candidates.ts
function publishInput(result) {
  const candidates = [];
  const unloaded = [];
  const pqlFiles = [];
  for (const file of result.files) {
    const loaded = loadAudienceFile(file.file, file.source);
    if (loaded.kind === "pql") {
      pqlFiles.push(file.file);
      continue;
    }
    const loadProblems = loaded.problems.filter((p) => ruleByCodeOrName(p.rule)?.meta.category === "audience");
    if (loadProblems.length > 0)
      unloaded.push({
        file: file.file,
        problems: loadProblems.map((p) => ({ line: p.range.start.line, column: p.range.start.column, message: p.message }))
      });
    const fileErrors = file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed);
    loaded.audiences.forEach((audience, i) => {
      const errors = errorsOf(audience.range, loaded.audiences, fileErrors).map((d) => ({
        code: d.code,
        message: d.message,
        line: d.range.start.line
      }));
      const verdict = file.audiences[i]?.verdict ?? { eligible: false, type: null, reasons: [] };
      const { ast } = parse(audience.pql);
      const inValue = audience.definition.expression.format === "pql/json" ? pqlJsonTree(audience.definition.expression.value) : void 0;
      const idSpans = inValue?.ok ? extractFacts(inValue.ast).segments.map((s) => s.idSpan) : void 0;
      const references = ast ? extractFacts(ast).segments.flatMap(
        (s, i2) => s.id === null ? [] : [{ id: s.id, ...offsets(idSpans?.[i2] ?? s.idSpan), at: lineAndColumn(audience.mapSpan(s.span)) }]
      ) : [];
      candidates.push({ file: file.file, index: audience.index, definition: audience.definition, verdict, errors, references });
    });
  }
  return { candidates, unloaded, pqlFiles };
}
function offsets(span) {
  return { start: span.start.offset, end: span.end.offset };
}
function lineAndColumn(span) {
  return { line: span.start.line, column: span.start.column };
}
function errorsOf(own2, audiences, errors) {
  const inside = (d, range) => d.range.start.offset >= range.start.offset && d.range.start.offset <= range.end.offset;
  return errors.filter((d) => inside(d, own2) || !audiences.some((a) => inside(d, a.range)));
}
function publishCandidates(result) {
  return publishInput(result).candidates;
}

// src/api/quota-schema.ts
import * as z5 from "zod";
var QuotaSchema = z5.looseObject({
  name: z5.string().min(1),
  description: z5.string().optional(),
  consumed: z5.coerce.number().nonnegative(),
  quota: z5.coerce.number().nonnegative()
});
var QuotaResponseSchema = z5.looseObject({ quotas: z5.array(QuotaSchema) });

// src/api/quota.ts
var KNOWN_QUOTA_NAMES = [...QUOTA_TYPES, ...LEGACY_QUOTA_NAMES];
function isKnownQuotaName(name) {
  return KNOWN_QUOTA_NAMES.includes(name);
}
var QUOTA_PATH = `${SERVICE_PATHS.hygiene}/quota`;
async function getQuotas(client, options = {}) {
  const response = await client.request({
    method: "GET",
    path: QUOTA_PATH,
    query: { quotaType: options.quotaType },
    sandbox: false,
    signal: options.signal
  });
  const parsed = QuotaResponseSchema.safeParse(response.body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "GET",
      path: QUOTA_PATH,
      detail: `expected {quotas:[{name, consumed, quota}]}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
      requestId: response.requestId
    });
  }
  return parsed.data.quotas;
}

// src/api/etag-update.ts
var EtagConflictError = class extends Error {
  constructor(what, last) {
    super(
      `${what} was changed by someone else while it was being updated (HTTP 412, twice); nothing was changed by this update. Read it again and retry.`,
      { cause: last }
    );
    this.what = what;
    this.last = last;
  }
  what;
  last;
  name = "EtagConflictError";
};
async function updateWithEtag(update2) {
  let attempts = 0;
  for (; ; ) {
    attempts++;
    const { etag, item } = await update2.read();
    try {
      const result = await update2.patch(etag, item);
      return { etag: result.etag, attempts };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 412) throw e;
      if (attempts >= 2) throw new EtagConflictError(update2.what, e);
    }
  }
}

// src/api/flow-schemas.ts
import * as z6 from "zod";
var Created = z6.looseObject({ id: z6.string().min(1), etag: z6.string().optional() });
var ConnectionItem = z6.looseObject({
  id: z6.string(),
  name: z6.string().optional(),
  description: z6.string().optional(),
  etag: z6.string(),
  state: z6.string().optional(),
  baseConnectionId: z6.string().optional(),
  connectionSpec: z6.looseObject({ id: z6.string(), version: z6.string().optional() }).optional(),
  auth: z6.looseObject({ specName: z6.string().optional(), params: z6.record(z6.string(), z6.unknown()).optional() }).optional()
});
var Status = z6.looseObject({ value: z6.string().optional(), errors: z6.array(z6.unknown()).optional() });
var FlowItem = z6.looseObject({
  id: z6.string(),
  name: z6.string().optional(),
  description: z6.string().optional(),
  state: z6.string().optional(),
  etag: z6.string(),
  flowSpec: z6.looseObject({ id: z6.string(), version: z6.string().optional() }).optional(),
  sourceConnectionIds: z6.array(z6.string()).default([]),
  targetConnectionIds: z6.array(z6.string()).default([]),
  transformations: z6.array(z6.looseObject({ name: z6.string(), params: z6.record(z6.string(), z6.unknown()).optional() })).optional(),
  options: z6.looseObject({ inletUrl: z6.string().optional() }).optional(),
  lastOperation: z6.looseObject({
    operation: z6.string().optional(),
    started: z6.number().optional(),
    updated: z6.number().optional(),
    status: Status.optional()
  }).optional(),
  createdAt: z6.number().optional(),
  updatedAt: z6.number().optional()
});
function itemsOf(schema) {
  return z6.looseObject({ items: z6.array(schema) });
}
function parseResponse2(schema, response, method, path, expected) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `expected ${expected}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
    requestId: response.requestId
  });
}

// src/api/flows.ts
var BASE3 = SERVICE_PATHS.flowService;
async function create2(client, resource, body) {
  const path = `${BASE3}/${resource}`;
  const response = await client.request({ method: "POST", path, json: body });
  return parseResponse2(Created, response, "POST", path, "{id, etag}");
}
var createBaseConnection = (client, body) => create2(client, "connections", body);
var createSourceConnection = (client, body) => create2(client, "sourceConnections", body);
var createTargetConnection = (client, body) => create2(client, "targetConnections", body);
var createFlow = (client, body) => create2(client, "flows", body);
async function getOne(client, resource, id, schema) {
  const path = `${BASE3}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "GET", path });
  const { items } = parseResponse2(itemsOf(schema), response, "GET", path, "{items:[...]}");
  const item = items[0];
  if (!item)
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "GET",
      path,
      detail: "the items array is empty",
      requestId: response.requestId
    });
  return item;
}
var getConnection = (client, id) => getOne(client, "connections", id, ConnectionItem);
var getFlow = (client, id) => getOne(client, "flows", id, FlowItem);
async function listFlowResources(client, resource, property = []) {
  const out = [];
  let continuationToken;
  for (let page = 0; page < 1e3; page++) {
    const url2 = new URL(`${client.baseUrl}${BASE3}/${resource}`);
    for (const p of property) url2.searchParams.append("property", p);
    if (continuationToken) url2.searchParams.set("continuationToken", continuationToken);
    const response = await client.request({ method: "GET", path: url2.toString() });
    const body = response.body;
    if (!body || !Array.isArray(body.items))
      throw new ApiError({
        kind: "invalid-response",
        status: response.status,
        method: "GET",
        path: url2.pathname,
        detail: "expected {items:[...]}"
      });
    out.push(...body.items);
    const next = body._links?.next?.href;
    continuationToken = next ? new URL(next, "http://x").searchParams.get("continuationToken") ?? void 0 : void 0;
    if (!continuationToken) break;
  }
  return out;
}
async function patch(client, resource, id, etag, ops) {
  const path = `${BASE3}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path, json: ops, headers: { "If-Match": etag } });
  return parseResponse2(Created, response, "PATCH", path, "{id, etag}");
}
function updateFlow(client, id, ops) {
  return updateWithEtag({
    what: `dataflow ${id}`,
    read: async () => {
      const item = await getFlow(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch(client, "flows", id, etag, ops)
  });
}
function updateConnection(client, id, ops) {
  return updateWithEtag({
    what: `connection ${id}`,
    read: async () => {
      const item = await getConnection(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch(client, "connections", id, etag, ops)
  });
}
async function deleteFlowResource(client, resource, id) {
  await client.request({ method: "DELETE", path: `${BASE3}/${resource}/${encodeURIComponent(id)}` });
}
async function inletUrlOf(client, flow, baseConnectionId) {
  if (flow.options?.inletUrl) return flow.options.inletUrl;
  if (!baseConnectionId) return void 0;
  const connection = await getConnection(client, baseConnectionId);
  const inlet = connection.auth?.params?.inletUrl;
  return typeof inlet === "string" ? inlet : void 0;
}
function webhookUrl(inletUrl, flowId) {
  const url2 = new URL(inletUrl);
  url2.searchParams.set("x-adobe-flow-id", flowId);
  return url2.toString();
}

// src/api/datasets.ts
import * as z7 from "zod";

// src/api/flow-ids.ts
var HTTP_API_CONNECTION_SPEC = "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb";
var DATA_LAKE_CONNECTION_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
var WEBHOOK_FLOW_SPEC = "e77fde5a-22a8-11ed-861d-0242ac120002";
var XED_FULL = "application/vnd.adobe.xed-full+json;version=1";
var XED = "application/vnd.adobe.xed+json;version=1";

// src/api/datasets.ts
var BASE4 = `${SERVICE_PATHS.catalog}/dataSets`;
var Paths = z7.array(z7.string());
async function createDataset(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE4,
    query: { requestDataSource: true },
    json: {
      name: input.name,
      ...input.description ? { description: input.description } : {},
      schemaRef: { id: input.schemaId, contentType: XED }
    }
  });
  const paths = parseResponse2(Paths, response, "POST", BASE4, `["@/dataSets/<id>"]`);
  const id = datasetIdOf(paths[0]);
  if (!id)
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: BASE4,
      detail: `expected ["@/dataSets/<id>"], got ${JSON.stringify(paths).slice(0, 100)}`
    });
  return id;
}
function datasetIdOf(path) {
  return /^@\/dataSets\/([^/?#]+)$/.exec(path ?? "")?.[1];
}
async function deleteDataset(client, id) {
  await client.request({ method: "DELETE", path: `${BASE4}/${encodeURIComponent(id)}` });
}

// src/api/mapping-sets.ts
import * as z8 from "zod";
var BASE5 = `${SERVICE_PATHS.dataPrep}/mappingSets`;
var MappingSetCreated = z8.looseObject({ id: z8.string().min(1), version: z8.coerce.number().default(0) });
function mappingSetBody(schemaId, mappings) {
  return {
    version: 0,
    xdmSchema: schemaId,
    xdmVersion: "1.0",
    outputSchema: { schemaRef: { id: schemaId, contentType: XED_FULL } },
    mappings: mappings.map((m) => ({ sourceType: m.sourceType ?? "ATTRIBUTE", source: m.source, destination: m.destination }))
  };
}
async function createMappingSet(client, schemaId, mappings) {
  const response = await client.request({ method: "POST", path: BASE5, json: mappingSetBody(schemaId, mappings) });
  return parseResponse2(MappingSetCreated, response, "POST", BASE5, "{id, version}");
}
var MAPPING_SET_NOT_DELETABLE = "AEP's Data Prep API has no delete for mapping sets; it stays, unused";
var MappingSetPage = z8.looseObject({
  data: z8.array(z8.looseObject({ id: z8.string() })).default([]),
  _page: z8.looseObject({ count: z8.number().optional(), limit: z8.number().optional() }).optional()
});

// src/api/schemas.ts
import * as z9 from "zod";
var BASE6 = `${SERVICE_PATHS.schemaRegistry}/tenant/schemas`;
var SchemaCreated = z9.looseObject({
  $id: z9.string().min(1),
  "meta:altId": z9.string().optional(),
  version: z9.string().optional(),
  title: z9.string().optional()
});
function leaf(field) {
  const base = field.type === "date" ? { type: "string", format: "date" } : field.type === "date-time" ? { type: "string", format: "date-time" } : { type: field.type };
  return field.title ? { ...base, title: field.title } : base;
}
function own(level, key, value) {
  Object.defineProperty(level, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}
function fieldProperties(fields) {
  const root = {};
  for (const field of fields) {
    const parts = field.path.split(".");
    const name = parts.pop();
    let level = root;
    for (const part of parts) {
      const node = Object.hasOwn(level, part) ? level[part] : own(level, part, { type: "object", properties: {} });
      level = node.properties ?? (node.properties = {});
    }
    own(level, name, leaf(field));
  }
  return root;
}
function schemaBody(input) {
  return {
    title: input.title,
    description: input.description,
    type: "object",
    definitions: { fields: { properties: fieldProperties(input.fields) } },
    allOf: [{ $ref: input.classId }, { $ref: "#/definitions/fields" }]
  };
}
async function createSchema(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE6,
    json: schemaBody(input),
    headers: { Accept: "application/vnd.adobe.xed+json" }
  });
  return parseResponse2(SchemaCreated, response, "POST", BASE6, "a schema with $id");
}
async function deleteSchema(client, id) {
  await client.request({ method: "DELETE", path: `${BASE6}/${encodeURIComponent(id)}` });
}

// src/stream/resources.ts
var STEP_LABELS = {
  baseConnection: "base connection",
  sourceConnection: "source connection",
  schema: "target schema",
  dataset: "target dataset",
  targetConnection: "target connection",
  mappingSet: "mapping set",
  flow: "dataflow",
  readBack: "read back the dataflow"
};
function isDeletable(step) {
  return step !== "mappingSet";
}
async function deleteResource(client, resource) {
  switch (resource.step) {
    case "baseConnection":
      return deleteFlowResource(client, "connections", resource.id);
    case "sourceConnection":
      return deleteFlowResource(client, "sourceConnections", resource.id);
    case "targetConnection":
      return deleteFlowResource(client, "targetConnections", resource.id);
    case "flow":
      return deleteFlowResource(client, "flows", resource.id);
    case "schema":
      return deleteSchema(client, resource.id);
    case "dataset":
      return deleteDataset(client, resource.id);
    case "mappingSet":
      throw new Error(`mapping set ${resource.id}: ${MAPPING_SET_NOT_DELETABLE}`);
  }
}
function resumeArgument(resources) {
  return resources.filter((r) => r.origin !== "existing").map((r) => `${r.step}=${r.id}`).join(",");
}

// src/stream/create.ts
var StreamCreateError = class extends Error {
  constructor(failedStep, cause, deleted, left, resume, undeletable = []) {
    super(`${STEP_LABELS[failedStep]} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.failedStep = failedStep;
    this.cause = cause;
    this.deleted = deleted;
    this.left = left;
    this.resume = resume;
    this.undeletable = undeletable;
  }
  failedStep;
  cause;
  deleted;
  left;
  resume;
  undeletable;
  name = "StreamCreateError";
};
async function createStream(spec, client, progress = () => {
}, options = {}) {
  const resources = [];
  const started = client.clock.now() - 10 * 6e4;
  const ids = {};
  let current = "baseConnection";
  const step = async (name, given, make, recover) => {
    current = name;
    const label = STEP_LABELS[name];
    if (given?.id) {
      ids[name] = given.id;
      resources.push({ step: name, id: given.id, origin: given.origin });
      progress({ kind: "step", step: name, label, status: "reused", id: given.id });
      return given.id;
    }
    progress({ kind: "step", step: name, label, status: "start" });
    const id = await make().catch(async (e) => {
      const found = e instanceof ApiError && e.outcomeUnknown && recover ? await recover() : void 0;
      if (found === void 0) throw e;
      return found;
    });
    ids[name] = id;
    resources.push({ step: name, id, origin: "created" });
    progress({ kind: "step", step: name, label, status: "done", id });
    return id;
  };
  const resumed = (name) => options.resume?.[name] ? { id: options.resume[name], origin: "resumed" } : void 0;
  try {
    const description = spec.description;
    if (spec.source.baseConnection || options.resume?.baseConnection) {
      const existing = spec.source.baseConnection?.id;
      await step(
        "baseConnection",
        existing ? { id: existing, origin: "existing" } : resumed("baseConnection"),
        async () => {
          const params = {
            dataType: spec.source.baseConnection?.dataType ?? "raw",
            name: spec.name,
            authenticationRequired: spec.source.baseConnection?.authenticationRequired ?? false
          };
          const created = await createBaseConnection(client, {
            name: spec.name,
            description,
            connectionSpec: spec.source.connectionSpec,
            auth: { specName: "Streaming Connection", params }
          });
          return created.id;
        },
        () => findByName(client, "connections", spec.name, started)
      );
    }
    await step(
      "sourceConnection",
      resumed("sourceConnection"),
      async () => {
        const created = await createSourceConnection(client, {
          name: `${spec.name} source`,
          description,
          ...ids.baseConnection ? { baseConnectionId: ids.baseConnection } : {},
          connectionSpec: spec.source.connectionSpec,
          data: { format: spec.source.format }
        });
        return created.id;
      },
      () => findByName(client, "sourceConnections", `${spec.name} source`, started)
    );
    const target = spec.target;
    const schemaId = await step("schema", target.schema.id ? { id: target.schema.id, origin: "existing" } : resumed("schema"), async () => {
      const created = await createSchema(client, {
        title: target.schema.title,
        // schema-registry.yaml's createSchema requires a description; the spec's, else one that says where it came from.
        description: target.schema.description ?? `Target schema of the stream "${spec.name}" (created by pql-audience stream create)`,
        classId: target.schema.class,
        fields: target.schema.fields
      });
      return created.$id;
    });
    const datasetId = await step(
      "dataset",
      target.dataset.id ? { id: target.dataset.id, origin: "existing" } : resumed("dataset"),
      () => createDataset(client, { name: target.dataset.name, description: target.dataset.description, schemaId })
    );
    await step(
      "targetConnection",
      resumed("targetConnection"),
      async () => {
        const created = await createTargetConnection(client, {
          name: `${spec.name} target`,
          description,
          data: { format: "json", schema: { id: schemaId, version: XED_FULL } },
          params: { dataSetId: datasetId },
          connectionSpec: { id: DATA_LAKE_CONNECTION_SPEC, version: "1.0" }
        });
        return created.id;
      },
      () => findByName(client, "targetConnections", `${spec.name} target`, started)
    );
    await step("mappingSet", resumed("mappingSet"), async () => (await createMappingSet(client, schemaId, spec.mappings)).id);
    const flowId = await step(
      "flow",
      resumed("flow"),
      async () => {
        const created = await createFlow(client, {
          name: spec.name,
          description,
          flowSpec: spec.flowSpec,
          sourceConnectionIds: [ids.sourceConnection],
          targetConnectionIds: [ids.targetConnection],
          // A resumed mapping set was created by this command, always at version 0.
          transformations: [{ name: "Mapping", params: { mappingId: ids.mappingSet, mappingVersion: 0 } }]
        });
        return created.id;
      },
      () => findByName(client, "flows", spec.name, started)
    );
    current = "readBack";
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "start" });
    const flow = await getFlow(client, flowId);
    const inlet = await inletUrlOf(client, flow, ids.baseConnection);
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "done", id: flowId });
    return { flowId, inletUrl: inlet, webhookUrl: inlet ? webhookUrl(inlet, flowId) : void 0, state: flow.state, resources };
  } catch (error) {
    progress({ kind: "step", step: current, label: STEP_LABELS[current], status: "failed", error });
    throw await rollback(client, current, error, resources, progress, options.keepOnFailure ?? false);
  }
}
async function findByName(client, resource, name, since) {
  const found = (await listFlowResources(client, resource, [`name==${name}`])).filter(
    (r) => typeof r.createdAt !== "number" || r.createdAt >= since
  );
  const [only] = found;
  return found.length === 1 && typeof only?.id === "string" ? only.id : void 0;
}
async function rollback(client, failedStep, cause, resources, progress, keep) {
  const ours = resources.filter((r) => r.origin !== "existing");
  if (keep) {
    for (const resource of ours) progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "kept" });
    return new StreamCreateError(failedStep, cause, [], ours, ours.length > 0 ? resumeArgument(ours) : void 0);
  }
  const deleted = [];
  const left = [];
  const undeletable = [];
  for (const resource of [...ours].reverse()) {
    if (!isDeletable(resource.step)) {
      undeletable.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "undeletable", reason: MAPPING_SET_NOT_DELETABLE });
      continue;
    }
    try {
      await deleteResource(client, resource);
      deleted.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "deleted" });
    } catch (error) {
      left.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "failed", error });
    }
  }
  return new StreamCreateError(failedStep, cause, deleted, left.reverse(), left.length > 0 ? resumeArgument(left) : void 0, undeletable);
}

// src/stream/spec-problems.ts
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

// src/stream/spec.ts
import * as z10 from "zod";
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var SpecRef = z10.union([
  z10.string().regex(UUID, { error: "must be a connection or flow spec id (a UUID)" }).transform((id) => ({ id, version: "1.0" })),
  z10.strictObject({ id: z10.string().regex(UUID, { error: "must be a UUID" }), version: z10.string().default("1.0") })
]);
var ClassShortcuts = {
  experienceevent: "https://ns.adobe.com/xdm/context/experienceevent",
  profile: "https://ns.adobe.com/xdm/context/profile"
};
var FieldPath = z10.string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/, { error: "must be a dotted field path such as loyalty.points" });
var Field = z10.strictObject({
  path: FieldPath,
  type: z10.enum(["string", "integer", "number", "boolean", "date", "date-time"]),
  title: z10.string().optional()
});
var TargetSchema = z10.strictObject({
  /** An existing schema's `$id` or `meta:altId`. */
  id: z10.string().min(1).optional(),
  title: z10.string().min(1).optional(),
  description: z10.string().optional(),
  class: z10.string().transform((c) => ClassShortcuts[c.toLowerCase()] ?? c).pipe(z10.url({ error: "must be experienceevent, profile, or a class $id URL" })).optional(),
  fields: z10.array(Field).min(1, { error: "list at least one field" }).optional()
}).superRefine((s, ctx) => {
  const creating = s.title !== void 0 || s.fields !== void 0 || s.class !== void 0;
  if (s.id !== void 0 && creating)
    ctx.addIssue({
      code: "custom",
      path: ["id"],
      message: "give either id (an existing schema) or title, class and fields (a new one), not both"
    });
  else if (s.id === void 0) {
    for (const key of ["title", "class", "fields"])
      if (s[key] === void 0)
        ctx.addIssue({
          code: "custom",
          path: [],
          message: `missing ${key}: a new schema needs title, class and fields (or give the id of an existing one)`
        });
  }
});
var TargetDataset = z10.strictObject({ id: z10.string().min(1).optional(), name: z10.string().min(1).optional(), description: z10.string().optional() }).refine((d) => d.id === void 0 !== (d.name === void 0), { error: "give either id (an existing dataset) or name (a new one)" });
var BaseConnection = z10.strictObject({
  /** An existing base connection (account) to add this dataflow to; never deleted on rollback. */
  id: z10.string().min(1).optional(),
  dataType: z10.enum(["raw", "xdm"]).default("raw"),
  authenticationRequired: z10.boolean().default(false)
});
var Mapping = z10.strictObject({
  source: z10.string().min(1),
  destination: FieldPath,
  sourceType: z10.enum(["ATTRIBUTE", "EXPRESSION"]).optional()
});
var StreamSpecSchema = z10.strictObject({
  name: z10.string().min(1, { error: "must not be empty" }),
  description: z10.string().optional(),
  source: z10.strictObject({
    connectionSpec: SpecRef.default({ id: HTTP_API_CONNECTION_SPEC, version: "1.0" }),
    /** Create a base connection first (HTTP API sources, variant A); omit for webhook sources. */
    baseConnection: BaseConnection.optional(),
    format: z10.string().default("json")
  }),
  flowSpec: SpecRef.default({ id: WEBHOOK_FLOW_SPEC, version: "1.0" }),
  target: z10.strictObject({ schema: TargetSchema, dataset: TargetDataset }),
  mappings: z10.array(Mapping).min(1, { error: "list at least one mapping (source -> destination)" })
}).superRefine((spec, ctx) => {
  const fields = spec.target.schema.fields?.map((f) => f.path);
  if (!fields) return;
  spec.mappings.forEach((m, i) => {
    if (!fields.includes(m.destination))
      ctx.addIssue({
        code: "custom",
        path: ["mappings", i, "destination"],
        message: `"${m.destination}" is not a field of the target schema (fields: ${fields.join(", ")})`
      });
  });
});
var SPEC_KEYS = [
  "name",
  "description",
  "source",
  "connectionSpec",
  "baseConnection",
  "dataType",
  "authenticationRequired",
  "format",
  "flowSpec",
  "id",
  "version",
  "target",
  "schema",
  "title",
  "class",
  "fields",
  "path",
  "type",
  "dataset",
  "mappings",
  "destination",
  "sourceType"
];

// src/stream/spec-problems.ts
var StreamSpecError = class extends Error {
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.problems = problems;
  }
  problems;
  name = "StreamSpecError";
};
function formatProblem(p) {
  return `${p.file}:${p.line}:${p.col}: ${p.path ? `${p.path}: ` : ""}${p.message}`;
}
function parseStreamSpec(text, file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset) => lineCounter.linePos(offset);
  if (doc.errors.length > 0) {
    throw new StreamSpecError(
      doc.errors.map((e) => {
        const { line, col } = at(e.pos[0]);
        return { file, line, col, path: "", message: `YAML: ${e.message.split("\n")[0]}` };
      })
    );
  }
  let data;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    const { line, col } = at(firstAliasOffset(doc));
    throw new StreamSpecError([{ file, line, col, path: "", message: `YAML: ${e.message}` }]);
  }
  const parsed = StreamSpecSchema.safeParse(data ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const suggested = new Set(
    parsed.error.issues.flatMap(
      (i) => i.code === "unrecognized_keys" ? i.keys.map((k) => [...i.path, closest(k, SPEC_KEYS, 2)].join(".")) : []
    )
  );
  const issues = parsed.error.issues.filter(
    (i) => !(i.code === "invalid_type" && i.input === void 0 && suggested.has(i.path.join(".")))
  );
  const problems = issues.map((issue) => {
    const { offset, path } = locate(doc, issue);
    const { line, col } = at(offset);
    return { file, line, col, path, message: describeIssue(issue) };
  });
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  throw new StreamSpecError(problems);
}
function dotted(path) {
  return path.reduce((s, k) => typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k), "");
}
function locate(doc, issue) {
  let node = doc.contents;
  const path = [...issue.path];
  let offset = node?.range?.[0] ?? 0;
  let keyOffset;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
      if (!pair) break;
      node = pair.value ?? pair.key;
      keyOffset = pair.key?.range?.[0];
      offset = (pair.value?.range ?? pair.key?.range)?.[0] ?? offset;
    } else if (isSeq(node) && typeof key === "number" && node.items[key]) {
      node = node.items[key];
      keyOffset = void 0;
      offset = node.range?.[0] ?? offset;
    } else break;
  }
  if (issue.code === "unrecognized_keys" && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && issue.keys.includes(String(p.key.value)));
    const keyRange = pair?.key?.range;
    if (keyRange) return { offset: keyRange[0], path: dotted([...path, String(pair.key.value)]) };
  }
  if ((isMap(node) || isSeq(node)) && keyOffset !== void 0) offset = keyOffset;
  return { offset, path: dotted(path) };
}
function describeIssue(issue) {
  switch (issue.code) {
    case "invalid_type":
      return !("input" in issue) || issue.input === void 0 ? `missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${kindOf(issue.input)}`;
    case "unrecognized_keys": {
      const key = issue.keys[0] ?? "";
      const near = closest(key, SPEC_KEYS, 2);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""}`;
    }
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}${"input" in issue ? `, got ${JSON.stringify(issue.input)}` : ""}`;
    case "invalid_union": {
      const first = issue.errors.flat()[0];
      return first ? describeIssue(first) : "not a valid value";
    }
    default:
      return issue.message;
  }
}
function kindOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  return `${typeof v} ${JSON.stringify(v)}`;
}
export {
  AepClient,
  ApiError,
  CREDENTIAL_VARIABLES,
  CredentialsError,
  CredentialsRefusedError,
  DEFAULT_BASE_URL,
  DEFAULT_EDGE_URL,
  DEFAULT_IMS_URL,
  DEFAULT_RETRY_POLICY,
  DEFAULT_SCOPES,
  EstimateJobError,
  EtagConflictError,
  INTERACT_PATH,
  ImsToken,
  REDACTED,
  Redactor,
  SERVICE_PATHS,
  StaticToken,
  StreamCreateError,
  StreamSpecError,
  applyOrder,
  applyPlan,
  buildPlan,
  convertSegmentDefinition,
  createAepClient,
  createPreview,
  createSegmentDefinition,
  createSegmentDefinitionOnce,
  createStream,
  credentialsFromEnv,
  credentialsFromFile,
  deleteFlowResource,
  deleteSegmentDefinition,
  estimateAudience,
  evaluationOf,
  findEdgeMergePolicy,
  findSegmentDefinitionsByName,
  getEstimate,
  getMergePolicy,
  getPreviewPage,
  getQuotas,
  getSegmentDefinition,
  inletUrlOf,
  interact,
  intervalOf,
  isApiError,
  isKnownQuotaName,
  listAllMergePolicies,
  listAllSegmentDefinitions,
  listFlowResources,
  listMergePolicies,
  listSegmentDefinitions,
  listSegmentDefinitionsPage,
  loadCredentials,
  nextGmtMidnight,
  nextGmtMonthStart,
  nextReset,
  normaliseErrorBody,
  parseRetryAfter,
  parseStreamSpec,
  percentUsed,
  periodKey,
  publishCandidates,
  publishInput,
  quotaPeriod,
  quotaUsage,
  resolveCredentials,
  systemClock,
  tokenProviderFor,
  updateConnection,
  updateFlow,
  updateSegmentDefinition,
  waitForEstimate,
  webhookUrl
};
