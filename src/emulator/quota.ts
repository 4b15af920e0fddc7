// Data Lifecycle quota (`GET /data/core/hygiene/quota[?quotaType=]`, "Quota endpoint" in docs/aep-docs.md), per org, with
// the entitlement limits the emulator is started with. What counts:
// - datasetExpirationQuota: dataset expirations pending right now (concurrent; never resets,
//   falls when an expiration is cancelled or its expiry passes);
// - daily/monthlyConsumerDeleteIdentitiesQuota: identities in accepted record-delete work orders,
//   back to 0 at 00:00 GMT / on the 1st at 00:00 GMT, read off the emulator's (injectable) clock;
// - monthlyUpdatedFieldIdentitiesQuota: identities in accepted field-update work orders.
// Only accepted work counts: a request rejected in validation or over quota changes nothing.
// Choices where the docs are silent: an unknown quotaType is a 400 naming the valid ones; the
// quota call takes no sandbox header (header policy "org").
import { QUOTA_TYPES, type QuotaType } from "../text/quota-names.js";
import { periodKey, quotaPeriod } from "../api/quota-period.js";
import { ownValue, setOwn } from "./prototype-keys.js";
import { gatewayError, ok } from "./responses.js";
import { route, type Route, type RouteContext } from "./router.js";
import type { EmulatorState } from "./state.js";

/** The documented `quotaType` values, the client's own list: a legacy name is refused here as there. */
export const QUOTA_NAMES = QUOTA_TYPES;
export type EmulatedQuota = QuotaType;

export const DEFAULT_QUOTA_LIMITS: Record<EmulatedQuota, number> = {
  datasetExpirationQuota: 50,
  dailyConsumerDeleteIdentitiesQuota: 600_000,
  monthlyConsumerDeleteIdentitiesQuota: 600_000,
  monthlyUpdatedFieldIdentitiesQuota: 600_000,
};

const DESCRIPTIONS: Record<EmulatedQuota, string> = {
  datasetExpirationQuota: "The number of dataset expirations that can be pending at once.",
  dailyConsumerDeleteIdentitiesQuota: "The number of identities that can be deleted by record-delete requests per day.",
  monthlyConsumerDeleteIdentitiesQuota: "The number of identities that can be deleted by record-delete requests per month.",
  monthlyUpdatedFieldIdentitiesQuota: "The number of identities whose fields can be updated per month.",
};

export interface DatasetExpiration {
  ttlId: string;
  datasetId: string;
  expiry: string;
  status: "pending" | "cancelled";
  displayName?: string;
  description?: string;
  createdAt: string;
  updatedAt?: string;
  /** Absent in state saved before expirations had one: the default sandbox. */
  sandboxName?: string;
}

/** An accepted work order; `identities` is what it counted against the quotas. */
export interface WorkOrder {
  workorderId: string;
  action: string;
  identities: number;
  createdAt: string;
  updatedAt?: string;
  sandboxName?: string;
  datasetId?: string;
  status?: string;
  createdBy?: string;
  displayName?: string;
  description?: string;
}

interface OrgQuota {
  /** Per-period counters; a counter whose period is not the current one reads as 0. */
  counters: Partial<Record<EmulatedQuota, { period: string; consumed: number }>>;
  expirations: DatasetExpiration[];
  workOrders: WorkOrder[];
}

interface QuotaBucket {
  limits: Record<EmulatedQuota, number>;
  orgs: Record<string, OrgQuota>;
}

function bucket(state: EmulatorState): QuotaBucket {
  return state.bucket<QuotaBucket>("quota", () => ({ limits: { ...DEFAULT_QUOTA_LIMITS }, orgs: {} }));
}

/** Sets the entitlement limits (the emulator's `--quota` option); unnamed quotas keep theirs. */
export function configureQuota(state: EmulatorState, limits: Partial<Record<EmulatedQuota, number>>): void {
  Object.assign(bucket(state).limits, limits);
  state.changed(["buckets", "quota"]);
  state.save();
}

/** `datasetExpirationQuota=100,dailyConsumerDeleteIdentitiesQuota=5000` -> limits; throws on a bad entry. */
export function parseQuotaLimits(text: string): Partial<Record<EmulatedQuota, number>> {
  const out: Partial<Record<EmulatedQuota, number>> = {};
  for (const part of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name = "", value] = part.split("=");
    if (!(QUOTA_NAMES as readonly string[]).includes(name))
      throw new Error(`--quota: unknown quota "${name}"; known: ${QUOTA_NAMES.join(", ")}`);
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--quota: ${name} needs a whole number, got "${value ?? ""}"`);
    out[name as EmulatedQuota] = n;
  }
  return out;
}

export function orgQuota(ctx: Pick<RouteContext, "state" | "caller">): OrgQuota {
  const b = bucket(ctx.state);
  // The org id is a request header: an own-property lookup, so `__proto__` is just another org.
  return (
    (ownValue(b.orgs, ctx.caller.orgId) as OrgQuota | undefined) ??
    setOwn(b.orgs, ctx.caller.orgId, { counters: {}, expirations: [], workOrders: [] })
  );
}

export function limitOf(ctx: Pick<RouteContext, "state">, name: EmulatedQuota): number {
  return bucket(ctx.state).limits[name];
}

/** Expirations still waiting to run: pending and not yet past their expiry. */
export function pendingExpirations(org: OrgQuota, now: number): DatasetExpiration[] {
  return org.expirations.filter((e) => e.status === "pending" && Date.parse(e.expiry) > now);
}

export function consumed(ctx: Pick<RouteContext, "state" | "caller" | "now">, name: EmulatedQuota): number {
  const org = orgQuota(ctx);
  const now = ctx.now();
  if (name === "datasetExpirationQuota") return pendingExpirations(org, now).length;
  const counter = org.counters[name];
  return counter && counter.period === periodKey(quotaPeriod(name), now) ? counter.consumed : 0;
}

/** Adds accepted work to a periodic counter, starting it afresh in a new period. */
export function count(ctx: Pick<RouteContext, "state" | "caller" | "now">, name: EmulatedQuota, amount: number): void {
  const org = orgQuota(ctx);
  const period = periodKey(quotaPeriod(name), ctx.now());
  const current = org.counters[name];
  org.counters[name] = { period, consumed: (current?.period === period ? current.consumed : 0) + amount };
  ctx.state.changed(["buckets", "quota"]);
}

function getQuota(ctx: RouteContext) {
  const type = ctx.query.get("quotaType");
  if (type !== null && !(QUOTA_NAMES as readonly string[]).includes(type))
    return gatewayError(400, "400001", `unknown quotaType "${type}"; valid values are ${QUOTA_NAMES.join(", ")}`);
  const names = type ? [type as EmulatedQuota] : QUOTA_NAMES;
  return ok({
    quotas: names.map((name) => ({ name, description: DESCRIPTIONS[name], consumed: consumed(ctx, name), quota: limitOf(ctx, name) })),
  });
}

export const quotaRoute: Route = route("GET", "/data/core/hygiene/quota", getQuota, "org");
