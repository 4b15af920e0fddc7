import * as z from "zod";
import type { ApiResponse } from "./http.js";
/** `{id, etag}`: every Flow Service create and PATCH answers this. */
export declare const Created: z.ZodObject<{
    id: z.ZodString;
    etag: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export declare const ConnectionItem: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    etag: z.ZodString;
    state: z.ZodOptional<z.ZodString>;
    baseConnectionId: z.ZodOptional<z.ZodString>;
    connectionSpec: z.ZodOptional<z.ZodObject<{
        id: z.ZodString;
        version: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    auth: z.ZodOptional<z.ZodObject<{
        specName: z.ZodOptional<z.ZodString>;
        params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
export declare const FlowItem: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    state: z.ZodOptional<z.ZodString>;
    etag: z.ZodString;
    flowSpec: z.ZodOptional<z.ZodObject<{
        id: z.ZodString;
        version: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    sourceConnectionIds: z.ZodDefault<z.ZodArray<z.ZodString>>;
    targetConnectionIds: z.ZodDefault<z.ZodArray<z.ZodString>>;
    transformations: z.ZodOptional<z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$loose>>>;
    options: z.ZodOptional<z.ZodObject<{
        inletUrl: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    lastOperation: z.ZodOptional<z.ZodObject<{
        operation: z.ZodOptional<z.ZodString>;
        started: z.ZodOptional<z.ZodNumber>;
        updated: z.ZodOptional<z.ZodNumber>;
        status: z.ZodOptional<z.ZodObject<{
            value: z.ZodOptional<z.ZodString>;
            errors: z.ZodOptional<z.ZodArray<z.ZodUnknown>>;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
    createdAt: z.ZodOptional<z.ZodNumber>;
    updatedAt: z.ZodOptional<z.ZodNumber>;
}, z.core.$loose>;
/** `{items:[...]}`: a GET by id answers an array of one. */
export declare function itemsOf<T extends z.ZodType>(schema: T): z.ZodObject<{
    items: z.ZodArray<T>;
}, z.core.$loose>;
/** Parses a 2xx body or throws an `invalid-response` ApiError naming what was wrong. */
export declare function parseResponse<T extends z.ZodType>(schema: T, response: ApiResponse, method: string, path: string, expected: string): z.infer<T>;
