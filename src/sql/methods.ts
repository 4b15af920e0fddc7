// Methods and global functions in SQL, as src/evaluate/functions.ts runs them: a method on null
// gives null (except the null tests and the aggregations, which read null as "nothing"), a method
// on the wrong type gives null. A method's PQL boolean may so be null: it is JSON here.
import type * as A from "../syntax/ast.js";
import type { Compiled, Walker } from "./walker.js";
import { equalSql, instantOf } from "./compare.js";
import { datePartSql } from "./timestamps.js";
import { withVariable, type Scope } from "./scope.js";
import { notCompiled } from "./unsupported.js";
import { bool, bound, stringOf, truthy, type SqlValue } from "./values.js";
import { regexForSql } from "./regex.js";

// JavaScript's toLowerCase and the engine's lower() agree on every character from U+0000 to U+036F
// but U+0130 (İ, two characters in JavaScript); Greek's final sigma depends on context in
// JavaScript, and later scripts differ by Unicode version. Outside this range the query stops.
const LOWER_ALIKE = "[\\x{0}-\\x{12F}\\x{131}-\\x{36F}]*";
const NOT_ALIKE = "a case-insensitive string test on text beyond Latin (or with U+0130): JavaScript and SQL lower-case it differently";

/** PQL's eight string tests, each as the test it runs and whether it negates it (both dialects read this). */
export const stringTests: Record<string, { test: "equals" | "startsWith" | "endsWith" | "contains"; negate: boolean }> = {
  equals: { test: "equals", negate: false },
  notEqualTo: { test: "equals", negate: true },
  startsWith: { test: "startsWith", negate: false },
  doesNotStartWith: { test: "startsWith", negate: true },
  endsWith: { test: "endsWith", negate: false },
  doesNotEndWith: { test: "endsWith", negate: true },
  contains: { test: "contains", negate: false },
  doesNotContain: { test: "contains", negate: true },
};

/** Arity per compiled method, [least, most]: a call outside it is left to the evaluator. */
const arity: Record<string, [number, number]> = {
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
  getDayOfMonth: [0, 0],
};

const dateParts = { getYear: "year", getMonth: "month", getDayOfMonth: "day" } as const;
for (const k of Object.keys(stringTests)) arity[k] = [1, 2];

/** Whether `name` is a method the compilers know, called with as many arguments as it takes (both dialects read this). */
export function withinArity(name: string, argumentCount: number): boolean {
  const range = Object.hasOwn(arity, name) ? arity[name] : undefined;
  return range !== undefined && argumentCount >= range[0] && argumentCount <= range[1];
}

/** A nullable PQL boolean as JSON: `test` when `present`, else null. */
function maybe(c: Walker, present: string, test: string): SqlValue {
  return { kind: "json", sql: `(CASE WHEN ${present} THEN ${c.d.booleanToJson(test)} END)` };
}

/** The argument for one element: a lambda gets it as its parameter; any other argument reads it as the item. */
function elementArg(c: Walker, arg: A.Expression, element: string, scope: Scope): SqlValue {
  if (arg.kind === "Lambda") {
    let inner = scope;
    arg.params.forEach((p, k) => {
      inner = withVariable(inner, p.name, k === 0 ? { kind: "json", sql: element } : { kind: "json", sql: "CAST(NULL AS JSON)" });
    });
    return c.value(arg.body, inner);
  }
  return c.value(arg, { ...scope, items: [element, ...scope.items] });
}

export function compileMethod(c: Walker, node: A.MethodCall, scope: Scope): Compiled {
  const name = node.method.name;
  const range = Object.hasOwn(arity, name) ? arity[name] : undefined;
  if (!range) return notCompiled(node.method, `the method ${name}`);
  if (node.args.length < range[0] || node.args.length > range[1]) return notCompiled(node, `${name} with ${node.args.length} arguments`);
  const d = c.d;
  const names = c.names;
  const receiver = c.any(node.object, scope);
  if (receiver.kind === "events") {
    const set = node.args.length > 0 ? c.events.filter(receiver, node.args[0]!, scope) : receiver;
    if (name === "count") return { kind: "num", sql: c.events.count(node, set) };
    if (name === "exists") return bool(c.events.exists(node, set));
    return notCompiled(node.method, `${name} on xEvent`);
  }
  if (name === "isNull" || name === "isNotNull") {
    if (receiver.kind === "bool") return bool(name === "isNull" ? "FALSE" : "TRUE");
    return bool(`(${receiver.sql} IS ${name === "isNull" ? "" : "NOT "}NULL)`);
  }
  const strings = Object.hasOwn(stringTests, name) ? stringTests[name] : undefined;
  if (strings) {
    let caseSensitive = true;
    if (node.args.length > 1) {
      const flag = node.args[1]!;
      if (flag.kind !== "Boolean") return notCompiled(flag, `${name} with a computed case flag`);
      caseSensitive = flag.value;
    }
    const s = stringOf(d, names, receiver);
    const t = stringOf(d, names, c.value(node.args[0]!, scope));
    return {
      kind: "json",
      sql: bound(d, names, s, (x) =>
        bound(d, names, t, (y) => {
          const [a, b] = caseSensitive ? [x, y] : [d.lower(x), d.lower(y)];
          const test =
            strings.test === "equals"
              ? `${a} = ${b}`
              : strings.test === "startsWith"
                ? d.startsWith(a, b)
                : strings.test === "endsWith"
                  ? d.endsWith(a, b)
                  : d.contains(a, b);
          const result = strings.negate ? `NOT ${test}` : test;
          const alike = `${d.regexFullMatch(x, LOWER_ALIKE)} AND ${d.regexFullMatch(y, LOWER_ALIKE)}`;
          const guarded = caseSensitive ? result : `CASE WHEN ${alike} THEN ${result} ELSE CAST(${d.fail(NOT_ALIKE)} AS BOOLEAN) END`;
          return maybe(c, `${x} IS NOT NULL AND ${y} IS NOT NULL`, guarded).sql;
        }),
      ),
    };
  }
  if (name === "getYear" || name === "getMonth" || name === "getDayOfMonth") {
    // A timestamp, or an ISO-8601 string read as one; anything else (and null) gives null.
    const ms = instantOf(d, names, receiver);
    return {
      kind: "num",
      sql: bound(d, names, ms, (t) => `(CASE WHEN ${t} IS NOT NULL THEN ${datePartSql(d, names, t, dateParts[name])} END)`),
    };
  }
  switch (name) {
    case "matches": {
      const arg = node.args[0]!;
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
      const test = node.args.length > 0 ? truthy(d, names, elementArg(c, node.args[0]!, e, scope)) : undefined;
      const sql = bound(d, names, receiver.sql, (x) => {
        const items = d.jsonArrayToList(x);
        const answer =
          name === "count"
            ? d.numberToJson(test === undefined ? d.listLength(items) : d.listLength(d.listFilter(items, e, test)))
            : d.booleanToJson(test === undefined ? `${d.listLength(items)} > 0` : d.listAny(items, e, test));
        // count() of an object is its number of keys, whatever the argument; exists() of one is a type problem.
        const object = name === "count" ? d.numberToJson(d.jsonObjectSize(x)) : "NULL";
        const none = name === "count" ? d.numberToJson("CAST(0 AS DOUBLE)") : d.booleanToJson("FALSE");
        return `(CASE WHEN ${x} IS NULL THEN ${none} WHEN ${d.jsonIs(x, "OBJECT")} THEN ${object} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${answer} END)`;
      });
      return { kind: "json", sql };
    }
    case "head":
      return c.listOp(receiver, (items) => `${items}[1]`, null, scope);
    case "includes": {
      const needle = c.value(node.args[0]!, scope);
      return {
        kind: "json",
        sql:
          receiver.kind !== "json"
            ? "CAST(NULL AS JSON)"
            : bound(d, names, receiver.sql, (x) => {
                const e = names.next("x");
                const found = d.listAny(d.jsonArrayToList(x), e, equalSql(d, names, needle, { kind: "json", sql: e }));
                return `(CASE WHEN ${d.jsonIs(x, "ARRAY")} THEN ${d.booleanToJson(found)} END)`;
              }),
      };
    }
    case "sum":
    case "average": {
      if (receiver.kind !== "json") return { kind: "num", sql: "CAST(NULL AS DOUBLE)" };
      const e = names.next("x");
      const each = node.args.length > 0 ? c.asJson(node.args[0]!, elementArg(c, node.args[0]!, e, scope)) : e;
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
      const each = node.args.length > 0 ? c.asJson(node.args[0]!, elementArg(c, node.args[0]!, e, scope)) : e;
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

const ASTRAL = "a min or max of strings with characters beyond U+FFFF: JavaScript orders UTF-16 code units, SQL code points";

/**
 * `min` / `max` of a list of JSON values (no NULLs), as the evaluator's `extreme`: one value is the
 * answer whatever its type; more need all numbers or all strings (anything else compares with
 * nothing: null).
 */
function extreme(c: Walker, values: string, name: "min" | "max"): string {
  const d = c.d;
  return bound(d, c.names, values, (v) => {
    const x = c.names.next("x");
    const all = (kind: "NUMBER" | "VARCHAR") => `NOT ${d.listAny(v, x, `NOT ${d.jsonIs(x, kind)}`)}`;
    const pick = name === "min" ? d.listMin : d.listMax;
    const numbers = d.numberToJson(pick(d.listTransform(v, x, d.jsonNumber(x))));
    const strings = d.listTransform(v, x, d.jsonString(x));
    const astral = d.listAny(strings, x, d.regexSearch(x, "[\\x{10000}-\\x{10FFFF}]"));
    const text = `CASE WHEN ${astral} THEN CAST(${d.fail(ASTRAL)} AS JSON) ELSE ${d.stringToJson(pick(strings))} END`;
    return `(CASE WHEN ${d.listLength(v)} = 0 THEN NULL WHEN ${d.listLength(v)} = 1 THEN ${v}[1] WHEN ${all("NUMBER")} THEN ${numbers} WHEN ${all("VARCHAR")} THEN ${text} END)`;
  });
}

/** `sum` / `average` over a JSON array of values: null when one is neither a number nor null. */
function numbersAggregate(c: Walker, valuesJson: string, name: "sum" | "average"): string {
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

export function compileFunction(c: Walker, node: A.FunctionCall): Compiled {
  const name = node.callee.name;
  const now = new Date(c.now);
  if (node.args.length === 0) {
    if (name === "currentYear") return { kind: "num", sql: c.d.number(now.getUTCFullYear()) };
    if (name === "currentMonth") return { kind: "num", sql: c.d.number(now.getUTCMonth() + 1) };
    if (name === "currentDayOfMonth") return { kind: "num", sql: c.d.number(now.getUTCDate()) };
  }
  return notCompiled(node.callee, `the function ${name}`);
}
