// The parts of a ClickHouse query that read the events table (clickhouse.ts): each is a set of
// profiles, `p.pid IN (SELECT ... FROM events ...)`, so a query holds any number of them where
// 18.16 allows one JOIN per SELECT, and a shard keeps only a set of pids in memory, never the
// events. The subqueries name the events' columns without a table alias: 18.16 loses the alias
// when it rewrites `events` to the shard's `events_local`. On a cluster the query runs with `distributed_product_mode = 'local'`: each shard reads
// its own `events_local`, which holds exactly its profiles' events (the tables are sharded by pid).
//   xEvent[c] in a condition    some event meets c
//   xEvent[c].count() op n      how many meet c, grouped by pid; where `0 op n` holds, the
//                               profiles NOT IN the set where it does not (no events is count 0)
//   CHAIN                       one step: enough timed events meet it; several: the profile's
//                               timed events as one sorted array, walked step by step (below)
//   exists / forall X from xEvent   some event meets the rest / NOT IN the events where it fails
//   a condition reading the list    grouped by pid, HAVING over the list's aggregate; profiles
//   of events (sum ... over xEvent)  without events as the evaluator answers on none (groupedSql)
import type * as A from "../syntax/ast.js";
import { chString } from "./clickhouse-encoding.js";
import { constraintSql } from "./clickhouse-time.js";
import { eventTypes } from "./event-type.js";
import { describe } from "./events.js";
import { notCompiledToClickHouse as notCompiled } from "./unsupported.js";

/** The event row's document in the encoding (clickhouse-encoding.ts); always an object. */
export const EVENT = "doc_enc";

/** Events of the profile that meet every condition (UInt8 SQL over the event row, its columns unqualified). */
export interface EventSet {
  conditions: string[];
  /** For each condition that says so, the strings its event's eventType must be one of (event-type.ts). */
  types: string[][];
}

/**
 * `PREWHERE event_type IN (...)` where the conditions need eventType to be one of some strings:
 * MergeTree reads and tests that small column first and computes the conditions (which parse the
 * event's document) only on the rows it keeps; it removes only rows that cannot match, the exact
 * conditions stay. 18.16 computes every term of a WHERE on every row, so a term there would not
 * spare the parsing (an events query over 1,000,000 events: 17.6 s without, 4.2 s with).
 */
function prewhere(types: readonly (readonly string[])[] | undefined): string {
  if (types === undefined || types.length === 0) return "";
  const allowed = types.reduce((a, b) => a.filter((t) => b.includes(t)));
  // None allowed: the exact conditions say so; a prewhere must be a list.
  if (allowed.length === 0) return "";
  return `\n    PREWHERE event_type IN (${[...new Set(allowed)].map(chString).join(", ")})`;
}

/** What the events parts need of the compiler: an event condition compiled over the row, and fresh names. */
export interface EventConditions {
  eventCondition(node: A.Expression): string;
  fresh(prefix: string): string;
  readonly now: number;
}

const where = (conditions: readonly string[]) => (conditions.length > 0 ? `\n    WHERE ${conditions.join("\n      AND ")}` : "");

/** A number literal ClickHouse reads as the same double. */
export function chNumber(n: number): string {
  return Number.isInteger(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? String(n) : `toFloat64(${chString(String(n))})`;
}

/** `p.pid [NOT] IN (subquery)`, the subquery headed by the PQL it computes (`-- line:col ...`). */
function pidSet(node: A.Node, negate: boolean, sub: string): string {
  return `(p.pid ${negate ? "NOT IN" : "IN"} (\n    ${describe(node)}\n    ${sub}\n  ))`;
}

/** The profiles with at least one event of the set. */
export function anyEventSql(node: A.Node, set: EventSet): string {
  return pidSet(node, false, `SELECT pid\n    FROM events${prewhere(set.types)}${where(set.conditions)}`);
}

/** The profiles all of whose events meet `condition` (a profile without events too). */
export function allEventsSql(node: A.Node, condition: string): string {
  return pidSet(node, true, `SELECT pid\n    FROM events\n    WHERE NOT (${condition})`);
}

/**
 * The profiles where `having` holds over their events grouped (its aggregates read one profile's
 * events); `emptyHolds`: whether it holds on no events, for the profiles without a group.
 */
export function groupedSql(node: A.Node, having: string, emptyHolds: boolean): string {
  const sub = `SELECT pid\n    FROM events\n    GROUP BY pid\n    HAVING ${emptyHolds ? `NOT (${having})` : having}`;
  return pidSet(node, emptyHolds, sub);
}

type Order = "=" | "!=" | "<" | "<=" | ">" | ">=";
const holds = (a: number, op: Order, b: number) =>
  op === "=" ? a === b : op === "!=" ? a !== b : op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;

/** `count op n`, where count is how many events of the set the profile has (0 without a row). */
export function countSql(node: A.Node, set: EventSet, op: Order, n: number): string {
  const test = `toFloat64(count()) ${op} ${chNumber(n)}`;
  const atZero = holds(0, op, n);
  const sub = `SELECT pid\n    FROM events${prewhere(set.types)}${where(set.conditions)}\n    GROUP BY pid\n    HAVING ${atZero ? `NOT (${test})` : test}`;
  return pidSet(node, atZero, sub);
}

/** Below and above every time parseIso reads (±8.64e15 ms): "no step yet" and "a step found no match". */
const EARLIEST = "toInt64(-100000000000000000)";
const NEVER = "toInt64(100000000000000000)";

/**
 * CHAIN(xEvent, timestamp, [steps]) as chain.ts matches it: only events with a readable timestamp
 * (`ts_ms`, which the loader reads with the evaluator's parseIso); one step needs COUNT(n) (at
 * least 1) of them; with several, each step takes its n-th match strictly later than the previous
 * step's last, in time order (greedy, which is what the evaluator takes; which of tied events
 * matched does not move the time). The walk runs over the profile's timed events sorted by time,
 * each a tuple (ts, step 1 met, step 2 met, ...); a step with too few matches gives NEVER, after
 * which no later step matches.
 */
export function chainSql(node: A.Chain, c: EventConditions): string {
  if (node.timestampField.name !== "timestamp")
    return notCompiled(node.timestampField, "CHAIN ordered by a field other than timestamp", "the events table holds timestamp alone");
  const ts = "ifNull(ts_ms, 0)";
  const stepCondition = (step: A.ChainStep): string => {
    const parts: string[] = [];
    if (step.when) parts.push(constraintSql(step.when, ts, c.now));
    parts.push(c.eventCondition(step.what));
    if (step.where) parts.push(c.eventCondition(step.where));
    return parts.join(" AND ");
  };
  const needed = (step: A.ChainStep) => Math.max(1, step.count ?? 1);
  // An event meets a step only if its eventType is allowed by the step's WHAT and WHERE; the chain's
  // events are those of some step, so the prewhere is the union, when every step says.
  const stepTypes = node.steps.map((step) => {
    const t = [step.what, ...(step.where ? [step.where] : [])].map(eventTypes).filter((x): x is string[] => x !== undefined);
    return t.length === 0 ? undefined : t.reduce((a, b) => a.filter((x) => b.includes(x)));
  });
  const chainTypes = stepTypes.every((t) => t !== undefined) ? [stepTypes.flat() as string[]] : undefined;
  if (node.steps.length === 1) {
    const step = node.steps[0]!;
    const sub = `SELECT pid\n    FROM events${prewhere(chainTypes)}${where(["isNotNull(ts_ms)", stepCondition(step)])}\n    GROUP BY pid\n    HAVING count() >= ${needed(step)}`;
    return pidSet(node, false, sub);
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
  // Bound by a lambda in HAVING, not named in a subquery: 18.16 pushes a WHERE over a subquery's
  // alias down into it and then cannot find the alias inside a lambda ("Unknown identifier").
  const sorted = `arraySort(groupArray((${ts}, ${steps.join(", ")})))`;
  const sub = `SELECT pid\n    FROM events${prewhere(chainTypes)}${where(["isNotNull(ts_ms)", `(${steps.join(" OR ")})`])}\n    GROUP BY pid\n    HAVING arrayMap(${list} -> ${after} < ${NEVER}, [${sorted}])[1]`;
  return pidSet(node, false, sub);
}
