import * as z from "zod";
import { type AepClient } from "./http.js";
export declare const FlowRun: z.ZodObject<{
    id: z.ZodString;
    flowId: z.ZodOptional<z.ZodString>;
    createdAt: z.ZodOptional<z.ZodNumber>;
    updatedAt: z.ZodOptional<z.ZodNumber>;
    metrics: z.ZodOptional<z.ZodObject<{
        durationSummary: z.ZodOptional<z.ZodObject<{
            startedAtUTC: z.ZodOptional<z.ZodNumber>;
            completedAtUTC: z.ZodOptional<z.ZodNumber>;
        }, z.core.$loose>>;
        recordSummary: z.ZodOptional<z.ZodObject<{
            inputRecordCount: z.ZodOptional<z.ZodNumber>;
            outputRecordCount: z.ZodOptional<z.ZodNumber>;
            failedRecordCount: z.ZodOptional<z.ZodNumber>;
        }, z.core.$loose>>;
        statusSummary: z.ZodOptional<z.ZodObject<{
            status: z.ZodOptional<z.ZodString>;
            errors: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
                code: z.ZodOptional<z.ZodString>;
                message: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>>;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
export type FlowRun = z.infer<typeof FlowRun>;
/** The dataflow's runs as the service lists them, every page (`_links.next.href`, parsed as a URL). */
export declare function listFlowRuns(client: AepClient, flowId: string, options?: {
    maxPages?: number;
}): Promise<FlowRun[]>;
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
    errors: {
        code?: string;
        message?: string;
    }[];
}
export declare function runSummary(run: FlowRun, now: number): RunSummary;
