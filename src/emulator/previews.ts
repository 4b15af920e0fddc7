// Previews and estimates ("Previews and estimates endpoints",
// https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/api/previews-and-estimates):
// `POST /data/core/ups/preview` starts a job for a PQL expression and answers 201 with its
// `previewId`; `GET /data/core/ups/preview/{previewId}` pages the qualifying profiles and
// `GET /data/core/ups/estimate/{previewId}` gives the figures. AEP samples a large store; the
// emulator reads its whole profile store (profiles from streaming inlets and interact), so its
// figures are exact and say so: `standardError` 0, `profilesReadSoFar` = `totalRows`, and the
// 95 % interval around `estimatedSize` has width 0. Choices where AEP's page is silent:
// - a job is evaluated once, when it is created, at the emulator's clock; the first GET of a job
//   (preview or estimate) answers `state: "RUNNING"` with nothing read yet, every later one
//   `RESULT_READY` (AEP's estimates take seconds: a client must poll, and the emulator makes it);
// - a profile whose evaluation goes over the edge budget makes the job `FAILED`, with the reason
//   in `error.description` (AEP reports a failed job the same way);
// - an expression that is not valid PQL is refused at once, 400 UPS-1410, as a definition is;
// - jobs live in memory, the newest MAX_JOBS of them, and are not kept across restarts;
// - `estimatedNamespaceDistribution` names a namespace by its code (ECID, Email) where AEP gives
//   its numeric id.
import { randomUUID } from "node:crypto";
import { parse } from "../syntax/index.js";
import { EDGE_BUDGET, evaluateStored } from "./edge.js";
import { checkPqlText, describeReason } from "./pql-check.js";
import { profileStore } from "./profiles.js";
import { ok, problem } from "./responses.js";
import { type Reply, type Route, type RouteContext, param, route } from "./router.js";
import type { EmulatorState } from "./state.js";
import { isObject } from "../text/is-object.js";

const PREVIEW = "/data/core/ups/preview";
const ESTIMATE = "/data/core/ups/estimate";
/** Jobs kept per emulator (the newest); an older previewId answers 404. */
export const MAX_JOBS = 1000;
/** Profiles a preview page holds by default and at most. */
export const PREVIEW_PAGE = 1000;
const GRAPH_TYPES = new Set(["none", "pdg"]);

/** What a job found: `total` profiles in the store, `read` of them evaluated. */
type Outcome =
  | { state: "RESULT_READY"; total: number; read: number; matched: string[]; namespaces: Map<string, number> }
  | { state: "FAILED"; total: number; read: number; description: string };

interface Job {
  id: string;
  orgId: string;
  sandbox: string | undefined;
  outcome: Outcome;
  /** GETs answered so far (preview and estimate together): the first sees RUNNING. */
  polls: number;
}

const jobsOf = new WeakMap<EmulatorState, Map<string, Job>>();
function jobs(ctx: RouteContext): Map<string, Job> {
  let map = jobsOf.get(ctx.state);
  if (!map) jobsOf.set(ctx.state, (map = new Map()));
  return map;
}

/** Every profile of the store through the evaluator, at `now`, as the edge evaluates one. */
function run(ctx: RouteContext, pql: string, now: number): Outcome {
  const { ast } = parse(pql);
  const profiles = Object.entries(profileStore(ctx).profiles);
  const total = profiles.length;
  if (!ast) return { state: "FAILED", total, read: 0, description: "the expression does not parse" };
  const matched: string[] = [];
  const namespaces = new Map<string, number>();
  for (const [index, [key, profile]] of profiles.entries()) {
    const result = evaluateStored(ast, profile, now);
    if (result.status === "budget-exceeded")
      return {
        state: "FAILED",
        total,
        read: index,
        description: `the evaluation of profile ${key} went over the emulator's budget (${EDGE_BUDGET.maxSteps} steps): the expression is too costly to estimate`,
      };
    // Data the evaluator cannot read has no answer either: the job says which profile, and where its data is too deep.
    if (result.status === "data-too-deep")
      return {
        state: "FAILED",
        total,
        read: index,
        description: `profile ${key} was not evaluated: ${result.data.message}`,
      };
    if (!result.qualifies) continue;
    matched.push(key);
    const ns = profile.identity.namespace;
    namespaces.set(ns, (namespaces.get(ns) ?? 0) + 1);
  }
  return { state: "RESULT_READY", total, read: total, matched, namespaces };
}

function invalidRequest(detail: string): Reply {
  return problem(400, "UPS-1441", "Invalid preview request", detail);
}

function create(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return invalidRequest('the body must be {"predicateExpression", "predicateType": "pql/text", "predicateModel"}');
  const { predicateExpression: pql, predicateType, predicateModel, graphType } = body;
  if (typeof pql !== "string" || pql.trim().length === 0) return invalidRequest("predicateExpression must be a non-empty string");
  if (predicateType !== "pql/text") return invalidRequest('predicateType must be "pql/text", the only type AEP accepts');
  if (typeof predicateModel !== "string" || predicateModel.length === 0)
    return invalidRequest("predicateModel must name the XDM class, e.g. _xdm.context.profile");
  if (graphType !== undefined && (typeof graphType !== "string" || !GRAPH_TYPES.has(graphType)))
    return invalidRequest('graphType must be "none" or "pdg"');
  const reasons = checkPqlText(pql).invalid;
  if (reasons.length > 0)
    return problem(
      400,
      "UPS-1410",
      "Invalid PQL expression",
      `predicateExpression is not valid PQL: ${reasons.map(describeReason).join("; ")}`,
      {
        reasons,
      },
    );
  const queryId = randomUUID();
  // AEP's previewId is opaque base64; this one is too, and carries nothing but the query id.
  const id = Buffer.from(`0:${queryId}:0`).toString("base64url");
  const all = jobs(ctx);
  all.set(id, { id, orgId: ctx.caller.orgId, sandbox: ctx.caller.sandbox, outcome: run(ctx, pql, ctx.now()), polls: 0 });
  for (const old of all.keys()) {
    if (all.size <= MAX_JOBS) break;
    all.delete(old);
  }
  return ok({ state: "NEW", previewQueryId: queryId, previewQueryStatus: "NEW", previewId: id, previewExecutionId: 0 }, 201);
}

/** The caller's job, counted as one more poll; or the 404. */
function poll(ctx: RouteContext): Job | Reply {
  const id = param(ctx, "previewId");
  const job = jobs(ctx).get(id);
  if (!job || job.orgId !== ctx.caller.orgId || job.sandbox !== ctx.caller.sandbox)
    return problem(
      404,
      "UPS-1440",
      "Preview not found",
      `no preview job ${id} in this sandbox (the emulator keeps the newest ${MAX_JOBS})`,
    );
  job.polls++;
  return job;
}

const isReply = (v: Job | Reply): v is Reply => "status" in v;

function estimate(ctx: RouteContext): Reply {
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
    estimatedNamespaceDistribution:
      running || outcome.state === "FAILED"
        ? []
        : [...outcome.namespaces]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([namespaceId, n]) => ({ namespaceId, profilesMatchedSoFar: n })),
    state: running ? "RUNNING" : outcome.state,
    profilesReadSoFar: read,
    // The whole store is read: no sampling error.
    standardError: 0,
    error: { description: !running && outcome.state === "FAILED" ? outcome.description : "", traceback: "" },
    profilesMatchedSoFar: matched,
    totalRows,
    confidenceInterval: "95%",
    _links: { preview: `${ctx.baseUrl}${PREVIEW}/${job.id}` },
  });
}

function wholeNumber(text: string | null, fallback: number): number | undefined {
  if (text === null) return fallback;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function preview(ctx: RouteContext): Reply {
  const offset = wholeNumber(ctx.query.get("offset"), 0);
  const limitAsked = wholeNumber(ctx.query.get("limit"), PREVIEW_PAGE);
  if (offset === undefined || limitAsked === undefined || limitAsked < 1)
    return invalidRequest(`offset must be a whole number, 0 or more, and limit one from 1 to ${PREVIEW_PAGE}`);
  const job = poll(ctx);
  if (isReply(job)) return job;
  const limit = Math.min(limitAsked, PREVIEW_PAGE);
  const running = job.polls === 1;
  const { outcome } = job;
  const matched = running || outcome.state === "FAILED" ? [] : outcome.matched;
  const page = matched.slice(offset, offset + limit);
  const link = (at: number) => `${PREVIEW}/${job.id}?offset=${at}&limit=${limit}`;
  return ok({
    results: page.map((key) => ({ [key]: { _href: `${ctx.baseUrl}/data/core/ups/models/profile/${encodeURIComponent(key)}` } })),
    state: running ? "RUNNING" : outcome.state,
    links: {
      _self: link(offset),
      next: offset + limit < matched.length ? link(offset + limit) : "",
      prev: offset > 0 ? link(Math.max(0, offset - limit)) : "",
    },
    page: { offset, size: page.length, totalCount: matched.length },
  });
}

/** deletePreview (segmentation.yaml): 200 with a MessageResponse `{status, message}`. */
function removePreview(ctx: RouteContext): Reply {
  const job = poll(ctx);
  if (isReply(job)) return job;
  jobs(ctx).delete(job.id);
  return ok({ status: true, message: `preview job ${job.id} deleted` });
}

export const previewRoutes: Route[] = [
  { ...route("POST", PREVIEW, create), keepsNothing: true },
  route("GET", `${PREVIEW}/:previewId`, preview),
  route("DELETE", `${PREVIEW}/:previewId`, removePreview),
  route("GET", `${ESTIMATE}/:previewId`, estimate),
];
