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
  CLICKHOUSE_STRING_ESCAPES: () => CLICKHOUSE_STRING_ESCAPES,
  GROWTH_SLACK: () => GROWTH_SLACK,
  MAX_GROWTH: () => MAX_GROWTH,
  MAX_NESTING: () => MAX_NESTING,
  clickHouseStatement: () => clickHouseStatement,
  clickHouseStopReason: () => clickHouseStopReason,
  compileAudience: () => compileAudience,
  dependencyOrder: () => dependencyOrder,
  duckdb: () => duckdb,
  duckdbString: () => duckdbString,
  helperDefinitions: () => helperDefinitions,
  statementTitle: () => statementTitle,
  stopReason: () => stopReason,
  tooDeepAt: () => tooDeepAt
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
// src/sql/comment.ts
var SHORT = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
function inertText(text) {
  return text.replace(import_cli_chunk_S2QAFOMM.CONTROL_CHARACTERS, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function sqlComment(text) {
  return `-- ${inertText(text)}`;
}
function statementTitle(file, audience) {
  return sqlComment(audience === void 0 ? file : `${audience.name} (${file}:${audience.line}:${audience.column})`);
}
// src/sql/clickhouse-encoding.ts
var MAX_NESTING = 16;
var MAX_GROWTH = 32;
var GROWTH_SLACK = 4096;
var NestedTooDeeply = class extends Error {
  constructor(path) {
    super(`nested more than ${MAX_NESTING} levels deep at ${path}`);
    this.path = path;
  }
  path;
};
function tooDeepAt(value, limit = MAX_NESTING) {
  const walk = (v, depth, path) => {
    if (v === null || typeof v !== "object") return void 0;
    if (depth > limit) return path;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], depth + 1, `${path}[${i}]`);
        if (found) return found;
      }
      return void 0;
    }
    for (const [k, x] of Object.entries(v)) {
      const found = walk(x, depth + 1, `${path}${/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${quotedKey(k)}]`}`);
      if (found) return found;
    }
    return void 0;
  };
  return walk(value, 1, "$");
}
var quotedKey = (k) => JSON.stringify(k).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
function encodeJson(value) {
  const deep = tooDeepAt(value);
  if (deep !== void 0) throw new NestedTooDeeply(deep);
  return encode(value);
}
function encode(value) {
  if (value === null || value === void 0) return "Z";
  switch (typeof value) {
    case "string":
      return `S${value}`;
    case "boolean":
      return value ? "T" : "F";
    case "number":
      return `N${numberHex(value)}`;
    case "object": {
      if (Array.isArray(value)) return `A${arrayText(value.map(encode))}`;
      const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
      return `O${arrayText(entries.flatMap(([k, v]) => [`K${k}`, encode(v)]))}`;
    }
    default:
      throw new Error(`not a JSON value: ${typeof value}`);
  }
}
function numberHex(n) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n === 0 ? 0 : n, true);
  let hex = "";
  for (let i = 0; i < 8; i++) hex += view.getUint8(i).toString(16).padStart(2, "0");
  return hex.toUpperCase();
}
var CLICKHOUSE_STRING_ESCAPES = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "	": "\\t",
  "\b": "\\b",
  "\f": "\\f",
  "\r": "\\r",
  "\0": "\\0"
};
function arrayText(items2) {
  return `[${items2.map(chString).join(",")}]`;
}
function chString(s) {
  return `'${s.replace(/[\\'\n\t\b\f\r\0]/g, (c) => CLICKHOUSE_STRING_ESCAPES[c])}'`;
}
// src/sql/event-type.ts
var EVENT_TYPE = "e.event_type";
function eventConditions(d, condition, scope, compile) {
  if (scope.vars.has("eventType")) return [compile(condition)];
  const operands = conjuncts(condition);
  const typed = operands.map((o) => o.kind === "Logical" ? void 0 : eventTypes(o));
  if (typed.every((t) => t === void 0)) return [compile(condition)];
  const tests = typed.flatMap((values) => values === void 0 ? [] : [typedTest(d, values)]);
  const rest = operands.filter((_, i) => typed[i] === void 0);
  return [...tests, ...rest.map(compile)];
}
function conjuncts(node) {
  return node.kind === "Logical" && node.operator === "and" ? node.operands.flatMap(conjuncts) : [node];
}
function typedTest(d, values) {
  if (values.length === 0) return "FALSE";
  return values.length === 1 ? `${EVENT_TYPE} = ${d.string(values[0])}` : `${EVENT_TYPE} IN (${values.map((v) => d.string(v)).join(", ")})`;
}
function eventTypes(node) {
  if (node.kind === "Logical" && node.operator === "and") {
    for (const operand of node.operands) {
      const values = eventTypes(operand);
      if (values !== void 0) return values;
    }
    return void 0;
  }
  if (node.kind !== "Binary") return void 0;
  if (node.operator === "=") {
    if (isEventType(node.left) && node.right.kind === "String") return [node.right.value];
    if (isEventType(node.right) && node.left.kind === "String") return [node.left.value];
    return void 0;
  }
  if (node.operator === "in" && isEventType(node.left) && node.right.kind === "Array") {
    const strings = node.right.elements.filter((e) => e.kind === "String");
    return strings.length === node.right.elements.length ? [...new Set(strings.map((s) => s.value))] : void 0;
  }
  return void 0;
}
function isEventType(node) {
  return node.kind === "Path" && node.root.type === "name" && node.segments.length === 1 && node.segments[0].name === "eventType";
}
// src/sql/clickhouse-numbers.ts
var numberOf = (x) => `reinterpretAsFloat64(unhex(substring(${x}, 2)))`;
var encodeNumber = (n) => `concat('N', substring(concat(hex(reinterpretAsString(toFloat64(${n}) + 0)), '0000000000000000'), 1, 16))`;
var CH_NAN = "an arithmetic result that is NaN: JavaScript and SQL compare NaN differently";
var CH_REMAINDER = "`%` of numbers that are not whole (or beyond 2^53): ClickHouse's `%` truncates them to integers";
function arithmeticSql(op, x, y, stop2) {
  const numbers = `substring(${x}, 1, 1) = 'N' AND substring(${y}, 1, 1) = 'N'`;
  const [a, b] = [numberOf(x), numberOf(y)];
  const strings = op === "+" ? `substring(${x}, 1, 1) = 'S' AND substring(${y}, 1, 1) = 'S', concat('S', substring(${x}, 2), substring(${y}, 2)), ` : "";
  let result;
  let defined = numbers;
  if (op === "%") {
    const whole = (f) => `(${f} = floor(${f}) AND abs(${f}) <= 9007199254740992)`;
    const valid = `${numbers} AND ${b} <> 0 AND ${whole(a)} AND ${whole(b)}`;
    result = `toInt64(if(${valid}, ${a}, 0)) % toInt64(if(${valid}, ${b}, 1))`;
    defined = `${valid} AND NOT ${stop2(`${numbers} AND ${b} <> 0 AND NOT (${whole(a)} AND ${whole(b)})`, CH_REMAINDER)}`;
  } else {
    result = `${a} ${op} ${b}`;
    if (op === "/") defined = `${numbers} AND ${b} <> 0`;
    defined = `${defined} AND NOT ${stop2(`${defined} AND isNaN(${result})`, CH_NAN)}`;
  }
  return `multiIf(${strings}${defined}, ${encodeNumber(result)}, 'Z')`;
}
// src/sql/occurs.ts
function cmp(d, t, op, b) {
  const [yes, no] = d.truth ? [d.truth.true, d.truth.false] : ["TRUE", "FALSE"];
  if (typeof b === "number") {
    if (b === Number.NEGATIVE_INFINITY) return op === ">" || op === ">=" ? yes : no;
    if (b === Number.POSITIVE_INFINITY) return op === "<" || op === "<=" ? yes : no;
    return `${t} ${op} ${Math.trunc(b) === b ? String(b) : d.number(b)}`;
  }
  return `${t} ${op} ${b}`;
}
function plus(b, n) {
  return typeof b === "number" ? b + n : `(${b} + ${n})`;
}
function shifted(b, n, unit) {
  if (typeof b === "number") return (0, import_cli_chunk_MJ44L2U2.shift)(b, n, unit);
  const fixed = import_cli_chunk_MJ44L2U2.fixedMs[unit];
  return fixed === void 0 ? void 0 : `(${b} + ${n * fixed})`;
}
var and = (...parts) => `(${parts.join(" AND ")})`;
function occursIn(d, t, a) {
  return and(cmp(d, t, ">=", a.start), cmp(d, t, "<", a.end));
}
function occursDirection(d, t, direction, a) {
  if (direction === "before") return cmp(d, t, "<", a.start);
  if (direction === "after") return cmp(d, t, ">=", a.end);
  return cmp(d, t, ">=", a.start);
}
function occursBetween(d, t, a, b) {
  return and(cmp(d, t, ">=", a.start), cmp(d, t, "<", b.end));
}
function occursAmount(d, t, op, amount, unit, direction, a) {
  if (direction === "before") {
    const ref2 = a.start;
    const bound3 = shifted(ref2, -amount, unit);
    const further2 = shifted(ref2, -(amount + 1), unit);
    if (bound3 === void 0 || further2 === void 0) return void 0;
    const nth2 = and(cmp(d, t, ">", further2), cmp(d, t, "<=", bound3));
    switch (op) {
      case "<":
        return and(cmp(d, t, ">", bound3), cmp(d, t, "<=", ref2));
      case "<=":
        return and(cmp(d, t, ">=", bound3), cmp(d, t, "<=", ref2));
      case ">":
        return cmp(d, t, "<", bound3);
      case ">=":
        return cmp(d, t, "<=", bound3);
      case "=":
        return nth2;
      case "!=":
        return `(NOT ${nth2})`;
    }
  }
  const ref = plus(a.end, -1);
  const bound2 = shifted(ref, amount, unit);
  const further = shifted(ref, amount + 1, unit);
  if (bound2 === void 0 || further === void 0) return void 0;
  const nth = and(cmp(d, t, ">=", bound2), cmp(d, t, "<", further));
  switch (op) {
    case "<":
      return and(cmp(d, t, ">=", ref), cmp(d, t, "<", bound2));
    case "<=":
      return and(cmp(d, t, ">=", ref), cmp(d, t, "<=", bound2));
    case ">":
      return cmp(d, t, ">", bound2);
    case ">=":
      return cmp(d, t, ">=", bound2);
    case "=":
      return nth;
    case "!=":
      return `(NOT ${nth})`;
  }
}
// src/sql/stop.ts
var STOP_MARK = "pql-audience: the SQL stops here: ";
function stopReason(errorMessage) {
  const at = errorMessage.indexOf(STOP_MARK);
  if (at < 0) return void 0;
  return errorMessage.slice(at + STOP_MARK.length).split("\n")[0].trim();
}
// src/sql/values.ts
function scalarSource(d, v) {
  return v.path && v.path.keys.length > 1 && d.memberPath ? d.memberPath(v.path.doc, v.path.keys) : v.sql;
}
var bool = (sql) => ({ kind: "bool", sql });
var simple = /^[A-Za-z_][\w.]*$/;
var Names = class {
  n = 0;
  next(prefix = "v") {
    this.n++;
    return `${prefix}${this.n}`;
  }
};
var CHEAP = 800;
var readsRowDoc = (sql) => sql.includes("p.doc") || sql.includes("e.doc");
function bound(d, names, sql, body) {
  if (simple.test(sql) || sql.length <= CHEAP && !readsRowDoc(sql)) return body(sql);
  const x = names.next("b");
  const text = body(x);
  const uses = text.match(new RegExp(`\\b${x}\\b`, "g"))?.length ?? 0;
  if (uses <= 1 && !text.includes("->")) return text.replace(new RegExp(`\\b${x}\\b`), () => sql);
  return d.bind(sql, x, text);
}
function shared(d, names, v, body) {
  return bound(
    d,
    names,
    v.sql,
    (x) => body({ kind: v.kind, sql: x, ...v.path ? { path: v.path } : {}, ...v.column ? { column: v.column } : {} })
  );
}
function asJson(d, v) {
  switch (v.kind) {
    case "json":
      return v.sql;
    case "bool":
      return d.booleanToJson(v.sql);
    case "num":
      return d.numberToJson(v.sql);
    case "str":
      return d.stringToJson(v.sql);
    case "time":
      throw new Error("a timestamp has no JSON form");
  }
}
function truthy(d, names, v) {
  if (v.kind === "bool") return v.sql;
  if (v.kind !== "json") return "FALSE";
  if (d.helpers) return d.helpers.truthy(v.sql);
  return bound(
    d,
    names,
    v.sql,
    (x) => `coalesce(CASE WHEN ${d.jsonIs(x, "BOOLEAN")} THEN ${d.jsonBoolean(x)} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${d.jsonArrayLength(x)} > 0 ELSE FALSE END, FALSE)`
  );
}
function numberOf2(d, names, v) {
  if (v.kind === "num") return v.sql;
  if (v.kind !== "json") return "CAST(NULL AS DOUBLE)";
  if (d.helpers) return d.helpers.number(v.sql);
  return bound(d, names, v.sql, (x) => `(CASE WHEN ${d.jsonIs(x, "NUMBER")} THEN ${d.jsonNumber(x)} END)`);
}
function stringOf(d, names, v) {
  if (v.kind === "str") return v.sql;
  if (v.kind !== "json") return "CAST(NULL AS VARCHAR)";
  if (d.helpers) return d.helpers.string(v.sql);
  return bound(d, names, v.sql, (x) => `(CASE WHEN ${d.jsonIs(x, "VARCHAR")} THEN ${d.jsonString(x)} END)`);
}
function notNull(v) {
  return v.kind === "bool" ? "TRUE" : `(${v.sql} IS NOT NULL)`;
}
// src/sql/timestamps.ts
var ISO = "[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\\.[0-9]+)?)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?)?";
var UTC = "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]{3})?Z";
var UNREADABLE_TIMESTAMP = "a timestamp string with an offset, a space or a fraction other than 3 digits is read by JavaScript's Date.parse; SQL does not compile that reading";
function daysFromCivil(d, y, m, day) {
  const yy = `(${y} - CASE WHEN ${m} <= 2 THEN 1 ELSE 0 END)`;
  const era = d.floorDiv(yy, "400.0");
  const yoe = `(${yy} - ${era} * 400)`;
  const doy = `(${d.floorDiv(`153 * (${m} + CASE WHEN ${m} > 2 THEN -3 ELSE 9 END) + 2`, "5.0")} + ${day} - 1)`;
  const doe = `(${yoe} * 365 + ${d.floorDiv(yoe, "4.0")} - ${d.floorDiv(yoe, "100.0")} + ${doy})`;
  return `(${era} * 146097 + ${doe} - 719468)`;
}
function parseIsoSql(d, names, s) {
  return bound(d, names, s, (x) => {
    const part = (from, length) => d.integerOrNull(`substr(${x}, ${from}, ${length})`);
    const [year, month, day] = [part(1, 4), part(6, 2), part(9, 2)];
    const [hour, minute, second, milli] = [part(12, 2), part(15, 2), part(18, 2), part(21, 3)];
    const leap = `(${year} % 4 = 0 AND (${year} % 100 <> 0 OR ${year} % 400 = 0))`;
    const monthDays = `(CASE ${month} WHEN 2 THEN CASE WHEN ${leap} THEN 29 ELSE 28 END WHEN 4 THEN 30 WHEN 6 THEN 30 WHEN 9 THEN 30 WHEN 11 THEN 30 ELSE 31 END)`;
    const dayMs = `${daysFromCivil(d, year, month, day)} * 86400000`;
    return `(CASE
      WHEN ${x} IS NULL OR length(${x}) > 40 OR NOT ${d.regexFullMatch(x, ISO)} THEN NULL
      WHEN ${month} < 1 OR ${month} > 12 OR ${day} < 1 OR ${day} > ${monthDays} THEN NULL
      WHEN length(${x}) = 10 THEN ${dayMs}
      WHEN ${hour} > 23 OR ${minute} > 59 THEN NULL
      WHEN ${d.regexFullMatch(x, UTC)} AND ${second} <= 59 THEN ${dayMs} + ${hour} * 3600000 + ${minute} * 60000 + ${second} * 1000 + CASE WHEN length(${x}) = 24 THEN ${milli} ELSE 0 END
      ELSE CAST(${d.fail(UNREADABLE_TIMESTAMP)} AS BIGINT) END)`.replace(/\n\s+/g, " ");
  });
}
function datePartSql(d, names, ms, part) {
  return bound(d, names, ms, (t) => {
    const z = `(${d.floorDiv(t, "86400000.0")} + 719468)`;
    const era = d.floorDiv(z, "146097.0");
    const doe = `(${z} - ${era} * 146097)`;
    const yoe = d.floorDiv(
      `${doe} - ${d.floorDiv(doe, "1460.0")} + ${d.floorDiv(doe, "36524.0")} - ${d.floorDiv(doe, "146096.0")}`,
      "365.0"
    );
    const doy = `(${doe} - (365 * ${yoe} + ${d.floorDiv(yoe, "4.0")} - ${d.floorDiv(yoe, "100.0")}))`;
    const mp = d.floorDiv(`5 * ${doy} + 2`, "153.0");
    const day = `(${doy} - ${d.floorDiv(`153 * ${mp} + 2`, "5.0")} + 1)`;
    const month = `(CASE WHEN ${mp} < 10 THEN ${mp} + 3 ELSE ${mp} - 9 END)`;
    const year = `(${yoe} + ${era} * 400 + CASE WHEN ${mp} >= 10 THEN 1 ELSE 0 END)`;
    const value = part === "year" ? year : part === "month" ? month : day;
    return `CAST(${value} AS DOUBLE)`;
  });
}
// src/sql/unsupported.ts
var NotCompiled = class extends Error {
  constructor(unsupported) {
    super(unsupported.message);
    this.unsupported = unsupported;
  }
  unsupported;
};
function notCompiled(node, construct, why) {
  const message = `${construct} does not compile to SQL yet${why ? `: ${why}` : ""}; the evaluator answers it`;
  throw new NotCompiled({ construct, span: node.span, message });
}
function notCompiledToClickHouse(node, construct, why) {
  const message = `${construct} does not compile to ClickHouse SQL yet${why ? `: ${why}` : ""}`;
  throw new NotCompiled({ construct, span: node.span, message });
}
// src/sql/clickhouse-time.ts
var CH = {
  number: (n) => Number.isInteger(n) ? String(n) : `toFloat64(${chString(String(n))})`,
  truth: { true: "1", false: "0" }
};
function fixedAnchor(node, now) {
  switch (node.kind) {
    case "TimeWord":
      return (0, import_cli_chunk_MJ44L2U2.timeWordPeriod)(node.word, now);
    case "RelativePeriod":
      return (0, import_cli_chunk_MJ44L2U2.relativePeriod)(node, now);
    case "Date":
      return (0, import_cli_chunk_MJ44L2U2.datePeriod)(node.year, node.month, node.day);
    default:
      return notCompiledToClickHouse(node, "a time anchor read from the data", "ClickHouse compiles anchors fixed by now (words, periods, dates)");
  }
}
var fixedAnchors = (now) => (node, body) => body(fixedAnchor(node, now));
function dataAnchorSql(x, fresh, body) {
  const s = fresh("s");
  return `(${instantTest(x, s, fresh("t"), (ms) => body({ start: ms, end: `(${ms} + if(length(${s}) = 10, 86400000, 1))` }))})`;
}
function constraintSql(c, t, now, anchors = fixedAnchors(now)) {
  if (!Number.isFinite(now)) return "0";
  switch (c.kind) {
    case "PointConstraint":
      return anchors(c.anchor, (a) => a ? occursIn(CH, t, a) : "0");
    case "DirectionConstraint":
      return anchors(c.anchor, (a) => a ? occursDirection(CH, t, c.direction, a) : "0");
    case "AmountConstraint":
      return anchors(c.anchor, (a) => {
        if (!a) return "0";
        const sql = occursAmount(CH, t, c.comparator, c.amount, c.unit, c.direction, a);
        return sql ?? notCompiledToClickHouse(c, `\`${c.unit}\` counted from a time read from the data`, "calendar units need the calendar in SQL");
      });
    case "BetweenConstraint":
      return anchors(c.from, (a) => anchors(c.to, (b) => a && b ? occursBetween(CH, t, a, b) : "0"));
  }
}
var ISO2 = "^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\\.[0-9]+)?)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?)?$";
var UTC2 = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]{3})?Z$";
function daysFromCivil2(y, m, d) {
  const yy = `(${y} - if(${m} <= 2, 1, 0))`;
  const era = `if(${yy} < 0, -1, intDiv(${yy}, 400))`;
  const yoe = `(${yy} - ${era} * 400)`;
  const doy = `(intDiv(153 * (${m} + if(${m} > 2, -3, 9)) + 2, 5) + ${d} - 1)`;
  const doe = `(${yoe} * 365 + intDiv(${yoe}, 4) - intDiv(${yoe}, 100) + ${doy})`;
  return `(${era} * 146097 + ${doe} - 719468)`;
}
function instantTest(x, s, t, test) {
  return instantRead(x, s, (readable, ms) => `${readable} AND arrayMap(${t} -> ${test(t)}, [${ms}])[1]`);
}
function calendarPartSql(x, part, fresh) {
  const [s, t] = [fresh("s"), fresh("t")];
  const named = (value, body) => {
    const n = fresh("c");
    return `arrayMap(${n} -> ${body(n)}, [${value}])[1]`;
  };
  return instantRead(x, s, (readable, ms) => {
    const days = `if(${t} >= 0, intDiv(${t}, 86400000), -intDiv(-${t} + 86399999, 86400000)) + 719468`;
    const civil = named(
      days,
      (z) => named(
        `intDiv(if(${z} >= 0, ${z}, ${z} - 146096), 146097)`,
        (era) => named(
          `${z} - ${era} * 146097`,
          (doe) => named(
            `intDiv(${doe} - intDiv(${doe}, 1460) + intDiv(${doe}, 36524) - intDiv(${doe}, 146096), 365)`,
            (yoe) => named(
              `${doe} - (365 * ${yoe} + intDiv(${yoe}, 4) - intDiv(${yoe}, 100))`,
              (doy) => named(
                `intDiv(5 * ${doy} + 2, 153)`,
                (mp) => named(`if(${mp} < 10, ${mp} + 3, ${mp} - 9)`, (month) => {
                  const value = part === "year" ? `${yoe} + ${era} * 400 + if(${month} <= 2, 1, 0)` : part === "month" ? month : `${doy} - intDiv(153 * ${mp} + 2, 5) + 1`;
                  return encodeNumber(value);
                })
              )
            )
          )
        )
      )
    );
    return `if(${readable}, arrayMap(${t} -> ${civil}, [${ms}])[1], 'Z')`;
  });
}
function instantRead(x, s, body) {
  const part = (from, length) => `toInt64OrZero(substring(${s}, ${from}, ${length}))`;
  const [year, month, day] = [part(1, 4), part(6, 2), part(9, 2)];
  const [hour, minute, second, milli] = [part(12, 2), part(15, 2), part(18, 2), part(21, 3)];
  const leap = `(${year} % 4 = 0 AND (${year} % 100 <> 0 OR ${year} % 400 = 0))`;
  const monthDays = `multiIf(${month} = 2, if(${leap}, 29, 28), ${month} IN (4, 6, 9, 11), 30, 31)`;
  const readable = [
    `length(${s}) <= 40`,
    `match(${s}, ${chString(ISO2)})`,
    `${month} >= 1 AND ${month} <= 12 AND ${day} >= 1 AND ${day} <= ${monthDays}`,
    `(length(${s}) = 10 OR (${hour} <= 23 AND ${minute} <= 59))`
  ].join(" AND ");
  const exact = `(length(${s}) = 10 OR (match(${s}, ${chString(UTC2)}) AND ${second} <= 59))`;
  const stop2 = `toUInt8(if(${readable} AND NOT ${exact}, ${chString(`${STOP_MARK}${UNREADABLE_TIMESTAMP}`)}, '0'))`;
  const ms = `(${daysFromCivil2(year, month, day)} * 86400000 + ${hour} * 3600000 + ${minute} * 60000 + ${second} * 1000 + if(length(${s}) = 24, ${milli}, 0))`;
  const text = `if(substring(${x}, 1, 1) = 'S', substring(${x}, 2), '')`;
  return `arrayMap(${s} -> ${body(`${readable} AND NOT ${stop2}`, ms)}, [${text}])[1]`;
}
// src/sql/scope.ts
var PROFILE = "p.doc";
var EVENT = "e.doc";
function profileScope() {
  return { items: [PROFILE], vars: /* @__PURE__ */ new Map() };
}
function withVariable(scope, name, value) {
  const vars = new Map(scope.vars);
  vars.set(name, value);
  return { ...scope, vars };
}
function eventScope(scope) {
  const vars = /* @__PURE__ */ new Map();
  for (const k of scope.vars.keys()) vars.set(k, null);
  return { items: [EVENT, null], vars };
}
// src/sql/events.ts
function describe(node) {
  const at = `${node.span.start.line}:${node.span.start.column}`;
  let text;
  try {
    text = node.kind === "ChainStep" ? `${node.label.name}: ${(0, import_cli_chunk_UQL7A6YG.print)(node.what)}` : (0, import_cli_chunk_UQL7A6YG.print)(node);
  } catch {
    text = node.kind;
  }
  const line = text.replace(/\s+/g, " ");
  return sqlComment(`${at} ${line.length > 100 ? `${line.slice(0, 97)}...` : line}`);
}
var PART_NAME = /^(events|chain|chain_step|in_segment)_\d+$/i;
function plainTableName(table) {
  if (!/^[A-Za-z_][\w.]*$/.test(table)) return "not plain";
  return PART_NAME.test(table) ? "like a part" : "ok";
}
var EventParts = class {
  constructor(compiler) {
    this.compiler = compiler;
  }
  compiler;
  parts = [];
  /** Whether a part scans the events; the top-level fields of their docs read; whether a whole doc is. */
  scans = false;
  fields = /* @__PURE__ */ new Set();
  wholeDoc = false;
  /** A member of the event row's doc is read (compile.ts member()). */
  readField(name) {
    this.fields.add(name);
  }
  /** The event row's doc is read other than by one member: as a value, in a list (exactness needs all of it). */
  readWholeDoc() {
    this.wholeDoc = true;
  }
  reads() {
    if (!this.scans) return { kind: "none" };
    if (this.wholeDoc) return { kind: "whole" };
    return { kind: "fields", fields: [...this.fields].sort() };
  }
  /** An events part: its SELECT reads the events from the source the query is written over. */
  addScan(prefix, node, sql, joined = true) {
    this.scans = true;
    return this.add(prefix, node, sql, joined);
  }
  add(prefix, node, sql, joined = true) {
    const name = `${prefix}_${this.parts.length + 1}`;
    this.parts.push({ name, comment: describe(node), sql, joined });
    return name;
  }
  all() {
    return { kind: "events", conditions: [] };
  }
  filter(set, condition, scope) {
    const inner = eventScope(scope);
    return { kind: "events", conditions: [...set.conditions, ...this.exact(condition, inner)] };
  }
  /** The condition over the event row as conjuncts, its eventType tests on the typed column (event-type.ts). */
  exact(condition, inner) {
    return eventConditions(this.compiler.d, condition, inner, (node) => this.compiler.condition(node, inner));
  }
  /** How many events of the set each profile has (a DOUBLE, 0 for none). */
  count(node, set) {
    const where2 = set.conditions.length > 0 ? `
  WHERE ${set.conditions.join("\n    AND ")}` : "";
    const name = this.addScan("events", node, (events) => `SELECT e.pid, count(*) AS n
  FROM ${events} AS e${where2}
  GROUP BY e.pid`);
    return `CAST(coalesce(${name}.n, 0) AS DOUBLE)`;
  }
  /** The events of the set as the evaluator gets them: a JSON array of their docs in data order (`[]` for none). */
  list(node, set) {
    const where2 = set.conditions.length > 0 ? `
  WHERE ${set.conditions.join("\n    AND ")}` : "";
    this.readWholeDoc();
    const name = this.addScan(
      "events",
      node,
      (events) => `SELECT e.pid, to_json(list(e.doc ORDER BY e.seq)) AS docs
  FROM ${events} AS e${where2}
  GROUP BY e.pid`
    );
    return `coalesce(${name}.docs, CAST('[]' AS JSON))`;
  }
  exists(node, set) {
    return `(${this.count(node, set)} > 0)`;
  }
  /** Members of a local audience computed earlier in the run. */
  localAudience(node, table) {
    const plain = plainTableName(table);
    if (plain === "not plain") notCompiled(node, "a local audience table name that is not a plain identifier");
    if (plain === "like a part")
      notCompiled(node, "a local audience table named like the compiler's own parts (events_N, chain_N, chain_step_N, in_segment_N)");
    const name = this.add("in_segment", node, () => `SELECT DISTINCT pid FROM ${table}`);
    return `(${name}.pid IS NOT NULL)`;
  }
  chain(node, scope) {
    const events = node.events;
    if (events.kind !== "Path" || events.root.type !== "name" || events.segments.length !== 1 || events.segments[0].name !== "xEvent" || scope.items.length !== 1 || scope.vars.has("xEvent"))
      return notCompiled(events, "CHAIN over something other than the profile's xEvent");
    if (node.timestampField.name !== "timestamp")
      return notCompiled(node.timestampField, "CHAIN ordered by a field other than timestamp", "the events table holds timestamp alone");
    const inner = eventScope(scope);
    const stepCondition = (step) => {
      const parts = ["e.ts_ms IS NOT NULL"];
      if (step.when) parts.push(this.compiler.constraint(step.when, "e.ts_ms", inner));
      parts.push(...this.exact(step.what, inner));
      if (step.where) parts.push(...this.exact(step.where, inner));
      return parts.join("\n    AND ");
    };
    const needed = (step) => Math.max(1, step.count ?? 1);
    if (node.steps.length === 1) {
      const step = node.steps[0];
      const where2 = stepCondition(step);
      const name = this.addScan(
        "chain",
        step,
        (events2) => `SELECT e.pid
  FROM ${events2} AS e
  WHERE ${where2}
  GROUP BY e.pid
  HAVING count(*) >= ${needed(step)}`
      );
      return `(${name}.pid IS NOT NULL)`;
    }
    let previous = null;
    node.steps.forEach((step, k) => {
      const join = previous ? `
    JOIN ${previous} AS s ON s.pid = e.pid AND e.ts_ms > s.after` : "";
      const where2 = stepCondition(step);
      if (needed(step) === 1) {
        const sql2 = (events2) => `SELECT e.pid, min(e.ts_ms) AS after
  FROM ${events2} AS e${join.replace("\n    JOIN", "\n  JOIN")}
  WHERE ${where2}
  GROUP BY e.pid`;
        previous = this.addScan("chain_step", step, sql2, k === node.steps.length - 1);
        return;
      }
      const sql = (events2) => `SELECT pid, ts_ms AS after FROM (
    SELECT e.pid, e.ts_ms, row_number() OVER (PARTITION BY e.pid ORDER BY e.ts_ms, e.seq) AS rn
    FROM ${events2} AS e${join}
    WHERE ${where2.replaceAll("\n    AND", "\n      AND")}
  ) AS matched
  WHERE rn = ${needed(step)}`;
      previous = this.addScan("chain_step", step, sql, k === node.steps.length - 1);
    });
    return `(${previous}.pid IS NOT NULL)`;
  }
};
// src/sql/clickhouse-events.ts
var EVENT2 = "doc_enc";
function prewhere(types) {
  if (types === void 0 || types.length === 0) return "";
  const allowed = types.reduce((a, b) => a.filter((t) => b.includes(t)));
  if (allowed.length === 0) return "";
  return `
    PREWHERE event_type IN (${[...new Set(allowed)].map(chString).join(", ")})`;
}
var where = (conditions) => conditions.length > 0 ? `
    WHERE ${conditions.join("\n      AND ")}` : "";
function chNumber(n) {
  return Number.isInteger(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? String(n) : `toFloat64(${chString(String(n))})`;
}
function pidSet(node, negate, sub) {
  return `(p.pid ${negate ? "NOT IN" : "IN"} (
    ${describe(node)}
    ${sub}
  ))`;
}
function anyEventSql(node, set) {
  return pidSet(node, false, `SELECT pid
    FROM events${prewhere(set.types)}${where(set.conditions)}`);
}
function allEventsSql(node, condition) {
  return pidSet(node, true, `SELECT pid
    FROM events
    WHERE NOT (${condition})`);
}
function groupedSql(node, having, emptyHolds) {
  const sub = `SELECT pid
    FROM events
    GROUP BY pid
    HAVING ${emptyHolds ? `NOT (${having})` : having}`;
  return pidSet(node, emptyHolds, sub);
}
var holds = (a, op, b) => op === "=" ? a === b : op === "!=" ? a !== b : op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
function countSql(node, set, op, n) {
  const test = `toFloat64(count()) ${op} ${chNumber(n)}`;
  const atZero = holds(0, op, n);
  const sub = `SELECT pid
    FROM events${prewhere(set.types)}${where(set.conditions)}
    GROUP BY pid
    HAVING ${atZero ? `NOT (${test})` : test}`;
  return pidSet(node, atZero, sub);
}
var EARLIEST = "toInt64(-100000000000000000)";
var NEVER = "toInt64(100000000000000000)";
function chainSql(node, c) {
  if (node.timestampField.name !== "timestamp")
    return notCompiledToClickHouse(node.timestampField, "CHAIN ordered by a field other than timestamp", "the events table holds timestamp alone");
  const ts = "ifNull(ts_ms, 0)";
  const stepCondition = (step) => {
    const parts = [];
    if (step.when) parts.push(constraintSql(step.when, ts, c.now));
    parts.push(c.eventCondition(step.what));
    if (step.where) parts.push(c.eventCondition(step.where));
    return parts.join(" AND ");
  };
  const needed = (step) => Math.max(1, step.count ?? 1);
  const stepTypes = node.steps.map((step) => {
    const t = [step.what, ...step.where ? [step.where] : []].map(eventTypes).filter((x) => x !== void 0);
    return t.length === 0 ? void 0 : t.reduce((a, b) => a.filter((x) => b.includes(x)));
  });
  const chainTypes = stepTypes.every((t) => t !== void 0) ? [stepTypes.flat()] : void 0;
  if (node.steps.length === 1) {
    const step = node.steps[0];
    const sub2 = `SELECT pid
    FROM events${prewhere(chainTypes)}${where(["isNotNull(ts_ms)", stepCondition(step)])}
    GROUP BY pid
    HAVING count() >= ${needed(step)}`;
    return pidSet(node, false, sub2);
  }
  const steps = node.steps.map((step) => `(${stepCondition(step)})`);
  const list = c.fresh("chain");
  let after = EARLIEST;
  node.steps.forEach((step, k) => {
    const [x, m, a] = [c.fresh("x"), c.fresh("m"), c.fresh("a")];
    const n = needed(step);
    const matches = `arrayFilter(${x} -> tupleElement(${x}, ${k + 2}) AND tupleElement(${x}, 1) > ${a}, ${list})`;
    const found = `arrayMap(${m} -> if(length(${m}) >= ${n}, tupleElement(${m}[${n}], 1), ${NEVER}), [${matches}])[1]`;
    after = `arrayMap(${a} -> ${found}, [${after}])[1]`;
  });
  const sorted = `arraySort(groupArray((${ts}, ${steps.join(", ")})))`;
  const sub = `SELECT pid
    FROM events${prewhere(chainTypes)}${where(["isNotNull(ts_ms)", `(${steps.join(" OR ")})`])}
    GROUP BY pid
    HAVING arrayMap(${list} -> ${after} < ${NEVER}, [${sorted}])[1]`;
  return pidSet(node, false, sub);
}
// src/sql/clickhouse-text.ts
var CH_STRINGS_NOT_ORDERED = "ordering a string with characters beyond U+FFFF against one with characters U+E000 to U+FFFF: JavaScript and ClickHouse order them differently";
var CH_ASTRAL_EXTREME = "a min or max of strings with characters beyond U+FFFF: JavaScript orders UTF-16 code units, ClickHouse code points";
var kindOf = (x) => `substring(${x}, 1, 1)`;
var payload = (x) => `substring(${x}, 2)`;
var astral = (s) => `match(${s}, '[\\\\x{10000}-\\\\x{10FFFF}]')`;
var high = (s) => `match(${s}, '[\\\\x{E000}-\\\\x{FFFF}]')`;
function orderSql(op, x, y, stop2) {
  const strings = `${kindOf(x)} = 'S' AND ${kindOf(y)} = 'S'`;
  const [s, t] = [payload(x), payload(y)];
  const apart = `(${astral(s)} AND ${high(t)}) OR (${high(s)} AND ${astral(t)})`;
  return `multiIf(${kindOf(x)} = 'N' AND ${kindOf(y)} = 'N', ${numberOf(x)} ${op} ${numberOf(y)}, ${strings}, ${s} ${op} ${t} AND NOT ${stop2(`${strings} AND (${apart})`, CH_STRINGS_NOT_ORDERED)}, 0)`;
}
function chRegex(pattern) {
  const flag = pattern.startsWith("(?i)") ? "(?i)" : "";
  return `${flag}(?:${pattern.slice(flag.length)})`;
}
function matchesSql(s, regex) {
  return `match(${s}, ${chString(regex)})`;
}
function likeRegex(pattern) {
  let out = "";
  for (const c of pattern) {
    if (c === "%") out += ".*";
    else if (c === "_") out += ".";
    else if (/^[A-Za-z0-9]$/.test(c)) out += c;
    else out += `\\x{${c.codePointAt(0).toString(16)}}`;
  }
  return `(?s)(?:^${out}$)`;
}
// src/sql/regex.ts
var ESCAPES = /* @__PURE__ */ new Set([..."dDwWsSbB", ..."\\.-()[]{}*+?^$|/tn"]);
var QUANTIFIER = /^\{\d{1,4}(?:,\d{0,4})?\}/;
function regexForSql(pattern) {
  const start = pattern.startsWith("(?i)") ? 4 : 0;
  let i = start;
  let inClass = false;
  let depth = 0;
  let after = "other";
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "\\") {
      const next = pattern[i + 1] ?? "";
      if (!ESCAPES.has(next)) return { why: `the escape \\${next} is outside the core both engines read alike` };
      i += 2;
      after = "other";
      continue;
    }
    if (inClass) {
      if (c === "[" || c === "&" && pattern[i + 1] === "&") return { why: "nested classes and intersections read differently" };
      if (c === "]") inClass = false;
      i++;
      continue;
    }
    if (c === "[") {
      if (pattern[i + 1] === "]" || pattern.startsWith("[^]", i)) return { why: "a class that starts with ] reads differently" };
      inClass = true;
      i++;
      after = "other";
      continue;
    }
    if (c === "^" && i !== start && !"(|".includes(pattern[i - 1])) return { why: "^ inside a branch" };
    if (c === "$" && i !== pattern.length - 1 && !")|".includes(pattern[i + 1])) return { why: "$ inside a branch" };
    if (c === "(" && pattern[i + 1] === "?") return { why: "groups with flags, lookaround and named groups are outside the core" };
    if (c === "(") depth++;
    if (c === ")" && --depth < 0) return { why: "an unbalanced parenthesis" };
    if (c === "*" || c === "+" || c === "?" || c === "{") {
      if (i === start || "(|^$".includes(pattern[i - 1])) return { why: "a repeat of nothing" };
      if (after === "lazy" || after === "repeat" && c !== "?") return { why: "a repeat of a repeat" };
      if (after === "repeat") {
        after = "lazy";
        i++;
        continue;
      }
      after = "repeat";
      if (c === "{") {
        const m = QUANTIFIER.exec(pattern.slice(i));
        if (!m) return { why: "a brace that is not a counted repeat reads differently" };
        i += m[0].length;
        continue;
      }
      i++;
      continue;
    }
    after = "other";
    i++;
  }
  if (inClass || depth !== 0) return { why: "an unclosed class or group" };
  return pattern;
}
// src/sql/compare.ts
var ARRAYS_NOT_COMPARED = "comparing arrays or objects that hold arrays or objects does not compile to SQL yet";
var STRINGS_NOT_ORDERED = "ordering a string with characters beyond U+FFFF against one with characters U+E000 to U+FFFF: JavaScript and SQL order them differently";
var kindName = { num: "NUMBER", str: "VARCHAR", bool: "BOOLEAN" };
function instantOf(d, names, v) {
  if (v.kind === "time") return v.sql;
  if (v.kind === "str" || v.kind === "json") return parseIsoSql(d, names, stringOf(d, names, v));
  return "CAST(NULL AS BIGINT)";
}
function scalarOf(d, json2, kind) {
  return kind === "NUMBER" ? d.jsonNumber(json2) : kind === "VARCHAR" ? d.jsonString(json2) : d.jsonBoolean(json2);
}
function equalSql(d, names, a, b) {
  if (a.kind === "time" || b.kind === "time") return `coalesce(${instantOf(d, names, a)} = ${instantOf(d, names, b)}, FALSE)`;
  if (a.kind !== "json" && b.kind !== "json") return a.kind === b.kind ? `coalesce(${a.sql} = ${b.sql}, FALSE)` : "FALSE";
  if (a.kind !== "json") return equalSql(d, names, b, a);
  if (b.kind !== "json") {
    const k = kindName[b.kind];
    if (d.helpers) {
      const read = k === "NUMBER" ? d.helpers.number : k === "VARCHAR" ? d.helpers.string : d.helpers.boolean;
      const column = a.column?.(b.kind);
      return `coalesce(${column ?? read(scalarSource(d, a))} = ${b.sql}, FALSE)`;
    }
    return bound(
      d,
      names,
      a.sql,
      (x) => `coalesce(CASE WHEN ${d.jsonIs(x, k)} THEN ${scalarOf(d, x, k)} = ${b.sql} ELSE FALSE END, FALSE)`
    );
  }
  return bound(d, names, a.sql, (x) => bound(d, names, b.sql, (y) => jsonEqual(d, names, x, y, 2)));
}
function jsonEqual(d, names, x, y, depth) {
  const scalars = `WHEN ${d.jsonIs(x, "NUMBER")} THEN ${d.jsonNumber(x)} = ${d.jsonNumber(y)} WHEN ${d.jsonIs(x, "VARCHAR")} THEN ${d.jsonString(x)} = ${d.jsonString(y)} WHEN ${d.jsonIs(x, "BOOLEAN")} THEN ${d.jsonBoolean(x)} = ${d.jsonBoolean(y)} `;
  let arrays = "";
  if (depth > 0) {
    const i = names.next("i");
    const [ex, ey] = [`${d.jsonArrayToList(x)}[${i}]`, `${d.jsonArrayToList(y)}[${i}]`];
    const pair = `(CASE WHEN ${ex} IS NULL OR ${ey} IS NULL THEN ${ex} IS NULL AND ${ey} IS NULL ELSE ${jsonEqual(d, names, ex, ey, depth - 1)} END)`;
    arrays = `WHEN ${d.jsonIs(x, "ARRAY")} THEN CASE WHEN ${d.jsonArrayLength(x)} <> ${d.jsonArrayLength(y)} THEN FALSE ELSE NOT ${d.listAny(d.range(d.jsonArrayLength(x)), i, `NOT ${pair}`)} END `;
    const k = names.next("k");
    const [vx, vy] = [d.objectValue(x, k), d.objectValue(y, k)];
    const member = `(CASE WHEN ${vx} IS NULL OR ${vy} IS NULL THEN ${vx} IS NULL AND ${vy} IS NULL ELSE ${jsonEqual(d, names, vx, vy, depth - 1)} END)`;
    arrays += `WHEN ${d.jsonIs(x, "OBJECT")} THEN CASE WHEN ${d.sortedKeys(x)} <> ${d.sortedKeys(y)} THEN FALSE ELSE NOT ${d.listAny(d.sortedKeys(x), k, `NOT ${member}`)} END `;
  }
  const deeper = `WHEN ${d.jsonText(x)} = ${d.jsonText(y)} THEN TRUE ELSE CAST(${d.fail(ARRAYS_NOT_COMPARED)} AS BOOLEAN)`;
  return `coalesce(CASE WHEN ${d.jsonKind(x)} <> ${d.jsonKind(y)} THEN FALSE ${scalars}${arrays}${deeper} END, FALSE)`;
}
function notEqualSql(d, names, a, b) {
  const present = [a, b].filter((v) => v.kind !== "bool").map((v) => `${v.sql} IS NOT NULL`);
  const plain = (v) => ({ kind: v.kind, sql: v.sql });
  return `(${[...present, `NOT ${equalSql(d, names, plain(a), plain(b))}`].join(" AND ")})`;
}
function stringOrder(d, names, s, t, op) {
  const astral2 = (x) => d.regexSearch(x, "[\\x{10000}-\\x{10FFFF}]");
  const high2 = (x) => d.regexSearch(x, "[\\x{E000}-\\x{FFFF}]");
  return bound(
    d,
    names,
    s,
    (x) => bound(
      d,
      names,
      t,
      (y) => `(CASE WHEN (${astral2(x)} AND ${high2(y)}) OR (${high2(x)} AND ${astral2(y)}) THEN CAST(${d.fail(STRINGS_NOT_ORDERED)} AS BOOLEAN) ELSE ${x} ${op} ${y} END)`
    )
  );
}
function orderSql2(d, names, op, a, b) {
  if (a.kind === "time" || b.kind === "time") return `coalesce(${instantOf(d, names, a)} ${op} ${instantOf(d, names, b)}, FALSE)`;
  if (a.kind === "bool" || b.kind === "bool") return "FALSE";
  if (a.kind === "num" && b.kind === "num") return `coalesce(${a.sql} ${op} ${b.sql}, FALSE)`;
  if (a.kind === "str" && b.kind === "str") return `coalesce(${stringOrder(d, names, a.sql, b.sql, op)}, FALSE)`;
  if (a.kind !== "json" && b.kind !== "json") return "FALSE";
  if (a.kind === "num" || b.kind === "num") return `coalesce(${numberOf2(d, names, a)} ${op} ${numberOf2(d, names, b)}, FALSE)`;
  if (a.kind === "str" || b.kind === "str")
    return `coalesce(${stringOrder(d, names, stringOf(d, names, a), stringOf(d, names, b), op)}, FALSE)`;
  const numbers = `coalesce(${numberOf2(d, names, a)} ${op} ${numberOf2(d, names, b)}, FALSE)`;
  const strings = `coalesce(${stringOrder(d, names, stringOf(d, names, a), stringOf(d, names, b), op)}, FALSE)`;
  return `(${numbers} OR ${strings})`;
}
function comparisonSql(d, names, op, a, b) {
  if (op === "=") return equalSql(d, names, a, b);
  if (op === "!=") return notEqualSql(d, names, a, b);
  return orderSql2(d, names, op, a, b);
}
// src/sql/methods.ts
var LOWER_ALIKE = "[\\x{0}-\\x{12F}\\x{131}-\\x{36F}]*";
var NOT_ALIKE = "a case-insensitive string test on text beyond Latin (or with U+0130): JavaScript and SQL lower-case it differently";
var stringTests = {
  equals: { test: "equals", negate: false },
  notEqualTo: { test: "equals", negate: true },
  startsWith: { test: "startsWith", negate: false },
  doesNotStartWith: { test: "startsWith", negate: true },
  endsWith: { test: "endsWith", negate: false },
  doesNotEndWith: { test: "endsWith", negate: true },
  contains: { test: "contains", negate: false },
  doesNotContain: { test: "contains", negate: true }
};
var arity = {
  isNull: [0, 0],
  isNotNull: [0, 0],
  matches: [1, 1],
  count: [0, 1],
  exists: [0, 1],
  head: [0, 0],
  includes: [1, 1],
  sum: [0, 1],
  average: [0, 1],
  min: [0, 1],
  max: [0, 1],
  getYear: [0, 0],
  getMonth: [0, 0],
  getDayOfMonth: [0, 0]
};
var dateParts = { getYear: "year", getMonth: "month", getDayOfMonth: "day" };
for (const k of Object.keys(stringTests)) arity[k] = [1, 2];
function withinArity(name, argumentCount) {
  const range = Object.hasOwn(arity, name) ? arity[name] : void 0;
  return range !== void 0 && argumentCount >= range[0] && argumentCount <= range[1];
}
function maybe(c, present, test) {
  return { kind: "json", sql: `(CASE WHEN ${present} THEN ${c.d.booleanToJson(test)} END)` };
}
function elementArg(c, arg, element, scope) {
  if (arg.kind === "Lambda") {
    let inner = scope;
    arg.params.forEach((p, k) => {
      inner = withVariable(inner, p.name, k === 0 ? { kind: "json", sql: element } : { kind: "json", sql: "CAST(NULL AS JSON)" });
    });
    return c.value(arg.body, inner);
  }
  return c.value(arg, { ...scope, items: [element, ...scope.items] });
}
function compileMethod(c, node, scope) {
  const name = node.method.name;
  const range = Object.hasOwn(arity, name) ? arity[name] : void 0;
  if (!range) return notCompiled(node.method, `the method ${name}`);
  if (node.args.length < range[0] || node.args.length > range[1]) return notCompiled(node, `${name} with ${node.args.length} arguments`);
  const d = c.d;
  const names = c.names;
  const receiver = c.any(node.object, scope);
  if (receiver.kind === "events") {
    const set = node.args.length > 0 ? c.events.filter(receiver, node.args[0], scope) : receiver;
    if (name === "count") return { kind: "num", sql: c.events.count(node, set) };
    if (name === "exists") return bool(c.events.exists(node, set));
    return notCompiled(node.method, `${name} on xEvent`);
  }
  if (name === "isNull" || name === "isNotNull") {
    if (receiver.kind === "bool") return bool(name === "isNull" ? "FALSE" : "TRUE");
    return bool(`(${receiver.sql} IS ${name === "isNull" ? "" : "NOT "}NULL)`);
  }
  const strings = Object.hasOwn(stringTests, name) ? stringTests[name] : void 0;
  if (strings) {
    let caseSensitive = true;
    if (node.args.length > 1) {
      const flag = node.args[1];
      if (flag.kind !== "Boolean") return notCompiled(flag, `${name} with a computed case flag`);
      caseSensitive = flag.value;
    }
    const s = stringOf(d, names, receiver);
    const t = stringOf(d, names, c.value(node.args[0], scope));
    return {
      kind: "json",
      sql: bound(
        d,
        names,
        s,
        (x) => bound(d, names, t, (y) => {
          const [a, b] = caseSensitive ? [x, y] : [d.lower(x), d.lower(y)];
          const test = strings.test === "equals" ? `${a} = ${b}` : strings.test === "startsWith" ? d.startsWith(a, b) : strings.test === "endsWith" ? d.endsWith(a, b) : d.contains(a, b);
          const result = strings.negate ? `NOT ${test}` : test;
          const alike = `${d.regexFullMatch(x, LOWER_ALIKE)} AND ${d.regexFullMatch(y, LOWER_ALIKE)}`;
          const guarded = caseSensitive ? result : `CASE WHEN ${alike} THEN ${result} ELSE CAST(${d.fail(NOT_ALIKE)} AS BOOLEAN) END`;
          return maybe(c, `${x} IS NOT NULL AND ${y} IS NOT NULL`, guarded).sql;
        })
      )
    };
  }
  if (name === "getYear" || name === "getMonth" || name === "getDayOfMonth") {
    const ms = instantOf(d, names, receiver);
    return {
      kind: "num",
      sql: bound(d, names, ms, (t) => `(CASE WHEN ${t} IS NOT NULL THEN ${datePartSql(d, names, t, dateParts[name])} END)`)
    };
  }
  switch (name) {
    case "matches": {
      const arg = node.args[0];
      if (arg.kind !== "String") return notCompiled(arg, "matches with a computed pattern");
      const pattern = regexForSql(arg.value);
      if (typeof pattern !== "string") return notCompiled(arg, "this regular expression", pattern.why);
      const s = stringOf(d, names, receiver);
      return { kind: "json", sql: bound(d, names, s, (x) => maybe(c, `${x} IS NOT NULL`, d.regexSearch(x, pattern)).sql) };
    }
    case "count":
    case "exists": {
      if (receiver.kind !== "json") return { kind: "json", sql: "CAST(NULL AS JSON)" };
      const e = names.next("x");
      const test = node.args.length > 0 ? truthy(d, names, elementArg(c, node.args[0], e, scope)) : void 0;
      const sql = bound(d, names, receiver.sql, (x) => {
        const items2 = d.jsonArrayToList(x);
        const answer = name === "count" ? d.numberToJson(test === void 0 ? d.listLength(items2) : d.listLength(d.listFilter(items2, e, test))) : d.booleanToJson(test === void 0 ? `${d.listLength(items2)} > 0` : d.listAny(items2, e, test));
        const object = name === "count" ? d.numberToJson(d.jsonObjectSize(x)) : "NULL";
        const none = name === "count" ? d.numberToJson("CAST(0 AS DOUBLE)") : d.booleanToJson("FALSE");
        return `(CASE WHEN ${x} IS NULL THEN ${none} WHEN ${d.jsonIs(x, "OBJECT")} THEN ${object} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${answer} END)`;
      });
      return { kind: "json", sql };
    }
    case "head":
      return c.listOp(receiver, (items2) => `${items2}[1]`, null, scope);
    case "includes": {
      const needle = c.value(node.args[0], scope);
      return {
        kind: "json",
        sql: receiver.kind !== "json" ? "CAST(NULL AS JSON)" : bound(d, names, receiver.sql, (x) => {
          const e = names.next("x");
          const found = d.listAny(d.jsonArrayToList(x), e, equalSql(d, names, needle, { kind: "json", sql: e }));
          return `(CASE WHEN ${d.jsonIs(x, "ARRAY")} THEN ${d.booleanToJson(found)} END)`;
        })
      };
    }
    case "sum":
    case "average": {
      if (receiver.kind !== "json") return { kind: "num", sql: "CAST(NULL AS DOUBLE)" };
      const e = names.next("x");
      const each = node.args.length > 0 ? c.asJson(node.args[0], elementArg(c, node.args[0], e, scope)) : e;
      const sql = bound(d, names, receiver.sql, (x) => {
        const values = d.listToJson(d.listTransform(d.jsonArrayToList(x), e, each));
        const empty = d.listToJson(d.emptyJsonList());
        return `(CASE WHEN ${x} IS NULL THEN ${numbersAggregate(c, empty, name)} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${numbersAggregate(c, values, name)} END)`;
      });
      return { kind: "num", sql };
    }
    case "min":
    case "max": {
      if (receiver.kind !== "json") return { kind: "json", sql: "CAST(NULL AS JSON)" };
      const e = names.next("x");
      const each = node.args.length > 0 ? c.asJson(node.args[0], elementArg(c, node.args[0], e, scope)) : e;
      const sql = bound(d, names, receiver.sql, (x) => {
        const y = names.next("x");
        const values = d.listFilter(d.listTransform(d.jsonArrayToList(x), e, each), y, `${y} IS NOT NULL`);
        return `(CASE WHEN ${d.jsonIs(x, "ARRAY")} THEN ${extreme(c, values, name)} END)`;
      });
      return { kind: "json", sql };
    }
  }
  return notCompiled(node.method, `the method ${name}`);
}
var ASTRAL = "a min or max of strings with characters beyond U+FFFF: JavaScript orders UTF-16 code units, SQL code points";
function extreme(c, values, name) {
  const d = c.d;
  return bound(d, c.names, values, (v) => {
    const x = c.names.next("x");
    const all = (kind) => `NOT ${d.listAny(v, x, `NOT ${d.jsonIs(x, kind)}`)}`;
    const pick = name === "min" ? d.listMin : d.listMax;
    const numbers = d.numberToJson(pick(d.listTransform(v, x, d.jsonNumber(x))));
    const strings = d.listTransform(v, x, d.jsonString(x));
    const astral2 = d.listAny(strings, x, d.regexSearch(x, "[\\x{10000}-\\x{10FFFF}]"));
    const text = `CASE WHEN ${astral2} THEN CAST(${d.fail(ASTRAL)} AS JSON) ELSE ${d.stringToJson(pick(strings))} END`;
    return `(CASE WHEN ${d.listLength(v)} = 0 THEN NULL WHEN ${d.listLength(v)} = 1 THEN ${v}[1] WHEN ${all("NUMBER")} THEN ${numbers} WHEN ${all("VARCHAR")} THEN ${text} END)`;
  });
}
function numbersAggregate(c, valuesJson, name) {
  const d = c.d;
  return bound(d, c.names, valuesJson, (v) => {
    const all = d.jsonArrayToList(v);
    const x = c.names.next("x");
    const nonNumber = d.listAny(all, x, `${x} IS NOT NULL AND NOT ${d.jsonIs(x, "NUMBER")}`);
    const y = c.names.next("x");
    const numbers = d.listTransform(d.listFilter(all, y, `${y} IS NOT NULL`), y, d.jsonNumber(y));
    const total = d.listSumInOrder(numbers);
    const result = name === "sum" ? total : `(CASE WHEN ${d.listLength(numbers)} > 0 THEN ${total} / ${d.listLength(numbers)} END)`;
    return `(CASE WHEN ${v} IS NULL OR ${nonNumber} THEN NULL ELSE ${result} END)`;
  });
}
function compileFunction(c, node) {
  const name = node.callee.name;
  const now = new Date(c.now);
  if (node.args.length === 0) {
    if (name === "currentYear") return { kind: "num", sql: c.d.number(now.getUTCFullYear()) };
    if (name === "currentMonth") return { kind: "num", sql: c.d.number(now.getUTCMonth() + 1) };
    if (name === "currentDayOfMonth") return { kind: "num", sql: c.d.number(now.getUTCDate()) };
  }
  return notCompiled(node.callee, `the function ${name}`);
}
// src/sql/clickhouse-binders.ts
function clausesOf(node) {
  if (node.kind === "Quantifier") return node.bindings;
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}
var kindOf2 = (x) => `substring(${x}, 1, 1)`;
var elementsOf = (x) => `CAST(if(${kindOf2(x)} = 'A', substring(${x}, 2), '[]') AS Array(String))`;
function quantifierSql(c, clauses, all, k = 0) {
  const clause = clauses[k];
  const source = c.json(clause.source);
  return c.withVariable(clause.variable.name, (v) => {
    const parts = [
      ...clause.condition ? [c.condition(clause.condition)] : [],
      ...k + 1 < clauses.length ? [quantifierSql(c, clauses, all, k + 1)] : []
    ];
    const test = parts.length > 0 ? parts.join(" AND ") : "1";
    if (!all) return `arrayExists(${v} -> ${test}, ${elementsOf(source)})`;
    return `(${kindOf2(source)} IN ('A', 'Z') AND arrayAll(${v} -> ${test}, ${elementsOf(source)}))`;
  });
}
function combinationsSql(c, clauses, value, k = 0) {
  const clause = clauses[k];
  const source = c.json(clause.source);
  return c.withVariable(clause.variable.name, (v) => {
    const cond = clause.condition ? c.condition(clause.condition) : void 0;
    if (k + 1 === clauses.length) {
      const kept = cond ? `arrayFilter(${v} -> ${cond}, ${elementsOf(source)})` : elementsOf(source);
      return value ? `arrayMap(${v} -> ${c.json(value)}, ${kept})` : kept;
    }
    const rest = combinationsSql(c, clauses, value, k + 1);
    const each = cond ? `if(${cond}, ${rest}, emptyArrayString())` : rest;
    return `arrayReduce('groupArrayArray', arrayMap(${v} -> ${each}, ${elementsOf(source)}))`;
  });
}
function sumSql(list, fresh) {
  const [a, b, d] = [fresh(), fresh(), fresh()];
  const numbers = `arrayMap(${b} -> ${numberOf(b)}, arrayFilter(${a} -> ${kindOf2(a)} = 'N', ${list}))`;
  return `if(arrayAll(${d} -> ${kindOf2(d)} IN ('N', 'Z'), ${list}), ${encodeNumber(`arraySum(${numbers})`)}, 'Z')`;
}
var listValue = (list) => `concat('A', toString(${list}))`;
// src/sql/clickhouse-methods.ts
var ARRAY_METHODS = /* @__PURE__ */ new Set(["count", "exists", "head", "sum", "average", "min", "max", "includes"]);
var kindOf3 = (x) => `substring(${x}, 1, 1)`;
function arrayMethodArity(node) {
  const name = node.method.name;
  return ARRAY_METHODS.has(name) && withinArity(name, node.args.length);
}
function arrayMethodSql(node, receiver, c) {
  if (!arrayMethodArity(node)) return void 0;
  const name = node.method.name;
  const arg = node.args[0];
  if (name === "includes") {
    const y = c.json(arg);
    return c.bind(receiver, (x) => `if(${kindOf3(x)} = 'A', if(has(${elementsOf(x)}, ${y}), 'T', 'F'), 'Z')`);
  }
  const e = c.fresh("e");
  const perElement = (f) => c.forElement(arg, e, f);
  return c.bind(receiver, (x) => {
    const elements = elementsOf(x);
    const listed = `(${kindOf3(x)} = 'A' OR ${x} = 'Z')`;
    switch (name) {
      case "count": {
        const n = arg ? `arrayCount(${e} -> ${perElement((a) => c.condition(a))}, ${elements})` : `length(${elements})`;
        const keys = `intDiv(length(CAST(if(${kindOf3(x)} = 'O', substring(${x}, 2), '[]') AS Array(String))), 2)`;
        return `multiIf(${kindOf3(x)} = 'O', ${encodeNumber(keys)}, ${listed}, ${encodeNumber(n)}, 'Z')`;
      }
      case "exists": {
        const any = arg ? `arrayExists(${e} -> ${perElement((a) => c.condition(a))}, ${elements})` : `notEmpty(${elements})`;
        return `if(${listed}, if(${any}, 'T', 'F'), 'Z')`;
      }
      case "head":
        return `if(${kindOf3(x)} = 'A' AND ${x} <> 'A[]', ${elements}[1], 'Z')`;
      case "min":
      case "max": {
        const values = arg ? `arrayMap(${e} -> ${perElement((a) => c.json(a))}, ${elements})` : elements;
        const v = c.fresh("e");
        return `if(${kindOf3(x)} = 'A', ${c.bind(`arrayFilter(${v} -> ${v} <> 'Z', ${values})`, (l) => extremeSql(l, name, c))}, 'Z')`;
      }
      default: {
        const values = arg ? `arrayMap(${e} -> ${perElement((a) => c.json(a))}, ${elements})` : elements;
        return c.bind(values, (l) => {
          const total = sumSql(l, () => c.fresh("n"));
          if (name === "sum") return `if(${listed}, ${total}, 'Z')`;
          const count = `arrayCount(${e} -> ${kindOf3(e)} = 'N', ${l})`;
          const average = c.bind(total, (s) => `if(${s} = 'Z', 'Z', ${encodeNumber(`${numberOf(s)} / ${count}`)})`);
          return `if(${listed} AND ${count} > 0, ${average}, 'Z')`;
        });
      }
    }
  });
}
function extremeSql(l, name, c) {
  const x = c.fresh("e");
  const sort = name === "min" ? "arraySort" : "arrayReverseSort";
  const all = (kind) => `arrayAll(${x} -> ${kindOf3(x)} = '${kind}', ${l})`;
  const numbers = encodeNumber(`${sort}(arrayMap(${x} -> ${numberOf(x)}, ${l}))[1]`);
  const beyond = `arrayExists(${x} -> ${astral(`substring(${x}, 2)`)}, ${l})`;
  const several = `length(${l}) > 1`;
  const strings = `${all("S")} AND NOT ${c.stop(`${several} AND ${all("S")} AND ${beyond}`, CH_ASTRAL_EXTREME)}`;
  return `multiIf(empty(${l}), 'Z', length(${l}) = 1, ${l}[1], ${all("N")}, ${numbers}, ${strings}, ${sort}(${l})[1], 'Z')`;
}
// src/sql/clickhouse.ts
var PROFILE2 = "p.doc_enc";
var NULL = { kind: "json", sql: "'Z'", constant: { value: null } };
var CH_ARRAY_DEPTH = 2;
var CH_TOO_DEEP = `a path through arrays nested more than ${CH_ARRAY_DEPTH} deep does not compile to ClickHouse SQL`;
var CH_NOT_ASCII = "a case-insensitive string test on text beyond ASCII: ClickHouse and JavaScript lower-case it differently";
var stop = (cond, reason) => `toUInt8(if(${cond}, ${chString(STOP_MARK + reason)}, '0'))`;
function clickHouseStopReason(errorMessage) {
  const at = errorMessage.indexOf(STOP_MARK);
  if (at < 0) return void 0;
  const rest = errorMessage.slice(at + STOP_MARK.length);
  const end = rest.indexOf("' as UInt8");
  return end < 0 ? void 0 : rest.slice(0, end);
}
var kindOf4 = (x) => `substring(${x}, 1, 1)`;
var payload2 = (x) => `substring(${x}, 2)`;
var items = (x, kinds) => `CAST(if(${kindOf4(x)} = '${kinds}', ${payload2(x)}, '[]') AS Array(String))`;
var asJson2 = (v) => v.kind === "json" ? v.sql : v.kind === "bool" ? `if(${v.sql}, 'T', 'F')` : notCompiledToClickHouse(
  v.node,
  "a time as a value",
  "ClickHouse compiles times in comparisons, occurs and CHAIN; elsewhere a time would need an encoding"
);
var json = (sql) => ({ kind: "json", sql });
var bool2 = (sql) => ({ kind: "bool", sql });
var constant = (value) => ({ kind: "json", sql: chString(encodeJson(value)), constant: { value } });
function ordersAlike(s) {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 55296) return false;
  return true;
}
var utf8Length = (s) => new TextEncoder().encode(s).length;
var NeedsEventList = class extends Error {
};
var ClickHouseCompiler = class {
  constructor(localAudience, now, nameProfilePaths = true) {
    this.localAudience = localAudience;
    this.now = now;
    this.nameProfilePaths = nameProfilePaths;
  }
  localAudience;
  now;
  nameProfilePaths;
  n = 0;
  items = [{ sql: PROFILE2, reachable: true }];
  /** The variables of `let`, binders and lambdas: their encoded SQL, unreachable when bound outside the events subquery being written. */
  vars = /* @__PURE__ */ new Map();
  place = "profile";
  /**
   * The profile's paths the main query reads, each named once in its WITH clause
   * (`profile.homeAddress.countryCode`), prefix before path: the WHERE reads like the PQL, and
   * each is written (and computed) once.
   */
  named = /* @__PURE__ */ new Map();
  /** Array and object literals around the one being compiled. */
  literalDepth = 0;
  /** `body` inside one more literal level: refused past MAX_NESTING before the inner levels are built (each would encode all below it again). */
  literalLevel(node, body) {
    if (this.literalDepth >= MAX_NESTING)
      return notCompiledToClickHouse(node, `a literal nested more than ${MAX_NESTING} levels deep`, "each level doubles its encoding's quotes");
    this.literalDepth++;
    try {
      return body();
    } finally {
      this.literalDepth--;
    }
  }
  next(prefix) {
    this.n++;
    return `${prefix}${this.n}`;
  }
  fresh(prefix) {
    return this.next(prefix);
  }
  /** `node` over the event row (its bare names read the event): UInt8 0 or 1. */
  eventCondition(node) {
    return this.inside(
      "row",
      [
        { sql: EVENT2, reachable: true },
        { sql: PROFILE2, reachable: false }
      ],
      () => this.condition(node)
    );
  }
  /** `body()` written for an events subquery (`place`): the profile and the variables bound so far are out of its reach. */
  inside(place, items2, body) {
    const [outerItems, outerVars, outerPlace] = [this.items, this.vars, this.place];
    this.items = items2;
    this.vars = new Map([...outerVars].map(([k, v]) => [k, { ...v, reachable: false }]));
    this.place = place;
    try {
      return body();
    } finally {
      [this.items, this.vars, this.place] = [outerItems, outerVars, outerPlace];
    }
  }
  /** `body(param)` with the variable `name` standing for a fresh lambda parameter. */
  withVariable(name, body, param = this.next("v")) {
    const outer = this.vars;
    this.vars = new Map(outer).set(name, { sql: param, reachable: true });
    try {
      return body(param);
    } finally {
      this.vars = outer;
    }
  }
  /** `body(x)` with `arg` (a method's argument) read for one element `x`: a lambda's parameter is x, other arguments read x's fields. */
  forElement(arg, x, body) {
    if (arg.kind === "Lambda") {
      const [first, ...others] = arg.params;
      const bindOthers = (i) => i === others.length ? body(arg.body) : this.withVariable(others[i].name, () => bindOthers(i + 1), "'Z'");
      return first ? this.withVariable(first.name, () => bindOthers(0), x) : bindOthers(0);
    }
    this.items = [{ sql: x, reachable: true }, ...this.items];
    try {
      return body(arg);
    } finally {
      this.items = this.items.slice(1);
    }
  }
  /** Whether `node` is the profile's own `xEvent` (a bare name at the top, not a variable). */
  isProfileEvents(node) {
    return node.kind === "Path" && node.root.type === "name" && node.segments.length === 1 && node.segments[0].name === "xEvent" && !this.vars.has("xEvent") && this.items.length === 1;
  }
  get binders() {
    return {
      json: (node) => asJson2(this.value(node)),
      condition: (node) => this.condition(node),
      withVariable: (name, body) => this.withVariable(name, body)
    };
  }
  /** The profile's events the node stands for (`xEvent`, `xEvent[c]`, `xEvent[c][d]`), or undefined when it is not such a set. */
  eventsOf(node) {
    if (this.isProfileEvents(node)) return this.place === "profile" ? { conditions: [], types: [] } : void 0;
    if (node.kind !== "Filter") return void 0;
    const set = this.eventsOf(node.object);
    const types = eventTypes(node.condition);
    return set && { conditions: [...set.conditions, this.eventCondition(node.condition)], types: types ? [...set.types, types] : set.types };
  }
  /** `xEvent[...].count()`: the events it counts, or undefined. */
  countOf(node) {
    if (node.kind !== "MethodCall" || node.method.name !== "count" || node.args.length !== 0) return void 0;
    return this.eventsOf(node.object);
  }
  /** The node in a condition: UInt8 0 or 1. */
  condition(node) {
    const events = this.eventsOf(node);
    if (events) return anyEventSql(node, events);
    if (this.countOf(node) || node.kind === "SumOver") return "0";
    const overEvents2 = this.eventBinder(node);
    if (overEvents2 !== void 0) return overEvents2;
    if (this.place !== "profile" || this.items.length > 1) return this.truth(node);
    try {
      return this.truth(node);
    } catch (e) {
      if (!(e instanceof NeedsEventList)) throw e;
      return this.grouped(node);
    }
  }
  /** The node's value per profile row, encoded (a boolean as 'T'/'F'); for tests that hold values, not only conditions, to the evaluator. */
  valueSql(node) {
    try {
      return asJson2(this.value(node));
    } catch (e) {
      if (e instanceof NeedsEventList) return notCompiledToClickHouse(node, "a value of the profile's list of events");
      throw e;
    }
  }
  truth(node) {
    const v = this.value(node);
    return v.kind === "bool" ? v.sql : v.kind === "time" ? "0" : truthy2(v.sql);
  }
  /**
   * `exists`/`forall` whose first binding is the profile's xEvent (and `select` in a condition,
   * which is the same `exists`): a set of profiles by a condition on each event row, the later
   * bindings inside it. Undefined for any other node.
   */
  eventBinder(node) {
    if (node.kind !== "Quantifier" && node.kind !== "Select") return void 0;
    const [first, ...later] = clausesOf(node);
    if (!this.isProfileEvents(first.source) || this.place !== "profile") return void 0;
    const all = node.kind === "Quantifier" && node.quantifier === "forall";
    const row = this.inside(
      "row",
      [{ sql: PROFILE2, reachable: false }],
      () => this.withVariable(
        first.variable.name,
        () => {
          const parts = [
            ...first.condition ? [this.condition(first.condition)] : [],
            ...later.length > 0 ? [quantifierSql(this.binders, later, all)] : []
          ];
          return parts.length > 0 ? parts.join(" AND ") : "1";
        },
        EVENT2
      )
    );
    return all ? allEventsSql(node, row) : anyEventSql(node, { conditions: [row], types: [] });
  }
  /**
   * A condition that reads the profile's list of events (`sum ... over X from xEvent` compared,
   * `(select ...).count()`): computed per profile in a grouped events subquery. A profile without
   * events has no group: the evaluator answers it here, once, on no events (the condition reads
   * nothing of the profile, or it does not compile), and the set is the profiles where the group
   * says otherwise.
   */
  grouped(node) {
    const having = this.inside("grouped", [{ sql: PROFILE2, reachable: false }], () => this.truth(node));
    const empty = (0, import_cli_chunk_MJ44L2U2.evaluate)(node, { profile: {}, events: [], now: this.now });
    if (empty.status !== "evaluated") return notCompiledToClickHouse(node, "a condition over events the evaluator cannot answer on no events");
    return groupedSql(node, having, empty.qualifies);
  }
  value(node) {
    switch (node.kind) {
      case "String":
      case "Number":
      case "Boolean":
        return constant(node.value);
      case "Array": {
        const elements = this.literalLevel(node, () => node.elements.map((e) => this.value(e)));
        if (elements.every((e) => e.kind === "json" && e.constant))
          return constant(elements.map((e) => e.kind === "json" ? e.constant.value : null));
        return json(`concat('A', toString(CAST([${elements.map(asJson2).join(", ")}] AS Array(String))))`);
      }
      case "Object": {
        const keys = node.entries.map((e) => e.key.value);
        if (new Set(keys).size !== keys.length) return notCompiledToClickHouse(node, "an object literal with a key twice");
        const values = this.literalLevel(node, () => node.entries.map((e) => this.value(e.value)));
        if (!values.every((v) => v.kind === "json" && v.constant)) return notCompiledToClickHouse(node, "an object literal with computed values");
        return constant(
          Object.fromEntries(node.entries.map((e, i) => [e.key.value, values[i].constant.value]))
        );
      }
      case "Path":
        return this.path(node);
      case "This":
        if (!this.items[0].reachable)
          return notCompiledToClickHouse(node, "this of the profile inside an events condition", "an events part reads the event row only");
        return json(this.items[0].sql);
      case "ContextReference":
        return NULL;
      case "SegmentReference":
        return this.inSegment(node);
      case "Logical":
        return bool2(`(${node.operands.map((o) => this.condition(o)).join(node.operator === "and" ? " AND " : " OR ")})`);
      case "Unary":
        if (node.operator === "-") {
          if (node.operand.kind === "Number") return constant(-node.operand.value);
          const v = this.value(node.operand);
          if (v.kind !== "json") return NULL;
          return json(this.bind(v.sql, (x) => `if(${kindOf4(x)} = 'N', ${encodeNumber(`-${numberOf(x)}`)}, 'Z')`));
        }
        return bool2(`(NOT ${this.condition(node.operand)})`);
      case "Binary":
        return this.binary(node);
      case "MemberAccess":
        return this.member(this.value(node.object), node.property.name);
      case "MethodCall":
        if (this.countOf(node)) return notCompiledToClickHouse(node, "a count of events outside a comparison with a number");
        return this.method(node);
      case "If": {
        const [a, b] = [this.value(node.then), this.value(node.otherwise)];
        return json(`if(${this.condition(node.test)}, ${asJson2(a)}, ${asJson2(b)})`);
      }
      case "Filter":
        return this.filter(node);
      case "FunctionCall":
        return this.function(node);
      case "Lambda":
        return notCompiledToClickHouse(node, "a lambda outside a method argument");
      case "Let": {
        const value = asJson2(this.value(node.value));
        return json(this.bind(value, (x) => this.withVariable(node.variable.name, () => asJson2(this.value(node.body)), x)));
      }
      case "Select":
        return this.select(node);
      case "Quantifier":
        return bool2(this.eventBinder(node) ?? quantifierSql(this.binders, node.bindings, node.quantifier === "forall"));
      case "SumOver":
        return this.sumOver(node);
      case "Date": {
        const p = (0, import_cli_chunk_MJ44L2U2.datePeriod)(node.year, node.month, node.day);
        return p ? { kind: "time", ms: p.start, node } : NULL;
      }
      case "TimeWord":
        return { kind: "time", ms: node.word === "now" ? this.now : (0, import_cli_chunk_MJ44L2U2.timeWordPeriod)(node.word, this.now).start, node };
      case "RelativePeriod":
        return { kind: "time", ms: (0, import_cli_chunk_MJ44L2U2.relativePeriod)(node, this.now).start, node };
      case "Occurs":
        return bool2(this.occurs(node));
      case "Chain":
        return bool2(this.chain(node));
    }
  }
  path(node) {
    let v;
    let i = 0;
    const item = (it, what) => {
      if (it === void 0) return NULL;
      if (!it.reachable) return notCompiledToClickHouse(node, what, "an events part reads the event row only");
      return json(it.sql);
    };
    if (node.root.type === "param") {
      if (node.root.index !== 1) return NULL;
      v = item(this.items[this.items.length - 1], "$1 inside an events condition");
    } else if (node.root.type === "up") {
      v = item(this.items[node.root.levels], "^ out of an events condition");
    } else {
      const head = node.segments[0].name;
      const bound2 = this.vars.get(head);
      if (bound2 !== void 0) v = item(bound2, "a variable bound outside an events condition");
      else if (this.isProfileEvents({ ...node, segments: [node.segments[0]] })) v = this.eventList(node, []);
      else if (this.items.length === 1 && this.place === "profile" && this.nameProfilePaths)
        return this.profilePath(node.segments.map((s) => s.name));
      else v = this.member(item(this.items[0], "a field of the profile inside an events condition"), head);
      i = 1;
    }
    for (; i < node.segments.length; i++) v = this.member(v, node.segments[i].name);
    return v;
  }
  /** A path read from the profile in the main query: named in the WITH clause, each prefix once. */
  profilePath(names) {
    let v = json(PROFILE2);
    for (let i = 0; i < names.length; i++) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(names[i])) return this.member(v, names[i]);
      const name = `\`profile.${names.slice(0, i + 1).join(".")}\``;
      if (!this.named.has(name)) this.named.set(name, this.member(v, names[i]).sql);
      v = json(name);
    }
    return v;
  }
  /** `v.name` as the evaluator's `field` reads it: an object's member, through arrays every element's (flattened), else null. */
  member(v, name, depth = CH_ARRAY_DEPTH) {
    if (v.kind !== "json") return NULL;
    if (v.sql === PROFILE2 || v.sql === EVENT2) return json(objectMember(v.sql, name));
    return json(this.bind(v.sql, (x) => this.field(x, name, depth)));
  }
  field(x, name, depth) {
    if (depth === 0)
      return `if(${kindOf4(x)} = 'O' AND NOT ${stop(`${kindOf4(x)} = 'A'`, CH_TOO_DEEP)}, ${objectMember(x, name)}, 'Z')`;
    const e = this.next("e");
    const r = this.next("r");
    const inner = this.field(e, name, depth - 1);
    const spread = `arrayMap(${r} -> if(${r} = 'Z', emptyArrayString(), if(${kindOf4(r)} = 'A', ${items(r, "A")}, [${r}])), [${inner}])[1]`;
    const projected = `concat('A', toString(arrayReduce('groupArrayArray', arrayMap(${e} -> ${spread}, ${items(x, "A")}))))`;
    return `multiIf(${kindOf4(x)} = 'O', ${objectMember(x, name)}, ${kindOf4(x)} = 'A', ${projected}, 'Z')`;
  }
  /** `body(x)` with `x` standing for `sql`, computed once (a lambda over a one-element array, as DuckDB's bind). */
  bind(sql, body) {
    if (/^[A-Za-z_][\w.]*$/.test(sql) || /^'[^']*'$/.test(sql) || /^`[\w.]+`$/.test(sql)) return body(sql);
    const x = this.next("b");
    return `arrayMap(${x} -> ${body(x)}, [${sql}])[1]`;
  }
  /** `a[c]` over an array: its elements that meet `c` (`[]` for null, null for a value of another kind). */
  filter(node) {
    const events = this.eventsOf(node);
    if (events) return this.eventList(node, events.conditions);
    const v = this.value(node.object);
    if (v.kind !== "json") return NULL;
    const x = this.next("x");
    this.items = [{ sql: x, reachable: true }, ...this.items];
    let test;
    try {
      test = this.condition(node.condition);
    } finally {
      this.items = this.items.slice(1);
    }
    return json(
      this.bind(
        v.sql,
        (y) => `multiIf(${kindOf4(y)} = 'A', concat('A', toString(arrayFilter(${x} -> ${test}, ${items(y, "A")}))), ${y} = 'Z', 'A[]', 'Z')`
      )
    );
  }
  /** `T occurs ...`: T a timestamp string (the event's own `timestamp` is its ts_ms), the anchor fixed by now. */
  occurs(node) {
    const s = node.subject;
    if (this.items[0].sql === EVENT2 && s.kind === "Path" && s.root.type === "name" && s.segments.length === 1 && s.segments[0].name === "timestamp")
      return `(isNotNull(ts_ms) AND ${constraintSql(node.constraint, "ifNull(ts_ms, 0)", this.now, this.anchors)})`;
    const v = this.value(s);
    if (v.kind === "time") return constraintSql(node.constraint, String(v.ms), this.now, this.anchors);
    if (v.kind !== "json") return "0";
    return this.bind(v.sql, (x) => {
      const t = this.next("t");
      return `(${instantTest(x, this.next("s"), t, () => constraintSql(node.constraint, t, this.now, this.anchors))})`;
    });
  }
  /** An anchor of `occurs`: fixed by now, a timestamp, or read from the data (clickhouse-time.ts). */
  anchors = (node, body) => {
    if (node.kind === "TimeWord" || node.kind === "RelativePeriod" || node.kind === "Date") return fixedAnchors(this.now)(node, body);
    const v = this.value(node);
    if (v.kind === "time") return body({ start: v.ms, end: v.ms + 1 });
    if (v.kind === "bool") return "0";
    return this.bind(v.sql, (x) => dataAnchorSql(x, (p) => this.next(p), body));
  };
  chain(node) {
    const e = node.events;
    if (this.place !== "profile" && this.isProfileEvents(e)) return notCompiledToClickHouse(node, "CHAIN inside an events condition");
    if (!this.isProfileEvents(e)) return notCompiledToClickHouse(e, "CHAIN over something other than the profile's xEvent");
    return chainSql(node, this);
  }
  inSegment(node) {
    if (this.place !== "profile")
      return notCompiledToClickHouse(node, "inSegment inside an events condition", "an events part reads the event row only");
    if (this.localAudience(node.segmentId))
      return notCompiledToClickHouse(node, "inSegment of an audience of the same run", "ClickHouse does not hold the run's audiences");
    let status = PROFILE2;
    for (const key of ["segmentMembership", "ups", node.segmentId, "status"]) status = this.bind(status, (x) => objectMember(x, key));
    return bool2(`(${status} IN ('Srealized', 'Sexisting'))`);
  }
  binary(node) {
    const op = node.operator;
    if (op === "=" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=") {
      const counted = this.countComparison(node, op);
      if (counted !== void 0) return bool2(counted);
    }
    switch (op) {
      case "=":
      case "!=": {
        const [l, r] = [this.value(node.left), this.value(node.right)];
        if (l.kind === "time" || r.kind === "time") return bool2(this.timeComparison(op, l, r));
        const [a, b] = [asJson2(l), asJson2(r)];
        const known = [l, r].some((v) => v.kind === "json" && v.constant && v.constant.value !== null);
        if (op === "=") return bool2(known ? `(${a} = ${b})` : this.bind(a, (x) => this.bind(b, (y) => `(${x} = ${y} AND ${x} <> 'Z')`)));
        return bool2(this.bind(a, (x) => this.bind(b, (y) => `(${x} <> ${y} AND ${x} <> 'Z' AND ${y} <> 'Z')`)));
      }
      case "<":
      case "<=":
      case ">":
      case ">=":
        return bool2(this.order(node, op, this.value(node.left), this.value(node.right)));
      case "in":
      case "notIn":
        return bool2(this.membership(node, op === "notIn"));
      case "like":
        return bool2(this.like(node));
      default:
        return this.arithmetic(node, op);
    }
  }
  arithmetic(node, op) {
    const [l, r] = [this.value(node.left), this.value(node.right)];
    if (l.kind !== "json" || r.kind !== "json") return NULL;
    return json(this.bind(l.sql, (x) => this.bind(r.sql, (y) => arithmeticSql(op, x, y, stop))));
  }
  /** `select` over arrays: the list of the last variable's elements; over the profile's xEvent, only a grouped events subquery has it. */
  select(node) {
    const clauses = clausesOf(node);
    return json(listValue(this.combinations(node, clauses, void 0)));
  }
  sumOver(node) {
    const list = this.combinations(node, clausesOf(node), node.value);
    return json(this.bind(list, (l) => sumSql(l, () => this.next("n"))));
  }
  /**
   * The values of a binder's combinations (an Array(String)). Over the profile's xEvent (the first
   * binding) they are an aggregate of the grouped events subquery: each event's combinations, in
   * the data's order (seq), joined.
   */
  combinations(node, clauses, value) {
    const [first, ...later] = clauses;
    if (!this.isProfileEvents(first.source)) return combinationsSql(this.binders, clauses, value);
    if (this.place === "profile") throw new NeedsEventList();
    if (this.place !== "grouped")
      return notCompiledToClickHouse(node, `${node.kind === "Select" ? "select" : "sum ... over"} of xEvent inside an events condition`);
    const perEvent = this.inside(
      "row",
      [{ sql: PROFILE2, reachable: false }],
      () => this.withVariable(
        first.variable.name,
        () => {
          const rest = later.length > 0 ? combinationsSql(this.binders, later, value) : `[${value ? asJson2(this.value(value)) : EVENT2}]`;
          return first.condition ? `if(${this.condition(first.condition)}, ${rest}, emptyArrayString())` : rest;
        },
        EVENT2
      )
    );
    const t = this.next("t");
    return `arrayReduce('groupArrayArray', arrayMap(${t} -> tupleElement(${t}, 2), arraySort(groupArray((seq, ${perEvent})))))`;
  }
  /**
   * The profile's events that meet `conditions` (SQL over the event row) as a value: the encoding
   * of the list of their docs in the data's order (seq), as the evaluator gets them. Only a
   * grouped events subquery has it: in the main query the condition around it moves into one.
   */
  eventList(node, conditions) {
    if (this.place === "profile") throw new NeedsEventList();
    if (this.place !== "grouped") return notCompiledToClickHouse(node, "xEvent as a value inside an events condition");
    const perEvent = conditions.length > 0 ? `if(${conditions.join(" AND ")}, [${EVENT2}], emptyArrayString())` : `[${EVENT2}]`;
    const t = this.next("t");
    return json(
      listValue(`arrayReduce('groupArrayArray', arrayMap(${t} -> tupleElement(${t}, 2), arraySort(groupArray((seq, ${perEvent})))))`)
    );
  }
  /** The global functions that read only now. */
  function(node) {
    const name = node.callee.name;
    const at = new Date(this.now);
    const parts = {
      currentYear: at.getUTCFullYear(),
      currentMonth: at.getUTCMonth() + 1,
      currentDayOfMonth: at.getUTCDate()
    };
    if (Object.hasOwn(parts, name) && node.args.length === 0) return constant(parts[name]);
    return notCompiledToClickHouse(node, `the function ${name}`);
  }
  /** `xEvent[...].count() op n` (either way round), or undefined when neither side is a count of events. */
  countComparison(node, op) {
    const [left, right] = [this.countOf(node.left), this.countOf(node.right)];
    if (!left && !right) return void 0;
    const other = left ? node.right : node.left;
    const n = numberLiteral(other);
    if (n === void 0 || left && right)
      return notCompiledToClickHouse(node, "a count of events compared with something other than a number literal");
    const flipped = { "=": "=", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
    return countSql(node, left ?? right, left ? op : flipped[op], n);
  }
  /** Numbers with numbers, strings with strings; anything else is false. One side must be a literal ClickHouse orders as JavaScript does. */
  order(node, op, a, b) {
    if (a.kind === "time" || b.kind === "time") return this.timeComparison(op, a, b);
    if (a.kind === "bool" || b.kind === "bool") return "0";
    const known = [a, b].find((v) => v.kind === "json" && v.constant);
    if (known === void 0) return this.bind(a.sql, (x2) => this.bind(b.sql, (y2) => orderSql(op, x2, y2, stop)));
    const value = known.constant.value;
    const [x, y] = [a.sql, b.sql];
    if (typeof value === "number") {
      const literal = Number.isSafeInteger(value) ? String(value) : numberOf(known.sql);
      const side = (v, s) => v === known ? { test: [], n: literal } : { test: [`${kindOf4(s)} = 'N'`], n: numberOf(s) };
      const other = known === a ? b.sql : a.sql;
      return this.bind(other, (o) => {
        const [l, r] = [side(a, known === a ? x : o), side(b, known === b ? y : o)];
        return `(${[...l.test, ...r.test, `${l.n} ${op} ${r.n}`].join(" AND ")})`;
      });
    }
    if (typeof value === "string") {
      if (!ordersAlike(value))
        return notCompiledToClickHouse(
          node,
          "ordering against a string with characters from U+D800 on",
          "JavaScript and ClickHouse order them differently"
        );
      const side = (v, s) => v === known ? { test: [], t: chString(value) } : { test: [`${kindOf4(s)} = 'S'`], t: payload2(s) };
      const other = known === a ? b.sql : a.sql;
      return this.bind(other, (o) => {
        const [l, r] = [side(a, known === a ? x : o), side(b, known === b ? y : o)];
        return `(${[...l.test, ...r.test, `${l.t} ${op} ${r.t}`].join(" AND ")})`;
      });
    }
    return "0";
  }
  /**
   * `a op b` where one side is a timestamp: the evaluator's `equal` and `compare` read the other
   * side as an instant (a timestamp, or an ISO-8601 string); one that reads as none is unequal
   * (`!=` of something not null holds) and orders with nothing.
   */
  timeComparison(op, a, b) {
    const sqlOp = op === "=" ? "=" : op === "!=" ? "<>" : op;
    const instant = (v) => v.kind === "time" ? String(v.ms) : void 0;
    const [l, r] = [instant(a), instant(b)];
    if (l !== void 0 && r !== void 0) return compareNumbers(Number(l), op, Number(r)) ? "1" : "0";
    const other = l === void 0 ? a : b;
    if (other.kind === "bool") return op === "!=" ? "1" : "0";
    if (other.kind !== "json") return "0";
    const test = (t) => `${l ?? t} ${op === "!=" ? "=" : sqlOp} ${r ?? t}`;
    return this.bind(other.sql, (x) => {
      const read = `(${instantTest(x, this.next("s"), this.next("t"), test)})`;
      return op === "!=" ? `(${x} <> 'Z' AND NOT ${read})` : read;
    });
  }
  membership(node, negate) {
    const left = asJson2(this.value(node.left));
    if (node.right.kind === "Array") {
      const elements = node.right.elements.map((e) => this.value(e));
      if (elements.length === 0) return negate ? `(${left} <> 'Z')` : "0";
      const any2 = elements.every((e) => e.kind === "json" && e.constant) ? `${left} IN (${elements.map(asJson2).join(", ")})` : `(${elements.map((e) => `${left} = ${asJson2(e)}`).join(" OR ")})`;
      return `(${left} <> 'Z' AND ${negate ? `NOT ${any2}` : any2})`;
    }
    const right = asJson2(this.value(node.right));
    const any = `has(${items(right, "A")}, ${left})`;
    return `(${left} <> 'Z' AND ${kindOf4(right)} = 'A' AND ${negate ? `NOT ${any}` : any})`;
  }
  /**
   * `like` with a literal pattern: `p`, `p%q` and `%p%` as string tests; any other (with `_`, or
   * more `%`) as an RE2 pattern (clickhouse-text.ts), whose `.` is a character where ClickHouse's
   * own `like` reads `_` as a byte.
   */
  like(node) {
    const pattern = node.right.kind === "String" ? node.right.value : void 0;
    if (pattern === void 0) return notCompiledToClickHouse(node.right, "like with a computed pattern");
    const pieces = pattern.split("%");
    const middle = pieces.slice(1, -1).filter((p) => p !== "");
    const [first, last] = [pieces[0], pieces[pieces.length - 1]];
    return this.bind(asJson2(this.value(node.left)), (s) => {
      const t = payload2(s);
      let test;
      if (pattern.includes("_")) test = matchesSql(t, likeRegex(pattern));
      else if (pieces.length === 1) test = `${t} = ${chString(pattern)}`;
      else if (middle.length === 0)
        test = `startsWith(${t}, ${chString(first)}) AND endsWith(${t}, ${chString(last)}) AND length(${t}) >= ${utf8Length(first) + utf8Length(last)}`;
      else if (middle.length === 1 && first === "" && last === "") test = `position(${t}, ${chString(middle[0])}) > 0`;
      else test = matchesSql(t, likeRegex(pattern));
      return `(${kindOf4(s)} = 'S' AND ${test})`;
    });
  }
  method(node) {
    const name = node.method.name;
    const receiver = this.value(node.object);
    if ((name === "isNull" || name === "isNotNull") && node.args.length === 0) {
      if (receiver.kind !== "json") return bool2(name === "isNull" ? "0" : "1");
      return bool2(`(${receiver.sql} ${name === "isNull" ? "=" : "<>"} 'Z')`);
    }
    const test = Object.hasOwn(stringTests, name) ? stringTests[name] : void 0;
    if (test && (node.args.length === 1 || node.args.length === 2)) {
      const flag = node.args[1];
      if (flag !== void 0 && flag.kind !== "Boolean") return notCompiledToClickHouse(flag, `${name} with a computed case flag`);
      const ignoreCase = flag !== void 0 && !flag.value;
      const [x, y] = [asJson2(receiver), asJson2(this.value(node.args[0]))];
      const strings = `${kindOf4(x)} = 'S' AND ${kindOf4(y)} = 'S'`;
      const ascii = (v) => `match(if(${kindOf4(v)} = 'S', ${payload2(v)}, ''), '^[\\\\x00-\\\\x7f]*$')`;
      const [s, t] = ignoreCase ? [`lower(${payload2(x)})`, `lower(${payload2(y)})`] : [payload2(x), payload2(y)];
      const guard = ignoreCase ? ` AND NOT ${stop(`NOT (${ascii(x)} AND ${ascii(y)})`, CH_NOT_ASCII)}` : "";
      const sql = test.test === "equals" ? `${s} = ${t}` : test.test === "startsWith" ? `startsWith(${s}, ${t})` : test.test === "endsWith" ? `endsWith(${s}, ${t})` : `position(${s}, ${t}) > 0`;
      return json(`if(${strings}${guard}, if(${test.negate ? `NOT ${sql}` : sql}, 'T', 'F'), 'Z')`);
    }
    const part = { getYear: "year", getMonth: "month", getDayOfMonth: "day" }[name];
    if (part !== void 0 && Object.hasOwn({ getYear: 1, getMonth: 1, getDayOfMonth: 1 }, name) && node.args.length === 0) {
      if (receiver.kind !== "json") return NULL;
      return json(this.bind(receiver.sql, (x) => calendarPartSql(x, part, (p) => this.next(p))));
    }
    if (name === "matches" && node.args.length === 1) return this.matches(node, receiver);
    return this.arrayMethod(node, receiver) ?? notCompiledToClickHouse(node.method, `the method ${name}`);
  }
  /** `s.matches("p")` with a pattern of the core both engines read alike (regex.ts): null on a value that is not a string. */
  matches(node, receiver) {
    const arg = node.args[0];
    if (arg.kind !== "String") return notCompiledToClickHouse(arg, "matches with a computed pattern");
    const pattern = regexForSql(arg.value);
    if (typeof pattern !== "string") return notCompiledToClickHouse(arg, "this regular expression", pattern.why);
    if (receiver.kind !== "json") return NULL;
    return json(this.bind(receiver.sql, (x) => `if(${kindOf4(x)} = 'S', if(${matchesSql(payload2(x), chRegex(pattern))}, 'T', 'F'), 'Z')`));
  }
  /** count, exists, head, sum, average, includes (clickhouse-methods.ts); undefined for another method. */
  arrayMethod(node, receiver) {
    if (receiver.kind !== "json") return arrayMethodArity(node) ? NULL : void 0;
    const sql = arrayMethodSql(node, receiver.sql, {
      bind: (value, body) => this.bind(value, body),
      fresh: (prefix) => this.next(prefix),
      json: (n) => asJson2(this.value(n)),
      condition: (n) => this.condition(n),
      forElement: (arg, x, body) => this.forElement(arg, x, body),
      stop
    });
    return sql === void 0 ? void 0 : json(sql);
  }
};
function objectMember(x, key) {
  const list = `arrayPushFront(${items(x, "O")}, 'Z')`;
  return `${list}[indexOf(${list}, ${chString(`K${key}`)}) + 1]`;
}
function compareNumbers(a, op, b) {
  return op === "=" ? a === b : op === "!=" ? a !== b : op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
}
function numberLiteral(node) {
  if (node.kind === "Number") return node.value;
  if (node.kind === "Unary" && node.operator === "-" && node.operand.kind === "Number") return -node.operand.value;
  return void 0;
}
function truthy2(x) {
  return `(${x} = 'T' OR (${kindOf4(x)} = 'A' AND ${x} <> 'A[]'))`;
}
// src/sql/clickhouse-audience.ts
function compileClickHouse(ast, localAudience, now) {
  const compiler = new ClickHouseCompiler(localAudience, now);
  let where2;
  try {
    where2 = whereClause(ast, compiler);
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
  return { ok: true, sql: `${describe(ast)}
${withClause(compiler)}SELECT p.pid, p.primary_id
FROM profiles AS p
${where2}` };
}
function withClause(compiler) {
  const named = [...compiler.named].map(([name, sql]) => `  ${sql} AS ${name}`);
  return named.length > 0 ? `WITH
${named.join(",\n")}
` : "";
}
function whereClause(ast, compiler) {
  if (ast.kind !== "Logical" || ast.operands.length < 2) return `WHERE ${compiler.condition(ast)}`;
  const parts = ast.operands.map((o) => `  ${describe(o)}
  ${compiler.condition(o)}`);
  return `WHERE
${parts.join(`
  ${ast.operator === "and" ? "AND" : "OR"}
`)}`;
}
function clickHouseStatement(sql) {
  return `${sql}
-- on a cluster, each shard reads its own profiles' events (docs/estimates.md)
SETTINGS ${CLICKHOUSE_SETTING}`;
}
var CLICKHOUSE_SETTING = "distributed_product_mode = 'local'";
// src/sql/profile-reads.ts
var ProfileReadLog = class {
  fields = /* @__PURE__ */ new Set();
  wholeDoc = false;
  /** A member of the profile row's doc is read (compile.ts member(), inSegment). */
  readField(name) {
    this.fields.add(name);
  }
  /** The profile row's doc is read other than by one member. */
  readWholeDoc() {
    this.wholeDoc = true;
  }
  reads() {
    return this.wholeDoc ? { kind: "whole" } : { kind: "fields", fields: [...this.fields].sort() };
  }
};
// src/sql/paths.ts
var ARRAY_DEPTH = 3;
var TOO_DEEP = `a path through arrays nested more than ${ARRAY_DEPTH} deep does not compile to SQL`;
function fieldSql(d, names, json2, name, depth = ARRAY_DEPTH) {
  if (d.jsonMember("x", name) === void 0) return void 0;
  if (d.helpers && depth === ARRAY_DEPTH) return d.helpers.field(json2, name);
  return bound(d, names, json2, (x) => {
    const member = d.jsonMember(x, name);
    if (depth === 0)
      return `(CASE WHEN ${d.jsonIs(x, "OBJECT")} THEN ${member} WHEN ${d.jsonIs(x, "ARRAY")} THEN CAST(${d.fail(TOO_DEEP)} AS JSON) END)`;
    const e = names.next("e");
    const inner = fieldSql(d, names, e, name, depth - 1);
    const spread = bound(
      d,
      names,
      inner,
      (r) => `(CASE WHEN ${r} IS NULL THEN ${d.emptyJsonList()} WHEN ${d.jsonIs(r, "ARRAY")} THEN ${d.jsonArrayToList(r)} ELSE ${d.singletonList(r)} END)`
    );
    const projected = d.listToJson(d.flatten(d.listTransform(d.jsonArrayToList(x), e, spread)));
    return `(CASE WHEN ${d.jsonIs(x, "OBJECT")} THEN ${member} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${projected} END)`;
  });
}
// src/sql/binders.ts
function clausesOf2(node) {
  if (node.kind === "Quantifier") return node.bindings;
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}
function overEvents(clause, scope) {
  const s = clause.source;
  return s.kind === "Path" && s.root.type === "name" && s.segments.length === 1 && s.segments[0].name === "xEvent" && scope.items.length === 1 && !scope.vars.has("xEvent");
}
function compileBinder(c, node, scope) {
  const clauses = clausesOf2(node);
  const d = c.d;
  if (node.kind === "Quantifier" && clauses.length === 1 && overEvents(clauses[0], scope)) {
    const clause = clauses[0];
    const inner = withVariable(eventScope(scope), clause.variable.name, { kind: "json", sql: EVENT });
    const condition = clause.condition ? c.condition(clause.condition, inner) : "TRUE";
    const set = { kind: "events", conditions: [node.quantifier === "exists" ? condition : `NOT ${condition}`] };
    const n = c.events.count(node, set);
    return bool(node.quantifier === "exists" ? `(${n} > 0)` : `(${n} = 0)`);
  }
  const each = (k, outer, body, onNull, onOther) => {
    const clause = clauses[k];
    const source = c.value(clause.source, outer);
    if (source.kind !== "json") return onOther;
    const param = c.names.next("x");
    const inner = withVariable(outer, clause.variable.name, { kind: "json", sql: param });
    return bound(
      d,
      c.names,
      source.sql,
      (x) => `(CASE WHEN ${x} IS NULL THEN ${onNull} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${body(d.jsonArrayToList(x), param, inner)} ELSE ${onOther} END)`
    );
  };
  const cond = (k, inner) => clauses[k].condition ? c.condition(clauses[k].condition, inner) : "TRUE";
  if (node.kind === "Quantifier" && node.quantifier === "exists") {
    const exists = (k, outer) => each(
      k,
      outer,
      (list, x, inner) => d.listAny(list, x, `(${cond(k, inner)} AND ${k + 1 < clauses.length ? exists(k + 1, inner) : "TRUE"})`),
      "FALSE",
      "FALSE"
    );
    return bool(`coalesce(${exists(0, scope)}, FALSE)`);
  }
  if (node.kind === "Quantifier") {
    const forall = (k, outer) => each(
      k,
      outer,
      (list, x, inner) => `NOT ${d.listAny(list, x, `NOT (${cond(k, inner)} AND ${k + 1 < clauses.length ? forall(k + 1, inner) : "TRUE"})`)}`,
      "TRUE",
      "FALSE"
    );
    return bool(`coalesce(${forall(0, scope)}, FALSE)`);
  }
  const empty = d.emptyJsonList();
  const combinations = (k, outer, last) => each(
    k,
    outer,
    (list, x, inner) => {
      const kept = d.listFilter(list, x, cond(k, inner));
      const y = c.names.next("x");
      const innerY = withVariable(outer, clauses[k].variable.name, { kind: "json", sql: y });
      const next = k + 1 < clauses.length ? combinations(k + 1, innerY, last) : last(innerY, y);
      return d.flatten(d.listTransform(kept, y, next));
    },
    empty,
    empty
  );
  if (node.kind === "Select") {
    const last = clauses[clauses.length - 1].variable.name;
    const list = combinations(0, scope, (inner) => d.singletonList(inner.vars.get(last).sql));
    return { kind: "json", sql: d.listToJson(list) };
  }
  const values = combinations(0, scope, (inner) => d.singletonList(c.json(node.value, inner)));
  const sum = bound(d, c.names, d.listToJson(values), (v) => {
    const all = d.jsonArrayToList(v);
    const x = c.names.next("x");
    const nonNumber = d.listAny(all, x, `${x} IS NOT NULL AND NOT ${d.jsonIs(x, "NUMBER")}`);
    const y = c.names.next("x");
    const numbers = d.listTransform(d.listFilter(all, y, `${y} IS NOT NULL`), y, d.jsonNumber(y));
    return `(CASE WHEN ${nonNumber} THEN NULL ELSE ${d.listSumInOrder(numbers)} END)`;
  });
  return { kind: "num", sql: sum };
}
// src/sql/compile.ts
var ALIAS_KEY_NOTE = "/* no AEP export holds an alias: key in segmentMembership (it is keyed by segment id): only an audience of this run matches it */";
var NULL_JSON = { kind: "json", sql: "CAST(NULL AS JSON)" };
var Compiler = class {
  constructor(d, now, localAudienceTable, profileColumn) {
    this.d = d;
    this.now = now;
    this.events = new EventParts(this);
    this.ctx = { d, names: this.names, now, events: this.events, localAudienceTable, profileColumn };
  }
  d;
  now;
  names = new Names();
  events;
  /** What the query reads of the profile's doc (ProfileReads): what a loader may keep of it. */
  profileReads = new ProfileReadLog();
  ctx;
  /** A value; an events set (`xEvent[...]`) is one only in a condition or under count/exists. */
  value(node, scope) {
    return this.asValue(node, this.any(node, scope));
  }
  asValue(node, v) {
    if (v.kind === "events") return { kind: "json", sql: this.events.list(node, v) };
    return v;
  }
  /** The node in a condition: SQL TRUE or FALSE. */
  condition(node, scope) {
    const v = this.any(node, scope);
    return v.kind === "events" ? this.events.exists(node, v) : truthy(this.d, this.names, v);
  }
  any(node, scope) {
    const v = this.read(node, scope);
    if (v.kind === "json" && v.sql === EVENT) this.events.readWholeDoc();
    if (v.kind === "json" && v.sql === PROFILE) this.profileReads.readWholeDoc();
    return v;
  }
  /** The node's SQL, the event row's doc left unreported: for any() to report, or for member() to read one field of. */
  read(node, scope) {
    const d = this.d;
    switch (node.kind) {
      case "String":
        return { kind: "str", sql: d.string(node.value) };
      case "Number":
        return { kind: "num", sql: d.number(node.value) };
      case "Boolean":
        return bool(node.value ? "TRUE" : "FALSE");
      case "Date": {
        const p = (0, import_cli_chunk_MJ44L2U2.datePeriod)(node.year, node.month, node.day);
        return { kind: "time", sql: p ? String(p.start) : "CAST(NULL AS BIGINT)" };
      }
      case "Array":
        return { kind: "json", sql: d.listToJson(`[${node.elements.map((e) => this.json(e, scope)).join(", ")}]`) };
      case "Object": {
        const keys = node.entries.map((e) => e.key.value);
        if (new Set(keys).size !== keys.length) return notCompiled(node, "an object literal with a key twice");
        return { kind: "json", sql: d.jsonObject(node.entries.map((e) => [e.key.value, this.json(e.value, scope)])) };
      }
      case "Path":
        return this.path(node, scope);
      case "This": {
        const item = scope.items[0];
        if (item === null || item === void 0) return notCompiled(node, "this outside the element it names");
        return { kind: "json", sql: item };
      }
      case "ContextReference":
        return NULL_JSON;
      case "SegmentReference":
        return this.inSegment(node, scope);
      case "Logical": {
        const parts = node.operands.map((o) => this.condition(o, scope));
        return bool(`(${parts.join(node.operator === "and" ? " AND " : " OR ")})`);
      }
      case "Unary":
        if (node.operator === "-") {
          const v = this.value(node.operand, scope);
          return { kind: "num", sql: `(- ${numberOf2(d, this.names, v)})` };
        }
        return bool(`(NOT ${this.condition(node.operand, scope)})`);
      case "Binary":
        return this.binary(node, scope);
      case "MemberAccess":
        return this.member(node, this.asValue(node.object, this.read(node.object, scope)), node.property.name);
      case "Filter":
        return this.filter(node, scope);
      case "MethodCall":
        return compileMethod(this, node, scope);
      case "FunctionCall":
        return compileFunction(this, node);
      case "If": {
        const test = this.condition(node.test, scope);
        const a = this.value(node.then, scope);
        const b = this.value(node.otherwise, scope);
        if (a.kind === b.kind) return { kind: a.kind, sql: `(CASE WHEN ${test} THEN ${a.sql} ELSE ${b.sql} END)` };
        return { kind: "json", sql: `(CASE WHEN ${test} THEN ${this.asJson(node.then, a)} ELSE ${this.asJson(node.otherwise, b)} END)` };
      }
      case "Lambda":
        return notCompiled(node, "a lambda outside a method argument");
      case "Let": {
        const v = this.value(node.value, scope);
        let body;
        const sql = shared(d, this.names, v, (w) => {
          body = this.any(node.body, withVariable(scope, node.variable.name, w));
          if (body.kind === "events") return notCompiled(node.body, "xEvent as the value of let");
          return body.sql;
        });
        return { kind: body.kind, sql };
      }
      case "Select":
      case "Quantifier":
      case "SumOver":
        return compileBinder(this, node, scope);
      case "TimeWord":
        return { kind: "time", sql: String(node.word === "now" ? this.now : (0, import_cli_chunk_MJ44L2U2.timeWordPeriod)(node.word, this.now).start) };
      case "RelativePeriod":
        return { kind: "time", sql: String((0, import_cli_chunk_MJ44L2U2.relativePeriod)(node, this.now).start) };
      case "Occurs":
        return bool(this.occurs(node, scope));
      case "Chain":
        return bool(this.events.chain(node, scope));
    }
  }
  /** The value as JSON (a timestamp has no JSON form here). */
  asJson(node, v) {
    if (v.kind === "time") notCompiled(node, "a timestamp inside an array or an if", "it has no JSON form in SQL");
    return asJson(this.d, v);
  }
  json(node, scope) {
    return this.asJson(node, this.value(node, scope));
  }
  path(node, scope) {
    let value;
    let i = 0;
    if (node.root.type === "param") {
      if (node.root.index !== 1) return NULL_JSON;
      const profile = scope.items[scope.items.length - 1];
      if (profile === null || profile === void 0) return notCompiled(node, "$1 inside an events condition");
      value = { kind: "json", sql: profile };
    } else if (node.root.type === "up") {
      if (node.root.levels >= scope.items.length) return NULL_JSON;
      const item = scope.items[node.root.levels];
      if (item === null || item === void 0) return notCompiled(node, "^ out of an events condition");
      value = { kind: "json", sql: item };
    } else {
      const head = node.segments[0].name;
      i = 1;
      const bound2 = scope.vars.get(head);
      if (bound2 === null) return notCompiled(node, "a variable bound outside an events condition");
      if (bound2 !== void 0) value = bound2;
      else if (head === "xEvent" && scope.items.length === 1) {
        if (node.segments.length === 1) return this.events.all();
        value = this.value({ ...node, segments: node.segments.slice(0, 1) }, scope);
      } else {
        const item = scope.items[0];
        if (item === null || item === void 0) return notCompiled(node, "a name outside its events condition");
        value = this.member(node, { kind: "json", sql: item }, head);
      }
    }
    for (; i < node.segments.length; i++) value = this.member(node, value, node.segments[i].name);
    return value;
  }
  member(node, v, name) {
    if (v.kind !== "json") return NULL_JSON;
    if (v.sql === PROFILE || v.sql === EVENT) {
      const sql2 = this.d.jsonMember(v.sql, name);
      if (sql2 === void 0) return notCompiled(node, `the field name ${JSON.stringify(name)}`, "it cannot be written as a JSON path");
      if (v.sql === EVENT) this.events.readField(name);
      else this.profileReads.readField(name);
      return this.withColumn({ kind: "json", sql: sql2, path: { doc: v.sql, keys: [name] } });
    }
    const sql = fieldSql(this.d, this.names, v.sql, name);
    if (sql === void 0) return notCompiled(node, `the field name ${JSON.stringify(name)}`, "it cannot be written as a JSON path");
    return v.path ? this.withColumn({ kind: "json", sql, path: { doc: v.path.doc, keys: [...v.path.keys, name] } }) : { kind: "json", sql };
  }
  /** A path of the profile's doc with the columns the caller computed its readings into (CompileOptions.profileColumn). */
  withColumn(v) {
    const hook = this.ctx.profileColumn;
    const keys = v.path?.keys;
    if (hook === void 0 || v.path?.doc !== PROFILE || keys === void 0) return v;
    return { ...v, column: (kind) => hook(keys, kind) };
  }
  /** `a[cond]` over a JSON array: the elements that meet it (null for a missing array is []). */
  filter(node, scope) {
    const object = this.any(node.object, scope);
    if (object.kind === "events") return this.events.filter(object, node.condition, scope);
    return this.listOp(
      object,
      (list, e) => this.d.listToJson(this.d.listFilter(list, e.param, this.condition(node.condition, e.scope))),
      "[]",
      scope
    );
  }
  /**
   * An operation on the elements of a value that `array()` reads: null is the empty array, an array
   * is its elements, anything else a type problem (null). `op` gets the list and an element scope.
   */
  listOp(v, op, onNull, scope, itemScope = true) {
    const d = this.d;
    const empty = onNull === "[]" ? d.listToJson(d.emptyJsonList()) : onNull;
    if (v.kind !== "json") return { kind: "json", sql: "CAST(NULL AS JSON)" };
    const param = this.names.next("x");
    const inner = itemScope ? { ...scope, items: [param, ...scope.items] } : scope;
    const sql = bound(
      d,
      this.names,
      v.sql,
      (x) => `(CASE WHEN ${x} IS NULL THEN ${empty ?? "NULL"} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${op(d.jsonArrayToList(x), { param, scope: inner })} END)`
    );
    return { kind: "json", sql };
  }
  binary(node, scope) {
    const op = node.operator;
    const d = this.d;
    switch (op) {
      case "=":
      case "!=":
      case "<":
      case "<=":
      case ">":
      case ">=":
        return bool(
          shared(
            d,
            this.names,
            this.value(node.left, scope),
            (a) => shared(d, this.names, this.value(node.right, scope), (b) => comparisonSql(d, this.names, op, a, b))
          )
        );
      case "in":
      case "notIn":
        return bool(this.membership(node, scope));
      case "like": {
        const s = stringOf(d, this.names, this.value(node.left, scope));
        const p = stringOf(d, this.names, this.value(node.right, scope));
        return bool(`coalesce(${s} LIKE ${p}, FALSE)`);
      }
      default: {
        let kind = "json";
        const sql = shared(
          d,
          this.names,
          this.value(node.left, scope),
          (a) => shared(d, this.names, this.value(node.right, scope), (b) => {
            const r = this.arithmetic(node, op, a, b);
            kind = r.kind;
            return r.sql;
          })
        );
        return { kind, sql };
      }
    }
  }
  membership(node, scope) {
    return shared(this.d, this.names, this.value(node.left, scope), (left) => this.membershipOf(node, left, scope));
  }
  membershipOf(node, left, scope) {
    const negate = node.operator === "notIn";
    if (node.right.kind === "Array") {
      const listed = this.listedScalars(node.right, left);
      if (listed !== void 0 && !negate) return listed;
      const found = node.right.elements.map((e2) => equalSql(this.d, this.names, left, this.value(e2, scope)));
      const any = found.length === 0 ? "FALSE" : `(${found.join(" OR ")})`;
      return `(${notNull(left)} AND ${negate ? `NOT ${any}` : any})`;
    }
    const right = this.value(node.right, scope);
    if (right.kind !== "json") return "FALSE";
    const d = this.d;
    const e = this.names.next("x");
    return bound(d, this.names, right.sql, (r) => {
      const any = d.listAny(d.jsonArrayToList(r), e, equalSql(d, this.names, left, { kind: "json", sql: e }));
      return `coalesce(CASE WHEN ${notNull(left)} AND ${d.jsonIs(r, "ARRAY")} THEN ${negate ? `NOT ${any}` : any} ELSE FALSE END, FALSE)`;
    });
  }
  /**
   * `x in ["a", "b"]` (strings only, or numbers only) as SQL's IN over one read of `x`: a value of
   * another type reads as NULL, which is in no list. undefined where the general form is needed.
   */
  listedScalars(list, left) {
    const helpers = this.d.helpers;
    if (!helpers || left.kind !== "json" || list.elements.length === 0) return void 0;
    const kinds = new Set(list.elements.map((e) => e.kind));
    if (kinds.size !== 1 || !(kinds.has("String") || kinds.has("Number"))) return void 0;
    const values = list.elements.map(
      (e) => e.kind === "String" ? this.d.string(e.value) : e.kind === "Number" ? this.d.number(e.value) : ""
    );
    const column = left.column?.(kinds.has("String") ? "str" : "num");
    const read = column ?? (kinds.has("String") ? helpers.string(scalarSource(this.d, left)) : helpers.number(scalarSource(this.d, left)));
    return `coalesce(${read} IN (${values.join(", ")}), FALSE)`;
  }
  arithmetic(node, op, a, b) {
    const d = this.d;
    const names = this.names;
    const nan = (x2) => bound(d, names, x2, (y2) => `(CASE WHEN ${d.isNaN(y2)} THEN CAST(${d.fail("an arithmetic result is NaN")} AS DOUBLE) ELSE ${y2} END)`);
    if (op === "+") {
      if (a.kind === "str" && b.kind === "str") return { kind: "str", sql: `(${a.sql} || ${b.sql})` };
      if (a.kind === "num" && b.kind === "num") return { kind: "num", sql: nan(`(${a.sql} + ${b.sql})`) };
      if (a.kind !== "json" && b.kind !== "json" && a.kind !== b.kind) return { kind: "num", sql: "CAST(NULL AS DOUBLE)" };
      const [na, nb, sa, sb] = [numberOf2(d, names, a), numberOf2(d, names, b), stringOf(d, names, a), stringOf(d, names, b)];
      return {
        kind: "json",
        sql: `(CASE WHEN ${na} IS NOT NULL AND ${nb} IS NOT NULL THEN ${d.numberToJson(nan(`(${na} + ${nb})`))} WHEN ${sa} IS NOT NULL AND ${sb} IS NOT NULL THEN ${d.stringToJson(`(${sa} || ${sb})`)} END)`
      };
    }
    const [x, y] = [numberOf2(d, names, a), numberOf2(d, names, b)];
    const sqlOp = op;
    const sql = bound(
      d,
      names,
      y,
      (r) => op === "/" || op === "%" ? `(CASE WHEN ${r} <> 0 THEN ${nan(`(${x} ${sqlOp} ${r})`)} END)` : nan(`(${x} ${sqlOp} ${r})`)
    );
    void node;
    return { kind: "num", sql };
  }
  inSegment(node, scope) {
    const d = this.d;
    const profile = scope.items[scope.items.length - 1];
    if (profile === null || profile === void 0) return notCompiled(node, "inSegment inside an events condition");
    if (profile === PROFILE) this.profileReads.readField("segmentMembership");
    else this.profileReads.readWholeDoc();
    let status = profile;
    for (const key of ["segmentMembership", "ups", node.segmentId, "status"]) status = status && d.jsonMember(status, key);
    if (status === void 0) return notCompiled(node, "inSegment with this id", "it cannot be written as a JSON path");
    const realized = d.helpers ? `coalesce(${d.helpers.string(status)} IN ('realized', 'existing'), FALSE)` : bound(
      d,
      this.names,
      status,
      (s) => `coalesce(${d.jsonIs(s, "VARCHAR")} AND ${d.jsonString(s)} IN ('realized', 'existing'), FALSE)`
    );
    const read = node.segmentId.startsWith("alias:") ? `${ALIAS_KEY_NOTE} ${realized}` : realized;
    const table = this.ctx.localAudienceTable(node.segmentId);
    if (table === void 0) return bool(read);
    return bool(`(${read} OR ${this.events.localAudience(node, table)})`);
  }
  /** An anchor as [start, end): constants for words, periods and dates; SQL for a value from the data. */
  anchor(node, scope) {
    const constant2 = (p) => p;
    switch (node.kind) {
      case "TimeWord":
        return constant2((0, import_cli_chunk_MJ44L2U2.timeWordPeriod)(node.word, this.now));
      case "RelativePeriod":
        return constant2((0, import_cli_chunk_MJ44L2U2.relativePeriod)(node, this.now));
      case "Date":
        return constant2((0, import_cli_chunk_MJ44L2U2.datePeriod)(node.year, node.month, node.day));
    }
    const v = this.value(node, scope);
    const d = this.d;
    const ms = instantOf(d, this.names, v);
    if (v.kind === "time") return { start: ms, end: `(${ms} + 1)` };
    const s = stringOf(d, this.names, v);
    return { start: ms, end: `(${ms} + CASE WHEN length(${s}) = 10 THEN 86400000 ELSE 1 END)` };
  }
  /** `t` (BIGINT epoch ms SQL, not NULL) meets the constraint: SQL TRUE or FALSE. */
  constraint(c, t, scope) {
    const d = this.d;
    let sql;
    switch (c.kind) {
      case "PointConstraint": {
        const a = this.anchor(c.anchor, scope);
        sql = a ? occursIn(d, t, a) : void 0;
        break;
      }
      case "DirectionConstraint": {
        const a = this.anchor(c.anchor, scope);
        sql = a ? occursDirection(d, t, c.direction, a) : void 0;
        break;
      }
      case "AmountConstraint": {
        const a = this.anchor(c.anchor, scope);
        if (a === null) return "FALSE";
        sql = occursAmount(d, t, c.comparator, c.amount, c.unit, c.direction, a);
        if (sql === void 0)
          return notCompiled(c, `\`${c.unit}\` counted from a time read from the data`, "calendar units need the calendar in SQL");
        break;
      }
      case "BetweenConstraint": {
        const a = this.anchor(c.from, scope);
        const b = this.anchor(c.to, scope);
        sql = a && b ? occursBetween(d, t, a, b) : void 0;
        break;
      }
    }
    return sql ? `coalesce(${sql}, FALSE)` : "FALSE";
  }
  occurs(node, scope) {
    const t = instantOf(this.d, this.names, this.value(node.subject, scope));
    return bound(this.d, this.names, t, (x) => `coalesce(${x} IS NOT NULL AND ${this.constraint(node.constraint, x, scope)}, FALSE)`);
  }
};
// src/sql/duckdb-string.ts
function duckdbString(value) {
  const pieces = value.split("\0").map((p) => `'${p.replaceAll("'", "''")}'`);
  return pieces.length === 1 ? pieces[0] : `(${pieces.join(" || chr(0) || ")})`;
}
// src/sql/duckdb-macros.ts
var isNumber = (j) => `json_type(${j}) IN ('BIGINT', 'UBIGINT', 'DOUBLE')`;
var bind = (value, param, body) => `list_transform([${value}], ${param} -> ${body})[1]`;
function fieldMacro(depth) {
  const name = depth === ARRAY_DEPTH ? "pql_field" : `pql_field_${depth}`;
  const [v, e] = [`pql_v${depth}`, `pql_e${depth}`];
  const deeper = depth === 0 ? `CAST(error(${duckdbString(STOP_MARK + TOO_DEEP)}) AS JSON)` : `to_json(flatten(list_transform(CAST(${v} AS JSON[]), ${e} -> pql_spread(pql_field_${depth - 1}(${e}, key)))))`;
  return {
    name,
    params: ["json", "key"],
    doc: depth === ARRAY_DEPTH ? "json.key as PQL reads a field: an object's member; through an array, every element's, nested arrays flattened, missing ones left out" : `pql_field inside ${ARRAY_DEPTH - depth === 1 ? "an array" : `${ARRAY_DEPTH - depth} nested arrays`}${depth === 0 ? " (one more array stops the query: no recursion in SQL)" : ""}`,
    body: bind(
      "json",
      v,
      `CASE WHEN json_type(${v}) = 'OBJECT' THEN pql_member(${v}, key) WHEN json_type(${v}) = 'ARRAY' THEN ${deeper} END`
    )
  };
}
var macros = [
  {
    name: "pql_member",
    params: ["json", "key"],
    doc: "an object's member; JSON null and a missing member are SQL NULL (PQL has one null)",
    // The member read once: each read of a row's doc parses the whole document.
    body: bind(`json_extract(json, '$."' || key || '"')`, "pql_m", "CASE WHEN json_type(pql_m) = 'NULL' THEN NULL ELSE pql_m END")
  },
  {
    name: "pql_spread",
    params: ["json"],
    doc: "a field's value as the list a path through an array adds: an array's elements, one value, or nothing for NULL",
    body: bind(
      "json",
      "pql_r",
      "CASE WHEN pql_r IS NULL THEN CAST([] AS JSON[]) WHEN json_type(pql_r) = 'ARRAY' THEN CAST(pql_r AS JSON[]) ELSE [pql_r] END"
    )
  },
  ...Array.from({ length: ARRAY_DEPTH + 1 }, (_, depth) => fieldMacro(depth)),
  {
    name: "pql_string",
    params: ["json"],
    doc: "a JSON string's text; NULL for any other value (PQL compares only values of one type)",
    body: bind("json", "pql_s", "CASE WHEN json_type(pql_s) = 'VARCHAR' THEN json_extract_string(pql_s, '$') END")
  },
  {
    name: "pql_number",
    params: ["json"],
    doc: "a JSON number as DOUBLE; NULL for any other value",
    body: bind("json", "pql_n", `CASE WHEN ${isNumber("pql_n")} THEN CAST(pql_n AS DOUBLE) END`)
  },
  {
    name: "pql_boolean",
    params: ["json"],
    doc: "a JSON boolean; NULL for any other value",
    body: bind("json", "pql_b", "CASE WHEN json_type(pql_b) = 'BOOLEAN' THEN CAST(pql_b AS BOOLEAN) END")
  },
  {
    name: "pql_truthy",
    params: ["json"],
    doc: "whether a value meets a condition as PQL reads it: true, or a non-empty array (never NULL)",
    body: `coalesce(${bind(
      "json",
      "pql_t",
      "CASE WHEN json_type(pql_t) = 'BOOLEAN' THEN CAST(pql_t AS BOOLEAN) WHEN json_type(pql_t) = 'ARRAY' THEN json_array_length(pql_t) > 0 ELSE FALSE END"
    )}, FALSE)`
  }
];
function macroStatement(m) {
  return `-- ${m.name}: ${m.doc}
CREATE OR REPLACE TEMP MACRO ${m.name}(${m.params.join(", ")}) AS
  ${m.body}`;
}
var called = (sql, name) => new RegExp(`\\b${name}\\(`).test(sql);
function macrosFor(sql) {
  if (sql === void 0) return [...macros];
  const needed = /* @__PURE__ */ new Set();
  for (let i = macros.length - 1; i >= 0; i--) {
    const m = macros[i];
    if (called(sql, m.name) || [...needed].some((n) => called(macros.find((x) => x.name === n).body, m.name))) needed.add(m.name);
  }
  return macros.filter((m) => needed.has(m.name));
}
// src/sql/duckdb.ts
var jsonKindOf = { BIGINT: "NUMBER", UBIGINT: "NUMBER", DOUBLE: "NUMBER" };
var duckdb = {
  name: "duckdb",
  helpers: {
    field: (json2, key) => `pql_field(${json2}, ${duckdb.string(key)})`,
    string: (json2) => `pql_string(${json2})`,
    number: (json2) => `pql_number(${json2})`,
    boolean: (json2) => `pql_boolean(${json2})`,
    truthy: (json2) => `pql_truthy(${json2})`,
    definitions: (sql) => macrosFor(sql).map(macroStatement)
  },
  jsonKind: (json2) => `(CASE json_type(${json2}) ${Object.entries(jsonKindOf).map(([k, v]) => `WHEN '${k}' THEN '${v}'`).join(" ")} WHEN 'NULL' THEN NULL ELSE json_type(${json2}) END)`,
  jsonIs: (json2, kind) => kind === "NUMBER" ? `json_type(${json2}) IN ('BIGINT', 'UBIGINT', 'DOUBLE')` : `json_type(${json2}) = '${kind}'`,
  jsonMember(json2, key) {
    if (key === "" || /["\\\u0000-\u001f]/.test(key)) return void 0;
    return `pql_member(${json2}, ${duckdb.string(key)})`;
  },
  // One parse of the doc for the whole path; DuckDB's path does not step into arrays (`$."a"."b"` of {"a": [...]} is NULL).
  memberPath: (json2, keys) => `json_extract(${json2}, ${duckdb.string(`$${keys.map((k) => `."${k}"`).join("")}`)})`,
  jsonString: (json2) => `(${json2}->>'$')`,
  jsonNumber: (json2) => `CAST(${json2} AS DOUBLE)`,
  jsonBoolean: (json2) => `CAST(${json2} AS BOOLEAN)`,
  jsonArrayLength: (json2) => `CAST(json_array_length(${json2}) AS DOUBLE)`,
  jsonObjectSize: (json2) => `CAST(len(json_keys(${json2})) AS DOUBLE)`,
  jsonText: (json2) => `CAST(${json2} AS VARCHAR)`,
  sortedKeys: (json2) => `list_sort(json_keys(${json2}))`,
  // Through a MAP: any key, quotes and `$` included, without writing it into a JSON path.
  objectValue(json2, k) {
    const v = `CAST(${json2} AS MAP(VARCHAR, JSON))[${k}]`;
    return `(CASE WHEN json_type(${v}) = 'NULL' THEN NULL ELSE ${v} END)`;
  },
  jsonObject: (entries) => `json_object(${entries.map(([k, v]) => `${duckdb.string(k)}, ${v}`).join(", ")})`,
  jsonArrayToList: (json2) => `CAST(${json2} AS JSON[])`,
  listToJson: (list) => `to_json(${list})`,
  stringToJson: (s) => `to_json(${s})`,
  numberToJson: (n) => `to_json(${n})`,
  booleanToJson: (b) => `to_json(${b})`,
  emptyJsonList: () => "CAST([] AS JSON[])",
  singletonList: (json2) => `[${json2}]`,
  flatten: (lists) => `flatten(${lists})`,
  listTransform: (list, param, body) => `list_transform(${list}, ${param} -> ${body})`,
  listFilter: (list, param, body) => `list_filter(${list}, ${param} -> ${body})`,
  listAny: (list, param, body) => `coalesce(list_bool_or(list_transform(${list}, ${param} -> ${body})), false)`,
  range: (n) => `range(1, CAST(${n} AS BIGINT) + 1)`,
  listLength: (list) => `CAST(len(${list}) AS DOUBLE)`,
  bind: (value, param, body) => `list_transform([${value}], ${param} -> ${body})[1]`,
  regexFullMatch: (s, pattern) => `regexp_full_match(${s}, ${duckdb.string(pattern)})`,
  regexSearch: (s, pattern) => `regexp_matches(${s}, ${duckdb.string(pattern)})`,
  startsWith: (s, t) => `starts_with(${s}, ${t})`,
  endsWith: (s, t) => `suffix(${s}, ${t})`,
  contains: (s, t) => `contains(${s}, ${t})`,
  lower: (s) => `lower(${s})`,
  listSumInOrder: (list) => `list_reduce(list_prepend(CAST(0 AS DOUBLE), ${list}), (acc, x) -> acc + x)`,
  listMin: (list) => `list_min(${list})`,
  listMax: (list) => `list_max(${list})`,
  isNaN: (n) => `isnan(${n})`,
  fail: (message) => `error(${duckdb.string(STOP_MARK + message)})`,
  string: duckdbString,
  number(value) {
    if (Number.isNaN(value)) return "CAST('NaN' AS DOUBLE)";
    if (!Number.isFinite(value)) return `CAST('${value > 0 ? "Infinity" : "-Infinity"}' AS DOUBLE)`;
    return `CAST(${String(value)} AS DOUBLE)`;
  },
  integerOrNull: (s) => `TRY_CAST(${s} AS BIGINT)`,
  floorDiv: (a, b) => `CAST(floor((${a}) / (${b})) AS BIGINT)`
};
// src/sql/index.ts
var dialects = { duckdb };
function helperDefinitions(dialect, sql) {
  return dialect === "clickhouse" ? [] : dialects[dialect].helpers?.definitions(sql) ?? [];
}
function compileAudience(ast, options) {
  const at = { span: ast.span };
  if (!(0, import_cli_chunk_MJ44L2U2.inDateRange)(options.now))
    return { ok: false, unsupported: { construct: "now", span: at.span, message: "now is not an instant a Date can hold" } };
  if (options.dialect === "clickhouse") return compileClickHouse(ast, (id) => options.localAudienceTable(id) !== void 0, options.now);
  const compiler = new Compiler(dialects[options.dialect], options.now, options.localAudienceTable, options.profileColumn);
  let where2;
  try {
    where2 = gatedCondition(ast, (node) => compiler.condition(node, profileScope()));
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
  const parts = compiler.events.parts;
  const joins = parts.filter((p) => p.joined).map((p) => `
  LEFT JOIN ${p.name} ON ${p.name}.pid = p.pid`);
  const top = `-- ${ast.span.start.line}:${ast.span.start.column} the audience`;
  const select = `${top}
SELECT p.pid, p.primary_id
FROM profiles AS p${joins.join("")}
${where2}`;
  const over = (events) => {
    const ctes = parts.map((p) => `${p.comment}
${p.name} AS (
  ${p.sql(events)}
)`);
    return ctes.length > 0 ? `WITH
${ctes.join(",\n")}
${select}` : select;
  };
  const sqlOver = (source) => {
    const plain = plainTableName(source);
    if (plain !== "ok")
      throw new Error(
        `events source ${JSON.stringify(source)}: ${plain === "not plain" ? "not a plain identifier" : "named like a part of the query"}`
      );
    return over(source);
  };
  return {
    ok: true,
    sql: over("events"),
    events: { reads: compiler.events.reads(), sqlOver },
    profileReads: compiler.profileReads.reads()
  };
}
function gatedCondition(ast, condition) {
  if (ast.kind !== "Logical" || ast.operator !== "and") return `WHERE ${condition(ast)}`;
  const operands = ast.operands.map(condition);
  const gates = operands.filter((sql) => !sql.includes(PROFILE));
  const rest = operands.filter((sql) => sql.includes(PROFILE));
  if (gates.length === 0 || rest.length === 0) return `WHERE (${operands.join(" AND ")})`;
  return `-- the parts first: a profile's doc is read only where they hold
WHERE CASE WHEN ${gates.join(" AND ")}
  THEN ${rest.join(" AND ")}
  ELSE FALSE END`;
}
// src/node/estimate/dependency-order.ts
function dependencyOrder(audiences) {
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    for (const key of (0, import_cli_chunk_67JIP6KT.referenceKeys)(a)) byKey.set(key, i);
  });
  const order = [];
  const state = /* @__PURE__ */ new Map();
  const visit = (i) => {
    if (state.has(i)) return;
    state.set(i, "visiting");
    for (const id of (0, import_cli_chunk_67JIP6KT.referencedIds)(audiences[i].ast)) {
      const target = byKey.get(id);
      if (target !== void 0 && target !== i) visit(target);
    }
    state.set(i, "done");
    order.push(i);
  };
  audiences.forEach((_, i) => visit(i));
  return order;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CLICKHOUSE_STRING_ESCAPES,
  GROWTH_SLACK,
  MAX_GROWTH,
  MAX_NESTING,
  clickHouseStatement,
  clickHouseStopReason,
  compileAudience,
  dependencyOrder,
  duckdb,
  duckdbString,
  helperDefinitions,
  statementTitle,
  stopReason,
  tooDeepAt
});
})
