import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  quotaUsage
} from "./chunk-7MSDZQG5.js";
import {
  countSegmentDefinitionsByMethod
} from "./chunk-XLTW5S4D.js";
import {
  coerce_exports,
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import {
  ConfigResolver
} from "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  ApiError,
  SERVICE_PATHS,
  array,
  looseObject,
  string
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import {
  AEP_AUDIENCE_BUDGETS,
  BUDGET_NAMES,
  budgetLabel,
  used
} from "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/api/quota.ts
var KNOWN_QUOTA_NAMES = [
  "datasetExpirationQuota",
  "dailyConsumerDeleteIdentitiesQuota",
  "monthlyConsumerDeleteIdentitiesQuota",
  "monthlyUpdatedFieldIdentitiesQuota",
  "expirationDatasetQuota",
  "deleteIdentityWorkOrderDatasetQuota"
];
function isKnownQuotaName(name) {
  return KNOWN_QUOTA_NAMES.includes(name);
}
var QuotaSchema = looseObject({
  name: string().min(1),
  description: string().optional(),
  consumed: coerce_exports.number().nonnegative(),
  quota: coerce_exports.number().nonnegative()
});
var QuotaResponseSchema = looseObject({ quotas: array(QuotaSchema) });
var QUOTA_PATH = `${SERVICE_PATHS.hygiene}/quota`;
async function getQuotas(client, options = {}) {
  const response = await client.request({
    method: "GET",
    path: QUOTA_PATH,
    query: { quotaType: options.quotaType },
    sandbox: false,
    signal: options.signal
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
      requestId: response.requestId
    });
  }
  return parsed.data.quotas;
}

// src/report/quota-table.ts
var BAR_WIDTH = 10;
var HEADERS = ["QUOTA", "CONSUMED", "LIMIT", "", "%", "RESETS"];
function bar(percent, width = BAR_WIDTH) {
  const full = Math.min(width, Math.max(0, Math.round(percent / 100 * width)));
  return "\u2588".repeat(full) + "\u2591".repeat(width - full);
}
function formatPercent(percent) {
  if (percent > 0 && percent < 0.1) return "<0.1";
  return percent.toFixed(1);
}
function formatReset(usage, now) {
  if (usage.period === "concurrent") return "does not reset (pending at once)";
  if (!usage.resetsAt) return "not stated";
  const at = Date.parse(usage.resetsAt);
  return `${usage.resetsAt.slice(0, 16).replace("T", " ")} GMT (in ${duration(at - now)})`;
}
function duration(ms) {
  const minutes = Math.max(0, Math.ceil(ms / 6e4));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}
var number = (n) => n.toLocaleString("en-US");
function renderQuotaTable(usages, options) {
  const { color = false, failAbove } = options;
  const rows = usages.map((u) => [
    u.name,
    number(u.consumed),
    number(u.quota),
    bar(u.percentUsed),
    formatPercent(u.percentUsed),
    formatReset(u, options.now)
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const rightAligned = /* @__PURE__ */ new Set([1, 2, 4]);
  const cell = (text, i) => rightAligned.has(i) ? text.padStart(widths[i] ?? 0) : i === HEADERS.length - 1 ? text : text.padEnd(widths[i] ?? 0);
  const paint = (text, code) => color ? `\x1B[${code}m${text}\x1B[39m` : text;
  const lines = [
    HEADERS.map((h, i) => cell(h, i)).join("  ").trimEnd()
  ];
  if (color) lines[0] = `\x1B[1m${lines[0]}\x1B[22m`;
  rows.forEach((row, r) => {
    const used2 = usages[r].percentUsed;
    const level = failAbove !== void 0 && used2 > failAbove ? 31 : used2 >= 90 ? 31 : used2 >= 75 ? 33 : 32;
    lines.push(row.map((text, i) => i === 3 ? paint(cell(text, i), level) : cell(text, i)).join("  "));
  });
  return `${lines.join("\n")}
`;
}
function quotaSummary(usages, failAbove) {
  if (usages.length === 0) return "no quotas returned";
  const highest = usages.reduce((a, b) => b.percentUsed > a.percentUsed ? b : a);
  const count = plural(usages.length, "quota");
  let text = highest.percentUsed === 0 ? `${count}, none used yet` : `${count}; highest ${highest.name} at ${formatPercent(highest.percentUsed)} %`;
  if (failAbove !== void 0) {
    const above = usages.filter((u) => u.percentUsed > failAbove);
    text += above.length === 0 ? `; none above ${failAbove} %` : `; ${above.length} above ${failAbove} %: ${above.map((u) => u.name).join(", ")}`;
  }
  return text;
}
function renderBudgetTable(usages, options) {
  const { color = false, failAbove } = options;
  const head = [`AUDIENCES (sandbox ${options.sandbox})`, "USED", "LIMIT", "", "%"];
  const rows = usages.map((u) => [
    budgetLabel(u.budget),
    number(u.used),
    number(u.limit),
    bar(u.percentUsed),
    formatPercent(u.percentUsed)
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const cell = (text, i) => i === 1 || i === 2 || i === 4 ? text.padStart(widths[i]) : text.padEnd(widths[i]);
  const paint = (text, code) => color ? `\x1B[${code}m${text}\x1B[39m` : text;
  const first = head.map(cell).join("  ").trimEnd();
  const lines = [color ? `\x1B[1m${first}\x1B[22m` : first];
  rows.forEach((row, r) => {
    const used2 = usages[r].percentUsed;
    const level = failAbove !== void 0 && used2 > failAbove || used2 > 100 ? 31 : used2 >= 90 ? 31 : used2 >= 75 ? 33 : 32;
    lines.push(row.map((text, i) => i === 3 ? paint(cell(text, i), level) : cell(text, i)).join("  "));
  });
  return `${lines.join("\n")}
`;
}
function budgetSummary(usages, sandbox) {
  const part = (u) => `${number(u.used)} of ${number(u.limit)} ${u.budget === "audiences" ? "in all" : u.budget}`;
  const over = usages.filter((u) => u.used > u.limit);
  const overText = over.length === 0 ? "" : `; over budget: ${over.map((u) => budgetLabel(u.budget)).join(", ")}`;
  return `audiences in sandbox ${sandbox}: ${usages.map(part).join(", ")}${overText}`;
}

// src/cli/quota-run.ts
async function runQuota(options) {
  if (options.failAbove !== void 0 && !(options.failAbove >= 0 && options.failAbove <= 100))
    throw new UsageError("--fail-above must be a percentage from 0 to 100, e.g. 90");
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  if (options.type && !isKnownQuotaName(options.type))
    stderr.write(`pql-audience: note: "${options.type}" is not a quota name pql-audience knows; asking anyway
`);
  let usages;
  const now = options.now ?? Date.now();
  try {
    usages = (await getQuotas(session.client, { quotaType: options.type })).map((q) => quotaUsage(q, now));
  } catch (e) {
    reportApiError("could not read the quota", e, options.debug);
    if (e instanceof ApiError && e.status === 403)
      stderr.write(
        "Data Lifecycle quotas need Healthcare Shield or Privacy & Security Shield on the org, and a credential whose product profile includes it.\n"
      );
    return ExitCode.Usage;
  }
  const { sandbox } = session.credentials;
  let budgets;
  if (!options.type) {
    try {
      const counts = await countSegmentDefinitionsByMethod(session.client);
      const limits = budgetLimits(options.cwd ?? process.cwd());
      budgets = BUDGET_NAMES.map((budget) => {
        const n = used(counts, budget);
        return { budget, used: n, limit: limits[budget], percentUsed: n / limits[budget] * 100 };
      });
    } catch (e) {
      reportApiError("could not count the sandbox's audiences", e, options.debug);
      return ExitCode.Usage;
    }
  }
  const threshold = options.failAbove;
  const above = threshold === void 0 ? [] : [
    ...usages.filter((u) => u.percentUsed > threshold).map((u) => u.name),
    ...(budgets ?? []).filter((b) => b.percentUsed > threshold).map((b) => `budgets.${b.budget}`)
  ];
  if (options.format === "json") {
    const report = {
      checkedAt: new Date(now).toISOString(),
      quotas: usages,
      ...budgets ? { audiences: { sandbox, budgets } } : {},
      failAbove: threshold ?? null,
      above
    };
    stdout.write(`${JSON.stringify(report, null, 2)}
`);
  } else {
    const color = useColor(stdout);
    if (usages.length > 0) stdout.write(renderQuotaTable(usages, { now, color, failAbove: threshold }));
    if (budgets) stdout.write(`${usages.length > 0 ? "\n" : ""}${renderBudgetTable(budgets, { color, failAbove: threshold, sandbox })}`);
    stderr.write(`${quotaSummary(usages, threshold)} (org ${session.credentials.orgId})
`);
    if (budgets) stderr.write(`${budgetSummary(budgets, sandbox)}
`);
  }
  return above.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function budgetLimits(cwd) {
  return { ...AEP_AUDIENCE_BUDGETS, ...new ConfigResolver().nearestNow(cwd)?.config.budgets };
}
export {
  runQuota
};
