// The zod schema that checks the quota endpoint's answer (quota.ts). The type the library hands
// out is quota.ts's Quota, which test/package/types.test.ts holds to what QuotaSchema infers.
import * as z from "zod";

// Tolerant: extra fields are kept, numbers sent as strings are accepted.
export const QuotaSchema = z.looseObject({
  name: z.string().min(1),
  description: z.string().optional(),
  consumed: z.coerce.number().nonnegative(),
  quota: z.coerce.number().nonnegative(),
});

export const QuotaResponseSchema = z.looseObject({ quotas: z.array(QuotaSchema) });
