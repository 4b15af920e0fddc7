import * as z from "zod";
export { parseResponse } from "./segment-schemas.js";
export declare const MergePolicy: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    imsOrgId: z.ZodOptional<z.ZodString>;
    schema: z.ZodOptional<z.ZodObject<{
        name: z.ZodString;
    }, z.core.$loose>>;
    version: z.ZodOptional<z.ZodNumber>;
    identityGraph: z.ZodOptional<z.ZodObject<{
        type: z.ZodString;
    }, z.core.$loose>>;
    attributeMerge: z.ZodOptional<z.ZodObject<{
        type: z.ZodString;
    }, z.core.$loose>>;
    isActiveOnEdge: z.ZodDefault<z.ZodOptional<z.ZodPreprocess<z.ZodBoolean, unknown>>>;
    default: z.ZodDefault<z.ZodOptional<z.ZodPreprocess<z.ZodBoolean, unknown>>>;
    updateEpoch: z.ZodOptional<z.ZodNumber>;
}, z.core.$loose>;
export declare const MergePolicyPage: z.ZodObject<{
    children: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        imsOrgId: z.ZodOptional<z.ZodString>;
        schema: z.ZodOptional<z.ZodObject<{
            name: z.ZodString;
        }, z.core.$loose>>;
        version: z.ZodOptional<z.ZodNumber>;
        identityGraph: z.ZodOptional<z.ZodObject<{
            type: z.ZodString;
        }, z.core.$loose>>;
        attributeMerge: z.ZodOptional<z.ZodObject<{
            type: z.ZodString;
        }, z.core.$loose>>;
        isActiveOnEdge: z.ZodDefault<z.ZodOptional<z.ZodPreprocess<z.ZodBoolean, unknown>>>;
        default: z.ZodDefault<z.ZodOptional<z.ZodPreprocess<z.ZodBoolean, unknown>>>;
        updateEpoch: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
    _page: z.ZodOptional<z.ZodObject<{
        totalCount: z.ZodOptional<z.ZodNumber>;
        pageSize: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
    _links: z.ZodOptional<z.ZodObject<{
        next: z.ZodOptional<z.ZodObject<{
            href: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
