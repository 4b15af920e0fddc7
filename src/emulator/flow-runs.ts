// Dataflow runs, as Flow Service's `listFlowRuns` answers them (`GET /runs?property=flowId==ID`,
// flow-service.yaml; "Monitor sources dataflows using the Flow Service API",
// https://experienceleague.adobe.com/en/docs/experience-platform/sources/api-tutorials/monitor).
// A streaming dataflow has no scheduled runs; AEP reports its records in windows, and the
// emulator keeps one run per dataflow per hour (GMT) of its clock. Each counts what the inlet
// received for the dataflow (inputRecordCount), what it accepted (outputRecordCount) and what the
// record check refused (failedRecordCount, with the first errors). The status is the emulator's
// reading of those counts, where the docs give only examples: "inProgress" while the hour is
// open, then "success" (nothing failed), "failed" (nothing accepted) or "partialSuccess".
import { randomUUID } from "node:crypto";
import { streamStore, type Stored } from "./flow-store.js";
import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";

const HOUR = 3_600_000;
/** Errors kept per run (the first ones): enough to see what is wrong, bounded like every list. */
export const MAX_RUN_ERRORS = 20;
/** Runs kept in all (the newest). */
export const MAX_RUNS = 10_000;

export interface RunError {
  code: string;
  message: string;
}

export interface FlowRun {
  id: string;
  flowId: string;
  imsOrgId: string;
  sandboxName: string;
  windowStart: number;
  startedAt: number;
  updatedAt: number;
  input: number;
  output: number;
  failed: number;
  inputBytes: number;
  outputBytes: number;
  errors: RunError[];
}

function runs(ctx: Pick<RouteContext, "state">): FlowRun[] {
  const store = streamStore(ctx) as unknown as { runs?: FlowRun[] };
  store.runs ??= [];
  return store.runs;
}

/** Counts one record the inlet received for `flow`: accepted, or refused with `error`. */
export function countRecord(ctx: RouteContext, flow: Stored, bytes: number, error?: RunError): void {
  const now = ctx.now();
  const windowStart = Math.floor(now / HOUR) * HOUR;
  const all = runs(ctx);
  let run = all.find((r) => r.flowId === flow.id && r.windowStart === windowStart);
  if (!run) {
    run = {
      id: randomUUID(),
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
      errors: [],
    };
    all.push(run);
    if (all.length > MAX_RUNS) all.splice(0, all.length - MAX_RUNS);
  }
  run.updatedAt = now;
  run.input++;
  run.inputBytes += bytes;
  if (error) {
    run.failed++;
    if (run.errors.length < MAX_RUN_ERRORS) run.errors.push(error);
  } else {
    run.output++;
    run.outputBytes += bytes;
  }
  ctx.state.changed(["buckets", "stream"]);
}

/** The runs of the caller's sandbox, newest first. */
export function runsInScope(ctx: RouteContext): FlowRun[] {
  const sandbox = ctx.caller.sandbox ?? "prod";
  return runs(ctx)
    .filter((r) => r.imsOrgId === ctx.caller.orgId && r.sandboxName === sandbox)
    .sort((a, b) => b.windowStart - a.windowStart);
}

export function runStatus(run: FlowRun, now: number): string {
  if (now < run.windowStart + HOUR) return "inProgress";
  if (run.failed === 0) return "success";
  return run.output === 0 ? "failed" : "partialSuccess";
}

/** A run as `listFlowRuns` answers it (FlowRunItemDTO of flow-service.yaml, and the monitor tutorial). */
export function runView(ctx: RouteContext, run: FlowRun, flow: Stored | undefined): Json {
  const now = ctx.now();
  const closed = now >= run.windowStart + HOUR;
  return {
    id: run.id,
    createdAt: run.startedAt,
    updatedAt: run.updatedAt,
    createdBy: flow?.createdBy ?? "",
    createdClient: flow?.createdClient ?? "",
    sandboxId: ctx.state.sandbox(run.sandboxName).sandboxId,
    sandboxName: run.sandboxName,
    imsOrgId: run.imsOrgId,
    flowId: run.flowId,
    ...(flow?.flowSpec ? { flowSpec: flow.flowSpec } : {}),
    etag: `"${run.id.slice(0, 8)}-${run.input}"`,
    metrics: {
      durationSummary: { startedAtUTC: run.startedAt, ...(closed ? { completedAtUTC: run.windowStart + HOUR } : {}) },
      sizeSummary: { inputBytes: run.inputBytes, outputBytes: run.outputBytes },
      recordSummary: { inputRecordCount: run.input, outputRecordCount: run.output, failedRecordCount: run.failed },
      statusSummary: { status: runStatus(run, now), errors: run.errors },
    },
  };
}
