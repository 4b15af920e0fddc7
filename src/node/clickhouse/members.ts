// Who is in each audience on a ClickHouse server or cluster that `data load --engine clickhouse`
// filled, for `diff --engine clickhouse`: each audience's ClickHouse SQL (src/sql/clickhouse.ts)
// run for its pids, and the documents of chosen profiles read back for the evaluator to outline
// (a sample, never the whole table). What does not compile, or stops on this data, is said for
// that audience; nothing is guessed. The server's answers are the same as estimate's
// (estimate.ts), with the same read-only settings.
import { clickHouseStopReason } from "../../sql/clickhouse.js";
import { compileAudience } from "../../sql/index.js";
import type { EstimateAudience } from "../estimate/estimate-audiences.js";
import type { ProfileWithEvents } from "../estimate/loaded-data.js";
import { QUERY_SETTINGS } from "./estimate.js";
import type { ClickHouseTarget } from "./http.js";
import { loadedDatabase } from "./loaded-database.js";

/** One audience's members on the server, or why it has none to compare (at file:line:col where a construct is the reason). */
export type ClickHouseMembers = { members: ReadonlySet<number>; ms: number } | { refused: string };

export interface ClickHouseData {
  /** The server as it may be printed (no credentials). */
  shown: string;
  profiles: number;
  /** The members of each audience given, in order; `references`: the keys of the audiences the run holds (refused in SQL). */
  members(audiences: readonly EstimateAudience[], references: ReadonlySet<string>, now: number): Promise<ClickHouseMembers[]>;
  /** The profiles given with their events, in pid order, as the evaluator takes them. */
  profilesWithEvents(pids: readonly number[]): AsyncIterable<ProfileWithEvents>;
}

/** Profiles read back per query: a sample is a few; a page bounds what one answer holds. */
const PAGE = 500;

/** The server's database `database`, which must hold the tables the loader makes. */
export async function openClickHouseData(target: ClickHouseTarget, database: string): Promise<ClickHouseData> {
  const server = await loadedDatabase(target, database);
  const [totals] = await server.rows("SELECT count() AS n FROM profiles");
  return {
    shown: server.shown,
    profiles: Number(totals!.n),
    members: async (audiences, references, now) => {
      const out: ClickHouseMembers[] = [];
      for (const a of audiences) {
        const compiled = compileAudience(a.ast, {
          dialect: "clickhouse",
          now,
          localAudienceTable: (id) => (references.has(id) ? "local" : undefined),
        });
        if (!compiled.ok) {
          const at = a.mapSpan(compiled.unsupported.span).start;
          out.push({ refused: `${a.file}:${at.line}:${at.column}: ${compiled.unsupported.message}` });
          continue;
        }
        const started = performance.now();
        try {
          const rows = await server.rows(`SELECT pid FROM (\n${compiled.sql}\n)`, QUERY_SETTINGS);
          out.push({ members: new Set(rows.map((r) => Number(r.pid))), ms: performance.now() - started });
        } catch (e) {
          const stopped = e instanceof Error ? clickHouseStopReason(e.message) : undefined;
          if (stopped === undefined) throw e;
          out.push({ refused: `${a.file}: the SQL stopped on this data: ${stopped}` });
        }
      }
      return out;
    },
    async *profilesWithEvents(pids) {
      // pids are the server's own answers (whole numbers); anything else would not be written into SQL.
      const wanted = [...new Set(pids)].filter((p) => Number.isSafeInteger(p) && p >= 0).sort((a, b) => a - b);
      for (let i = 0; i < wanted.length; i += PAGE) {
        const list = wanted.slice(i, i + PAGE).join(", ");
        const profiles = await server.rows(`SELECT pid, primary_id, doc FROM profiles WHERE pid IN (${list}) ORDER BY pid`, QUERY_SETTINGS);
        const events = await server.rows(`SELECT pid, doc FROM events WHERE pid IN (${list}) ORDER BY pid, seq`, QUERY_SETTINGS);
        const byPid = new Map<number, unknown[]>();
        for (const e of events) {
          const pid = Number(e.pid);
          if (!byPid.has(pid)) byPid.set(pid, []);
          byPid.get(pid)!.push(JSON.parse(String(e.doc)));
        }
        for (const p of profiles) {
          const pid = Number(p.pid);
          yield {
            pid,
            primaryId: (p.primary_id as string | null) ?? null,
            profile: JSON.parse(String(p.doc)),
            events: byPid.get(pid) ?? [],
          };
        }
      }
    },
  };
}
