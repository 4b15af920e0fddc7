import {
  MAX_DATA_DEPTH,
  analyze,
  deepestPast,
  evaluate,
  judgeEdge,
  tooDeepMessage
} from "./lib-chunk-MUHDUJXR.js";
import {
  lintText
} from "./lib-chunk-57K3LQ7A.js";
import {
  QUOTA_TYPES,
  isObject,
  periodKey,
  quotaPeriod
} from "./lib-chunk-46NUK7OG.js";
import "./lib-chunk-XT6OQGEV.js";
import {
  edgeMergePolicy,
  fromPqlJson,
  jsonValue,
  parse,
  parseJson,
  print,
  ruleNamesWhere,
  toPqlJson
} from "./lib-chunk-62S23JTJ.js";

// src/emulator/server.ts
import { randomUUID as randomUUID9 } from "node:crypto";
import { createServer, maxHeaderSize } from "node:http";
import { networkInterfaces } from "node:os";

// src/emulator/faults.ts
var FaultInjector = class {
  stats = { injected: 0, byKind: {} };
  #options;
  #script;
  #random;
  constructor(options = {}) {
    for (const key of ["failRate", "throttleRate", "dropRate"]) {
      const v = options[key];
      if (v !== void 0 && !(v >= 0 && v <= 1)) throw new RangeError(`${key} must be between 0 and 1`);
    }
    this.#options = options;
    this.#script = [];
    this.#random = options.random ?? Math.random;
    this.add(...options.script ?? []);
  }
  get latencyMs() {
    return this.#options.latencyMs ?? 0;
  }
  /** Queues scripted faults for the next matching requests. */
  add(...faults) {
    for (const f of faults) this.#script.push({ ...f, times: f.times ?? 1 });
  }
  /** Drops every queued scripted fault. */
  clear() {
    this.#script.length = 0;
  }
  /** Scripted faults not used yet. */
  get pending() {
    return this.#script.reduce((n, f) => n + f.times, 0);
  }
  /** The fault for this request, if any; consumes a scripted fault. */
  next(method, path) {
    const i = this.#script.findIndex((f) => (!f.method || f.method === method) && (!f.path || pathMatches(f.path, path)));
    const entry = i >= 0 ? this.#script[i] : void 0;
    if (entry) {
      if (--entry.times <= 0) this.#script.splice(i, 1);
      return this.#count(entry.fault);
    }
    if (this.#options.spare?.some((p) => path.startsWith(p))) return void 0;
    const o = this.#options;
    if (o.dropRate && this.#random() < o.dropRate) return this.#count({ kind: "drop", after: o.dropAfter ?? "receive" });
    if (o.throttleRate && this.#random() < o.throttleRate)
      return this.#count({ kind: "status", status: 429, retryAfter: String(o.retryAfterSeconds ?? 1) });
    if (o.failRate && this.#random() < o.failRate) return this.#count({ kind: "status", status: 503 });
    return void 0;
  }
  #count(fault) {
    const key = fault.kind === "status" ? String(fault.status) : fault.kind === "drop" ? `drop-${fault.after ?? "receive"}` : "delay";
    this.stats.injected++;
    this.stats.byKind[key] = (this.stats.byKind[key] ?? 0) + 1;
    return fault;
  }
};
function pathMatches(pattern, path) {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/emulator/responses.ts
function ok(body, status = 200, headers) {
  return { status, body, headers };
}
function gatewayError(status, code, message, headers) {
  return { status, body: { error_code: code, message }, headers };
}
function problem(status, code, title, detail, report) {
  return {
    status,
    body: { type: `https://ns.adobe.com/aep/errors/${code}-${status}`, title, status, detail, ...report ? { report } : {} }
  };
}
function contentTypeError() {
  return {
    status: 400,
    body: { type: "/placeholder/type/uri", status: 400, title: "BadRequestError", detail: "A valid content-type must be specified" }
  };
}

// src/emulator/gateway.ts
function checkGateway(policy, headers, state, options, now) {
  if (policy === "none") return { caller: { orgId: "", sandbox: void 0, clientId: "" } };
  const authorization = header(headers, "authorization");
  if (!authorization) return { reply: gatewayError(403, "403010", "Oauth token is missing.") };
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token || !tokenAccepted(token, state, options, now)) return { reply: gatewayError(401, "401013", "Oauth token is not valid") };
  const apiKey = header(headers, "x-api-key");
  if (!apiKey) return { reply: gatewayError(403, "403000", "Api Key is required") };
  if (options.strictAuth && apiKey !== options.clientId) return { reply: gatewayError(403, "403003", "Api Key is invalid") };
  const orgId = header(headers, "x-gw-ims-org-id");
  if (!orgId) return { reply: gatewayError(400, "400003", "Missing header: x-gw-ims-org-id") };
  const sandbox = header(headers, "x-sandbox-name");
  if (policy === "aep" && !sandbox) return { reply: gatewayError(400, "400003", "Missing header: x-sandbox-name") };
  return { caller: { orgId, sandbox: policy === "aep" ? sandbox : void 0, clientId: apiKey } };
}
function tokenAccepted(token, state, options, now) {
  const issued = state.findToken(token);
  if (!issued) return false;
  if (issued.revoked || issued.expiresAt <= now) return false;
  return !options.strictAuth || issued.clientId === options.clientId;
}
function checkContentType(method, headers) {
  if (method !== "POST" && method !== "PUT" && method !== "PATCH") return void 0;
  const type = header(headers, "content-type")?.toLowerCase() ?? "";
  return type.startsWith("application/json") || /^application\/[\w.+-]*\+json/.test(type) ? void 0 : contentTypeError();
}
function header(headers, name) {
  const v = headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim().length > 0 ? s.trim() : void 0;
}

// src/emulator/ims.ts
import { randomBytes } from "node:crypto";

// src/emulator/router.ts
function route(method, path, handle, headers = "aep") {
  return { method, path, handle, headers };
}
function matchRoute(routes2, method, path) {
  const parts = splitPath(path);
  const allowed = [];
  for (const candidate of routes2) {
    const params = matchPattern(splitPath(candidate.path), parts);
    if (!params) continue;
    if (candidate.method === method) return { route: candidate, params };
    allowed.push(candidate.method);
  }
  return allowed.length > 0 ? { allowed } : void 0;
}
function splitPath(path) {
  return path.split("/").filter((s) => s.length > 0);
}
function param(ctx, name) {
  const value = ctx.params[name];
  if (value === void 0) throw new Error(`the route has no :${name} segment`);
  return value;
}
function matchPattern(pattern, parts) {
  if (pattern.length !== parts.length) return void 0;
  const params = {};
  for (const [i, p] of pattern.entries()) {
    const part = parts[i];
    if (p.startsWith(":")) {
      try {
        params[p.slice(1)] = decodeURIComponent(part);
      } catch {
        return void 0;
      }
    } else if (p !== part) return void 0;
  }
  return params;
}

// src/emulator/ims.ts
var MAX_CLIENT_ID = 255;
function oauthError(status, error, description) {
  return { status, body: { error, error_description: description } };
}
function issueToken(ctx) {
  const form = ctx.body ?? {};
  if (!/^application\/x-www-form-urlencoded/i.test(String(ctx.headers["content-type"] ?? "")))
    return oauthError(400, "invalid_request", "use Content-Type: application/x-www-form-urlencoded");
  if (form.grant_type !== "client_credentials") return oauthError(400, "unsupported_grant_type", "grant_type must be client_credentials");
  const clientId = typeof form.client_id === "string" ? form.client_id : "";
  const secret = typeof form.client_secret === "string" ? form.client_secret : "";
  if (!clientId) return oauthError(400, "invalid_request", "missing client_id parameter");
  if (clientId.length > MAX_CLIENT_ID)
    return oauthError(400, "invalid_request", `client_id is longer than ${MAX_CLIENT_ID} characters (IMS client ids are 32)`);
  if (!secret) return oauthError(400, "invalid_request", "missing client_secret parameter");
  const { strictAuth, clientId: expectedId, clientSecret: expectedSecret } = ctx.options;
  if (strictAuth && clientId !== expectedId) return oauthError(400, "invalid_client", "invalid client_id parameter");
  if (strictAuth && secret !== expectedSecret) return oauthError(401, "invalid_client", "invalid client_secret parameter");
  if (typeof form.scope !== "string" || form.scope.length === 0) return oauthError(400, "invalid_scope", "missing scope parameter");
  const ttl = ctx.options.tokenTtlSeconds;
  const token = newToken(ctx.state, clientId, ctx.now() + ttl * 1e3);
  return { status: 200, body: { access_token: token, token_type: "bearer", expires_in: ttl } };
}
function newToken(state, clientId, expiresAt) {
  const token = `emu.${randomBytes(24).toString("base64url")}`;
  state.issueToken(token, clientId, expiresAt);
  return token;
}
function issueTokenV2(ctx) {
  const fields = Object.fromEntries(ctx.query);
  const form = isObject(ctx.body) ? ctx.body : {};
  const merged = { ...form, ...fields };
  return issueToken({ ...ctx, body: merged, headers: { ...ctx.headers, "content-type": "application/x-www-form-urlencoded" } });
}
var imsRoutes = [
  { ...route("POST", "/ims/token/v3", issueToken, "none"), keepsNothing: true },
  { ...route("POST", "/ims/token/v2", issueTokenV2, "none"), keepsNothing: true }
];

// src/emulator/loopback-guard.ts
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
function parseHost(host) {
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return void 0;
    return { name: url.hostname.toLowerCase(), port: url.port === "" ? 80 : Number(url.port) };
  } catch {
    return void 0;
  }
}
function urlHost(address) {
  return address.includes(":") ? `[${address.toLowerCase()}]` : address.toLowerCase();
}
function isLoopbackName(name) {
  return name === "localhost" || name === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
function isWildcard(address) {
  return address === "0.0.0.0" || address === "::";
}
function checkHost(host, bound) {
  const expected = `${isWildcard(bound.address) ? "localhost" : urlHost(bound.address)}:${bound.port}`;
  const refuse = (what) => gatewayError(
    421,
    "421000",
    `Misdirected request: ${what}; this emulator answers only localhost, 127.x.x.x, [::1] or its own address, on port ${bound.port} (e.g. Host: ${expected}), so a web page reaching it through another DNS name cannot read it`
  );
  if (!host) return refuse("the request has no Host header");
  const parsed = parseHost(host);
  if (!parsed) return refuse(`the Host header "${host}" is not a host name`);
  if (parsed.port !== bound.port) return refuse(`the Host header "${host}" names port ${parsed.port}`);
  if (isLoopbackName(parsed.name) || parsed.name === urlHost(bound.address)) return void 0;
  if (isWildcard(bound.address) && bound.localAddresses().some((a) => urlHost(a) === parsed.name)) return void 0;
  return refuse(`the Host header "${host}" is not this machine`);
}
function checkOrigin(method, origin, host) {
  if (SAFE_METHODS.has(method) || origin === void 0) return void 0;
  if (host !== void 0 && origin.toLowerCase() === `http://${host.toLowerCase()}`) return void 0;
  return gatewayError(
    403,
    "403040",
    `Cross-origin request refused: Origin ${origin} is not this emulator (http://${host ?? "?"}); a web page on another origin cannot change the emulator's state`
  );
}

// src/emulator/prototype-keys.ts
var PROTOTYPE_NAMES = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
function namesPrototype(key) {
  return PROTOTYPE_NAMES.has(key);
}
function prototypeKeyPath(value) {
  const stack = [[value, ""]];
  while (stack.length > 0) {
    const [node, path] = stack.pop();
    if (Array.isArray(node)) node.forEach((item, i) => stack.push([item, `${path}/${i}`]));
    else if (isObject(node))
      for (const key of Object.keys(node)) {
        const here = `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (key === "__proto__") return here;
        stack.push([node[key], here]);
      }
  }
  return void 0;
}
function prototypeKeyMessage(what, pointer) {
  return `${what} has a key "__proto__" at ${pointer}: the emulator refuses keys that would reach an object's prototype; rename the field`;
}
function ownValue(record, key) {
  return Object.hasOwn(record, key) ? record[key] : void 0;
}
function setOwn(record, key, value) {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

// src/emulator/state-ops.ts
function appendBounded(list7, values, options = {}) {
  list7.push(...values);
  if (options.order === "timestamp") list7.sort((a, b) => timeOf(a) - timeOf(b));
  if (options.keep !== void 0 && list7.length > options.keep) list7.splice(0, list7.length - options.keep);
}
function timeOf(item) {
  return isObject(item) ? Date.parse(String(item.timestamp)) : Number.NaN;
}
function valueAt(root, path) {
  let node = root;
  for (const key of path) {
    if (!isObject(node) && !Array.isArray(node)) return void 0;
    node = ownValue(node, key);
  }
  return node;
}
function isWithin(inner, outer) {
  return outer.length <= inner.length && outer.every((key, i) => inner[i] === key);
}
function parentOf(root, path) {
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = ownValue(node, key);
    node = isObject(next) || Array.isArray(next) ? next : setOwn(node, key, {});
  }
  return node;
}
function applyOp(root, op) {
  if ("set" in op) {
    if (op.set.length === 0) throw new Error("a journal entry cannot replace the whole state");
    setOwn(parentOf(root, op.set), op.set[op.set.length - 1], op.value);
  } else if ("delete" in op) {
    const parent = valueAt(root, op.delete.slice(0, -1));
    if (isObject(parent)) delete parent[op.delete[op.delete.length - 1]];
  } else {
    let list7 = valueAt(root, op.append);
    if (!Array.isArray(list7)) list7 = setOwn(parentOf(root, op.append), op.append[op.append.length - 1], []);
    appendBounded(list7, op.values, { keep: op.keep, order: op.order });
  }
}

// src/emulator/state-bytes.ts
var DEFAULT_MAX_STORE_BYTES = 256 * 1024 * 1024;
function jsonBytes(value) {
  return Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
}
function regionOf(path) {
  return path[0] === "buckets" && path.length >= 2 ? path.slice(0, 2) : path.slice(0, 1);
}
var bucketRegion = (name) => ["buckets", name];
var keyOf = (region) => region.join("/");
var StateBytes = class {
  #measured = /* @__PURE__ */ new Map();
  #meters = /* @__PURE__ */ new Map();
  /** Measures every region of `data` afresh (at start, or after a change with no path). */
  measureAll(data) {
    this.#measured.clear();
    const { buckets, ...lists } = data;
    this.measure(data, [...Object.keys(lists).map((key) => [key]), ...Object.keys(buckets ?? {}).map(bucketRegion)]);
  }
  /** Measures the regions the given paths lie in, each once; a region with a meter counts itself. */
  measure(data, paths) {
    const regions = new Map(paths.filter((p) => p.length > 0).map((p) => [keyOf(regionOf(p)), regionOf(p)]));
    for (const [key, region] of regions) {
      if (this.#meters.has(key)) continue;
      const value = valueAt(data, region);
      this.#measured.set(key, value === void 0 ? 0 : jsonBytes(value));
    }
  }
  /** Whether the bucket counts its own bytes. */
  hasMeter(bucket2) {
    return this.#meters.has(keyOf(bucketRegion(bucket2)));
  }
  /** A bucket that counts its own bytes from now on. */
  meter(bucket2, bytes) {
    const key = keyOf(bucketRegion(bucket2));
    this.#meters.set(key, bytes);
    this.#measured.delete(key);
  }
  /** Everything held, in bytes. */
  get total() {
    let n = 0;
    for (const size of this.#measured.values()) n += size;
    for (const bytes of this.#meters.values()) n += bytes();
    return n;
  }
};

// src/emulator/profiles.ts
var MAX_EVENTS = 1e3;
var MAX_HISTORY = 1e5;
var DEFAULT_MAX_PROFILES = 1e5;
var HISTORY_PATH = ["buckets", "profiles", "history"];
function profilePath(key) {
  return ["buckets", "profiles", "profiles", key];
}
function profileStore(ctx) {
  return ctx.state.bucket("profiles", () => ({ profiles: {}, history: [] }), storeBytes);
}
function primaryIdentity(xdm) {
  const map = xdm.identityMap;
  if (!isObject(map)) return { ok: false, message: "the event has no identityMap: the edge needs exactly one identity marked primary" };
  const primaries = [];
  for (const [namespace, list7] of Object.entries(map)) {
    if (!Array.isArray(list7)) continue;
    for (const entry of list7)
      if (isObject(entry) && entry.primary === true && typeof entry.id === "string") primaries.push({ namespace, id: entry.id });
  }
  if (primaries.length === 1) return { ok: true, ...primaries[0] };
  if (primaries.length === 0)
    return {
      ok: false,
      message: `no identity in the event's identityMap is marked primary: the edge needs exactly one (set "primary": true on one)`
    };
  return {
    ok: false,
    message: `${primaries.length} identities in the event's identityMap are marked primary (${primaries.map((p) => p.namespace).join(", ")}): the edge needs exactly one`
  };
}
var counts = /* @__PURE__ */ new WeakMap();
function profileCount(store) {
  let n = counts.get(store);
  if (n === void 0) counts.set(store, n = Object.keys(store.profiles).length);
  return n;
}
var eventSizes = /* @__PURE__ */ new WeakMap();
var profileSizes = /* @__PURE__ */ new WeakMap();
var totals = /* @__PURE__ */ new WeakMap();
function eventBytes(event) {
  let n = eventSizes.get(event);
  if (n === void 0) eventSizes.set(event, n = jsonBytes(event));
  return n;
}
function profileBytes(profile2) {
  let n = jsonBytes(profile2.identity) + jsonBytes(profile2.attributes) + jsonBytes(profile2.segments);
  for (const event of profile2.events) n += eventBytes(event);
  return n;
}
function totalsOf(store) {
  let t = totals.get(store);
  if (t === void 0) {
    t = { profiles: 0, history: jsonBytes(store.history) };
    for (const profile2 of Object.values(store.profiles)) {
      const size = profileBytes(profile2);
      profileSizes.set(profile2, size);
      t.profiles += size;
    }
    totals.set(store, t);
  }
  return t;
}
function storeBytes(store) {
  const t = totalsOf(store);
  return t.profiles + t.history;
}
function profileChanged(ctx, profile2) {
  const t = totalsOf(profileStore(ctx));
  const size = profileBytes(profile2);
  t.profiles += size - (profileSizes.get(profile2) ?? 0);
  profileSizes.set(profile2, size);
}
function recordChange(ctx, change) {
  const store = profileStore(ctx);
  const t = totalsOf(store);
  if (store.history.length >= MAX_HISTORY) t.history -= jsonBytes(store.history[0]) + 1;
  ctx.state.append(HISTORY_PATH, [change], { keep: MAX_HISTORY });
  t.history += jsonBytes(change) + 1;
}
function profileOf(ctx, identity) {
  const store = profileStore(ctx);
  const key = `${identity.namespace}:${identity.id}`;
  const existing = ownValue(store.profiles, key);
  if (existing) return { ok: true, key, profile: existing };
  const limit = ctx.options.maxProfiles;
  if (profileCount(store) >= limit)
    return {
      ok: false,
      message: `the emulator keeps at most ${limit} profiles (--max-profiles) and holds that many; ${key} would be a new one. Restart it with a larger --max-profiles, or with a fresh --data directory`
    };
  const profile2 = setOwn(store.profiles, key, {
    identity: { namespace: identity.namespace, id: identity.id },
    attributes: {},
    events: [],
    segments: {}
  });
  counts.set(store, profileCount(store) + 1);
  profileChanged(ctx, profile2);
  ctx.state.changed(profilePath(key));
  return { ok: true, key, profile: profile2 };
}
function addEvent(ctx, key, event) {
  ctx.state.append([...profilePath(key), "events"], [event], { keep: MAX_EVENTS, order: "timestamp" });
  const profile2 = ownValue(profileStore(ctx).profiles, key);
  if (profile2) profileChanged(ctx, profile2);
}
function mergeAttributes(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (key === "identityMap" || key === "_id") continue;
    const existing = ownValue(into, key);
    if (isObject(existing) && isObject(value)) mergeAttributes(existing, value);
    else setOwn(into, key, value);
  }
}

// src/emulator/pql-check.ts
var eligibilityRules = ruleNamesWhere((meta) => meta.eligibilityReason);
function checkPqlText(text) {
  const diagnostics = lintText(text, { file: "expression.pql" }).files.flatMap((f) => f.diagnostics);
  const out = { invalid: [], edge: [] };
  for (const d of diagnostics) {
    if (d.suppressed || d.severity !== "error") continue;
    const reason = { rule: d.rule, code: d.code, message: d.message, line: d.range.start.line, column: d.range.start.column };
    (eligibilityRules.has(d.rule) ? out.edge : out.invalid).push(reason);
  }
  return out;
}
function describeReason(r) {
  const where = r.line === void 0 ? "" : `${r.line}:${r.column} `;
  return `${where}${r.message} [${r.code ? `${r.code} ` : ""}${r.rule}]`;
}

// src/pql-json/text.ts
function pqlJsonText(tree, indent = 0) {
  return JSON.stringify(toPqlJson(tree), null, indent > 0 ? indent : void 0);
}
function pqlTextOf(jsonText, options = {}) {
  let json;
  try {
    json = JSON.parse(jsonText);
  } catch (e) {
    return { ok: false, error: { pointer: "", message: `not JSON: ${e instanceof Error ? e.message : String(e)}` } };
  }
  const read = fromPqlJson(json);
  return read.ok ? { ok: true, text: print(read.ast, options) } : read;
}

// src/emulator/conversion.ts
var PATH = "/data/core/ups/segment/conversion";
var SERVER_FIELDS = ["id", "imsOrgId", "sandbox", "creationTime", "updateTime", "updateEpoch"];
var ONE_LINE = { width: Number.POSITIVE_INFINITY };
function expressionPql(expression) {
  if (!isObject(expression) || typeof expression.value !== "string") return void 0;
  if (expression.format !== "pql/json") return expression.value;
  const read = pqlTextOf(expression.value, ONE_LINE);
  return read.ok ? read.text : void 0;
}
function pqlJsonProblem(expression) {
  if (expression.format !== "pql/json" || typeof expression.value !== "string") return void 0;
  const read = pqlTextOf(expression.value);
  return read.ok ? void 0 : `expression.value is not a pql/json tree: ${read.error.message} (at \`${read.error.pointer || "/"}\`)`;
}
function convert(ctx) {
  const bad5 = (detail) => problem(400, "UPS-1400", "Invalid segment definition", detail);
  if (!isObject(ctx.body)) return bad5("the body must be a segment definition object");
  const e = ctx.body.expression;
  if (!isObject(e)) return bad5("expression is required: {type, format, value}");
  if (e.type !== "PQL") return bad5('expression.type must be "PQL"');
  if (e.format !== "pql/text" && e.format !== "pql/json") return bad5('expression.format must be "pql/text" or "pql/json"');
  if (typeof e.value !== "string" || e.value.length === 0) return bad5("expression.value must be a non-empty string");
  let converted;
  if (e.format === "pql/text") {
    const { ast, errors } = parse(e.value);
    if (!ast || errors.length > 0) {
      const reasons = errors.map((x) => ({
        rule: x.rule,
        code: x.code,
        message: x.message,
        line: x.span.start.line,
        column: x.span.start.column
      }));
      const detail = reasons.map((r) => `${r.line}:${r.column} ${r.message}`).join("; ");
      return problem(400, "UPS-1410", "Invalid PQL expression", `expression.value is not valid PQL: ${detail}`, { reasons });
    }
    converted = { type: "PQL", format: "pql/json", value: pqlJsonText(ast) };
  } else {
    const read = pqlTextOf(e.value, ONE_LINE);
    if (!read.ok)
      return problem(400, "UPS-1410", "Invalid PQL expression", pqlJsonProblem(e), {
        reasons: [{ pointer: read.error.pointer, message: read.error.message }]
      });
    converted = { type: "PQL", format: "pql/text", value: read.text };
  }
  const body = { ...ctx.body };
  for (const f of SERVER_FIELDS) delete body[f];
  return ok({ ...body, imsOrgId: ctx.caller.orgId, sandbox: ctx.state.sandbox(ctx.caller.sandbox), expression: converted });
}
var conversionRoutes = [{ ...route("POST", PATH, convert), keepsNothing: true }];

// src/emulator/hygiene.ts
import { randomUUID } from "node:crypto";

// src/emulator/quota.ts
var QUOTA_NAMES = QUOTA_TYPES;
var DEFAULT_QUOTA_LIMITS = {
  datasetExpirationQuota: 50,
  dailyConsumerDeleteIdentitiesQuota: 6e5,
  monthlyConsumerDeleteIdentitiesQuota: 6e5,
  monthlyUpdatedFieldIdentitiesQuota: 6e5
};
var DESCRIPTIONS = {
  datasetExpirationQuota: "The number of dataset expirations that can be pending at once.",
  dailyConsumerDeleteIdentitiesQuota: "The number of identities that can be deleted by record-delete requests per day.",
  monthlyConsumerDeleteIdentitiesQuota: "The number of identities that can be deleted by record-delete requests per month.",
  monthlyUpdatedFieldIdentitiesQuota: "The number of identities whose fields can be updated per month."
};
function bucket(state) {
  return state.bucket("quota", () => ({ limits: { ...DEFAULT_QUOTA_LIMITS }, orgs: {} }));
}
function orgQuota(ctx) {
  const b = bucket(ctx.state);
  return ownValue(b.orgs, ctx.caller.orgId) ?? setOwn(b.orgs, ctx.caller.orgId, { counters: {}, expirations: [], workOrders: [] });
}
function limitOf(ctx, name) {
  return bucket(ctx.state).limits[name];
}
function pendingExpirations(org, now) {
  return org.expirations.filter((e) => e.status === "pending" && Date.parse(e.expiry) > now);
}
function consumed(ctx, name) {
  const org = orgQuota(ctx);
  const now = ctx.now();
  if (name === "datasetExpirationQuota") return pendingExpirations(org, now).length;
  const counter = org.counters[name];
  return counter && counter.period === periodKey(quotaPeriod(name), now) ? counter.consumed : 0;
}
function count(ctx, name, amount) {
  const org = orgQuota(ctx);
  const period = periodKey(quotaPeriod(name), ctx.now());
  const current = org.counters[name];
  org.counters[name] = { period, consumed: (current?.period === period ? current.consumed : 0) + amount };
  ctx.state.changed(["buckets", "quota"]);
}
function getQuota(ctx) {
  const type = ctx.query.get("quotaType");
  if (type !== null && !QUOTA_NAMES.includes(type))
    return gatewayError(400, "400001", `unknown quotaType "${type}"; valid values are ${QUOTA_NAMES.join(", ")}`);
  const names = type ? [type] : QUOTA_NAMES;
  return ok({
    quotas: names.map((name) => ({ name, description: DESCRIPTIONS[name], consumed: consumed(ctx, name), quota: limitOf(ctx, name) }))
  });
}
var quotaRoute = route("GET", "/data/core/hygiene/quota", getQuota, "org");

// src/emulator/hygiene.ts
var BASE = "/data/core/hygiene";
var MAX_KEPT = 1e4;
function ttlError(ctx, code, title, detail) {
  const errorCode = `HYGN-${code}-400`;
  return {
    status: 400,
    body: {
      type: `http://ns.adobe.com/aep/errors/${errorCode}`,
      title,
      status: 400,
      detail,
      report: {
        tenantInfo: {
          sandboxName: ctx.caller.sandbox ?? "prod",
          sandboxId: ctx.state.sandbox(ctx.caller.sandbox ?? "prod").sandboxId,
          imsOrgId: ctx.caller.orgId
        },
        additionalContext: { "Invoking Client ID": ctx.caller.clientId }
      },
      "error-chain": [{ serviceId: "HYGN", errorCode, invokingServiceId: ctx.caller.clientId, unixTimeStampMs: ctx.now() }]
    }
  };
}
var workOrderError = (code, message) => gatewayError(Number(code.slice(0, 3)), code, message);
function overQuota(ctx, name, adding) {
  const used = consumed(ctx, name);
  const limit = limitOf(ctx, name);
  if (used + adding <= limit) return void 0;
  return `${name}: ${used} of ${limit} used; this request needs ${adding} more`;
}
function createExpiration(ctx) {
  const body = ctx.body;
  if (!isObject(body) || typeof body.datasetId !== "string" || !body.datasetId)
    return ttlError(ctx, 3100, "Invalid request", "datasetId is required");
  const expiry = typeof body.expiry === "string" ? Date.parse(body.expiry) : NaN;
  if (Number.isNaN(expiry)) return ttlError(ctx, 3101, "Invalid request", "expiry must be an ISO 8601 date-time");
  if (expiry <= ctx.now()) return ttlError(ctx, 3102, "Invalid request", "expiry must be in the future");
  const org = orgQuota(ctx);
  if (pendingExpirations(org, ctx.now()).some((e) => e.datasetId === body.datasetId))
    return ttlError(ctx, 3103, "Invalid request", `dataset ${body.datasetId} already has a pending expiration`);
  const over = overQuota(ctx, "datasetExpirationQuota", 1);
  if (over) return ttlError(ctx, 3200, "Quota exceeded", over);
  const ttl = {
    ttlId: `SD-${randomUUID()}`,
    datasetId: body.datasetId,
    expiry: new Date(expiry).toISOString(),
    status: "pending",
    sandboxName: ctx.caller.sandbox ?? "prod",
    ...typeof body.displayName === "string" ? { displayName: body.displayName } : {},
    ...typeof body.description === "string" ? { description: body.description } : {},
    createdAt: new Date(ctx.now()).toISOString()
  };
  org.expirations.push(ttl);
  if (org.expirations.length > MAX_KEPT) {
    const now = ctx.now();
    const spare = org.expirations.findIndex((e) => e.status !== "pending" || Date.parse(e.expiry) <= now);
    if (spare >= 0) org.expirations.splice(spare, 1);
  }
  ctx.state.changed(["buckets", "quota"]);
  return ok(expirationView(ctx, ttl), 201);
}
function paging(ctx) {
  const limitText = ctx.query.get("limit") ?? "25";
  const pageText = ctx.query.get("page") ?? "1";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100)
    return { error: "limit must be a whole number from 1 to 100" };
  if (!/^\d+$/.test(pageText) || Number(pageText) < 1) return { error: "page must be a whole number from 1" };
  return { limit: Number(limitText), page: Number(pageText) };
}
function listExpirations(ctx) {
  const paged = paging(ctx);
  if ("error" in paged) return ttlError(ctx, 3110, "Invalid request", paged.error);
  const all = orgQuota(ctx).expirations.filter((e) => ownSandbox(ctx, e));
  const results = all.slice((paged.page - 1) * paged.limit, paged.page * paged.limit).map((e) => expirationView(ctx, e));
  return ok({ results, current_page: paged.page, total_pages: Math.ceil(all.length / paged.limit), total_count: all.length });
}
function expirationView(ctx, e) {
  const status = e.status === "pending" && Date.parse(e.expiry) <= ctx.now() ? "completed" : e.status;
  const { sandboxName, ...rest } = e;
  return { ...rest, status, sandboxName: sandboxName ?? "prod", imsOrg: ctx.caller.orgId, updatedAt: e.updatedAt ?? e.createdAt };
}
function ownSandbox(ctx, e) {
  return (e.sandboxName ?? "prod") === (ctx.caller.sandbox ?? "prod");
}
function findExpiration(ctx) {
  return orgQuota(ctx).expirations.find((e) => e.ttlId === param(ctx, "ttlId") && ownSandbox(ctx, e));
}
function getExpiration(ctx) {
  const ttl = findExpiration(ctx);
  return ttl ? ok(expirationView(ctx, ttl)) : workOrderError("404003", `no dataset expiration ${param(ctx, "ttlId")}`);
}
function cancelExpiration(ctx) {
  const ttl = findExpiration(ctx);
  if (!ttl) return workOrderError("404003", `no dataset expiration ${param(ctx, "ttlId")}`);
  ttl.status = "cancelled";
  ttl.updatedAt = new Date(ctx.now()).toISOString();
  ctx.state.changed(["buckets", "quota"]);
  return ok(expirationView(ctx, ttl));
}
var ACTIONS = {
  delete_identity: { quotas: ["dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota"], answered: "identity-delete" },
  update_field: { quotas: ["monthlyUpdatedFieldIdentitiesQuota"], answered: "field-update" }
};
function createWorkOrder(ctx) {
  const body = ctx.body;
  if (!isObject(body)) return workOrderError("400301", "the body must be a work order object");
  const action = typeof body.action === "string" ? ACTIONS[body.action] : void 0;
  if (!action || !Object.hasOwn(ACTIONS, String(body.action)))
    return workOrderError("400302", `action must be one of ${Object.keys(ACTIONS).join(", ")}`);
  if (typeof body.datasetId !== "string" || !body.datasetId)
    return workOrderError("400303", 'datasetId is required (a dataset id, or "ALL")');
  const groups = body.namespacesIdentities;
  if (!Array.isArray(groups) || groups.length === 0) return workOrderError("400304", "namespacesIdentities must be a non-empty array");
  let identities = 0;
  for (const [i, group] of groups.entries()) {
    if (!isObject(group) || !isObject(group.namespace) || typeof group.namespace.code !== "string" || !Array.isArray(group.IDs) || group.IDs.length === 0 || !group.IDs.every((id) => typeof id === "string" && id.length > 0))
      return workOrderError("400304", `namespacesIdentities[${i}] must be {namespace: {code}, IDs: [...]} with at least one id`);
    identities += group.IDs.length;
  }
  for (const name of action.quotas) {
    const over = overQuota(ctx, name, identities);
    if (over) return workOrderError("400320", `Quota exceeded: ${over}`);
  }
  for (const name of action.quotas) count(ctx, name, identities);
  const now = new Date(ctx.now()).toISOString();
  const order = {
    workorderId: `DI-${randomUUID()}`,
    action: action.answered,
    identities,
    createdAt: now,
    updatedAt: now,
    sandboxName: ctx.caller.sandbox ?? "prod",
    datasetId: body.datasetId,
    status: "received",
    createdBy: ctx.caller.clientId,
    ...typeof body.displayName === "string" ? { displayName: body.displayName } : {},
    ...typeof body.description === "string" ? { description: body.description } : {}
  };
  const orders = orgQuota(ctx).workOrders;
  orders.push(order);
  if (orders.length > MAX_KEPT) orders.splice(0, orders.length - MAX_KEPT);
  ctx.state.changed(["buckets", "quota"]);
  return ok(workOrderView(ctx, order));
}
function workOrderView(ctx, order) {
  const { identities, sandboxName: _s, ...rest } = order;
  return { ...rest, orgId: ctx.caller.orgId, operationCount: identities, targetServices: ["profile", "datalake", "identity"] };
}
function listWorkOrders(ctx) {
  const paged = paging(ctx);
  if ("error" in paged) return workOrderError("400305", paged.error);
  const all = orgQuota(ctx).workOrders.filter((o) => ownSandbox(ctx, o));
  const results = all.slice((paged.page - 1) * paged.limit, paged.page * paged.limit).map((o) => workOrderView(ctx, o));
  const more = paged.page * paged.limit < all.length;
  return ok({
    results,
    total: all.length,
    count: results.length,
    _links: more ? { next: { href: `${BASE}/workorder?page=${paged.page + 1}&limit=${paged.limit}`, templated: false } } : {}
  });
}
function getWorkOrder(ctx) {
  const order = orgQuota(ctx).workOrders.find((o) => o.workorderId === param(ctx, "id") && ownSandbox(ctx, o));
  return order ? ok(workOrderView(ctx, order)) : workOrderError("404003", `no work order ${param(ctx, "id")}`);
}
var quotaRoutes = [
  quotaRoute,
  route("POST", `${BASE}/ttl`, createExpiration),
  route("GET", `${BASE}/ttl`, listExpirations),
  route("GET", `${BASE}/ttl/:ttlId`, getExpiration),
  route("DELETE", `${BASE}/ttl/:ttlId`, cancelExpiration),
  route("POST", `${BASE}/workorder`, createWorkOrder),
  route("GET", `${BASE}/workorder`, listWorkOrders),
  route("GET", `${BASE}/workorder/:id`, getWorkOrder)
];

// src/emulator/merge-policies.ts
var BASE2 = "/data/core/ups/config/mergePolicies";
function present(ctx, p) {
  return { ...p, imsOrgId: ctx.caller.orgId, sandbox: ctx.state.sandbox(ctx.caller.sandbox) };
}
function list(ctx) {
  const q = ctx.query;
  const limitText = q.get("limit") ?? "20";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1) return gatewayError(400, "400001", "limit must be a positive integer");
  const limit = Math.min(Number(limitText), 100);
  let offset = 0;
  const start = q.get("start");
  if (start) {
    const decoded = Buffer.from(start, "base64url").toString("utf8");
    if (!/^\d+$/.test(decoded)) return gatewayError(400, "400001", "start is not a cursor this service issued");
    offset = Number(decoded);
  }
  const boolFilter = (name) => {
    const v = q.get(name);
    return v === null ? void 0 : v === "true";
  };
  const onEdge = boolFilter("isActiveOnEdge");
  const isDefault = boolFilter("default");
  const orderBy = q.get("orderBy") ?? q.get("orderby") ?? "";
  const matching = ctx.state.data.mergePolicies.filter((p) => (onEdge === void 0 || p.isActiveOnEdge === onEdge) && (isDefault === void 0 || p.default === isDefault)).sort((a, b) => orderBy.replace(/^[+-]/, "") === "name" ? (orderBy.startsWith("-") ? -1 : 1) * a.name.localeCompare(b.name) : 0);
  const children = matching.slice(offset, offset + limit).map((p) => present(ctx, p));
  const more = offset + limit < matching.length;
  const cursor = Buffer.from(String(offset + limit), "utf8").toString("base64url");
  const keep = new URLSearchParams(q);
  keep.delete("start");
  keep.delete("limit");
  const rest = keep.toString();
  return ok({
    // `count` is what profile.yaml's Page requires; totalCount and pageSize are what the guide's example shows.
    _page: { count: children.length, totalCount: matching.length, pageSize: children.length },
    children,
    _links: {
      next: {
        href: more ? `@/mergePolicies?start=${cursor}&orderBy=${encodeURIComponent(orderBy)}&limit=${limit}${rest ? `&${rest}` : ""}` : ""
      }
    }
  });
}
function get(ctx) {
  const found = ctx.state.data.mergePolicies.find((p) => p.id === param(ctx, "id"));
  return found ? ok(present(ctx, found)) : problem(404, "UPS-2404", "Merge policy not found", `no merge policy with id ${param(ctx, "id")}`);
}
var mergePolicyRoutes = [route("GET", BASE2, list), route("GET", `${BASE2}/:id`, get)];

// src/emulator/portal-routes.ts
import { existsSync, readFileSync } from "node:fs";
var PORTAL_ORG = "EMULATOR@AdobeOrg";
var PORTAL_SANDBOX = "prod";
var PORTAL_CLIENT = "portal";
var PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audiences \xB7 pql-audience portal</title>
<link rel="stylesheet" href="/portal/app.css">
<script type="module" src="/portal/app.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="#/">pql-audience \xB7 Audiences</a><span class="where">local emulator</span></header>
<main id="main" tabindex="-1"><p>Loading the portal\u2026</p></main>
<noscript><p>The portal needs JavaScript.</p></noscript>
</body>
</html>
`;
var ASSETS = { "app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8" };
function assetDir() {
  const candidates = ["./portal/", "../portal/", "../../dist/portal/"].map((p) => new URL(p, import.meta.url));
  return candidates.find((dir) => existsSync(new URL("app.js", dir)));
}
function asset(ctx) {
  const name = ctx.path.slice("/portal/".length);
  const type = ASSETS[name];
  const dir = assetDir();
  if (!type || !dir)
    return { status: 404, body: `the portal's ${name} is not built: run node scripts/build.mjs`, headers: { "Cache-Control": "no-store" } };
  return { status: 200, body: readFileSync(new URL(name, dir), "utf8"), headers: { "Content-Type": type, "Cache-Control": "no-cache" } };
}
function page() {
  return {
    status: 200,
    body: PAGE,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Only this origin: no CDN, no font service, no analytics.
      "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'",
      "Cache-Control": "no-cache"
    }
  };
}
function session(ctx) {
  if (ctx.options.strictAuth)
    return {
      status: 403,
      body: {
        title: "The portal needs an emulator without --client-id",
        detail: "this emulator issues tokens only to the client that presents its secret; start it without --client-id to use the portal"
      }
    };
  const clientId = PORTAL_CLIENT;
  const token = newToken(ctx.state, clientId, ctx.now() + ctx.options.tokenTtlSeconds * 1e3);
  return {
    status: 200,
    body: {
      token,
      apiKey: clientId,
      orgId: PORTAL_ORG,
      sandbox: PORTAL_SANDBOX,
      datastreamId: "portal",
      now: ctx.now(),
      scopes: scopes(ctx)
    },
    headers: { "Cache-Control": "no-store" }
  };
}
function scopes(ctx) {
  const seen = /* @__PURE__ */ new Map();
  const add = (orgId, sandbox) => seen.set(`${orgId}\0${sandbox}`, { orgId, sandbox });
  add(PORTAL_ORG, PORTAL_SANDBOX);
  const rest = ctx.state.data.segments.map((s) => ({ orgId: s.imsOrgId || PORTAL_ORG, sandbox: s.sandbox.sandboxName })).sort((a, b) => a.orgId.localeCompare(b.orgId) || a.sandbox.localeCompare(b.sandbox));
  for (const s of rest) add(s.orgId, s.sandbox);
  return [...seen.values()];
}
function local(ctx) {
  return { status: 200, body: { audiences: ctx.options.localAudiences }, headers: { "Cache-Control": "no-store" } };
}
function profile(ctx) {
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return { status: 415, body: { title: "Unsupported media type", detail: "the body must be JSON (Content-Type: application/json)" } };
  const body = ctx.body;
  const namespace = isObject(body) ? body.namespace : void 0;
  const id = isObject(body) ? body.id : void 0;
  const attributes = isObject(body) ? body.attributes : void 0;
  if (typeof namespace !== "string" || !namespace || typeof id !== "string" || !id)
    return { status: 400, body: { title: "Invalid request", detail: "namespace and id are required strings" } };
  if (attributes !== void 0 && !isObject(attributes))
    return { status: 400, body: { title: "Invalid request", detail: "attributes must be a JSON object (XDM profile fields)" } };
  const found = profileOf(ctx, { namespace, id });
  if (!found.ok) return { status: 507, body: { title: "Profile store full", detail: found.message } };
  if (attributes) {
    mergeAttributes(found.profile.attributes, attributes);
    profileChanged(ctx, found.profile);
    ctx.state.changed([...profilePath(found.key), "attributes"]);
  }
  return {
    status: 200,
    body: { attributes: found.profile.attributes, events: found.profile.events },
    headers: { "Cache-Control": "no-store" }
  };
}
var portalRoutes = [
  route("POST", "/portal/profile", profile, "none"),
  route("GET", "/portal", page, "none"),
  route("GET", "/portal/session", session, "none"),
  route("GET", "/portal/local", local, "none"),
  route("GET", "/portal/app.js", asset, "none"),
  route("GET", "/portal/app.css", asset, "none")
];

// src/emulator/previews.ts
import { randomUUID as randomUUID3 } from "node:crypto";

// src/emulator/edge.ts
import { randomUUID as randomUUID2 } from "node:crypto";

// src/emulator/edge-check.ts
function wantsEdge(def) {
  const info = def.evaluationInfo;
  return isObject(info) && isObject(info.synchronous) && info.synchronous.enabled === true;
}
function edgeReasons(ctx, def) {
  const reasons = [];
  const policy = ctx.state.data.mergePolicies.find((p) => p.id === def.mergePolicyId);
  if (!policy)
    reasons.push({
      rule: edgeMergePolicy.meta.name,
      message: "no merge policy applies to this definition; edge evaluation needs one with isActiveOnEdge"
    });
  else if (!policy.isActiveOnEdge)
    reasons.push({ rule: edgeMergePolicy.meta.name, message: `merge policy "${policy.name}" (${policy.id}) is not active on edge` });
  const judge = ctx.options.judge;
  const text = expressionPql(def.expression);
  if (text === void 0) return reasons;
  if (judge) {
    const verdict = judge(text, def);
    if (verdict.eligible === false) reasons.push(...verdict.reasons.map(({ rule, message }) => ({ rule, message })));
  } else reasons.push(...checkPqlText(text).edge);
  return reasons;
}
function checkEdge(ctx, def) {
  if (!wantsEdge(def)) return void 0;
  const reasons = edgeReasons(ctx, def);
  if (reasons.length === 0) return void 0;
  if (ctx.options.ineligibleEdge === "downgrade") {
    const info = def.evaluationInfo;
    def.evaluationInfo = { ...info, synchronous: { enabled: false }, continuous: { enabled: true } };
    return void 0;
  }
  const summary = reasons.map(describeReason).join("; ");
  return problem(400, "UPS-1423", "Segment definition is not edge-eligible", `"${def.name}" cannot be evaluated on edge: ${summary}`, {
    reasons
  });
}

// src/emulator/edge.ts
var DAY = 24 * 60 * 60 * 1e3;
var EDGE_BUDGET = { maxSteps: 5e5, maxResultSize: 1e5 };
function edgeError(status, title, detail) {
  return { status, body: { type: `https://ns.adobe.com/aep/errors/EXEG-0104-${status}`, status, title, detail } };
}
function evaluateStored(ast, profile2, at2) {
  const isIn = (id) => ownValue(profile2.segments, id)?.status === "realized";
  const data = { ...profile2.attributes, segmentMembership: void 0 };
  return evaluate(ast, { profile: data, events: profile2.events, now: at2, membership: isIn, budget: EDGE_BUDGET });
}
var compiled = /* @__PURE__ */ new Map();
function compile(pql) {
  if (!compiled.has(pql)) {
    const { ast } = parse(pql);
    compiled.set(pql, ast ? { ast, type: analyze(ast).verdict.type ?? null } : null);
  }
  return compiled.get(pql);
}
function edgeAudiences(ctx, sandbox) {
  const out = [];
  for (const segment of ctx.state.data.segments) {
    if (segment.sandbox.sandboxName !== sandbox || !wantsEdge(segment)) continue;
    const value = expressionPql(segment.expression);
    const code = value !== void 0 ? compile(value) : null;
    if (code) out.push({ segment, code });
  }
  return out;
}
function evaluateEdge(ctx, sandbox, key, profile2, at2) {
  const audiences = edgeAudiences(ctx, sandbox).sort(
    (a, b) => Number(a.code.type === "segment-of-segments") - Number(b.code.type === "segment-of-segments")
  );
  const membership = (id) => ownValue(profile2.segments, id);
  const day = Math.floor(at2 / DAY);
  ctx.state.changed([...profilePath(key), "segments"]);
  for (const { segment, code } of audiences) {
    const current = membership(segment.id);
    if (code.type === "profile-only" && current?.day === day) continue;
    const result = evaluateStored(code.ast, profile2, at2);
    if (result.status !== "evaluated") continue;
    const qualifies = result.qualifies;
    const was = current?.status === "realized";
    const held = was && !qualifies && code.type === "segment-of-segments" && at2 - current.since < DAY;
    if (qualifies !== was && !held) {
      const status = qualifies ? "realized" : "exited";
      setOwn(profile2.segments, segment.id, { status, since: at2, ...code.type === "profile-only" ? { day } : {} });
      const change = { segmentId: segment.id, profile: key, status, time: at2 };
      recordChange(ctx, change);
    } else if (code.type === "profile-only") setOwn(profile2.segments, segment.id, { ...current ?? { status: "exited", since: at2 }, day });
  }
  profileChanged(ctx, profile2);
  return audiences.filter(({ segment }) => membership(segment.id)?.status === "realized").map(({ segment }) => segment.id);
}
function interact(ctx) {
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return edgeError(
      415,
      "Unsupported media type",
      `the body must be JSON (Content-Type: application/json); got ${type || "no Content-Type"}`
    );
  const datastream = ctx.query.get("datastreamId") ?? ctx.query.get("dataStreamId");
  if (!datastream) return edgeError(400, "Missing datastream", "the query parameter datastreamId is required");
  const event = isObject(ctx.body) ? ctx.body.event : void 0;
  const xdm = isObject(event) ? event.xdm : void 0;
  if (!isObject(xdm)) return edgeError(400, "Invalid request", 'the body must be {"event": {"xdm": {...}}}');
  const deep = deepestPast(xdm, MAX_DATA_DEPTH);
  if (deep) return edgeError(400, "Invalid event", `the event is not evaluated: ${tooDeepMessage("event.xdm", deep.path, deep.depth)}`);
  const identity = primaryIdentity(xdm);
  if (!identity.ok) return edgeError(400, "Invalid identity", identity.message);
  const at2 = typeof xdm.timestamp === "string" && !Number.isNaN(Date.parse(xdm.timestamp)) ? Date.parse(xdm.timestamp) : ctx.now();
  const found = profileOf(ctx, identity);
  if (!found.ok) return edgeError(507, "Profile store full", found.message);
  const { key, profile: profile2 } = found;
  addEvent(ctx, key, { _id: randomUUID2(), ...xdm, timestamp: new Date(at2).toISOString() });
  const sandbox = String(ctx.headers["x-sandbox-name"] ?? "prod");
  const segments = evaluateEdge(ctx, sandbox, key, profile2, at2);
  const requestId = ctx.query.get("requestId") ?? randomUUID2();
  return {
    status: 200,
    body: { requestId, handle: [{ type: "activation:pull", payload: segments.map((id) => ({ id, namespace: { code: "ups" } })) }] }
  };
}
var HISTORY_PAGE = 1e3;
var HISTORY_MAX_PAGE = 1e4;
function history(ctx) {
  const store = profileStore(ctx);
  const bound = (name) => {
    const v = ctx.query.get(name);
    if (v === null) return void 0;
    const ms = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    return Number.isNaN(ms) ? null : ms;
  };
  const from = bound("from");
  const to = bound("to");
  if (from === null || to === null)
    return edgeError(400, "Invalid request", "from and to are ISO-8601 instants or milliseconds since the epoch");
  const limitText = ctx.query.get("limit") ?? String(HISTORY_PAGE);
  const startText = ctx.query.get("start") ?? "0";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || !/^\d+$/.test(startText))
    return edgeError(400, "Invalid request", `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE}, and start one of 0 or more`);
  const limit = Math.min(Number(limitText), HISTORY_MAX_PAGE);
  const start = Number(startText);
  const segmentId = ctx.query.get("segmentId");
  const changes = store.history.filter(
    (c) => (!segmentId || c.segmentId === segmentId) && (from === void 0 || c.time >= from) && (to === void 0 || c.time < to)
  );
  const qualified = segmentId ? Object.values(store.profiles).filter((p) => ownValue(p.segments, segmentId)?.status === "realized").length : void 0;
  const page2 = changes.slice(start, start + limit);
  const next = new URLSearchParams(ctx.query);
  next.set("start", String(start + limit));
  next.set("limit", String(limit));
  return {
    status: 200,
    body: {
      ...segmentId ? { segmentId, qualified } : {},
      changes: page2.map((c) => ({ ...c, time: new Date(c.time).toISOString() })),
      page: { start, limit, count: page2.length, totalCount: changes.length },
      _links: { next: { href: start + limit < changes.length ? `/ee/emulator/history?${next.toString()}` : "" } }
    }
  };
}
var edgeRoutes = [
  { ...route("POST", "/ee/v2/interact", interact, "none"), storeFull: (detail) => edgeError(507, "Store full", detail) },
  route("GET", "/ee/emulator/history", history, "none")
];

// src/emulator/previews.ts
var PREVIEW = "/data/core/ups/preview";
var ESTIMATE = "/data/core/ups/estimate";
var MAX_JOBS = 1e3;
var PREVIEW_PAGE = 1e3;
var GRAPH_TYPES = /* @__PURE__ */ new Set(["none", "pdg"]);
var jobsOf = /* @__PURE__ */ new WeakMap();
function jobs(ctx) {
  let map = jobsOf.get(ctx.state);
  if (!map) jobsOf.set(ctx.state, map = /* @__PURE__ */ new Map());
  return map;
}
function run(ctx, pql, now) {
  const { ast } = parse(pql);
  const profiles = Object.entries(profileStore(ctx).profiles);
  const total = profiles.length;
  if (!ast) return { state: "FAILED", total, read: 0, description: "the expression does not parse" };
  const matched = [];
  const namespaces = /* @__PURE__ */ new Map();
  for (const [index, [key, profile2]] of profiles.entries()) {
    const result = evaluateStored(ast, profile2, now);
    if (result.status === "budget-exceeded")
      return {
        state: "FAILED",
        total,
        read: index,
        description: `the evaluation of profile ${key} went over the emulator's budget (${EDGE_BUDGET.maxSteps} steps): the expression is too costly to estimate`
      };
    if (result.status === "data-too-deep")
      return {
        state: "FAILED",
        total,
        read: index,
        description: `profile ${key} was not evaluated: ${result.data.message}`
      };
    if (!result.qualifies) continue;
    matched.push(key);
    const ns = profile2.identity.namespace;
    namespaces.set(ns, (namespaces.get(ns) ?? 0) + 1);
  }
  return { state: "RESULT_READY", total, read: total, matched, namespaces };
}
function invalidRequest(detail) {
  return problem(400, "UPS-1441", "Invalid preview request", detail);
}
function create(ctx) {
  const body = ctx.body;
  if (!isObject(body)) return invalidRequest('the body must be {"predicateExpression", "predicateType": "pql/text", "predicateModel"}');
  const { predicateExpression: pql, predicateType, predicateModel, graphType } = body;
  if (typeof pql !== "string" || pql.trim().length === 0) return invalidRequest("predicateExpression must be a non-empty string");
  if (predicateType !== "pql/text") return invalidRequest('predicateType must be "pql/text", the only type AEP accepts');
  if (typeof predicateModel !== "string" || predicateModel.length === 0)
    return invalidRequest("predicateModel must name the XDM class, e.g. _xdm.context.profile");
  if (graphType !== void 0 && (typeof graphType !== "string" || !GRAPH_TYPES.has(graphType)))
    return invalidRequest('graphType must be "none" or "pdg"');
  const reasons = checkPqlText(pql).invalid;
  if (reasons.length > 0)
    return problem(
      400,
      "UPS-1410",
      "Invalid PQL expression",
      `predicateExpression is not valid PQL: ${reasons.map(describeReason).join("; ")}`,
      {
        reasons
      }
    );
  const queryId = randomUUID3();
  const id = Buffer.from(`0:${queryId}:0`).toString("base64url");
  const all = jobs(ctx);
  all.set(id, { id, orgId: ctx.caller.orgId, sandbox: ctx.caller.sandbox, outcome: run(ctx, pql, ctx.now()), polls: 0 });
  for (const old of all.keys()) {
    if (all.size <= MAX_JOBS) break;
    all.delete(old);
  }
  return ok({ state: "NEW", previewQueryId: queryId, previewQueryStatus: "NEW", previewId: id, previewExecutionId: 0 }, 201);
}
function poll(ctx) {
  const id = param(ctx, "previewId");
  const job = jobs(ctx).get(id);
  if (!job || job.orgId !== ctx.caller.orgId || job.sandbox !== ctx.caller.sandbox)
    return problem(
      404,
      "UPS-1440",
      "Preview not found",
      `no preview job ${id} in this sandbox (the emulator keeps the newest ${MAX_JOBS})`
    );
  job.polls++;
  return job;
}
var isReply = (v) => "status" in v;
function estimate(ctx) {
  const job = poll(ctx);
  if (isReply(job)) return job;
  const { outcome } = job;
  const totalRows = outcome.total;
  const running = job.polls === 1;
  const matched = running || outcome.state === "FAILED" ? 0 : outcome.matched.length;
  const read = running ? 0 : outcome.read;
  return ok({
    estimatedSize: matched,
    numRowsToRead: totalRows,
    estimatedNamespaceDistribution: running || outcome.state === "FAILED" ? [] : [...outcome.namespaces].sort(([a], [b]) => a.localeCompare(b)).map(([namespaceId, n]) => ({ namespaceId, profilesMatchedSoFar: n })),
    state: running ? "RUNNING" : outcome.state,
    profilesReadSoFar: read,
    // The whole store is read: no sampling error.
    standardError: 0,
    error: { description: !running && outcome.state === "FAILED" ? outcome.description : "", traceback: "" },
    profilesMatchedSoFar: matched,
    totalRows,
    confidenceInterval: "95%",
    _links: { preview: `${ctx.baseUrl}${PREVIEW}/${job.id}` }
  });
}
function wholeNumber(text, fallback) {
  if (text === null) return fallback;
  return /^\d+$/.test(text) ? Number(text) : void 0;
}
function preview(ctx) {
  const offset = wholeNumber(ctx.query.get("offset"), 0);
  const limitAsked = wholeNumber(ctx.query.get("limit"), PREVIEW_PAGE);
  if (offset === void 0 || limitAsked === void 0 || limitAsked < 1)
    return invalidRequest(`offset must be a whole number, 0 or more, and limit one from 1 to ${PREVIEW_PAGE}`);
  const job = poll(ctx);
  if (isReply(job)) return job;
  const limit = Math.min(limitAsked, PREVIEW_PAGE);
  const running = job.polls === 1;
  const { outcome } = job;
  const matched = running || outcome.state === "FAILED" ? [] : outcome.matched;
  const page2 = matched.slice(offset, offset + limit);
  const link = (at2) => `${PREVIEW}/${job.id}?offset=${at2}&limit=${limit}`;
  return ok({
    results: page2.map((key) => ({ [key]: { _href: `${ctx.baseUrl}/data/core/ups/models/profile/${encodeURIComponent(key)}` } })),
    state: running ? "RUNNING" : outcome.state,
    links: {
      _self: link(offset),
      next: offset + limit < matched.length ? link(offset + limit) : "",
      prev: offset > 0 ? link(Math.max(0, offset - limit)) : ""
    },
    page: { offset, size: page2.length, totalCount: matched.length }
  });
}
function removePreview(ctx) {
  const job = poll(ctx);
  if (isReply(job)) return job;
  jobs(ctx).delete(job.id);
  return ok({ status: true, message: `preview job ${job.id} deleted` });
}
var previewRoutes = [
  { ...route("POST", PREVIEW, create), keepsNothing: true },
  route("GET", `${PREVIEW}/:previewId`, preview),
  route("DELETE", `${PREVIEW}/:previewId`, removePreview),
  route("GET", `${ESTIMATE}/:previewId`, estimate)
];

// src/emulator/segments.ts
var BASE3 = "/data/core/ups/segment/definitions";
var MAX_LIMIT = 100;
var MAX_DEFINITIONS = 1e4;
var SERVER_FIELDS2 = ["id", "imsOrgId", "sandbox", "creationTime", "updateTime", "updateEpoch"];
var EVALUATION_KINDS = ["batch", "continuous", "synchronous"];
var SORTABLE = /* @__PURE__ */ new Set(["creationTime", "updateTime", "updateEpoch", "name"]);
function inScope(ctx) {
  return (s) => (s.imsOrgId === "" || s.imsOrgId === ctx.caller.orgId) && s.sandbox.sandboxName === ctx.caller.sandbox;
}
function present2(ctx, s) {
  return s.imsOrgId === "" ? { ...s, imsOrgId: ctx.caller.orgId } : s;
}
function notFound(id) {
  return problem(404, "UPS-1404", "Segment definition not found", `no segment definition with id ${id} in this sandbox`);
}
function invalid(def) {
  const bad5 = (detail) => problem(400, "UPS-1400", "Invalid segment definition", detail);
  if (typeof def.name !== "string" || def.name.trim().length === 0) return bad5("name is required and must be a non-empty string");
  if (!isObject(def.schema) || typeof def.schema.name !== "string") return bad5("schema.name is required (e.g. _xdm.context.profile)");
  const e = def.expression;
  if (!isObject(e)) return bad5("expression is required: {type, format, value}");
  if (e.type !== "PQL" && e.type !== "ARL") return bad5('expression.type must be "PQL"');
  if (e.format !== "pql/text" && e.format !== "pql/json") return bad5('expression.format must be "pql/text" or "pql/json"');
  if (typeof e.value !== "string" || e.value.length === 0) return bad5("expression.value must be a non-empty string");
  if (def.evaluationInfo !== void 0) {
    if (!isObject(def.evaluationInfo)) return bad5("evaluationInfo must be an object");
    for (const kind of EVALUATION_KINDS) {
      const v = def.evaluationInfo[kind];
      if (v !== void 0 && !(isObject(v) && typeof v.enabled === "boolean"))
        return bad5(`evaluationInfo.${kind}.enabled must be a boolean`);
    }
  }
  if (def.mergePolicyId !== void 0 && typeof def.mergePolicyId !== "string") return bad5("mergePolicyId must be a string");
  if (def.ttlInDays !== void 0 && typeof def.ttlInDays !== "number") return bad5("ttlInDays must be a number");
  return void 0;
}
function normaliseEvaluation(info) {
  const given = isObject(info) ? info : { batch: { enabled: true } };
  const out = { ...given };
  for (const kind of EVALUATION_KINDS) out[kind] = { enabled: isObject(given[kind]) ? given[kind].enabled === true : false };
  return out;
}
function invalidPql(def) {
  const e = def.expression;
  const notTree = pqlJsonProblem(e);
  if (notTree) return problem(400, "UPS-1410", "Invalid PQL expression", notTree);
  const text = expressionPql(e);
  if (text === void 0) return void 0;
  const reasons = checkPqlText(text).invalid;
  if (reasons.length === 0) return void 0;
  return problem(
    400,
    "UPS-1410",
    "Invalid PQL expression",
    `expression.value is not valid PQL: ${reasons.map(describeReason).join("; ")}`,
    { reasons }
  );
}
function noRoom(ctx) {
  if (ctx.state.data.segments.filter(inScope(ctx)).length < MAX_DEFINITIONS) return void 0;
  return problem(
    422,
    "UPS-1424",
    "Too many segment definitions",
    `the emulator keeps at most ${MAX_DEFINITIONS} segment definitions per sandbox and holds that many; delete some first`
  );
}
function duplicate(ctx, name, exceptId) {
  const existing = ctx.state.data.segments.find((s) => inScope(ctx)(s) && s.name === name && s.id !== exceptId);
  if (!existing) return void 0;
  return problem(
    422,
    "UPS-1422",
    "Segment definition already exists",
    `a segment definition named "${name}" already exists (id ${existing.id}); use PATCH to change it`
  );
}
function resolveMergePolicy(ctx, def) {
  const policies = ctx.state.data.mergePolicies;
  if (def.mergePolicyId === void 0) {
    def.mergePolicyId = policies.find((p) => p.default)?.id;
    if (def.mergePolicyId === void 0) delete def.mergePolicyId;
    return void 0;
  }
  if (!policies.some((p) => p.id === def.mergePolicyId))
    return problem(400, "UPS-1401", "Invalid segment definition", `merge policy ${String(def.mergePolicyId)} does not exist`);
  return void 0;
}
function create2(ctx) {
  if (!isObject(ctx.body)) return problem(400, "UPS-1400", "Invalid segment definition", "the body must be a segment definition object");
  const body = { ...ctx.body };
  for (const f of SERVER_FIELDS2) delete body[f];
  const rejection = invalid(body) ?? invalidPql(body) ?? duplicate(ctx, body.name) ?? resolveMergePolicy(ctx, body) ?? noRoom(ctx);
  if (rejection) return rejection;
  const now = ctx.now();
  const segment = {
    id: ctx.state.newId(),
    ...body,
    name: body.name,
    profileInstanceId: typeof body.profileInstanceId === "string" ? body.profileInstanceId : "ups",
    evaluationInfo: normaliseEvaluation(body.evaluationInfo),
    imsOrgId: ctx.caller.orgId,
    sandbox: ctx.state.sandbox(ctx.caller.sandbox),
    dataGovernancePolicy: isObject(body.dataGovernancePolicy) ? body.dataGovernancePolicy : { excludeOptOut: true },
    creationTime: now,
    updateEpoch: Math.floor(now / 1e3),
    updateTime: now
  };
  const edge = checkEdge(ctx, segment);
  if (edge) return edge;
  ctx.state.data.segments.push(segment);
  ctx.state.changed(["segments"]);
  return ok(segment, 200, { "X-Location": `${BASE3}/${segment.id}` });
}
function get2(ctx) {
  const found = ctx.state.data.segments.find((s) => s.id === param(ctx, "id") && inScope(ctx)(s));
  return found ? ok(present2(ctx, found)) : notFound(param(ctx, "id"));
}
function update(ctx) {
  const index = ctx.state.data.segments.findIndex((s) => s.id === param(ctx, "id") && inScope(ctx)(s));
  if (index < 0) return notFound(param(ctx, "id"));
  if (!isObject(ctx.body)) return problem(400, "UPS-1400", "Invalid segment definition", "the body must be a segment definition object");
  const current = ctx.state.data.segments[index];
  const changes = { ...ctx.body };
  for (const f of SERVER_FIELDS2) delete changes[f];
  const merged = { ...current, ...changes };
  if (changes.evaluationInfo !== void 0) merged.evaluationInfo = normaliseEvaluation(changes.evaluationInfo);
  const rejection = invalid(merged) ?? (changes.expression === void 0 ? void 0 : invalidPql(merged)) ?? duplicate(ctx, merged.name, current.id) ?? resolveMergePolicy(ctx, merged);
  if (rejection) return rejection;
  const now = ctx.now();
  const updated = { ...merged, updateTime: now, updateEpoch: Math.floor(now / 1e3) };
  const edge = checkEdge(ctx, updated);
  if (edge) return edge;
  ctx.state.data.segments[index] = updated;
  ctx.state.changed(["segments"]);
  return ok(updated, 200, { "X-Location": `${BASE3}/${updated.id}` });
}
function remove(ctx) {
  const index = ctx.state.data.segments.findIndex((s) => s.id === param(ctx, "id") && inScope(ctx)(s));
  if (index < 0) return notFound(param(ctx, "id"));
  ctx.state.data.segments.splice(index, 1);
  ctx.state.changed(["segments"]);
  return ok({ status: true, message: `segment definition ${param(ctx, "id")} deleted` });
}
function bulkGet(ctx) {
  const body = ctx.body;
  const ids = isObject(body) && Array.isArray(body.ids) ? body.ids : void 0;
  if (!ids?.every((x) => isObject(x) && typeof x.id === "string"))
    return problem(400, "UPS-1400", "Invalid request", "the body must be {ids: [{id}, ...]}");
  const results = {};
  for (const { id } of ids) {
    const found = ctx.state.data.segments.find((s) => s.id === id && inScope(ctx)(s));
    if (found) results[id] = present2(ctx, found);
  }
  return ok({ results }, 207);
}
function list2(ctx) {
  const q = ctx.query;
  const bad5 = (detail) => problem(400, "UPS-1402", "Invalid query", detail);
  const filters = [];
  for (const kind of EVALUATION_KINDS) {
    const v = q.get(`evaluationInfo.${kind}.enabled`);
    if (v === null) continue;
    if (v !== "true" && v !== "false") return bad5(`evaluationInfo.${kind}.enabled must be true or false`);
    filters.push({ kind, enabled: v === "true" });
  }
  const limit = intParam(q.get("limit"), 100);
  const page2 = intParam(q.get("page"), 0);
  const startRaw = q.get("start");
  const start = startRaw === null ? void 0 : intParam(startRaw, 0);
  if (limit === void 0 || limit < 1) return bad5("limit must be a positive integer");
  if (page2 === void 0 || startRaw !== null && start === void 0) return bad5("page and start must be integers of 0 or more");
  const [sortField = "", sortDir] = (q.get("sort") ?? "creationTime:desc").split(":");
  if (!SORTABLE.has(sortField) || sortDir !== void 0 && sortDir !== "asc" && sortDir !== "desc")
    return bad5(`sort must be field:asc|desc with field one of ${[...SORTABLE].join(", ")}`);
  const direction = sortDir === "asc" ? 1 : -1;
  const effectiveLimit = Math.min(limit, MAX_LIMIT);
  const matching = ctx.state.data.segments.filter(inScope(ctx)).filter((s) => filters.every((f) => enabled(s, f.kind) === f.enabled)).sort((a, b) => direction * compare(a[sortField], b[sortField]) || compare(a.id, b.id));
  const offset = start ?? page2 * effectiveLimit;
  const items = matching.slice(offset, offset + effectiveLimit);
  const totalPages = Math.ceil(matching.length / effectiveLimit);
  const currentPage = Math.floor(offset / effectiveLimit);
  const link = {};
  if (offset + effectiveLimit < matching.length) {
    const next = new URLSearchParams(q);
    next.delete("start");
    next.set("page", String(currentPage + 1));
    next.set("limit", String(effectiveLimit));
    link.next = `${BASE3}?${next.toString()}`;
  }
  return ok({
    segments: items.map((s) => present2(ctx, s)),
    page: {
      totalCount: matching.length,
      totalPages,
      sortField,
      sort: direction === 1 ? "asc" : "desc",
      pageSize: items.length,
      limit: effectiveLimit
    },
    link
  });
}
function enabled(s, kind) {
  const info = s.evaluationInfo;
  const entry = isObject(info) ? info[kind] : void 0;
  return isObject(entry) && entry.enabled === true;
}
function intParam(value, fallback) {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) ? Number(value) : void 0;
}
function compare(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""));
}
var segmentRoutes = [
  route("GET", BASE3, list2),
  route("POST", BASE3, create2),
  { ...route("POST", `${BASE3}/bulk-get`, bulkGet), keepsNothing: true },
  route("GET", `${BASE3}/:id`, get2),
  route("PATCH", `${BASE3}/:id`, update),
  route("DELETE", `${BASE3}/:id`, remove)
];

// src/emulator/flow-store.ts
import { randomUUID as randomUUID4 } from "node:crypto";
function streamStore(ctx) {
  const store = ctx.state.bucket("stream", () => ({
    connections: [],
    sourceConnections: [],
    targetConnections: [],
    flows: [],
    schemas: [],
    dataSets: [],
    mappingSets: [],
    received: {}
  }));
  return store;
}
function scopeOf(ctx) {
  return { imsOrgId: ctx.caller.orgId, sandboxName: ctx.caller.sandbox ?? "prod" };
}
function inScope2(ctx) {
  const { imsOrgId, sandboxName } = scopeOf(ctx);
  return (r) => r.imsOrgId === imsOrgId && r.sandboxName === sandboxName;
}
var MAX_PER_SANDBOX = 1e3;
function noRoom2(ctx, collection, noun) {
  const held = streamStore(ctx)[collection].filter(inScope2(ctx)).length;
  if (held < MAX_PER_SANDBOX) return void 0;
  return `the emulator keeps at most ${MAX_PER_SANDBOX} ${noun}s per sandbox and holds that many; delete some first`;
}
function find(ctx, collection, id) {
  return streamStore(ctx)[collection].find((r) => r.id === id && inScope2(ctx)(r));
}
function newEtag() {
  return `"${randomUUID4()}"`;
}
function hexId(length) {
  return randomUUID4().replace(/-/g, "").repeat(2).slice(0, length);
}

// src/emulator/schema-registry.ts
import { createHash } from "node:crypto";
var BASE4 = "/data/foundation/schemaregistry/tenant/schemas";
var TENANT = "_emulator";
var bad = (detail) => problem(400, "XDM-1000", "Bad request", detail);
function lookup(ctx, id) {
  return streamStore(ctx).schemas.find((s) => inScope2(ctx)(s) && (s.id === id || s["meta:altId"] === id));
}
function create3(ctx) {
  const body = ctx.body;
  if (!isObject(body)) return bad("the body must be a schema object");
  const full = noRoom2(ctx, "schemas", "schema");
  if (full) return bad(full);
  if (typeof body.title !== "string" || !body.title) return bad("title is required");
  if (!Array.isArray(body.allOf) || !body.allOf.some((r) => isObject(r) && typeof r.$ref === "string" && /^https?:\/\//.test(r.$ref)))
    return bad("allOf must reference an XDM class by $ref, e.g. https://ns.adobe.com/xdm/context/experienceevent");
  const hash = createHash("sha256").update(`${ctx.caller.orgId}:${body.title}:${ctx.now()}:${Math.random()}`).digest("hex").slice(0, 32);
  const id = `https://ns.adobe.com/${TENANT}/schemas/${hash}`;
  const record = {
    ...body,
    id,
    $id: id,
    "meta:altId": `${TENANT}.schemas.${hash}`,
    "meta:resourceType": "schemas",
    version: "1.0",
    "meta:registryMetadata": { "repo:createdDate": ctx.now(), eTag: hash },
    ...scopeOf(ctx)
  };
  streamStore(ctx).schemas.push(record);
  ctx.state.changed(["buckets", "stream"]);
  return ok(view(record), 201);
}
function view(s) {
  const { id: _id, imsOrgId: _o, sandboxName: _s, ...rest } = s;
  return rest;
}
function list3(ctx) {
  return ok({
    results: streamStore(ctx).schemas.filter(inScope2(ctx)).map((s) => ({ $id: s.$id, "meta:altId": s["meta:altId"], title: s.title, version: s.version })),
    _page: { count: 0 },
    _links: {}
  });
}
function get3(ctx) {
  const s = lookup(ctx, param(ctx, "id"));
  return s ? ok(view(s)) : problem(404, "XDM-1010", "Resource not found", `no schema ${param(ctx, "id")}`);
}
function remove2(ctx) {
  const s = lookup(ctx, param(ctx, "id"));
  if (!s) return problem(404, "XDM-1010", "Resource not found", `no schema ${param(ctx, "id")}`);
  const users = streamStore(ctx).dataSets.filter((d) => inScope2(ctx)(d) && d.schemaId === s.id);
  if (users.length > 0)
    return problem(
      409,
      "XDM-1017",
      "Schema in use",
      `schema ${s.$id} is used by dataset ${users.map((d) => d.id).join(", ")}; delete the datasets first`
    );
  const all = streamStore(ctx).schemas;
  all.splice(all.indexOf(s), 1);
  ctx.state.changed(["buckets", "stream"]);
  return { status: 204 };
}
var schemaRoutes = [
  route("POST", BASE4, create3),
  route("GET", BASE4, list3),
  route("GET", `${BASE4}/:id`, get3),
  route("DELETE", `${BASE4}/:id`, remove2)
];
function findSchema(ctx, id) {
  return lookup(ctx, id) ?? find(ctx, "schemas", id);
}

// src/emulator/catalog.ts
var BASE5 = "/data/foundation/catalog/dataSets";
var bad2 = (detail) => problem(400, "CAT-1400", "Bad request", detail);
function create4(ctx) {
  const body = ctx.body;
  if (!isObject(body)) return bad2("the body must be a dataset object");
  const full = noRoom2(ctx, "dataSets", "dataset");
  if (full) return bad2(full);
  if (typeof body.name !== "string" || !body.name) return bad2("name is required");
  const ref = isObject(body.schemaRef) ? body.schemaRef : void 0;
  if (!ref || typeof ref.id !== "string") return bad2("schemaRef {id, contentType} is required");
  const schema = findSchema(ctx, ref.id);
  if (!schema) return bad2(`schema ${ref.id} does not exist`);
  const id = hexId(24);
  const record = { ...body, id, schemaId: schema.id, created: ctx.now(), updated: ctx.now(), ...scopeOf(ctx) };
  streamStore(ctx).dataSets.push(record);
  ctx.state.changed(["buckets", "stream"]);
  return ok([`@/dataSets/${id}`], 201);
}
function list4(ctx) {
  const out = {};
  for (const d of streamStore(ctx).dataSets.filter(inScope2(ctx))) out[d.id] = { name: d.name, schemaRef: d.schemaRef, created: d.created };
  return ok(out);
}
function remove3(ctx) {
  const d = find(ctx, "dataSets", param(ctx, "id"));
  if (!d) return problem(404, "CAT-1404", "Not found", `no dataset ${param(ctx, "id")}`);
  const writers = streamStore(ctx).targetConnections.filter((t) => inScope2(ctx)(t) && t.params?.dataSetId === d.id);
  if (writers.length > 0) return bad2(`dataset ${d.id} is the target of connection ${writers.map((t) => t.id).join(", ")}; delete it first`);
  const all = streamStore(ctx).dataSets;
  all.splice(all.indexOf(d), 1);
  ctx.state.changed(["buckets", "stream"]);
  return ok([`@/dataSets/${d.id}`]);
}
function view2({ imsOrgId, sandboxName, schemaId: _s, id: _i, ...rest }) {
  return { ...rest, imsOrg: imsOrgId, sandboxId: sandboxName };
}
function get4(ctx) {
  const d = find(ctx, "dataSets", param(ctx, "id"));
  return d ? ok({ [d.id]: view2(d) }) : problem(404, "CAT-1404", "Not found", `no dataset ${param(ctx, "id")}`);
}
function patch(ctx) {
  const d = find(ctx, "dataSets", param(ctx, "id"));
  if (!d) return problem(404, "CAT-1404", "Not found", `no dataset ${param(ctx, "id")}`);
  const body = ctx.body;
  if (!isObject(body) || Array.isArray(body)) return bad2("the body must be an object of the fields to change");
  for (const key of ["id", "schemaRef", "imsOrg", "created", "createdClient", "createdUser"])
    if (key in body) return bad2(`${key} cannot be changed`);
  if (body.name !== void 0 && (typeof body.name !== "string" || !body.name)) return bad2("name must be a non-empty string");
  Object.assign(d, body, { updated: ctx.now() });
  ctx.state.changed(["buckets", "stream"]);
  return ok([`@/dataSets/${d.id}`]);
}
var catalogRoutes = [
  route("POST", BASE5, create4),
  route("GET", BASE5, list4),
  route("GET", `${BASE5}/:id`, get4),
  route("PATCH", `${BASE5}/:id`, patch),
  route("DELETE", `${BASE5}/:id`, remove3)
];

// src/emulator/flows.ts
import { randomUUID as randomUUID6 } from "node:crypto";

// src/emulator/flow-runs.ts
import { randomUUID as randomUUID5 } from "node:crypto";
var HOUR = 36e5;
var MAX_RUN_ERRORS = 20;
var MAX_RUNS = 1e4;
function runs(ctx) {
  const store = streamStore(ctx);
  store.runs ??= [];
  return store.runs;
}
function countRecord(ctx, flow, bytes, error) {
  const now = ctx.now();
  const windowStart = Math.floor(now / HOUR) * HOUR;
  const all = runs(ctx);
  let run2 = all.find((r) => r.flowId === flow.id && r.windowStart === windowStart);
  if (!run2) {
    run2 = {
      id: randomUUID5(),
      flowId: flow.id,
      imsOrgId: flow.imsOrgId,
      sandboxName: flow.sandboxName,
      windowStart,
      startedAt: now,
      updatedAt: now,
      input: 0,
      output: 0,
      failed: 0,
      inputBytes: 0,
      outputBytes: 0,
      errors: []
    };
    all.push(run2);
    if (all.length > MAX_RUNS) all.splice(0, all.length - MAX_RUNS);
  }
  run2.updatedAt = now;
  run2.input++;
  run2.inputBytes += bytes;
  if (error) {
    run2.failed++;
    if (run2.errors.length < MAX_RUN_ERRORS) run2.errors.push(error);
  } else {
    run2.output++;
    run2.outputBytes += bytes;
  }
  ctx.state.changed(["buckets", "stream"]);
}
function runsInScope(ctx) {
  const sandbox = ctx.caller.sandbox ?? "prod";
  return runs(ctx).filter((r) => r.imsOrgId === ctx.caller.orgId && r.sandboxName === sandbox).sort((a, b) => b.windowStart - a.windowStart);
}
function runStatus(run2, now) {
  if (now < run2.windowStart + HOUR) return "inProgress";
  if (run2.failed === 0) return "success";
  return run2.output === 0 ? "failed" : "partialSuccess";
}
function runView(ctx, run2, flow) {
  const now = ctx.now();
  const closed = now >= run2.windowStart + HOUR;
  return {
    id: run2.id,
    createdAt: run2.startedAt,
    updatedAt: run2.updatedAt,
    createdBy: flow?.createdBy ?? "",
    createdClient: flow?.createdClient ?? "",
    sandboxId: ctx.state.sandbox(run2.sandboxName).sandboxId,
    sandboxName: run2.sandboxName,
    imsOrgId: run2.imsOrgId,
    flowId: run2.flowId,
    ...flow?.flowSpec ? { flowSpec: flow.flowSpec } : {},
    etag: `"${run2.id.slice(0, 8)}-${run2.input}"`,
    metrics: {
      durationSummary: { startedAtUTC: run2.startedAt, ...closed ? { completedAtUTC: run2.windowStart + HOUR } : {} },
      sizeSummary: { inputBytes: run2.inputBytes, outputBytes: run2.outputBytes },
      recordSummary: { inputRecordCount: run2.input, outputRecordCount: run2.output, failedRecordCount: run2.failed },
      statusSummary: { status: runStatus(run2, now), errors: run2.errors }
    }
  };
}

// src/emulator/json-patch.ts
function applyPatch(target, ops) {
  if (!Array.isArray(ops) || ops.length === 0) return { error: "the body must be a non-empty JSON-Patch array of {op, path, value}" };
  const doc = structuredClone(target);
  for (const [i, raw] of ops.entries()) {
    const op = raw;
    if (typeof op !== "object" || op === null || typeof op.path !== "string" || !op.path.startsWith("/"))
      return { error: `operation ${i}: needs a path starting with /` };
    const name = String(op.op).toLowerCase();
    if (!["add", "replace", "remove"].includes(name)) return { error: `operation ${i}: op must be add, replace or remove` };
    const keys = op.path.slice(1).split("/").map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
    const through = keys.find(namesPrototype);
    if (through !== void 0) return { error: `operation ${i}: ${op.path} goes through "${through}", which names an object's prototype` };
    let parent = doc;
    for (const key of keys.slice(0, -1)) {
      parent = isObject(parent) || Array.isArray(parent) ? ownValue(parent, key) : void 0;
      if (typeof parent !== "object" || parent === null) return { error: `operation ${i}: ${op.path} does not exist` };
    }
    const last = keys[keys.length - 1];
    const container = parent;
    if (name !== "add" && !Object.hasOwn(container, last)) return { error: `operation ${i}: ${op.path} does not exist` };
    if (name === "remove") {
      if (Array.isArray(container)) container.splice(Number(last), 1);
      else delete container[last];
    } else setOwn(container, last, op.value);
  }
  return { result: doc };
}

// src/emulator/flows.ts
var FLOW_BASE = "/data/foundation/flowservice";
var DATA_LAKE_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
var RESOURCES = ["connections", "sourceConnections", "targetConnections", "flows"];
var isSpec = (v) => isObject(v) && typeof v.id === "string" && v.id.length > 0;
function flowError(status, code, title, detail, ctx, type) {
  const reply = problem(status, `FLOW-${code}`, title, detail, {
    "detailed-message": detail,
    "request-id": ctx.requestId,
    ...type ? { type } : {}
  });
  return { ...reply, body: { ...reply.body, errorMessage: detail } };
}
var bad3 = (ctx, detail, code = 1400) => flowError(400, code, "Bad request", detail, ctx);
var NOUNS = {
  connections: "connection",
  sourceConnections: "source connection",
  targetConnections: "target connection",
  flows: "dataflow"
};
var notFound2 = (ctx, resource, id) => flowError(404, 1439, "Resource not found", `no ${NOUNS[resource]} ${id} in this sandbox`, ctx, resource);
function inletUrl(ctx, inletId) {
  return `${ctx.baseUrl}/collection/${inletId}`;
}
function validate(ctx, resource, body) {
  const fail = (reply) => ({ reply });
  if (typeof body.name !== "string" || body.name.trim() === "") return fail(bad3(ctx, "name is required"));
  switch (resource) {
    case "connections": {
      if (!isSpec(body.connectionSpec)) return fail(bad3(ctx, "connectionSpec {id, version} is required"));
      if (!isObject(body.auth) || !isObject(body.auth.params)) return fail(bad3(ctx, "auth {specName, params} is required"));
      const inletId = randomUUID6().replace(/-/g, "");
      return { fields: { auth: { ...body.auth, params: { ...body.auth.params, inletId, inletUrl: inletUrl(ctx, inletId) } } } };
    }
    case "sourceConnections": {
      if (!isSpec(body.connectionSpec)) return fail(bad3(ctx, "connectionSpec {id, version} is required"));
      if (body.baseConnectionId !== void 0 && !(typeof body.baseConnectionId === "string" && find(ctx, "connections", body.baseConnectionId)))
        return fail(bad3(ctx, `base connection ${String(body.baseConnectionId)} does not exist`));
      return { fields: {} };
    }
    case "targetConnections": {
      if (!isSpec(body.connectionSpec)) return fail(bad3(ctx, "connectionSpec {id, version} is required"));
      if (body.connectionSpec.id !== DATA_LAKE_SPEC)
        return fail(bad3(ctx, `the emulator supports the data lake target only (connection spec ${DATA_LAKE_SPEC})`));
      const schema = isObject(body.data) && isObject(body.data.schema) ? body.data.schema : void 0;
      if (!schema || typeof schema.id !== "string") return fail(bad3(ctx, "data.schema {id, version} is required"));
      if (!isObject(body.params) || typeof body.params.dataSetId !== "string") return fail(bad3(ctx, "params.dataSetId is required"));
      const dataset = find(ctx, "dataSets", body.params.dataSetId);
      if (!dataset) return fail(bad3(ctx, `dataset ${body.params.dataSetId} does not exist`));
      if (dataset.schemaId !== schema.id)
        return fail(bad3(ctx, `dataset ${dataset.id} uses schema ${String(dataset.schemaId)}, not ${schema.id}`));
      return { fields: {} };
    }
    case "flows": {
      if (!isSpec(body.flowSpec)) return fail(bad3(ctx, "flowSpec {id, version} is required"));
      if ("state" in body) return fail(bad3(ctx, "state cannot be set when creating a dataflow", 1410));
      const ids = (v) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string") ? v : void 0;
      const sources = ids(body.sourceConnectionIds);
      const targets = ids(body.targetConnectionIds);
      if (!sources || !targets) return fail(bad3(ctx, "sourceConnectionIds and targetConnectionIds must be non-empty arrays of ids"));
      for (const id of sources) if (!find(ctx, "sourceConnections", id)) return fail(bad3(ctx, `source connection ${id} does not exist`));
      for (const id of targets) if (!find(ctx, "targetConnections", id)) return fail(bad3(ctx, `target connection ${id} does not exist`));
      const transformations = body.transformations ?? [];
      if (!Array.isArray(transformations)) return fail(bad3(ctx, "transformations must be an array"));
      for (const t of transformations) {
        if (!isObject(t) || t.name !== "Mapping" || !isObject(t.params))
          return fail(bad3(ctx, 'a transformation must be {name: "Mapping", params: {mappingId, mappingVersion}}'));
        const mapping = typeof t.params.mappingId === "string" ? find(ctx, "mappingSets", t.params.mappingId) : void 0;
        if (!mapping) return fail(bad3(ctx, `mapping set ${String(t.params.mappingId)} does not exist`));
        const target = find(ctx, "targetConnections", targets[0]);
        const targetSchema = target.data?.schema?.id;
        if (mapping.schemaId !== targetSchema)
          return fail(
            bad3(
              ctx,
              `mapping set ${mapping.id} maps to schema ${String(mapping.schemaId)}, the target dataset uses ${String(targetSchema)}`,
              1425
            )
          );
      }
      const source = find(ctx, "sourceConnections", sources[0]);
      const base = typeof source.baseConnectionId === "string" ? find(ctx, "connections", source.baseConnectionId) : void 0;
      const baseInlet = base?.auth?.params?.inletId;
      const inletId = typeof baseInlet === "string" ? baseInlet : randomUUID6().replace(/-/g, "");
      return { fields: { state: "enabled", options: { inletId, inletUrl: inletUrl(ctx, inletId) } } };
    }
  }
}
function create5(resource) {
  return (ctx) => {
    if (!isObject(ctx.body)) return bad3(ctx, "the body must be a JSON object");
    const full = noRoom2(ctx, resource, NOUNS[resource]);
    if (full) return bad3(ctx, full);
    const checked = validate(ctx, resource, ctx.body);
    if (checked.reply) return checked.reply;
    const extra = checked.fields;
    const now = ctx.now();
    const id = randomUUID6();
    const etag = newEtag();
    const record = {
      ...ctx.body,
      ...extra,
      id,
      ...scopeOf(ctx),
      state: extra.state ?? "enabled",
      etag,
      version: etag,
      createdAt: now,
      updatedAt: now,
      createdBy: ctx.caller.clientId,
      createdClient: ctx.caller.clientId
    };
    if (resource === "flows")
      record.lastOperation = {
        started: now,
        updated: now,
        operation: "create",
        status: { value: "completed", errors: [] },
        ops: [],
        percentCompleted: 100
      };
    streamStore(ctx)[resource].push(record);
    ctx.state.changed(["buckets", "stream"]);
    return ok({ id, etag }, 201, { Location: `${FLOW_BASE}/${resource}/${id}` });
  };
}
function view3(ctx, resource, r) {
  const { imsOrgId, sandboxName, ...rest } = r;
  const out = { ...rest, imsOrgId, sandboxName, sandboxId: ctx.state.sandbox(sandboxName).sandboxId };
  const options = out.options;
  if (typeof options?.inletId === "string") out.options = { ...options, inletUrl: inletUrl(ctx, options.inletId) };
  const auth = out.auth;
  if (typeof auth?.params?.inletId === "string")
    out.auth = { ...auth, params: { ...auth.params, inletUrl: inletUrl(ctx, auth.params.inletId) } };
  if (resource === "flows") {
    const sources = r.sourceConnectionIds.map((id) => find(ctx, "sourceConnections", id));
    out.inheritedAttributes = {
      properties: { isSourceFlow: true },
      sourceConnections: sources.filter(Boolean).map((s) => ({
        id: s.id,
        connectionSpec: s.connectionSpec,
        ...s.baseConnectionId ? { baseConnection: { id: s.baseConnectionId } } : {}
      })),
      targetConnections: r.targetConnectionIds.map((id) => ({
        id,
        connectionSpec: find(ctx, "targetConnections", id)?.connectionSpec
      }))
    };
    out.runs = `/runs?property=flowId==${r.id}`;
  }
  return out;
}
function getOne(resource) {
  return (ctx) => {
    const r = find(ctx, resource, param(ctx, "id"));
    return r ? ok({ items: [view3(ctx, resource, r)] }) : notFound2(ctx, resource, param(ctx, "id"));
  };
}
function matches(filter) {
  const m = /^([\w.]+)(\[\])?==(.*)$/.exec(filter);
  if (!m) return void 0;
  const [, path = "", array, values = ""] = m;
  const wanted = values.split(",");
  return (r) => {
    const v = path.split(".").reduce((o, k) => isObject(o) ? o[k] : void 0, r);
    if (array) return Array.isArray(v) && v.some((x) => wanted.includes(String(x)));
    return v !== void 0 && wanted.includes(String(v));
  };
}
function list5(resource) {
  return (ctx) => listed(ctx, resource, streamStore(ctx)[resource].filter(inScope2(ctx)), (r) => view3(ctx, resource, r));
}
function listed(ctx, resource, all, shown) {
  let items = all;
  for (const p of ctx.query.getAll("property")) {
    const test = matches(p);
    if (!test) return bad3(ctx, `property filter "${p}" is not supported by the emulator; use field==value`, 1440);
    items = items.filter(test);
  }
  if (ctx.query.get("count") === "true") return ok({ count: items.length });
  const limit = Math.min(Number(ctx.query.get("limit") ?? 100) || 100, 1e3);
  const start = Number(ctx.query.get("continuationToken") ?? 0) || 0;
  const page2 = items.slice(start, start + limit);
  const next = start + limit < items.length ? { next: { href: `/${resource}?continuationToken=${start + limit}&limit=${limit}` } } : {};
  return ok({ items: page2.map(shown), _links: next });
}
function sameEtag(given, stored) {
  const bare = (s) => s.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
  return bare(given) === bare(stored);
}
function patch2(resource) {
  return (ctx) => {
    const r = find(ctx, resource, param(ctx, "id"));
    if (!r) return notFound2(ctx, resource, param(ctx, "id"));
    const ifMatch = ctx.headers["if-match"];
    const given = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
    if (!given) return bad3(ctx, "the If-Match header is required: send the etag from the last GET", 1403);
    if (!sameEtag(given, r.etag))
      return flowError(
        412,
        1404,
        "Version not matching",
        `the ${resource} was changed since the etag ${given} was read; GET it again for the current etag`,
        ctx
      );
    const ops = ctx.body;
    if (Array.isArray(ops)) {
      for (const op of ops) {
        const path = isObject(op) ? String(op.path) : "";
        if (path.startsWith("/connectionSpec")) return bad3(ctx, "the connection spec cannot be changed", 1414);
        if (/^\/(id|etag|version|imsOrgId|sandboxName|createdAt|createdBy|options)\b/.test(path)) return bad3(ctx, `${path} is read-only`);
      }
    }
    const patched = applyPatch(r, ops);
    if ("error" in patched) return bad3(ctx, patched.error);
    const etag = newEtag();
    const now = ctx.now();
    Object.assign(r, patched.result, { etag, version: etag, updatedAt: now });
    if (resource === "flows")
      r.lastOperation = {
        started: now,
        updated: now,
        operation: "update",
        status: { value: "completed", errors: [] },
        ops: [],
        percentCompleted: 100
      };
    ctx.state.changed(["buckets", "stream"]);
    return ok({ id: r.id, etag });
  };
}
function flowsUsing(ctx, resource, id) {
  const flows = streamStore(ctx).flows.filter(inScope2(ctx));
  if (resource === "sourceConnections") return flows.filter((f) => f.sourceConnectionIds.includes(id));
  if (resource === "targetConnections") return flows.filter((f) => f.targetConnectionIds.includes(id));
  if (resource === "connections") {
    const sources = streamStore(ctx).sourceConnections.filter((s) => inScope2(ctx)(s) && s.baseConnectionId === id).map((s) => s.id);
    return flows.filter((f) => f.sourceConnectionIds.some((s) => sources.includes(s)));
  }
  return [];
}
function remove4(resource) {
  return (ctx) => {
    const store = streamStore(ctx)[resource];
    const r = find(ctx, resource, param(ctx, "id"));
    if (!r) return notFound2(ctx, resource, param(ctx, "id"));
    const users = flowsUsing(ctx, resource, r.id);
    if (users.length > 0)
      return bad3(
        ctx,
        `the connection is used by ${users.length} dataflow${users.length === 1 ? "" : "s"} (${users.map((f) => f.id).join(", ")}); delete the dataflows first`,
        1418
      );
    store.splice(store.indexOf(r), 1);
    ctx.state.changed(["buckets", "stream"]);
    return { status: 204 };
  };
}
var CONNECTION_SPECS = [
  {
    id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb",
    name: "http-connector",
    version: "1.0",
    providerId: "521eee4d-8cbe-4906-bb48-fb6bd4450033",
    attributes: { category: "Streaming" }
  },
  {
    id: DATA_LAKE_SPEC,
    name: "Data Lake",
    version: "1.0",
    providerId: "0ed90a81-07f4-4586-8190-b40eccef1c5a",
    attributes: { category: "Destination" }
  }
];
var FLOW_SPECS = [
  {
    id: "c1a19761-d2c7-4702-b9fa-fe91f0613e81",
    name: "Mapping",
    version: "1.0",
    sourceConnectionSpecIds: ["bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb"],
    targetConnectionSpecIds: [DATA_LAKE_SPEC],
    transformationSpecs: [{ name: "Mapping" }]
  },
  {
    id: "d8a6f005-7eaf-4153-983e-e8574508b877",
    name: "Streaming without transformations",
    version: "1.0",
    sourceConnectionSpecIds: ["bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb"],
    targetConnectionSpecIds: [DATA_LAKE_SPEC]
  },
  {
    id: "e77fde5a-22a8-11ed-861d-0242ac120002",
    name: "Webhook",
    version: "1.0",
    targetConnectionSpecIds: [DATA_LAKE_SPEC],
    transformationSpecs: [{ name: "Mapping" }]
  }
];
function specList(specs) {
  return (ctx) => {
    let items = specs;
    for (const p of ctx.query.getAll("property")) {
      const test = matches(p);
      if (!test) return bad3(ctx, `property filter "${p}" is not supported by the emulator; use field==value`, 1440);
      items = items.filter(test);
    }
    return ok({ items });
  };
}
function specById(specs, noun) {
  return (ctx) => {
    const id = param(ctx, "id");
    const spec = specs.find((s) => s.id === id);
    if (!spec) return flowError(404, 1439, "Resource not found", `no ${noun} ${id}`, ctx);
    return ok({ items: [spec] });
  };
}
function getRun(ctx) {
  const id = param(ctx, "id");
  const run2 = runsInScope(ctx).find((r) => r.id === id);
  if (!run2) return flowError(404, 1439, "Resource not found", `no dataflow run ${id} in this sandbox`, ctx);
  return ok({ items: [runView(ctx, run2, find(ctx, "flows", run2.flowId))] });
}
function listRuns(ctx) {
  const runs2 = runsInScope(ctx).map((r) => runView(ctx, r, find(ctx, "flows", r.flowId)));
  return listed(ctx, "runs", runs2, (r) => r);
}
var specRoutes = [
  route("GET", `${FLOW_BASE}/connectionSpecs`, specList(CONNECTION_SPECS)),
  route("GET", `${FLOW_BASE}/flowSpecs`, specList(FLOW_SPECS)),
  route("GET", `${FLOW_BASE}/connectionSpecs/:id`, specById(CONNECTION_SPECS, "connection spec")),
  route("GET", `${FLOW_BASE}/flowSpecs/:id`, specById(FLOW_SPECS, "flow spec")),
  route("GET", `${FLOW_BASE}/runs`, listRuns),
  route("GET", `${FLOW_BASE}/runs/:id`, getRun)
];
var flowRoutes = RESOURCES.flatMap((resource) => [
  route("POST", `${FLOW_BASE}/${resource}`, create5(resource)),
  route("GET", `${FLOW_BASE}/${resource}`, list5(resource)),
  route("GET", `${FLOW_BASE}/${resource}/:id`, getOne(resource)),
  route("PATCH", `${FLOW_BASE}/${resource}/:id`, patch2(resource)),
  route("DELETE", `${FLOW_BASE}/${resource}/:id`, remove4(resource))
]);

// src/emulator/inlet.ts
import { randomUUID as randomUUID7 } from "node:crypto";

// src/stream/record-check.ts
function checkRecords(records, shape) {
  return records.flatMap((node, i) => checkRecord(node, i + 1, shape));
}
function checkRecord(node, record, shape) {
  if (node.type !== "object") return [{ record, path: "(the record)", expected: "object", actual: describe(node), offset: node.start }];
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  const check = (value, path, expected, mappedTo) => {
    if (!value || !expected || value.type === "null" || seen.has(value.start) || fits(value, expected)) return;
    seen.add(value.start);
    problems.push({ record, path, ...mappedTo ? { mappedTo } : {}, expected, actual: describe(value), offset: value.start });
  };
  for (const m of shape.mappings) check(at(node, m.source), m.source, shape.fields.get(m.destination), m.destination);
  const envelope = at(node, "body.xdmEntity");
  const entity = envelope?.type === "object" ? envelope : node;
  const prefix = entity === node ? "" : "body.xdmEntity.";
  for (const [path, type] of shape.fields) check(at(entity, path), `${prefix}${path}`, type);
  return problems.sort((a, b) => a.offset - b.offset);
}
function at(node, path) {
  let current = node;
  for (const key of path.split(".")) {
    if (current?.type !== "object") return void 0;
    current = current.entries.findLast((e) => e.key === key)?.value;
  }
  return current;
}
var DATE = /^\d{4}-\d{2}-\d{2}$/;
var DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
function fits(value, expected) {
  switch (expected) {
    case "string":
      return value.type === "string";
    case "date":
      return value.type === "string" && DATE.test(value.value);
    case "date-time":
      return value.type === "string" && DATE_TIME.test(value.value);
    case "integer":
      return value.type === "number" && Number.isInteger(value.value);
    case "number":
      return value.type === "number";
    case "boolean":
      return value.type === "boolean";
    case "object":
      return value.type === "object";
  }
}
function describe(value) {
  switch (value.type) {
    case "string":
      return `string ${JSON.stringify(value.value.length > 40 ? `${value.value.slice(0, 40)}\u2026` : value.value)}`;
    case "number":
      return `${Number.isInteger(value.value) ? "integer" : "number"} ${value.value}`;
    case "boolean":
      return `boolean ${value.value}`;
    case "null":
      return "null";
    case "array":
      return "an array";
    case "object":
      return "an object";
  }
}

// src/stream/record-shape.ts
function schemaFields(schema) {
  const fields = /* @__PURE__ */ new Map();
  if (!isObject(schema)) return fields;
  const trees = [
    schema.properties,
    ...(isObject(schema.definitions) ? Object.values(schema.definitions) : []).map((d) => isObject(d) ? d.properties : void 0)
  ];
  for (const tree of trees) if (isObject(tree)) walk(tree, "", fields);
  return fields;
}
function walk(properties, prefix, out) {
  for (const [name, node] of Object.entries(properties)) {
    if (!isObject(node)) continue;
    const path = `${prefix}${name}`;
    const type = xdmType(node);
    if (type) out.set(path, type);
    if (isObject(node.properties)) walk(node.properties, `${path}.`, out);
  }
}
function xdmType(node) {
  if (node.type === "string") return node.format === "date" ? "date" : node.format === "date-time" ? "date-time" : "string";
  if (node.type === "integer" || node.type === "number" || node.type === "boolean" || node.type === "object") return node.type;
  return void 0;
}
function mappingPairs(mappingSet) {
  if (!isObject(mappingSet) || !Array.isArray(mappingSet.mappings)) return [];
  return mappingSet.mappings.flatMap((m) => {
    if (!isObject(m) || m.sourceType !== void 0 && m.sourceType !== "ATTRIBUTE") return [];
    const source = m.source ?? m.sourceAttribute;
    const destination = m.destination ?? m.destinationXdmPath;
    return typeof source === "string" && typeof destination === "string" ? [{ source, destination }] : [];
  });
}

// src/emulator/inlet.ts
var PROBLEM = "https://ns.adobe.com/adobecloud/problem/data-collection-service";
function dcsProblem(status, kind, title, message) {
  return { status, body: { type: `${PROBLEM}-${kind}`, status: String(status), title, report: { message } } };
}
function owner(ctx, inletId) {
  const store = streamStore(ctx);
  const base = store.connections.find((c) => c.auth?.params?.inletId === inletId);
  if (base) return { base };
  const flow = store.flows.find((f) => f.options?.inletId === inletId);
  return flow ? { flow } : void 0;
}
function receive(ctx) {
  const inletId = param(ctx, "inletId");
  const found = owner(ctx, inletId);
  if (!found) return dcsProblem(404, "not-found", "Not found", `no inlet ${inletId}`);
  const params = found.base?.auth?.params;
  if (params?.authenticationRequired === true && !/^Bearer\s+\S+/i.test(String(ctx.headers.authorization ?? "")))
    return dcsProblem(
      401,
      "authorization",
      "Authorization",
      "this inlet requires authentication: send an access token in the Authorization header"
    );
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return dcsProblem(
      400,
      "bad-request",
      "Bad request",
      `the body must be JSON (Content-Type: application/json); got ${type || "no Content-Type"}`
    );
  const parsed = parseJson(ctx.rawBody);
  if (!parsed.ok) return dcsProblem(400, "bad-request", "Bad request", `the body is not valid JSON: ${parsed.error.message}`);
  const record = jsonValue(parsed.node);
  if (typeof record !== "object" || record === null || Array.isArray(record))
    return dcsProblem(400, "bad-request", "Bad request", "the body must be a JSON object (one record)");
  if (!header2(ctx, "x-sandbox-name"))
    return dcsProblem(400, "bad-request", "Bad request", "the x-sandbox-name header is required (the sandbox of the dataflow)");
  const envelope = envelopeProblem(record);
  if (envelope) return dcsProblem(400, "bad-request", "Bad request", envelope);
  const { flow, error } = flowOf(ctx, found, record);
  if (error) return dcsProblem(400, "bad-request", "Bad request", error);
  const refused = flow ? recordProblem(ctx, flow, parsed.node) : void 0;
  if (flow) countRecord(ctx, flow, Buffer.byteLength(ctx.rawBody), refused);
  if (!refused) {
    const full = keepInProfile(ctx, record);
    if (full) return dcsProblem(507, "profile-store-full", "Profile store full", full);
  }
  const store = streamStore(ctx);
  setOwn(store.received, inletId, (ownValue(store.received, inletId) ?? 0) + 1);
  ctx.state.changed(["buckets", "stream", "received", inletId]);
  return { status: 200, body: { inletId, xactionId: `${ctx.now()}:${randomUUID7()}`, receivedTimeMs: ctx.now() } };
}
function header2(ctx, name) {
  const v = ctx.headers[name];
  const value = Array.isArray(v) ? v[0] : v;
  return value?.trim() ? value.trim() : void 0;
}
function envelopeProblem(record) {
  const h = record.header;
  const b = record.body;
  if (!isObject(h) || !isObject(b)) return void 0;
  const ref = (v) => isObject(v) && typeof v.id === "string" && typeof v.contentType === "string";
  if (!ref(h.schemaRef)) return "header.schemaRef {id, contentType} is required";
  for (const f of ["imsOrgId", "datasetId", "flowId"]) if (typeof h[f] !== "string") return `header.${f} is required`;
  if (!isObject(b.xdmMeta) || !ref(b.xdmMeta.schemaRef)) return "body.xdmMeta.schemaRef {id, contentType} is required";
  if (!isObject(b.xdmEntity)) return "body.xdmEntity must be an object (the record)";
  return void 0;
}
function flowOf(ctx, found, record) {
  const envelope = isObject(record.header) && isObject(record.body) ? record.header : void 0;
  const named = header2(ctx, "x-adobe-flow-id") ?? ctx.query.get("x-adobe-flow-id") ?? envelope?.flowId;
  const store = streamStore(ctx);
  const inletId = param(ctx, "inletId");
  const onInlet = found.flow ? [found.flow] : store.flows.filter((f) => f.options?.inletId === inletId);
  if (typeof named !== "string") return { flow: onInlet.length === 1 ? onInlet[0] : void 0 };
  const flow = onInlet.find((f) => f.id === named);
  if (!flow) return { error: `dataflow ${named} does not stream through this inlet` };
  if (envelope) {
    const target = store.targetConnections.find((t) => t.id === flow.targetConnectionIds[0]);
    const datasetId = target?.params?.dataSetId;
    if (envelope.datasetId !== datasetId)
      return { error: `header.datasetId ${String(envelope.datasetId)} is not the dataset of dataflow ${flow.id}` };
  }
  return { flow };
}
function recordProblem(ctx, flow, node) {
  const store = streamStore(ctx);
  const target = store.targetConnections.find((t) => t.id === flow.targetConnectionIds[0]);
  const schemaId = target?.data?.schema?.id;
  const schema = store.schemas.find((s) => s.id === schemaId || s["meta:altId"] === schemaId);
  const transformations = Array.isArray(flow.transformations) ? flow.transformations : [];
  const mappingId = transformations.map((t) => isObject(t) && isObject(t.params) ? t.params.mappingId : void 0).find(Boolean);
  const mapping = store.mappingSets.find((m) => m.id === mappingId);
  const [problem2] = checkRecords([node], { fields: schemaFields(schema), mappings: mappingPairs(mapping) });
  if (!problem2) return void 0;
  const field = problem2.mappedTo ? `${problem2.path} (mapped to ${problem2.mappedTo})` : problem2.path;
  return { code: "EMULATOR-RECORD-TYPE", message: `${field}: expected ${problem2.expected}, got ${problem2.actual}` };
}
function keepInProfile(ctx, record) {
  const body = record.body;
  const entity = typeof body === "object" && body !== null && typeof body.xdmEntity === "object" && body.xdmEntity !== null ? body.xdmEntity : record;
  const identity = primaryIdentity(entity);
  if (!identity.ok) return void 0;
  const found = profileOf(ctx, identity);
  if (!found.ok) return found.message;
  if (typeof entity.eventType === "string" && typeof entity.timestamp === "string") addEvent(ctx, found.key, entity);
  else {
    mergeAttributes(found.profile.attributes, entity);
    profileChanged(ctx, found.profile);
    ctx.state.changed([...profilePath(found.key), "attributes"]);
  }
  return void 0;
}
var inletRoutes = [
  { ...route("POST", "/collection/:inletId", receive, "none"), storeFull: (detail) => dcsProblem(507, "store-full", "Store full", detail) }
];

// src/emulator/mapping-sets.ts
var BASE6 = "/data/foundation/conversion/mappingSets";
var bad4 = (detail) => problem(400, "DPS-1400", "Bad request", detail);
function create6(ctx) {
  const body = ctx.body;
  if (!isObject(body)) return bad4("the body must be a mapping set object");
  const full = noRoom2(ctx, "mappingSets", "mapping set");
  if (full) return bad4(full);
  const schemaRef = isObject(body.outputSchema) && isObject(body.outputSchema.schemaRef) ? body.outputSchema.schemaRef : void 0;
  const schemaId = typeof schemaRef?.id === "string" ? schemaRef.id : typeof body.xdmSchema === "string" ? body.xdmSchema : void 0;
  if (!schemaId) return bad4("outputSchema.schemaRef.id (or xdmSchema) is required");
  const schema = findSchema(ctx, schemaId);
  if (!schema) return bad4(`schema ${schemaId} does not exist`);
  const problemText = mappingsProblem(body.mappings);
  if (problemText) return bad4(problemText);
  const now = ctx.now();
  const record = {
    ...body,
    id: hexId(32),
    version: 0,
    schemaId: schema.id,
    createdDate: now,
    modifiedDate: now,
    createdBy: ctx.caller.clientId,
    modifiedBy: ctx.caller.clientId,
    ...scopeOf(ctx)
  };
  streamStore(ctx).mappingSets.push(record);
  ctx.state.changed(["buckets", "stream"]);
  const { id, version, createdDate, modifiedDate, createdBy, modifiedBy } = record;
  return ok({ id, version, createdDate, modifiedDate, createdBy, modifiedBy });
}
function list6(ctx) {
  const limit = wholeNumber2(ctx.query.get("limit"));
  const start = wholeNumber2(ctx.query.get("start"));
  if (limit === void 0 || limit < 1 || start === void 0)
    return bad4("limit (a positive integer) and start (the offset, 0 for the first page) are required query parameters");
  const all = streamStore(ctx).mappingSets.filter(inScope2(ctx)).map(({ imsOrgId: _o, sandboxName: _s, ...rest }) => rest);
  const data = all.slice(start, start + limit);
  return ok({ data, _page: { count: data.length, limit }, _links: {} });
}
function wholeNumber2(text) {
  return text !== null && /^\d+$/.test(text) ? Number(text) : void 0;
}
function view4({ imsOrgId: _o, sandboxName: _s, ...rest }) {
  return rest;
}
function mappingsProblem(mappings) {
  if (!Array.isArray(mappings) || mappings.length === 0) return "mappings must be a non-empty array";
  for (const [i, m] of mappings.entries()) {
    const source = isObject(m) ? m.source ?? m.sourceAttribute : void 0;
    const destination = isObject(m) ? m.destination ?? m.destinationXdmPath : void 0;
    if (typeof source !== "string" || typeof destination !== "string") return `mappings[${i}] needs source and destination`;
  }
  return void 0;
}
function get5(ctx) {
  const m = find(ctx, "mappingSets", param(ctx, "id"));
  return m ? ok(view4(m)) : problem(404, "DPS-1404", "Not found", `no mapping set ${param(ctx, "id")}`);
}
function put(ctx) {
  const m = find(ctx, "mappingSets", param(ctx, "id"));
  if (!m) return problem(404, "DPS-1404", "Not found", `no mapping set ${param(ctx, "id")}`);
  const body = ctx.body;
  if (!isObject(body)) return bad4("the body must be a mapping set object");
  const problemText = mappingsProblem(body.mappings);
  if (problemText) return bad4(problemText);
  Object.assign(m, {
    mappings: body.mappings,
    version: Number(m.version ?? 0) + 1,
    modifiedDate: ctx.now(),
    modifiedBy: ctx.caller.clientId
  });
  if (isObject(body.outputSchema)) m.outputSchema = body.outputSchema;
  ctx.state.changed(["buckets", "stream"]);
  return ok(view4(m));
}
function validate2(ctx) {
  const body = ctx.body;
  if (!isObject(body)) return bad4("the body must be a mapping set object");
  const problemText = mappingsProblem(body.mappings);
  if (problemText) return bad4(problemText);
  const schemaRef = isObject(body.outputSchema) && isObject(body.outputSchema.schemaRef) ? body.outputSchema.schemaRef : void 0;
  const schema = typeof schemaRef?.id === "string" ? findSchema(ctx, schemaRef.id) : void 0;
  const fields = schema ? schemaFields(schema) : void 0;
  const validationResponse = body.mappings.map((m) => {
    const destination = String(m.destination ?? m.destinationXdmPath);
    if (!fields || fields.has(destination)) return { status: "SUCCESS", errors: null };
    return {
      status: "FAILED",
      errors: [
        { source: String(m.source ?? m.sourceAttribute), destination, exception: `${destination} is not a field of the output schema` }
      ]
    };
  });
  return ok({ validationResponse });
}
function preview2(ctx) {
  const body = ctx.body;
  if (!isObject(body) || !Array.isArray(body.data) || !isObject(body.mappingSet))
    return bad4("the body must be {data: [records], mappingSet}");
  const problemText = mappingsProblem(body.mappingSet.mappings);
  if (problemText) return bad4(`mappingSet.${problemText}`);
  const record = isObject(body.data[0]) ? body.data[0] : {};
  const data = {};
  const errors = [];
  for (const pair of mappingPairs(body.mappingSet)) {
    const value = pair.source.split(".").reduce((o, k) => isObject(o) && Object.hasOwn(o, k) ? o[k] : void 0, record);
    if (value === void 0) {
      errors.push({ source: pair.source, destination: pair.destination, exception: `${pair.source} is not in the record` });
      continue;
    }
    const keys = pair.destination.split(".");
    let level = data;
    for (const key of keys.slice(0, -1)) {
      if (!isObject(level[key])) setOwn(level, key, {});
      level = level[key];
    }
    setOwn(level, keys.at(-1), value);
  }
  return ok({ data, errors });
}
var mappingSetRoutes = [
  route("POST", BASE6, create6),
  route("GET", BASE6, list6),
  { ...route("POST", `${BASE6}/validate`, validate2), keepsNothing: true },
  { ...route("POST", `${BASE6}/preview`, preview2), keepsNothing: true },
  route("GET", `${BASE6}/:id`, get5),
  route("PUT", `${BASE6}/:id`, put)
];

// src/emulator/stream-routes.ts
var streamRoutes = [...flowRoutes, ...specRoutes, ...schemaRoutes, ...catalogRoutes, ...mappingSetRoutes, ...inletRoutes];

// src/emulator/routes.ts
var routes = [
  ...imsRoutes,
  ...segmentRoutes,
  ...conversionRoutes,
  ...previewRoutes,
  ...mergePolicyRoutes,
  ...quotaRoutes,
  ...streamRoutes,
  ...edgeRoutes,
  ...portalRoutes
];

// src/emulator/state.ts
import { createHash as createHash2, randomUUID as randomUUID8 } from "node:crypto";

// src/emulator/journal.ts
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync as readFileSync2, renameSync, statSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
var STATE_FILE = "emulator-state.json";
var JOURNAL_FILE = "emulator-state.journal";
var MIN_COMPACT_BYTES = 1024 * 1024;
var COMPACT_RATIO = 2;
var EmulatorStateError = class extends Error {
  name = "EmulatorStateError";
};
var DataFiles = class {
  constructor(dir) {
    this.dir = dir;
    this.snapshotFile = join(dir, STATE_FILE);
    this.journalFile = join(dir, JOURNAL_FILE);
  }
  dir;
  snapshotFile;
  journalFile;
  #fd;
  #journalBytes = 0;
  #snapshotBytes = 0;
  read() {
    const snapshot = readSnapshot(this.snapshotFile);
    const after = typeof snapshot?.journalSeq === "number" ? snapshot.journalSeq : 0;
    const { entries, notices } = readJournal(this.journalFile);
    return { snapshot, entries: entries.filter((e) => e.seq > after), notices };
  }
  /** Appends one request's line; true when the journal has grown enough to be compacted. */
  append(entry) {
    if (this.#fd === void 0) {
      mkdirSync(this.dir, { recursive: true });
      this.#fd = openSync(this.journalFile, "a");
      this.#journalBytes = statSync(this.journalFile).size;
    }
    const line = Buffer.from(`${JSON.stringify(entry)}
`);
    writeSync(this.#fd, line);
    this.#journalBytes += line.length;
    return this.#journalBytes > Math.max(MIN_COMPACT_BYTES, COMPACT_RATIO * this.#snapshotBytes);
  }
  /** Writes the whole state as the snapshot (atomically), then empties the journal. */
  compact(data) {
    mkdirSync(this.dir, { recursive: true });
    const tmp = `${this.snapshotFile}.${process.pid}.tmp`;
    const text = `${JSON.stringify(data)}
`;
    writeFileSync(tmp, text);
    renameSync(tmp, this.snapshotFile);
    this.#snapshotBytes = Buffer.byteLength(text);
    if (this.#fd === void 0) this.#fd = openSync(this.journalFile, "a");
    ftruncateSync(this.#fd, 0);
    this.#journalBytes = 0;
  }
  close() {
    if (this.#fd !== void 0) closeSync(this.#fd);
    this.#fd = void 0;
  }
};
function readText(file) {
  try {
    return readFileSync2(file, "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return void 0;
    throw new EmulatorStateError(`cannot read ${file}: ${e.message}`);
  }
}
function jsonErrorAt(text, error, firstLine = 1) {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
  if (position === void 0) return `${firstLine}:1`;
  const before = text.slice(0, Number(position));
  const line = firstLine + (before.match(/\n/g)?.length ?? 0);
  return `${line}:${Number(position) - before.lastIndexOf("\n")}`;
}
function readSnapshot(file) {
  const text = readText(file);
  if (text === void 0) return void 0;
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new EmulatorStateError(`${file}:${jsonErrorAt(text, e)}: not valid JSON; move the file away to start afresh`);
  }
  const protoKey = prototypeKeyPath(data);
  if (protoKey !== void 0) throw new EmulatorStateError(prototypeKeyMessage(file, protoKey));
  const record = data;
  if (record?.version !== 1 || !Array.isArray(record.segments))
    throw new EmulatorStateError(`${file} is not an emulator state file (version 1)`);
  return record;
}
function readJournal(file) {
  const text = readText(file);
  if (text === void 0 || text.length === 0) return { entries: [], notices: [] };
  const lines = text.split("\n");
  const last = lines.length - 1;
  const entries = [];
  const notices = [];
  for (const [i, line] of lines.entries()) {
    if (line.length === 0) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch (e) {
      if (i === last) {
        notices.push(
          `${file}:${i + 1}: ignored a torn last line (${line.length} bytes): the request in flight when the emulator was stopped`
        );
        break;
      }
      throw new EmulatorStateError(`${file}:${jsonErrorAt(line, e, i + 1)}: not valid JSON; move the file away to start afresh`);
    }
    const protoKey = prototypeKeyPath(entry);
    if (protoKey !== void 0) throw new EmulatorStateError(prototypeKeyMessage(`${file}:${i + 1}`, protoKey));
    const candidate = entry;
    if (typeof candidate?.seq !== "number" || !Array.isArray(candidate.ops))
      throw new EmulatorStateError(`${file}:${i + 1}:1: not a journal entry ({"seq": n, "ops": [...]})`);
    entries.push(candidate);
  }
  return { entries, notices };
}

// src/emulator/state.ts
var DEFAULT_MERGE_POLICIES = [
  {
    id: "a1b2c3d4-0000-4000-8000-00000000ed9e",
    name: "Default timebased (edge)",
    imsOrgId: "",
    schema: { name: "_xdm.context.profile" },
    version: 1,
    identityGraph: { type: "pdg" },
    attributeMerge: { type: "timestampOrdered" },
    isActiveOnEdge: true,
    default: true,
    updateEpoch: 17e8
  },
  {
    id: "a1b2c3d4-0000-4000-8000-0000000ba7c4",
    name: "Dataset precedence (batch)",
    imsOrgId: "",
    schema: { name: "_xdm.context.profile" },
    version: 1,
    identityGraph: { type: "none" },
    attributeMerge: { type: "dataSetPrecedence", order: [] },
    isActiveOnEdge: false,
    default: false,
    updateEpoch: 17e8
  }
];
var MAX_TOKENS = 1e4;
var EmulatorState = class {
  data;
  /** What loading the state found worth saying (a torn last journal line that was ignored). */
  notices = [];
  #files;
  /** Paths changed by the request being handled; their values are journaled when it is saved. */
  #changed = [];
  #appends = [];
  /** Something changed that has no path (a route of another module): write a snapshot. */
  #whole = false;
  #seq = 0;
  #bytes = new StateBytes();
  constructor(options = {}) {
    const seedKey = prototypeKeyPath(options.seed);
    if (seedKey !== void 0) throw new EmulatorStateError(prototypeKeyMessage("the seed", seedKey));
    this.#files = options.dataDir ? new DataFiles(options.dataDir) : void 0;
    const stored = this.#files?.read();
    this.data = stored?.snapshot ? completeData(stored.snapshot) : this.#initial(options.seed);
    if (stored) {
      this.#seq = typeof stored.snapshot?.journalSeq === "number" ? stored.snapshot.journalSeq : 0;
      for (const entry of stored.entries) {
        for (const op of entry.ops) applyOp(this.data, op);
        this.#seq = entry.seq;
      }
      this.notices.push(...stored.notices);
      this.#whole = true;
    }
    this.#bytes.measureAll(this.data);
  }
  #initial(seed) {
    return {
      version: 1,
      segments: (seed?.segments ?? []).map((s) => this.#fromSeed(s)),
      mergePolicies: structuredClone(seed?.mergePolicies ?? DEFAULT_MERGE_POLICIES),
      tokens: [],
      buckets: {}
    };
  }
  /**
   * Fills what a hand-written seed may leave out: id, timestamps, sandbox (a name, default
   * `prod`), org ("" = every org), profileInstanceId and dataGovernancePolicy.
   */
  #fromSeed(seed) {
    const s = structuredClone(seed);
    const now = Date.now();
    const sandbox = s.sandbox;
    const creationTime = typeof s.creationTime === "number" ? s.creationTime : now;
    return {
      ...s,
      id: typeof s.id === "string" ? s.id : randomUUID8(),
      name: String(s.name ?? ""),
      imsOrgId: typeof s.imsOrgId === "string" ? s.imsOrgId : "",
      sandbox: typeof sandbox === "object" && sandbox !== null ? sandbox : this.sandbox(typeof sandbox === "string" ? sandbox : "prod"),
      profileInstanceId: s.profileInstanceId ?? "ups",
      dataGovernancePolicy: s.dataGovernancePolicy ?? { excludeOptOut: true },
      creationTime,
      updateTime: typeof s.updateTime === "number" ? s.updateTime : creationTime,
      updateEpoch: typeof s.updateEpoch === "number" ? s.updateEpoch : Math.floor(creationTime / 1e3)
    };
  }
  /** Where state is saved (the snapshot), or undefined when it lives in memory only. */
  get file() {
    return this.#files?.snapshotFile;
  }
  /**
   * Marks what changed; the server saves it once the request is handled. Give the paths that
   * changed (`["segments"]`, `["buckets", "profiles", "profiles", key]`): each is journaled with
   * its value at the end of the request, or deleted when it is gone. Without a path the whole
   * state is written (a snapshot): right for a rare change, slow for one on every request.
   */
  changed(...paths) {
    if (paths.length === 0) this.#whole = true;
    else this.#changed.push(...paths);
  }
  /** Appends to the list at `path` (ordered and trimmed as asked) and journals just the new items. */
  append(path, values, options = {}) {
    let list7 = valueAt(this.data, path);
    if (!Array.isArray(list7)) {
      applyOp(this.data, { set: path, value: [] });
      list7 = valueAt(this.data, path);
    }
    appendBounded(list7, values, options);
    this.#appends.push({ append: path, values, ...options });
  }
  /**
   * A named, persisted bucket for a route module's own data. `bytes`, for a bucket of many
   * entries, counts its size incrementally (state-bytes.ts); otherwise a change re-measures it.
   */
  bucket(name, init, bytes) {
    if (!Object.hasOwn(this.data.buckets, name)) {
      setOwn(this.data.buckets, name, init());
      this.changed(["buckets", name]);
    }
    const bucket2 = this.data.buckets[name];
    if (bytes && !this.#bytes.hasMeter(name)) this.#bytes.meter(name, () => bytes(bucket2));
    return bucket2;
  }
  /** Bytes of everything kept, as UTF-8 JSON, as of the last saved request (--max-store-bytes bounds it). */
  get bytes() {
    return this.#bytes.total;
  }
  /**
   * Persists what the request changed: one journal line (a single write, before the answer is
   * sent), or a snapshot when the whole state changed or the journal has grown past its ratio.
   */
  save() {
    const changed = this.#changed;
    const appends = this.#appends;
    const whole = this.#whole;
    this.#changed = [];
    this.#appends = [];
    this.#whole = false;
    const data = this.data;
    if (whole) this.#bytes.measureAll(data);
    else this.#bytes.measure(data, [...changed, ...appends.flatMap((op) => "append" in op ? [op.append] : [])]);
    if (!this.#files) return;
    if (whole) return this.compact();
    const ops = journalOps(this.data, changed, appends);
    if (ops.length === 0) return;
    if (this.#files.append({ seq: ++this.#seq, ops })) this.compact();
  }
  /** Folds everything into the snapshot and empties the journal. */
  compact() {
    this.#files?.compact({ ...this.data, journalSeq: this.#seq });
  }
  /** Releases the journal file (after a last save). */
  close() {
    this.save();
    this.#files?.close();
  }
  newId() {
    return randomUUID8();
  }
  /** Sandboxes exist on first use; `prod` is the default production sandbox. */
  sandbox(name) {
    const production = name === "prod";
    const hex = createHash2("sha256").update(`sandbox:${name}`).digest("hex");
    const sandboxId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    return { sandboxId, sandboxName: name, type: production ? "production" : "development", default: production };
  }
  // Tokens -------------------------------------------------------------------------------------
  issueToken(token, clientId, expiresAt) {
    const now = Date.now();
    this.data.tokens = this.data.tokens.filter((t) => t.expiresAt > Math.min(now, expiresAt) - 864e5);
    this.data.tokens.push({ hash: hashToken(token), clientId, expiresAt });
    if (this.data.tokens.length > MAX_TOKENS) this.data.tokens.splice(0, this.data.tokens.length - MAX_TOKENS);
    this.changed(["tokens"]);
  }
  findToken(token) {
    const hash = hashToken(token);
    return this.data.tokens.find((t) => t.hash === hash);
  }
  /** Makes every issued token invalid (tests use it to force a 401 and a renewal). */
  revokeTokens() {
    for (const t of this.data.tokens) t.revoked = true;
    this.changed(["tokens"]);
  }
};
function hashToken(token) {
  return createHash2("sha256").update(token).digest("hex");
}
function completeData(snapshot) {
  const { journalSeq: _seq, ...rest } = snapshot;
  const data = rest;
  data.mergePolicies ??= structuredClone(DEFAULT_MERGE_POLICIES);
  data.tokens ??= [];
  data.buckets ??= {};
  return data;
}
function journalOps(data, changed, appends) {
  const distinct = changed.filter((p, i) => changed.findIndex((q) => isWithin(p, q) && isWithin(q, p)) === i);
  const unique = distinct.filter((p) => !distinct.some((q) => q !== p && isWithin(p, q)));
  const ops = unique.map((path) => {
    const value = valueAt(data, path);
    return value === void 0 ? { delete: path } : { set: path, value };
  });
  for (const op of appends) if ("append" in op && !unique.some((p) => isWithin(op.append, p))) ops.push(op);
  return ops;
}

// src/emulator/server.ts
var MAX_BODY_BYTES = 1024 * 1024;
async function startEmulator(options = {}) {
  if (options.clientId === void 0 !== (options.clientSecret === void 0))
    throw new Error("give both a client id and a client secret, or neither");
  const state = new EmulatorState({ dataDir: options.dataDir, seed: options.seed });
  checkPqlText("a = 1");
  const faults = new FaultInjector(options.faults);
  const clock = options.clock ?? { now: () => Date.now() };
  const resolved = {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    strictAuth: options.clientId !== void 0,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 86399,
    judge: options.judge,
    ineligibleEdge: options.ineligibleEdge ?? "reject",
    localAudiences: options.localAudiences ?? [],
    maxProfiles: options.maxProfiles ?? DEFAULT_MAX_PROFILES,
    maxStoreBytes: options.maxStoreBytes ?? DEFAULT_MAX_STORE_BYTES
  };
  const allRoutes = [...routes, ...options.routes ?? []];
  const stats = { requests: 0, byStatus: {}, dropped: 0 };
  let baseUrl = "";
  const bound = { address: "", port: 0, localAddresses: () => localAddresses() };
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      options.log?.(`emulator: internal error: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) send(res, gatewayError(500, "500000", "emulator internal error"), "");
    });
  });
  async function handle(req, res) {
    const started = Date.now();
    const rawBody = await readBody(req);
    stats.requests++;
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://emulator");
    const requestId = headerValue(req, "x-request-id") ?? randomUUID9();
    const finish = (reply2) => {
      stats.byStatus[reply2.status] = (stats.byStatus[reply2.status] ?? 0) + 1;
      send(res, reply2, requestId);
      options.log?.(`${method} ${url.pathname}${url.search} ${reply2.status} ${Date.now() - started} ms`);
    };
    const drop = (when) => {
      stats.dropped++;
      options.log?.(`${method} ${url.pathname} dropped (${when})`);
      req.socket.destroy();
    };
    const host2 = headerValue(req, "host");
    const misdirected = checkHost(host2, bound) ?? checkOrigin(method, headerValue(req, "origin"), host2);
    if (misdirected) return finish(misdirected);
    if (rawBody === void 0)
      return finish(problem(413, "UPS-1413", "Payload too large", `bodies are limited to ${MAX_BODY_BYTES} bytes`));
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    let fault = faults.next(method, url.pathname);
    if (fault?.kind === "delay") {
      await delay(fault.ms);
      fault = void 0;
    }
    if (fault?.kind === "status") return finish(faultReply(fault));
    if (fault?.kind === "drop" && fault.after !== "apply") return drop("before applying");
    const match = matchRoute(allRoutes, method, url.pathname);
    if (!match) return finish(gatewayError(404, "404000", `no such resource: ${url.pathname}`));
    if (!match.route)
      return finish({
        ...gatewayError(405, "405000", `method ${method} not allowed; use ${match.allowed.join(", ")}`),
        headers: { Allow: match.allowed.join(", ") }
      });
    const { route: route2, params } = match;
    const policy = route2.headers ?? "aep";
    const gate = checkGateway(policy, req.headers, state, resolved, clock.now());
    if (gate.reply) return finish(gate.reply);
    const full = method === "GET" || method === "DELETE" || route2.keepsNothing ? void 0 : storeFull(state.bytes, rawBody, resolved.maxStoreBytes);
    if (full) return finish(route2.storeFull?.(full) ?? problem(507, "UPS-1507", "Store full", full));
    let body;
    if (policy !== "none") {
      const typeError = rawBody.length > 0 || method !== "DELETE" ? checkContentType(method, req.headers) : void 0;
      if (typeError) return finish(typeError);
      if (rawBody.length > 0) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          return finish(problem(400, "UPS-1400", "Bad request", "the body is not valid JSON"));
        }
      }
    } else body = parseLooseBody(rawBody, headerValue(req, "content-type") ?? "");
    const protoKey = isFormBody(req) ? void 0 : prototypeKeyPath(body);
    if (protoKey !== void 0) return finish(problem(400, "UPS-1400", "Bad request", prototypeKeyMessage("the body", protoKey)));
    const ctx = {
      method,
      path: url.pathname,
      params,
      query: url.searchParams,
      headers: req.headers,
      body,
      rawBody,
      caller: gate.caller,
      state,
      options: resolved,
      now: () => clock.now(),
      requestId,
      baseUrl
    };
    const reply = await route2.handle(ctx);
    state.save();
    if (fault?.kind === "drop") return drop("after applying");
    finish(reply);
  }
  server.on("clientError", (error, socket) => answerClientError(error, socket));
  server.keepAliveTimeout = 5e3;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  bound.address = address.address;
  bound.port = address.port;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  state.save();
  let closed;
  return {
    url: baseUrl,
    port: address.port,
    state,
    faults,
    stats,
    options: resolved,
    issueToken(clientId = resolved.clientId ?? "emulator") {
      return newToken(state, clientId, clock.now() + resolved.tokenTtlSeconds * 1e3);
    },
    close() {
      closed ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => state.close());
      return closed;
    }
  };
}
function storeFull(held, rawBody, bound) {
  const adding = Buffer.byteLength(rawBody);
  if (held + adding <= bound) return void 0;
  return `the emulator keeps at most ${bound} bytes (--max-store-bytes) and holds ${held}; this request of ${adding} bytes would go past it. Delete what is no longer needed, or restart it with a larger --max-store-bytes or a fresh --data directory`;
}
function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const reply = error.code === "HPE_HEADER_OVERFLOW" ? gatewayError(
    431,
    "431000",
    `Request header fields too large: the headers add up to more than ${Math.round(maxHeaderSize / 1024)} KB`
  ) : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? gatewayError(408, "408000", "Request timeout: the request did not arrive in time") : gatewayError(400, "400000", "Bad request: the request is not valid HTTP/1.1");
  const text = JSON.stringify(reply.body);
  const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[reply.status];
  socket.end(
    `HTTP/1.1 ${reply.status} ${reason}\r
Content-Type: application/json;charset=utf-8\r
Content-Length: ${Buffer.byteLength(text)}\r
Connection: close\r
\r
${text}`
  );
}
function faultReply(fault) {
  const headers = { ...fault.retryAfter ? { "Retry-After": fault.retryAfter } : {}, ...fault.headers };
  if (fault.body !== void 0) return { status: fault.status, body: fault.body, headers };
  const message = fault.status === 429 ? "Too many requests" : fault.status === 503 ? "Service unavailable" : `Injected failure ${fault.status}`;
  return { ...gatewayError(fault.status, `${fault.status}000`, `${message} (injected by the emulator)`), headers };
}
function send(res, reply, requestId) {
  const text = reply.body === void 0 ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...text ? { "Content-Type": typeof reply.body === "string" ? "text/plain; charset=utf-8" : "application/json;charset=utf-8" } : {},
    "Content-Length": Buffer.byteLength(text),
    "x-request-id": requestId,
    ...reply.headers
  });
  res.end(text);
}
async function readBody(req) {
  const chunks = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) tooLarge = true;
    else chunks.push(chunk);
  }
  return tooLarge ? void 0 : Buffer.concat(chunks).toString("utf8");
}
function parseLooseBody(text, contentType) {
  if (text.length === 0) return void 0;
  if (/x-www-form-urlencoded/i.test(contentType)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function isFormBody(req) {
  return /x-www-form-urlencoded/i.test(headerValue(req, "content-type") ?? "");
}
function headerValue(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
function localAddresses() {
  return Object.values(networkInterfaces()).flatMap((list7) => (list7 ?? []).map((i) => i.address));
}
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
export {
  EmulatorState,
  FaultInjector,
  gatewayError,
  judgeEdge,
  ok,
  problem,
  route,
  seededRandom,
  startEmulator
};
