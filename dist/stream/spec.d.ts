import * as z from "zod";
export declare const StreamSpecSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    source: z.ZodObject<{
        connectionSpec: z.ZodDefault<z.ZodUnion<readonly [z.ZodPipe<z.ZodString, z.ZodTransform<{
            id: string;
            version: string;
        }, string>>, z.ZodObject<{
            id: z.ZodString;
            version: z.ZodDefault<z.ZodString>;
        }, z.core.$strict>]>>;
        baseConnection: z.ZodOptional<z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            dataType: z.ZodDefault<z.ZodEnum<{
                raw: "raw";
                xdm: "xdm";
            }>>;
            authenticationRequired: z.ZodDefault<z.ZodBoolean>;
        }, z.core.$strict>>;
        format: z.ZodDefault<z.ZodString>;
    }, z.core.$strict>;
    flowSpec: z.ZodDefault<z.ZodUnion<readonly [z.ZodPipe<z.ZodString, z.ZodTransform<{
        id: string;
        version: string;
    }, string>>, z.ZodObject<{
        id: z.ZodString;
        version: z.ZodDefault<z.ZodString>;
    }, z.core.$strict>]>>;
    target: z.ZodObject<{
        schema: z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            title: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            class: z.ZodOptional<z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>, z.ZodURL>>;
            fields: z.ZodOptional<z.ZodArray<z.ZodObject<{
                path: z.ZodString;
                type: z.ZodEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    date: "date";
                    integer: "integer";
                    "date-time": "date-time";
                }>;
                title: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>>>;
        }, z.core.$strict>;
        dataset: z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>;
    }, z.core.$strict>;
    mappings: z.ZodArray<z.ZodObject<{
        source: z.ZodString;
        destination: z.ZodString;
        sourceType: z.ZodOptional<z.ZodEnum<{
            ATTRIBUTE: "ATTRIBUTE";
            EXPRESSION: "EXPRESSION";
        }>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type { StreamSpec } from "./spec-types.js";
export type StreamSpecInput = z.input<typeof StreamSpecSchema>;
/** Every key the format knows, for "did you mean" on a misspelt one. */
export declare const SPEC_KEYS: string[];
