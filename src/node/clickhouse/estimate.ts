// `estimate --engine clickhouse`: each audience's ClickHouse SQL (src/sql/clickhouse.ts) run on a
// server or a cluster whose tables `data load --engine clickhouse` filled (docs/estimates.md
// "ClickHouse"). An audience with a construct that does not compile is refused, with the construct
// and where: the rows stay on the server, and reading them all back to run the evaluator would
// cost what the cluster is there to avoid.
import { referenceKeys } from "../../run/evaluate-audiences.js";
import type { Span } from "../../syntax/ast.js";
import { clickHouseStopReason } from "../../sql/clickhouse.js";
import { compileAudience } from "../../sql/index.js";
import type { EstimateAudience } from "../estimate/estimate-audiences.js";
import type { ClickHouseTarget } from "./http.js";
import { loadedDatabase } from "./loaded-database.js";
import { clusterShards } from "./sharding.js";
import { plainName } from "./tables.js";

export interface ClickHouseEstimateOptions {
  target: ClickHouseTarget;
  database: string;
  cluster?: string;
  now: number;
  /** How many qualifying profiles' primary identities to show (the first by pid). */
  sample: number;
}

export type ClickHouseAudienceEstimate = {
  file: string;
  name: string;
} & (
  | { qualified: number; share: number; sample: (string | null)[]; ms: number }
  | { unsupported: { construct: string; line: number; column: number; message: string } }
  /** The query stopped on this data: a value the SQL cannot answer exactly (clickhouse.ts). */
  | { stopped: string }
);

export interface ClickHouseEstimate {
  server: string;
  database: string;
  cluster?: { name: string; shards: number };
  profiles: number;
  events: number;
  audiences: ClickHouseAudienceEstimate[];
}

/**
 * On a cluster, each shard answers an events part (`pid IN (SELECT ... FROM events ...)`) from its
 * own events_local, which holds its profiles' events (clickhouse-events.ts); ClickHouse's default,
 * `deny`, refuses a Distributed table inside such a subquery. No effect on a single server.
 * `readonly=2`: a query sent with these settings reads and nothing else (no table made, written or
 * dropped), whatever its text; it may still set settings, as the request's own are.
 */
export const QUERY_SETTINGS = { distributed_product_mode: "local", readonly: "2" };

/** An audience's place in its file. */
function place(a: EstimateAudience, span: Span): { line: number; column: number } {
  const at = a.mapSpan(span).start;
  return { line: at.line, column: at.column };
}

export async function estimateOnClickHouse(
  audiences: readonly EstimateAudience[],
  options: ClickHouseEstimateOptions,
): Promise<ClickHouseEstimate> {
  const { database, cluster } = options;
  plainName("--database", database);
  plainName("--cluster", cluster);
  const server = await loadedDatabase(options.target, database);
  const shards = cluster === undefined ? undefined : (await clusterShards(server, cluster)).length;
  const [totals] = await server.rows("SELECT (SELECT count() FROM profiles) AS profiles, (SELECT count() FROM events) AS events");
  const profiles = Number(totals!.profiles);
  const keys = new Set(audiences.flatMap(referenceKeys));
  const out: ClickHouseAudienceEstimate[] = [];
  for (const a of audiences) {
    if (!a.shown) continue;
    const compiled = compileAudience(a.ast, {
      dialect: "clickhouse",
      now: options.now,
      // An audience of this run is not on the server: the compiler refuses inSegment of it.
      localAudienceTable: (id) => (keys.has(id) ? "local" : undefined),
    });
    if (!compiled.ok) {
      const u = compiled.unsupported;
      out.push({ file: a.file, name: a.name, unsupported: { construct: u.construct, ...place(a, u.span), message: u.message } });
      continue;
    }
    const started = performance.now();
    let row: Record<string, unknown> | undefined;
    try {
      [row] = await server.rows(`SELECT count() AS n FROM (\n${compiled.sql}\n)`, QUERY_SETTINGS);
    } catch (e) {
      const stopped = e instanceof Error ? clickHouseStopReason(e.message) : undefined;
      if (stopped === undefined) throw e;
      out.push({ file: a.file, name: a.name, stopped });
      continue;
    }
    const sample =
      options.sample > 0
        ? (await server.rows(`SELECT primary_id FROM (\n${compiled.sql}\n) ORDER BY pid LIMIT ${options.sample}`, QUERY_SETTINGS)).map(
            (r) => r.primary_id as string | null,
          )
        : [];
    const qualified = Number(row!.n);
    out.push({
      file: a.file,
      name: a.name,
      qualified,
      share: profiles > 0 ? qualified / profiles : 0,
      sample,
      ms: performance.now() - started,
    });
  }
  return {
    server: server.shown,
    database,
    ...(cluster !== undefined ? { cluster: { name: cluster, shards: shards! } } : {}),
    profiles,
    events: Number(totals!.events),
    audiences: out,
  };
}
