// The parts of an audience that read the events table, each a CTE keyed by `pid` and LEFT JOINed
// to the profile: `xEvent[...]` counted (a profile without a matching event has no row: its count
// is 0, as the evaluator counts an empty array), and CHAIN, one CTE per step. A step's events come
// in the evaluator's order (chain.ts): by timestamp, ties by their position in the data (`seq`);
// each step takes its COUNT(n)-th match strictly after the previous step's last, which is what the
// evaluator's greedy matching takes. The parts also keep what the query reads of the events
// (EventReads), and read them from a source the caller names (the contract's `events` unless it
// names another table or view of its columns).
import type * as A from "../syntax/ast.js";
import { print } from "../syntax/print.js";
import { sqlComment } from "./comment.js";
import { eventConditions } from "./event-type.js";
import { eventScope, type Scope } from "./scope.js";
import { notCompiled } from "./unsupported.js";
import type { EventPartsApi, EventSet, Walker } from "./walker.js";

export type { EventSet } from "./walker.js";

export interface Part {
  name: string;
  /** `-- line:col what` */
  comment: string;
  /** The part's SELECT, reading the events (if it reads them) from `events`. */
  sql: (events: string) => string;
  /** The column the audience reads, or undefined when the part only feeds another part. */
  joined: boolean;
}

/** `-- line:col the PQL`, one line of at most 100 characters: what a part of the query computes. */
export function describe(node: A.Node): string {
  const at = `${node.span.start.line}:${node.span.start.column}`;
  let text: string;
  try {
    text = node.kind === "ChainStep" ? `${node.label.name}: ${print(node.what)}` : print(node as A.Expression);
  } catch {
    text = node.kind;
  }
  const line = text.replace(/\s+/g, " ");
  // The PQL's strings and names come from outside: sqlComment keeps them from ending the comment.
  return sqlComment(`${at} ${line.length > 100 ? `${line.slice(0, 97)}...` : line}`);
}

/**
 * What a compiled query reads of the events: none at all; of each event's doc, these top-level
 * fields only (sorted; none of them when it reads only the typed columns, `event_type`, `ts_ms`);
 * or whole docs (a doc as a value, the list of an `xEvent[...]`'s docs).
 */
export type EventReads = { kind: "none" } | { kind: "fields"; fields: readonly string[] } | { kind: "whole" };

/** The names of the query's parts (its CTEs): a table of the caller must not be named so. */
const PART_NAME = /^(events|chain|chain_step|in_segment)_\d+$/i;

/** Whether a caller's table can stand in the query as it is: a plain identifier, not named like a part. */
export function plainTableName(table: string): "ok" | "not plain" | "like a part" {
  if (!/^[A-Za-z_][\w.]*$/.test(table)) return "not plain";
  return PART_NAME.test(table) ? "like a part" : "ok";
}

export class EventParts implements EventPartsApi {
  readonly parts: Part[] = [];
  /** Whether a part scans the events; the top-level fields of their docs read; whether a whole doc is. */
  private scans = false;
  private readonly fields = new Set<string>();
  private wholeDoc = false;

  constructor(private readonly compiler: Walker) {}

  /** A member of the event row's doc is read (compile.ts member()). */
  readField(name: string): void {
    this.fields.add(name);
  }

  /** The event row's doc is read other than by one member: as a value, in a list (exactness needs all of it). */
  readWholeDoc(): void {
    this.wholeDoc = true;
  }

  reads(): EventReads {
    if (!this.scans) return { kind: "none" };
    if (this.wholeDoc) return { kind: "whole" };
    return { kind: "fields", fields: [...this.fields].sort() };
  }

  /** An events part: its SELECT reads the events from the source the query is written over. */
  private addScan(prefix: "events" | "chain" | "chain_step", node: A.Node, sql: (events: string) => string, joined = true): string {
    this.scans = true;
    return this.add(prefix, node, sql, joined);
  }

  private add(
    prefix: "events" | "chain" | "chain_step" | "in_segment",
    node: A.Node,
    sql: (events: string) => string,
    joined = true,
  ): string {
    const name = `${prefix}_${this.parts.length + 1}`;
    this.parts.push({ name, comment: describe(node), sql, joined });
    return name;
  }

  all(): EventSet {
    return { kind: "events", conditions: [] };
  }

  filter(set: EventSet, condition: A.Expression, scope: Scope): EventSet {
    const inner = eventScope(scope);
    return { kind: "events", conditions: [...set.conditions, ...this.exact(condition, inner)] };
  }

  /** The condition over the event row as conjuncts, its eventType tests on the typed column (event-type.ts). */
  private exact(condition: A.Expression, inner: Scope): string[] {
    return eventConditions(this.compiler.d, condition, inner, (node) => this.compiler.condition(node, inner));
  }

  /** How many events of the set each profile has (a DOUBLE, 0 for none). */
  count(node: A.Node, set: EventSet): string {
    const where = set.conditions.length > 0 ? `\n  WHERE ${set.conditions.join("\n    AND ")}` : "";
    const name = this.addScan("events", node, (events) => `SELECT e.pid, count(*) AS n\n  FROM ${events} AS e${where}\n  GROUP BY e.pid`);
    return `CAST(coalesce(${name}.n, 0) AS DOUBLE)`;
  }

  /** The events of the set as the evaluator gets them: a JSON array of their docs in data order (`[]` for none). */
  list(node: A.Node, set: EventSet): string {
    const where = set.conditions.length > 0 ? `\n  WHERE ${set.conditions.join("\n    AND ")}` : "";
    this.readWholeDoc();
    const name = this.addScan(
      "events",
      node,
      (events) => `SELECT e.pid, to_json(list(e.doc ORDER BY e.seq)) AS docs\n  FROM ${events} AS e${where}\n  GROUP BY e.pid`,
    );
    return `coalesce(${name}.docs, CAST('[]' AS JSON))`;
  }

  exists(node: A.Node, set: EventSet): string {
    return `(${this.count(node, set)} > 0)`;
  }

  /** Members of a local audience computed earlier in the run. */
  localAudience(node: A.SegmentReference, table: string): string {
    const plain = plainTableName(table);
    if (plain === "not plain") notCompiled(node, "a local audience table name that is not a plain identifier");
    // Inside the query's WITH, a CTE of ours of the same name would hide the caller's table.
    if (plain === "like a part")
      notCompiled(node, "a local audience table named like the compiler's own parts (events_N, chain_N, chain_step_N, in_segment_N)");
    const name = this.add("in_segment", node, () => `SELECT DISTINCT pid FROM ${table}`);
    return `(${name}.pid IS NOT NULL)`;
  }

  chain(node: A.Chain, scope: Scope): string {
    const events = node.events;
    if (
      events.kind !== "Path" ||
      events.root.type !== "name" ||
      events.segments.length !== 1 ||
      events.segments[0]!.name !== "xEvent" ||
      scope.items.length !== 1 ||
      scope.vars.has("xEvent")
    )
      return notCompiled(events, "CHAIN over something other than the profile's xEvent");
    if (node.timestampField.name !== "timestamp")
      return notCompiled(node.timestampField, "CHAIN ordered by a field other than timestamp", "the events table holds timestamp alone");
    const inner = eventScope(scope);
    const stepCondition = (step: A.ChainStep): string => {
      const parts = ["e.ts_ms IS NOT NULL"];
      if (step.when) parts.push(this.compiler.constraint(step.when, "e.ts_ms", inner));
      parts.push(...this.exact(step.what, inner));
      if (step.where) parts.push(...this.exact(step.where, inner));
      return parts.join("\n    AND ");
    };
    const needed = (step: A.ChainStep) => Math.max(1, step.count ?? 1);
    if (node.steps.length === 1) {
      const step = node.steps[0]!;
      const where = stepCondition(step);
      const name = this.addScan(
        "chain",
        step,
        (events) => `SELECT e.pid\n  FROM ${events} AS e\n  WHERE ${where}\n  GROUP BY e.pid\n  HAVING count(*) >= ${needed(step)}`,
      );
      return `(${name}.pid IS NOT NULL)`;
    }
    let previous: string | null = null;
    node.steps.forEach((step, k) => {
      const join: string = previous ? `\n    JOIN ${previous} AS s ON s.pid = e.pid AND e.ts_ms > s.after` : "";
      // One event needed: the earliest match's time is the step's (which of tied events matched does not move it).
      const where = stepCondition(step);
      if (needed(step) === 1) {
        const sql = (events: string) =>
          `SELECT e.pid, min(e.ts_ms) AS after\n  FROM ${events} AS e${join.replace("\n    JOIN", "\n  JOIN")}\n  WHERE ${where}\n  GROUP BY e.pid`;
        previous = this.addScan("chain_step", step, sql, k === node.steps.length - 1);
        return;
      }
      const sql = (events: string) =>
        `SELECT pid, ts_ms AS after FROM (\n    SELECT e.pid, e.ts_ms, row_number() OVER (PARTITION BY e.pid ORDER BY e.ts_ms, e.seq) AS rn\n` +
        `    FROM ${events} AS e${join}\n    WHERE ${where.replaceAll("\n    AND", "\n      AND")}\n  ) AS matched\n  WHERE rn = ${needed(step)}`;
      previous = this.addScan("chain_step", step, sql, k === node.steps.length - 1);
    });
    return `(${previous!}.pid IS NOT NULL)`;
  }
}
