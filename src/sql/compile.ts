// The walk from a PQL tree to SQL: each node becomes a typed SQL expression (values.ts) in the
// scope of a profile row `p` (or of an event row `e` inside an events part). Parts that read the
// events table (filters and aggregates of `xEvent`, CHAIN steps) and local audiences become CTEs
// joined to the profile by `pid`. What does not compile exactly throws NotCompiled.
import type * as A from "../syntax/ast.js";
import { datePeriod, relativePeriod, timeWordPeriod, type Period } from "../evaluate/time-words.js";
import { comparisonSql, equalSql, instantOf } from "./compare.js";
import type { SqlDialect } from "./dialect.js";
import { EventParts } from "./events.js";
import { ProfileReadLog } from "./profile-reads.js";
import { compileMethod, compileFunction } from "./methods.js";
import { occursAmount, occursBetween, occursDirection, occursIn, type AnchorPeriod } from "./occurs.js";
import { fieldSql } from "./paths.js";
import { EVENT, PROFILE, withVariable, type Scope } from "./scope.js";
import { notCompiled } from "./unsupported.js";
import {
  asJson,
  bool,
  bound,
  Names,
  notNull,
  numberOf,
  scalarSource,
  shared,
  stringOf,
  truthy,
  type ScalarKind,
  type SqlValue,
} from "./values.js";
import { compileBinder } from "./binders.js";
import type { Compiled, Walker } from "./walker.js";

/** Where compiled SQL reads `segmentMembership.ups."alias:..."`: a key no AEP export holds. */
const ALIAS_KEY_NOTE =
  "/* no AEP export holds an alias: key in segmentMembership (it is keyed by segment id): only an audience of this run matches it */";

export interface CompileContext {
  d: SqlDialect;
  names: Names;
  now: number;
  events: EventParts;
  localAudienceTable: (segmentId: string) => string | undefined;
  profileColumn?: ((keys: readonly string[], kind: ScalarKind) => string | undefined) | undefined;
}

export type { Compiled } from "./walker.js";

const NULL_JSON: SqlValue = { kind: "json", sql: "CAST(NULL AS JSON)" };

export class Compiler implements Walker {
  readonly names = new Names();
  readonly events: EventParts;
  /** What the query reads of the profile's doc (ProfileReads): what a loader may keep of it. */
  readonly profileReads = new ProfileReadLog();
  readonly ctx: CompileContext;

  constructor(
    readonly d: SqlDialect,
    readonly now: number,
    localAudienceTable: (segmentId: string) => string | undefined,
    profileColumn?: (keys: readonly string[], kind: ScalarKind) => string | undefined,
  ) {
    this.events = new EventParts(this);
    this.ctx = { d, names: this.names, now, events: this.events, localAudienceTable, profileColumn };
  }

  /** A value; an events set (`xEvent[...]`) is one only in a condition or under count/exists. */
  value(node: A.Expression, scope: Scope): SqlValue {
    return this.asValue(node, this.any(node, scope));
  }

  private asValue(node: A.Expression, v: Compiled): SqlValue {
    // Events as a value (a binding's source, a path through them): the list of their docs.
    if (v.kind === "events") return { kind: "json", sql: this.events.list(node, v) };
    return v;
  }

  /** The node in a condition: SQL TRUE or FALSE. */
  condition(node: A.Expression, scope: Scope): string {
    const v = this.any(node, scope);
    return v.kind === "events" ? this.events.exists(node, v) : truthy(this.d, this.names, v);
  }

  any(node: A.Expression, scope: Scope): Compiled {
    const v = this.read(node, scope);
    // The event row's doc itself as a value, not one member of it (member() reads those, and
    // reports each): whatever reads it may read any of its fields. Every value passes here, so no
    // read of the doc goes unreported (EventReads, what a narrow events view is made from).
    if (v.kind === "json" && v.sql === EVENT) this.events.readWholeDoc();
    // The same for the profile row's doc ($1, `this` or `^` naming it).
    if (v.kind === "json" && v.sql === PROFILE) this.profileReads.readWholeDoc();
    return v;
  }

  /** The node's SQL, the event row's doc left unreported: for any() to report, or for member() to read one field of. */
  private read(node: A.Expression, scope: Scope): Compiled {
    const d = this.d;
    switch (node.kind) {
      case "String":
        return { kind: "str", sql: d.string(node.value) };
      case "Number":
        return { kind: "num", sql: d.number(node.value) };
      case "Boolean":
        return bool(node.value ? "TRUE" : "FALSE");
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return { kind: "time", sql: p ? String(p.start) : "CAST(NULL AS BIGINT)" };
      }
      case "Array":
        return { kind: "json", sql: d.listToJson(`[${node.elements.map((e) => this.json(e, scope)).join(", ")}]`) };
      case "Object": {
        const keys = node.entries.map((e) => e.key.value);
        if (new Set(keys).size !== keys.length) return notCompiled(node, "an object literal with a key twice");
        return { kind: "json", sql: d.jsonObject(node.entries.map((e) => [e.key.value, this.json(e.value, scope)] as const)) };
      }
      case "Path":
        return this.path(node, scope);
      case "This": {
        const item = scope.items[0];
        if (item === null || item === undefined) return notCompiled(node, "this outside the element it names");
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
          return { kind: "num", sql: `(- ${numberOf(d, this.names, v)})` };
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
        // The value is computed once and named: written out at each use, nested lets grow exponentially.
        const v = this.value(node.value, scope);
        let body: Compiled | undefined;
        const sql = shared(d, this.names, v, (w) => {
          body = this.any(node.body, withVariable(scope, node.variable.name, w));
          if (body.kind === "events") return notCompiled(node.body, "xEvent as the value of let");
          return body.sql;
        });
        return { kind: (body as SqlValue).kind, sql };
      }
      case "Select":
      case "Quantifier":
      case "SumOver":
        return compileBinder(this, node, scope);
      case "TimeWord":
        return { kind: "time", sql: String(node.word === "now" ? this.now : timeWordPeriod(node.word, this.now).start) };
      case "RelativePeriod":
        return { kind: "time", sql: String(relativePeriod(node, this.now).start) };
      case "Occurs":
        return bool(this.occurs(node, scope));
      case "Chain":
        return bool(this.events.chain(node, scope));
    }
  }

  /** The value as JSON (a timestamp has no JSON form here). */
  asJson(node: A.Node, v: SqlValue): string {
    if (v.kind === "time") notCompiled(node, "a timestamp inside an array or an if", "it has no JSON form in SQL");
    return asJson(this.d, v);
  }

  json(node: A.Expression, scope: Scope): string {
    return this.asJson(node, this.value(node, scope));
  }

  private path(node: A.Path, scope: Scope): Compiled {
    let value: SqlValue;
    let i = 0;
    if (node.root.type === "param") {
      if (node.root.index !== 1) return NULL_JSON;
      const profile = scope.items[scope.items.length - 1];
      if (profile === null || profile === undefined) return notCompiled(node, "$1 inside an events condition");
      value = { kind: "json", sql: profile };
    } else if (node.root.type === "up") {
      if (node.root.levels >= scope.items.length) return NULL_JSON;
      const item = scope.items[node.root.levels];
      if (item === null || item === undefined) return notCompiled(node, "^ out of an events condition");
      value = { kind: "json", sql: item };
    } else {
      const head = node.segments[0]!.name;
      i = 1;
      const bound = scope.vars.get(head);
      if (bound === null) return notCompiled(node, "a variable bound outside an events condition");
      if (bound !== undefined) value = bound;
      else if (head === "xEvent" && scope.items.length === 1) {
        if (node.segments.length === 1) return this.events.all();
        value = this.value({ ...node, segments: node.segments.slice(0, 1) }, scope);
      } else {
        const item = scope.items[0];
        if (item === null || item === undefined) return notCompiled(node, "a name outside its events condition");
        value = this.member(node, { kind: "json", sql: item }, head);
      }
    }
    for (; i < node.segments.length; i++) value = this.member(node, value, node.segments[i]!.name);
    return value;
  }

  member(node: A.Node, v: SqlValue, name: string): SqlValue {
    if (v.kind !== "json") return NULL_JSON;
    // A row's doc is a JSON object (the loader's records, docs/sql.md): its members need no projection.
    if (v.sql === PROFILE || v.sql === EVENT) {
      const sql = this.d.jsonMember(v.sql, name);
      if (sql === undefined) return notCompiled(node, `the field name ${JSON.stringify(name)}`, "it cannot be written as a JSON path");
      if (v.sql === EVENT) this.events.readField(name);
      else this.profileReads.readField(name);
      return this.withColumn({ kind: "json", sql, path: { doc: v.sql, keys: [name] } });
    }
    const sql = fieldSql(this.d, this.names, v.sql, name);
    if (sql === undefined) return notCompiled(node, `the field name ${JSON.stringify(name)}`, "it cannot be written as a JSON path");
    return v.path ? this.withColumn({ kind: "json", sql, path: { doc: v.path.doc, keys: [...v.path.keys, name] } }) : { kind: "json", sql };
  }

  /** A path of the profile's doc with the columns the caller computed its readings into (CompileOptions.profileColumn). */
  private withColumn(v: SqlValue): SqlValue {
    const hook = this.ctx.profileColumn;
    const keys = v.path?.keys;
    if (hook === undefined || v.path?.doc !== PROFILE || keys === undefined) return v;
    return { ...v, column: (kind) => hook(keys, kind) };
  }

  /** `a[cond]` over a JSON array: the elements that meet it (null for a missing array is []). */
  private filter(node: A.Filter, scope: Scope): Compiled {
    const object = this.any(node.object, scope);
    if (object.kind === "events") return this.events.filter(object, node.condition, scope);
    return this.listOp(
      object,
      (list, e) => this.d.listToJson(this.d.listFilter(list, e.param, this.condition(node.condition, e.scope))),
      "[]",
      scope,
    );
  }

  /**
   * An operation on the elements of a value that `array()` reads: null is the empty array, an array
   * is its elements, anything else a type problem (null). `op` gets the list and an element scope.
   */
  listOp(
    v: SqlValue,
    op: (list: string, element: { param: string; scope: Scope }) => string,
    onNull: string | null,
    scope: Scope,
    itemScope = true,
  ): SqlValue {
    const d = this.d;
    const empty = onNull === "[]" ? d.listToJson(d.emptyJsonList()) : onNull;
    if (v.kind !== "json") return { kind: "json", sql: "CAST(NULL AS JSON)" };
    const param = this.names.next("x");
    const inner = itemScope ? { ...scope, items: [param, ...scope.items] } : scope;
    const sql = bound(
      d,
      this.names,
      v.sql,
      (x) =>
        `(CASE WHEN ${x} IS NULL THEN ${empty ?? "NULL"} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${op(d.jsonArrayToList(x), { param, scope: inner })} END)`,
    );
    return { kind: "json", sql };
  }

  private binary(node: A.Binary, scope: Scope): SqlValue {
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
          shared(d, this.names, this.value(node.left, scope), (a) =>
            shared(d, this.names, this.value(node.right, scope), (b) => comparisonSql(d, this.names, op, a, b)),
          ),
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
        let kind: SqlValue["kind"] = "json";
        const sql = shared(d, this.names, this.value(node.left, scope), (a) =>
          shared(d, this.names, this.value(node.right, scope), (b) => {
            const r = this.arithmetic(node, op, a, b);
            kind = r.kind;
            return r.sql;
          }),
        );
        return { kind, sql };
      }
    }
  }

  private membership(node: A.Binary, scope: Scope): string {
    return shared(this.d, this.names, this.value(node.left, scope), (left) => this.membershipOf(node, left, scope));
  }

  private membershipOf(node: A.Binary, left: SqlValue, scope: Scope): string {
    const negate = node.operator === "notIn";
    if (node.right.kind === "Array") {
      const listed = this.listedScalars(node.right, left);
      if (listed !== undefined && !negate) return listed;
      const found = node.right.elements.map((e) => equalSql(this.d, this.names, left, this.value(e, scope)));
      const any = found.length === 0 ? "FALSE" : `(${found.join(" OR ")})`;
      return `(${notNull(left)} AND ${negate ? `NOT ${any}` : any})`;
    }
    const right = this.value(node.right, scope);
    if (right.kind !== "json") return "FALSE";
    const d = this.d;
    const e = this.names.next("x");
    return bound(d, this.names, right.sql, (r) => {
      const any = d.listAny(d.jsonArrayToList(r), e, equalSql(d, this.names, left, { kind: "json", sql: e }));
      // CASE, not AND: SQL may evaluate both sides of AND, and the list cast fails on a non-array.
      return `coalesce(CASE WHEN ${notNull(left)} AND ${d.jsonIs(r, "ARRAY")} THEN ${negate ? `NOT ${any}` : any} ELSE FALSE END, FALSE)`;
    });
  }

  /**
   * `x in ["a", "b"]` (strings only, or numbers only) as SQL's IN over one read of `x`: a value of
   * another type reads as NULL, which is in no list. undefined where the general form is needed.
   */
  private listedScalars(list: A.ArrayLiteral, left: SqlValue): string | undefined {
    const helpers = this.d.helpers;
    if (!helpers || left.kind !== "json" || list.elements.length === 0) return undefined;
    const kinds = new Set(list.elements.map((e) => e.kind));
    if (kinds.size !== 1 || !(kinds.has("String") || kinds.has("Number"))) return undefined;
    const values = list.elements.map((e) =>
      e.kind === "String" ? this.d.string(e.value) : e.kind === "Number" ? this.d.number(e.value) : "",
    );
    const column = left.column?.(kinds.has("String") ? "str" : "num");
    const read = column ?? (kinds.has("String") ? helpers.string(scalarSource(this.d, left)) : helpers.number(scalarSource(this.d, left)));
    return `coalesce(${read} IN (${values.join(", ")}), FALSE)`;
  }

  private arithmetic(node: A.Binary, op: A.ArithmeticOperator, a: SqlValue, b: SqlValue): SqlValue {
    const d = this.d;
    const names = this.names;
    const nan = (x: string) =>
      bound(d, names, x, (y) => `(CASE WHEN ${d.isNaN(y)} THEN CAST(${d.fail("an arithmetic result is NaN")} AS DOUBLE) ELSE ${y} END)`);
    if (op === "+") {
      if (a.kind === "str" && b.kind === "str") return { kind: "str", sql: `(${a.sql} || ${b.sql})` };
      if (a.kind === "num" && b.kind === "num") return { kind: "num", sql: nan(`(${a.sql} + ${b.sql})`) };
      if (a.kind !== "json" && b.kind !== "json" && a.kind !== b.kind) return { kind: "num", sql: "CAST(NULL AS DOUBLE)" };
      const [na, nb, sa, sb] = [numberOf(d, names, a), numberOf(d, names, b), stringOf(d, names, a), stringOf(d, names, b)];
      return {
        kind: "json",
        sql: `(CASE WHEN ${na} IS NOT NULL AND ${nb} IS NOT NULL THEN ${d.numberToJson(nan(`(${na} + ${nb})`))} WHEN ${sa} IS NOT NULL AND ${sb} IS NOT NULL THEN ${d.stringToJson(`(${sa} || ${sb})`)} END)`,
      };
    }
    const [x, y] = [numberOf(d, names, a), numberOf(d, names, b)];
    const sqlOp = op;
    const sql = bound(d, names, y, (r) =>
      op === "/" || op === "%" ? `(CASE WHEN ${r} <> 0 THEN ${nan(`(${x} ${sqlOp} ${r})`)} END)` : nan(`(${x} ${sqlOp} ${r})`),
    );
    void node;
    return { kind: "num", sql };
  }

  private inSegment(node: A.SegmentReference, scope: Scope): SqlValue {
    const d = this.d;
    const profile = scope.items[scope.items.length - 1];
    if (profile === null || profile === undefined) return notCompiled(node, "inSegment inside an events condition");
    if (profile === PROFILE) this.profileReads.readField("segmentMembership");
    else this.profileReads.readWholeDoc();
    let status: string | undefined = profile;
    for (const key of ["segmentMembership", "ups", node.segmentId, "status"]) status = status && d.jsonMember(status, key);
    if (status === undefined) return notCompiled(node, "inSegment with this id", "it cannot be written as a JSON path");
    const realized = d.helpers
      ? `coalesce(${d.helpers.string(status)} IN ('realized', 'existing'), FALSE)`
      : bound(
          d,
          this.names,
          status,
          (s) => `coalesce(${d.jsonIs(s, "VARCHAR")} AND ${d.jsonString(s)} IN ('realized', 'existing'), FALSE)`,
        );
    // An alias is a name of this repository: AEP's exports key segmentMembership by segment id, so
    // the printed SQL says so where it reads that key (fixed words only: no name from outside).
    const read = node.segmentId.startsWith("alias:") ? `${ALIAS_KEY_NOTE} ${realized}` : realized;
    const table = this.ctx.localAudienceTable(node.segmentId);
    if (table === undefined) return bool(read);
    return bool(`(${read} OR ${this.events.localAudience(node, table)})`);
  }

  /** An anchor as [start, end): constants for words, periods and dates; SQL for a value from the data. */
  private anchor(node: A.TimeAnchor, scope: Scope): AnchorPeriod | null {
    const constant = (p: Period | null): AnchorPeriod | null => p;
    switch (node.kind) {
      case "TimeWord":
        return constant(timeWordPeriod(node.word, this.now));
      case "RelativePeriod":
        return constant(relativePeriod(node, this.now));
      case "Date":
        return constant(datePeriod(node.year, node.month, node.day));
    }
    const v = this.value(node, scope);
    const d = this.d;
    const ms = instantOf(d, this.names, v);
    if (v.kind === "time") return { start: ms, end: `(${ms} + 1)` };
    const s = stringOf(d, this.names, v);
    // A plain date in the data is its whole GMT day, as the evaluator reads it.
    return { start: ms, end: `(${ms} + CASE WHEN length(${s}) = 10 THEN 86400000 ELSE 1 END)` };
  }

  /** `t` (BIGINT epoch ms SQL, not NULL) meets the constraint: SQL TRUE or FALSE. */
  constraint(c: A.TimeConstraint, t: string, scope: Scope): string {
    const d = this.d;
    let sql: string | undefined;
    switch (c.kind) {
      case "PointConstraint": {
        const a = this.anchor(c.anchor, scope);
        sql = a ? occursIn(d, t, a) : undefined;
        break;
      }
      case "DirectionConstraint": {
        const a = this.anchor(c.anchor, scope);
        sql = a ? occursDirection(d, t, c.direction, a) : undefined;
        break;
      }
      case "AmountConstraint": {
        const a = this.anchor(c.anchor, scope);
        if (a === null) return "FALSE";
        sql = occursAmount(d, t, c.comparator, c.amount, c.unit, c.direction, a);
        if (sql === undefined)
          return notCompiled(c, `\`${c.unit}\` counted from a time read from the data`, "calendar units need the calendar in SQL");
        break;
      }
      case "BetweenConstraint": {
        const a = this.anchor(c.from, scope);
        const b = this.anchor(c.to, scope);
        sql = a && b ? occursBetween(d, t, a, b) : undefined;
        break;
      }
    }
    return sql ? `coalesce(${sql}, FALSE)` : "FALSE";
  }

  private occurs(node: A.Occurs, scope: Scope): string {
    const t = instantOf(this.d, this.names, this.value(node.subject, scope));
    return bound(this.d, this.names, t, (x) => `coalesce(${x} IS NOT NULL AND ${this.constraint(node.constraint, x, scope)}, FALSE)`);
  }
}
