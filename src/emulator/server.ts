// A local AEP: a real node:http server that answers like IMS and the Platform gateway, for
// tests, demos and users' CI dry runs.
//
// Adding a service (e.g. src/emulator/quota.ts):
//
//   import { route, type Route } from "./router.js";
//   import { ok, gatewayError, problem } from "./responses.js";
//   export const quotaRoutes: Route[] = [
//     route("GET", "/data/core/hygiene/quota", (ctx) => {
//       const quota = ctx.state.bucket("quota", () => ({ consumed: 0 }));   // persisted with --data
//       // after a change: ctx.state.changed(["buckets", "quota"]);
//       return ok({ quotas: [...] });
//     }, "org"),                                                            // header policy, see below
//   ];
//
// then add `...quotaRoutes` to the `routes` list in ./routes.ts (one line).
//
// What a handler gets (RouteContext, router.ts): method, path, `params` from `:name` segments,
// `query` (URLSearchParams), `headers`, `body` (parsed JSON, or form fields), `caller`
// ({orgId, sandbox, clientId} from the checked headers), `state`, `options`, `now()` (the
// emulator clock; use it for every timestamp), `requestId`, `baseUrl`. It returns a Reply
// `{status, body?, headers?}`; helpers in responses.ts build AEP's error shapes.
//
// Before the handler runs, the server (in this order): adds latency; applies an injected fault
// (faults.ts); finds the route (404 or 405 otherwise); runs the gateway checks of the route's
// header policy — "aep" (token, x-api-key, org, sandbox), "org" (no sandbox) or "none"
// (gateway.ts); refuses a POST, PUT or PATCH with 507 when its body would take the state past
// --max-store-bytes (state-bytes.ts; a route marked `keepsNothing` passes); for JSON routes
// checks Content-Type on POST/PUT/PATCH and parses the body (400 on bad JSON). After it: saves state if a handler called `state.changed()`, and writes the
// reply with `x-request-id`. A handler that throws gets a 500 in gateway shape.
// With --data, saving appends one journal line per changing request before the reply is written
// (journal.ts), so an acknowledged change survives a kill -9.
//
// State (state.ts): `state.data.segments`, `state.data.mergePolicies`, and
// `state.bucket(name, init)` for a module's own data; call `state.changed(path)` after a mutation
// (`["buckets", "quota"]`), or `state.append(path, items)` for a list that grows per request.
import { randomUUID } from "node:crypto";
import { createServer, maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import type { Duplex } from "node:stream";
import { FaultInjector, type Fault } from "./faults.js";
import { checkContentType, checkGateway } from "./gateway.js";
import { newToken } from "./ims.js";
import { type BoundAddress, checkHost, checkOrigin } from "./loopback-guard.js";
import { prototypeKeyMessage, prototypeKeyPath } from "./prototype-keys.js";
import type { EmulatorOptions, ResolvedEmulatorOptions } from "./options.js";
import { DEFAULT_MAX_PROFILES } from "./profiles.js";
import { DEFAULT_MAX_STORE_BYTES } from "./state-bytes.js";
import { checkPqlText } from "./pql-check.js";
import { gatewayError, problem } from "./responses.js";
import { matchRoute, type Method, type Reply, type Route, type RouteContext } from "./router.js";
import { routes as builtInRoutes } from "./routes.js";
import { EmulatorState } from "./state.js";

export type { EmulatorOptions } from "./options.js";

const MAX_BODY_BYTES = 1024 * 1024;

export interface EmulatorStats {
  requests: number;
  byStatus: Record<number, number>;
  /** Connections destroyed on purpose. */
  dropped: number;
}

export interface Emulator {
  /** `http://127.0.0.1:PORT`: both AEP_BASE_URL and AEP_IMS_URL. */
  url: string;
  port: number;
  state: EmulatorState;
  faults: FaultInjector;
  stats: EmulatorStats;
  options: ResolvedEmulatorOptions;
  /**
   * A token the gateway accepts, as if IMS had issued it to `clientId` (default: the --client-id,
   * else "emulator"): for tests and scripts that want a ready AEP_ACCESS_TOKEN.
   */
  issueToken(clientId?: string): string;
  /** Stops listening, drops open connections and saves state. */
  close(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  if ((options.clientId === undefined) !== (options.clientSecret === undefined))
    throw new Error("give both a client id and a client secret, or neither");
  const state = new EmulatorState({ dataDir: options.dataDir, seed: options.seed });
  // The linter's first run builds its tables; pay that now, not in the first create's timeout.
  checkPqlText("a = 1");
  const faults = new FaultInjector(options.faults);
  const clock = options.clock ?? { now: () => Date.now() };
  const resolved: ResolvedEmulatorOptions = {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    strictAuth: options.clientId !== undefined,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 86_399,
    judge: options.judge,
    ineligibleEdge: options.ineligibleEdge ?? "reject",
    localAudiences: options.localAudiences ?? [],
    maxProfiles: options.maxProfiles ?? DEFAULT_MAX_PROFILES,
    maxStoreBytes: options.maxStoreBytes ?? DEFAULT_MAX_STORE_BYTES,
  };
  const allRoutes: Route[] = [...builtInRoutes, ...(options.routes ?? [])];
  const stats: EmulatorStats = { requests: 0, byStatus: {}, dropped: 0 };
  let baseUrl = "";
  const bound: BoundAddress = { address: "", port: 0, localAddresses: () => localAddresses() };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      options.log?.(`emulator: internal error: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) send(res, gatewayError(500, "500000", "emulator internal error"), "");
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const rawBody = await readBody(req);
    stats.requests++;
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://emulator");
    const requestId = headerValue(req, "x-request-id") ?? randomUUID();
    const finish = (reply: Reply) => {
      stats.byStatus[reply.status] = (stats.byStatus[reply.status] ?? 0) + 1;
      send(res, reply, requestId);
      options.log?.(`${method} ${url.pathname}${url.search} ${reply.status} ${Date.now() - started} ms`);
    };
    const drop = (when: string) => {
      stats.dropped++;
      options.log?.(`${method} ${url.pathname} dropped (${when})`);
      req.socket.destroy();
    };

    // Before anything else: a request through a name that is not this machine, or a
    // state-changing one from another origin, never reaches a route (loopback-guard.ts).
    const host = headerValue(req, "host");
    const misdirected = checkHost(host, bound) ?? checkOrigin(method, headerValue(req, "origin"), host);
    if (misdirected) return finish(misdirected);
    if (rawBody === undefined)
      return finish(problem(413, "UPS-1413", "Payload too large", `bodies are limited to ${MAX_BODY_BYTES} bytes`));
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    let fault: Fault | undefined = faults.next(method, url.pathname);
    if (fault?.kind === "delay") {
      await delay(fault.ms);
      fault = undefined;
    }
    if (fault?.kind === "status") return finish(faultReply(fault));
    if (fault?.kind === "drop" && fault.after !== "apply") return drop("before applying");

    const match = matchRoute(allRoutes, method, url.pathname);
    if (!match) return finish(gatewayError(404, "404000", `no such resource: ${url.pathname}`));
    if (!match.route)
      return finish({
        ...gatewayError(405, "405000", `method ${method} not allowed; use ${match.allowed.join(", ")}`),
        headers: { Allow: match.allowed.join(", ") },
      });
    const { route, params } = match;
    const policy = route.headers ?? "aep";
    const gate = checkGateway(policy, req.headers, state, resolved, clock.now());
    if (gate.reply) return finish(gate.reply);
    const full =
      method === "GET" || method === "DELETE" || route.keepsNothing ? undefined : storeFull(state.bytes, rawBody, resolved.maxStoreBytes);
    if (full) return finish(route.storeFull?.(full) ?? problem(507, "UPS-1507", "Store full", full));

    let body: unknown;
    if (policy !== "none") {
      const typeError = rawBody.length > 0 || method !== "DELETE" ? checkContentType(method, req.headers) : undefined;
      if (typeError) return finish(typeError);
      if (rawBody.length > 0) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          return finish(problem(400, "UPS-1400", "Bad request", "the body is not valid JSON"));
        }
      }
    } else body = parseLooseBody(rawBody, headerValue(req, "content-type") ?? "");
    // Form fields (IMS) go through Object.fromEntries, which only ever makes own properties.
    const protoKey = isFormBody(req) ? undefined : prototypeKeyPath(body);
    if (protoKey !== undefined) return finish(problem(400, "UPS-1400", "Bad request", prototypeKeyMessage("the body", protoKey)));

    const ctx: RouteContext = {
      method: method as Method,
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
      baseUrl,
    };
    const reply = await route.handle(ctx);
    state.save();
    if (fault?.kind === "drop") return drop("after applying");
    finish(reply);
  }

  // Requests Node rejects before any handler (headers too large, malformed HTTP) get a body in
  // the gateway's shape too, instead of Node's bare status line.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  bound.address = address.address;
  bound.port = address.port;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  state.save();

  let closed: Promise<void> | undefined;
  return {
    url: baseUrl,
    port: address.port,
    state,
    faults,
    stats,
    options: resolved,
    issueToken(clientId = resolved.clientId ?? "emulator") {
      return newToken(state, clientId, clock.now() + resolved.tokenTtlSeconds * 1000);
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => state.close());
      return closed;
    },
  };
}

/**
 * Why a change is refused when the state holds `held` bytes: its body (what it can add, give or
 * take the ids and times the emulator puts with it) would take the state past `bound`.
 */
function storeFull(held: number, rawBody: string, bound: number): string | undefined {
  const adding = Buffer.byteLength(rawBody);
  if (held + adding <= bound) return undefined;
  return `the emulator keeps at most ${bound} bytes (--max-store-bytes) and holds ${held}; this request of ${adding} bytes would go past it. Delete what is no longer needed, or restart it with a larger --max-store-bytes or a fresh --data directory`;
}

/** Node's defaults for a request it could not parse (http.Server "clientError"), with a JSON body. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const reply =
    error.code === "HPE_HEADER_OVERFLOW"
      ? gatewayError(
          431,
          "431000",
          `Request header fields too large: the headers add up to more than ${Math.round(maxHeaderSize / 1024)} KB`,
        )
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? gatewayError(408, "408000", "Request timeout: the request did not arrive in time")
        : gatewayError(400, "400000", "Bad request: the request is not valid HTTP/1.1");
  const text = JSON.stringify(reply.body);
  const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[reply.status as 400 | 408 | 431];
  socket.end(
    `HTTP/1.1 ${reply.status} ${reason}\r\nContent-Type: application/json;charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

function faultReply(fault: Extract<Fault, { kind: "status" }>): Reply {
  const headers = { ...(fault.retryAfter ? { "Retry-After": fault.retryAfter } : {}), ...fault.headers };
  if (fault.body !== undefined) return { status: fault.status, body: fault.body, headers };
  const message =
    fault.status === 429 ? "Too many requests" : fault.status === 503 ? "Service unavailable" : `Injected failure ${fault.status}`;
  return { ...gatewayError(fault.status, `${fault.status}000`, `${message} (injected by the emulator)`), headers };
}

function send(res: ServerResponse, reply: Reply, requestId: string): void {
  const text = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...(text ? { "Content-Type": typeof reply.body === "string" ? "text/plain; charset=utf-8" : "application/json;charset=utf-8" } : {}),
    "Content-Length": Buffer.byteLength(text),
    "x-request-id": requestId,
    ...reply.headers,
  });
  res.end(text);
}

/** The body as text, or undefined when it exceeds the limit. */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) tooLarge = true;
    else chunks.push(chunk as Buffer);
  }
  return tooLarge ? undefined : Buffer.concat(chunks).toString("utf8");
}

function parseLooseBody(text: string, contentType: string): unknown {
  if (text.length === 0) return undefined;
  if (/x-www-form-urlencoded/i.test(contentType)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFormBody(req: IncomingMessage): boolean {
  return /x-www-form-urlencoded/i.test(headerValue(req, "content-type") ?? "");
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** This machine's addresses, for an emulator bound to all interfaces. */
function localAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
