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
  readInstant: () => readInstant
});
module.exports = __toCommonJS(stdin_exports);
// src/text/instant.ts
var INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
var MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
function daysIn(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function readInstant(text) {
  const m = INSTANT.exec(text);
  if (!m) return { ok: false, kind: "format", why: "an ISO-8601 instant with Z or an offset (e.g. 2024-05-15T12:00:00Z)" };
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((x) => x === void 0 ? 0 : Number(x));
  if (month < 1 || month > 12) return { ok: false, kind: "date", why: `there is no month ${m[2]}` };
  if (day < 1 || day > daysIn(year, month)) return { ok: false, kind: "date", why: `${MONTHS[month - 1]} ${year} has no day ${m[3]}` };
  if (hour > 23 || minute > 59 || second > 59)
    return { ok: false, kind: "date", why: `there is no time ${m[4]}:${m[5]}${m[6] === void 0 ? "" : `:${m[6]}`}` };
  if (offsetHours > 23 || offsetMinutes > 59)
    return { ok: false, kind: "date", why: "its offset is not one (hours 00 to 23, minutes 00 to 59)" };
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? { ok: false, kind: "date", why: "it is outside the range of dates" } : { ok: true, ms };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  readInstant
});
})
