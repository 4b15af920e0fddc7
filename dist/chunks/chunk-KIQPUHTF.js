import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ConfigResolver
} from "./chunk-75MAB7RL.js";
import {
  stderr
} from "./chunk-7GZQWWBI.js";
import {
  AepClient,
  ApiError,
  Redactor,
  ZodBigInt,
  ZodBoolean,
  ZodDate,
  ZodNumber,
  ZodString,
  looseObject,
  string,
  systemClock
} from "./chunk-U4ZDIJLP.js";
import {
  require_dist
} from "./chunk-3VZEPMB4.js";
import {
  _coercedBigint,
  _coercedBoolean,
  _coercedDate,
  _coercedNumber,
  _coercedString
} from "./chunk-FOVLFBGW.js";
import {
  __export,
  __toESM
} from "./chunk-22DAHCAE.js";

// node_modules/zod/v4/classic/coerce.js
var coerce_exports = {};
__export(coerce_exports, {
  bigint: () => bigint,
  boolean: () => boolean,
  date: () => date,
  number: () => number,
  string: () => string2
});
function string2(params) {
  return _coercedString(ZodString, params);
}
function number(params) {
  return _coercedNumber(ZodNumber, params);
}
function boolean(params) {
  return _coercedBoolean(ZodBoolean, params);
}
function bigint(params) {
  return _coercedBigint(ZodBigInt, params);
}
function date(params) {
  return _coercedDate(ZodDate, params);
}

// src/api/auth.ts
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
var TokenResponse = looseObject({
  access_token: string().min(1),
  token_type: string().optional(),
  expires_in: coerce_exports.number().positive()
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
    const response = await this.#client.request({
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
function createAnonymousClient(options = {}) {
  const tokens = {
    renewable: false,
    getToken: () => Promise.reject(new Error("this client has no AEP credentials: send the request with auth: false")),
    invalidate: () => {
    }
  };
  return new AepClient({ ...options, orgId: "", sandbox: "", clientId: "", tokens });
}

// src/api/credentials.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
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
    data = /\.json$/i.test(path) ? JSON.parse(text) : (0, import_yaml.parse)(text);
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

// src/cli/aep-session.ts
import { dirname, resolve } from "node:path";
async function openSession(debug, env = process.env) {
  let credentials;
  try {
    const config = await new ConfigResolver().nearest(".");
    const named = config?.config.api?.credentialsFile;
    const file = named ? resolve(dirname(resolve(config.file)), named) : void 0;
    credentials = await loadCredentials({ env, ...file ? { file } : {} });
  } catch (e) {
    if (e instanceof CredentialsError) {
      stderr.write(`pql-audience: ${e.message}
`);
      return void 0;
    }
    throw e;
  }
  const client = createAepClient(credentials, { debug: debug ? (line) => stderr.write(`debug: ${line}
`) : void 0 });
  return { client, credentials };
}
function reportApiError(what, e, debug) {
  if (!(e instanceof ApiError)) throw e;
  stderr.write(`pql-audience: ${what}: ${e.message}
`);
  if (e.status === 401 || e.status === 403) stderr.write("Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.\n");
  if (debug && e.raw) stderr.write(`debug: response body: ${e.raw}
`);
}

export {
  coerce_exports,
  createAnonymousClient,
  openSession,
  reportApiError
};
