(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  runQuota: () => runQuota
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_UUPZZMNG = require("./cli-chunk-UUPZZMNG.cjs");
var import_cli_chunk_UH3SR4BV = require("./cli-chunk-UH3SR4BV.cjs");
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_JLYDUCGN = require("./cli-chunk-JLYDUCGN.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/api/quota-schema.ts
var QuotaSchema = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  name: (0, import_cli_chunk_5Y3BX2GH.string)().min(1),
  description: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  consumed: import_cli_chunk_HFB2OUYQ.coerce_exports.number().nonnegative(),
  quota: import_cli_chunk_HFB2OUYQ.coerce_exports.number().nonnegative()
});
var QuotaResponseSchema = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ quotas: (0, import_cli_chunk_5Y3BX2GH.array)(QuotaSchema) });
// src/api/quota.ts
var KNOWN_QUOTA_NAMES = [...import_cli_chunk_JLYDUCGN.QUOTA_TYPES, ...import_cli_chunk_JLYDUCGN.LEGACY_QUOTA_NAMES];
var QUOTA_PATH = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.hygiene}/quota`;
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
    throw new import_cli_chunk_5Y3BX2GH.ApiError({
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
    (0, import_cli_chunk_JJSKHFYR.visibleControls)(u.name),
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
  const count = (0, import_cli_chunk_FCDA32LZ.plural)(usages.length, "quota");
  let text = highest.percentUsed === 0 ? `${count}, none used yet` : `${count}; highest ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(highest.name)} at ${formatPercent(highest.percentUsed)} %`;
  if (failAbove !== void 0) {
    const above = usages.filter((u) => u.percentUsed > failAbove);
    text += above.length === 0 ? `; no quota above ${failAbove} %` : `; ${above.length} above ${failAbove} %: ${above.map((u) => (0, import_cli_chunk_JJSKHFYR.visibleControls)(u.name)).join(", ")}`;
  }
  return text;
}
function renderBudgetTable(usages, options) {
  const { color = false, failAbove } = options;
  const head = [`AUDIENCES (sandbox ${options.sandbox})`, "USED", "LIMIT", "", "%"];
  const rows = usages.map((u) => [
    (0, import_cli_chunk_ZAAJEBAH.budgetLabel)(u.budget),
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
function budgetSummary(usages, sandbox, failAbove) {
  const part = (u) => `${number(u.used)} of ${number(u.limit)} ${u.budget === "audiences" ? "in all" : u.budget}`;
  const over = usages.filter((u) => u.used > u.limit);
  const overText = over.length === 0 ? "" : `; over budget: ${over.map((u) => (0, import_cli_chunk_ZAAJEBAH.budgetLabel)(u.budget)).join(", ")}`;
  const above = failAbove === void 0 ? [] : usages.filter((u) => u.percentUsed > failAbove);
  const aboveText = above.length === 0 ? "" : `; above ${failAbove} %: ${above.map((u) => `${(0, import_cli_chunk_ZAAJEBAH.budgetLabel)(u.budget)} (${number(u.used)} of ${number(u.limit)})`).join(", ")}`;
  return `audiences in sandbox ${sandbox}: ${usages.map(part).join(", ")}${overText}${aboveText}`;
}
// src/cli/quota-run.ts
async function runQuota(options) {
  if (options.failAbove !== void 0 && !(options.failAbove >= 0 && options.failAbove <= 100))
    throw new import_cli_chunk_EFID7JQ4.UsageError("--fail-above must be a percentage from 0 to 100, e.g. 90");
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  let usages;
  const now = options.now ?? Date.now();
  try {
    usages = (await getQuotas(session.client, { quotaType: options.type })).map((q) => (0, import_cli_chunk_UUPZZMNG.quotaUsage)(q, now));
  } catch (e) {
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)("could not read the quota", e, options.debug);
    if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError && !(e instanceof import_cli_chunk_HFB2OUYQ.CredentialsRefusedError) && e.status === 403)
      import_cli_chunk_VFSYOTZ5.stderr.write(
        "Data Lifecycle quotas need Healthcare Shield or Privacy & Security Shield on the org, and a credential whose product profile includes it.\n"
      );
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const { sandbox } = session.credentials;
  let budgets;
  if (!options.type) {
    try {
      const counts = await (0, import_cli_chunk_UH3SR4BV.countSegmentDefinitionsByMethod)(session.client);
      const limits = budgetLimits(options.cwd ?? process.cwd());
      budgets = import_cli_chunk_ZAAJEBAH.BUDGET_NAMES.map((budget) => {
        const n = (0, import_cli_chunk_ZAAJEBAH.used)(counts, budget);
        return { budget, used: n, limit: limits[budget], percentUsed: n / limits[budget] * 100 };
      });
    } catch (e) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)("could not count the sandbox's audiences", e, options.debug);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
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
    import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify(report, null, 2)}
`);
  } else {
    const color = (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout);
    if (usages.length > 0) import_cli_chunk_VFSYOTZ5.stdout.write(renderQuotaTable(usages, { now, color, failAbove: threshold }));
    if (budgets) import_cli_chunk_VFSYOTZ5.stdout.write(`${usages.length > 0 ? "\n" : ""}${renderBudgetTable(budgets, { color, failAbove: threshold, sandbox })}`);
    import_cli_chunk_VFSYOTZ5.stderr.write(`${quotaSummary(usages, threshold)} (org ${session.credentials.orgId})
`);
    if (budgets) import_cli_chunk_VFSYOTZ5.stderr.write(`${budgetSummary(budgets, sandbox, threshold)}
`);
  }
  return above.length > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function budgetLimits(cwd) {
  return { ...import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS, ...new import_cli_chunk_LZPKKSC7.ConfigResolver().nearestNow(cwd)?.config.budgets };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runQuota
});
})
