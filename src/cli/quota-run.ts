// The work behind `quota`: read the org's Data Lifecycle quotas and count the sandbox's audiences
// against its budgets (src/lint/budgets.ts: AEP's guardrails, or the nearest config's `budgets`),
// show them as tables or JSON, and with --fail-above exit 1 when any is above the threshold (a CI
// gate).
import { CredentialsRefusedError } from "../api/auth.js";
import { ApiError } from "../api/errors.js";
import { getQuotas } from "../api/quota.js";
import type { QuotaType } from "../text/quota-names.js";
import { quotaUsage, type QuotaUsage } from "../api/quota-period.js";
import { countSegmentDefinitionsByMethod } from "../api/segments.js";
import { AEP_AUDIENCE_BUDGETS, BUDGET_NAMES, used, type AudienceBudgets } from "../lint/budgets.js";
import { ConfigResolver } from "../node/config-loader.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode, UsageError } from "./exit.js";
import { useColor } from "./io.js";
import { budgetSummary, quotaSummary, renderBudgetTable, renderQuotaTable, type BudgetUsage } from "../report/quota-table.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface QuotaOptions {
  /** One of the documented names: `quota --type` takes no other (its yargs choices). */
  type?: QuotaType;
  format: "table" | "json";
  failAbove?: number;
  debug: boolean;
  now?: number;
  /** Where the nearest config (its `budgets`) is looked for; default the working directory. */
  cwd?: string;
}

/** What `--format json` prints: the same facts as the table. */
export interface QuotaReport {
  checkedAt: string;
  quotas: QuotaUsage[];
  /** The sandbox's audiences against its budgets; absent with --type (one lifecycle quota asked for). */
  audiences?: { sandbox: string; budgets: BudgetUsage[] };
  failAbove: number | null;
  /** Names of quotas above failAbove (`budgets.edge` for a budget); empty without it. */
  above: string[];
}

export async function runQuota(options: QuotaOptions): Promise<number> {
  if (options.failAbove !== undefined && !(options.failAbove >= 0 && options.failAbove <= 100))
    throw new UsageError("--fail-above must be a percentage from 0 to 100, e.g. 90");
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  let usages: QuotaUsage[];
  const now = options.now ?? Date.now();
  try {
    usages = (await getQuotas(session.client, { quotaType: options.type })).map((q) => quotaUsage(q, now));
  } catch (e) {
    reportApiError("could not read the quota", e, options.debug);
    // Data Lifecycle is an add-on ("Quota endpoint" in docs/aep-docs.md): a 403 may mean the org is not entitled.
    if (e instanceof ApiError && !(e instanceof CredentialsRefusedError) && e.status === 403)
      stderr.write(
        "Data Lifecycle quotas need Healthcare Shield or Privacy & Security Shield on the org, and a credential whose product profile includes it.\n",
      );
    return ExitCode.Usage;
  }
  const { sandbox } = session.credentials;
  let budgets: BudgetUsage[] | undefined;
  if (!options.type) {
    try {
      const counts = await countSegmentDefinitionsByMethod(session.client);
      const limits = budgetLimits(options.cwd ?? process.cwd());
      budgets = BUDGET_NAMES.map((budget) => {
        const n = used(counts, budget);
        return { budget, used: n, limit: limits[budget], percentUsed: (n / limits[budget]) * 100 };
      });
    } catch (e) {
      reportApiError("could not count the sandbox's audiences", e, options.debug);
      return ExitCode.Usage;
    }
  }
  const threshold = options.failAbove;
  const above =
    threshold === undefined
      ? []
      : [
          ...usages.filter((u) => u.percentUsed > threshold).map((u) => u.name),
          ...(budgets ?? []).filter((b) => b.percentUsed > threshold).map((b) => `budgets.${b.budget}`),
        ];
  if (options.format === "json") {
    const report: QuotaReport = {
      checkedAt: new Date(now).toISOString(),
      quotas: usages,
      ...(budgets ? { audiences: { sandbox, budgets } } : {}),
      failAbove: threshold ?? null,
      above,
    };
    stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const color = useColor(stdout);
    if (usages.length > 0) stdout.write(renderQuotaTable(usages, { now, color, failAbove: threshold }));
    if (budgets) stdout.write(`${usages.length > 0 ? "\n" : ""}${renderBudgetTable(budgets, { color, failAbove: threshold, sandbox })}`);
    stderr.write(`${quotaSummary(usages, threshold)} (org ${session.credentials.orgId})\n`);
    if (budgets) stderr.write(`${budgetSummary(budgets, sandbox, threshold)}\n`);
  }
  return above.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}

/** The nearest config's budgets (the one `lint` and `publish` would use for files here), else AEP's. */
function budgetLimits(cwd: string): AudienceBudgets {
  return { ...AEP_AUDIENCE_BUDGETS, ...new ConfigResolver().nearestNow(cwd)?.config.budgets };
}
