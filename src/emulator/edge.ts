// The Edge Network's interact call and edge segmentation: `POST /ee/v2/interact?datastreamId=...`
// takes one event (`{"event": {"xdm": {...}, "data": {...}}}`, "Interactive data collection",
// https://experienceleague.adobe.com/docs/experience-platform/edge-network-server-api/data-collection/interactive-data-collection.html),
// stores it on the profile of its one primary identity, evaluates every edge audience of the
// sandbox against that profile at the event's time, and answers the audiences the profile is in
// now. What AEP does not document, the emulator decides (README "Edge evaluation"):
// - the audiences come back as one handle `{"type": "activation:pull", "payload": [{"id",
//   "namespace": {"code": "ups"}}]}`;
// - a refused event is a 400 `{type, status, title, detail}` whose type ends in EXEG-0104-400;
// - profile-only audiences are evaluated at most once per GMT day (the edge evaluates them
//   daily), a segment of segments lets a profile go only 24 hours after it qualified;
// - every change is kept: `GET /ee/emulator/history?segmentId=&from=&to=`.
import { randomUUID } from "node:crypto";
import { analyze } from "../analysis/index.js";
import type { EdgeType } from "../analysis/verdict.js";
import { deepestPast, evaluate, MAX_DATA_DEPTH, tooDeepMessage } from "../evaluate/index.js";
import { parse } from "../syntax/index.js";
import type { Expression } from "../syntax/ast.js";
import { expressionPql } from "./conversion.js";
import { wantsEdge } from "./edge-check.js";
import {
  addEvent,
  type Membership,
  type MembershipChange,
  primaryIdentity,
  profileChanged,
  profileOf,
  profilePath,
  profileStore,
  recordChange,
  type StoredProfile,
} from "./profiles.js";
import { ownValue, setOwn } from "./prototype-keys.js";
import { route, type Reply, type Route, type RouteContext } from "./router.js";
import type { StoredSegment } from "./state.js";
import { isObject } from "../text/is-object.js";

const DAY = 24 * 60 * 60 * 1000;
/** Each audience's evaluation on an interact call: one hostile definition cannot freeze the emulator (about a tenth of a second). */
export const EDGE_BUDGET = { maxSteps: 500_000, maxResultSize: 100_000 };

function edgeError(status: number, title: string, detail: string): Reply {
  return { status, body: { type: `https://ns.adobe.com/aep/errors/EXEG-0104-${status}`, status, title, detail } };
}

/**
 * One audience's evaluation for a stored profile at `at`, as the edge runs it (and the preview
 * jobs, which count as the edge would): membership is what the store says now (isIn, read live as
 * segments of segments run last), never a stale copy, so the profile's own segmentMembership is
 * left out; segment ids come from seeds and state files: own-property lookups only.
 */
export function evaluateStored(ast: Expression, profile: StoredProfile, at: number): ReturnType<typeof evaluate> {
  const isIn = (id: string) => (ownValue(profile.segments, id) as Membership | undefined)?.status === "realized";
  const data = { ...profile.attributes, segmentMembership: undefined };
  return evaluate(ast, { profile: data, events: profile.events, now: at, membership: isIn, budget: EDGE_BUDGET });
}

/** A definition ready to evaluate: its tree and edge type, worked out once per expression text. */
interface Compiled {
  ast: Expression;
  type: EdgeType | null;
}
const compiled = new Map<string, Compiled | null>();
function compile(pql: string): Compiled | null {
  if (!compiled.has(pql)) {
    const { ast } = parse(pql);
    compiled.set(pql, ast ? { ast, type: analyze(ast).verdict.type ?? null } : null);
  }
  return compiled.get(pql)!;
}

function edgeAudiences(ctx: RouteContext, sandbox: string): { segment: StoredSegment; code: Compiled }[] {
  const out: { segment: StoredSegment; code: Compiled }[] = [];
  for (const segment of ctx.state.data.segments) {
    if (segment.sandbox.sandboxName !== sandbox || !wantsEdge(segment)) continue;
    const value = expressionPql(segment.expression); // either format
    const code = value !== undefined ? compile(value) : null;
    if (code) out.push({ segment, code });
  }
  return out;
}

/**
 * Evaluates the sandbox's edge audiences for one profile at `at` and records what changed.
 * Segments of segments go last, so they read this event's results for the others.
 */
export function evaluateEdge(ctx: RouteContext, sandbox: string, key: string, profile: StoredProfile, at: number): string[] {
  const audiences = edgeAudiences(ctx, sandbox).sort(
    (a, b) => Number(a.code.type === "segment-of-segments") - Number(b.code.type === "segment-of-segments"),
  );
  // Segment ids come from seeds and state files: own-property lookups only.
  const membership = (id: string) => ownValue(profile.segments, id) as Membership | undefined;
  const day = Math.floor(at / DAY);
  ctx.state.changed([...profilePath(key), "segments"]);
  for (const { segment, code } of audiences) {
    const current = membership(segment.id);
    // The edge evaluates profile-only audiences once a day, not on every event.
    if (code.type === "profile-only" && current?.day === day) continue;
    const result = evaluateStored(code.ast, profile, at);
    // Over its budget, or on data nested too deeply (a profile streamed so; interact refuses such
    // an event), an audience has no answer: the profile's membership stays as it was.
    if (result.status !== "evaluated") continue;
    const qualifies = result.qualifies;
    const was = current?.status === "realized";
    // A segment of segments lets a profile go only on its 24-hour cycle.
    const held = was && !qualifies && code.type === "segment-of-segments" && at - current!.since < DAY;
    if (qualifies !== was && !held) {
      const status = qualifies ? "realized" : "exited";
      setOwn(profile.segments, segment.id, { status, since: at, ...(code.type === "profile-only" ? { day } : {}) });
      const change: MembershipChange = { segmentId: segment.id, profile: key, status, time: at };
      recordChange(ctx, change);
    } else if (code.type === "profile-only") setOwn(profile.segments, segment.id, { ...(current ?? { status: "exited", since: at }), day });
  }
  // Its memberships changed: measured again, so --max-store-bytes counts them.
  profileChanged(ctx, profile);
  return audiences.filter(({ segment }) => membership(segment.id)?.status === "realized").map(({ segment }) => segment.id);
}

function interact(ctx: RouteContext): Reply {
  // JSON only: a `text/plain` POST is a "simple" request a web page may send without asking.
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return edgeError(
      415,
      "Unsupported media type",
      `the body must be JSON (Content-Type: application/json); got ${type || "no Content-Type"}`,
    );
  const datastream = ctx.query.get("datastreamId") ?? ctx.query.get("dataStreamId");
  if (!datastream) return edgeError(400, "Missing datastream", "the query parameter datastreamId is required");
  const event = isObject(ctx.body) ? ctx.body.event : undefined;
  const xdm = isObject(event) ? event.xdm : undefined;
  if (!isObject(xdm)) return edgeError(400, "Invalid request", 'the body must be {"event": {"xdm": {...}}}');
  // An event the evaluator could not read is refused before it is stored: the data's problem, said where it is.
  const deep = deepestPast(xdm, MAX_DATA_DEPTH);
  if (deep) return edgeError(400, "Invalid event", `the event is not evaluated: ${tooDeepMessage("event.xdm", deep.path, deep.depth)}`);
  const identity = primaryIdentity(xdm);
  if (!identity.ok) return edgeError(400, "Invalid identity", identity.message);
  const at = typeof xdm.timestamp === "string" && !Number.isNaN(Date.parse(xdm.timestamp)) ? Date.parse(xdm.timestamp) : ctx.now();
  const found = profileOf(ctx, identity);
  if (!found.ok) return edgeError(507, "Profile store full", found.message);
  const { key, profile } = found;
  addEvent(ctx, key, { _id: randomUUID(), ...xdm, timestamp: new Date(at).toISOString() });
  const sandbox = String(ctx.headers["x-sandbox-name"] ?? "prod");
  const segments = evaluateEdge(ctx, sandbox, key, profile, at);
  const requestId = ctx.query.get("requestId") ?? randomUUID();
  return {
    status: 200,
    body: { requestId, handle: [{ type: "activation:pull", payload: segments.map((id) => ({ id, namespace: { code: "ups" } })) }] },
  };
}

const HISTORY_PAGE = 1000;
const HISTORY_MAX_PAGE = 10_000;

/**
 * The qualifications and exits kept (the newest MAX_HISTORY), oldest first; `segmentId`, `from`
 * and `to` (ISO or ms) narrow them; `limit` (default 1,000, at most 10,000) and `start` (an offset)
 * page them, with `_links.next.href` ("" on the last page) as the merge policy list does.
 */
function history(ctx: RouteContext): Reply {
  const store = profileStore(ctx);
  const bound = (name: string) => {
    const v = ctx.query.get(name);
    if (v === null) return undefined;
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
    (c) => (!segmentId || c.segmentId === segmentId) && (from === undefined || c.time >= from) && (to === undefined || c.time < to),
  );
  const qualified = segmentId
    ? Object.values(store.profiles).filter((p) => (ownValue(p.segments, segmentId) as Membership | undefined)?.status === "realized").length
    : undefined;
  const page = changes.slice(start, start + limit);
  const next = new URLSearchParams(ctx.query);
  next.set("start", String(start + limit));
  next.set("limit", String(limit));
  return {
    status: 200,
    body: {
      ...(segmentId ? { segmentId, qualified } : {}),
      changes: page.map((c) => ({ ...c, time: new Date(c.time).toISOString() })),
      page: { start, limit, count: page.length, totalCount: changes.length },
      _links: { next: { href: start + limit < changes.length ? `/ee/emulator/history?${next.toString()}` : "" } },
    },
  };
}

export const edgeRoutes: Route[] = [
  { ...route("POST", "/ee/v2/interact", interact, "none"), storeFull: (detail) => edgeError(507, "Store full", detail) },
  route("GET", "/ee/emulator/history", history, "none"),
];
