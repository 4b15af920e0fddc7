// A test helper: one in-process DuckDB with the tables of the estimate contract (docs/sql.md),
// filled directly from in-memory objects (the real loader, src/node/estimate/, reads files), and
// the oracle: the set of profiles the evaluator qualifies on the same data.
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import { evaluate } from "../../src/evaluate/index.js";
import { parseIso } from "../../src/evaluate/values.js";
import { helperDefinitions } from "../../src/sql/index.js";
import type { Expression } from "../../src/syntax/ast.js";

export interface DataSet {
  /** Each profile and its events, in the order the evaluator gets them (the events table's seq). */
  profiles: { doc: Record<string, unknown>; events: Record<string, unknown>[] }[];
}

export interface Tables {
  connection: DuckDBConnection;
  load(data: DataSet): Promise<void>;
  /**
   * `table`: the events of `data` as `events` holds them, but each doc with only the top-level
   * `fields` it has (what a narrow events view of the loader holds: src/node/estimate/parquet-reader.ts).
   */
  narrowEvents(table: string, data: DataSet, fields: readonly string[]): Promise<void>;
  /** `profiles` again with each doc holding only the top-level `fields` it has (what the loader keeps with profileFields); `fields` undefined, whole docs. */
  profilesWith(data: DataSet, fields?: readonly string[]): Promise<void>;
  /** The pids a query selects, ascending. */
  pids(sql: string): Promise<number[]>;
  close(): void;
}

/** `doc.eventType` when it is a string, else null (the contract's event_type). */
export function eventTypeOf(event: Record<string, unknown>): string | null {
  return typeof event.eventType === "string" ? event.eventType : null;
}

/** `doc.timestamp` in epoch ms as the evaluator reads it, or null (the contract's ts_ms). */
export function timestampMs(event: Record<string, unknown>): number | null {
  const t = event.timestamp;
  return typeof t === "string" ? parseIso(t) : null;
}

/** Tables on a connection of their own; with the macros compiled SQL calls unless `helpers` is false (the SQL `sql` prints defines its own). */
export async function openTables({ helpers = true } = {}): Promise<Tables> {
  const instance = await DuckDBInstance.create(":memory:", { threads: "1" });
  const connection = await instance.connect();
  if (helpers) for (const definition of helperDefinitions("duckdb")) await connection.run(definition);
  /** `table` (a new one) with the events of `data`, each doc as `docOf` makes it. */
  async function eventsTable(table: string, data: DataSet, docOf: (event: Record<string, unknown>) => Record<string, unknown>) {
    await connection.run(`DROP TABLE IF EXISTS ${table}`);
    await connection.run(
      `CREATE TABLE ${table} (pid BIGINT NOT NULL, seq BIGINT NOT NULL, ts_ms BIGINT, event_type VARCHAR, doc JSON NOT NULL)`,
    );
    let seq = 0;
    const events = data.profiles.flatMap((p, pid) =>
      p.events.map((e) => ({ pid, seq: seq++, ts_ms: timestampMs(e), event_type: eventTypeOf(e), doc: JSON.stringify(docOf(e)) })),
    );
    if (events.length > 0)
      await connection.run(
        `INSERT INTO ${table} SELECT CAST(r->>'pid' AS BIGINT), CAST(r->>'seq' AS BIGINT), CAST(r->>'ts_ms' AS BIGINT), r->>'event_type', CAST(r->>'doc' AS JSON) FROM (SELECT unnest(CAST(CAST($1 AS JSON) AS JSON[])) AS r)`,
        [JSON.stringify(events)],
      );
  }
  async function profilesTable(data: DataSet, fields?: readonly string[]) {
    await connection.run("DROP TABLE IF EXISTS profiles");
    await connection.run("CREATE TABLE profiles (pid BIGINT NOT NULL, primary_id VARCHAR, doc JSON NOT NULL)");
    const docOf = (doc: Record<string, unknown>) =>
      fields === undefined ? doc : Object.fromEntries(Object.entries(doc).filter(([k]) => fields.includes(k)));
    const profiles = data.profiles.map((p, pid) => ({ pid, primary_id: `ECID:${pid}`, doc: JSON.stringify(docOf(p.doc)) }));
    // Rows go in as one JSON text per table: the docs are JSON text, as the loader stores them.
    if (profiles.length > 0)
      await connection.run(
        "INSERT INTO profiles SELECT CAST(r->>'pid' AS BIGINT), r->>'primary_id', CAST(r->>'doc' AS JSON) FROM (SELECT unnest(CAST(CAST($1 AS JSON) AS JSON[])) AS r)",
        [JSON.stringify(profiles)],
      );
  }
  return {
    connection,
    async load(data) {
      await profilesTable(data);
      await eventsTable("events", data, (e) => e);
    },
    async profilesWith(data, fields) {
      await profilesTable(data, fields);
    },
    async narrowEvents(table, data, fields) {
      await eventsTable(table, data, (e) => Object.fromEntries(Object.entries(e).filter(([k]) => fields.includes(k))));
    },
    async pids(sql) {
      const reader = await connection.runAndReadAll(`SELECT pid FROM (${sql}) ORDER BY pid`);
      return reader.getRowObjectsJson().map((r) => Number(r.pid));
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** The pids the evaluator qualifies (ascending), and the pids of the profiles that went over its budget (no answer). */
export function oracle(ast: Expression, data: DataSet, now: number, membership?: (pid: number, id: string) => boolean) {
  const qualified: number[] = [];
  const overBudget: number[] = [];
  data.profiles.forEach((p, pid) => {
    const r = evaluate(ast, {
      profile: p.doc,
      events: p.events,
      now,
      membership: membership ? (id) => membership(pid, id) : undefined,
      budget: { maxSteps: 200_000, maxResultSize: 100_000 },
    });
    if (r.status === "budget-exceeded") overBudget.push(pid);
    else if (r.qualifies) qualified.push(pid);
  });
  return { qualified, overBudget };
}
