// PQL -> ClickHouse SQL that runs on 18.16 and on current releases (docs/estimates.md "ClickHouse").
// A walker of its own, not a SqlDialect for compile.ts: 18.16 has no JSON type, no TRUE/FALSE,
// no CTEs and one JOIN per SELECT, and evaluates every branch of if()/multiIf() and both sides of
// AND on every row, so the DuckDB walk's shapes (CASE guarding a cast, NULL as PQL's null) would
// need a hook in nearly every line of it. Here every value read from the data stays in the
// encoding the tables hold (clickhouse-encoding.ts: a String whose first character is its kind,
// `Z` for null), so PQL has one null and no value is ever SQL NULL; every condition is a UInt8
// 0 or 1, so PQL's two-valued logic is ClickHouse's own. Equal JSON values have equal encodings,
// so `=` is string equality. What does not compile exactly throws NotCompiled (unsupported.ts),
// with the construct and its span, as the DuckDB walk does.
import type * as A from "../syntax/ast.js";
import { chString, encodeJson, MAX_NESTING } from "./clickhouse-encoding.js";
import { eventTypes } from "./event-type.js";
import { anyEventSql, chainSql, countSql, EVENT, type EventConditions, type EventSet } from "./clickhouse-events.js";
import { type AnchorReader, calendarPartSql, constraintSql, dataAnchorSql, fixedAnchors, instantTest } from "./clickhouse-time.js";
import { datePeriod, relativePeriod, timeWordPeriod } from "../evaluate/time-words.js";
import { chRegex, likeRegex, matchesSql, orderSql } from "./clickhouse-text.js";
import { regexForSql } from "./regex.js";
import { stringTests } from "./methods.js";
import { evaluate } from "../evaluate/index.js";
import { type BinderCompiler, clausesOf, combinationsSql, listValue, quantifierSql, sumSql } from "./clickhouse-binders.js";
import { arrayMethodArity, arrayMethodSql } from "./clickhouse-methods.js";
import { type ArithmeticOperator, arithmeticSql, encodeNumber, numberOf } from "./clickhouse-numbers.js";
import { allEventsSql, groupedSql } from "./clickhouse-events.js";
import { STOP_MARK } from "./stop.js";
import { notCompiledToClickHouse as notCompiled } from "./unsupported.js";

/**
 * A PQL value as encoded text (`json`, never SQL NULL), a PQL boolean (`bool`, UInt8 0 or 1), or a
 * timestamp (`time`): PQL writes times only as literals fixed by now (a date, a time word, a
 * period), and arithmetic on one is null, so a timestamp is always a constant instant. It has no
 * encoding (the data holds strings, and an instant is not one): where a value needs one, it is refused.
 */
type ChValue =
  | { kind: "json"; sql: string; constant?: { value: unknown } }
  | { kind: "bool"; sql: string }
  | { kind: "time"; ms: number; node: A.Expression };

/** The profile's document in the encoding; always an object. */
const PROFILE = "p.doc_enc";
type JsonValue = Extract<ChValue, { kind: "json" }>;
const NULL: JsonValue = { kind: "json", sql: "'Z'", constant: { value: null } };

/** How deep a path reads through arrays nested in arrays before the query stops. */
export const CH_ARRAY_DEPTH = 2;
export const CH_TOO_DEEP = `a path through arrays nested more than ${CH_ARRAY_DEPTH} deep does not compile to ClickHouse SQL`;
export const CH_NOT_ASCII = "a case-insensitive string test on text beyond ASCII: ClickHouse and JavaScript lower-case it differently";

/**
 * 0, or the query stops where `cond` holds, with `reason` in ClickHouse's error: 18.16's throwIf
 * takes no message, and a string that does not parse as a number names itself in the error. It is
 * computed on every row (18.16 evaluates every branch), so `cond` is exactly when to stop.
 */
const stop = (cond: string, reason: string) => `toUInt8(if(${cond}, ${chString(STOP_MARK + reason)}, '0'))`;

/** Why a ClickHouse query stopped, when its error is such a deliberate stop; undefined for any other error. */
export function clickHouseStopReason(errorMessage: string): string | undefined {
  const at = errorMessage.indexOf(STOP_MARK);
  if (at < 0) return undefined;
  const rest = errorMessage.slice(at + STOP_MARK.length);
  const end = rest.indexOf("' as UInt8");
  return end < 0 ? undefined : rest.slice(0, end);
}

const kindOf = (x: string) => `substring(${x}, 1, 1)`;
const payload = (x: string) => `substring(${x}, 2)`;
/** The encoded elements of an array (`A`) or the key/value list of an object (`O`); [] for anything else, never a cast error. */
const items = (x: string, kinds: "A" | "O") => `CAST(if(${kindOf(x)} = '${kinds}', ${payload(x)}, '[]') AS Array(String))`;
const asJson = (v: ChValue): string =>
  v.kind === "json"
    ? v.sql
    : v.kind === "bool"
      ? `if(${v.sql}, 'T', 'F')`
      : notCompiled(
          v.node,
          "a time as a value",
          "ClickHouse compiles times in comparisons, occurs and CHAIN; elsewhere a time would need an encoding",
        );
const json = (sql: string): JsonValue => ({ kind: "json", sql });
const bool = (sql: string): ChValue => ({ kind: "bool", sql });
const constant = (value: unknown): ChValue => ({ kind: "json", sql: chString(encodeJson(value)), constant: { value } });

/** Whether `s` orders the same in JavaScript (UTF-16 code units) as in ClickHouse (UTF-8 bytes) against any string. */
function ordersAlike(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0xd800) return false;
  return true;
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/**
 * The elements a bare name reads, innermost first: the profile at the top level, a filter's element
 * inside it. Inside an events part (clickhouse-events.ts) the event row, then the profile, which
 * that subquery cannot read (`reachable: false`).
 */
interface Item {
  sql: string;
  reachable: boolean;
}

/**
 * Where the SQL being written runs: over the profile row (the main query), over one event row (an
 * events subquery's WHERE), or over one profile's events grouped (an events subquery's HAVING,
 * where the event lists of `select` and `sum ... over` are aggregates).
 */
type Place = "profile" | "row" | "grouped";

/** Thrown where a value needs the profile's list of events, which only a grouped events subquery has. */
class NeedsEventList extends Error {}

export class ClickHouseCompiler implements EventConditions {
  private n = 0;
  private items: Item[] = [{ sql: PROFILE, reachable: true }];
  /** The variables of `let`, binders and lambdas: their encoded SQL, unreachable when bound outside the events subquery being written. */
  private vars = new Map<string, Item>();
  private place: Place = "profile";
  /**
   * The profile's paths the main query reads, each named once in its WITH clause
   * (`profile.homeAddress.countryCode`), prefix before path: the WHERE reads like the PQL, and
   * each is written (and computed) once.
   */
  readonly named = new Map<string, string>();

  constructor(
    private readonly localAudience: (segmentId: string) => boolean,
    readonly now: number,
    /** Whether the profile's paths are named in a WITH clause (`named`); a query whose SELECT list reads them must not: 18.16 loses an alias of an alias on a Distributed table. */
    private readonly nameProfilePaths = true,
  ) {}

  /** Array and object literals around the one being compiled. */
  private literalDepth = 0;

  /** `body` inside one more literal level: refused past MAX_NESTING before the inner levels are built (each would encode all below it again). */
  private literalLevel<T>(node: A.Expression, body: () => T): T {
    if (this.literalDepth >= MAX_NESTING)
      return notCompiled(node, `a literal nested more than ${MAX_NESTING} levels deep`, "each level doubles its encoding's quotes");
    this.literalDepth++;
    try {
      return body();
    } finally {
      this.literalDepth--;
    }
  }

  private next(prefix: string): string {
    this.n++;
    return `${prefix}${this.n}`;
  }

  fresh(prefix: string): string {
    return this.next(prefix);
  }

  /** `node` over the event row (its bare names read the event): UInt8 0 or 1. */
  eventCondition(node: A.Expression): string {
    return this.inside(
      "row",
      [
        { sql: EVENT, reachable: true },
        { sql: PROFILE, reachable: false },
      ],
      () => this.condition(node),
    );
  }

  /** `body()` written for an events subquery (`place`): the profile and the variables bound so far are out of its reach. */
  private inside<T>(place: Place, items: Item[], body: () => T): T {
    const [outerItems, outerVars, outerPlace] = [this.items, this.vars, this.place];
    this.items = items;
    this.vars = new Map([...outerVars].map(([k, v]) => [k, { ...v, reachable: false }]));
    this.place = place;
    try {
      return body();
    } finally {
      [this.items, this.vars, this.place] = [outerItems, outerVars, outerPlace];
    }
  }

  /** `body(param)` with the variable `name` standing for a fresh lambda parameter. */
  private withVariable<T>(name: string, body: (param: string) => T, param = this.next("v")): T {
    const outer = this.vars;
    this.vars = new Map(outer).set(name, { sql: param, reachable: true });
    try {
      return body(param);
    } finally {
      this.vars = outer;
    }
  }

  /** `body(x)` with `arg` (a method's argument) read for one element `x`: a lambda's parameter is x, other arguments read x's fields. */
  private forElement<T>(arg: A.Expression, x: string, body: (arg: A.Expression) => T): T {
    if (arg.kind === "Lambda") {
      const [first, ...others] = arg.params;
      // The evaluator gives a lambda the element alone: its later parameters are null.
      const bindOthers = (i: number): T =>
        i === others.length ? body(arg.body) : this.withVariable(others[i]!.name, () => bindOthers(i + 1), "'Z'");
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
  private isProfileEvents(node: A.Expression): boolean {
    return (
      node.kind === "Path" &&
      node.root.type === "name" &&
      node.segments.length === 1 &&
      node.segments[0]!.name === "xEvent" &&
      !this.vars.has("xEvent") &&
      this.items.length === 1
    );
  }

  private get binders(): BinderCompiler {
    return {
      json: (node) => asJson(this.value(node)),
      condition: (node) => this.condition(node),
      withVariable: (name, body) => this.withVariable(name, body),
    };
  }

  /** The profile's events the node stands for (`xEvent`, `xEvent[c]`, `xEvent[c][d]`), or undefined when it is not such a set. */
  private eventsOf(node: A.Expression): EventSet | undefined {
    if (this.isProfileEvents(node)) return this.place === "profile" ? { conditions: [], types: [] } : undefined;
    if (node.kind !== "Filter") return undefined;
    const set = this.eventsOf(node.object);
    const types = eventTypes(node.condition);
    return (
      set && { conditions: [...set.conditions, this.eventCondition(node.condition)], types: types ? [...set.types, types] : set.types }
    );
  }

  /** `xEvent[...].count()`: the events it counts, or undefined. */
  private countOf(node: A.Expression): EventSet | undefined {
    if (node.kind !== "MethodCall" || node.method.name !== "count" || node.args.length !== 0) return undefined;
    return this.eventsOf(node.object);
  }

  /** The node in a condition: UInt8 0 or 1. */
  condition(node: A.Expression): string {
    const events = this.eventsOf(node);
    if (events) return anyEventSql(node, events);
    // A number is never true in a condition (docs/semantics.md): a count, a sum.
    if (this.countOf(node) || node.kind === "SumOver") return "0";
    const overEvents = this.eventBinder(node);
    if (overEvents !== undefined) return overEvents;
    if (this.place !== "profile" || this.items.length > 1) return this.truth(node);
    try {
      return this.truth(node);
    } catch (e) {
      if (!(e instanceof NeedsEventList)) throw e;
      return this.grouped(node);
    }
  }

  /** The node's value per profile row, encoded (a boolean as 'T'/'F'); for tests that hold values, not only conditions, to the evaluator. */
  valueSql(node: A.Expression): string {
    try {
      return asJson(this.value(node));
    } catch (e) {
      if (e instanceof NeedsEventList) return notCompiled(node, "a value of the profile's list of events");
      throw e;
    }
  }

  private truth(node: A.Expression): string {
    const v = this.value(node);
    // A timestamp is never true in a condition, as a number is not.
    return v.kind === "bool" ? v.sql : v.kind === "time" ? "0" : truthy(v.sql);
  }

  /**
   * `exists`/`forall` whose first binding is the profile's xEvent (and `select` in a condition,
   * which is the same `exists`): a set of profiles by a condition on each event row, the later
   * bindings inside it. Undefined for any other node.
   */
  private eventBinder(node: A.Expression): string | undefined {
    if (node.kind !== "Quantifier" && node.kind !== "Select") return undefined;
    const [first, ...later] = clausesOf(node);
    if (!this.isProfileEvents(first!.source) || this.place !== "profile") return undefined;
    const all = node.kind === "Quantifier" && node.quantifier === "forall";
    const row = this.inside("row", [{ sql: PROFILE, reachable: false }], () =>
      this.withVariable(
        first!.variable.name,
        () => {
          const parts = [
            ...(first!.condition ? [this.condition(first!.condition)] : []),
            ...(later.length > 0 ? [quantifierSql(this.binders, later, all)] : []),
          ];
          return parts.length > 0 ? parts.join(" AND ") : "1";
        },
        EVENT,
      ),
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
  private grouped(node: A.Expression): string {
    const having = this.inside("grouped", [{ sql: PROFILE, reachable: false }], () => this.truth(node));
    const empty = evaluate(node, { profile: {}, events: [], now: this.now });
    if (empty.status !== "evaluated") return notCompiled(node, "a condition over events the evaluator cannot answer on no events");
    return groupedSql(node, having, empty.qualifies);
  }

  value(node: A.Expression): ChValue {
    switch (node.kind) {
      case "String":
      case "Number":
      case "Boolean":
        return constant(node.value);
      case "Array": {
        const elements = this.literalLevel(node, () => node.elements.map((e) => this.value(e)));
        if (elements.every((e) => e.kind === "json" && e.constant))
          return constant(elements.map((e) => (e.kind === "json" ? e.constant!.value : null)));
        // toString writes an Array(String) as the encoding's array text (clickhouse-encoding.ts).
        return json(`concat('A', toString(CAST([${elements.map(asJson).join(", ")}] AS Array(String))))`);
      }
      case "Object": {
        const keys = node.entries.map((e) => e.key.value);
        if (new Set(keys).size !== keys.length) return notCompiled(node, "an object literal with a key twice");
        const values = this.literalLevel(node, () => node.entries.map((e) => this.value(e.value)));
        if (!values.every((v) => v.kind === "json" && v.constant)) return notCompiled(node, "an object literal with computed values");
        return constant(
          Object.fromEntries(node.entries.map((e, i) => [e.key.value, (values[i] as { constant: { value: unknown } }).constant.value])),
        );
      }
      case "Path":
        return this.path(node);
      case "This":
        if (!this.items[0]!.reachable)
          return notCompiled(node, "this of the profile inside an events condition", "an events part reads the event row only");
        return json(this.items[0]!.sql);
      case "ContextReference":
        return NULL;
      case "SegmentReference":
        return this.inSegment(node);
      case "Logical":
        return bool(`(${node.operands.map((o) => this.condition(o)).join(node.operator === "and" ? " AND " : " OR ")})`);
      case "Unary":
        if (node.operator === "-") {
          // A negative number literal is a literal; -x of a number is a number, of anything else null.
          if (node.operand.kind === "Number") return constant(-node.operand.value);
          const v = this.value(node.operand);
          if (v.kind !== "json") return NULL;
          return json(this.bind(v.sql, (x) => `if(${kindOf(x)} = 'N', ${encodeNumber(`-${numberOf(x)}`)}, 'Z')`));
        }
        return bool(`(NOT ${this.condition(node.operand)})`);
      case "Binary":
        return this.binary(node);
      case "MemberAccess":
        return this.member(this.value(node.object), node.property.name);
      case "MethodCall":
        if (this.countOf(node)) return notCompiled(node, "a count of events outside a comparison with a number");
        return this.method(node);
      case "If": {
        const [a, b] = [this.value(node.then), this.value(node.otherwise)];
        return json(`if(${this.condition(node.test)}, ${asJson(a)}, ${asJson(b)})`);
      }
      case "Filter":
        return this.filter(node);
      case "FunctionCall":
        return this.function(node);
      case "Lambda":
        return notCompiled(node, "a lambda outside a method argument");
      case "Let": {
        const value = asJson(this.value(node.value));
        return json(this.bind(value, (x) => this.withVariable(node.variable.name, () => asJson(this.value(node.body)), x)));
      }
      case "Select":
        return this.select(node);
      case "Quantifier":
        return bool(this.eventBinder(node) ?? quantifierSql(this.binders, node.bindings, node.quantifier === "forall"));
      case "SumOver":
        return this.sumOver(node);
      case "Date": {
        // No such day (`date(2023, 2, 29)`): the evaluator reports it and reads null.
        const p = datePeriod(node.year, node.month, node.day);
        return p ? { kind: "time", ms: p.start, node } : NULL;
      }
      case "TimeWord":
        return { kind: "time", ms: node.word === "now" ? this.now : timeWordPeriod(node.word, this.now).start, node };
      case "RelativePeriod":
        return { kind: "time", ms: relativePeriod(node, this.now).start, node };
      case "Occurs":
        return bool(this.occurs(node));
      case "Chain":
        return bool(this.chain(node));
    }
  }

  private path(node: A.Path): ChValue {
    let v: ChValue;
    let i = 0;
    const item = (it: Item | undefined, what: string): ChValue => {
      if (it === undefined) return NULL;
      if (!it.reachable) return notCompiled(node, what, "an events part reads the event row only");
      return json(it.sql);
    };
    if (node.root.type === "param") {
      if (node.root.index !== 1) return NULL;
      v = item(this.items[this.items.length - 1], "$1 inside an events condition");
    } else if (node.root.type === "up") {
      // One level up per `^`; past the profile it is null.
      v = item(this.items[node.root.levels], "^ out of an events condition");
    } else {
      const head = node.segments[0]!.name;
      const bound = this.vars.get(head);
      if (bound !== undefined) v = item(bound, "a variable bound outside an events condition");
      else if (this.isProfileEvents({ ...node, segments: [node.segments[0]!] })) v = this.eventList(node, []);
      else if (this.items.length === 1 && this.place === "profile" && this.nameProfilePaths)
        return this.profilePath(node.segments.map((s) => s.name));
      else v = this.member(item(this.items[0], "a field of the profile inside an events condition"), head);
      i = 1;
    }
    for (; i < node.segments.length; i++) v = this.member(v, node.segments[i]!.name);
    return v;
  }

  /** A path read from the profile in the main query: named in the WITH clause, each prefix once. */
  private profilePath(names: readonly string[]): ChValue {
    let v: ChValue = json(PROFILE);
    for (let i = 0; i < names.length; i++) {
      // A name ClickHouse would need to escape is written out where it is read instead.
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(names[i]!)) return this.member(v, names[i]!);
      const name = `\`profile.${names.slice(0, i + 1).join(".")}\``;
      if (!this.named.has(name)) this.named.set(name, this.member(v, names[i]!).sql);
      v = json(name);
    }
    return v;
  }

  /** `v.name` as the evaluator's `field` reads it: an object's member, through arrays every element's (flattened), else null. */
  member(v: ChValue, name: string, depth = CH_ARRAY_DEPTH): JsonValue {
    if (v.kind !== "json") return NULL;
    if (v.sql === PROFILE || v.sql === EVENT) return json(objectMember(v.sql, name));
    return json(this.bind(v.sql, (x) => this.field(x, name, depth)));
  }

  private field(x: string, name: string, depth: number): string {
    if (depth === 0)
      // The evaluator reads on through any depth; SQL has no recursion: the query stops (docs/estimates.md).
      return `if(${kindOf(x)} = 'O' AND NOT ${stop(`${kindOf(x)} = 'A'`, CH_TOO_DEEP)}, ${objectMember(x, name)}, 'Z')`;
    const e = this.next("e");
    const r = this.next("r");
    const inner = this.field(e, name, depth - 1);
    const spread = `arrayMap(${r} -> if(${r} = 'Z', emptyArrayString(), if(${kindOf(r)} = 'A', ${items(r, "A")}, [${r}])), [${inner}])[1]`;
    const projected = `concat('A', toString(arrayReduce('groupArrayArray', arrayMap(${e} -> ${spread}, ${items(x, "A")}))))`;
    return `multiIf(${kindOf(x)} = 'O', ${objectMember(x, name)}, ${kindOf(x)} = 'A', ${projected}, 'Z')`;
  }

  /** `body(x)` with `x` standing for `sql`, computed once (a lambda over a one-element array, as DuckDB's bind). */
  private bind(sql: string, body: (x: string) => string): string {
    if (/^[A-Za-z_][\w.]*$/.test(sql) || /^'[^']*'$/.test(sql) || /^`[\w.]+`$/.test(sql)) return body(sql);
    const x = this.next("b");
    return `arrayMap(${x} -> ${body(x)}, [${sql}])[1]`;
  }

  /** `a[c]` over an array: its elements that meet `c` (`[]` for null, null for a value of another kind). */
  private filter(node: A.Filter): ChValue {
    const events = this.eventsOf(node);
    if (events) return this.eventList(node, events.conditions);
    const v = this.value(node.object);
    if (v.kind !== "json") return NULL;
    const x = this.next("x");
    this.items = [{ sql: x, reachable: true }, ...this.items];
    let test: string;
    try {
      test = this.condition(node.condition);
    } finally {
      this.items = this.items.slice(1);
    }
    return json(
      this.bind(
        v.sql,
        (y) => `multiIf(${kindOf(y)} = 'A', concat('A', toString(arrayFilter(${x} -> ${test}, ${items(y, "A")}))), ${y} = 'Z', 'A[]', 'Z')`,
      ),
    );
  }

  /** `T occurs ...`: T a timestamp string (the event's own `timestamp` is its ts_ms), the anchor fixed by now. */
  private occurs(node: A.Occurs): string {
    const s = node.subject;
    if (
      this.items[0]!.sql === EVENT &&
      s.kind === "Path" &&
      s.root.type === "name" &&
      s.segments.length === 1 &&
      s.segments[0]!.name === "timestamp"
    )
      // The loader's ts_ms is the evaluator's reading of this very field (parseIso of a string, else none).
      return `(isNotNull(ts_ms) AND ${constraintSql(node.constraint, "ifNull(ts_ms, 0)", this.now, this.anchors)})`;
    const v = this.value(s);
    if (v.kind === "time") return constraintSql(node.constraint, String(v.ms), this.now, this.anchors);
    // A boolean is no timestamp.
    if (v.kind !== "json") return "0";
    return this.bind(v.sql, (x) => {
      const t = this.next("t");
      return `(${instantTest(x, this.next("s"), t, () => constraintSql(node.constraint, t, this.now, this.anchors))})`;
    });
  }

  /** An anchor of `occurs`: fixed by now, a timestamp, or read from the data (clickhouse-time.ts). */
  private readonly anchors: AnchorReader = (node, body) => {
    if (node.kind === "TimeWord" || node.kind === "RelativePeriod" || node.kind === "Date") return fixedAnchors(this.now)(node, body);
    const v = this.value(node);
    if (v.kind === "time") return body({ start: v.ms, end: v.ms + 1 });
    // A boolean is no timestamp: the evaluator reports it, and the constraint is false.
    if (v.kind === "bool") return "0";
    return this.bind(v.sql, (x) => dataAnchorSql(x, (p) => this.next(p), body));
  };

  private chain(node: A.Chain): string {
    const e = node.events;
    if (this.place !== "profile" && this.isProfileEvents(e)) return notCompiled(node, "CHAIN inside an events condition");
    if (!this.isProfileEvents(e)) return notCompiled(e, "CHAIN over something other than the profile's xEvent");
    return chainSql(node, this);
  }

  private inSegment(node: A.SegmentReference): ChValue {
    if (this.place !== "profile")
      return notCompiled(node, "inSegment inside an events condition", "an events part reads the event row only");
    if (this.localAudience(node.segmentId))
      return notCompiled(node, "inSegment of an audience of the same run", "ClickHouse does not hold the run's audiences");
    // segmentMembership.ups[id].status, through objects only (evaluate.ts inSegment).
    let status = PROFILE;
    for (const key of ["segmentMembership", "ups", node.segmentId, "status"]) status = this.bind(status, (x) => objectMember(x, key));
    return bool(`(${status} IN ('Srealized', 'Sexisting'))`);
  }

  private binary(node: A.Binary): ChValue {
    const op = node.operator;
    if (op === "=" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=") {
      const counted = this.countComparison(node, op);
      if (counted !== undefined) return bool(counted);
    }
    switch (op) {
      case "=":
      case "!=": {
        const [l, r] = [this.value(node.left), this.value(node.right)];
        if (l.kind === "time" || r.kind === "time") return bool(this.timeComparison(op, l, r));
        const [a, b] = [asJson(l), asJson(r)];
        // Equal values have equal encodings (clickhouse-encoding.ts); null equals nothing, `!=` needs both.
        const known = [l, r].some((v) => v.kind === "json" && v.constant && v.constant.value !== null);
        if (op === "=") return bool(known ? `(${a} = ${b})` : this.bind(a, (x) => this.bind(b, (y) => `(${x} = ${y} AND ${x} <> 'Z')`)));
        return bool(this.bind(a, (x) => this.bind(b, (y) => `(${x} <> ${y} AND ${x} <> 'Z' AND ${y} <> 'Z')`)));
      }
      case "<":
      case "<=":
      case ">":
      case ">=":
        return bool(this.order(node, op, this.value(node.left), this.value(node.right)));
      case "in":
      case "notIn":
        return bool(this.membership(node, op === "notIn"));
      case "like":
        return bool(this.like(node));
      default:
        return this.arithmetic(node, op);
    }
  }

  private arithmetic(node: A.Binary, op: ArithmeticOperator): ChValue {
    const [l, r] = [this.value(node.left), this.value(node.right)];
    // A boolean is neither a number nor a string: null.
    if (l.kind !== "json" || r.kind !== "json") return NULL;
    return json(this.bind(l.sql, (x) => this.bind(r.sql, (y) => arithmeticSql(op, x, y, stop))));
  }

  /** `select` over arrays: the list of the last variable's elements; over the profile's xEvent, only a grouped events subquery has it. */
  private select(node: A.Select): ChValue {
    const clauses = clausesOf(node);
    return json(listValue(this.combinations(node, clauses, undefined)));
  }

  private sumOver(node: A.SumOver): ChValue {
    const list = this.combinations(node, clausesOf(node), node.value);
    return json(this.bind(list, (l) => sumSql(l, () => this.next("n"))));
  }

  /**
   * The values of a binder's combinations (an Array(String)). Over the profile's xEvent (the first
   * binding) they are an aggregate of the grouped events subquery: each event's combinations, in
   * the data's order (seq), joined.
   */
  private combinations(node: A.Select | A.SumOver, clauses: ReturnType<typeof clausesOf>, value: A.Expression | undefined): string {
    const [first, ...later] = clauses;
    if (!this.isProfileEvents(first!.source)) return combinationsSql(this.binders, clauses, value);
    if (this.place === "profile") throw new NeedsEventList();
    if (this.place !== "grouped")
      return notCompiled(node, `${node.kind === "Select" ? "select" : "sum ... over"} of xEvent inside an events condition`);
    const perEvent = this.inside("row", [{ sql: PROFILE, reachable: false }], () =>
      this.withVariable(
        first!.variable.name,
        () => {
          const rest = later.length > 0 ? combinationsSql(this.binders, later, value) : `[${value ? asJson(this.value(value)) : EVENT}]`;
          return first!.condition ? `if(${this.condition(first!.condition)}, ${rest}, emptyArrayString())` : rest;
        },
        EVENT,
      ),
    );
    const t = this.next("t");
    return `arrayReduce('groupArrayArray', arrayMap(${t} -> tupleElement(${t}, 2), arraySort(groupArray((seq, ${perEvent})))))`;
  }

  /**
   * The profile's events that meet `conditions` (SQL over the event row) as a value: the encoding
   * of the list of their docs in the data's order (seq), as the evaluator gets them. Only a
   * grouped events subquery has it: in the main query the condition around it moves into one.
   */
  private eventList(node: A.Expression, conditions: readonly string[]): ChValue {
    if (this.place === "profile") throw new NeedsEventList();
    if (this.place !== "grouped") return notCompiled(node, "xEvent as a value inside an events condition");
    const perEvent = conditions.length > 0 ? `if(${conditions.join(" AND ")}, [${EVENT}], emptyArrayString())` : `[${EVENT}]`;
    const t = this.next("t");
    return json(
      listValue(`arrayReduce('groupArrayArray', arrayMap(${t} -> tupleElement(${t}, 2), arraySort(groupArray((seq, ${perEvent})))))`),
    );
  }

  /** The global functions that read only now. */
  private function(node: A.FunctionCall): ChValue {
    const name = node.callee.name;
    const at = new Date(this.now);
    const parts: Record<string, number> = {
      currentYear: at.getUTCFullYear(),
      currentMonth: at.getUTCMonth() + 1,
      currentDayOfMonth: at.getUTCDate(),
    };
    if (Object.hasOwn(parts, name) && node.args.length === 0) return constant(parts[name]);
    return notCompiled(node, `the function ${name}`);
  }

  /** `xEvent[...].count() op n` (either way round), or undefined when neither side is a count of events. */
  private countComparison(node: A.Binary, op: "=" | "!=" | "<" | "<=" | ">" | ">="): string | undefined {
    const [left, right] = [this.countOf(node.left), this.countOf(node.right)];
    if (!left && !right) return undefined;
    const other = left ? node.right : node.left;
    const n = numberLiteral(other);
    if (n === undefined || (left && right))
      return notCompiled(node, "a count of events compared with something other than a number literal");
    const flipped = { "=": "=", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<=" } as const;
    return countSql(node, (left ?? right)!, left ? op : flipped[op], n);
  }

  /** Numbers with numbers, strings with strings; anything else is false. One side must be a literal ClickHouse orders as JavaScript does. */
  private order(node: A.Binary, op: "<" | "<=" | ">" | ">=", a: ChValue, b: ChValue): string {
    if (a.kind === "time" || b.kind === "time") return this.timeComparison(op, a, b);
    if (a.kind === "bool" || b.kind === "bool") return "0";
    const known = [a, b].find((v) => v.kind === "json" && v.constant) as { sql: string; constant: { value: unknown } } | undefined;
    if (known === undefined) return this.bind(a.sql, (x) => this.bind(b.sql, (y) => orderSql(op, x, y, stop)));
    const value = known.constant.value;
    const [x, y] = [a.sql, b.sql];
    if (typeof value === "number") {
      // The literal as a number; the other side read once, its kind checked.
      // A whole literal is written as one (exact); another is read from its bytes (ClickHouse's text parsing may round otherwise).
      const literal = Number.isSafeInteger(value) ? String(value) : numberOf(known.sql);
      const side = (v: ChValue, s: string) => (v === known ? { test: [], n: literal } : { test: [`${kindOf(s)} = 'N'`], n: numberOf(s) });
      const other = known === a ? b.sql : a.sql;
      return this.bind(other, (o) => {
        const [l, r] = [side(a, known === a ? x : o), side(b, known === b ? y : o)];
        return `(${[...l.test, ...r.test, `${l.n} ${op} ${r.n}`].join(" AND ")})`;
      });
    }
    if (typeof value === "string") {
      if (!ordersAlike(value))
        return notCompiled(
          node,
          "ordering against a string with characters from U+D800 on",
          "JavaScript and ClickHouse order them differently",
        );
      const side = (v: ChValue, s: string) =>
        v === known ? { test: [], t: chString(value) } : { test: [`${kindOf(s)} = 'S'`], t: payload(s) };
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
  private timeComparison(op: "=" | "!=" | "<" | "<=" | ">" | ">=", a: ChValue, b: ChValue): string {
    const sqlOp = op === "=" ? "=" : op === "!=" ? "<>" : op;
    const instant = (v: ChValue) => (v.kind === "time" ? String(v.ms) : undefined);
    const [l, r] = [instant(a), instant(b)];
    if (l !== undefined && r !== undefined) return compareNumbers(Number(l), op, Number(r)) ? "1" : "0";
    const other = l === undefined ? a : b;
    if (other.kind === "bool") return op === "!=" ? "1" : "0";
    if (other.kind !== "json") return "0";
    const test = (t: string) => `${l ?? t} ${op === "!=" ? "=" : sqlOp} ${r ?? t}`;
    return this.bind(other.sql, (x) => {
      const read = `(${instantTest(x, this.next("s"), this.next("t"), test)})`;
      return op === "!=" ? `(${x} <> 'Z' AND NOT ${read})` : read;
    });
  }

  private membership(node: A.Binary, negate: boolean): string {
    const left = asJson(this.value(node.left));
    if (node.right.kind === "Array") {
      const elements = node.right.elements.map((e) => this.value(e));
      if (elements.length === 0) return negate ? `(${left} <> 'Z')` : "0";
      const any = elements.every((e) => e.kind === "json" && e.constant)
        ? `${left} IN (${elements.map(asJson).join(", ")})`
        : `(${elements.map((e) => `${left} = ${asJson(e)}`).join(" OR ")})`;
      return `(${left} <> 'Z' AND ${negate ? `NOT ${any}` : any})`;
    }
    const right = asJson(this.value(node.right));
    const any = `has(${items(right, "A")}, ${left})`;
    return `(${left} <> 'Z' AND ${kindOf(right)} = 'A' AND ${negate ? `NOT ${any}` : any})`;
  }

  /**
   * `like` with a literal pattern: `p`, `p%q` and `%p%` as string tests; any other (with `_`, or
   * more `%`) as an RE2 pattern (clickhouse-text.ts), whose `.` is a character where ClickHouse's
   * own `like` reads `_` as a byte.
   */
  private like(node: A.Binary): string {
    const pattern = node.right.kind === "String" ? node.right.value : undefined;
    if (pattern === undefined) return notCompiled(node.right, "like with a computed pattern");
    const pieces = pattern.split("%");
    const middle = pieces.slice(1, -1).filter((p) => p !== "");
    const [first, last] = [pieces[0]!, pieces[pieces.length - 1]!];
    return this.bind(asJson(this.value(node.left)), (s) => {
      const t = payload(s);
      let test: string;
      if (pattern.includes("_")) test = matchesSql(t, likeRegex(pattern));
      else if (pieces.length === 1) test = `${t} = ${chString(pattern)}`;
      else if (middle.length === 0)
        test = `startsWith(${t}, ${chString(first)}) AND endsWith(${t}, ${chString(last)}) AND length(${t}) >= ${utf8Length(first) + utf8Length(last)}`;
      else if (middle.length === 1 && first === "" && last === "") test = `position(${t}, ${chString(middle[0]!)}) > 0`;
      else test = matchesSql(t, likeRegex(pattern));
      return `(${kindOf(s)} = 'S' AND ${test})`;
    });
  }

  private method(node: A.MethodCall): ChValue {
    const name = node.method.name;
    const receiver = this.value(node.object);
    if ((name === "isNull" || name === "isNotNull") && node.args.length === 0) {
      // A boolean or a timestamp is never null.
      if (receiver.kind !== "json") return bool(name === "isNull" ? "0" : "1");
      return bool(`(${receiver.sql} ${name === "isNull" ? "=" : "<>"} 'Z')`);
    }
    const test = Object.hasOwn(stringTests, name) ? stringTests[name]! : undefined;
    if (test && (node.args.length === 1 || node.args.length === 2)) {
      const flag = node.args[1];
      if (flag !== undefined && flag.kind !== "Boolean") return notCompiled(flag, `${name} with a computed case flag`);
      const ignoreCase = flag !== undefined && !flag.value;
      const [x, y] = [asJson(receiver), asJson(this.value(node.args[0]!))];
      const strings = `${kindOf(x)} = 'S' AND ${kindOf(y)} = 'S'`;
      // Ignoring case: lower() is JavaScript's toLowerCase on ASCII; on other text the query stops.
      const ascii = (v: string) => `match(if(${kindOf(v)} = 'S', ${payload(v)}, ''), '^[\\\\x00-\\\\x7f]*$')`;
      const [s, t] = ignoreCase ? [`lower(${payload(x)})`, `lower(${payload(y)})`] : [payload(x), payload(y)];
      const guard = ignoreCase ? ` AND NOT ${stop(`NOT (${ascii(x)} AND ${ascii(y)})`, CH_NOT_ASCII)}` : "";
      const sql =
        test.test === "equals"
          ? `${s} = ${t}`
          : test.test === "startsWith"
            ? `startsWith(${s}, ${t})`
            : test.test === "endsWith"
              ? `endsWith(${s}, ${t})`
              : `position(${s}, ${t}) > 0`;
      // On a value that is not a string (null included) the method gives null.
      return json(`if(${strings}${guard}, if(${test.negate ? `NOT ${sql}` : sql}, 'T', 'F'), 'Z')`);
    }
    const part = ({ getYear: "year", getMonth: "month", getDayOfMonth: "day" } as const)[name as "getYear"];
    if (part !== undefined && Object.hasOwn({ getYear: 1, getMonth: 1, getDayOfMonth: 1 }, name) && node.args.length === 0) {
      // A boolean is no timestamp: null.
      if (receiver.kind !== "json") return NULL;
      return json(this.bind(receiver.sql, (x) => calendarPartSql(x, part, (p) => this.next(p))));
    }
    if (name === "matches" && node.args.length === 1) return this.matches(node, receiver);
    return this.arrayMethod(node, receiver) ?? notCompiled(node.method, `the method ${name}`);
  }

  /** `s.matches("p")` with a pattern of the core both engines read alike (regex.ts): null on a value that is not a string. */
  private matches(node: A.MethodCall, receiver: ChValue): ChValue {
    const arg = node.args[0]!;
    if (arg.kind !== "String") return notCompiled(arg, "matches with a computed pattern");
    const pattern = regexForSql(arg.value);
    if (typeof pattern !== "string") return notCompiled(arg, "this regular expression", pattern.why);
    if (receiver.kind !== "json") return NULL;
    return json(this.bind(receiver.sql, (x) => `if(${kindOf(x)} = 'S', if(${matchesSql(payload(x), chRegex(pattern))}, 'T', 'F'), 'Z')`));
  }

  /** count, exists, head, sum, average, includes (clickhouse-methods.ts); undefined for another method. */
  private arrayMethod(node: A.MethodCall, receiver: ChValue): ChValue | undefined {
    if (receiver.kind !== "json") return arrayMethodArity(node) ? NULL : undefined;
    const sql = arrayMethodSql(node, receiver.sql, {
      bind: (value, body) => this.bind(value, body),
      fresh: (prefix) => this.next(prefix),
      json: (n) => asJson(this.value(n)),
      condition: (n) => this.condition(n),
      forElement: (arg, x, body) => this.forElement(arg, x, body),
      stop,
    });
    return sql === undefined ? undefined : json(sql);
  }
}

/**
 * The member `key` of an encoded object `x` (`Z` when absent, or when `x` is not an object): the
 * value after the `K<key>` entry. A `Z` in front makes "not found" (indexOf 0) read that `Z`.
 */
function objectMember(x: string, key: string): string {
  const list = `arrayPushFront(${items(x, "O")}, 'Z')`;
  return `${list}[indexOf(${list}, ${chString(`K${key}`)}) + 1]`;
}

/** `a op b` on two numbers, as JavaScript answers it. */
function compareNumbers(a: number, op: "=" | "!=" | "<" | "<=" | ">" | ">=", b: number): boolean {
  return op === "=" ? a === b : op === "!=" ? a !== b : op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
}

/** The value of a number literal (`3`, `-0.5`), or undefined. */
function numberLiteral(node: A.Expression): number | undefined {
  if (node.kind === "Number") return node.value;
  if (node.kind === "Unary" && node.operator === "-" && node.operand.kind === "Number") return -node.operand.value;
  return undefined;
}

/** Truthiness as the evaluator reads a condition: `true`, or a non-empty array. */
function truthy(x: string): string {
  return `(${x} = 'T' OR (${kindOf(x)} = 'A' AND ${x} <> 'A[]'))`;
}
