// Dataflow runs: `GET /flowservice/runs?property=flowId==ID` (listFlowRuns in flow-service.yaml,
// https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/flow-service.yaml;
// "Monitor sources dataflows using the Flow Service API",
// https://experienceleague.adobe.com/en/docs/experience-platform/sources/api-tutorials/monitor).
// Each run carries its metrics: the record counts, the status and its errors, the duration.
// Checked with loose zod objects: fields we do not read are kept, never rejected.
import * as z from "zod";
import { parseResponse } from "./flow-schemas.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";

const RUNS = `${SERVICE_PATHS.flowService}/runs`;

const RunError = z.looseObject({ code: z.string().optional(), message: z.string().optional() });

export const FlowRun = z.looseObject({
  id: z.string(),
  flowId: z.string().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
  metrics: z
    .looseObject({
      durationSummary: z.looseObject({ startedAtUTC: z.number().optional(), completedAtUTC: z.number().optional() }).optional(),
      recordSummary: z
        .looseObject({
          inputRecordCount: z.number().optional(),
          outputRecordCount: z.number().optional(),
          failedRecordCount: z.number().optional(),
        })
        .optional(),
      statusSummary: z.looseObject({ status: z.string().optional(), errors: z.array(RunError).nullish() }).optional(),
    })
    .optional(),
});
export type FlowRun = z.infer<typeof FlowRun>;

const FlowRunPage = z.looseObject({
  items: z.array(FlowRun),
  _links: z.looseObject({ next: z.looseObject({ href: z.string().optional() }).optional() }).optional(),
});

/** The dataflow's runs as the service lists them, every page (`_links.next.href`, parsed as a URL). */
export async function listFlowRuns(client: AepClient, flowId: string, options: { maxPages?: number } = {}): Promise<FlowRun[]> {
  const out: FlowRun[] = [];
  let continuationToken: string | undefined;
  for (let page = 0; page < (options.maxPages ?? 100); page++) {
    const query: Record<string, string> = { property: `flowId==${flowId}` };
    if (continuationToken) query.continuationToken = continuationToken;
    const response = await client.request({ method: "GET", path: RUNS, query });
    const body = parseResponse(FlowRunPage, response, "GET", RUNS, "{items:[...]}");
    out.push(...body.items);
    const next = body._links?.next?.href;
    continuationToken = next ? (new URL(next, "http://x").searchParams.get("continuationToken") ?? undefined) : undefined;
    if (!continuationToken) break;
  }
  return out;
}

/** What a person reads of a run: counts, status, errors, duration (ms, while it runs up to `now`). */
export interface RunSummary {
  id: string;
  status: string;
  startedAt: number | undefined;
  completedAt: number | undefined;
  durationMs: number | undefined;
  input: number;
  output: number;
  failed: number;
  errors: { code?: string; message?: string }[];
}

export function runSummary(run: FlowRun, now: number): RunSummary {
  const started = run.metrics?.durationSummary?.startedAtUTC;
  const completed = run.metrics?.durationSummary?.completedAtUTC;
  const records = run.metrics?.recordSummary;
  return {
    id: run.id,
    status: run.metrics?.statusSummary?.status ?? "unknown",
    startedAt: started,
    completedAt: completed,
    durationMs: started === undefined ? undefined : (completed ?? now) - started,
    input: records?.inputRecordCount ?? 0,
    output: records?.outputRecordCount ?? 0,
    failed: records?.failedRecordCount ?? 0,
    errors: run.metrics?.statusSummary?.errors ?? [],
  };
}
