// Data Lifecycle (hygiene) quota: `GET /data/core/hygiene/quota[?quotaType=]` ("Quota endpoint" in docs/aep-docs.md).
// Quota is org-level, so this call sends no x-sandbox-name. The set of quota names in answers
// differs between the spec, the docs and older orgs, so known names are typed and any other name
// in an answer is kept: a new quota must show up in the table, not break it. What is sent as
// `quotaType` is one of the four documented names (src/text/quota-names.ts).
import { QuotaResponseSchema } from "./quota-schema.js";
import { ApiError } from "./errors.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";
import { LEGACY_QUOTA_NAMES, QUOTA_TYPES, type QuotaType } from "../text/quota-names.js";

/** Names Adobe documents today, then the older names some orgs still return (read, never sent). */
export const KNOWN_QUOTA_NAMES = [...QUOTA_TYPES, ...LEGACY_QUOTA_NAMES] as const;

export type KnownQuotaName = (typeof KNOWN_QUOTA_NAMES)[number];
/** A known name, or any other string the service returns. */
export type QuotaName = KnownQuotaName | (string & {});

export function isKnownQuotaName(name: string): name is KnownQuotaName {
  return (KNOWN_QUOTA_NAMES as readonly string[]).includes(name);
}

/** One quota of the org; fields the service adds are kept (test/package/types.test.ts holds this to QuotaSchema). */
export interface Quota {
  name: QuotaName;
  description?: string;
  consumed: number;
  quota: number;
  [key: string]: unknown;
}

export interface GetQuotasOptions {
  /** One quota only: one of the four documented names (`quota --type` offers no other). */
  quotaType?: QuotaType;
  signal?: AbortSignal;
}

export const QUOTA_PATH = `${SERVICE_PATHS.hygiene}/quota`;

export async function getQuotas(client: AepClient, options: GetQuotasOptions = {}): Promise<Quota[]> {
  const response = await client.request({
    method: "GET",
    path: QUOTA_PATH,
    query: { quotaType: options.quotaType },
    sandbox: false,
    signal: options.signal,
  });
  const parsed = QuotaResponseSchema.safeParse(response.body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "GET",
      path: QUOTA_PATH,
      detail: `expected {quotas:[{name, consumed, quota}]}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
      requestId: response.requestId,
    });
  }
  return parsed.data.quotas;
}
