// DuckDB's SQL (https://duckdb.org/docs/stable/sql/introduction): the JSON extension's `->` and
// json_type, list lambdas, RE2 regexes and `error()`.
import type { SqlDialect } from "./dialect.js";
import { macroStatement, macrosFor } from "./duckdb-macros.js";
import { duckdbString } from "./duckdb-string.js";
import { STOP_MARK } from "./stop.js";

const jsonKindOf: Record<string, string> = { BIGINT: "NUMBER", UBIGINT: "NUMBER", DOUBLE: "NUMBER" };

export const duckdb: SqlDialect = {
  name: "duckdb",
  helpers: {
    field: (json, key) => `pql_field(${json}, ${duckdb.string(key)})`,
    string: (json) => `pql_string(${json})`,
    number: (json) => `pql_number(${json})`,
    boolean: (json) => `pql_boolean(${json})`,
    truthy: (json) => `pql_truthy(${json})`,
    definitions: (sql) => macrosFor(sql).map(macroStatement),
  },
  jsonKind: (json) =>
    `(CASE json_type(${json}) ${Object.entries(jsonKindOf)
      .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
      .join(" ")} WHEN 'NULL' THEN NULL ELSE json_type(${json}) END)`,
  jsonIs: (json, kind) => (kind === "NUMBER" ? `json_type(${json}) IN ('BIGINT', 'UBIGINT', 'DOUBLE')` : `json_type(${json}) = '${kind}'`),
  jsonMember(json, key) {
    // A JSON path member in double quotes (duckdb-macros.ts); keys the path syntax cannot quote are left to the caller.
    if (key === "" || /["\\\u0000-\u001f]/.test(key)) return undefined;
    return `pql_member(${json}, ${duckdb.string(key)})`;
  },
  // One parse of the doc for the whole path; DuckDB's path does not step into arrays (`$."a"."b"` of {"a": [...]} is NULL).
  memberPath: (json, keys) => `json_extract(${json}, ${duckdb.string(`$${keys.map((k) => `."${k}"`).join("")}`)})`,
  jsonString: (json) => `(${json}->>'$')`,
  jsonNumber: (json) => `CAST(${json} AS DOUBLE)`,
  jsonBoolean: (json) => `CAST(${json} AS BOOLEAN)`,
  jsonArrayLength: (json) => `CAST(json_array_length(${json}) AS DOUBLE)`,
  jsonObjectSize: (json) => `CAST(len(json_keys(${json})) AS DOUBLE)`,
  jsonText: (json) => `CAST(${json} AS VARCHAR)`,
  sortedKeys: (json) => `list_sort(json_keys(${json}))`,
  // Through a MAP: any key, quotes and `$` included, without writing it into a JSON path.
  objectValue(json, k) {
    const v = `CAST(${json} AS MAP(VARCHAR, JSON))[${k}]`;
    return `(CASE WHEN json_type(${v}) = 'NULL' THEN NULL ELSE ${v} END)`;
  },
  jsonObject: (entries) => `json_object(${entries.map(([k, v]) => `${duckdb.string(k)}, ${v}`).join(", ")})`,
  jsonArrayToList: (json) => `CAST(${json} AS JSON[])`,
  listToJson: (list) => `to_json(${list})`,
  stringToJson: (s) => `to_json(${s})`,
  numberToJson: (n) => `to_json(${n})`,
  booleanToJson: (b) => `to_json(${b})`,
  emptyJsonList: () => "CAST([] AS JSON[])",
  singletonList: (json) => `[${json}]`,
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
  floorDiv: (a, b) => `CAST(floor((${a}) / (${b})) AS BIGINT)`,
};
