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
  periodKey: () => periodKey,
  quotaPeriod: () => quotaPeriod,
  quotaUsage: () => quotaUsage
});
module.exports = __toCommonJS(stdin_exports);
// src/api/quota-period.ts
var CONCURRENT = /* @__PURE__ */ new Set(["datasetExpirationQuota", "expirationDatasetQuota"]);
function quotaPeriod(name) {
  if (CONCURRENT.has(name)) return "concurrent";
  if (/^daily/i.test(name)) return "daily";
  if (/^monthly/i.test(name)) return "monthly";
  return "unknown";
}
function nextGmtMidnight(now) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
function nextGmtMonthStart(now) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
function nextReset(name, now) {
  switch (quotaPeriod(name)) {
    case "daily":
      return nextGmtMidnight(now);
    case "monthly":
      return nextGmtMonthStart(now);
    default:
      return void 0;
  }
}
function periodKey(period, now) {
  const iso = new Date(now).toISOString();
  if (period === "daily") return iso.slice(0, 10);
  if (period === "monthly") return iso.slice(0, 7);
  return "all";
}
function percentUsed(quota) {
  if (quota.quota <= 0) return quota.consumed > 0 ? 100 : 0;
  return quota.consumed / quota.quota * 100;
}
function quotaUsage(quota, now) {
  const reset = nextReset(quota.name, now);
  return {
    name: quota.name,
    ...quota.description ? { description: quota.description } : {},
    consumed: quota.consumed,
    quota: quota.quota,
    percentUsed: percentUsed(quota),
    period: quotaPeriod(quota.name),
    resetsAt: reset === void 0 ? null : new Date(reset).toISOString()
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  periodKey,
  quotaPeriod,
  quotaUsage
});
})
