import * as z from "zod";
export { parseResponse } from "./segment-schemas.js";
export declare const PreviewJob: z.ZodObject<{
    previewId: z.ZodString;
    state: z.ZodOptional<z.ZodString>;
    previewQueryId: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** `state` is RUNNING until the job is RESULT_READY or FAILED (NEW right after creation). */
export declare const Estimate: z.ZodObject<{
    state: z.ZodString;
    estimatedSize: z.ZodDefault<z.ZodNumber>;
    profilesReadSoFar: z.ZodDefault<z.ZodNumber>;
    profilesMatchedSoFar: z.ZodDefault<z.ZodNumber>;
    totalRows: z.ZodDefault<z.ZodNumber>;
    numRowsToRead: z.ZodOptional<z.ZodNumber>;
    standardError: z.ZodDefault<z.ZodNumber>;
    confidenceInterval: z.ZodDefault<z.ZodString>;
    estimatedNamespaceDistribution: z.ZodDefault<z.ZodArray<z.ZodObject<{
        namespaceId: z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>, z.ZodTransform<string, string | number>>;
        profilesMatchedSoFar: z.ZodNumber;
    }, z.core.$loose>>>;
    error: z.ZodOptional<z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        traceback: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
}, z.core.$loose>;
export declare const PreviewPageBody: z.ZodObject<{
    results: z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    state: z.ZodOptional<z.ZodString>;
    links: z.ZodOptional<z.ZodObject<{
        next: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    page: z.ZodOptional<z.ZodObject<{
        offset: z.ZodOptional<z.ZodNumber>;
        size: z.ZodOptional<z.ZodNumber>;
        totalCount: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
}, z.core.$loose>;
