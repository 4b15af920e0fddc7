import {
  classify,
  classifyStreaming
} from "./lib-chunk-XT6OQGEV.js";
import {
  closest,
  decideMethod,
  extractFacts,
  parse
} from "./lib-chunk-62S23JTJ.js";

// src/text/plural.ts
function plural(n, one, many = `${one}s`) {
  return `${n} ${noun(n, one, many)}`;
}
function noun(n, one, many = `${one}s`) {
  return n === 1 ? one : many;
}

// src/evaluate/budget.ts
var DEFAULT_BUDGET = { maxSteps: 1e7, maxResultSize: 1e6 };
var OverBudget = class {
  constructor(exceeded) {
    this.exceeded = exceeded;
  }
  exceeded;
  /** Places the stop at a node that holds where it ran out (the outermost loop: where the work multiplied). */
  at(span) {
    this.exceeded = { ...this.exceeded, span };
  }
};
function limit(given, fallback) {
  return typeof given === "number" && given >= 0 ? given : fallback;
}
var Meter = class {
  maxSteps;
  maxResultSize;
  steps = 0;
  constructor(budget) {
    const b = budget !== null && typeof budget === "object" ? budget : {};
    this.maxSteps = limit(b.maxSteps, DEFAULT_BUDGET.maxSteps);
    this.maxResultSize = limit(b.maxResultSize, DEFAULT_BUDGET.maxResultSize);
  }
  /** Counts `units` steps of work at `span`; over the budget, stops the evaluation. */
  step(span, units = 1) {
    this.steps += units;
    if (this.steps > this.maxSteps)
      throw new OverBudget({
        limit: "steps",
        allowed: this.maxSteps,
        span,
        message: `the evaluation needs more than ${this.maxSteps.toLocaleString("en-US")} ${noun(this.maxSteps, "step")}`
      });
  }
  /** Checks the size of a value being built at `span`. */
  size(span, size) {
    if (size > this.maxResultSize)
      throw new OverBudget({
        limit: "result size",
        allowed: this.maxResultSize,
        span,
        message: `a value here would hold more than ${this.maxResultSize.toLocaleString("en-US")} elements or characters`
      });
  }
  get used() {
    return this.steps;
  }
};

// src/evaluate/data-depth.ts
var MAX_DATA_DEPTH = 100;
var SHOWN_SEGMENTS = 4;
function nestsPast(value, limit2) {
  const values = [value];
  const depths = [1];
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop();
    if (depth > limit2) return true;
    if (Array.isArray(v)) {
      for (const child of v)
        if (child !== null && typeof child === "object") {
          values.push(child);
          depths.push(depth + 1);
        }
      continue;
    }
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      const child = v[key];
      if (child !== null && typeof child === "object") {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}
function deepestPast(value, limit2) {
  if (value === null || typeof value !== "object" || !nestsPast(value, limit2)) return void 0;
  const stack = [frame(value, "")];
  if (stack.length > limit2) return { path: [], depth: stack.length };
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const length = top.keys === null ? top.value.length : top.keys.length;
    if (top.next >= length) {
      stack.pop();
      continue;
    }
    const via = top.keys === null ? top.next : top.keys[top.next];
    top.next++;
    const child = top.value[via];
    if (child === null || typeof child !== "object") continue;
    stack.push(frame(child, via));
    if (stack.length > limit2) return { path: stack.slice(1).map((f) => f.via), depth: stack.length };
  }
  return void 0;
}
function frame(value, via) {
  return { keys: Array.isArray(value) ? null : Object.keys(value), value, next: 0, via };
}
var measured = /* @__PURE__ */ new WeakMap();
function cached(value, measure) {
  if (value === null || typeof value !== "object") return measure();
  const known = measured.get(value);
  if (known !== void 0) return known ?? void 0;
  const found = measure();
  measured.set(value, found ?? null);
  return found;
}
function dataTooDeep(profile, events, limit2 = MAX_DATA_DEPTH) {
  if (limit2 === MAX_DATA_DEPTH) return cached(profile, () => inProfile(profile, limit2)) ?? cached(events, () => inEvents(events, limit2));
  return inProfile(profile, limit2) ?? inEvents(events, limit2);
}
function inProfile(profile, limit2) {
  const found = deepestPast(profile, limit2);
  return found ? tooDeep("profile", void 0, found.path, found.depth, limit2) : void 0;
}
function inEvents(events, limit2) {
  for (let i = 0; i < events.length; i++) {
    const found = deepestPast(events[i], limit2);
    if (found) return tooDeep("events", i, found.path, found.depth, limit2);
  }
  return void 0;
}
function tooDeep(part, index, path, depth, limit2) {
  return {
    part,
    ...index === void 0 ? {} : { index },
    path,
    depth,
    limit: limit2,
    message: tooDeepMessage(part === "profile" ? "profile" : `events[${index}]`, path, depth, limit2)
  };
}
function tooDeepMessage(root, path, depth, limit2 = MAX_DATA_DEPTH) {
  const shown = pathText([root, ...path.slice(0, SHOWN_SEGMENTS)]);
  return `data nested past ${limit2} levels at ${shown}${path.length > SHOWN_SEGMENTS ? "\u2026" : ""} (depth ${depth})`;
}
function pathText(path) {
  return path.map((s, i) => typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`).join("");
}
function stackRanOut(limit2 = MAX_DATA_DEPTH) {
  return {
    path: [],
    depth: 0,
    limit: limit2,
    message: "data nested too deeply to evaluate (the call stack ran out)"
  };
}

// src/evaluate/values.ts
var MAX_DATE_MS = 864e13;
function inDateRange(ms) {
  return Math.abs(ms) <= MAX_DATE_MS;
}
var Instant = class {
  constructor(ms) {
    this.ms = ms;
  }
  ms;
  /** The ISO-8601 form; null outside the range a Date can hold (toISOString would throw). */
  toJSON() {
    return inDateRange(this.ms) ? new Date(this.ms).toISOString() : null;
  }
};
function setOwn(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
var Groups = class {
  constructor(entries) {
    this.entries = entries;
  }
  entries;
};
var MapEntry = class {
  constructor(key, value) {
    this.key = key;
    this.value = value;
  }
  key;
  value;
};
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Instant) && !(v instanceof Groups) && !(v instanceof MapEntry);
}
function typeName(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (v instanceof Instant) return "a timestamp";
  if (v instanceof Groups) return "groups";
  if (v instanceof MapEntry) return "a map entry";
  switch (typeof v) {
    case "string":
      return "a string";
    case "number":
      return "a number";
    case "boolean":
      return "a boolean";
    default:
      return "an object";
  }
}
function truthy(v) {
  return v === true || Array.isArray(v) && v.length > 0;
}
var isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
function two(s, i) {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}
var monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysFromCivil(y, m, d) {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
function parseUtc(s) {
  const n = s.length;
  if (n !== 20 && n !== 24 || s.charCodeAt(n - 1) !== 90 || s[4] !== "-" || s[7] !== "-" || s[10] !== "T" || s[13] !== ":" || s[16] !== ":")
    return null;
  const hi = two(s, 0);
  const lo = two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  if (hi < 0 || lo < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
    return null;
  const year = hi * 100 + lo;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > monthDays[month - 1] || month === 2 && day === 29 && !leap) return null;
  let ms = 0;
  if (n === 24) {
    const a = two(s, 20);
    const c = s.charCodeAt(22) - 48;
    if (s[19] !== "." || a < 0 || c < 0 || c > 9) return null;
    ms = a * 10 + c;
  }
  return daysFromCivil(year, month, day) * 864e5 + hour * 36e5 + minute * 6e4 + second * 1e3 + ms;
}
function parseIso(s) {
  const fast = parseUtc(s);
  if (fast !== null) return fast;
  if (s.length < 10 || s.length > 40 || !isoPattern.test(s)) return null;
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month < 1 || month > 12 || day < 1 || day > monthDays[month - 1] || month === 2 && day === 29 && !leap) return null;
  if (s.length > 10 && (two(s, 11) > 23 || two(s, 14) > 59)) return null;
  const text = s.length > 10 && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(s) ? `${s.replace(" ", "T")}Z` : s.replace(" ", "T");
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
function toInstantMs(v) {
  if (v instanceof Instant) return v.ms;
  if (typeof v === "string") return parseIso(v);
  return null;
}
function equal(a, b) {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof Instant || b instanceof Instant) {
    const x = toInstantMs(a);
    const y = toInstantMs(b);
    return x !== null && x === y;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}
function compare(a, b) {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Instant || b instanceof Instant) {
    const x = toInstantMs(a);
    const y = toInstantMs(b);
    if (x === null || y === null) return null;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return null;
}
function keyOf(v) {
  if (v instanceof Instant) return `t:${v.ms}`;
  if (typeof v === "string") return `s:${v}`;
  if (typeof v === "number") return `n:${v}`;
  return `j:${JSON.stringify(toJson(v))}`;
}
function toJson(v) {
  if (v === null || typeof v !== "object") return v;
  if (v instanceof Instant) return v.toJSON();
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof MapEntry) return { key: toJson(v.key), value: toJson(v.value) };
  if (v instanceof Groups) {
    const out2 = {};
    for (const [k, g] of v.entries) setOwn(out2, k.slice(2), g.items.map(toJson));
    return out2;
  }
  const out = {};
  for (const k of Object.keys(v)) setOwn(out, k, toJson(v[k]));
  return out;
}
function fromData(v) {
  if (v === void 0 || typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") return null;
  return v;
}

// src/evaluate/scope.ts
function withItem(scope, value) {
  return { item: { value, parent: scope.item }, variables: scope.variables };
}
function withVariable(scope, name, value) {
  return { item: scope.item, variables: { name, value, parent: scope.variables } };
}
function lookupVariable(scope, name) {
  for (let f = scope.variables; f !== null; f = f.parent) if (f.name === name) return f.value;
  return void 0;
}
function itemUp(scope, levels) {
  let f = scope.item;
  for (let i = 0; i < levels && f !== null; i++) f = f.parent;
  return f === null ? null : f.value;
}
function field(value, name) {
  if (isObject(value)) return Object.hasOwn(value, name) ? fromData(value[name]) : null;
  if (Array.isArray(value)) {
    const out = [];
    for (const element of value) {
      const v = field(element, name);
      if (v === null) continue;
      if (Array.isArray(v)) for (const x of v) out.push(x);
      else out.push(v);
    }
    return out;
  }
  if (value instanceof Groups) {
    const g = value.entries.get(`s:${name}`);
    return g ? g.items : null;
  }
  return null;
}

// src/evaluate/binders.ts
function eachMatch(clauses, scope, host, onMatch, k = 0) {
  const clause = clauses[k];
  const items = host.array(clause.source, scope);
  if (items === null) return false;
  for (const item of items) {
    host.charge(clause.source);
    const inner = withVariable(scope, clause.variable.name, item);
    if (clause.condition && !truthy(host.element(clause.condition, inner))) continue;
    if (k + 1 < clauses.length ? eachMatch(clauses, inner, host, onMatch, k + 1) : onMatch(inner)) return true;
  }
  return false;
}
function exists(clauses, scope, host) {
  return eachMatch(clauses, scope, host, () => true);
}
function forall(clauses, scope, host, k = 0) {
  const clause = clauses[k];
  const items = host.array(clause.source, scope);
  if (items === null) return false;
  for (const item of items) {
    host.charge(clause.source);
    const inner = withVariable(scope, clause.variable.name, item);
    if (clause.condition && !truthy(host.element(clause.condition, inner))) return false;
    if (k + 1 < clauses.length && !forall(clauses, inner, host, k + 1)) return false;
  }
  return true;
}
function select(clauses, scope, host) {
  const out = [];
  const last = clauses[clauses.length - 1];
  eachMatch(clauses, scope, host, (s) => {
    host.built(last.source, out.length + 1);
    out.push(lookupVariable(s, last.variable.name) ?? null);
    return false;
  });
  return out;
}

// src/evaluate/chain.ts
function eventId(e) {
  const id = isObject(e.event) ? e.event._id : void 0;
  return typeof id === "string" || typeof id === "number" ? id : e.index;
}
function timed(events, timestampField) {
  const out = [];
  let sorted = true;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const ms = toInstantMs(field(event, timestampField));
    if (ms === null) continue;
    if (out.length > 0 && ms < out[out.length - 1].ms) sorted = false;
    out.push({ event, ms, index: i });
  }
  if (!sorted) out.sort((a, b) => a.ms - b.ms || a.index - b.index);
  return out;
}
function matchOne(node, events, test, trace) {
  const step = node.steps[0];
  const name = node.timestampField.name;
  const candidate = { event: null, ms: 0, index: 0 };
  let found = 0;
  for (let i = 0; i < events.length && found < trace.needed; i++) {
    const event = events[i];
    const ms = toInstantMs(field(event, name));
    if (ms === null) continue;
    candidate.event = event;
    candidate.ms = ms;
    candidate.index = i;
    if (!test(step, candidate)) continue;
    found++;
    trace.matched.push(eventId(candidate));
  }
  return found >= trace.needed;
}
function matchChain(node, events, test) {
  const steps = node.steps.map((s) => ({
    label: s.label.name,
    span: s.span,
    needed: Math.max(1, s.count ?? 1),
    matched: []
  }));
  if (node.steps.length === 1) return { span: node.span, value: matchOne(node, events, test, steps[0]), steps };
  const list = timed(events, node.timestampField.name);
  let from = 0;
  let after = -Infinity;
  let value = true;
  for (let k = 0; k < node.steps.length; k++) {
    const step = node.steps[k];
    const trace = steps[k];
    let found = 0;
    let last = -1;
    for (let i = from; i < list.length && found < trace.needed; i++) {
      const e = list[i];
      if (e.ms <= after) continue;
      if (!test(step, e)) continue;
      found++;
      last = i;
      trace.matched.push(eventId(e));
    }
    if (found < trace.needed) {
      value = false;
      break;
    }
    after = list[last].ms;
    from = last + 1;
  }
  return { span: node.span, value, steps };
}

// src/evaluate/patterns.ts
import { RE2JS } from "re2js";
var regexCache = /* @__PURE__ */ new Map();
var CACHE_LIMIT = 500;
function javaRegex(pattern) {
  const cached2 = regexCache.get(pattern);
  if (cached2 !== void 0) return cached2;
  if (regexCache.size >= CACHE_LIMIT) regexCache.clear();
  const compiled = compile(pattern);
  regexCache.set(pattern, compiled);
  return compiled;
}
var END_BEFORE_TERMINATOR = "(?:\\r\\n|[\\n\\r\\x{85}\\x{2028}\\x{2029}])?\\z";
function compile(pattern) {
  let flags = 0;
  let source = pattern;
  const lead = /^\(\?([imsux]+)\)/.exec(source);
  if (lead) {
    for (const f of lead[1]) {
      if (f === "i") flags |= RE2JS.CASE_INSENSITIVE;
      else if (f === "m") flags |= RE2JS.MULTILINE;
      else if (f === "s") flags |= RE2JS.DOTALL;
    }
    source = source.slice(lead[0].length);
  }
  const scanned = scan(source);
  if (scanned.refusal) return scanned.refusal;
  try {
    return RE2JS.compile(scanned.source, flags);
  } catch (e) {
    const detail = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : String(e);
    return `not a valid regular expression, or a Java feature RE2 lacks: ${detail}`;
  }
}
function scan(source) {
  let out = "";
  let inClass = false;
  let quantifierBefore = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (next === "Q") {
        const end = source.indexOf("\\E", i + 2);
        const stop = end < 0 ? source.length : end + 2;
        out += source.slice(i, stop);
        i = stop - 1;
      } else if (/[1-9]/.test(next) || next === "k" && source[i + 2] === "<") {
        return {
          source,
          refusal: `backreferences (\\${next === "k" ? "k<name>" : next}) are not supported: they need a backtracking engine`
        };
      } else if (next === "Z" && !inClass) {
        out += END_BEFORE_TERMINATOR;
        i++;
      } else {
        out += c + next;
        i++;
      }
      quantifierBefore = false;
      continue;
    }
    if (inClass) {
      if (c === "[") return { source, refusal: "nested character classes ([a[b]]) are not supported" };
      if (c === "&" && source[i + 1] === "&") return { source, refusal: "character class intersections (&&) are not supported" };
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    if (c === "[") {
      inClass = true;
      out += c;
      if (source[i + 1] === "^") out += source[++i];
      if (source[i + 1] === "]") out += source[++i];
      quantifierBefore = false;
      continue;
    }
    if (c === "(" && source[i + 1] === "?") {
      const kind = source.slice(i + 2, i + 4);
      if (kind.startsWith(">")) return { source, refusal: "atomic groups (?>...) are not supported" };
      if (kind.startsWith("=") || kind.startsWith("!") || kind === "<=" || kind === "<!")
        return { source, refusal: "lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported: they need a backtracking engine" };
    }
    if (c === "+" && quantifierBefore) return { source, refusal: "possessive quantifiers (*+, ++, ?+) are not supported" };
    quantifierBefore = c === "*" || c === "+" || c === "?" || c === "}";
    out += c;
  }
  return { source: out };
}

// src/evaluate/time-words.ts
var fixedMs = {
  millisecond: 1,
  second: 1e3,
  minute: 6e4,
  hour: 36e5,
  day: 864e5,
  week: 7 * 864e5
};
var monthsIn = { month: 1, year: 12, decade: 120, century: 1200, millennium: 12e3 };
function utc(year, month0, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0) {
  const d = /* @__PURE__ */ new Date(0);
  d.setUTCFullYear(year, month0, day);
  d.setUTCHours(hours, minutes, seconds, ms);
  return d.getTime();
}
function point(ms) {
  return { start: ms, end: ms + 1 };
}
function shift(ms, n, unit) {
  const fixed = fixedMs[unit];
  if (fixed !== void 0) return ms + n * fixed;
  if (!inDateRange(ms)) return ms;
  const d = new Date(ms);
  const months = d.getUTCMonth() + n * monthsIn[unit];
  const day = d.getUTCDate();
  const target = utc(d.getUTCFullYear(), months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  if (Number.isNaN(target)) return n < 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const t = new Date(target);
  const last = new Date(utc(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  const out = target + (Math.min(day, last) - 1) * 864e5;
  return inDateRange(out) ? out : n < 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}
function startOf(ms, unit) {
  const fixed = fixedMs[unit];
  if (unit === "week") {
    const day = startOf(ms, "day");
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    return day - weekday * 864e5;
  }
  if (fixed !== void 0) return Math.floor(ms / fixed) * fixed;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  switch (unit) {
    case "month":
      return utc(year, d.getUTCMonth());
    case "year":
      return utc(year, 0);
    case "decade":
      return utc(Math.floor(year / 10) * 10, 0);
    case "century":
      return utc(Math.floor(year / 100) * 100, 0);
    default:
      return utc(Math.floor(year / 1e3) * 1e3, 0);
  }
}
function timeWordPeriod(word, now) {
  if (word === "now") return point(now);
  const today = startOf(now, "day");
  const start = word === "today" ? today : word === "yesterday" ? today - 864e5 : today + 864e5;
  return { start, end: start + 864e5 };
}
function relativePeriod(node, now) {
  const current = startOf(now, node.unit);
  const start = node.which === "this" ? current : shift(current, node.which === "last" ? -1 : 1, node.unit);
  return { start, end: shift(start, 1, node.unit) };
}
function datePeriod(year, month, day) {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const start = utc(year, month - 1, day);
  const d = new Date(start);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { start, end: start + 864e5 };
}
function occursIn(t, a) {
  return a.start <= t && t < a.end;
}
function occursDirection(t, direction, a) {
  if (direction === "before") return t < a.start;
  if (direction === "after") return t >= a.end;
  return t >= a.start;
}
function occursBetween(t, a, b) {
  return a.start <= t && t < b.end;
}
function occursAmount(t, cmp, amount, unit, direction, a) {
  if (direction === "before") {
    const ref2 = a.start;
    const bound2 = shift(ref2, -amount, unit);
    switch (cmp) {
      case "<":
        return bound2 < t && t <= ref2;
      case "<=":
        return bound2 <= t && t <= ref2;
      case ">":
        return t < bound2;
      case ">=":
        return t <= bound2;
      case "=":
        return shift(ref2, -(amount + 1), unit) < t && t <= bound2;
      case "!=":
        return !(shift(ref2, -(amount + 1), unit) < t && t <= bound2);
    }
  }
  const ref = a.end - 1;
  const bound = shift(ref, amount, unit);
  switch (cmp) {
    case "<":
      return ref <= t && t < bound;
    case "<=":
      return ref <= t && t <= bound;
    case ">":
      return t > bound;
    case ">=":
      return t >= bound;
    case "=":
      return bound <= t && t < shift(ref, amount + 1, unit);
    case "!=":
      return !(bound <= t && t < shift(ref, amount + 1, unit));
  }
}

// src/evaluate/functions.ts
function wrongType(call, receiver, expected) {
  call.problem(`\`${call.name}\` needs ${expected}, got ${typeName(receiver)}`);
  return null;
}
function stringArg(call, i) {
  const v = call.arg(i);
  if (typeof v === "string") return v;
  if (v !== null) call.problem(`\`${call.name}\` needs a string argument, got ${typeName(v)}`);
  return null;
}
function stringTest(test, negate) {
  return (receiver, call) => {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const t = stringArg(call, 0);
    if (t === null) return null;
    let caseSensitive = true;
    if (call.argCount > 1) {
      const flag = call.arg(1);
      if (typeof flag !== "boolean")
        return call.problem(`\`${call.name}\`'s second argument says whether case matters: true or false`), null;
      caseSensitive = flag;
    }
    const result = caseSensitive ? test(receiver, t) : test(receiver.toLowerCase(), t.toLowerCase());
    return negate ? !result : result;
  };
}
function asArray(receiver, call) {
  if (receiver === null) return [];
  if (Array.isArray(receiver)) return receiver;
  if (receiver instanceof Groups) return [...receiver.entries.values()].map((g) => g.items);
  wrongType(call, receiver, "an array");
  return null;
}
function numbers(receiver, call) {
  const items = asArray(receiver, call);
  if (items === null) return null;
  const out = [];
  for (const item of items) {
    const v = call.argCount > 0 ? call.argFor(0, item) : item;
    if (typeof v === "number") out.push(v);
    else if (v !== null) return call.problem(`\`${call.name}\` adds up numbers, got ${typeName(v)}`), null;
  }
  return out;
}
function extreme(sign) {
  return (receiver, call) => {
    const items = asArray(receiver, call);
    if (items === null) return null;
    let best = null;
    for (const item of items) {
      const v = call.argCount > 0 ? call.argFor(0, item) : item;
      if (v === null) continue;
      if (best === null) {
        best = v;
        continue;
      }
      const c = compare(v, best);
      if (c === null) return call.problem(`\`${call.name}\` cannot order ${typeName(v)} and ${typeName(best)}`), null;
      if (c * sign > 0) best = v;
    }
    return best;
  };
}
function ranked(sign) {
  return (receiver, call) => {
    const items = asArray(receiver, call);
    const n = call.arg(1);
    if (items === null) return null;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0)
      return call.problem(`\`${call.name}\` needs a whole number of elements as its second argument`), null;
    const keyed = items.map((item) => ({ item, key: call.argFor(0, item) })).filter((x) => x.key !== null);
    call.charge(keyed.length * Math.ceil(Math.log2(keyed.length + 1)));
    let failed = false;
    keyed.sort((a, b) => {
      const c = compare(a.key, b.key);
      if (c === null) failed = true;
      return (c ?? 0) * -sign;
    });
    if (failed) return call.problem(`\`${call.name}\` cannot order these values`), null;
    return keyed.slice(0, n).map((x) => x.item);
  };
}
function arrayArg(call, i) {
  const v = call.arg(i);
  if (Array.isArray(v)) return v;
  if (v !== null) call.problem(`\`${call.name}\` needs an array argument, got ${typeName(v)}`);
  return null;
}
function setTest(test) {
  return (receiver, call) => {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    const other = arrayArg(call, 0);
    if (other === null) return null;
    call.charge(receiver.length * other.length);
    return test(receiver, other);
  };
}
var has = (list, v) => list.some((x) => equal(x, v));
function datePart(part) {
  return (receiver, call) => {
    if (receiver === null) return null;
    const ms = toInstantMs(receiver);
    if (ms === null) return wrongType(call, receiver, "a timestamp (or an ISO-8601 date-time string)");
    return part(new Date(ms));
  };
}
function mapOf(receiver, call) {
  if (receiver === null) return null;
  if (isObject(receiver)) return receiver;
  wrongType(call, receiver, "a map (an object)");
  return null;
}
var methods = {
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
    if (typeof re === "string") return call.problem(`\`matches\`: ${re}`), null;
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
      return call.problem("`regexGroup` needs a group number"), null;
    const re = javaRegex(pattern);
    if (typeof re === "string") return call.problem(`\`regexGroup\`: ${re}`), null;
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
    const seen = /* @__PURE__ */ new Set();
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
        const out = {};
        for (const r of results) setOwn(out, typeof r.key === "string" ? r.key : JSON.stringify(r.key), r.value);
        return out;
      }
      return results;
    }
    const items = asArray(receiver, call);
    return items === null ? null : items.map((item) => call.argFor(0, item));
  },
  head(receiver, call) {
    const items = asArray(receiver, call);
    return items === null || items.length === 0 ? null : items[0];
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
    const entries = /* @__PURE__ */ new Map();
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
    return methods.distinct(
      receiver.filter((x) => has(other, x)),
      call
    );
  },
  // maps
  get(receiver, call) {
    const m = mapOf(receiver, call);
    if (m === null) return null;
    const key = call.arg(0);
    if (typeof key !== "string") return call.problem(`\`get\` needs a string key, got ${typeName(key)}`), null;
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
  getDayOfMonth: datePart((d) => d.getUTCDate())
};
var functions = {
  currentYear: (call) => new Date(call.now).getUTCFullYear(),
  currentMonth: (call) => new Date(call.now).getUTCMonth() + 1,
  currentDayOfMonth: (call) => new Date(call.now).getUTCDate(),
  mapEntry: (call) => new MapEntry(call.arg(0), call.arg(1)),
  /** `date(y, m, d)` with computed arguments (with three literal numbers the parser makes a date literal). */
  date(call) {
    const [y, m, d] = [call.arg(0), call.arg(1), call.arg(2)];
    if (typeof y !== "number" || typeof m !== "number" || typeof d !== "number")
      return call.problem("`date` needs three numbers: year, month, day"), null;
    const p = datePeriod(y, m, d);
    return p === null ? (call.problem(`date(${y}, ${m}, ${d}) is not a day of the calendar`), null) : new Instant(p.start);
  }
};
var perElementMethods = /* @__PURE__ */ new Set([
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
  "groupBy"
]);
var arity = {
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
  date: [3, 3]
};

// src/evaluate/like.ts
var patternCache = /* @__PURE__ */ new Map();
var CACHE_LIMIT2 = 500;
function codePoints(pattern) {
  let chars = patternCache.get(pattern);
  if (!chars) {
    if (patternCache.size >= CACHE_LIMIT2) patternCache.clear();
    chars = Array.from(pattern);
    patternCache.set(pattern, chars);
  }
  return chars;
}
function like(s, pattern) {
  const p = codePoints(pattern);
  const t = Array.from(s);
  let pi = 0;
  let ti = 0;
  let resume = -1;
  let mark = 0;
  while (ti < t.length) {
    const c = p[pi];
    if (c === "%") {
      resume = ++pi;
      mark = ti;
    } else if (c !== void 0 && (c === "_" || c === t[ti])) {
      pi++;
      ti++;
    } else if (resume >= 0) {
      pi = resume;
      ti = ++mark;
    } else return false;
  }
  while (p[pi] === "%") pi++;
  return pi === p.length;
}

// src/evaluate/trace.ts
var MAX_PROBLEMS = 20;
var MAX_CHAINS = 50;
var MAX_NODES = 500;
var TraceRecorder = class {
  nodes = [];
  chains = [];
  problems = [];
  node(kind, span, value) {
    if (this.nodes.length < MAX_NODES) this.nodes.push({ kind, span, value });
  }
  chain(trace) {
    if (this.chains.length < MAX_CHAINS) this.chains.push(trace);
  }
  problem(span, message) {
    if (this.problems.length >= MAX_PROBLEMS) return;
    for (const p of this.problems) if (p.span.start.offset === span.start.offset && p.message === message) return;
    this.problems.push({ span, message });
  }
  result(top) {
    return { nodes: [top, ...this.nodes], chains: this.chains, problems: this.problems };
  }
};

// src/evaluate/evaluate.ts
var booleanKinds = /* @__PURE__ */ new Set(["Logical", "Occurs", "Chain", "SegmentReference", "Quantifier"]);
var comparisonOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);
function nowMs(now) {
  const ms = now instanceof Date ? now.getTime() : typeof now === "number" ? now : typeof now === "string" ? parseIso(now) ?? Number.NaN : Number.NaN;
  return inDateRange(ms) ? ms : Number.NaN;
}
function membershipTest(m) {
  if (m === void 0 || m === null || typeof m !== "object" && typeof m !== "function") return () => false;
  if (typeof m === "function") return (id) => m(id) === true;
  if (Array.isArray(m)) {
    const ids = new Set(m);
    return (id) => ids.has(id);
  }
  const table = m;
  return (id) => Object.hasOwn(table, id) && table[id] === true;
}
function evaluate(ast, input) {
  let evaluator = null;
  let value;
  let json;
  try {
    const deep = dataTooDeep(fromData(input?.profile), Array.isArray(input?.events) ? input.events : []);
    if (deep) return tooDeepResult(ast, deep);
    evaluator = new Evaluator(input);
    value = evaluator.run(ast);
    json = toJson(value);
  } catch (e) {
    evaluator ??= new Evaluator({ profile: null, now: Number.NaN });
    if (e instanceof OverBudget) {
      const trace = evaluator.trace.result({ kind: ast.kind, span: ast.span, value: null });
      return { status: "budget-exceeded", qualifies: void 0, value: void 0, trace, budget: e.exceeded };
    }
    if (e instanceof RangeError && /call stack/i.test(e.message)) return tooDeepResult(ast, stackRanOut());
    evaluator.trace.problem(ast.span, `internal error: ${e instanceof Error ? e.message : String(e)}`);
    value = null;
    json = null;
  }
  const qualifies = truthy(value);
  const top = { kind: ast.kind, span: ast.span, value: value === null ? null : qualifies };
  return { status: "evaluated", qualifies, value: json, trace: evaluator.trace.result(top) };
}
function tooDeepResult(ast, data) {
  const trace = new TraceRecorder().result({ kind: ast.kind, span: ast.span, value: null });
  return { status: "data-too-deep", qualifies: void 0, value: void 0, trace, data };
}
var Evaluator = class {
  trace = new TraceRecorder();
  profile;
  events;
  now;
  member;
  meter;
  /** How many per-element evaluations enclose the current node: the trace records only depth 0. */
  depth = 0;
  root = null;
  constructor(given) {
    const input = given !== null && typeof given === "object" ? given : {};
    this.profile = fromData(input.profile);
    this.events = Array.isArray(input.events) ? input.events : [];
    this.now = nowMs(input.now);
    this.member = membershipTest(input.membership);
    this.meter = new Meter(input.budget);
  }
  run(ast) {
    this.root = ast;
    const scope = { item: { value: this.profile, parent: null }, variables: null };
    if (!Number.isFinite(this.now)) this.trace.problem(ast.span, "`now` is not a valid instant: time constraints are false");
    if (ast.kind === "Lambda") {
      let inner = scope;
      ast.params.forEach((p, i) => inner = withVariable(inner, p.name, i === 0 ? this.profile : null));
      return this.eval(ast.body, inner);
    }
    return this.eval(ast, scope);
  }
  problem(node, message) {
    this.trace.problem(node.span, message);
    return null;
  }
  eval(node, scope) {
    this.meter.step(node.span);
    const value = this.value(node, scope);
    if (Array.isArray(value)) this.meter.step(node.span, value.length);
    if (this.depth === 0 && node !== this.root && (typeof value === "boolean" || booleanKinds.has(node.kind) || node.kind === "Binary" && comparisonOperators.has(node.operator) || node.kind === "Unary" && node.operator !== "-"))
      this.trace.node(node.kind, node.span, typeof value === "boolean" ? value : value === null ? null : truthy(value));
    return value;
  }
  /** Records a problem at a node (for call sites). */
  report(node, message) {
    this.trace.problem(node.span, message);
  }
  /** Counts work done at a node besides evaluating sub-expressions (a binding's combinations, a method's comparisons). */
  charge(node, units = 1) {
    this.meter.step(node.span, units);
  }
  /** Checks the size of a value being built at a node. */
  built(node, size) {
    this.meter.size(node.span, size);
  }
  /**
   * Runs a node that evaluates a part once per element (a binding, a filter, CHAIN, an
   * element-wise method): a budget running out inside it is reported at it, so the outermost
   * such node, where the work multiplied, is the position the caller sees.
   */
  loop(node, run) {
    try {
      return run();
    } catch (e) {
      if (e instanceof OverBudget) e.at(node.span);
      throw e;
    }
  }
  get instant() {
    return this.now;
  }
  /** Evaluated for one element of many: not traced. */
  element(node, scope) {
    this.depth++;
    const v = this.eval(node, scope);
    this.depth--;
    return v;
  }
  array(node, scope) {
    const v = this.eval(node, scope);
    if (v === null) return [];
    if (Array.isArray(v)) return v;
    return this.problem(node, `expected an array here, got ${typeName(v)}`);
  }
  value(node, scope) {
    switch (node.kind) {
      case "String":
      case "Number":
      case "Boolean":
        return node.value;
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return p ? new Instant(p.start) : this.problem(node, `date(${node.year}, ${node.month}, ${node.day}) is not a day of the calendar`);
      }
      case "Array":
        return node.elements.map((e) => this.eval(e, scope));
      case "Object": {
        const out = {};
        for (const e of node.entries) setOwn(out, e.key.value, this.eval(e.value, scope));
        return out;
      }
      case "Path":
        return this.path(node, scope);
      case "This":
        return scope.item.value;
      case "ContextReference":
        return this.problem(node, "decisioning context data (`@{...}`) is not available when evaluating an audience");
      case "SegmentReference":
        return this.inSegment(node.segmentId);
      case "Logical":
        if (node.operator === "and") {
          for (const o of node.operands) if (!truthy(this.eval(o, scope))) return false;
          return true;
        }
        for (const o of node.operands) if (truthy(this.eval(o, scope))) return true;
        return false;
      case "Unary":
        if (node.operator === "-") {
          const v = this.eval(node.operand, scope);
          if (v === null) return null;
          return typeof v === "number" ? -v : this.problem(node, `cannot negate ${typeName(v)}`);
        }
        return !truthy(this.eval(node.operand, scope));
      case "Binary":
        return this.binary(node, scope);
      case "MemberAccess":
        return this.project(node, this.eval(node.object, scope), node.property.name);
      case "Filter":
        return this.loop(node, () => this.filter(node, scope));
      case "MethodCall":
        return this.method(node, scope);
      case "FunctionCall":
        return this.function(node, scope);
      case "If":
        return truthy(this.eval(node.test, scope)) ? this.eval(node.then, scope) : this.eval(node.otherwise, scope);
      case "Lambda":
        return this.problem(node, "a lambda is a value only as a method argument or as the whole expression");
      case "Let":
        return this.eval(node.body, withVariable(scope, node.variable.name, this.eval(node.value, scope)));
      case "Select":
        return this.loop(node, () => select(clausesOf(node), scope, this));
      case "Quantifier":
        return this.loop(
          node,
          () => node.quantifier === "exists" ? exists(node.bindings, scope, this) : forall(node.bindings, scope, this)
        );
      case "SumOver":
        return this.loop(node, () => this.sumOver(node, scope));
      case "TimeWord":
        return new Instant(node.word === "now" ? this.now : timeWordPeriod(node.word, this.now).start);
      case "RelativePeriod":
        return new Instant(relativePeriod(node, this.now).start);
      case "Occurs":
        return this.occurs(node, scope);
      case "Chain":
        return this.loop(node, () => this.chain(node, scope));
    }
  }
  path(node, scope) {
    let value;
    let i = 0;
    if (node.root.type === "param") {
      if (node.root.index !== 1) return this.problem(node, `only $1 (the profile) is given to an audience, not $${node.root.index}`);
      value = this.profile;
    } else if (node.root.type === "up") {
      value = itemUp(scope, node.root.levels);
    } else {
      const head = node.segments[0].name;
      const bound = lookupVariable(scope, head);
      value = bound !== void 0 ? bound : head === "xEvent" && scope.item.parent === null ? this.events : field(scope.item.value, head);
      i = 1;
    }
    for (; i < node.segments.length && value !== null; i++) value = this.project(node, value, node.segments[i].name);
    return value;
  }
  /** `value.name`; through an array it reads every element, so it costs the array's length. */
  project(node, value, name) {
    if (Array.isArray(value)) this.charge(node, value.length);
    return field(value, name);
  }
  inSegment(id) {
    const ups = field(field(this.profile, "segmentMembership"), "ups");
    const status = ups !== null && typeof ups === "object" && !Array.isArray(ups) ? field(field(ups, id), "status") : null;
    return status === "realized" || status === "existing" || this.member(id);
  }
  binary(node, scope) {
    const left = this.eval(node.left, scope);
    const right = this.eval(node.right, scope);
    const op = node.operator;
    switch (op) {
      case "=":
        return left !== null && right !== null && equal(left, right);
      case "!=":
        return left !== null && right !== null && !equal(left, right);
      case "<":
      case "<=":
      case ">":
      case ">=": {
        if (left === null || right === null) return false;
        const c = compare(left, right);
        if (c === null) return this.problem(node, `cannot compare ${typeName(left)} with ${typeName(right)} using \`${op}\``) ?? false;
        return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
      }
      case "in":
      case "notIn": {
        if (left === null || right === null) return false;
        if (!Array.isArray(right))
          return this.problem(node.right, `\`${op}\` needs an array on its right, got ${typeName(right)}`) ?? false;
        const found = right.some((x) => equal(left, x));
        return op === "in" ? found : !found;
      }
      case "like":
        if (left === null || right === null) return false;
        if (typeof left !== "string" || typeof right !== "string")
          return this.problem(node, `\`like\` compares a string with a pattern, got ${typeName(left)} and ${typeName(right)}`) ?? false;
        this.charge(node, left.length + right.length);
        return like(left, right);
      default:
        return this.arithmetic(node, op, left, right);
    }
  }
  arithmetic(node, op, left, right) {
    if (left === null || right === null) return null;
    if (op === "+" && typeof left === "string" && typeof right === "string") {
      this.built(node, left.length + right.length);
      return left + right;
    }
    if (typeof left !== "number" || typeof right !== "number")
      return this.problem(node, `\`${op}\` needs numbers, got ${typeName(left)} and ${typeName(right)}`);
    switch (op) {
      case "+":
        return left + right;
      case "-":
        return left - right;
      case "*":
        return left * right;
      case "/":
        return right === 0 ? this.problem(node, "division by zero") : left / right;
      case "%":
        return right === 0 ? this.problem(node, "division by zero") : left % right;
    }
  }
  filter(node, scope) {
    const items = this.array(node.object, scope);
    if (items === null) return null;
    const out = [];
    for (const item of items) if (truthy(this.element(node.condition, withItem(scope, item)))) out.push(item);
    return out;
  }
  call(node, name, scope) {
    return new CallSite(this, node, name, scope);
  }
  checkArity(node, name, kind) {
    const range = arity[name];
    if (!range || node.args.length >= range[0] && node.args.length <= range[1]) return true;
    const [least, most] = range;
    const wanted = least === most ? `${least}` : `${least} to ${most}`;
    this.problem(node, `${kind} \`${name}\` takes ${wanted} argument${most === 1 ? "" : "s"}, not ${node.args.length}`);
    return false;
  }
  method(node, scope) {
    const name = node.method.name;
    const method = Object.hasOwn(methods, name) ? methods[name] : void 0;
    if (!method) {
      const guess = closest(name, Object.keys(methods));
      return this.problem(node.method, `unknown method \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ""}`);
    }
    if (!this.checkArity(node, name, "method")) return null;
    if (node.args.length > 0 && perElementMethods.has(name))
      return this.loop(node, () => method(this.eval(node.object, scope), this.call(node, name, scope)));
    return method(this.eval(node.object, scope), this.call(node, name, scope));
  }
  function(node, scope) {
    const name = node.callee.name;
    const fn = Object.hasOwn(functions, name) ? functions[name] : void 0;
    if (!fn) {
      const guess = closest(name, Object.keys(functions));
      return this.problem(node.callee, `unknown function \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ""}`);
    }
    if (!this.checkArity(node, name, "function")) return null;
    return fn(this.call(node, name, scope));
  }
  sumOver(node, scope) {
    let total = 0;
    let failed = false;
    eachMatch(clausesOf(node), scope, this, (inner) => {
      const v = this.element(node.value, inner);
      if (typeof v === "number") total += v;
      else if (v !== null) {
        failed = true;
        this.problem(node.value, `\`sum ... over\` adds up numbers, got ${typeName(v)}`);
        return true;
      }
      return false;
    });
    return failed ? null : total;
  }
  /** A time anchor as a period: a word or a date is a span of time, any other value a point. */
  anchor(node, scope) {
    switch (node.kind) {
      case "TimeWord":
        return timeWordPeriod(node.word, this.now);
      case "RelativePeriod":
        return relativePeriod(node, this.now);
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return p ?? this.problem(node, `date(${node.year}, ${node.month}, ${node.day}) is not a day of the calendar`);
      }
    }
    const v = this.eval(node, scope);
    if (v === null) return null;
    if (typeof v === "string" && v.length === 10) {
      const ms2 = parseIso(v);
      if (ms2 !== null) return { start: ms2, end: ms2 + 864e5 };
    }
    const ms = toInstantMs(v);
    return ms === null ? this.problem(node, `a time constraint needs a timestamp here, got ${typeName(v)}`) : point(ms);
  }
  occurs(node, scope) {
    const subject = this.eval(node.subject, scope);
    if (subject === null) return false;
    const ms = toInstantMs(subject);
    if (ms === null) return this.problem(node.subject, `\`occurs\` needs a timestamp, got ${typeName(subject)}`) ?? false;
    return this.constraint(node.constraint, ms, scope);
  }
  constraint(c, t, scope) {
    if (!Number.isFinite(this.now)) return false;
    switch (c.kind) {
      case "PointConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursIn(t, a);
      }
      case "DirectionConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursDirection(t, c.direction, a);
      }
      case "AmountConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursAmount(t, c.comparator, c.amount, c.unit, c.direction, a);
      }
      case "BetweenConstraint": {
        const a = this.anchor(c.from, scope);
        const b = this.anchor(c.to, scope);
        return a !== null && b !== null && occursBetween(t, a, b);
      }
    }
  }
  chain(node, scope) {
    const events = this.array(node.events, scope);
    if (events === null) return false;
    const test = (step, e) => {
      const inner = withItem(scope, e.event);
      if (step.when && !this.stepWhen(step.when, e.ms, inner)) return false;
      if (!truthy(this.element(step.what, inner))) return false;
      return step.where === null || truthy(this.element(step.where, inner));
    };
    const trace = matchChain(node, events, test);
    if (this.depth === 0) this.trace.chain(trace);
    return trace.value;
  }
  stepWhen(c, t, scope) {
    this.depth++;
    const ok = this.constraint(c, t, scope);
    this.depth--;
    return ok;
  }
};
var CallSite = class {
  constructor(evaluator, node, name, scope) {
    this.evaluator = evaluator;
    this.node = node;
    this.name = name;
    this.scope = scope;
    this.argCount = node.args.length;
    this.perElement = perElementMethods.has(name);
  }
  evaluator;
  node;
  name;
  scope;
  argCount;
  perElement;
  get now() {
    return this.evaluator.instant;
  }
  arg(i) {
    const arg = this.node.args[i];
    return arg ? this.evaluator.eval(arg, this.scope) : null;
  }
  argFor(i, element, extra) {
    const arg = this.node.args[i];
    if (!arg) return null;
    if (arg.kind === "Lambda") {
      const values = arg.params.length > 1 && extra !== void 0 ? [extra, element] : [element];
      let inner = this.scope;
      arg.params.forEach((p, k) => inner = withVariable(inner, p.name, values[k] ?? null));
      return this.evaluator.element(arg.body, inner);
    }
    return this.perElement ? this.evaluator.element(arg, withItem(this.scope, element)) : this.evaluator.eval(arg, this.scope);
  }
  problem(message) {
    this.evaluator.report(this.node, message);
  }
  charge(units) {
    this.evaluator.charge(this.node, units);
  }
};
function clausesOf(node) {
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}

// src/analysis/index.ts
function analyze(ast, options = {}) {
  const facts = extractFacts(ast);
  const verdict = classify(facts, options);
  const streaming = classifyStreaming(facts, options.resolveSegment ? { resolveSegment: options.resolveSegment } : {});
  return { facts, verdict, streaming, method: decideMethod(verdict, streaming) };
}
function explainText(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { verdict: syntaxVerdict(errors), ...unparsed, facts: null, errors };
  return { ...analyze(ast, options), errors };
}
var unparsed = {
  streaming: { eligible: false, type: null, reasons: [] },
  method: { method: "batch", edgeType: null, streamingType: null }
};
function syntaxVerdict(errors) {
  return {
    eligible: false,
    type: null,
    reasons: errors.map((e) => ({
      rule: e.rule,
      code: e.code,
      severity: "error",
      message: e.message,
      range: e.span,
      ...e.label ? { label: e.label } : {},
      hints: e.hints
    }))
  };
}

// src/analysis/judge.ts
function judgeEdge(pql) {
  const { verdict } = explainText(pql);
  return {
    eligible: verdict.eligible,
    reasons: verdict.reasons.filter((r) => r.severity === "error").map((r) => ({ rule: r.rule, message: r.message }))
  };
}

export {
  plural,
  DEFAULT_BUDGET,
  MAX_DATA_DEPTH,
  deepestPast,
  tooDeepMessage,
  evaluate,
  analyze,
  explainText,
  judgeEdge
};
