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
  CredentialsRefusedError: () => CredentialsRefusedError,
  coerce_exports: () => coerce_exports,
  createAnonymousClient: () => createAnonymousClient,
  openSession: () => openSession,
  reportApiError: () => reportApiError
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_promises = require("node:fs/promises");
var import_node_path = require("node:path");
// node_modules/zod/v4/classic/coerce.js
var coerce_exports = {};
(0, import_cli_chunk_ZHMSISMR.__export)(coerce_exports, {
  bigint: () => bigint,
  boolean: () => boolean,
  date: () => date,
  number: () => number,
  string: () => string2
});
function string2(params) {
  return (0, import_cli_chunk_T442HLLB._coercedString)(import_cli_chunk_5Y3BX2GH.ZodString, params);
}
function number(params) {
  return (0, import_cli_chunk_T442HLLB._coercedNumber)(import_cli_chunk_5Y3BX2GH.ZodNumber, params);
}
function boolean(params) {
  return (0, import_cli_chunk_T442HLLB._coercedBoolean)(import_cli_chunk_5Y3BX2GH.ZodBoolean, params);
}
function bigint(params) {
  return (0, import_cli_chunk_T442HLLB._coercedBigint)(import_cli_chunk_5Y3BX2GH.ZodBigInt, params);
}
function date(params) {
  return (0, import_cli_chunk_T442HLLB._coercedDate)(import_cli_chunk_5Y3BX2GH.ZodDate, params);
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
var TokenResponse = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  access_token: (0, import_cli_chunk_5Y3BX2GH.string)().min(1),
  token_type: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
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
    this.#clock = options.clock ?? import_cli_chunk_5Y3BX2GH.systemClock;
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
      throw new import_cli_chunk_5Y3BX2GH.ApiError({
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
var CredentialsRefusedError = class extends import_cli_chunk_5Y3BX2GH.ApiError {
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
  if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError && e.kind === "http" && e.status >= 400 && e.status < 500 && e.status !== 429)
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
  const redactor = options.redactor ?? new import_cli_chunk_5Y3BX2GH.Redactor();
  redactor.addSecret(credentials.clientSecret);
  if (credentials.clientSecret) redactor.addSecret(`${credentials.clientId}:${credentials.clientSecret}`);
  redactor.addSecret(credentials.accessToken);
  return new import_cli_chunk_5Y3BX2GH.AepClient({
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
  return new import_cli_chunk_5Y3BX2GH.AepClient({ ...options, orgId: "", sandbox: "", clientId: "", tokens });
}
// src/api/credentials.ts
var import_yaml = (0, import_cli_chunk_ZHMSISMR.__toESM)((0, import_cli_chunk_ZD3FC7HB.require_dist)(), 1);
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
    text = await (0, import_promises.readFile)(path, "utf8");
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
async function openSession(debug, env = process.env) {
  let credentials;
  try {
    const config = await new import_cli_chunk_LZPKKSC7.ConfigResolver().nearest(".");
    const named = config?.config.api?.credentialsFile;
    const file = named ? (0, import_node_path.resolve)((0, import_node_path.dirname)((0, import_node_path.resolve)(config.file)), named) : void 0;
    credentials = await loadCredentials({ env, ...file ? { file } : {} });
  } catch (e) {
    if (e instanceof CredentialsError) {
      import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${e.message}
`);
      return void 0;
    }
    throw e;
  }
  const client = createAepClient(credentials, { debug: debug ? (line) => import_cli_chunk_VFSYOTZ5.stderr.write(`debug: ${line}
`) : void 0 });
  return { client, credentials };
}
function credentialsRefusedMessage(e) {
  return `pql-audience: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.message)}: check AEP_CLIENT_ID, AEP_CLIENT_SECRET and AEP_SCOPES (and AEP_IMS_URL: ${e.imsUrl}).
`;
}
function reportApiError(what, e, debug) {
  if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError)) throw e;
  if (e instanceof CredentialsRefusedError) {
    import_cli_chunk_VFSYOTZ5.stderr.write(credentialsRefusedMessage(e));
    if (debug && e.raw) import_cli_chunk_VFSYOTZ5.stderr.write(`debug: response body: ${e.raw}
`);
    return;
  }
  import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(what)}: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.message)}
`);
  if (e.status === 401 || e.status === 403) import_cli_chunk_VFSYOTZ5.stderr.write("Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.\n");
  if (debug && e.raw) import_cli_chunk_VFSYOTZ5.stderr.write(`debug: response body: ${e.raw}
`);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CredentialsRefusedError,
  coerce_exports,
  createAnonymousClient,
  openSession,
  reportApiError
});
})
