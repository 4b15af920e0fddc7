// data-hygiene.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/data-hygiene.yaml).
import * as z from "zod";
import { ORG_HEADERS, type Operation } from "./operation.js";

/** listQuotas's `quotaType`: the spec's enum and the Quota endpoint guide's fourth name. */
export const QUOTA_TYPE = z.enum([
  "datasetExpirationQuota",
  "dailyConsumerDeleteIdentitiesQuota",
  "monthlyConsumerDeleteIdentitiesQuota",
  "monthlyUpdatedFieldIdentitiesQuota",
]);

export const dataHygiene: Operation[] = [
  {
    spec: "data-hygiene.yaml",
    operationId: "listQuotas",
    method: "GET",
    path: "/data/core/hygiene/quota",
    headers: ORG_HEADERS,
    query: z.strictObject({ quotaType: QUOTA_TYPE.optional() }),
    // QuotaResponse: `quotas` of Quota {name, description, consumed, quota}.
    responses: {
      200: z.looseObject({
        quotas: z.array(z.looseObject({ name: z.string(), description: z.string(), consumed: z.number(), quota: z.number() })),
      }),
    },
  },
];
