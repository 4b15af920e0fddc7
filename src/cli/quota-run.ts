// The work behind `quota`: read the org's Data Lifecycle quotas, show them as a table or JSON,
// and with --fail-above exit 1 when any is above the threshold (a CI gate).
import { ApiError } from "../api/errors.js";
import { getQuotas, isKnownQuotaName } from "../api/quota.js";
import { quotaUsage, type QuotaUsage } from "../api/quota-period.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode, UsageError } from "./exit.js";
import { useColor } from "./io.js";
import { quotaSummary, renderQuotaTable } from "../report/quota-table.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface QuotaOptions {
  type?: string;
  format: "table" | "json";
  failAbove?: number;
  debug: boolean;
  now?: number;
}

/** What `--format json` prints: the same facts as the table. */
export interface QuotaReport {
  checkedAt: string;
  quotas: QuotaUsage[];
  failAbove: number | null;
  /** Names of quotas above failAbove; empty without it. */
  above: string[];
}

export async function runQuota(options: QuotaOptions): Promise<number> {
  if (options.failAbove !== undefined && !(options.failAbove >= 0 && options.failAbove <= 100))
    throw new UsageError("--fail-above must be a percentage from 0 to 100, e.g. 90");
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  if (options.type && !isKnownQuotaName(options.type))
    stderr.write(`pql-audience: note: "${options.type}" is not a quota name pql-audience knows; asking anyway\n`);
  let usages: QuotaUsage[];
  const now = options.now ?? Date.now();
  try {
    usages = (await getQuotas(session.client, { quotaType: options.type })).map((q) => quotaUsage(q, now));
  } catch (e) {
    reportApiError("could not read the quota", e, options.debug);
    // Data Lifecycle is an add-on ("Quota endpoint" in docs/aep-docs.md): a 403 may mean the org is not entitled.
    if (e instanceof ApiError && e.status === 403)
      stderr.write(
        "Data Lifecycle quotas need Healthcare Shield or Privacy & Security Shield on the org, and a credential whose product profile includes it.\n",
      );
    return ExitCode.Usage;
  }
  const above = options.failAbove === undefined ? [] : usages.filter((u) => u.percentUsed > options.failAbove!).map((u) => u.name);
  if (options.format === "json") {
    const report: QuotaReport = { checkedAt: new Date(now).toISOString(), quotas: usages, failAbove: options.failAbove ?? null, above };
    stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    if (usages.length > 0) stdout.write(renderQuotaTable(usages, { now, color: useColor(stdout), failAbove: options.failAbove }));
    stderr.write(`${quotaSummary(usages, options.failAbove)} (org ${session.credentials.orgId})\n`);
  }
  return above.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
