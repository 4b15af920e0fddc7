import * as z from "zod";
export declare const QuotaSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    consumed: z.ZodCoercedNumber<unknown>;
    quota: z.ZodCoercedNumber<unknown>;
}, z.core.$loose>;
export declare const QuotaResponseSchema: z.ZodObject<{
    quotas: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
        consumed: z.ZodCoercedNumber<unknown>;
        quota: z.ZodCoercedNumber<unknown>;
    }, z.core.$loose>>;
}, z.core.$loose>;
