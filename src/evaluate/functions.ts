// The methods (`s.startsWith(t)`, `orders.sum(price)`, `t.getMonth()`) and global functions
// (`currentMonth()`, `mapEntry(k, v)`) of PQL, one table each. A method on the wrong type does
// not throw: it reports a problem and gives null. A method on null (a missing field) gives null
// quietly, except the null tests and aggregations, which read null as "nothing".
import { javaRegex } from "./patterns.js";
import { datePeriod } from "./time-words.js";
import {
  compare,
  equal,
  Groups,
  Instant,
  isObject,
  keyOf,
  MapEntry,
  toInstantMs,
  truthy,
  typeName,
  type Value,
  fromData,
  setOwn,
} from "./values.js";

/** What a method or function gets besides its receiver. Arguments are evaluated on demand. */
export interface Call {
  readonly name: string;
  readonly argCount: number;
  /** Argument `i` in the caller's scope. */
  arg(i: number): Value;
  /** Argument `i` for one element: bare names read the element, a lambda gets it (and `extra`) as parameters. */
  argFor(i: number, element: Value, extra?: Value): Value;
  problem(message: string): void;
  /** Counts work the method does besides evaluating its arguments (comparisons, a regex over the text); over the budget, the evaluation stops. */
  charge(units: number): void;
  readonly now: number;
}

export type Method = (receiver: Value, call: Call) => Value;
export type GlobalFunction = (call: Call) => Value;

function wrongType(call: Call, receiver: Value, expected: string): null {
  call.problem(`\`${call.name}\` needs ${expected}, got ${typeName(receiver)}`);
  return null;
}

function stringArg(call: Call, i: number): string | null {
  const v = call.arg(i);
  if (typeof v === "string") return v;
  if (v !== null) call.problem(`\`${call.name}\` needs a string argument, got ${typeName(v)}`);
  return null;
}

/** `equals`, `startsWith`, ... : string tests with an optional case-sensitivity flag (default: case-sensitive). */
function stringTest(test: (s: string, t: string) => boolean, negate: boolean): Method {
  return (receiver, call) => {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const t = stringArg(call, 0);
    if (t === null) return null;
    let caseSensitive = true;
    if (call.argCount > 1) {
      const flag = call.arg(1);
      if (typeof flag !== "boolean")
        return (call.problem(`\`${call.name}\`'s second argument says whether case matters: true or false`), null);
      caseSensitive = flag;
    }
    const result = caseSensitive ? test(receiver, t) : test(receiver.toLowerCase(), t.toLowerCase());
    return negate ? !result : result;
  };
}

function asArray(receiver: Value, call: Call): Value[] | null {
  if (receiver === null) return [];
  if (Array.isArray(receiver)) return receiver;
  if (receiver instanceof Groups) return [...receiver.entries.values()].map((g) => g.items);
  wrongType(call, receiver, "an array");
  return null;
}

/** The numbers an aggregation works on: the elements, or the argument for each element. */
function numbers(receiver: Value, call: Call): number[] | null {
  const items = asArray(receiver, call);
  if (items === null) return null;
  const out: number[] = [];
  for (const item of items) {
    const v = call.argCount > 0 ? call.argFor(0, item) : item;
    if (typeof v === "number") out.push(v);
    else if (v !== null) return (call.problem(`\`${call.name}\` adds up numbers, got ${typeName(v)}`), null);
  }
  return out;
}

function extreme(sign: 1 | -1): Method {
  return (receiver, call) => {
    const items = asArray(receiver, call);
    if (items === null) return null;
    let best: Value = null;
    for (const item of items) {
      const v = call.argCount > 0 ? call.argFor(0, item) : item;
      if (v === null) continue;
      if (best === null) {
        best = v;
        continue;
      }
      const c = compare(v, best);
      if (c === null) return (call.problem(`\`${call.name}\` cannot order ${typeName(v)} and ${typeName(best)}`), null);
      if (c * sign > 0) best = v;
    }
    return best;
  };
}

/** `topN(expr, n)` / `bottomN(expr, n)`: the n elements with the highest / lowest expr. */
function ranked(sign: 1 | -1): Method {
  return (receiver, call) => {
    const items = asArray(receiver, call);
    const n = call.arg(1);
    if (items === null) return null;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0)
      return (call.problem(`\`${call.name}\` needs a whole number of elements as its second argument`), null);
    const keyed = items.map((item) => ({ item, key: call.argFor(0, item) })).filter((x) => x.key !== null);
    call.charge(keyed.length * Math.ceil(Math.log2(keyed.length + 1)));
    let failed = false;
    keyed.sort((a, b) => {
      const c = compare(a.key, b.key);
      if (c === null) failed = true;
      return (c ?? 0) * -sign;
    });
    if (failed) return (call.problem(`\`${call.name}\` cannot order these values`), null);
    return keyed.slice(0, n).map((x) => x.item);
  };
}

function arrayArg(call: Call, i: number): Value[] | null {
  const v = call.arg(i);
  if (Array.isArray(v)) return v;
  if (v !== null) call.problem(`\`${call.name}\` needs an array argument, got ${typeName(v)}`);
  return null;
}

function setTest(test: (a: Value[], b: Value[]) => boolean): Method {
  return (receiver, call) => {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    const other = arrayArg(call, 0);
    if (other === null) return null;
    // Each element of one against each of the other, at worst.
    call.charge(receiver.length * other.length);
    return test(receiver, other);
  };
}

const has = (list: Value[], v: Value) => list.some((x) => equal(x, v));

function datePart(part: (d: Date) => number): Method {
  return (receiver, call) => {
    if (receiver === null) return null;
    const ms = toInstantMs(receiver);
    if (ms === null) return wrongType(call, receiver, "a timestamp (or an ISO-8601 date-time string)");
    return part(new Date(ms));
  };
}

function mapOf(receiver: Value, call: Call): Record<string, Value> | null {
  if (receiver === null) return null;
  if (isObject(receiver)) return receiver;
  wrongType(call, receiver, "a map (an object)");
  return null;
}

export const methods: Record<string, Method> = {
  // strings
  equals: stringTest((s, t) => s === t, false),
  notEqualTo: stringTest((s, t) => s === t, true),
  startsWith: stringTest((s, t) => s.startsWith(t), false),
  doesNotStartWith: stringTest((s, t) => s.startsWith(t), true),
  endsWith: stringTest((s, t) => s.endsWith(t), false),
  doesNotEndWith: stringTest((s, t) => s.endsWith(t), true),
  contains: stringTest((s, t) => s.includes(t), false),
  doesNotContain: stringTest((s, t) => s.includes(t), true),
  matches(receiver, call) {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const pattern = stringArg(call, 0);
    if (pattern === null) return null;
    const re = javaRegex(pattern);
    if (typeof re === "string") return (call.problem(`\`matches\`: ${re}`), null);
    call.charge(receiver.length);
    return re.test(receiver);
  },
  regexGroup(receiver, call) {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const pattern = stringArg(call, 0);
    const group = call.argCount > 1 ? call.arg(1) : 0;
    if (pattern === null) return null;
    if (typeof group !== "number" || !Number.isInteger(group) || group < 0)
      return (call.problem("`regexGroup` needs a group number"), null);
    const re = javaRegex(pattern);
    if (typeof re === "string") return (call.problem(`\`regexGroup\`: ${re}`), null);
    call.charge(receiver.length);
    const m = re.matcher(receiver);
    if (!m.find() || group > m.groupCount()) return null;
    return m.group(group) ?? null;
  },
  // null tests: a missing field is null
  isNull: (receiver) => receiver === null,
  isNotNull: (receiver) => receiver !== null,
  // arrays
  count(receiver, call) {
    if (isObject(receiver)) return Object.keys(receiver).length;
    const items = asArray(receiver, call);
    if (items === null) return null;
    if (call.argCount === 0) return items.length;
    let n = 0;
    for (const item of items) if (truthy(call.argFor(0, item))) n++;
    return n;
  },
  distinct(receiver, call) {
    const items = asArray(receiver, call);
    if (items === null) return null;
    const seen = new Set<string>();
    return items.filter((x) => {
      const k = keyOf(x);
      return seen.has(k) ? false : (seen.add(k), true);
    });
  },
  exists(receiver, call) {
    const items = asArray(receiver, call);
    if (items === null) return null;
    if (call.argCount === 0) return items.length > 0;
    for (const item of items) if (truthy(call.argFor(0, item))) return true;
    return false;
  },
  filter(receiver, call) {
    const items = asArray(receiver, call);
    return items === null ? null : items.filter((item) => truthy(call.argFor(0, item)));
  },
  map(receiver, call) {
    if (receiver instanceof Groups) {
      const results = [...receiver.entries.values()].map((g) => call.argFor(0, g.items, g.key));
      if (results.every((r) => r instanceof MapEntry)) {
        const out: Record<string, Value> = {};
        for (const r of results as MapEntry[]) setOwn(out, typeof r.key === "string" ? r.key : JSON.stringify(r.key), r.value);
        return out;
      }
      return results;
    }
    const items = asArray(receiver, call);
    return items === null ? null : items.map((item) => call.argFor(0, item));
  },
  head(receiver, call) {
    const items = asArray(receiver, call);
    return items === null || items.length === 0 ? null : items[0]!;
  },
  sum(receiver, call) {
    const xs = numbers(receiver, call);
    return xs === null ? null : xs.reduce((a, b) => a + b, 0);
  },
  average(receiver, call) {
    const xs = numbers(receiver, call);
    return xs === null || xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
  },
  min: extreme(-1),
  max: extreme(1),
  topN: ranked(1),
  bottomN: ranked(-1),
  groupBy(receiver, call) {
    const items = asArray(receiver, call);
    if (items === null) return null;
    const entries = new Map<string, { key: Value; items: Value[] }>();
    for (const item of items) {
      const key = call.argFor(0, item);
      const k = keyOf(key);
      const g = entries.get(k);
      if (g) g.items.push(item);
      else entries.set(k, { key, items: [item] });
    }
    return new Groups(entries);
  },
  includes(receiver, call) {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    return has(receiver, call.arg(0));
  },
  intersects: setTest((a, b) => a.some((x) => has(b, x))),
  subsetOf: setTest((a, b) => a.every((x) => has(b, x))),
  supersetOf: setTest((a, b) => b.every((x) => has(a, x))),
  intersection(receiver, call) {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    const other = arrayArg(call, 0);
    if (other === null) return null;
    call.charge(receiver.length * other.length);
    return methods.distinct!(
      receiver.filter((x) => has(other, x)),
      call,
    );
  },
  // maps
  get(receiver, call) {
    const m = mapOf(receiver, call);
    if (m === null) return null;
    const key = call.arg(0);
    if (typeof key !== "string") return (call.problem(`\`get\` needs a string key, got ${typeName(key)}`), null);
    return Object.hasOwn(m, key) ? fromData(m[key]) : null;
  },
  keys(receiver, call) {
    const m = mapOf(receiver, call);
    return m === null ? null : Object.keys(m);
  },
  values(receiver, call) {
    const m = mapOf(receiver, call);
    return m === null ? null : Object.values(m).map(fromData);
  },
  // dates, in GMT
  getYear: datePart((d) => d.getUTCFullYear()),
  getMonth: datePart((d) => d.getUTCMonth() + 1),
  getDayOfMonth: datePart((d) => d.getUTCDate()),
};

export const functions: Record<string, GlobalFunction> = {
  currentYear: (call) => new Date(call.now).getUTCFullYear(),
  currentMonth: (call) => new Date(call.now).getUTCMonth() + 1,
  currentDayOfMonth: (call) => new Date(call.now).getUTCDate(),
  mapEntry: (call) => new MapEntry(call.arg(0), call.arg(1)),
  /** `date(y, m, d)` with computed arguments (with three literal numbers the parser makes a date literal). */
  date(call) {
    const [y, m, d] = [call.arg(0), call.arg(1), call.arg(2)];
    if (typeof y !== "number" || typeof m !== "number" || typeof d !== "number")
      return (call.problem("`date` needs three numbers: year, month, day"), null);
    const p = datePeriod(y, m, d);
    return p === null ? (call.problem(`date(${y}, ${m}, ${d}) is not a day of the calendar`), null) : new Instant(p.start);
  },
};

/** Methods whose arguments are evaluated for each element (bare names read the element). */
export const perElementMethods = new Set([
  "count",
  "exists",
  "filter",
  "map",
  "sum",
  "average",
  "min",
  "max",
  "topN",
  "bottomN",
  "groupBy",
]);

/** Arity per name, for a clear message instead of a wrong answer: [least, most]. */
export const arity: Record<string, [number, number]> = {
  equals: [1, 2],
  notEqualTo: [1, 2],
  startsWith: [1, 2],
  doesNotStartWith: [1, 2],
  endsWith: [1, 2],
  doesNotEndWith: [1, 2],
  contains: [1, 2],
  doesNotContain: [1, 2],
  matches: [1, 1],
  regexGroup: [1, 2],
  isNull: [0, 0],
  isNotNull: [0, 0],
  count: [0, 1],
  distinct: [0, 0],
  exists: [0, 1],
  filter: [1, 1],
  map: [1, 1],
  head: [0, 0],
  sum: [0, 1],
  average: [0, 1],
  min: [0, 1],
  max: [0, 1],
  topN: [2, 2],
  bottomN: [2, 2],
  groupBy: [1, 1],
  includes: [1, 1],
  intersects: [1, 1],
  subsetOf: [1, 1],
  supersetOf: [1, 1],
  intersection: [1, 1],
  get: [1, 1],
  keys: [0, 0],
  values: [0, 0],
  getYear: [0, 0],
  getMonth: [0, 0],
  getDayOfMonth: [0, 0],
  currentYear: [0, 0],
  currentMonth: [0, 0],
  currentDayOfMonth: [0, 0],
  mapEntry: [2, 2],
  date: [3, 3],
};
