// The copy of `data load --engine clickhouse`: DuckDB's `profiles` and `events` streamed into
// ClickHouse as TabSeparated, the cheapest format for 18.16 to parse and one whose escapes are
// three characters (`\\`, `\t`, `\n`; NULL is `\N`). DuckDB writes each row's fixed columns as
// one escaped text and the shard slot (`pid % slots`, sharding.ts); Node adds the document, and
// `doc_enc` from its JSON text (encode-text.ts), and appends the line to its target's INSERT.
// The targets' INSERTs stream in parallel (each waits only for its own socket), and a new one is
// started every ROWS_PER_INSERT rows, so a failure costs one INSERT, never a 4 GB string.
import { DataError } from "../estimate/data-error.js";
import type { LoadedData } from "../estimate/index.js";
import { EncodingRefused, encodeJsonText, tsvField } from "./encode-text.js";
import type { ClickHouse, InsertStream } from "./http.js";
import type { TableName } from "./tables.js";

/** Where rows go: a table on a server (a shard's local table, or a Distributed table, or a single server's). */
export interface CopyTarget {
  server: ClickHouse;
  table: string;
  settings?: Record<string, string>;
}

/** Rows per INSERT: large (ClickHouse makes a part per million rows), bounded (a failed one is retried by --replace, not resumed). */
const ROWS_PER_INSERT = 1_000_000;
/** Text gathered before it is written to the socket: few writes, little memory. */
const WRITE_BYTES = 1 << 20;

const COLUMNS: Record<TableName, string> = {
  profiles: "pid, primary_id, doc, doc_enc",
  events: "pid, seq, ts_ms, event_type, doc, doc_enc",
};

/** A DuckDB expression: `text` escaped as TabSeparated writes it. */
function tsvSql(text: string): string {
  return `replace(replace(replace(${text}, '\\', '\\\\'), chr(9), '\\t'), chr(10), '\\n')`;
}

/** Each row's slot, its columns before `doc` as one TabSeparated text, and `doc`. */
function sourceSql(kind: TableName, slots: number): string {
  const head =
    kind === "profiles"
      ? `concat(pid, chr(9), coalesce(${tsvSql("primary_id")}, '\\N'))`
      : `concat(pid, chr(9), seq, chr(9), coalesce(ts_ms::VARCHAR, '\\N'), chr(9), coalesce(${tsvSql("event_type")}, '\\N'))`;
  return `SELECT (pid % ${slots})::INTEGER AS slot, ${head} AS head, doc::VARCHAR AS doc FROM ${kind}`;
}

/** One row's line: the fixed columns DuckDB wrote, the document, its encoding; a DataError naming the record when the encoding refuses it. */
export function tsvLine(kind: TableName, head: string, doc: string): string {
  try {
    return `${head}\t${tsvField(doc)}\t${encodeJsonText(doc, true)}\n`;
  } catch (e) {
    if (!(e instanceof EncodingRefused)) throw e;
    // The head starts with pid (and for an event, seq): the record's position among the profiles or events read, from 0.
    const [pid, seq] = head.split("\t");
    const record = kind === "profiles" ? `profile record ${Number(pid) + 1} (pid ${pid})` : `event record ${Number(seq) + 1} (seq ${seq})`;
    throw new DataError(`${record} of the data cannot be loaded into ClickHouse: ${e.message}`);
  }
}

/** One target's stream of INSERTs. */
class TargetWriter {
  private stream: InsertStream | undefined;
  private rows = 0;
  private parts: string[] = [];
  private bytes = 0;
  private ending: Promise<void> = Promise.resolve();

  constructor(
    private readonly target: CopyTarget,
    private readonly insertSql: string,
  ) {}

  /** Adds a line; resolves at once unless the gathered text had to wait for the socket. */
  add(line: string): Promise<void> | undefined {
    this.parts.push(line);
    this.bytes += line.length;
    this.rows++;
    if (this.bytes >= WRITE_BYTES || this.rows >= ROWS_PER_INSERT) return this.flush();
    return undefined;
  }

  private async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const text = this.parts.join("");
    this.parts = [];
    this.bytes = 0;
    this.stream ??= this.target.server.insert(this.insertSql, this.target.settings);
    await this.stream.write(text);
    if (this.rows >= ROWS_PER_INSERT) {
      // The next INSERT starts while the server stores this one; at most one is finishing at a time.
      const finishing = this.stream.end();
      this.stream = undefined;
      this.rows = 0;
      await this.ending;
      this.ending = finishing;
      finishing.catch(() => {});
    }
  }

  abort(): void {
    this.stream?.abort();
  }

  async finish(): Promise<void> {
    await this.flush();
    await this.ending;
    await this.stream?.end();
  }
}

/**
 * Copies DuckDB's `kind` table into the targets: row with pid p to targets[slots[p % slots.length]].
 * `onRows` hears the rows copied so far, every 50,000 rows or so.
 */
export async function copyTable(
  data: LoadedData,
  kind: TableName,
  targets: readonly CopyTarget[],
  slots: readonly number[],
  onRows: (copied: number) => void,
): Promise<void> {
  const writers = targets.map((t) => new TargetWriter(t, `INSERT INTO ${t.table} (${COLUMNS[kind]}) FORMAT TabSeparated`));
  const writerOfSlot = slots.map((i) => writers[i]!);
  let copied = 0;
  let told = 0;
  try {
    for await (const [slot, head, doc] of data.columns(sourceSql(kind, slots.length))) {
      const n = slot!.length;
      for (let i = 0; i < n; i++) {
        const waiting = writerOfSlot[slot![i] as number]!.add(tsvLine(kind, head![i] as string, doc![i] as string));
        if (waiting) await waiting;
      }
      copied += n;
      if (copied - told >= 50_000) {
        told = copied;
        onRows(copied);
      }
    }
    await Promise.all(writers.map((w) => w.finish()));
  } catch (e) {
    // The others are dropped too: the command fails, and --replace loads again from the start.
    for (const w of writers) w.abort();
    throw e;
  }
  onRows(copied);
}
